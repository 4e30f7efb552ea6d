import type {
	ICredentialDataDecryptedObject,
	IHttpRequestHelper,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { REAL_CLOCK } from '../clock';
import type { Clock } from '../clock';
import { DEFAULT_AUTHORIZE_TIMEOUT_MS } from '../limits/timeouts';
import { answerWithoutToken, describeAuthorizeFailure, isRefusedLogin } from './authorizationError';
import { loginKeyOf } from './client';
import { keepNewest, loginRefused, processMap } from '../memory/processMemory';
import { loginOf } from './login';
import type { DeepvueLogin } from './login';

// The node's transport reads the API's address from here, with the token.
export { apiBaseUrl } from './baseUrl';

/**
 * Deepvue access tokens, fetched from `POST /v1/authorize` and cached per process.
 *
 * n8n calls `preAuthentication` for every item whose request finds the token field empty, and
 * again for every request that got a 401. Items run concurrently, so without this cache one run
 * of 1,000 items would authorize 1,000 times. The cache is per process: in queue mode each worker
 * authorizes once and n8n stores the token it last received in the credential.
 */

interface CachedToken {
	token: string;
	/** When to stop handing it out: a little before it expires, so no request leaves with a dying token. */
	renewAt: number;
}

/** Tokens live 24 hours; renew 5 minutes early, or a tenth of the lifetime for short-lived ones. */
const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const RENEW_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

/**
 * After an authorization failed, the next one for the same login starts no sooner than this. The
 * items that failed with it retry each after its own random wait; within this time they all join
 * one authorization instead of sending one each.
 */
const RETRY_GATHER_MS = 1000;

/** Logins a process keeps a token for, the least recently authorized out first. */
const MAX_LOGINS = 1000;

const tokens = processMap<string, CachedToken>('accessTokens', (map, login) => map.delete(login));
const pending = processMap<string, Promise<CachedToken>>('authorizationsUnderWay');
/** When the last authorization of a login failed, until the next one starts. */
const failedAt = processMap<string, number>('failedAuthorizations');
/** The login Deepvue last accepted for each client (Base URL and Client ID). */
const acceptedLogins = processMap<string, string>('acceptedLogins', (map, login) => {
	for (const [client, accepted] of map) if (accepted === login) map.delete(client);
});

/**
 * Deepvue accepted `login`. A client has one secret: when another secret of the same client was
 * accepted before, it has been rotated out, and nothing given to it is served any more.
 */
function loginAccepted(login: DeepvueLogin, key: string): void {
	const client = `${login.baseUrl}\n${login.clientId}`;
	const before = acceptedLogins.get(client);
	acceptedLogins.delete(client);
	acceptedLogins.set(client, key);
	keepNewest(acceptedLogins, MAX_LOGINS);
	if (before !== undefined && before !== key) loginRefused(before);
}

type HttpRequest = IHttpRequestHelper['helpers']['httpRequest'];

/** The token n8n has stored in the credential, if any. */
export function storedToken(credentials: ICredentialDataDecryptedObject): string | undefined {
	return typeof credentials.accessToken === 'string' && credentials.accessToken !== ''
		? credentials.accessToken
		: undefined;
}

/**
 * Fetches the token before a request takes its pacing slot, when n8n would otherwise fetch it
 * inside the request (the credential holds none yet). Requests that took their slots while the
 * token was on its way would all leave together when it came. n8n's preAuthentication then finds
 * it in the cache. The credential is checked first, token or not: a mistake in it is the
 * request's failure before anything is sent, reported by the transport as is any other.
 */
export async function prepareAccessToken(
	httpRequest: HttpRequest,
	credentials: ICredentialDataDecryptedObject,
	timeoutMs = DEFAULT_AUTHORIZE_TIMEOUT_MS,
	clock: Clock = REAL_CLOCK,
): Promise<void> {
	const login = loginOf(credentials);
	if (storedToken(credentials) !== undefined) return;
	await getAccessToken(httpRequest, login, { timeoutMs, clock });
}

function isFresh(cached: CachedToken | undefined, now = Date.now()): cached is CachedToken {
	return cached !== undefined && cached.renewAt > now;
}

export interface TokenRequest {
	/**
	 * The token a request was just refused with (n8n passes the stored one after a 401): it is
	 * never handed out again, but a newer token another item already fetched is reused.
	 */
	rejectedToken?: string;
	/** How long the authorization may wait for an answer. */
	timeoutMs?: number;
	/** What the wait after a failed authorization runs on: the real clock by default. */
	clock?: Clock;
}

/**
 * Returns a valid access token for the login. Callers that need one while an authorization is on
 * its way share it, and its failure too.
 */
export async function getAccessToken(
	httpRequest: HttpRequest,
	login: DeepvueLogin,
	{
		rejectedToken,
		timeoutMs = DEFAULT_AUTHORIZE_TIMEOUT_MS,
		clock = REAL_CLOCK,
	}: TokenRequest = {},
): Promise<string> {
	const key = loginKeyOf(login);
	const cached = tokens.get(key);
	if (isFresh(cached) && cached.token !== rejectedToken) return cached.token;
	if (cached && cached.token === rejectedToken) tokens.delete(key);

	let request = pending.get(key);
	if (!request) {
		request = authorizeOnce(login, key, clock, () =>
			authorize(httpRequest, login, timeoutMs),
		).finally(() => pending.delete(key));
		pending.set(key, request);
	}
	const fresh = await request;
	tokens.delete(key);
	tokens.set(key, fresh);
	keepNewest(tokens, MAX_LOGINS);
	return fresh.token;
}

/**
 * One authorization for everyone waiting on the login. After a failure it first waits out the
 * rest of RETRY_GATHER_MS, gathering the retries. A failure is never handed to a later caller:
 * every attempt asks Deepvue again.
 */
async function authorizeOnce(
	login: DeepvueLogin,
	key: string,
	clock: Clock,
	send: () => Promise<CachedToken>,
): Promise<CachedToken> {
	const lastFailure = failedAt.get(key);
	if (lastFailure !== undefined) {
		const wait = lastFailure + RETRY_GATHER_MS - clock.now();
		if (wait > 0) await clock.sleep(wait);
		failedAt.delete(key);
	}
	const attempt = send();
	attempt.then(() => loginAccepted(login, key)).catch(() => undefined);
	// Noted for the next authorization; the failure itself goes to this one's waiters.
	attempt.catch((error: unknown) => {
		failedAt.set(key, clock.now());
		keepNewest(failedAt, MAX_LOGINS);
		// Deepvue no longer accepts this login (a wrong or changed secret, an inactive client):
		// nothing it was given before is served to it any more.
		if (isRefusedLogin(error)) loginRefused(key);
	});
	return await attempt;
}

async function authorize(
	httpRequest: HttpRequest,
	login: DeepvueLogin,
	timeoutMs: number,
): Promise<CachedToken> {
	const request: IHttpRequestOptions = {
		method: 'POST',
		url: `${login.baseUrl}/v1/authorize`,
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
		body: new URLSearchParams({
			client_id: login.clientId,
			client_secret: login.clientSecret,
		}).toString(),
		json: true,
		timeout: timeoutMs,
		// The body holds the client secret: it goes to the Base URL and nowhere else.
		disableFollowRedirect: true,
	};
	let response: unknown;
	try {
		response = await httpRequest(request);
	} catch (error) {
		throw describeAuthorizeFailure(error, timeoutMs);
	}
	const body = (typeof response === 'string' ? safeJson(response) : response) as
		{ access_token?: unknown; expiry?: unknown } | undefined;
	if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
		throw answerWithoutToken();
	}
	return { token: body.access_token, renewAt: renewTime(body.expiry) };
}

function renewTime(expiry: unknown, now = Date.now()): number {
	const parsed = typeof expiry === 'string' ? Date.parse(expiry) : NaN;
	const expiresAt = Number.isNaN(parsed) ? now + DEFAULT_LIFETIME_MS : parsed;
	// A token that seems expired on arrival means this machine's clock runs ahead of Deepvue's (or
	// an expiry rounded to the second): it is used until Deepvue refuses it, and a 401 renews it.
	// Renewing it for every request instead would authorize once per request.
	if (expiresAt <= now) return Number.POSITIVE_INFINITY;
	return expiresAt - Math.min(RENEW_BEFORE_EXPIRY_MS, (expiresAt - now) / 10);
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}
