/**
 * A local emulator of the Deepvue verification API, for tests and the demo. It listens on
 * 127.0.0.1 only, answers the endpoints of `routes.ts` with the records of `fixtures.ts`, checks
 * credentials like the API (`auth.ts`), records every request, and lets tests queue faults.
 *
 * Order of checks for a call: path (404), method (405), authentication (401), injected fault,
 * parameters (422), then the operation itself (404 for the documented not-found inputs).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { AUTHORIZE_PATH, AuthRegistry, TOKEN_LIFETIME_MS } from './auth';
import type { Client } from './auth';
import { parseBody, readBody } from './body';
import type { ParsedBody } from './body';
import { ApiError, invalid, standardDetail } from './errors';
import { ServiceConditions } from './conditions';
import type { Conditions } from './conditions';
import { FaultQueue } from './faults';
import type { Fault } from './faults';
import { JobStore } from './jobs';
import type { UploadedFile } from './multipart';
import { routesFor } from './routes';
import type { Route, RouteInput, RouteResult } from './routes';

export { DEMO_CLIENT } from './auth';
export type { Client } from './auth';
export { NOT_FOUND_INPUTS, SHOP_ESTABLISHMENT_STATES } from './fixtures';
export { ROUTES } from './routes';
export type { Route } from './routes';
export type { Fault } from './faults';
export type { Conditions } from './conditions';
export type { UploadedFile } from './multipart';

export const HOST = '127.0.0.1';

export interface RecordedRequest {
	method: string;
	/** The path as received, without the query string. */
	path: string;
	/** Decoded query parameters; the last one wins when a name repeats. */
	query: Record<string, string>;
	/** The query string as received, without the leading `?`; '' when there is none. */
	rawQuery: string;
	/** Lower-case header names; repeated headers joined with `, `. */
	headers: Record<string, string>;
	/** The Content-Type header, or '' when there is none. */
	contentType: string;
	json?: unknown;
	/** Text fields of a URL-encoded or multipart form. */
	form?: Record<string, string>;
	/** Files of a multipart form. */
	files?: UploadedFile[];
	/** Status of the answer; 0 while the request is being handled. */
	status: number;
	/** When the request arrived, in milliseconds. */
	at: number;
}

export interface Emulator {
	/** E.g. `http://127.0.0.1:43121`. */
	baseUrl: string;
	port: number;
	/** Every request received, in order of arrival, authorize calls included. */
	requests: RecordedRequest[];
	requestsTo(pathPrefix: string): RecordedRequest[];
	clearLog(): void;
	/** Tokens issued so far stop working (401). */
	revokeAllTokens(): void;
	/** Every access token issued so far, revoked ones included. */
	issuedTokens(): string[];
	/** Queues a fault for the next matching calls. */
	inject(fault: Fault): void;
	clearFaults(): void;
	/** Sets the conditions of the whole service (rate limit, unavailability, latency, token lifetime); `{}` restores normal service. */
	setConditions(conditions: Conditions & { tokenLifetimeMs?: number }): void;
	/** Stops listening and closes every connection, keep-alive ones included. */
	close(): Promise<void>;
}

export interface EmulatorOptions {
	/** 0 (the default) picks a free port. */
	port?: number;
	/** Clients registered besides DEMO_CLIENT. */
	clients?: Client[];
	/** Called with each request once it has been answered. */
	onRequest?: (request: RecordedRequest) => void;
}

interface Reply {
	status: number;
	/** Drop the connection instead of answering. */
	reset?: boolean;
	body?: unknown;
	rawBody?: string;
	contentType?: string;
	headers?: Readonly<Record<string, string>>;
}

function errorReply(error: ApiError): Reply {
	return { status: error.status, body: { detail: error.detail }, headers: error.headers };
}

function faultReply(fault: Fault): Reply {
	if (fault.reset) return { status: 0, reset: true };
	return {
		status: fault.status,
		body: fault.body ?? { detail: standardDetail(fault.status) },
		rawBody: fault.rawBody,
		contentType: fault.contentType,
		headers: fault.headers,
	};
}

function send(response: ServerResponse, reply: Reply): void {
	const raw = reply.rawBody !== undefined;
	const text = raw ? (reply.rawBody ?? '') : JSON.stringify(reply.body);
	const headers: Record<string, string | number> = {
		'content-type': reply.contentType ?? (raw ? 'text/plain; charset=utf-8' : 'application/json'),
	};
	for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = value;
	headers['content-length'] = Buffer.byteLength(text);
	response.writeHead(reply.status, headers);
	response.end(text);
}

function headersOf(request: IncomingMessage): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const [name, value] of Object.entries(request.headers)) {
		if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return headers;
}

function isEmpty(value: string | undefined): value is undefined {
	return value === undefined || value.trim() === '';
}

/** A string field of a JSON object body; undefined when absent or null. */
function jsonField(json: unknown, name: string): string | undefined {
	if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
	const value = (json as Record<string, unknown>)[name];
	if (value === undefined || value === null) return undefined;
	if (typeof value !== 'string') throw invalid(`${name} must be a string`);
	return value;
}

