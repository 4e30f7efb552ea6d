import axios from 'axios';
import FormData from 'form-data';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { useTestBed } from './harness/fixture';
import { binaryFile, runNode } from './harness/run';
import { serveTrigger } from './harness/webhookServer';
import type { TriggerServer } from './harness/webhookServer';

const SECRET = 'trigger-secret-4f9c2a7e';
const RESULT = { request_id: 'req-1', status: 200, product_id: 'upi-basic-batch', message: 'batch processing completed', batch_output_file_url: '' };
const CSV = 'vpa,account_exists,name_at_bank,error\nasha@okhdfcbank,true,ASHA RAO,\n';

let trigger: TriggerServer;
afterEach(async () => {
	await trigger?.close();
});

/** Posts like an independent sender; never throws on an HTTP status. */
async function post(url: string, data: unknown, headers: Record<string, string> = {}) {
	return await axios.post(url, data, { headers, validateStatus: () => true, transformResponse: (body: unknown) => body });
}

const withToken = (url: string, token = SECRET) => `${url}?token=${encodeURIComponent(token)}`;
const secured = (options: Record<string, unknown> = {}) => ({ authentication: 'secretToken', secretToken: SECRET, options });

describe('deliveries that start the workflow', () => {
	it('reads a JSON delivery and answers at once', async () => {
		trigger = await serveTrigger(secured());

		const response = await post(withToken(trigger.url), RESULT);

		expect(response.status).toBe(200);
		expect(JSON.parse(response.data as string)).toEqual({ received: true });
		expect(trigger.started).toHaveLength(1);
		const [item] = trigger.started[0];
		expect(item.json).toEqual({ ...RESULT, receivedAt: expect.any(String) });
		expect(Number.isNaN(Date.parse(String(item.json.receivedAt)))).toBe(false);
	});

	it('takes the token from the x-deepvue-token header too', async () => {
		trigger = await serveTrigger(secured());
		const response = await post(trigger.url, RESULT, { 'x-deepvue-token': SECRET });
		expect(response.status).toBe(200);
		expect(trigger.started).toHaveLength(1);
	});

	it('reads a URL-encoded form', async () => {
		trigger = await serveTrigger(secured());
		const response = await post(withToken(trigger.url), new URLSearchParams({ request_id: 'req-2', message: 'batch processing completed' }).toString(), {
			'Content-Type': 'application/x-www-form-urlencoded',
		});
		expect(response.status).toBe(200);
		expect(trigger.started[0][0].json).toEqual(expect.objectContaining({ request_id: 'req-2', message: 'batch processing completed' }));
	});

	it('keeps the file of a multipart delivery as binary data', async () => {
		trigger = await serveTrigger(secured());
		const form = new FormData();
		form.append('request_id', 'req-3');
		form.append('file', Buffer.from(CSV), { filename: 'req-3.csv', contentType: 'text/csv' });

		const response = await post(withToken(trigger.url), form, form.getHeaders());

		expect(response.status).toBe(200);
		const [item] = trigger.started[0];
		expect(item.json.request_id).toBe('req-3');
		expect(item.binary?.data.fileName).toBe('req-3.csv');
		expect(item.binary?.data.mimeType).toBe('text/csv');
		expect(Buffer.from(String(item.binary?.data.data), 'base64').toString()).toBe(CSV);
	});

	it('takes a raw CSV body as the result file', async () => {
		trigger = await serveTrigger(secured());
		const response = await post(withToken(trigger.url), CSV, { 'Content-Type': 'text/csv' });
		expect(response.status).toBe(200);
		const [item] = trigger.started[0];
		expect(item.json).toEqual({ rows: 1, receivedAt: expect.any(String) });
		expect(item.binary?.data.fileName).toBe('batch-result.csv');
		expect(Buffer.from(String(item.binary?.data.data), 'base64').toString()).toBe(CSV);
	});
});

