import type { INodeParameters } from 'n8n-workflow';

import { NAME_PATH } from '../testbed/inProcessN8n/lookups';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { startForwardProxy } from '../testbed/forwardProxy';
import type { ForwardProxy } from '../testbed/forwardProxy';
import { useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';

/**
 * n8n adds Request Options (Timeout, Proxy, Ignore SSL Issues, Batching) to every declarative
 * node and applies them to the lookup only. The node applies them to every call of an item:
 * status checks and result downloads too.
 */
const testBed = useTestBed();
afterEach(() => testBed().emulator.setBatchProcessing({}));

const UPLOAD_PATH = '/v1/verification/upi-basic/batch';
const STATUS_PATH = '/v1/verification/batch-processing-status';
const upload = (options: INodeParameters, requestOptions: INodeParameters) => ({
	parameters: {
		resource: 'batch',
		operation: 'uploadUpiBasicBatch',
		binaryPropertyName: 'data',
		options,
		requestOptions,
	},
	items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv') } }],
});
const TIMED_OUT = /timed out|did not answer in time|timeout/i;
// Runs with Wait for Completion wait for the first status check on a virtual clock
// (test/harness/nodeOnClock.ts): the calls after it are what these tests are about.

describe('Request Options > Timeout', () => {
	it('ends a lookup that does not answer in time', async () => {
		testBed().emulator.inject({ status: 503, delayMs: 3000, pathPrefix: NAME_PATH });

		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'mobileIntelligence',
				operation: 'getName',
				mobileNumber: '9876543210',
				options: { maxAttempts: 1 },
				requestOptions: { timeout: 300 },
			},
		});

		expect(`${error?.message} ${error?.description}`).toMatch(TIMED_OUT);
	});

	it('ends a status check that does not answer in time, and the error names the batch', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
		testBed().emulator.inject({ status: 503, delayMs: 3000, pathPrefix: STATUS_PATH });

		const { error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, maxAttempts: 1 }, { timeout: 300 }),
			...(await onVirtualClock()),
		});

		expect(`${error?.message} ${error?.description}`).toMatch(TIMED_OUT);
		const [check] = testBed().emulator.requestsTo(STATUS_PATH);
		expect(error?.description).toContain(check.query.request_id);
	});

	it('ends a result download that does not answer in time', async () => {
		testBed().emulator.inject({ status: 503, delayMs: 3000, pathPrefix: '/files/' });

		const { error } = await runNode(testBed().instance, {
			...upload(
				{ waitForCompletion: true, downloadResult: true, maxAttempts: 1 },
				{ timeout: 300 },
			),
			...(await onVirtualClock()),
		});

		expect(`${error?.message} ${error?.description}`).toMatch(TIMED_OUT);
	});
});

describe('Request Options > Proxy', () => {
	let proxy: ForwardProxy;
	beforeAll(async () => {
		proxy = await startForwardProxy();
	});
	afterAll(async () => {
		await proxy.close();
	});

	it('carries every call of an item: the upload, its status checks and the result download', async () => {
		const address = proxy.url.replace('http://', 'http://user:p%40ss@');

		const { error } = await runNode(testBed().instance, {
			...upload({ waitForCompletion: true, downloadResult: true }, { proxy: address }),
			...(await onVirtualClock()),
		});

		expect(error).toBeUndefined();
		const paths = proxy.forwarded.map((href) => new URL(href).pathname);
		expect(paths).toContain(UPLOAD_PATH);
		expect(paths).toContain(STATUS_PATH);
		expect(paths.some((path) => path.startsWith('/files/'))).toBe(true);
		const expected = `Basic ${Buffer.from('user:p@ss').toString('base64')}`;
		expect(proxy.authorizations.every((header) => header === expected)).toBe(true);
	});
});
