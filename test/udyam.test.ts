/**
 * Verify Udyam, asynchronous: one node run submits and waits within its bound (on a virtual clock:
 * test/harness/nodeOnClock.ts), and outputs the result; past the bound, or when the checks fail, the
 * item fails naming the request ID, which Get Udyam Result reads later. A verification is paid for
 * once: Retry On Fail and a run within Reuse Answers For read the same request again. Counted at
 * the emulator, which keeps every verification created.
 */
import type { INodeParameters } from 'n8n-workflow';

import { businessById } from '../testbed/emulator/businesses';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { nodeTypesOnClock } from './harness/nodeOnClock';
import { VirtualClock } from './harness/virtualClock';
import { retryOnFailFlow, runWorkflowFile } from './harness/workflow';

const testBed = useTestBed();
beforeEach(() => testBed().emulator.setConditions({ udyamDelayMs: 0 }));

const RESULT_PATH = '/v1/verification/async/get-udyam-details';
const deccan = businessById('deccan');
const DECCAN_UDYAM = deccan.udyam?.number ?? '';

const verifyUdyam = (parameters: INodeParameters = {}): INodeParameters => ({
	resource: 'businessCompliance',
	operation: 'verifyUdyam',
	udyamNumber: DECCAN_UDYAM,
	udyamWaitSeconds: 60,
	...parameters,
});

async function run(parameters: INodeParameters, items = [{ json: {} }], continueOnFail = false) {
	const clock = new VirtualClock();
	const result = await runNode(testBed().instance, {
		parameters,
		items,
		continueOnFail,
		nodeTypes: await nodeTypesOnClock(clock),
	});
	return { ...result, clock };
}

const created = () => testBed().emulator.udyamRequests.map((request) => request.udyamNumber);
const requestIdOf = (message = '') => /Udyam verification (\S+) /.exec(message)?.[1];

/** Answers the result call 202, in progress, `times` times. */
function inProgress(times: number) {
	testBed().emulator.inject({
		status: 202,
		pathPrefix: RESULT_PATH,
		body: { status: 'in_progress', request_id: 'r', type: 'udyam_aadhaar' },
		times,
	});
}

