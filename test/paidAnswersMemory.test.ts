// The memories of paid answers, called directly on the built modules with a small fake context:
// what is released when, and how much a process keeps at most.
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type * as AnswersOfExecution from '../nodes/Deepvue/memory/answersOfExecution';
import type * as RecentAnswers from '../nodes/Deepvue/memory/recentAnswers';
import type * as PaidAnswers from '../nodes/Deepvue/memory/paidAnswer';
import type { PaidAnswer } from '../nodes/Deepvue/memory/paidAnswer';
import type * as AnswerSize from '../nodes/Deepvue/memory/answerSize';
import type * as ProcessMemory from '../common/memory/processMemory';

const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const {
	KEEP_AFTER_FAILURE_MS,
	MAX_ANSWERS,
	MAX_ANSWER_BYTES,
	answerOfEarlierTry,
	itemSettled,
	itemStarted,
	keepForRetry,
} = built<typeof AnswersOfExecution>('nodes/Deepvue/memory/answersOfExecution');
const { MAX_RECENT, MAX_RECENT_BYTES, MAX_WINDOW_MINUTES, onItsWay, recentAnswer } = built<
	typeof RecentAnswers
>('nodes/Deepvue/memory/recentAnswers');
const { MAX_KEPT_ANSWER_BYTES } = built<typeof PaidAnswers>('nodes/Deepvue/memory/paidAnswer');
const { MAX_ANSWER_DEPTH, sizeOfAnswer } = built<typeof AnswerSize>(
	'nodes/Deepvue/memory/answerSize',
);
const { loginRefused, storeSizes } = built<typeof ProcessMemory>('common/memory/processMemory');

const answer = (answeredAt = Date.now(), bytes = 30): PaidAnswer => ({
	envelope: { data: { ok: true } },
	answeredAt,
	bytes,
});
/** A login's key (common/authorization/client.ts); the memories take it as it is. */
const LOGIN = 'login-a';

/** The context n8n gives an item's request hook, as far as these memories read it: execution, node, item, the run's items. */
function itemContext(
	executionId: string,
	items: INodeExecutionData[],
	itemIndex: number,
): IExecuteSingleFunctions {
	return {
		getExecutionId: () => executionId,
		getNode: () => ({ id: 'node-1' }),
		getItemIndex: () => itemIndex,
		inputData: { main: [items] },
	} as unknown as IExecuteSingleFunctions;
}

describe("an execution's answers, kept for n8n's retries", () => {
	it('are released once a run ends with every item answered', () => {
		const items = [{ json: {} }, { json: {} }];
		const [first, second] = items.map((_item, index) => itemContext('exec-clean', items, index));
		for (const context of [first, second]) itemStarted(context);
		keepForRetry(first, LOGIN, 'q1', answer());
		itemSettled(first, false);
		expect(answerOfEarlierTry(first, LOGIN, 'q1')).toBeDefined();

		keepForRetry(second, LOGIN, 'q2', answer());
		itemSettled(second, false);

		expect(answerOfEarlierTry(first, LOGIN, 'q1')).toBeUndefined();
	});

	it('serve the next try of a run with a failed item, then are released when that try ends well', () => {
		const items = [{ json: {} }, { json: {} }];
		const [answered, failing] = items.map((_item, index) =>
			itemContext('exec-retried', items, index),
		);
		for (const context of [answered, failing]) itemStarted(context);
		keepForRetry(answered, LOGIN, 'q1', answer());
		itemSettled(answered, false);
		itemSettled(failing, true);

		// n8n's next try: the same items.
		for (const context of [answered, failing]) itemStarted(context);
		expect(answerOfEarlierTry(answered, LOGIN, 'q1')).toBeDefined();
		itemSettled(answered, false);
		itemSettled(failing, false);

		expect(answerOfEarlierTry(answered, LOGIN, 'q1')).toBeUndefined();
	});

	it(`after a failed run are kept ${KEEP_AFTER_FAILURE_MS / 60_000} minutes, no longer`, () => {
		const items = [{ json: {} }];
		const context = itemContext('exec-expiring', items, 0);
		const now = Date.now();
		keepForRetry(context, LOGIN, 'q1', answer(now), { now });

		expect(answerOfEarlierTry(context, LOGIN, 'q1', now + KEEP_AFTER_FAILURE_MS - 1)).toBeDefined();
		expect(answerOfEarlierTry(context, LOGIN, 'q1', now + KEEP_AFTER_FAILURE_MS)).toBeUndefined();
	});

	it(`are at most ${MAX_ANSWERS} in a process: older executions make room, a larger run keeps its first ones`, () => {
		const older = itemContext('exec-older', [{ json: {} }], 0);
		keepForRetry(older, LOGIN, 'old', answer());
		const large = itemContext('exec-large', [{ json: {} }], 0);
		for (let index = 0; index <= MAX_ANSWERS; index++)
			keepForRetry(large, LOGIN, `q${index}`, answer());

		expect(answerOfEarlierTry(older, LOGIN, 'old')).toBeUndefined();
		expect(answerOfEarlierTry(large, LOGIN, 'q0')).toBeDefined();
		expect(answerOfEarlierTry(large, LOGIN, `q${MAX_ANSWERS - 1}`)).toBeDefined();
		expect(answerOfEarlierTry(large, LOGIN, `q${MAX_ANSWERS}`)).toBeUndefined();
	});
});

