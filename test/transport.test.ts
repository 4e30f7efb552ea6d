import { startEmulatorServer } from '../testbed/emulator/server';
import type { Emulator } from '../testbed/emulator/server';
import { NAME_PATH } from '../testbed/inProcessN8n/lookups';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { startTestBed } from '../testbed/inProcessN8n/testBed';
import { credentialTesterNodeTypes } from './harness/credentialTester';
import { useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';

/**
 * What happens to a request: only the HTTP exchange is retried, a paid POST is never sent twice,
 * failures after a batch was accepted name its request ID, and credentials never leave the API.
 */
const testBed = useTestBed();
afterEach(() => testBed().emulator.setBatchProcessing({}));

const UPLOAD_PATH = '/v1/verification/upi-basic/batch';
const STATUS_PATH = '/v1/verification/batch-processing-status';
const upload = (options: Record<string, unknown> = {}) => ({
	parameters: {
		resource: 'batch',
		operation: 'uploadUpiBasicBatch',
		binaryPropertyName: 'data',
		options: { maxRetryDelay: 20, ...options },
	},
	items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv') } }],
});
const getName = (options: Record<string, unknown> = {}) => ({
	parameters: {
		resource: 'mobileIntelligence',
		operation: 'getName',
		mobileNumber: '9876543210',
		options: { maxRetryDelay: 20, ...options },
	},
});

// Runs with Wait for Completion wait for the first status check on a virtual clock
// (test/harness/nodeOnClock.ts): what comes after it is what these tests are about.
describe('follow-ups never resend the paid request', () => {
	it('status checks that keep failing leave one upload, and the error names its request ID', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
		testBed().emulator.inject({ status: 503, pathPrefix: STATUS_PATH, times: 99 });

		const { error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, waitTimeout: 30, maxAttempts: 2 }),
			...(await onVirtualClock()),
		});

		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(1);
		const checks = testBed().emulator.requestsTo(STATUS_PATH);
		expect(checks).toHaveLength(2);
		expect(`${error?.message} ${error?.description}`).toContain(checks[0].query.request_id);
	});

	it('a status check that is rate limited past its attempts leaves one upload', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
		testBed().emulator.inject({ status: 429, pathPrefix: STATUS_PATH, times: 99 });

		const { error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, waitTimeout: 30, maxAttempts: 3 }),
			...(await onVirtualClock()),
		});

		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(1);
		expect(error?.description).toMatch(/Get Batch Status/);
	});

	it('a failed download leaves one upload, and the error names the request ID', async () => {
		testBed().emulator.inject({ status: 503, pathPrefix: '/files/', times: 99 });

		const { error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, downloadResult: true, maxAttempts: 3 }),
			...(await onVirtualClock()),
		});

		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(1);
		const [download] = testBed().emulator.requestsTo('/files/');
		const requestId = /([^/]+)\.csv$/.exec(download.path)?.[1];
		expect(requestId).toBeTruthy();
		expect(`${error?.message} ${error?.description}`).toContain(String(requestId));
	});

	it('an upload answered 503 is not sent again: the file may already be queued', async () => {
		testBed().emulator.inject({ status: 503, pathPrefix: UPLOAD_PATH, times: 99 });

		const { error } = await runNode(testBed().instance, upload({ maxAttempts: 5 }));

		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(1);
		expect(error?.message).toBe('Source Unavailable');
	});

	it('an upload answered 429 is sent again: the rate limit refused it before any work', async () => {
		testBed().emulator.inject({ status: 429, pathPrefix: UPLOAD_PATH, times: 1 });

		const { error, items } = await runNode(testBed().instance, upload({ maxAttempts: 3 }));

		expect(error).toBeUndefined();
		expect(typeof items[0].json.request_id).toBe('string');
		expect(
			testBed()
				.emulator.requestsTo(UPLOAD_PATH)
				.map((call) => call.status),
		).toEqual([429, 201]);
	});
});

