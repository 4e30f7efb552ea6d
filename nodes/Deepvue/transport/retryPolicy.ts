import type { RetrySettings } from '../model/nodeOptions';

/**
 * When and how long to wait before trying a failed call again. What may be sent again depends on
 * what the call does, since a request that reached the API may already have been processed and
 * charged (docs/limits-and-retries.md).
 */

/**
 * What a call is, for deciding what may be sent again:
 * - `read`: a GET (lookups, batch status, file downloads); nothing changes on the API side.
 * - `paidPost`: a JSON POST lookup; Deepvue documents 429 (rate limit) and 503 (source
 *   unavailable) as answers for which nothing was looked up.
 * - `submission`: a batch upload; only a 429 says the file was refused before any work.
 * - `singleUse`: a call that cannot be done twice (the penny drop's ₹1, an Aadhaar OTP sent or
 *   checked, a DigiLocker code spent: model/singleUse.ts); only a 429 or a connection that never
 *   opened say nothing was sent. A 503 may come from behind the work.
 */
export type CallKind = 'read' | 'paidPost' | 'submission' | 'singleUse';

const BASE_DELAY_MS = 500;
/** The connection never opened, so the request cannot have reached the API. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'ENOTFOUND']);
/** The connection dropped or timed out: a GET may be repeated, a POST may have been processed. */
const DROPPED_CODES = new Set([
	'ECONNRESET',
	'ETIMEDOUT',
	'ECONNABORTED',
	'EPIPE',
	'ERR_SOCKET_CONNECTION_TIMEOUT',
]);

export interface FailedAttempt {
	httpCode: string;
	/** Node error code of a failed connection, e.g. ECONNRESET. */
	networkCode?: string;
	/** The Retry-After header, when the API sent one. */
	retryAfter?: string;
}

export function isRetryable(failure: FailedAttempt, kind: CallKind): boolean {
	if (failure.httpCode === '429') return true;
	if (failure.networkCode !== undefined) {
		return (
			NOT_SENT_CODES.has(failure.networkCode) ||
			(kind === 'read' && DROPPED_CODES.has(failure.networkCode))
		);
	}
	return failure.httpCode === '503' && (kind === 'read' || kind === 'paidPost');
}

/**
 * Whether a failed call may have been processed all the same: it may have reached the API and got
 * no answer (a dropped connection, a timeout), or a server error answered it (5xx). Not a refusal
 * (4xx, 429), nor a connection that never opened.
 */
export function mayHaveBeenProcessed(failure: FailedAttempt): boolean {
	if (failure.networkCode !== undefined) return !NOT_SENT_CODES.has(failure.networkCode);
	return failure.httpCode === 'none' || failure.httpCode.startsWith('5');
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
function retryAfterMs(header: string | undefined, now: number): number | undefined {
	if (header === undefined || header.trim() === '') return undefined;
	const seconds = Number(header);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
	const date = Date.parse(header);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before attempt `attempt + 1`: the server's Retry-After when it gave one, else
 * exponential backoff, half fixed and half random (0.25 to 0.5 s, 0.5 to 1 s, 1 to 2 s... capped):
 * the random half keeps items that failed together from retrying together, the fixed half makes
 * the default attempts span at least a few seconds (3.75 s for 5), enough to outlast a short spell
 * of 429s, which Deepvue sends without Retry-After.
 */
export function retryDelayMs(
	attempt: number,
	failure: FailedAttempt,
	settings: RetrySettings,
	random = Math.random,
	now = Date.now(),
): number {
	const asked = retryAfterMs(failure.retryAfter, now);
	if (asked !== undefined) return Math.min(asked, settings.maxDelayMs);
	const ceiling = Math.min(settings.maxDelayMs, BASE_DELAY_MS * 2 ** (attempt - 1));
	return Math.floor(ceiling / 2 + (random() * ceiling) / 2);
}
