/**
 * A plain HTTP client of the emulator, independent of the node: Node's fetch with the headers
 * each kind of endpoint takes (a bearer token and x-api-key, or DigiLocker's and the eKYC's
 * client-id and x-api-key), for the tests that drive the emulator itself.
 */
import { DEMO_CLIENT, startEmulatorServer } from '../../testbed/emulator/server';
import type { Emulator } from '../../testbed/emulator/server';

/**
 * An emulator of its own for a test file, started before its first test and closed after its
 * last, with its log, faults and conditions cleared before each test.
 */
export function useEmulator(): () => Emulator {
	let emulator: Emulator | undefined;
	const current = () => {
		if (!emulator) throw new Error('The emulator starts in a beforeAll hook');
		return emulator;
	};
	beforeAll(async () => {
		emulator = await startEmulatorServer();
	});
	beforeEach(() => {
		current().clearLog();
		current().clearFaults();
		current().setConditions({});
	});
	afterAll(() => emulator?.close());
	return current;
}

export interface Answer {
	status: number;
	headers: Headers;
	/** The JSON body, or the text of any other. */
	body: unknown;
	text: string;
}

export interface CallOptions {
	method?: 'GET' | 'POST' | 'PUT';
	query?: Record<string, string>;
	json?: unknown;
	form?: Record<string, string>;
	multipart?: FormData;
	headers?: Record<string, string>;
}

/** The demo client's headers for DigiLocker and the eKYC: no token. */
export const CLIENT_ID_HEADERS: Readonly<Record<string, string>> = {
	'client-id': DEMO_CLIENT.clientId,
	'x-api-key': DEMO_CLIENT.clientSecret,
};

/** The demo client's headers for every other endpoint: a fresh bearer token and x-api-key. */
export async function bearerHeaders(emulator: Emulator): Promise<Record<string, string>> {
	const grant = await fetch(`${emulator.baseUrl}/v1/authorize`, {
		method: 'POST',
		body: new URLSearchParams({
			client_id: DEMO_CLIENT.clientId,
			client_secret: DEMO_CLIENT.clientSecret,
		}),
	});
	const { access_token: token } = (await grant.json()) as { access_token: string };
	return { authorization: `Bearer ${token}`, 'x-api-key': DEMO_CLIENT.clientSecret };
}

/** One request; redirects are not followed, so a 302 comes back as it is. */
export async function call(
	emulator: Emulator,
	path: string,
	{ method, query, json, form, multipart, headers = {} }: CallOptions = {},
): Promise<Answer> {
	const url = `${emulator.baseUrl}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
	let body: BodyInit | undefined;
	const sent: Record<string, string> = { ...headers };
	if (json !== undefined) {
		body = JSON.stringify(json);
		sent['content-type'] = 'application/json';
	} else if (form !== undefined) body = new URLSearchParams(form);
	else if (multipart !== undefined) body = multipart;
	const response = await fetch(url, {
		method: method ?? (body === undefined ? 'GET' : 'POST'),
		headers: sent,
		body,
		redirect: 'manual',
	});
	const text = await response.text();
	let parsed: unknown = text;
	if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
		parsed = JSON.parse(text) as unknown;
	return { status: response.status, headers: response.headers, body: parsed, text };
}

/** The `data` of a JSON answer. */
export function dataOf<T = Record<string, unknown>>(answer: Answer): T {
	return (answer.body as { data: T }).data;
}

/** The `detail` of an error answer. */
export function detailOf(answer: Answer): string {
	return (answer.body as { detail: string }).detail;
}

/**
 * Calls to a test file's emulator with the demo client's bearer token (fetched before the file's
 * first test): `get` answers as it comes, `lookup` the `data` of an answer that must be a 200.
 */
export function bearerCalls(emulator: () => Emulator) {
	let headers: Record<string, string> = {};
	beforeAll(async () => {
		headers = await bearerHeaders(emulator());
	});
	const get = (path: string, query: Record<string, string>) =>
		call(emulator(), path, { headers, query });
	const lookup = async <T = Record<string, string>>(
		path: string,
		query: Record<string, string>,
	) => {
		const answer = await get(path, query);
		expect([path, answer.status]).toEqual([path, 200]);
		return dataOf<T>(answer);
	};
	return { get, lookup, headers: () => headers };
}
