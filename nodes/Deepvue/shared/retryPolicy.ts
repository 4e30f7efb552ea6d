import type { IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * When and how long to wait before trying a failed call again: rate limits (429) and an
 * unavailable source (503) for every call, and dropped connections for lookups (GET) only, since
 * a POST that reached the API may already have been processed and charged.
 */
export interface RetrySettings {
	/** Attempts in all, the first included. */
	maxAttempts: number;
	/** Longest wait between two attempts, in milliseconds. */
	maxDelayMs: number;
}

export const DEFAULT_RETRY: RetrySettings = { maxAttempts: 5, maxDelayMs: 30_000 };

/** The node's Options > Retry settings. */
export function retrySettings(context: IExecuteSingleFunctions): RetrySettings {
	const attempts = Number(context.getNodeParameter('options.maxAttempts', DEFAULT_RETRY.maxAttempts));
	const delay = Number(context.getNodeParameter('options.maxRetryDelay', DEFAULT_RETRY.maxDelayMs));
	return {
		maxAttempts: Number.isFinite(attempts) && attempts >= 1 ? Math.floor(attempts) : DEFAULT_RETRY.maxAttempts,
		maxDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_RETRY.maxDelayMs,
	};
}

const BASE_DELAY_MS = 500;
const RETRIED_STATUSES = new Set(['429', '503']);
const RETRIED_NETWORK_CODES = new Set([
	'ECONNRESET',
	'ECONNREFUSED',
	'ETIMEDOUT',
	'ECONNABORTED',
	'EPIPE',
	'EAI_AGAIN',
	'ERR_SOCKET_CONNECTION_TIMEOUT',
]);

export interface FailedAttempt {
	httpCode: string;
	/** Node error code of a dropped connection, e.g. ECONNRESET. */
	networkCode?: string;
	/** The Retry-After header, when the API sent one. */
	retryAfter?: string;
}

export function isRetryable(failure: FailedAttempt, method: string): boolean {
	if (RETRIED_STATUSES.has(failure.httpCode)) return true;
	return method.toUpperCase() === 'GET' && failure.networkCode !== undefined && RETRIED_NETWORK_CODES.has(failure.networkCode);
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
 * exponential backoff with full jitter (a random wait up to 0.5 s, 1 s, 2 s... capped), so items
 * that failed together do not retry together.
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
	return Math.floor(random() * ceiling);
}
