import type { INode, INodeExecutionData } from 'n8n-workflow';

import { NOT_FOUND_INPUTS, UNAVAILABLE_INPUTS } from '../testbed/emulator/server';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import { rowsIntoDeepvue, runWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

/**
 * What the next node reads for a failed row: the failed item stays paired with its input row, so
 * n8n's error output merges the row in and `$('Rows').item` works there, and its message alone
 * says what happened.
 */
const testBed = useTestBed();

const PAN_PATH = '/v1/mobile-intelligence/mobile-to-pan';
const STATUS_PATH = '/v1/verification/batch-processing-status';
const UNAVAILABLE = UNAVAILABLE_INPUTS.mobileNumber;
const getPan = (options: Record<string, unknown> = {}) => ({
	resource: 'mobileIntelligence',
	operation: 'getPan',
	mobileNumber: '={{ $json.mobile }}',
	options: { maxAttempts: 2, maxRetryDelay: 20, ...options },
});

/** Five rows of a sheet: found, no record, refused before sending, unavailable, found. */
const ROWS: INodeExecutionData[] = [
	{ json: { row: 1, mobile: '9876543210' } },
	{ json: { row: 2, mobile: NOT_FOUND_INPUTS.mobileNumber } },
	{ json: { row: 3, mobile: '12345' } },
	{ json: { row: 4, mobile: UNAVAILABLE } },
	{ json: { row: 5, mobile: '9876543214' } },
];

function sheetFlow(onError: INode['onError']): WorkflowFile {
	return rowsIntoDeepvue('Rows through Deepvue', onError, getPan());
}

it('On Error = Continue (using error output): failed rows arrive on the error output with their input row and the reason', async () => {
	const run = await runWorkflowFile(testBed().instance, sheetFlow('continueErrorOutput'), {
		pinData: { Rows: ROWS },
	});

	expect(run.error).toBeUndefined();
	const [succeeded, failed] = run.runData.Deepvue[0].data?.main ?? [];
	expect(succeeded?.map((item) => item.pairedItem)).toEqual([
		{ item: 0 },
		{ item: 1 },
		{ item: 4 },
	]);
	expect(succeeded?.[1].json).toEqual({ no_record: true, message: 'No record found' });
	expect(failed?.map((item) => item.pairedItem)).toEqual([{ item: 2 }, { item: 3 }]);
	expect(failed?.[0].json).toEqual({
		row: 3,
		mobile: '12345',
		error: expect.stringMatching(/^"Mobile Number" must be/),
	});
	expect(failed?.[1].json).toEqual({
		row: 4,
		mobile: UNAVAILABLE,
		error: expect.stringMatching(/^Source Unavailable/),
	});
});

it('On Error = Continue (regular output): every row keeps its place and pairing, failures say why in `error`', async () => {
	const run = await runWorkflowFile(testBed().instance, sheetFlow('continueRegularOutput'), {
		pinData: { Rows: ROWS },
	});

	expect(run.error).toBeUndefined();
	const items = run.output('Deepvue');
	expect(items.map((item) => item.pairedItem)).toEqual(ROWS.map((_row, item) => ({ item })));
	expect(
		items.map((item) => item.json.error ?? (item.json.no_record ? 'no record' : 'found')),
	).toEqual([
		'found',
		'no record',
		expect.stringMatching(/^"Mobile Number" must be a/),
		'Source Unavailable (tried 2 times)',
		'found',
	]);
});

it('On Error = Stop: a refused input is reported for its own item, and nothing is sent', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: getPan(),
		items: [
			{ json: { mobile: '9876543210' } },
			{ json: { mobile: '9876543211' } },
			{ json: { mobile: '12345' } },
		],
	});

	expect(error?.message).toMatch(/^"Mobile Number" must be/);
	expect((error as { context?: { itemIndex?: number } } | undefined)?.context?.itemIndex).toBe(2);
	expect(lookupsSent(testBed().emulator)).toHaveLength(0);
});

it('a call that failed after retries says how many times it was tried, in the message', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: getPan({ maxAttempts: 3 }),
		items: [{ json: { mobile: UNAVAILABLE } }],
	});
	expect(error?.message).toBe('Source Unavailable (tried 3 times)');
});

it('a rate limit that outlasts the attempts says which limits to look at, in the message', async () => {
	testBed().emulator.inject({ status: 429, pathPrefix: PAN_PATH, times: 99 });
	const { error } = await runNode(testBed().instance, {
		parameters: getPan(),
		items: [{ json: { mobile: '9876543210' } }],
	});
	expect(error?.message).toMatch(/per-minute or daily limit/);
	expect(error?.message).toMatch(/tried 2 times/);
});

it("a status check that fails after Deepvue accepted a batch names the batch's request ID in the message", async () => {
	testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
	try {
		const { items, error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
				options: { waitForCompletion: true, waitTimeout: 30, maxAttempts: 2, maxRetryDelay: 20 },
			},
			items: [
				{
					json: {},
					binary: {
						data: binaryFile(`vpa\nasha@okhdfcbank\n${UNAVAILABLE_INPUTS.batchRow}\n`, 'upi.csv'),
					},
				},
			],
			continueOnFail: true,
			// The first status check on a virtual clock (test/harness/nodeOnClock.ts).
			...(await onVirtualClock()),
		});
		expect(error).toBeUndefined();
		const [check] = testBed().emulator.requestsTo(STATUS_PATH);
		const requestId = check.query.request_id;
		expect(items[0].json.error).toEqual(expect.stringContaining(`batch ${requestId}`));
		expect(items[0].json.error).toMatch(/Get Batch Status/);
		expect(items[0].pairedItem).toEqual({ item: 0 });
	} finally {
		testBed().emulator.setBatchProcessing({});
	}
});
