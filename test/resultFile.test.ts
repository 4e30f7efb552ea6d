// Download Result File in the Deepvue node follows the rules it shares with the trigger
// (common/files/download.ts): https only, or http to this machine when the credential's Base URL is
// there too; Max File Size, by Content-Length and while reading; one deadline; no redirects.
import type { INodeParameters } from 'n8n-workflow';

import type * as Download from '../common/files/download';
import type * as FileName from '../common/files/fileName';
import type * as MediaType from '../common/files/mediaType';
import { runNode } from '../testbed/inProcessN8n/run';
import { startForwardProxy } from '../testbed/forwardProxy';
import type { ForwardProxy } from '../testbed/forwardProxy';
import { useTestBed } from './harness/fixture';
import { CSV, serveFiles } from './triggerSender';
import type { FileServer } from './triggerSender';

// The built modules, typed by their sources: the package ships no type declarations.
const built = () => jest.requireActual<typeof Download>('../dist/common/files/download');
const { fileNameOf } = jest.requireActual<typeof FileName>('../dist/common/files/fileName');
const { mediaTypeOf } = jest.requireActual<typeof MediaType>('../dist/common/files/mediaType');

const testBed = useTestBed();
const MB = 1024 * 1024;
const REQUEST_ID = 'req-file-7';
const STATUS_PATH = '/v1/verification/batch-processing-status';
/** What every failure after the batch's status names, for the next node. */
const ACCEPTED = ` (batch ${REQUEST_ID} was accepted: get its result with Batch > Get Batch Status)`;

let files: FileServer;
let busyAnswers = 0;
beforeEach(async () => {
	busyAnswers = 0;
	files = await serveFiles((request, response) => {
		if (request.url === '/small.csv') {
			response.writeHead(200, { 'Content-Type': 'text/csv' });
			response.end(CSV);
		} else if (request.url === '/declared-large.csv') {
			// Says it is 2 MB, sends a row, then nothing: only its Content-Length tells in time.
			response.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': String(2 * MB) });
			response.write('vpa\n');
		} else if (request.url === '/chunked-large.csv') {
			// No Content-Length: the size shows only while reading.
			response.writeHead(200, { 'Content-Type': 'text/csv' });
			response.end(Buffer.alloc(MB + 1, 'a'));
		} else if (request.url === '/stall.csv') {
			response.writeHead(200, { 'Content-Type': 'text/csv' });
			response.write('vpa\n');
		} else if (request.url === '/busy-once.csv') {
			// The file's host is busy on the first request only.
			busyAnswers += 1;
			response.writeHead(busyAnswers === 1 ? 503 : 200, { 'Content-Type': 'text/csv' });
			response.end(busyAnswers === 1 ? 'busy' : CSV);
		} else if (request.url === '/moved.csv') {
			response.writeHead(302, { Location: `${files.base}/small.csv` });
			response.end();
		} else {
			response.writeHead(404);
			response.end();
		}
	});
});
afterEach(async () => {
	await files.close();
});

/** Get Batch Status answers with a completed batch whose result file is at `url`. */
function linkResultTo(url: string) {
	const data = {
		request_id: REQUEST_ID,
		status: 200,
		product_id: 'upi-basic-batch',
		message: 'batch processing completed',
		batch_output_file_url: url,
	};
	testBed().emulator.inject({
		status: 200,
		body: {
			code: 200,
			timestamp: Date.now(),
			transaction_id: 'txn-file-7',
			sub_code: 'SUCCESS',
			message: 'Batch status fetched',
			data,
		},
		pathPrefix: STATUS_PATH,
	});
}
const getBatchStatus = (options: INodeParameters = {}, requestOptions: INodeParameters = {}) => ({
	parameters: {
		resource: 'batch',
		operation: 'getBatchStatus',
		requestId: REQUEST_ID,
		options: { downloadResult: true, ...options },
		requestOptions,
	},
});

it('retries a download whose file host answered 503, as the retry table of docs/limits-and-retries.md says', async () => {
	linkResultTo(`${files.base}/busy-once.csv`);
	const { items, error } = await runNode(testBed().instance, getBatchStatus({ maxRetryDelay: 20 }));
	expect(error).toBeUndefined();
	expect(busyAnswers).toBe(2);
	expect(Buffer.from(String(items[0].binary?.data.data), 'base64').toString()).toBe(CSV);
});