describe('recent answers, for Reuse Answers For', () => {
	it('serve within the window only', () => {
		const settle = onItsWay(LOGIN, 'window');
		const paid = answer(Date.now() - 60_000);
		settle(paid);

		expect(recentAnswer(LOGIN, 'window', 61_000)).toEqual(paid);
		expect(recentAnswer(LOGIN, 'window', 59_000)).toBeUndefined();
	});

	it('hand a question on its way its answer, or none when it failed', async () => {
		const settleAnswered = onItsWay(LOGIN, 'answered');
		const waiting = recentAnswer(LOGIN, 'answered', 60_000);
		settleAnswered(answer());
		const settleFailed = onItsWay(LOGIN, 'failed');
		const waitingInVain = recentAnswer(LOGIN, 'failed', 60_000);
		settleFailed(undefined);

		await expect(waiting).resolves.toMatchObject({ envelope: { data: { ok: true } } });
		await expect(waitingInVain).resolves.toBeUndefined();
		expect(recentAnswer(LOGIN, 'failed', 60_000)).toBeUndefined();
	});

	it('keep a copy: a later node changing the first output does not change the answer served again', () => {
		const data = { ok: true };
		onItsWay(LOGIN, 'copied')({ envelope: { data }, answeredAt: Date.now(), bytes: 30 });
		data.ok = false;

		expect(recentAnswer(LOGIN, 'copied', 60_000)).toMatchObject({
			envelope: { data: { ok: true } },
		});
	});

	it(`are at most ${MAX_RECENT}, none older than ${MAX_WINDOW_MINUTES / 60} hours, the oldest out first`, () => {
		const now = Date.now();
		onItsWay(LOGIN, 'too old')(answer(now - MAX_WINDOW_MINUTES * 60_000 - 1));
		onItsWay(LOGIN, 'oldest')(answer(now));
		for (let index = 0; index < MAX_RECENT; index++) onItsWay(LOGIN, `q${index}`)(answer(now));
		const day = MAX_WINDOW_MINUTES * 60_000;

		expect(recentAnswer(LOGIN, 'too old', 2 * day)).toBeUndefined();
		expect(recentAnswer(LOGIN, 'oldest', day)).toBeUndefined();
		expect(recentAnswer(LOGIN, 'q0', day)).toBeDefined();
		expect(recentAnswer(LOGIN, `q${MAX_RECENT - 1}`, day)).toBeDefined();
	});
});

