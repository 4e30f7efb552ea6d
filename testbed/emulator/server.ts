/**
 * A local emulator of the Deepvue verification API, for tests and the demo. It listens on
 * 127.0.0.1 only, answers the endpoints of `endpoints/routes.ts` with the records of
 * `endpoints/fixtures.ts`, checks credentials like the API (`service/auth.ts`), records every
 * request, and lets tests queue faults. Batch uploads become jobs (`batches/jobs.ts`) that complete
 * after a set delay and deliver their result to their webhook (`batches/delivery.ts`); the files
 * records link to are served under `/files/` (`files/`).
 *
 * The identity documents' endpoints (endpoints/identityRoutes.ts) answer for the sample people of
 * world.ts: DigiLocker sessions (`service/digilocker.ts`) and the applicant's consent page
 * (`endpoints/digiLockerPage.ts`), the Offline Aadhaar eKYC's OTPs (`service/aadhaarOtp.ts`), face
 * match and liveness (`service/faces.ts`). In hostile mode (`service/hostile.ts`) they answer as
 * a careless but possible Deepvue might: the Aadhaar number quoted whole, the request's URL echoed.
 *
 * Order of checks for a call: path (404), method (405), authentication (401: a bearer token, or
 * DigiLocker's and the eKYC's client-id), injected fault, service conditions (429, 503), consent
 * (422: with a purpose always where the row says so, else consent and reason when required),
 * parameters (422), then the operation itself (404 for the documented not-found inputs).
 * Downloads under `/files/` and the DigiLocker consent page take no credentials, like the
 * pre-signed links and the DigiLocker page they stand for, and meet no service conditions.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { AUTHORIZE_PATH, AuthRegistry, TOKEN_LIFETIME_MS } from './service/auth';
import type { Client } from './service/auth';
import { parseBody, readBody } from './http/body';
import type { ParsedBody } from './http/body';
import { ApiError, invalid } from './http/errors';
import { ServiceConditions } from './service/conditions';
import { checkConsent, checkPurposeConsent } from './service/consent';
import type { Conditions } from './service/conditions';
import { WebhookDeliveries } from './batches/delivery';
import type { Delivery } from './batches/delivery';
import { FaultQueue } from './service/faults';
import { PennyDrops } from './service/pennyDrops';
import type { PennyDrop } from './service/pennyDrops';
import type { Fault } from './service/faults';
import { isFilePath, serveFile } from './files/fileRoutes';
import { FILES_PATH, FileShelf } from './files/fileShelf';
import { batchJobRecord } from './endpoints/fixtures';
import { JobStore } from './batches/jobs';
import type { BatchJob, BatchProcessing } from './batches/jobs';
import type { UploadedFile } from './http/multipart';
import { errorReply, faultReply, send } from './http/reply';
import type { Reply } from './http/reply';
import { routesFor } from './endpoints/routes';
import type { Route, RouteInput, RouteResult } from './endpoints/routes';
import { isBatchUpload } from './endpoints/routeModel';
import { answerDigiLockerPage, digiLockerPageUrl } from './endpoints/digiLockerPage';
import { DIGILOCKER_PAGE_PATH } from './service/digilocker';
import type { DigiLockerSession } from './service/digilocker';
import { IdentityServices } from './service/identityServices';
import type { IdentityConditions } from './service/identityServices';
import { IDENTITY_ROUTES } from './endpoints/identityRoutes';
import { hostileCall } from './service/hostile';
import type { HostileCall } from './service/hostile';
import { UDYAM_DELAY_MS, UdyamRequests } from './business/udyamRequests';
import type { UdyamRequest } from './business/udyamRequests';

export { DEMO_CLIENT } from './service/auth';
export type { Client } from './service/auth';
export {
	CHANGED_INPUTS,
	INVALID_INPUTS,
	NOT_FOUND_INPUTS,
	SHOP_ESTABLISHMENT_STATES,
	UNAVAILABLE_INPUTS,
} from './endpoints/fixtures';
export type { PennyDrop } from './service/pennyDrops';
export { ROUTES } from './endpoints/routes';
export type { Route } from './endpoints/routes';
export type { Fault } from './service/faults';
export type { Conditions } from './service/conditions';
export type { IdentityConditions } from './service/identityServices';
export type { DigiLockerSession } from './service/digilocker';
export type { UploadedFile } from './http/multipart';
export type { BatchProcessing } from './batches/jobs';
export type { UdyamRequest } from './business/udyamRequests';
export type { Delivery } from './batches/delivery';

export const HOST = '127.0.0.1';

/** What `setConditions` takes: the service's conditions, the token lifetime and the identity endpoints' settings. */
export type EmulatorConditions = Conditions &
	IdentityConditions & {
		tokenLifetimeMs?: number;
		/** How long a Udyam verification stays in progress; 4 s by default. */
		udyamDelayMs?: number;
	};

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
	/** The JSON body of the answer, as sent; undefined for other answers. */
	reply?: unknown;
	/** When the request arrived, in milliseconds. */
	at: number;
}