describe('Download Result File', () => {
	it('downloads the linked result CSV, or notes why it could not', async () => {
		const files = createServer((request, response) => {
			if (request.url === '/results/req-4.csv') {
				response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
				response.end(CSV);
			} else {
				response.writeHead(404);
				response.end();
			}
		});
		await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', () => resolve()));
		const base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
		trigger = await serveTrigger(secured({ downloadResult: true, binaryPropertyOutput: 'results' }));

		await post(withToken(trigger.url), { ...RESULT, request_id: 'req-4', batch_output_file_url: `${base}/results/req-4.csv` });
		await post(withToken(trigger.url), { ...RESULT, request_id: 'req-5', batch_output_file_url: `${base}/results/gone.csv` });
		await trigger.waitForStarts(2);
		files.close();

		const [downloaded] = trigger.started[0];
		expect(downloaded.binary?.results.fileName).toBe('req-4.csv');
		expect(downloaded.binary?.results.mimeType).toBe('text/csv');
		expect(Buffer.from(String(downloaded.binary?.results.data), 'base64').toString()).toBe(CSV);
		const [missing] = trigger.started[1];
		expect(missing.binary).toBeUndefined();
		expect(missing.json.downloadError).toBe('Could not download the result file (HTTP 404)');
	});
});

describe('deliveries that start nothing', () => {
	it.each([
		['no token', (url: string) => url, {}],
		['a wrong token in the URL', (url: string) => withToken(url, 'guess'), {}],
		['a wrong token in the header', (url: string) => url, { 'x-deepvue-token': 'guess' }],
	])('refuses %s with 401', async (_label, address, headers) => {
		trigger = await serveTrigger(secured());
		const response = await post(address(trigger.url), RESULT, headers);
		expect(response.status).toBe(401);
		expect(String(response.data)).not.toContain(SECRET);
		expect(trigger.started).toHaveLength(0);
	});

	it.each([
		['invalid JSON', '{"request_id": "req-', { 'Content-Type': 'application/json' }],
		['an empty body', '', { 'Content-Type': 'application/json' }],
		['a JSON list', '[1, 2]', { 'Content-Type': 'application/json' }],
		['an empty CSV', '', { 'Content-Type': 'text/csv' }],
	])('refuses %s with 400', async (_label, body, headers) => {
		trigger = await serveTrigger(secured());
		const response = await post(withToken(trigger.url), body, headers);
		expect(response.status).toBe(400);
		expect(trigger.started).toHaveLength(0);
	});

	it('refuses a delivery over the size limit with 400', async () => {
		trigger = await serveTrigger(secured({ maxSizeMb: 1 }));
		const response = await post(withToken(trigger.url), 'vpa\n' + 'a@b\n'.repeat(400_000), { 'Content-Type': 'text/csv' });
		expect(response.status).toBe(400);
		expect(trigger.started).toHaveLength(0);
	});

	it('acknowledges a repeated delivery without starting the workflow again', async () => {
		trigger = await serveTrigger(secured());
		const first = await post(withToken(trigger.url), RESULT);
		const again = await post(withToken(trigger.url), RESULT);
		const other = await post(withToken(trigger.url), { ...RESULT, request_id: 'req-other' });
		expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
		expect(trigger.started.map((items) => items[0].json.request_id)).toEqual(['req-1', 'req-other']);
	});
});

describe('the whole loop', () => {
	const testBed = useTestBed();
	afterEach(() => testBed().emulator.setBatchProcessing({}));

	async function uploadAndAwaitDelivery(triggerOptions: Record<string, unknown>) {
		trigger = await serveTrigger(secured(triggerOptions));
		const { items, error } = await runNode(testBed().instance, {
			parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data', webhookUrl: withToken(trigger.url) },
			items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\nravi@ybl\nunknown@upi\n', 'upi.csv') } }],
		});
		expect(error).toBeUndefined();
		expect(await trigger.waitForStarts(1)).toHaveLength(1);
		return { requestId: String(items[0].json.request_id), item: trigger.started[0][0] };
	}

	function rowsOf(file: { data: string } | undefined) {
		return Buffer.from(String(file?.data), 'base64').toString().trim().split('\n');
	}

	it('uploads through n8n, and the JSON delivery starts the trigger with the result rows', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 300 });
		const { requestId, item } = await uploadAndAwaitDelivery({ downloadResult: true });

		expect(item.json).toEqual(expect.objectContaining({ request_id: requestId, message: 'batch processing completed' }));
		const rows = rowsOf(item.binary?.data);
		expect(rows[0]).toBe('vpa,account_exists,name_at_bank,error');
		expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['asha@okhdfcbank', 'ravi@ybl', 'unknown@upi']);
		expect(rows[3]).toContain('No record found');
	});

	it('takes a multipart delivery with the result file attached', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 300, delivery: 'multipart' });
		const { requestId, item } = await uploadAndAwaitDelivery({});

		expect(item.json.request_id).toBe(requestId);
		expect(item.binary?.data.fileName).toBe(`${requestId}.csv`);
		expect(rowsOf(item.binary?.data)).toHaveLength(4);
	});
});