describe('the bytes the memories keep', () => {
	it(`recent answers are at most ${MAX_RECENT_BYTES / 1024 / 1024} MiB: the oldest make room`, () => {
		const share = MAX_KEPT_ANSWER_BYTES;
		const fit = Math.floor(MAX_RECENT_BYTES / share);
		for (let index = 0; index <= fit; index++)
			onItsWay(LOGIN, `big${index}`)(answer(Date.now(), share));

		expect(recentAnswer(LOGIN, 'big0', 60_000)).toBeUndefined();
		expect(recentAnswer(LOGIN, 'big1', 60_000)).toBeDefined();
		expect(recentAnswer(LOGIN, `big${fit}`, 60_000)).toBeDefined();
	});

	it(`an answer over ${MAX_KEPT_ANSWER_BYTES / 1024 / 1024} MiB is not kept, but reaches the items waiting for it`, async () => {
		const settle = onItsWay(LOGIN, 'huge');
		const waiting = recentAnswer(LOGIN, 'huge', 60_000);
		settle(answer(Date.now(), MAX_KEPT_ANSWER_BYTES + 1));

		await expect(waiting).resolves.toMatchObject({ envelope: { data: { ok: true } } });
		expect(recentAnswer(LOGIN, 'huge', 60_000)).toBeUndefined();
		const context = itemContext('exec-huge', [{ json: {} }], 0);
		keepForRetry(context, LOGIN, 'huge', answer(Date.now(), MAX_KEPT_ANSWER_BYTES + 1));
		expect(answerOfEarlierTry(context, LOGIN, 'huge')).toBeUndefined();
	});

	it(`an execution's answers are at most ${MAX_ANSWER_BYTES / 1024 / 1024} MiB: older executions make room`, () => {
		const older = itemContext('exec-older-bytes', [{ json: {} }], 0);
		keepForRetry(older, LOGIN, 'old', answer());
		const large = itemContext('exec-large-bytes', [{ json: {} }], 0);
		const fit = Math.floor(MAX_ANSWER_BYTES / MAX_KEPT_ANSWER_BYTES);
		for (let index = 0; index < fit; index++)
			keepForRetry(large, LOGIN, `q${index}`, answer(Date.now(), MAX_KEPT_ANSWER_BYTES));

		expect(answerOfEarlierTry(older, LOGIN, 'old')).toBeUndefined();
		expect(answerOfEarlierTry(large, LOGIN, `q${fit - 1}`)).toBeDefined();
	});
});

describe('whom the memories serve', () => {
	it('another login (another secret for the same client) finds nothing, kept or on its way', () => {
		onItsWay(LOGIN, 'mine')(answer());
		onItsWay(LOGIN, 'under way');
		const context = itemContext('exec-login', [{ json: {} }], 0);
		keepForRetry(context, LOGIN, 'mine', answer());

		expect(recentAnswer('login-b', 'mine', 60_000)).toBeUndefined();
		expect(recentAnswer('login-b', 'under way', 60_000)).toBeUndefined();
		expect(answerOfEarlierTry(context, 'login-b', 'mine')).toBeUndefined();
	});

	it('a login Deepvue refuses loses its answers, kept and on their way; other logins keep theirs', () => {
		onItsWay('login-refused', 'q')(answer());
		const settleLater = onItsWay('login-refused', 'later');
		onItsWay('login-other', 'q')(answer());
		const context = itemContext('exec-refused', [{ json: {} }], 0);
		keepForRetry(context, 'login-refused', 'q', answer());
		const before = storeSizes();

		loginRefused('login-refused');
		settleLater(answer());

		expect(recentAnswer('login-refused', 'q', 60_000)).toBeUndefined();
		expect(recentAnswer('login-refused', 'later', 60_000)).toBeUndefined();
		expect(answerOfEarlierTry(context, 'login-refused', 'q')).toBeUndefined();
		expect(recentAnswer('login-other', 'q', 60_000)).toBeDefined();
		expect(storeSizes().recentAnswers).toBe((before.recentAnswers ?? 0) - 1);
		expect(storeSizes().answersOfExecutions).toBe((before.answersOfExecutions ?? 0) - 1);
	});
});

describe("an answer's size", () => {
	it('is about its JSON length', () => {
		const envelope = {
			code: 200,
			transaction_id: 'txn-1',
			data: { name: 'ASHA RAO', items: [{ a: 1 }, { b: 'x' }] },
		};
		const { bytes, tooDeep } = sizeOfAnswer(envelope);

		expect(tooDeep).toBe(false);
		expect(bytes).toBeGreaterThan(JSON.stringify(envelope).length * 0.7);
		expect(bytes).toBeLessThan(JSON.stringify(envelope).length * 1.5);
	});

	it(`tells an answer nested deeper than ${MAX_ANSWER_DEPTH} levels, without overflowing the stack`, () => {
		const nested = (depth: number) =>
			JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as IDataObject;

		expect(sizeOfAnswer(nested(10_000)).tooDeep).toBe(true);
		expect(sizeOfAnswer(nested(MAX_ANSWER_DEPTH)).tooDeep).toBe(false);
	});
});
