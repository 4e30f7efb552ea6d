import { NAME_PATH, getName, mobiles } from '../testbed/inProcessN8n/lookups';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

/** Every wait is bounded and long enough: retries outlast a short storm, Wait Timeout bounds a whole wait. */
const testBed = useTestBed();
afterEach(() => testBed().emulator.setBatchProcessing({}));

const STATUS_PATH = '/v1/verification/batch-processing-status';

it('the default attempts outlast a 3-second spell of 429s without Retry-After', async () => {
	// Every call for 3 s is refused, as Deepvue does during a burst: no Retry-After header.
	testBed().emulator.inject({ status: 429, pathPrefix: NAME_PATH, forMs: 3000 });
	const result = await runNode(testBed().instance, {
		parameters: getName(),
		items: mobiles(30),
		continueOnFail: true,
	});

	expect(result.items.filter((item) => item.json.error !== undefined)).toEqual([]);
	// The items without a name, shown whole when there are any.
	expect(
		result.items.filter((item) => typeof item.json.name !== 'string').map((item) => item.json),
	).toEqual([]);
	expect(result.items).toHaveLength(30);
});

it('Wait Timeout cuts a status check that stalls, and the error names the request ID', async () => {
	testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
	// The status check would answer after 20 s; the item waits 3 s in all. Waiting for the answer
	// instead would outlast this test's 15 s limit.
	testBed().emulator.inject({ status: 200, pathPrefix: STATUS_PATH, delayMs: 20_000, times: 5 });

	const { error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options: { waitForCompletion: true, waitTimeout: 3 },
		},
		items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv') } }],
	});

	const [check] = testBed().emulator.requestsTo(STATUS_PATH);
	expect(error?.message).toBe(`Batch ${check.query.request_id} did not complete within 3 seconds`);
}, 15_000);
