/**
 * Batch jobs of the emulator, end to end over HTTP: uploads, status in progress then completed,
 * the result CSV at its link, webhook deliveries (JSON, multipart, retries, loopback only), the
 * PDF links of AIS and shop establishment records, and closing with work pending.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { parseCsv } from '../testbed/emulator/batches/csv';
import { NOT_FOUND_INPUTS, startEmulatorServer } from '../testbed/emulator/server';
import type { Emulator } from '../testbed/emulator/server';
import { bearerHeaders } from './harness/emulatorClient';

const CIN_PATH = '/v1/verification/mca/cin/batch';
const UPI_PATH = '/v1/verification/upi-basic/batch';
const UAN_PATH = '/v1/verification/epfo/uan-to-employment-history/batch';
const STATUS_PATH = '/v1/verification/batch-processing-status';

// ---------------------------------------------------------------------------------------------
// A webhook receiver on loopback: records what it is sent and answers with queued statuses.

interface Received {
	path: string;
	headers: IncomingHttpHeaders;
	body: Buffer;
}

interface Receiver {
	/** Where the emulator delivers, with a token in the query as a real receiver would have. */
	url: string;
	received: Received[];
	/** Statuses of the next answers; 200 once empty. */
	answers: number[];
	close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
	const received: Received[] = [];
	const answers: number[] = [];
	const server: Server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			received.push({
				path: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks),
			});
			response.writeHead(answers.shift() ?? 200).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/hook?token=receiver-token`,
		received,
		answers,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

// ---------------------------------------------------------------------------------------------
// Calls to the emulator with plain fetch.

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
async function until<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = check();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error('Timed out waiting');
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Api {
	upload(
		path: string,
		csv: string,
		webhookUrl?: string,
	): Promise<{ status: number; body: Record<string, unknown> }>;
	get(
		path: string,
		query: Record<string, string>,
	): Promise<{ status: number; body: Record<string, unknown> }>;
	post(path: string, json: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

async function connect(emulator: Emulator): Promise<Api> {
	const headers = await bearerHeaders(emulator);
	const call = async (url: string, init: RequestInit) => {
		const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
		return { status: response.status, body: (await response.json()) as Record<string, unknown> };
	};
	return {
		upload: (path, csv, webhookUrl) => {
			const form = new FormData();
			form.append('batch_file', new Blob([csv], { type: 'text/csv' }), 'batch.csv');
			const query =
				webhookUrl === undefined ? '' : `?${new URLSearchParams({ webhook_url: webhookUrl })}`;
			return call(`${emulator.baseUrl}${path}${query}`, { method: 'POST', body: form });
		},
		get: (path, query) =>
			call(`${emulator.baseUrl}${path}?${new URLSearchParams(query)}`, { method: 'GET' }),
		post: (path, json) =>
			call(`${emulator.baseUrl}${path}`, {
				method: 'POST',
				body: JSON.stringify(json),
				headers: { 'content-type': 'application/json' },
			}),
	};
}

function dataOf(body: Record<string, unknown>): Record<string, unknown> {
	return body.data as Record<string, unknown>;
}

/** The rows of a result CSV as objects by column name. */
function rowsOf(csv: string): Array<Record<string, string>> {
	const [header, ...rows] = parseCsv(csv);
	return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

// ---------------------------------------------------------------------------------------------

let emulator: Emulator;
let api: Api;
let receiver: Receiver;

beforeAll(async () => {
	emulator = await startEmulatorServer();
	api = await connect(emulator);
	receiver = await startReceiver();
});

afterAll(async () => {
	await emulator.close();
	await receiver.close();
});

beforeEach(() => {
	emulator.clearLog();
	emulator.setBatchProcessing({});
	receiver.received.length = 0;
	receiver.answers.length = 0;
});

describe('CIN batch', () => {
	// A BOM, CRLF line ends, a quoted cell with a comma, and an extra column that is ignored.
	const CSV = `\uFEFFcin,note\r\nU72900KA2015PTC082988,"first, quoted"\r\nL17110MH1973PLC019786,\r\n${NOT_FOUND_INPUTS.cin},\r\nbad-cin,\r\n`;

	it('is in progress until the delay has passed, then completed, and delivers JSON to its webhook', async () => {
		emulator.setBatchProcessing({ delayMs: 400 });

		const submitted = await api.upload(CIN_PATH, CSV, receiver.url);

		expect(submitted.status).toBe(200);
		const inProgress = dataOf(submitted.body);
		expect(inProgress).toEqual({
			request_id: expect.any(String),
			status: 102,
			product_id: 'mca-cin-batch',
			message: 'batch processing in progress',
			batch_output_file_url: '',
		});
		const requestId = String(inProgress.request_id);
		expect(dataOf((await api.get(STATUS_PATH, { request_id: requestId })).body)).toEqual(
			inProgress,
		);
		expect((await fetch(`${emulator.baseUrl}/files/batch-output/${requestId}.csv`)).status).toBe(
			404,
		);
		expect(receiver.received).toHaveLength(0);

		const [delivery] = await until(() =>
			receiver.received.length > 0 ? receiver.received : undefined,
		);

		const status = await api.get(STATUS_PATH, { request_id: requestId });
		const completed = {
			request_id: requestId,
			status: 200,
			product_id: 'mca-cin-batch',
			message: 'batch processing completed',
			batch_output_file_url: `${emulator.baseUrl}/files/batch-output/${requestId}.csv`,
		};
		expect(dataOf(status.body)).toEqual(completed);
		expect(delivery.path).toBe('/hook?token=receiver-token');
		expect(delivery.headers['content-type']).toBe('application/json');
		expect(JSON.parse(delivery.body.toString())).toEqual(completed);
		const [attempt] = await until(() =>
			emulator.deliveries().length > 0 ? emulator.deliveries() : undefined,
		);
		expect(attempt).toEqual({
			requestId,
			url: receiver.url,
			attempt: 1,
			status: 200,
			at: expect.any(Number),
		});
		expect(attempt.at - emulator.requestsTo(CIN_PATH)[0].at).toBeGreaterThanOrEqual(350);
	});

	it('serves the result CSV at its link, without credentials, one row per input row', async () => {
		const submitted = await api.upload(CIN_PATH, CSV);
		const record = dataOf(submitted.body);
		expect(record.status).toBe(200);

		const response = await fetch(String(record.batch_output_file_url));

		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/^text\/csv\b/);
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${String(record.request_id)}.csv"`,
		);
		const csv = await response.text();
		expect(csv.split('\n')[0]).toBe('cin,company_name,company_status,date_of_incorporation,error');
		const rows = rowsOf(csv);
		expect(rows).toEqual([
			{
				cin: 'U72900KA2015PTC082988',
				company_name: expect.stringMatching(/ PRIVATE LIMITED$/),
				company_status: expect.any(String),
				date_of_incorporation: expect.stringMatching(/^2015-\d\d-\d\d$/),
				error: '',
			},
			{
				cin: 'L17110MH1973PLC019786',
				company_name: expect.not.stringMatching(/PRIVATE/),
				company_status: expect.any(String),
				date_of_incorporation: expect.stringMatching(/^1973-/),
				error: '',
			},
			{
				cin: NOT_FOUND_INPUTS.cin,
				company_name: '',
				company_status: '',
				date_of_incorporation: '',
				error: 'No record found',
			},
			{
				cin: 'bad-cin',
				company_name: '',
				company_status: '',
				date_of_incorporation: '',
				error: 'Invalid CIN',
			},
		]);
		// The same input gets the same rows.
		const again = dataOf((await api.upload(CIN_PATH, CSV)).body);
		expect(await (await fetch(String(again.batch_output_file_url))).text()).toBe(csv);
		const [download] = emulator.requestsTo('/files/');
		expect(download).toEqual(expect.objectContaining({ method: 'GET', status: 200 }));
		expect(download.headers.authorization).toBeUndefined();
	});
});