describe('options from expressions are checked before any call', () => {
	it.each([
		[
			'Wait Timeout',
			{ waitForCompletion: true, waitTimeout: '={{ $json.nothing }}' },
			/"Wait Timeout \(Seconds\)" must be/,
		],
		[
			'Wait Timeout',
			{ waitForCompletion: true, waitTimeout: '={{ "soon" }}' },
			/"Wait Timeout \(Seconds\)" must be/,
		],
		[
			'Wait Timeout',
			{ waitForCompletion: true, waitTimeout: '={{ 0 }}' },
			/"Wait Timeout \(Seconds\)" must be/,
		],
		['Max Attempts', { maxAttempts: '={{ "three" }}' }, /"Max Attempts" must be/],
		['Max Attempts', { maxAttempts: '={{ 11 }}' }, /"Max Attempts" must be/],
		['Max Retry Wait', { maxRetryDelay: '={{ -1 }}' }, /"Max Retry Wait \(Ms\)" must be/],
	])('%s %j', async (_name, options, message) => {
		const { error } = await runNode(testBed().instance, upload(options));

		expect(error?.message).toMatch(message);
		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(0);
	});
});

describe('answers that are not results', () => {
	it("a 200 without the envelope's data is an error item, not an empty success", async () => {
		testBed().emulator.inject({
			status: 200,
			body: { code: 200, timestamp: 1, transaction_id: 't', message: 'ok' },
			pathPrefix: NAME_PATH,
		});

		const { items, error } = await runNode(testBed().instance, {
			...getName(),
			continueOnFail: true,
		});

		expect(error).toBeUndefined();
		expect(items[0].json.error).toMatch(/without a result/);
	});

	it("a 200 whose body says an error code is an error with Deepvue's words", async () => {
		testBed().emulator.inject({
			status: 200,
			body: { code: 422, message: 'Invalid mobile number', sub_code: 'INVALID_INPUT' },
			pathPrefix: NAME_PATH,
		});

		const { error } = await runNode(testBed().instance, getName());

		expect(error?.message).toBe('Invalid mobile number');
		expect(testBed().emulator.requestsTo(NAME_PATH)).toHaveLength(1);
	});

	it('a result file named "result 100%.csv" downloads under that name', async () => {
		testBed().emulator.inject({
			status: 200,
			rawBody: 'vpa,name\nasha@okhdfcbank,Asha Rao\n',
			contentType: 'text/csv',
			headers: { 'content-disposition': 'attachment; filename="result 100%.csv"' },
			pathPrefix: '/files/',
		});

		// The first status check on a virtual clock, as above.
		const { items, error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, downloadResult: true }),
			...(await onVirtualClock()),
		});

		expect(error).toBeUndefined();
		expect(items[0].binary?.data?.fileName).toBe('result 100%.csv');
	});
});

describe('credentials never leave the API host', () => {
	let elsewhere: Emulator;
	beforeAll(async () => {
		elsewhere = await startEmulatorServer();
	});
	afterAll(async () => {
		await elsewhere.close();
	});
	beforeEach(() => elsewhere.clearLog());

	it('a lookup redirected to another host is not followed', async () => {
		testBed().emulator.inject({
			status: 302,
			headers: { location: `${elsewhere.baseUrl}${NAME_PATH}?mobile_number=9876543210` },
			pathPrefix: NAME_PATH,
		});

		const { error } = await runNode(testBed().instance, getName());

		expect(elsewhere.requests).toHaveLength(0);
		expect(error?.message).toMatch(/redirect/i);
		expect(testBed().emulator.requestsTo(NAME_PATH)).toHaveLength(1);
	});

	it('an authorization redirected to another host does not re-post the secret', async () => {
		// A bed of its own: the token cache is per login, and this login must authorize afresh.
		const bed = await startTestBed();
		try {
			bed.emulator.inject({
				status: 307,
				headers: { location: `${elsewhere.baseUrl}/v1/authorize` },
				pathPrefix: '/v1/authorize',
			});

			const { error } = await runNode(bed.instance, getName());

			expect(elsewhere.requests).toHaveLength(0);
			expect(error?.message).toMatch(/redirect/i);
			expect(bed.emulator.requestsTo(NAME_PATH)).toHaveLength(0);
		} finally {
			await bed.emulator.close();
		}
	});

	it('the credential test redirected to another host does not re-post the secret', async () => {
		// A stored token first, so the credential test's own request is the one redirected.
		await runNode(testBed().instance, getName());
		testBed().emulator.inject({
			status: 307,
			headers: { location: `${elsewhere.baseUrl}/v1/authorize` },
			pathPrefix: '/v1/authorize',
		});

		const { error } = await runNode(testBed().instance, {
			parameters: {},
			nodeType: 'credentialTest',
			nodeTypes: await credentialTesterNodeTypes(),
		});

		expect(error).toBeDefined();
		expect(elsewhere.requests).toHaveLength(0);
		expect(
			testBed()
				.emulator.requestsTo('/v1/authorize')
				.map((call) => call.status),
		).toContain(307);
	});
});
