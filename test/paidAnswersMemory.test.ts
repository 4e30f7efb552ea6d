// The memories of paid answers, called directly on the built modules with a small fake context:
// what is released when, and how much a process keeps at most.
import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type * as AnswersOfExecution from '../nodes/Deepvue/request/answersOfExecution';
import type * as RecentAnswers from '../nodes/Deepvue/request/recentAnswers';
import type { PaidAnswer } from '../nodes/Deepvue/request/paidAnswer';

const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { KEEP_AFTER_FAILURE_MS, MAX_ANSWERS, answerOfEarlierTry, itemSettled, itemStarted, keepForRetry } = built<typeof AnswersOfExecution>(
	'nodes/Deepvue/request/answersOfExecution',
);
const { MAX_RECENT, MAX_WINDOW_MINUTES, onItsWay, recentAnswer } = built<typeof RecentAnswers>('nodes/Deepvue/request/recentAnswers');

const answer = (answeredAt = Date.now()): PaidAnswer => ({ envelope: { data: { ok: true } }, answeredAt });

/** The context n8n gives an item's request hook, as far as these memories read it: execution, node, item, the run's items. */
function itemContext(executionId: string, items: INodeExecutionData[], itemIndex: number): IExecuteSingleFunctions {
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
		keepForRetry(first, 'q1', answer());
		itemSettled(first, false);
		expect(answerOfEarlierTry(first, 'q1')).toBeDefined();

		keepForRetry(second, 'q2', answer());
		itemSettled(second, false);

		expect(answerOfEarlierTry(first, 'q1')).toBeUndefined();
	});

	it('serve the next try of a run with a failed item, then are released when that try ends well', () => {
		const items = [{ json: {} }, { json: {} }];
		const [answered, failing] = items.map((_item, index) => itemContext('exec-retried', items, index));
		for (const context of [answered, failing]) itemStarted(context);
		keepForRetry(answered, 'q1', answer());
		itemSettled(answered, false);
		itemSettled(failing, true);

		// n8n's next try: the same items.
		for (const context of [answered, failing]) itemStarted(context);
		expect(answerOfEarlierTry(answered, 'q1')).toBeDefined();
		itemSettled(answered, false);
		itemSettled(failing, false);

		expect(answerOfEarlierTry(answered, 'q1')).toBeUndefined();
	});

	it(`after a failed run are kept ${KEEP_AFTER_FAILURE_MS / 60_000} minutes, no longer`, () => {
		const items = [{ json: {} }];
		const context = itemContext('exec-expiring', items, 0);
		const now = Date.now();
		keepForRetry(context, 'q1', answer(now), now);

		expect(answerOfEarlierTry(context, 'q1', now + KEEP_AFTER_FAILURE_MS - 1)).toBeDefined();
		expect(answerOfEarlierTry(context, 'q1', now + KEEP_AFTER_FAILURE_MS)).toBeUndefined();
	});

	it(`are at most ${MAX_ANSWERS} in a process: older executions make room, a larger run keeps its first ones`, () => {
		const older = itemContext('exec-older', [{ json: {} }], 0);
		keepForRetry(older, 'old', answer());
		const large = itemContext('exec-large', [{ json: {} }], 0);
		for (let index = 0; index <= MAX_ANSWERS; index++) keepForRetry(large, `q${index}`, answer());

		expect(answerOfEarlierTry(older, 'old')).toBeUndefined();
		expect(answerOfEarlierTry(large, 'q0')).toBeDefined();
		expect(answerOfEarlierTry(large, `q${MAX_ANSWERS - 1}`)).toBeDefined();
		expect(answerOfEarlierTry(large, `q${MAX_ANSWERS}`)).toBeUndefined();
	});
});

describe('recent answers, for Reuse Answers For', () => {
	it('serve within the window only', () => {
		const settle = onItsWay('window');
		const paid = answer(Date.now() - 60_000);
		settle(paid);

		expect(recentAnswer('window', 61_000)).toEqual(paid);
		expect(recentAnswer('window', 59_000)).toBeUndefined();
	});

	it('hand a question on its way its answer, or none when it failed', async () => {
		const settleAnswered = onItsWay('answered');
		const waiting = recentAnswer('answered', 60_000);
		settleAnswered(answer());
		const settleFailed = onItsWay('failed');
		const waitingInVain = recentAnswer('failed', 60_000);
		settleFailed(undefined);

		await expect(waiting).resolves.toMatchObject({ envelope: { data: { ok: true } } });
		await expect(waitingInVain).resolves.toBeUndefined();
		expect(recentAnswer('failed', 60_000)).toBeUndefined();
	});

	it('keep a copy: a later node changing the first output does not change the answer served again', () => {
		const data = { ok: true };
		onItsWay('copied')({ envelope: { data }, answeredAt: Date.now() });
		data.ok = false;

		expect(recentAnswer('copied', 60_000)).toMatchObject({ envelope: { data: { ok: true } } });
	});

	it(`are at most ${MAX_RECENT}, none older than ${MAX_WINDOW_MINUTES / 60} hours, the oldest out first`, () => {
		const now = Date.now();
		onItsWay('too old')(answer(now - MAX_WINDOW_MINUTES * 60_000 - 1));
		onItsWay('oldest')(answer(now));
		for (let index = 0; index < MAX_RECENT; index++) onItsWay(`q${index}`)(answer(now));
		const day = MAX_WINDOW_MINUTES * 60_000;

		expect(recentAnswer('too old', 2 * day)).toBeUndefined();
		expect(recentAnswer('oldest', day)).toBeUndefined();
		expect(recentAnswer('q0', day)).toBeDefined();
		expect(recentAnswer(`q${MAX_RECENT - 1}`, day)).toBeDefined();
	});
});
