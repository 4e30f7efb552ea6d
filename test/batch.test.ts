import type { INode } from 'n8n-workflow';

import type * as WaitForBatch from '../nodes/Deepvue/followUps/waitForBatch';
import type * as Errors from '../nodes/Deepvue/failures/errors';
import { batchJobRecord } from '../testbed/emulator/endpoints/fixtures';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { nodeTypesOnClock, onVirtualClock } from './harness/nodeOnClock';
import { VirtualClock } from './harness/virtualClock';

const testBed = useTestBed();

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { batchAcceptedError } = built<typeof Errors>('nodes/Deepvue/failures/errors');
const { isCompleted } = built<typeof WaitForBatch>('nodes/Deepvue/followUps/waitForBatch');
const { NodeApiError, NodeOperationError } =
	jest.requireActual<typeof import('n8n-workflow')>('n8n-workflow');
afterEach(() => testBed().emulator.setBatchProcessing({}));

const UPI_CSV = 'vpa,name\nasha@okhdfcbank,Asha Rao\nravi@ybl,Ravi Kumar\n';
const STATUS_PATH = '/v1/verification/batch-processing-status';
/** A completed batch's status, as an item holds it after Wait for Completion. */
const COMPLETED = expect.objectContaining({
	status: 200,
	message: 'batch processing completed',
	batch_output_file_url: expect.any(String),
});
const upload = (operation: string, options: Record<string, unknown> = {}) => ({
	parameters: {
		resource: 'batch',
		operation,
		binaryPropertyName: 'data',
		options: { maxRetryDelay: 50, ...options },
	},
	items: [{ json: {}, binary: { data: binaryFile(UPI_CSV, 'upi.csv') } }],
});

it('gets the status of a batch by its request ID', async () => {
	const submitted = await runNode(testBed().instance, upload('uploadUpiBasicBatch'));
	const requestId = String(submitted.items[0].json.request_id);

	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'getBatchStatus', requestId },
	});

	expect(error).toBeUndefined();
	expect(items[0].json).toEqual(
		expect.objectContaining({
			request_id: requestId,
			status: 200,
			message: 'batch processing completed',
			batch_output_file_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
		}),
	);
	const [call] = testBed().emulator.requestsTo('/v1/verification/batch-processing-status');
	expect(call.query).toEqual({ request_id: requestId });
});

it('waits for a batch to complete, checking its status 2 s after the upload', async () => {
	// The batch is completed at once: one check, at 2 s (the schedule after it, on a virtual clock, below).
	const { items, error } = await runNode(
		testBed().instance,
		upload('uploadUpiBasicBatch', { waitForCompletion: true, waitTimeout: 60 }),
	);

	expect(error).toBeUndefined();
	expect(items[0].json).toEqual(COMPLETED);
	const checks = testBed().emulator.requestsTo(STATUS_PATH);
	expect(checks).toHaveLength(1);
	expect(checks[0].headers.authorization).toMatch(/^Bearer /);
	const [submission] = testBed().emulator.requestsTo('/v1/verification/upi-basic/batch');
	// A timer may fire a millisecond or two early.
	expect(checks[0].at - submission.at).toBeGreaterThanOrEqual(1998);
	expect(checks[0].at - submission.at).toBeLessThan(4000);
});

