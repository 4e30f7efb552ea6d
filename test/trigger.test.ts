import FormData from 'form-data';
import type { INodeType } from 'n8n-workflow';

import type * as Delivery from '../nodes/DeepvueTrigger/delivery';
import type * as Repeats from '../nodes/DeepvueTrigger/repeats';
import type * as Secret from '../nodes/DeepvueTrigger/secret';
import { loadPackage } from '../testbed/inProcessN8n/package';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';
import type { TriggerServer } from '../testbed/inProcessN8n/webhookServer';
import { useTestBed } from './harness/fixture';
import { CSV, RESULT, SECRET, post, withToken } from './triggerSender';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { csvRecords } = built<typeof Delivery>('nodes/DeepvueTrigger/delivery');
const { requestIdOf } = built<typeof Repeats>('nodes/DeepvueTrigger/repeats');
const { isSameSecret } = built<typeof Secret>('nodes/DeepvueTrigger/secret');

let trigger: TriggerServer;
afterEach(async () => {
	await trigger?.close();
});

/** A trigger (version 2) whose secret token is in its Deepvue Webhook Secret API credential. */
const serveSecured = async (options: Record<string, unknown> = {}) =>
	await serveTrigger({ options }, { secret: SECRET });

describe('deliveries that start the workflow', () => {
	it('reads a JSON delivery and answers at once', async () => {
		trigger = await serveSecured();

		const response = await post(withToken(trigger.url), RESULT);

		expect(response.status).toBe(200);
		expect(JSON.parse(response.data as string)).toEqual({ received: true });
		expect(trigger.started).toHaveLength(1);
		const [item] = trigger.started[0];
		expect(item.json).toEqual({ ...RESULT, receivedAt: expect.any(String) });
		expect(Number.isNaN(Date.parse(String(item.json.receivedAt)))).toBe(false);
	});

	it('takes the token from the x-deepvue-token header too', async () => {
		trigger = await serveSecured();
		const response = await post(trigger.url, RESULT, { 'x-deepvue-token': SECRET });
		expect(response.status).toBe(200);
		expect(trigger.started).toHaveLength(1);
	});

	it('reads a URL-encoded form', async () => {
		trigger = await serveSecured();
		const response = await post(
			withToken(trigger.url),
			new URLSearchParams({
				request_id: 'req-2',
				message: 'batch processing completed',
			}).toString(),
			{
				'Content-Type': 'application/x-www-form-urlencoded',
			},
		);
		expect(response.status).toBe(200);
		expect(trigger.started[0][0].json).toEqual(
			expect.objectContaining({ request_id: 'req-2', message: 'batch processing completed' }),
		);
	});

	it('keeps the file of a multipart delivery as binary data', async () => {
		trigger = await serveSecured();
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
		trigger = await serveSecured();
		const response = await post(withToken(trigger.url), CSV, { 'Content-Type': 'text/csv' });
		expect(response.status).toBe(200);
		const [item] = trigger.started[0];
		expect(item.json).toEqual({ rows: 1, receivedAt: expect.any(String) });
		expect(item.binary?.data.fileName).toBe('batch-result.csv');
		expect(Buffer.from(String(item.binary?.data.data), 'base64').toString()).toBe(CSV);
	});
});

describe('a CSV body', () => {
	it('counts records, not lines: a line break inside quotes belongs to its record', async () => {
		trigger = await serveSecured();
		const csv =
			'vpa,name_at_bank,error\r\nasha@okhdfcbank,"ASHA\nRAO",\n\n"ravi@ybl","RAVI, KUMAR","not\r\nfound"\n\n';
		await post(withToken(trigger.url), csv, { 'Content-Type': 'text/csv' });
		expect(trigger.started[0][0].json.rows).toBe(2);
	});
});

describe('the secret token', () => {
	it('is taken from a Deepvue Webhook Secret API credential, not from the workflow', async () => {
		trigger = await serveSecured();
		const { nodes } = await loadPackage();
		const description = (nodes.deepvueTrigger as INodeType).description;
		expect(description.credentials).toEqual([
			expect.objectContaining({ name: 'deepvueWebhookSecretApi', required: true }),
		]);
		expect(description.defaultVersion).toBe(2);

		const accepted = await post(withToken(trigger.url), RESULT);
		const refused = await post(withToken(trigger.url, 'guess'), {
			...RESULT,
			request_id: 'req-guess',
		});

		expect([accepted.status, refused.status]).toEqual([200, 401]);
		expect(trigger.started).toHaveLength(1);
	});

	it('keeps working in workflows saved with the token in the node (version 1)', async () => {
		trigger = await serveTrigger({ secretToken: SECRET, options: {} }, { typeVersion: 1 });
		const accepted = await post(withToken(trigger.url), RESULT);
		const refused = await post(withToken(trigger.url, 'guess'), {
			...RESULT,
			request_id: 'req-guess',
		});
		expect([accepted.status, refused.status]).toEqual([200, 401]);
		expect(trigger.started).toHaveLength(1);
	});

	it('lets a version 1 trigger move its token to the credential', async () => {
		trigger = await serveTrigger(
			{ authentication: 'webhookSecret', options: {} },
			{ typeVersion: 1, secret: SECRET },
		);
		expect((await post(withToken(trigger.url), RESULT)).status).toBe(200);
		expect(trigger.started).toHaveLength(1);
	});

	it('without a credential, starts nothing and says what to do', async () => {
		trigger = await serveTrigger({ options: {} });
		const response = await post(withToken(trigger.url), RESULT);
		expect(response.status).toBe(500);
		expect(trigger.started).toHaveLength(0);
		expect(trigger.failures.map((error) => error.message)).toEqual([
			expect.stringMatching(/Deepvue Webhook Secret API credential.*select or create one/),
		]);
	});

	it('is tested for length when the credential is saved', async () => {
		const { nodes } = await loadPackage();
		const test = (nodes.deepvueTrigger as INodeType).methods!.credentialTest!.webhookSecretTest;
		const tried = async (secretToken: string) =>
			await test.call({} as never, {
				id: '1',
				name: 'secret',
				type: 'deepvueWebhookSecretApi',
				data: { secretToken },
			});
		expect((await tried('short')).status).toBe('Error');
		expect((await tried(SECRET)).status).toBe('OK');
	});
});

