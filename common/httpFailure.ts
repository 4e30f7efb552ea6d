import { isObject } from './isObject';

/**
 * Reading a failed HTTP exchange with Deepvue, for the authorization (common/authorization/accessToken.ts) and
 * for the node's calls (nodes/Deepvue/failures/errors.ts) alike: what came back, without the
 * request, which holds the credentials.
 */

/** Codes of a call given up for want of an answer (axios says ECONNABORTED for its own timeout). */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Whether a call without an answer was given up for its timeout. */
export function isTimeoutCode(code: string | undefined): boolean {
	return code !== undefined && TIMEOUT_CODES.has(code);
}

/** What the HTTP client's error tells of the exchange. */
export interface Exchange {
	/** The answer's status, when an answer came. */
	status?: number;
	body?: unknown;
	/** The answer's Retry-After header. */
	retryAfter?: string;
	/** Node's error code when no answer came, e.g. ECONNRESET. */
	code?: string;
}

/** The exchange an HTTP client's error (axios's shape: `response`, `code`) tells of. */
export function exchangeOf(clientError: unknown): Exchange {
	if (!isObject(clientError)) return {};
	const { response, code } = clientError;
	const exchange: Exchange = typeof code === 'string' && code !== '' ? { code } : {};
	if (isObject(response) && typeof response.status === 'number') {
		const retryAfter = isObject(response.headers) ? response.headers['retry-after'] : undefined;
		exchange.status = response.status;
		exchange.body = response.data;
		if (typeof retryAfter === 'string' || typeof retryAfter === 'number')
			exchange.retryAfter = String(retryAfter);
	}
	return exchange;
}

/** Deepvue's own words in an error body: `{"detail": "..."}`, a list of validation errors, or a short text body. */
export function detailOf(body: unknown): string | undefined {
	if (isObject(body)) {
		const { detail, message } = body;
		if (typeof detail === 'string' && detail.trim() !== '') return detail.trim();
		if (Array.isArray(detail)) {
			const texts = detail
				.map((entry: unknown) =>
					isObject(entry) && typeof entry.msg === 'string' ? entry.msg : undefined,
				)
				.filter((text): text is string => text !== undefined);
			if (texts.length) return texts.join('; ');
		}
		if (typeof message === 'string' && message.trim() !== '') return message.trim();
	}
	if (typeof body === 'string' && body.trim() !== '' && !/^\s*</.test(body) && body.length <= 300) {
		return body.trim();
	}
	return undefined;
}