// The node with its waits on a virtual clock (test/harness/nodeOnClock.ts): what it waits, and
// what it does once the waiting is over, in no time.
describe('waiting for a batch, on a virtual clock', () => {
	/** What the emulator answers a status check while a batch is processing. */
	const inProgress = {
		code: 200,
		timestamp: 1,
		transaction_id: 'txn-in-progress',
		sub_code: 'SUCCESS',
		message: 'Batch Upload status fetched successfully',
		data: batchJobRecord({
			requestId: 'in-progress',
			state: 'in progress',
			productId: 'upi-basic',
			outputFileUrl: '',
		}),
	};

	/** An upload with Wait for Completion, its waits on a clock of its own, that sees them. */
	async function uploadAndWait(operation: string, waitTimeout: number) {
		const clock = new VirtualClock();
		const run = await runNode(testBed().instance, {
			...upload(operation, { waitForCompletion: true, waitTimeout }),
			nodeTypes: await nodeTypesOnClock(clock),
		});
		return { ...run, clock };
	}

	it('checks the status 2 s after the upload, then twice as long after each check, at most 30 s apart, until it is completed', async () => {
		// The first five checks find the batch processing, the sixth completed.
		testBed().emulator.inject({ status: 200, pathPrefix: STATUS_PATH, body: inProgress, times: 5 });

		const { items, error, clock } = await uploadAndWait('uploadUpiBasicBatch', 300);

		expect(error).toBeUndefined();
		expect(items[0].json).toEqual(COMPLETED);
		expect(clock.waits).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
		const checks = testBed().emulator.requestsTo(STATUS_PATH);
		expect(checks).toHaveLength(6);
		expect(checks.every((call) => call.headers.authorization?.startsWith('Bearer '))).toBe(true);
	});

	it('waits no longer than Wait Timeout: the last check is when it is up, then the item fails', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 600_000 });

		const { error, clock } = await uploadAndWait('uploadUpiBasicBatch', 100);

		// Checks at 2, 6, 14, 30, 60 and 90 s, and one more when the 100 s are up: the last wait is
		// what is left of them (less the milliseconds the checks took). That last check has no time
		// left to answer in, and may not reach the emulator.
		expect(clock.waits.slice(0, 6)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
		expect(clock.waits).toHaveLength(7);
		expect(clock.waits[6]).toBeLessThanOrEqual(10000);
		expect(clock.waits[6]).toBeGreaterThan(9000);
		expect(testBed().emulator.requestsTo(STATUS_PATH).length).toBeGreaterThanOrEqual(6);
		expect(error?.message).toMatch(/^Batch \S+ did not complete within 100 seconds$/);
	});

	it('fails clearly, naming the request ID, when the batch does not complete in time', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });

		const { error, clock } = await uploadAndWait('uploadUanEmploymentHistoryBatch', 1);

		const [submission] = testBed().emulator.requestsTo(
			'/v1/verification/epfo/uan-to-employment-history/batch',
		);
		expect(submission.status).toBe(201);
		// Wait Timeout below the first check's 2 s: one check, when the time is up.
		expect(clock.waits).toEqual([1000]);
		expect(error?.message).toMatch(/^Batch \S+ did not complete within 1 seconds$/);
		const requestId = /^Batch (\S+) /.exec(error?.message ?? '')?.[1];
		expect(requestId).toBeTruthy();
		expect(error?.description).toContain(`request ID ${requestId}`);
		expect(error?.description).toMatch(/Get Batch Status/);
	});
});

it('downloads the result file into binary data, with its name and MIME type', async () => {
	// Wait for Completion's first check on a virtual clock: the download is what this test is about.
	const { items, error } = await runNode(testBed().instance, {
		...upload('uploadUpiBasicBatch', {
			waitForCompletion: true,
			downloadResult: true,
			binaryPropertyOutput: 'result',
		}),
		...(await onVirtualClock()),
	});

	expect(error).toBeUndefined();
	const url = String(items[0].json.batch_output_file_url);
	const file = items[0].binary?.result;
	expect(file?.mimeType).toBe('text/csv');
	expect(file?.fileName).toMatch(/\.csv$/);
	const served = await (await fetch(url)).text();
	const content = Buffer.from(String(file?.data), 'base64').toString();
	expect(content).toBe(served);
	expect(content.split(/\r?\n/)[0]).toMatch(/^vpa,/);
	expect(content).toContain('asha@okhdfcbank');
	// The download link is pre-signed: Deepvue's credentials are not sent with it.
	const [download] = testBed().emulator.requestsTo('/files/');
	expect(download.headers.authorization).toBeUndefined();
	expect(download.headers['x-api-key']).toBeUndefined();
});