export interface Emulator {
	/** E.g. `http://127.0.0.1:43121`. */
	baseUrl: string;
	port: number;
	/** Every request received, in order of arrival, authorize calls and downloads included. */
	requests: RecordedRequest[];
	requestsTo(pathPrefix: string): RecordedRequest[];
	/** The ₹1 deposits of the penny drops processed, answered or not, in order. */
	pennyDrops: readonly PennyDrop[];
	/** The Udyam verifications created (each one paid for), in order. */
	udyamRequests: readonly UdyamRequest[];
	/**
	 * Empties the request log, the delivery log, the penny drops, the log of Udyam verifications
	 * made (their results stay readable) and the count of eKYC OTPs sent (so the 45 s wait between
	 * OTPs for a number starts afresh).
	 */
	clearLog(): void;
	/** Tokens issued so far stop working (401). */
	revokeAllTokens(): void;
	/** Registers another client, as a second Deepvue account would be. */
	registerClient(client: Client): void;
	/** Gives a client a new secret: the old one and its tokens are refused from now on. */
	rotateSecret(clientId: string, clientSecret: string): void;
	/** Every access token issued so far, revoked ones included. */
	issuedTokens(): string[];
	/** Queues a fault for the next matching calls. */
	inject(fault: Fault): void;
	clearFaults(): void;
	/**
	 * Sets the conditions of the whole service (rate limit, unavailability, latency, token lifetime,
	 * the identity endpoints' lifetimes and document sizes, their hostile mode); `{}` restores
	 * normal service.
	 */
	setConditions(conditions: EmulatorConditions): void;
	/** How many eKYC OTPs were sent for an Aadhaar number (since the last clearLog). */
	otpsSentTo(aadhaarNumber: string): number;
	/** The DigiLocker sessions started, oldest first, with the codes each issued. */
	digilockerSessions(): DigiLockerSession[];
	/** The address of a DigiLocker session's consent page (its `authorization_url`). */
	digilockerPageUrl(sessionId: string): string;
	/**
	 * Sets how batch jobs submitted from now on are processed (delay, webhook body, failed
	 * deliveries, retry backoff); `{}` restores the defaults: completed at once, JSON delivery.
	 */
	setBatchProcessing(settings: BatchProcessing): void;
	/** Every webhook delivery attempt so far, in the order they ended. */
	deliveries(): Delivery[];
	/**
	 * Stops listening, closes every connection, keep-alive ones included, and cancels what is
	 * pending: job completions, delivery retries and attempts under way.
	 */
	close(): Promise<void>;
}

