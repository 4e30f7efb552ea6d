import { NAME_PATH, getName, mobiles } from '../testbed/inProcessN8n/lookups';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { nodeTypesOnClock } from './harness/nodeOnClock';
import { VirtualClock } from './harness/virtualClock';

/**
 * Every wait is bounded and long enough: retries outlast a short storm, Wait Timeout bounds a whole
 * wait. The node's waits run on a virtual clock (test/harness/nodeOnClock.ts); the requests and
 * the emulator's answers are real.
 */
const testBed = useTestBed();
afterEach(() => testBed().emulator.setBatchProcessing({}));

const STATUS_PATH = '/v1/verification/batch-processing-status';

it('the default attempts outlast a 3-second spell of 429s without Retry-After', async () => {
	const clock = new VirtualClock();
	// Every call is refused, as Deepvue does during a burst: no Retry-After header; for 3 s of the
	// clock. One item: on a virtual clock, items that start later would meet less of the spell.
	testBed().emulator.inject({ status: 429, pathPrefix: NAME_PATH, times: 1_000_000 });
	const spell = clock.reach(3000).then(() => testBed().emulator.clearFaults());

	const { items, error } = await runNode(testBed().instance, {
		parameters: getName(),
		items: mobiles(1),
		nodeTypes: await nodeTypesOnClock(clock),
	});
	await spell;

	expect(error).toBeUndefined();
	expect(items[0].json.name).toEqual(expect.any(String));
	// Refused until the spell was over, then answered: within the default 5 attempts.
	const statuses = testBed()
		.emulator.requestsTo(NAME_PATH)
		.map((call) => call.status);
	expect(statuses.at(-1)).toBe(200);
	expect(statuses.slice(0, -1).every((status) => status === 429)).toBe(true);
	expect(statuses.length).toBeGreaterThan(1);
	expect(statuses.length).toBeLessThanOrEqual(5);
});

it('Wait Timeout cuts a status check that stalls, and the error names the request ID', async () => {
	testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
	// The status check would answer after 20 s; the item waits 3 s in all, the first 2 s of them on
	// the virtual clock, the last second for the stalled check. Waiting for the answer instead would
	// outlast this test's 15 s limit.
	testBed().emulator.inject({ status: 200, pathPrefix: STATUS_PATH, delayMs: 20_000, times: 5 });

	const { error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options: { waitForCompletion: true, waitTimeout: 3 },
		},
		items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv') } }],
		nodeTypes: await nodeTypesOnClock(new VirtualClock()),
	});

	const [check] = testBed().emulator.requestsTo(STATUS_PATH);
	expect(error?.message).toBe(`Batch ${check.query.request_id} did not complete within 3 seconds`);
}, 15_000);