it('downloads the AIS file of an AIS download', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'tax',
			operation: 'downloadAis',
			itrClientId: 'itr-client-42',
			options: { downloadResult: true },
		},
	});

	expect(error).toBeUndefined();
	const file = items[0].binary?.data;
	expect(file?.mimeType).toBe('application/pdf');
	expect(file?.fileName).toMatch(/\.pdf$/);
	expect(Buffer.from(String(file?.data), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
});

it('re-sends a 5 MB upload intact after a 401 re-authorization', async () => {
	// n8n-core 2.x looks at every byte of a multipart body before it sends it again after a 401 (to
	// find a stream it could not re-send): seconds of CPU for 50 MB, so a smaller file here. The
	// memory a 50 MB upload takes is benchmark row 4's.
	const big = Buffer.alloc(5 * 1024 * 1024, 'vpa\nasha@okhdfcbank\n');
	testBed().emulator.inject({
		status: 401,
		body: { detail: 'Could not validate credentials' },
		pathPrefix: '/v1/verification/upi-basic/batch',
	});

	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data' },
		items: [{ json: {}, binary: { data: binaryFile(big, 'big.csv') } }],
	});

	expect(error).toBeUndefined();
	expect(typeof items[0].json.request_id).toBe('string');
	const uploads = testBed().emulator.requestsTo('/v1/verification/upi-basic/batch');
	expect(uploads.map((call) => call.status)).toEqual([401, 201]);
	const received = uploads[1].files?.[0].data;
	expect(received?.length).toBe(big.length);
	expect(received?.equals(big)).toBe(true);
});

it('uploads a file whose name has quotes, a line break and non-ASCII letters, with the part headers intact', async () => {
	const csv = 'vpa\nasha@okhdfcbank\n';
	const { error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data' },
		items: [{ json: {}, binary: { data: binaryFile(csv, 'März "Liste"\r\nX-Injected: 1.csv') } }],
	});

	expect(error).toBeUndefined();
	const [upload] = testBed().emulator.requestsTo('/v1/verification/upi-basic/batch');
	expect(upload.files).toHaveLength(1);
	const [file] = upload.files ?? [];
	// Encoded as browsers and Node's FormData do: %22 for quotes, %0D%0A for the line break.
	expect(file.filename).toBe('März %22Liste%22%0D%0AX-Injected: 1.csv');
	expect(file.data.toString()).toBe(csv);
});

describe('a batch, read', () => {
	const node = {
		name: 'Deepvue',
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		parameters: {},
	} as unknown as INode;

	it('names the accepted batch in the message and the description, once', () => {
		const error = new NodeOperationError(node, 'Deepvue did not answer in time');
		batchAcceptedError(error, 'req-7');
		batchAcceptedError(error, 'req-7');
		expect(error.message).toBe(
			'Deepvue did not answer in time (batch req-7 was accepted: get its result with Batch > Get Batch Status)',
		);
		expect(error.description?.match(/req-7/g)).toHaveLength(2);
		expect(error.description).toMatch(/uploading the file again would pay for it again\.$/);
		expect(batchAcceptedError(new NodeApiError(node, { detail: 'x' }), 'req-8')).toHaveProperty(
			'message',
			expect.stringContaining('req-8'),
		);
	});

	it('is done when its status carries the output file address, at the top or under data', () => {
		expect(isCompleted({ batch_output_file_url: 'https://files.example/r.csv' })).toBe(true);
		expect(isCompleted({ data: { batch_output_file_url: 'https://files.example/r.csv' } })).toBe(
			true,
		);
		expect(isCompleted({ batch_output_file_url: '' })).toBe(false);
		expect(isCompleted({ message: 'batch processing in progress' })).toBe(false);
	});
});