describe('Verify Udyam', () => {
	it('submits, checks the result 3 s later, and outputs the enterprise', async () => {
		const { items, error, clock } = await run(verifyUdyam());

		expect(error).toBeUndefined();
		expect(clock.waits).toEqual([3000]);
		expect(created()).toEqual([DECCAN_UDYAM]);
		expect(items[0].json).toEqual({
			request_id: expect.any(String),
			status: 'completed',
			udyam_number: DECCAN_UDYAM,
			enterprise_name: 'DECCAN SPICE FOODS PRIVATE LIMITED',
			enterprise_type: 'Small',
			major_activity: 'Manufacturing',
			organisation_type: 'Private Limited Company',
			social_category: 'General',
			date_of_incorporation: '2019-06-14',
			date_of_commencement: '2019-07-01',
			registered_on: '2020-09-18',
			state: 'TELANGANA',
			district: 'MEDCHAL MALKAJGIRI',
			official_address: expect.objectContaining({ pin: '500051', city: 'Hyderabad' }),
			classifications: [{ year: '2025-26', enterprise_type: 'Small', classified_on: '2020-09-18' }],
			failure: null,
			created_at: expect.any(String),
			completed_at: expect.any(String),
		});
		const [check] = testBed().emulator.requestsTo(RESULT_PATH);
		expect(check.query.request_id).toBe(items[0].json.request_id);
	});

	it('checks again, backing off from 3 s to at most 15 s apart, while the result is in progress', async () => {
		inProgress(6);
		const { items, error, clock } = await run(verifyUdyam({ udyamWaitSeconds: 120 }));

		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('completed');
		expect(clock.waits).toEqual([3000, 4500, 6750, 10125, 15000, 15000, 15000]);
		expect(created()).toHaveLength(1);
	});

	it('outputs a verification the source does not find as an answer: status failed, and why', async () => {
		const { items, error } = await run(
			verifyUdyam({ udyamNumber: businessById('malabar').udyam?.number }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			status: 'failed',
			enterprise_name: null,
			failure: { code: 'BAD_REQUEST', message: 'Please enter a valid UAM number' },
		});
	});

	it('waits no longer than Wait Up To, then fails naming the request ID and how to get the result without paying again', async () => {
		testBed().emulator.setConditions({ udyamDelayMs: 600_000 });
		const { error, clock } = await run(verifyUdyam({ udyamWaitSeconds: 10 }));

		// Checks at 3 and 7.5 s, then what is left of the 10 s.
		expect(clock.waits.slice(0, 2)).toEqual([3000, 4500]);
		expect(clock.waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(10_000);
		const requestId = requestIdOf(error?.message);
		expect(error?.message).toBe(
			`Udyam verification ${requestId} did not complete within 10 seconds`,
		);
		expect(requestId).toBe(testBed().emulator.udyamRequests[0].requestId);
		expect(error?.description).toContain(`Get Udyam Result and request ID ${requestId}`);
		expect(created()).toHaveLength(1);
	});

	it('fails naming the request ID when its checks fail; with Continue On Fail the message a next node reads names it', async () => {
		testBed().emulator.inject({ status: 500, pathPrefix: RESULT_PATH, times: 10 });
		const { items, error } = await run(
			verifyUdyam({ options: { maxAttempts: 1 } }),
			[{ json: {} }],
			true,
		);
		expect(error).toBeUndefined();
		const requestId = testBed().emulator.udyamRequests[0].requestId;
		expect(items[0].json.error).toMatch(
			new RegExp(`\\(Udyam verification ${requestId} was accepted\\)$`),
		);
	});

	it('with Continue On Fail, a malformed Udyam number fails alone and the others are verified', async () => {
		const { items, error } = await run(
			verifyUdyam({ udyamNumber: '={{ $json.udyam }}' }),
			[{ json: { udyam: 'UDYAM-TS-2-0012345' } }, { json: { udyam: DECCAN_UDYAM } }],
			true,
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.error ?? item.json.status)).toEqual([
			expect.stringMatching(/^"Udyam Number" must be a Udyam registration number/),
			'completed',
		]);
		expect(created()).toEqual([DECCAN_UDYAM]);
	});

	it('with Check Input Formats off, waits the default 120 s for a Wait Up To that is no number', async () => {
		testBed().emulator.setConditions({ udyamDelayMs: 600_000 });
		const { error, clock } = await run(
			verifyUdyam({ udyamWaitSeconds: '={{ "soon" }}', options: { checkFormats: false } }),
		);
		expect(error?.message).toMatch(/did not complete within 120 seconds$/);
		expect(clock.waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(120_000);
	});

	it('outputs the task record with the result as data for Full Response', async () => {
		const { items } = await run(verifyUdyam({ options: { response: 'full' } }));
		expect(items[0].json).toMatchObject({
			status: 'completed',
			type: 'udyam_aadhaar',
			data: { status: 'completed', enterprise_type: 'Small' },
		});
		// The certificate's own fields stay in `data`, shaped; the raw result is not repeated.
		expect(items[0].json.result).toBeDefined();
	});
});

describe('paid once', () => {
	it('Retry On Fail after a failed check reads the same request again: no second verification', async () => {
		// The first try's check of the result fails (a 500 is not retried); the second try's succeeds.
		testBed().emulator.inject({ status: 500, pathPrefix: RESULT_PATH, times: 1 });
		const clock = new VirtualClock();
		const run = await runWorkflowFile(
			testBed().instance,
			retryOnFailFlow(
				'stopWorkflow',
				// Reuse Answers For 0: the execution's own answer serves its retries whatever it says.
				verifyUdyam({ options: { maxAttempts: 1, reuseAnswersFor: 0 } }),
			),
			{ pinData: { Rows: [{ json: {} }] }, nodeTypes: await nodeTypesOnClock(clock) },
		);

		expect(run.error).toBeUndefined();
		expect(run.output('Deepvue')[0].json.status).toBe('completed');
		expect(created()).toHaveLength(1);
		const checks = testBed().emulator.requestsTo(RESULT_PATH);
		expect(checks.map((call) => call.status)).toEqual([500, 200]);
		expect(new Set(checks.map((call) => call.query.request_id))).toEqual(
			new Set([testBed().emulator.udyamRequests[0].requestId]),
		);
	});

	it('an execution run again within Reuse Answers For reads the same request: reused, no second verification', async () => {
		const first = await run(verifyUdyam());
		const again = await run(verifyUdyam());

		expect(created()).toHaveLength(1);
		expect(again.items[0].json).toMatchObject({
			request_id: first.items[0].json.request_id,
			status: 'completed',
			reused: true,
			answered_at: expect.any(String),
		});
		expect(first.items[0].json.reused).toBeUndefined();
		// With Reuse Answers For at 0, a run asks anew.
		await run(verifyUdyam({ options: { reuseAnswersFor: 0 } }));
		expect(created()).toHaveLength(2);
	});

	it('the same Udyam number twice in one list is one verification', async () => {
		const { items } = await run(verifyUdyam({ udyamNumber: '={{ $json.udyam }}' }), [
			{ json: { udyam: DECCAN_UDYAM } },
			{ json: { udyam: DECCAN_UDYAM.toLowerCase() } },
		]);
		expect(items.map((item) => item.json.status)).toEqual(['completed', 'completed']);
		expect(created()).toHaveLength(1);
	});
});

describe('Get Udyam Result', () => {
	const getResult = (udyamRequestId: string, options = {}) =>
		run({ resource: 'businessCompliance', operation: 'getUdyamResult', udyamRequestId, options });

	it('reads a verification kept from earlier, in progress or done, without a new one', async () => {
		testBed().emulator.setConditions({ udyamDelayMs: 600_000 });
		const timedOut = await run(verifyUdyam({ udyamWaitSeconds: 5 }));
		const requestId = requestIdOf(timedOut.error?.message) ?? '';

		const pending = await getResult(requestId);
		expect(pending.error).toBeUndefined();
		expect(pending.items[0].json).toMatchObject({
			request_id: requestId,
			status: 'in_progress',
			enterprise_name: null,
			failure: null,
		});
		testBed().emulator.setConditions({ udyamDelayMs: 0 });
		const done = await getResult(requestId);
		expect(done.items[0].json).toMatchObject({ status: 'completed', enterprise_type: 'Small' });
		expect(created()).toHaveLength(1);
	});

	it('fails for a request ID Deepvue never gave, in its words', async () => {
		const { error } = await getResult('0231bfaa-04aa-478f-a4db-5282bcd5e4bb');
		expect(error?.message).toBe('No record found for this request_id');
		expect(error?.description).not.toMatch(/Base URL/);
	});

	it('reads a failed verification of the not-found number as an answer', async () => {
		const verified = await run(verifyUdyam({ udyamNumber: NOT_FOUND_INPUTS.udyamNumber }));
		const read = await getResult(String(verified.items[0].json.request_id));
		expect(read.items[0].json).toMatchObject({
			status: 'failed',
			failure: { code: 'BAD_REQUEST' },
		});
	});
});
