// Download Result File: a delivery the trigger accepted always starts one execution, with the
// file or with `downloadError`; and only a delivery that proved the secret makes n8n fetch a URL.
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';
import type { TriggerServer } from '../testbed/inProcessN8n/webhookServer';
import { CSV, RESULT, SECRET, post, serveFiles, sleep, withToken } from './triggerSender';
import type { FileServer } from './triggerSender';

let trigger: TriggerServer;
let files: FileServer;
beforeEach(async () => {
	files = await serveFiles((request, response) => {
		if (request.url === '/results/req-4.csv') {
			response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
			response.end(CSV);
		} else if (request.url === '/percent') {
			response.writeHead(200, {
				'Content-Type': 'text/csv',
				'Content-Disposition': 'attachment; filename="result 100%.csv"',
			});
			response.end(CSV);
		} else if (request.url === '/large') {
			response.writeHead(200, { 'Content-Type': 'text/csv' });
			response.end(Buffer.alloc(1024 * 1024 + 1, 'a'));
		} else if (request.url === '/declared-large') {
			// Says it is 2 MB, sends a row, then nothing: only its Content-Length tells in time.
			response.writeHead(200, {
				'Content-Type': 'text/csv',
				'Content-Length': String(2 * 1024 * 1024),
			});
			response.write('vpa\n');
		} else if (request.url === '/stall') {
			// Headers, a first row, then nothing: a stalled file server.
			response.writeHead(200, { 'Content-Type': 'text/csv' });
			response.write('vpa\n');
		} else {
			response.writeHead(404);
			response.end();
		}
	});
});
afterEach(async () => {
	await trigger?.close();
	await files.close();
});

const downloading = async (options: Record<string, unknown> = {}) =>
	await serveTrigger(
		{ options: { downloadResult: true, allowLoopbackHttp: true, ...options } },
		{ secret: SECRET },
	);
const deliver = async (id: string, url: string) =>
	await post(withToken(trigger.url), { ...RESULT, request_id: id, batch_output_file_url: url });
const textOf = (data: string | undefined) => Buffer.from(String(data), 'base64').toString();

it('downloads the linked result CSV, or notes why it could not', async () => {
	trigger = await downloading({ binaryPropertyOutput: 'results' });

	await deliver('req-4', `${files.base}/results/req-4.csv`);
	await deliver('req-5', `${files.base}/results/gone.csv`);
	await trigger.waitForStarts(2);

	const [downloaded] = trigger.started[0];
	expect(downloaded.binary?.results.fileName).toBe('req-4.csv');
	expect(downloaded.binary?.results.mimeType).toBe('text/csv');
	expect(textOf(downloaded.binary?.results.data)).toBe(CSV);
	const [missing] = trigger.started[1];
	expect(missing.binary).toBeUndefined();
	expect(missing.json.downloadError).toBe('Could not download the result file (HTTP 404)');
});

it('keeps a file name with a percent sign as it is', async () => {
	trigger = await downloading();
	await deliver('req-percent', `${files.base}/percent`);
	const [[item]] = await trigger.waitForStarts(1);
	expect(item.json.downloadError).toBeUndefined();
	expect(item.binary?.data.fileName).toBe('result 100%.csv');
	expect(trigger.failures).toEqual([]);
});

it('gives up a stalled download after Download Timeout, starts with downloadError, and takes no second run', async () => {
	trigger = await downloading({ downloadTimeoutSeconds: 1 });
	const started = Date.now();
	const first = await deliver('req-stall', `${files.base}/stall`);
	await sleep(200);
	const again = await deliver('req-stall', `${files.base}/stall`);

	const [[item]] = await trigger.waitForStarts(1, 5_000);
	await sleep(300);

	expect(first.status).toBe(200);
	expect(JSON.parse(String(again.data))).toEqual({ received: true, repeated: true });
	expect(item.json.downloadError).toBe('Could not download the result file within 1 s');
	expect(Date.now() - started).toBeLessThan(4_000);
	expect(trigger.started).toHaveLength(1);
});

it('does not download a file larger than Max Size', async () => {
	trigger = await downloading({ maxSizeMb: 1 });
	await deliver('req-large', `${files.base}/large`);
	const [[item]] = await trigger.waitForStarts(1);
	expect(item.binary).toBeUndefined();
	expect(item.json.downloadError).toBe(
		'Not downloaded: the result file is larger than Max Size (1 MB)',
	);
});

it('does not wait for a file whose Content-Length is larger than Max Size', async () => {
	trigger = await downloading({ maxSizeMb: 1, downloadTimeoutSeconds: 5 });
	await deliver('req-declared', `${files.base}/declared-large`);
	const [[item]] = await trigger.waitForStarts(1);
	expect(item.json.downloadError).toBe(
		'Not downloaded: the result file is larger than Max Size (1 MB)',
	);
});

it.each([
	[
		'http to this machine unless allowed',
		{ allowLoopbackHttp: false },
		(base: string) => `${base}/results/req-4.csv`,
		/must be https \(Allow HTTP on This Machine is off\)/,
	],
	[
		'http elsewhere, even when allowed',
		{},
		() => 'http://192.0.2.10/results/req-4.csv',
		/must be https, or http on this machine/,
	],
	['other schemes', {}, () => 'file:///etc/passwd', /must be https/],
])('does not fetch %s', async (_label, options, urlOf, error) => {
	trigger = await downloading(options);
	await deliver('req-scheme', urlOf(files.base));
	const [[item]] = await trigger.waitForStarts(1);
	expect(String(item.json.downloadError)).toMatch(error);
	expect(files.requests).toEqual([]);
});

it('never fetches a URL for a delivery that did not prove a secret (Authentication None)', async () => {
	trigger = await serveTrigger({
		authentication: 'none',
		options: { downloadResult: true, allowLoopbackHttp: true },
	});
	await post(trigger.url, { ...RESULT, batch_output_file_url: `${files.base}/results/req-4.csv` });
	const [[item]] = await trigger.waitForStarts(1);
	expect(files.requests).toEqual([]);
	expect(item.binary).toBeUndefined();
	expect(item.json.downloadError).toMatch(/Authentication None/);
});