/** The parameters of a call to `route`, or 422 when a required one is absent or empty. */
function inputOf(route: Route, query: URLSearchParams, body: ParsedBody, jobs: JobStore): RouteInput {
	const params: Record<string, string> = {};
	const files: Record<string, UploadedFile> = {};
	for (const name of route.required) {
		if (route.input === 'multipart') {
			const file = body.files?.find((candidate) => candidate.field === name);
			if (!file) throw invalid(`${name} is required`);
			if (file.data.length === 0) throw invalid(`${name} is empty`);
			files[name] = file;
		} else {
			const value = route.input === 'json' ? jsonField(body.json, name) : (query.get(name) ?? undefined);
			if (isEmpty(value)) throw invalid(`${name} is required`);
			params[name] = value;
		}
	}
	for (const name of route.optional) {
		const value = query.get(name) ?? undefined;
		if (!isEmpty(value)) params[name] = value;
	}
	return { params, files, jobs };
}

function envelope(route: Route, result: RouteResult): Record<string, unknown> {
	const head = { code: route.status, timestamp: Date.now(), transaction_id: randomBytes(16).toString('hex') };
	const subCode = route.subCode ?? 'SUCCESS';
	if ('data' in result) return { ...head, sub_code: subCode, message: route.message, data: result.data };
	return { ...head, ...result.submission, message: route.message, sub_code: subCode };
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const auth = new AuthRegistry(options.clients);
	const faults = new FaultQueue();
	const jobs = new JobStore();
	const conditions = new ServiceConditions();
	const requests: RecordedRequest[] = [];
	const sockets = new Set<Socket>();

	function answer(record: RecordedRequest, query: URLSearchParams, body: ParsedBody): Reply {
		if (record.path === AUTHORIZE_PATH) {
			if (record.method !== 'POST') throw new ApiError(405, undefined, { allow: 'POST' });
			const fault = faults.take(record.path, record.query);
			if (fault) return faultReply(fault);
			if (body.error) throw invalid(body.error);
			return { status: 200, body: auth.authorize(body.form ?? {}) };
		}

		const candidates = routesFor(record.path);
		if (candidates.length === 0) throw new ApiError(404, 'Not Found');
		const route = candidates.find((candidate) => candidate.method === record.method);
		if (!route) throw new ApiError(405, undefined, { allow: candidates.map((candidate) => candidate.method).join(', ') });

		auth.authenticate(record.headers);
		const fault = faults.take(record.path, record.query);
		if (fault) return faultReply(fault);
		conditions.check(record.headers['x-api-key'] ?? '');
		if (body.error) throw invalid(body.error);
		const result = route.build(inputOf(route, query, body, jobs));
		return { status: route.status, body: envelope(route, result) };
	}

	async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
		const target = request.url ?? '/';
		const queryStart = target.indexOf('?');
		const rawQuery = queryStart < 0 ? '' : target.slice(queryStart + 1);
		const query = new URLSearchParams(rawQuery);
		const record: RecordedRequest = {
			method: request.method ?? 'GET',
			path: queryStart < 0 ? target : target.slice(0, queryStart),
			query: Object.fromEntries(query),
			rawQuery,
			headers: headersOf(request),
			contentType: request.headers['content-type'] ?? '',
			status: 0,
			at: Date.now(),
		};
		requests.push(record);

		let reply: Reply;
		try {
			const body = parseBody(record.contentType, await readBody(request));
			if (body.json !== undefined) record.json = body.json;
			if (body.form !== undefined) record.form = body.form;
			if (body.files !== undefined) record.files = body.files;
			reply = answer(record, query, body);
		} catch (error) {
			if (!(error instanceof ApiError)) console.error('Deepvue emulator: unexpected error', error);
			reply = errorReply(error instanceof ApiError ? error : new ApiError(500));
		}
		if (conditions.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, conditions.latencyMs));
		record.status = reply.status;
		if (reply.reset) request.socket.destroy();
		else if (!response.destroyed) send(response, reply);
		options.onRequest?.(record);
	}

	const server = createServer((request, response) => void handle(request, response));
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.once('close', () => sockets.delete(socket));
	});

	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, HOST, () => {
			server.off('error', reject);
			resolve();
		});
	});
	const { port } = server.address() as AddressInfo;

	let closing: Promise<void> | undefined;
	return {
		baseUrl: `http://${HOST}:${port}`,
		port,
		requests,
		requestsTo: (pathPrefix) => requests.filter((request) => request.path.startsWith(pathPrefix)),
		clearLog: () => {
			requests.length = 0;
		},
		revokeAllTokens: () => auth.revokeAllTokens(),
		issuedTokens: () => [...auth.issued],
		inject: (fault) => faults.add(fault),
		clearFaults: () => faults.clear(),
		setConditions: ({ tokenLifetimeMs, ...service }) => {
			conditions.set(service);
			auth.tokenLifetimeMs = tokenLifetimeMs ?? TOKEN_LIFETIME_MS;
		},
		close: () => {
			closing ??= new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				for (const socket of sockets) socket.destroy();
			});
			return closing;
		},
	};
}