export interface EmulatorServerOptions {
	/** 0 (the default) picks a free port. */
	port?: number;
	/** Clients registered besides DEMO_CLIENT. */
	clients?: Client[];
	/** Called with each request once it has been answered. */
	onRequest?: (request: RecordedRequest) => void;
	/** Called with each webhook delivery attempt once it has ended. */
	onDelivery?: (delivery: Delivery) => void;
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

/** A JSON body that is an object; {} for any other body. */
function jsonObject(json: unknown): Record<string, unknown> {
	return typeof json === 'object' && json !== null && !Array.isArray(json)
		? (json as Record<string, unknown>)
		: {};
}

/** A string field of a JSON object body; undefined when absent or null. */
function jsonField(json: unknown, name: string): string | undefined {
	const value = jsonObject(json)[name];
	if (value === undefined || value === null) return undefined;
	if (typeof value !== 'string') throw invalid(`${name} must be a string`);
	return value;
}

/** The parameters of a call to `route`, or 422 when a required one is absent or empty. */
function inputOf(
	route: Route,
	query: URLSearchParams,
	body: ParsedBody,
	services: Pick<RouteInput, 'jobs' | 'shelf' | 'pennyDrops' | 'identity' | 'udyam'>,
): RouteInput {
	const params: Record<string, string> = {};
	const files: Record<string, UploadedFile> = {};
	for (const name of route.required) {
		if (route.input === 'multipart') {
			const file = body.files?.find((candidate) => candidate.field === name);
			if (!file) throw invalid(`${name} is required`);
			if (file.data.length === 0) throw invalid(`${name} is empty`);
			files[name] = file;
		} else {
			const value =
				route.input === 'json' ? jsonField(body.json, name) : (query.get(name) ?? undefined);
			if (isEmpty(value)) throw invalid(`${name} is required`);
			params[name] = value;
		}
	}
	for (const name of route.optional) {
		const value =
			route.input === 'json' ? jsonField(body.json, name) : (query.get(name) ?? undefined);
		if (!isEmpty(value)) params[name] = value;
	}
	return { params, files, json: jsonObject(body.json), ...services };
}

function envelope(route: Route, result: RouteResult): Record<string, unknown> {
	const head = {
		code: route.status,
		timestamp: Date.now(),
		transaction_id:
			('transactionId' in result ? result.transactionId : undefined) ??
			randomBytes(16).toString('hex'),
	};
	const subCode = route.subCode ?? 'SUCCESS';
	if ('raw' in result) return { ...result.raw };
	if ('data' in result)
		return route.message === undefined
			? { ...head, data: result.data }
			: {
					...head,
					sub_code: subCode,
					message: route.message,
					...result.topLevel,
					data: result.data,
				};
	return { ...head, ...result.submission, message: route.message, sub_code: subCode };
}

/**
 * Starts the emulator's HTTP server in this process. (`npm run emulator` runs it in a process of its
 * own; testbed/realN8n/emulatorProcess.ts's `startEmulatorProcess` starts that one.)
 */
export async function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<Emulator> {
	const auth = new AuthRegistry(options.clients);
	const faults = new FaultQueue();
	const shelf = new FileShelf();
	const deliveries = new WebhookDeliveries(Date.now, options.onDelivery);
	const jobs: JobStore = new JobStore(Date.now, {
		fileBaseUrl: () => shelf.baseUrl,
		onCompleted: deliverResult,
	});
	const conditions = new ServiceConditions();
	const requests: RecordedRequest[] = [];
	const pennyDrops = new PennyDrops();
	const identity = new IdentityServices();
	const udyam = new UdyamRequests();
	const sockets = new Set<Socket>();

	/** Sends a completed job's result to its webhook, with the settings it was submitted under. */
	function deliverResult(job: BatchJob): void {
		if (job.webhookUrl === undefined) return;
		const content = {
			requestId: job.requestId,
			fields: batchJobRecord(job),
			csv: () => jobs.resultCsv(job) ?? '',
		};
		const { delivery, failedDeliveries, retryDelaysMs } = job.processing;
		deliveries.deliver(job.webhookUrl, content, {
			format: delivery,
			failedAttempts: failedDeliveries,
			retryDelaysMs,
		});
	}

	function answer(record: RecordedRequest, query: URLSearchParams, body: ParsedBody): Reply {
		if (isFilePath(record.path)) {
			const fault = faults.take(record.path, record.query);
			return fault ? faultReply(fault) : serveFile(record.method, record.path, shelf, jobs);
		}
		if (record.path === AUTHORIZE_PATH) {
			if (record.method !== 'POST') throw new ApiError(405, undefined, { allow: 'POST' });
			const fault = faults.take(record.path, record.query);
			if (fault) return faultReply(fault);
			if (body.error) throw invalid(body.error);
			return { status: 200, body: auth.authorize(body.form ?? {}) };
		}
		if (record.path === DIGILOCKER_PAGE_PATH) {
			const fault = faults.take(record.path, record.query);
			if (fault) return faultReply(fault);
			return answerDigiLockerPage(record.method, query, body.form, identity.digilocker);
		}

		const candidates = routesFor(record.path);
		if (candidates.length === 0) throw new ApiError(404, 'Not Found');
		const route = candidates.find((candidate) => candidate.method === record.method);
		if (!route)
			throw new ApiError(405, undefined, {
				allow: candidates.map((candidate) => candidate.method).join(', '),
			});

		if (route.auth === 'clientId') auth.authenticateClient(record.headers);
		else auth.authenticate(record.headers);
		const fault = faults.take(record.path, record.query);
		if (fault && !fault.afterProcessing) return faultReply(fault);
		const hostile =
			identity.hostile && IDENTITY_ROUTES.includes(route)
				? hostileCall(route.operation, urlOf(record), record.query, identity.otps)
				: undefined;
		try {
			return answerRoute(route, record, query, body, fault, hostile);
		} catch (error) {
			if (hostile && error instanceof ApiError) return hostile.error(error);
			throw error;
		}
	}

	/** A route's answer once the call is authenticated and no fault answers it instead. */
	function answerRoute(
		route: Route,
		record: RecordedRequest,
		query: URLSearchParams,
		body: ParsedBody,
		fault: Fault | undefined,
		hostile: HostileCall | undefined,
	): Reply {
		conditions.check(record.headers['x-api-key'] ?? '', { lookup: !isBatchUpload(route) });
		if (route.consent === 'purpose') {
			if (body.error) throw invalid(body.error);
			const source = route.input === 'json' ? jsonObject(body.json) : Object.fromEntries(query);
			checkPurposeConsent(source.consent, source.purpose);
		} else if (conditions.requireConsent && route.consent !== 'none') checkConsent(query);
		if (body.error) throw invalid(body.error);
		const services = { jobs, shelf, pennyDrops, identity, udyam };
		const result = route.build(inputOf(route, query, body, services));
		// The call was processed (a penny drop deposited its ₹1); its answer is lost on the way back.
		if (fault) return faultReply(fault);
		const answered = envelope(route, result);
		return {
			status: 'raw' in result ? result.status : route.status,
			body: hostile ? hostile.answer(answered) : answered,
		};
	}

	/** The address a request was sent to, as received. */
	function urlOf(record: RecordedRequest): string {
		return `${identity.baseUrl}${record.path}${record.rawQuery === '' ? '' : `?${record.rawQuery}`}`;
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
		const delayMs = conditions.latencyMs + (reply.delayMs ?? 0);
		// A client that gives up (its timeout) ends the wait: no timer outlives the call.
		if (delayMs > 0) {
			await new Promise<void>((resolve) => {
				const timer = setTimeout(resolve, delayMs);
				response.once('close', () => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
		record.status = reply.status;
		if (reply.rawBody === undefined && !reply.reset) record.reply = reply.body;
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
	const baseUrl = `http://${HOST}:${port}`;
	shelf.baseUrl = `${baseUrl}${FILES_PATH}`;
	identity.baseUrl = baseUrl;

	let closing: Promise<void> | undefined;
	return {
		baseUrl,
		port,
		requests,
		requestsTo: (pathPrefix) => requests.filter((request) => request.path.startsWith(pathPrefix)),
		pennyDrops: pennyDrops.made,
		udyamRequests: udyam.made,
		clearLog: () => {
			requests.length = 0;
			deliveries.log.length = 0;
			pennyDrops.clear();
			identity.otps.clearSent();
			udyam.clearLog();
		},
		revokeAllTokens: () => auth.revokeAllTokens(),
		registerClient: (client) => auth.register(client),
		rotateSecret: (clientId, clientSecret) => auth.rotateSecret(clientId, clientSecret),
		issuedTokens: () => [...auth.issued],
		inject: (fault) => faults.add(fault),
		clearFaults: () => faults.clear(),
		setConditions: ({
			tokenLifetimeMs,
			digilockerLinkLifetimeMs,
			digilockerCodeLifetimeMs,
			otpLifetimeMs,
			otpResendWaitMs,
			documentPaddingBytes,
			hostile,
			hostileReference,
			udyamDelayMs,
			...service
		}) => {
			conditions.set(service);
			auth.tokenLifetimeMs = tokenLifetimeMs ?? TOKEN_LIFETIME_MS;
			udyam.delayMs = udyamDelayMs ?? UDYAM_DELAY_MS;
			identity.set({
				digilockerLinkLifetimeMs,
				digilockerCodeLifetimeMs,
				otpLifetimeMs,
				otpResendWaitMs,
				documentPaddingBytes,
				hostile,
				hostileReference,
			});
		},
		otpsSentTo: (aadhaarNumber) => identity.otps.sentTo(aadhaarNumber),
		digilockerSessions: () =>
			identity.digilocker
				.all()
				.map((session) => ({ ...session, codes: session.codes.map((code) => ({ ...code })) })),
		digilockerPageUrl: (sessionId) => digiLockerPageUrl(baseUrl, sessionId),
		setBatchProcessing: (settings) => jobs.configure(settings),
		deliveries: () => deliveries.log.map((delivery) => ({ ...delivery })),
		close: () => {
			jobs.cancelPending();
			closing ??= Promise.all([
				deliveries.close(),
				new Promise<void>((resolve, reject) => {
					server.close((error) => (error ? reject(error) : resolve()));
					for (const socket of sockets) socket.destroy();
				}),
			]).then(() => undefined);
			return closing;
		},
	};
}