describe('UPI batch', () => {
	it('delivers a multipart form with the result CSV when asked to', async () => {
		emulator.setBatchProcessing({ delivery: 'multipart' });

		const submitted = await api.upload(
			UPI_PATH,
			'vpa,name\nasha@okhdfcbank,Asha Rao\nunknown@upi,\nnot-a-vpa,\n,\n',
			receiver.url,
		);

		expect(submitted.status).toBe(201);
		const requestId = String(submitted.body.request_id);
		const [delivery] = await until(() =>
			receiver.received.length > 0 ? receiver.received : undefined,
		);
		expect(delivery.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		const form = await new Response(new Uint8Array(delivery.body), {
			headers: { 'content-type': String(delivery.headers['content-type']) },
		}).formData();
		const outputUrl = `${emulator.baseUrl}/files/batch-output/${requestId}.csv`;
		const fields: Record<string, unknown> = {};
		form.forEach((value, name) => {
			if (name !== 'file') fields[name] = value;
		});
		expect(fields).toEqual({
			request_id: requestId,
			status: '200',
			product_id: 'upi-basic-batch',
			message: 'batch processing completed',
			batch_output_file_url: outputUrl,
		});
		const file = form.get('file') as File;
		expect(file.name).toBe(`${requestId}.csv`);
		expect(file.type).toMatch(/^text\/csv/);
		const csv = await file.text();
		expect(csv).toBe(await (await fetch(outputUrl)).text());
		expect(rowsOf(csv)).toEqual([
			{ vpa: 'asha@okhdfcbank', account_exists: 'true', name_at_bank: 'ASHA RAO', error: '' },
			{
				vpa: NOT_FOUND_INPUTS.vpa,
				account_exists: 'false',
				name_at_bank: '',
				error: 'No record found',
			},
			{ vpa: 'not-a-vpa', account_exists: 'false', name_at_bank: '', error: 'Invalid VPA' },
			{ vpa: '', account_exists: 'false', name_at_bank: '', error: 'vpa is empty' },
		]);
	});

	it('does not deliver to a host other than loopback, and logs why', async () => {
		const submitted = await api.upload(
			UPI_PATH,
			'vpa\nasha@okhdfcbank\n',
			'https://example.com/hook',
		);

		const requestId = String(submitted.body.request_id);
		await until(() => (emulator.deliveries().length > 0 ? true : undefined));
		await pause(300);
		expect(emulator.deliveries()).toEqual([
			{
				requestId,
				url: 'https://example.com/hook',
				attempt: 1,
				status: 0,
				at: expect.any(Number),
				error: 'only loopback deliveries',
			},
		]);
		expect(receiver.received).toHaveLength(0);
	});
});

describe('UAN employment history batch', () => {
	it('retries a delivery the receiver answers with 500, with a backoff', async () => {
		emulator.setBatchProcessing({ retryDelaysMs: [50, 100, 150] });
		receiver.answers.push(500, 500);

		const submitted = await api.upload(
			UAN_PATH,
			`uan\n100000000001\n${NOT_FOUND_INPUTS.uan}\n12345\n`,
			receiver.url,
		);

		expect(submitted.status).toBe(201);
		const requestId = String(submitted.body.request_id);
		// The emulator records an attempt once the receiver has answered it: wait for that record.
		const attempts = await until(() =>
			emulator.deliveries().length === 3 ? emulator.deliveries() : undefined,
		);
		expect(receiver.received).toHaveLength(3);
		expect(attempts.map(({ attempt, status }) => [attempt, status])).toEqual([
			[1, 500],
			[2, 500],
			[3, 200],
		]);
		expect(attempts.every((attempt) => attempt.requestId === requestId)).toBe(true);
		expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(45);
		expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(95);
		expect(new Set(receiver.received.map((delivery) => delivery.body.toString())).size).toBe(1);

		const csv = await (
			await fetch(`${emulator.baseUrl}/files/batch-output/${requestId}.csv`)
		).text();
		expect(csv.split('\n')[0]).toBe('uan,employer_name,date_of_joining,date_of_exit,error');
		const [found, notFound, invalid] = rowsOf(csv);
		expect(found).toEqual({
			uan: '100000000001',
			employer_name: expect.stringMatching(/\S/),
			date_of_joining: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
			date_of_exit: expect.any(String),
			error: '',
		});
		if (found.date_of_exit !== '') expect(found.date_of_exit > found.date_of_joining).toBe(true);
		expect(notFound.error).toBe('No record found');
		expect(invalid.error).toBe('Invalid UAN');
	});

	it('gives up after three retries', async () => {
		emulator.setBatchProcessing({ retryDelaysMs: [10, 10, 10] });
		receiver.answers.push(503, 503, 503, 503, 503);

		await api.upload(UAN_PATH, 'uan\n100000000001\n', receiver.url);

		await until(() => (emulator.deliveries().length === 4 ? true : undefined));
		await pause(200);
		expect(emulator.deliveries().map((attempt) => attempt.status)).toEqual([503, 503, 503, 503]);
		expect(receiver.received).toHaveLength(4);
	});

	it('makes the first deliveries fail without sending them, when asked to', async () => {
		emulator.setBatchProcessing({ failedDeliveries: 2, retryDelaysMs: [10, 10, 10] });

		await api.upload(UAN_PATH, 'uan\n100000000001\n', receiver.url);

		await until(() => (emulator.deliveries().length === 3 ? true : undefined));
		expect(emulator.deliveries().map(({ status, error }) => ({ status, error }))).toEqual([
			{ status: 0, error: expect.any(String) },
			{ status: 0, error: expect.any(String) },
			{ status: 200 },
		]);
		expect(receiver.received).toHaveLength(1);
	});

	it('completes a file without the expected column, with an error on each row', async () => {
		const submitted = await api.upload(
			UAN_PATH,
			'employee,uan_number\nAsha,100000000001\nRavi,100000000002\n',
		);

		const csv = await (
			await fetch(`${emulator.baseUrl}/files/batch-output/${String(submitted.body.request_id)}.csv`)
		).text();
		expect(rowsOf(csv)).toEqual([
			{
				uan: '',
				employer_name: '',
				date_of_joining: '',
				date_of_exit: '',
				error: 'Missing column uan',
			},
			{
				uan: '',
				employer_name: '',
				date_of_joining: '',
				date_of_exit: '',
				error: 'Missing column uan',
			},
		]);
	});
});

describe('linked documents', () => {
	it('serves the AIS file and the shop establishment certificate as PDFs', async () => {
		const ais = dataOf(
			(await api.post('/v1/verification/itr/ais-download', { itr_client_id: 'itr-client-42' }))
				.body,
		);
		const shop = dataOf(
			(
				await api.get('/v1/business-compliance/shop-establishment-certificate', {
					certificate_number: 'SE-2041',
					state_code: 'KR',
				})
			).body,
		);

		for (const [url, folder] of [
			[ais.ais_file, 'ais'],
			[shop.document_link, 'shop-establishment'],
		]) {
			expect(url).toMatch(new RegExp(`^${emulator.baseUrl}/files/${folder}/[0-9a-f]+\\.pdf$`));
			const response = await fetch(String(url));
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toBe('application/pdf');
			expect(response.headers.get('content-disposition')).toBe(
				`attachment; filename="${String(url).split('/').pop()}"`,
			);
			const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
			expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
			expect(pdf.endsWith('%%EOF\n')).toBe(true);
		}
		expect(emulator.requestsTo('/files/').map((call) => call.status)).toEqual([200, 200]);
	});

	it('answers 404 for a file no record links to', async () => {
		for (const path of [
			'/files/ais/0123456789abcdef01234567.pdf',
			'/files/shop-establishment/x.pdf',
			'/files/batch-output/unknown.csv',
			'/files/other',
		]) {
			expect((await fetch(`${emulator.baseUrl}${path}`)).status).toBe(404);
		}
		expect(emulator.requestsTo('/files/')).toHaveLength(4);
	});
});

describe('settings and closing', () => {
	it('refuses settings that make no sense', () => {
		expect(() => emulator.setBatchProcessing({ delayMs: -1 })).toThrow(/delayMs/);
		expect(() => emulator.setBatchProcessing({ failedDeliveries: 1.5 })).toThrow(
			/failedDeliveries/,
		);
		expect(() => emulator.setBatchProcessing({ delivery: 'xml' as 'json' })).toThrow(/delivery/);
	});

	it('cancels pending completions and delivery retries when closed', async () => {
		const own = await startEmulatorServer();
		const ownApi = await connect(own);
		own.setBatchProcessing({ delayMs: 1000 });
		await ownApi.upload(CIN_PATH, 'cin\nU72900KA2015PTC082988\n', receiver.url);
		own.setBatchProcessing({ retryDelaysMs: [30_000] });
		receiver.answers.push(500);
		await ownApi.upload(CIN_PATH, 'cin\nU72900KA2015PTC082988\n', receiver.url);
		await until(() => (own.deliveries().length === 1 ? true : undefined));

		const started = Date.now();
		await own.close();

		expect(Date.now() - started).toBeLessThan(1000);
		await pause(400);
		// Only the first attempt of the second job: the first job never completed, and the retry never ran.
		expect(own.deliveries().map((attempt) => attempt.status)).toEqual([500]);
		expect(receiver.received).toHaveLength(1);
	});
});
