import { createHash } from 'crypto';
import type { ICredentialDataDecryptedObject, IHttpRequestHelper, IHttpRequestOptions } from 'n8n-workflow';

/**
 * Deepvue access tokens, fetched from `POST /v1/authorize` and cached per process.
 *
 * n8n calls `preAuthentication` for every item whose request finds the token field empty, and
 * again for every request that got a 401. Items run concurrently, so without this cache one run
 * of 1,000 items would authorize 1,000 times. The cache is per process: in queue mode each worker
 * authorizes once and n8n stores the token it last received in the credential.
 */

export interface DeepvueLogin {
	baseUrl: string;
	clientId: string;
	clientSecret: string;
}

interface CachedToken {
	token: string;
	/** When to stop handing it out: a little before it expires, so no request leaves with a dying token. */
	renewAt: number;
}

/** Tokens live 24 hours; renew 5 minutes early, or a tenth of the lifetime for short-lived ones. */
const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RENEW_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

const tokens = new Map<string, CachedToken>();
const pending = new Map<string, Promise<CachedToken>>();

type HttpRequest = IHttpRequestHelper['helpers']['httpRequest'];

/** An error safe to show: no request options (which hold the secret) are attached. */
export class AuthorizationError extends Error {
	constructor(
		message: string,
		readonly description: string,
		readonly httpCode: string,
	) {
		super(message);
		this.name = 'AuthorizationError';
	}
}

/** The credential's Base URL without surrounding spaces or trailing slashes. */
export function apiBaseUrl(baseUrl: unknown): string {
	return String(baseUrl ?? '').trim().replace(/\/+$/, '');
}

export function authorizeUrl(baseUrl: string): string {
	return `${apiBaseUrl(baseUrl)}/v1/authorize`;
}

/** The login a Deepvue credential's data holds. */
export function loginOf(credentials: ICredentialDataDecryptedObject): DeepvueLogin {
	return {
		baseUrl: String(credentials.baseUrl ?? ''),
		clientId: String(credentials.clientId ?? ''),
		clientSecret: String(credentials.clientSecret ?? ''),
	};
}

/** The token n8n has stored in the credential, if any. */
export function storedToken(credentials: ICredentialDataDecryptedObject): string | undefined {
	return typeof credentials.accessToken === 'string' && credentials.accessToken !== '' ? credentials.accessToken : undefined;
}

/**
 * Fetches the token before a request takes its pacing slot, when n8n would otherwise fetch it
 * inside the request (the credential holds none yet). Requests that took their slots while the
 * token was on its way would all leave together when it came. n8n's preAuthentication then finds
 * it in the cache. A failure here is the request's failure, reported by the transport.
 */
export async function prepareAccessToken(httpRequest: HttpRequest, credentials: ICredentialDataDecryptedObject): Promise<void> {
	if (storedToken(credentials) !== undefined) return;
	await getAccessToken(httpRequest, loginOf(credentials));
}

/** Identifies a login without keeping its secret in memory as a map key. */
function cacheKey(login: DeepvueLogin): string {
	return createHash('sha256')
		.update(`${authorizeUrl(login.baseUrl)}\n${login.clientId}\n${login.clientSecret}`)
		.digest('hex');
}

function isFresh(cached: CachedToken | undefined, now = Date.now()): cached is CachedToken {
	return cached !== undefined && cached.renewAt > now;
}

/**
 * Returns a valid access token for the login. `rejectedToken` is the token a request was just
 * refused with (n8n passes the stored one after a 401): it is never handed out again, but a newer
 * token another item already fetched is reused.
 */
export async function getAccessToken(
	httpRequest: HttpRequest,
	login: DeepvueLogin,
	rejectedToken?: string,
): Promise<string> {
	const key = cacheKey(login);
	const cached = tokens.get(key);
	if (isFresh(cached) && cached.token !== rejectedToken) return cached.token;
	if (cached && cached.token === rejectedToken) tokens.delete(key);

	let request = pending.get(key);
	if (!request) {
		request = authorize(httpRequest, login).finally(() => pending.delete(key));
		pending.set(key, request);
	}
	const fresh = await request;
	tokens.set(key, fresh);
	return fresh.token;
}

async function authorize(httpRequest: HttpRequest, login: DeepvueLogin): Promise<CachedToken> {
	if (!login.clientId || !login.clientSecret) {
		throw new AuthorizationError(
			'The Deepvue credential is missing its Client ID or Client Secret',
			'Open the credential and fill in both values from your Deepvue dashboard.',
			'401',
		);
	}
	const options: IHttpRequestOptions = {
		method: 'POST',
		url: authorizeUrl(login.baseUrl),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
		body: new URLSearchParams({ client_id: login.clientId, client_secret: login.clientSecret }).toString(),
		json: true,
		// The body holds the client secret: it goes to the Base URL and nowhere else.
		disableFollowRedirect: true,
	};
	let response: unknown;
	try {
		response = await httpRequest(options);
	} catch (error) {
		throw describeAuthorizeFailure(error);
	}
	const body = (typeof response === 'string' ? safeJson(response) : response) as
		| { access_token?: unknown; expiry?: unknown }
		| undefined;
	if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
		throw new AuthorizationError(
			'Deepvue answered the authorization request without an access token',
			'Check that the Base URL in the credential points at the Deepvue API.',
			'502',
		);
	}
	return { token: body.access_token, renewAt: renewTime(body.expiry) };
}

function renewTime(expiry: unknown, now = Date.now()): number {
	const parsed = typeof expiry === 'string' ? Date.parse(expiry) : NaN;
	const expiresAt = Number.isNaN(parsed) ? now + DEFAULT_LIFETIME_MS : parsed;
	return expiresAt - Math.min(RENEW_BEFORE_EXPIRY_MS, (expiresAt - now) / 10);
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** Turns an HTTP client error into a message that keeps the API's words and drops the request. */
function describeAuthorizeFailure(error: unknown): AuthorizationError {
	const failure = error as {
		response?: { status?: number; data?: unknown };
		code?: string;
	};
	const status = failure.response?.status;
	const data = failure.response?.data;
	const detail =
		data && typeof data === 'object' && typeof (data as { detail?: unknown }).detail === 'string'
			? (data as { detail: string }).detail
			: undefined;
	if (status === undefined) {
		return new AuthorizationError(
			`Could not reach Deepvue to authorize${failure.code ? ` (${failure.code})` : ''}`,
			'Check the Base URL in the credential and that this n8n can reach it.',
			'none',
		);
	}
	if (status >= 300 && status < 400) {
		return new AuthorizationError(
			`Deepvue answered the authorization with a redirect (HTTP ${status}), which is not followed`,
			'The client secret is sent only to the Base URL. Check the Base URL in the credential (https, no extra path).',
			String(status),
		);
	}
	return new AuthorizationError(
		`Deepvue refused the authorization: ${detail ?? `HTTP ${status}`}`,
		status === 401 || status === 400 || status === 403
			? 'Check the Client ID and Client Secret in the credential, and that the client is active.'
			: 'Try again later; if it persists, check the Base URL in the credential.',
		String(status),
	);
}