describe('deliveries that start nothing', () => {
	it.each([
		['no token', (url: string) => url, {}],
		['a wrong token in the URL', (url: string) => withToken(url, 'guess'), {}],
		['a wrong token in the header', (url: string) => url, { 'x-deepvue-token': 'guess' }],
	])('refuses %s with 401', async (_label, address, headers) => {
		trigger = await serveSecured();
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
		['a CSV of blank lines', '\n\r\n  \n\t\n', { 'Content-Type': 'text/csv' }],
	])('refuses %s with 400', async (_label, body, headers) => {
		trigger = await serveSecured();
		const response = await post(withToken(trigger.url), body, headers);
		expect(response.status).toBe(400);
		expect(trigger.started).toHaveLength(0);
	});

	it('refuses a delivery over the size limit with 400', async () => {
		trigger = await serveSecured({ maxSizeMb: 1 });
		const response = await post(withToken(trigger.url), 'vpa\n' + 'a@b\n'.repeat(400_000), {
			'Content-Type': 'text/csv',
		});
		expect(response.status).toBe(400);
		expect(trigger.started).toHaveLength(0);
	});

	it('counts every file and field of a multipart delivery against Max Size', async () => {
		trigger = await serveSecured({ maxSizeMb: 1 });
		const part = Buffer.alloc(600 * 1024, 'a');
		const twoFiles = new FormData();
		twoFiles.append('request_id', 'req-parts');
		twoFiles.append('file', Buffer.from(CSV), { filename: 'result.csv', contentType: 'text/csv' });
		twoFiles.append('extra1', part, { filename: 'extra1.bin' });
		twoFiles.append('extra2', part, { filename: 'extra2.bin' });
		const largeField = new FormData();
		largeField.append('request_id', 'req-field');
		largeField.append('notes', 'x'.repeat(1100 * 1024));

		const files = await post(withToken(trigger.url), twoFiles.getBuffer(), twoFiles.getHeaders());
		const field = await post(
			withToken(trigger.url),
			largeField.getBuffer(),
			largeField.getHeaders(),
		);

		expect([files.status, field.status]).toEqual([400, 400]);
		expect(String(files.data)).toContain('Max Size');
		expect(trigger.started).toHaveLength(0);
	});

	it('acknowledges a repeated delivery without starting the workflow again', async () => {
		trigger = await serveSecured();
		const first = await post(withToken(trigger.url), RESULT);
		const again = await post(withToken(trigger.url), RESULT);
		const other = await post(withToken(trigger.url), { ...RESULT, request_id: 'req-other' });
		expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
		expect(trigger.started.map((items) => items[0].json.request_id)).toEqual([
			'req-1',
			'req-other',
		]);
	});
});

describe('the whole loop', () => {
	const testBed = useTestBed();
	afterEach(() => testBed().emulator.setBatchProcessing({}));

	async function uploadAndAwaitDelivery(triggerOptions: Record<string, unknown>) {
		trigger = await serveSecured(triggerOptions);
		const { items, error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
				webhookUrl: withToken(trigger.url),
			},
			items: [
				{
					json: {},
					binary: { data: binaryFile('vpa\nasha@okhdfcbank\nravi@ybl\nunknown@upi\n', 'upi.csv') },
				},
			],
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
		const { requestId, item } = await uploadAndAwaitDelivery({
			downloadResult: true,
			allowLoopbackHttp: true,
		});

		expect(item.json).toEqual(
			expect.objectContaining({ request_id: requestId, message: 'batch processing completed' }),
		);
		const rows = rowsOf(item.binary?.data);
		expect(rows[0]).toBe('vpa,account_exists,name_at_bank,error');
		expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([
			'asha@okhdfcbank',
			'ravi@ybl',
			'unknown@upi',
		]);
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

describe('trigger deliveries', () => {
	it.each([
		['vpa,name\nasha@upi,Asha\nravi@ybl,Ravi\n', 3],
		['vpa,name\r\nasha@upi,Asha\r\n', 2],
		['vpa,name\n\n  \nasha@upi,Asha', 2],
		['vpa,note\nasha@upi,"two\nlines"\n', 2],
		['', 0],
	])('counts the records of %p: %p', (text, records) => {
		expect(csvRecords(text)).toBe(records);
	});

	it('takes a numeric request ID and the same one as text for one delivery', () => {
		expect(requestIdOf({ request_id: 42 })).toBe('42');
		expect(requestIdOf({ request_id: ' 42 ' })).toBe('42');
		expect(requestIdOf({ request_id: '' })).toBeUndefined();
		expect(requestIdOf({ request_id: Number.NaN })).toBeUndefined();
	});

	it('accepts only the exact secret', () => {
		expect(isSameSecret('a-long-enough-secret', 'a-long-enough-secret')).toBe(true);
		expect(isSameSecret('a-long-enough-secreT', 'a-long-enough-secret')).toBe(false);
		expect(isSameSecret('', '')).toBe(false);
		expect(isSameSecret(undefined, 'a-long-enough-secret')).toBe(false);
	});
});
