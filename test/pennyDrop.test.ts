import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { Fault } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { retryOnFailFlow, runWorkflowFile } from './harness/workflow';

/**
 * A penny drop deposits ₹1 each time it is sent, so it is never sent twice for one question: not
 * by the node's own retries of a request that may have reached Deepvue, not by n8n's Retry On
 * Fail, not by an execution run again, not by a repeated row. Counted at the emulator, which
 * records a deposit for every penny drop it processed, also when the answer was then lost.
 */
const testBed = useTestBed();

const BANK_PATH = '/v1/verification/bankaccount';
const ACCOUNT = '123456789012';
const OTHER_ACCOUNT = '987654321098';
const UNSETTLED =
	/^The penny drop sent at \d{4}-\d\d-\d\dT[\d:.]+Z got no answer \(.+\): ₹1 may have been deposited, so it is not sent again$/;

const verifyBankAccount = (options: INodeParameters = {}): INodeParameters => ({
	resource: 'payment',
	operation: 'verifyBankAccount',
	accountNumber: '={{ $json.account }}',
	ifsc: 'SBIN0001234',
	nameToMatch: '={{ $json.name }}',
	options: { maxRetryDelay: 20, ...options },
});

const rows = (...accounts: string[]): INodeExecutionData[] =>
	accounts.map((account, index) => ({
		json: { row: index + 1, account, name: `Vendor ${index + 1}` },
	}));

const deposits = () => testBed().emulator.pennyDrops.map((deposit) => deposit.accountNumber);
const sent = () => testBed().emulator.requestsTo(BANK_PATH).length;

/** The fault for the next penny drop to ACCOUNT: processed (₹1 deposited), then its answer lost. */
const lostAnswer = (fault: Omit<Fault, 'status'> & { status?: number }): Fault => ({
	status: 0,
	pathPrefix: BANK_PATH,
	query: { account_number: ACCOUNT },
	afterProcessing: true,
	...fault,
});

describe("the node's own retries never resend a penny drop that may have reached Deepvue", () => {
	it.each([
		['a connection reset after the request was sent', lostAnswer({ reset: true })],
		['a 500', lostAnswer({ status: 500 })],
		['a 503', lostAnswer({ status: 503 })],
		[
			'a 502 from a gateway',
			lostAnswer({ status: 502, rawBody: '<html>Bad Gateway</html>', contentType: 'text/html' }),
		],
		[
			'a 200 that is not JSON',
			lostAnswer({ status: 200, rawBody: '<html>Done</html>', contentType: 'text/html' }),
		],
	])(
		'%s: one deposit, the item fails saying ₹1 may have been deposited and what to do',
		async (_case, fault) => {
			testBed().emulator.inject(fault);
			const { error } = await runNode(testBed().instance, {
				parameters: verifyBankAccount({ maxAttempts: 5 }),
				items: rows(ACCOUNT),
			});

			expect(sent()).toBe(1);
			expect(deposits()).toEqual([ACCOUNT]);
			expect(error?.message).toMatch(UNSETTLED);
			expect(error?.description).toMatch(
				/not send a penny drop again by itself.*Retry On Fail.*Look for the deposit/,
			);
		},
	);

	it('a timeout: the request left, so it is not sent again', async () => {
		testBed().emulator.inject(lostAnswer({ status: 200, delayMs: 3_000 }));
		const parameters = {
			...verifyBankAccount({ maxAttempts: 5 }),
			requestOptions: { timeout: 300 },
		};
		const { error } = await runNode(testBed().instance, { parameters, items: rows(ACCOUNT) });

		expect(sent()).toBe(1);
		expect(error?.message).toMatch(
			/^The penny drop sent at .* got no answer \(Deepvue did not answer in time\)/,
		);
	});

	it('a rate limit (429) said nothing was done: retried, one deposit, answered', async () => {
		testBed().emulator.inject({ status: 429, pathPrefix: BANK_PATH, times: 2 });
		const { items, error } = await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT),
		});

		expect(error).toBeUndefined();
		expect(sent()).toBe(3);
		expect(deposits()).toEqual([ACCOUNT]);
		expect(items[0].json).toMatchObject({
			account_exists: true,
			amount_deposited: 1,
			utr: testBed().emulator.pennyDrops[0].utr,
		});
	});

	it('a refusal (422) is an answer that moved nothing: the item fails as usual', async () => {
		testBed().emulator.inject({
			status: 422,
			body: { detail: 'Invalid bank account number' },
			pathPrefix: BANK_PATH,
		});
		const { error } = await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT),
		});

		expect(error?.message).toBe('Invalid bank account number');
		expect(sent()).toBe(1);
		expect(deposits()).toEqual([]);
	});
});

describe("n8n's Retry On Fail and a retried execution do not send it again", () => {
	it.each([['stopWorkflow'], ['continueRegularOutput']] as const)(
		'On Error = %s, Reuse Answers For 0: each account gets one penny drop',
		async (onError) => {
			testBed().emulator.inject(lostAnswer({ reset: true }));
			const flow = retryOnFailFlow(onError, verifyBankAccount({ reuseAnswersFor: 0 }));
			const run = await runWorkflowFile(testBed().instance, flow, {
				pinData: { Rows: rows(ACCOUNT, OTHER_ACCOUNT) },
			});

			expect(
				testBed()
					.emulator.requestsTo(BANK_PATH)
					.map((call) => call.query.account_number),
			).toEqual([ACCOUNT, OTHER_ACCOUNT]);
			expect(deposits().sort()).toEqual([ACCOUNT, OTHER_ACCOUNT].sort());
			const message =
				onError === 'stopWorkflow' ? run.error?.message : run.output('Deepvue')[0].json.error;
			expect(message).toMatch(UNSETTLED);
		},
	);

	it('an execution run again within Reuse Answers For: the account whose answer was lost is not sent again, the answered one is reused', async () => {
		testBed().emulator.inject(lostAnswer({ status: 500 }));
		await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT, OTHER_ACCOUNT),
			continueOnFail: true,
		});
		const again = await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT, OTHER_ACCOUNT),
			continueOnFail: true,
		});

		expect(sent()).toBe(2);
		expect(deposits().sort()).toEqual([ACCOUNT, OTHER_ACCOUNT].sort());
		expect(again.items[0].json.error).toMatch(UNSETTLED);
		expect(again.items[1].json).toMatchObject({
			account_exists: true,
			amount_deposited: 1,
			reused: true,
		});
	});
});

describe('a repeated account in a list gets one penny drop', () => {
	it('whatever name each row expects: the name is compared by the node, not part of the question', async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT, ACCOUNT, ACCOUNT),
		});

		expect(error).toBeUndefined();
		expect(sent()).toBe(1);
		expect(deposits()).toEqual([ACCOUNT]);
		const [utr] = testBed().emulator.pennyDrops.map((deposit) => deposit.utr);
		expect(items.map((item) => [item.json.utr, item.json.reused])).toEqual([
			[utr, undefined],
			[utr, true],
			[utr, true],
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([0, 1, 2].map((item) => ({ item })));
	});

	it('and one whose answer was lost fails every repeat rather than sending it again', async () => {
		testBed().emulator.inject(lostAnswer({ reset: true }));
		const { items } = await runNode(testBed().instance, {
			parameters: verifyBankAccount(),
			items: rows(ACCOUNT, ACCOUNT),
			continueOnFail: true,
		});

		expect(sent()).toBe(1);
		expect(items.map((item) => item.json.error)).toEqual([
			expect.stringMatching(UNSETTLED),
			expect.stringMatching(UNSETTLED),
		]);
	});
});