describe('Max File Size', () => {
	it('downloads a file within it', async () => {
		linkResultTo(`${files.base}/small.csv`);
		const { items, error } = await runNode(
			testBed().instance,
			getBatchStatus({ maxFileSizeMb: 1 }),
		);
		expect(error).toBeUndefined();
		expect(Buffer.from(String(items[0].binary?.data.data), 'base64').toString()).toBe(CSV);
	});

	it('refuses a larger file by its Content-Length, without waiting for the body', async () => {
		linkResultTo(`${files.base}/declared-large.csv`);
		const { error } = await runNode(
			testBed().instance,
			getBatchStatus({ maxFileSizeMb: 1 }, { timeout: 5000 }),
		);
		expect(error?.message).toBe(
			`Not downloaded: the result file is larger than Max File Size (1 MB)${ACCEPTED}`,
		);
		expect(error?.description).toContain(REQUEST_ID);
	});

	it('stops reading a larger file that has no Content-Length', async () => {
		linkResultTo(`${files.base}/chunked-large.csv`);
		const { error } = await runNode(testBed().instance, getBatchStatus({ maxFileSizeMb: 1 }));
		expect(error?.message).toBe(
			`Not downloaded: the result file is larger than Max File Size (1 MB)${ACCEPTED}`,
		);
	});

	it('is checked before the paid call when an expression gives it', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'getBatchStatus',
				requestId: REQUEST_ID,
				options: { downloadResult: true, maxFileSizeMb: '={{ "big" }}' },
			},
		});
		expect(error?.message).toMatch(/"Max File Size \(MB\)" must be/);
		expect(testBed().emulator.requestsTo(STATUS_PATH)).toHaveLength(0);
	});
});

it('gives up a file that stalls after its first bytes, at the timeout', async () => {
	linkResultTo(`${files.base}/stall.csv`);
	const { error } = await runNode(testBed().instance, getBatchStatus({}, { timeout: 1000 }));
	expect(error?.message).toBe(`Could not download the result file within 1 s${ACCEPTED}`);
	expect(error?.description).toMatch(/Timeout/);
});

it('does not follow a redirect', async () => {
	linkResultTo(`${files.base}/moved.csv`);
	const { error } = await runNode(testBed().instance, getBatchStatus());
	expect(error?.message).toMatch(/redirect \(HTTP 302\)/);
	expect(files.requests).toEqual(['/moved.csv']);
});

describe('https only', () => {
	let proxy: ForwardProxy;
	beforeAll(async () => {
		proxy = await startForwardProxy();
	});
	afterAll(async () => {
		await proxy.close();
	});

	it('refuses a plain-http link to another machine before any request leaves', async () => {
		linkResultTo('http://files.example.invalid/batch-output/req-file-7.csv');
		// Through a proxy, so a request that left would be seen whether or not its host resolves.
		const { error } = await runNode(testBed().instance, getBatchStatus({}, { proxy: proxy.url }));
		expect(error?.message).toBe(
			`Not downloaded: batch_output_file_url must be https, or http on this machine${ACCEPTED}`,
		);
		expect(error?.description).toContain(REQUEST_ID);
		expect(proxy.forwarded.some((href) => href.includes(STATUS_PATH))).toBe(true);
		expect(proxy.forwarded.filter((href) => href.includes('example.invalid'))).toEqual([]);
	});

	it.each([
		['https://files.example.com/r.csv', true, undefined],
		['https://files.example.com/r.csv', false, undefined],
		['http://127.0.0.1:8080/r.csv', true, undefined],
		['http://127.8.9.10/r.csv', true, undefined],
		['http://localhost/r.csv', true, undefined],
		['http://[::1]:8080/r.csv', true, undefined],
		['http://127.0.0.1:8080/r.csv', false, 'Not downloaded: ais_file must be https'],
		[
			'http://localhost.example.com/r.csv',
			true,
			'Not downloaded: ais_file must be https, or http on this machine',
		],
		[
			'http://10.0.0.1/r.csv',
			true,
			'Not downloaded: ais_file must be https, or http on this machine',
		],
		['file:///etc/passwd', true, 'Not downloaded: ais_file must be https, or http on this machine'],
		['not a link', false, 'Not downloaded: ais_file is not a URL'],
	])('%s with http on this machine allowed: %s', (url, allowLoopbackHttp, refusal) => {
		expect(built().refusedUrl(url, 'ais_file', allowLoopbackHttp)?.message).toBe(refusal);
	});
});

describe('downloaded files', () => {
	it.each([
		['https://files.example/out/result.csv', undefined, 'result.csv'],
		['https://files.example/out/result%20100%25.csv', undefined, 'result 100%.csv'],
		['https://files.example/out/x.csv', 'attachment; filename="batch.csv"', 'batch.csv'],
		[
			'https://files.example/out/x.csv',
			"attachment; filename*=UTF-8''r%C3%A9sultat.csv",
			'résultat.csv',
		],
		['https://files.example/out/x.csv', 'attachment; filename="../../etc/passwd"', 'passwd'],
		['https://files.example/', undefined, 'result'],
		['not a url', undefined, 'result'],
	])('names %s (%s) %p', (url, disposition, name) => {
		expect(fileNameOf(url, disposition)).toBe(name);
	});

	it('reads the media type of a Content-Type header', () => {
		expect(mediaTypeOf('Text/CSV; charset=utf-8')).toBe('text/csv');
		expect(mediaTypeOf(undefined)).toBe('');
	});
});
