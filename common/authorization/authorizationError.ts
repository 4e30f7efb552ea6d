import {
	BASE_URL_ADVICE,
	CHECK_CREDENTIAL,
	CHECK_CREDENTIAL_SENTENCE,
	NETWORK_ADVICE,
	REDIRECT_ADVICE,
} from '../advice';
import { detailOf, exchangeOf, isTimeoutCode } from '../httpFailure';
import { DEFAULT_AUTHORIZE_TIMEOUT_MS, seconds } from '../limits/timeouts';

// What a failed authorization means and what the user is told, for the credential's test and the
// node's calls alike; the node's own calls are described in nodes/Deepvue/failures/errors.ts, in the
// same words where they advise the same thing (../advice.ts).

/**
 * A failure of the Deepvue credential, raised while checking it or authorizing with it: safe to
 * show, since no request options (which hold the secret) are attached. The node's errors keep its
 * message and description as they are. `httpCode` is Deepvue's answer, or 'none' when no answer
 * came or nothing was sent; with 'none', n8n shows the message as it is, in the credential test too.
 */
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

/**
 * n8n's own refusal to send the request, which says why and what to do: its SSRF protection
 * blocking an internal address ("...resolves to a restricted IP address", "...ask your n8n
 * administrator to allowlist it"). Nothing was sent, so no answer or error code came with it.
 */
function n8nRefusal(error: unknown): { reason: string; advice: string } | undefined {
	const { message, description } = error as { message?: unknown; description?: unknown };
	if (
		typeof message !== 'string' ||
		message === '' ||
		typeof description !== 'string' ||
		description === ''
	)
		return undefined;
	return { reason: message, advice: description };
}

/** Deepvue's answers to an authorization that refuse the login itself: a wrong secret, an inactive client. */
const REFUSED_LOGIN_CODES = new Set([400, 401, 403]);

/** Whether an authorization failed because Deepvue refused the login (not a network failure or an outage). */
export function isRefusedLogin(error: unknown): boolean {
	return error instanceof AuthorizationError && REFUSED_LOGIN_CODES.has(Number(error.httpCode));
}

/**
 * Turns an HTTP client error into a message that keeps the API's words and drops the request.
 * Error codes stay out of the messages: n8n replaces a message that holds one with its own text.
 */
export function describeAuthorizeFailure(error: unknown, timeoutMs: number): AuthorizationError {
	const exchange = exchangeOf(error);
	const { status } = exchange;
	const detail = detailOf(exchange.body);
	const code = exchange.code ? ` (${exchange.code})` : '';
	if (status === undefined && isTimeoutCode(exchange.code)) {
		return new AuthorizationError(
			'Deepvue did not answer in time when authorizing',
			`The authorization was given up after ${seconds(timeoutMs)}: the node's ` +
				`Settings > Request Options > Timeout when set, else ${seconds(DEFAULT_AUTHORIZE_TIMEOUT_MS)}. ` +
				`Deepvue may be slow right now: try again later, or raise the timeout. ` +
				`If it persists, check the Base URL in the Deepvue credential.${code}`,
			'none',
		);
	}
	const refusal = n8nRefusal(error);
	if (status === undefined && exchange.code === undefined && refusal) {
		return new AuthorizationError(
			`Could not reach Deepvue to authorize: ${refusal.reason}`,
			refusal.advice,
			'none',
		);
	}
	if (status === undefined) {
		return new AuthorizationError(
			'Could not reach Deepvue to authorize',
			`${NETWORK_ADVICE}${code}`,
			'none',
		);
	}
	if (status >= 300 && status < 400) {
		return new AuthorizationError(
			`Deepvue answered the authorization with a redirect (HTTP ${status}), which is not followed`,
			REDIRECT_ADVICE,
			String(status),
		);
	}
	const refusedClient = REFUSED_LOGIN_CODES.has(status);
	const whatToCheck = refusedClient ? ` (${CHECK_CREDENTIAL}, and that the client is active)` : '';
	return new AuthorizationError(
		// A next node reads only the message of a failed item: what to check goes there too.
		`Deepvue refused the authorization: ${detail ?? `HTTP ${status}`}${whatToCheck}`,
		refusedClient
			? `${CHECK_CREDENTIAL_SENTENCE}, and that the client is active.`
			: status === 404 || status === 405
				? `${BASE_URL_ADVICE} Then check that this n8n reaches Deepvue, not another server.`
				: 'Try again later; if it persists, check the Base URL in the Deepvue credential.',
		String(status),
	);
}

/** An answer to the authorization that holds no token: not the Deepvue API at the Base URL. */
export function answerWithoutToken(): AuthorizationError {
	return new AuthorizationError(
		'Deepvue answered the authorization request without an access token',
		'Check that the Base URL in the Deepvue credential points at the Deepvue API.',
		'502',
	);
}
