/**
 * Error answers of the emulated API. Deepvue's error bodies are `{"detail": "<message>"}` only,
 * without the success envelope's code, timestamp or transaction_id.
 */
import { STATUS_CODES } from 'node:http';

/** The `detail` text used for a status when no more specific one is given. */
export const STANDARD_DETAILS: Readonly<Record<number, string>> = {
	400: 'Bad Request',
	401: 'Not authenticated',
	403: 'Forbidden',
	404: 'No record found',
	405: 'Method Not Allowed',
	413: 'Request Entity Too Large',
	422: 'Validation error',
	429: 'Rate limit exceeded. Please retry after some time.',
	500: 'Internal Server Error',
	503: 'Source Unavailable',
};

export function standardDetail(status: number): string {
	return STANDARD_DETAILS[status] ?? STATUS_CODES[status] ?? `HTTP ${status}`;
}

/** An error answer: thrown anywhere while handling a request, sent as `{"detail": ...}`. */
export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly detail: string = standardDetail(status),
		readonly headers: Readonly<Record<string, string>> = {},
	) {
		super(detail);
		this.name = 'ApiError';
	}
}

/** 422: a parameter is missing or malformed. */
export function invalid(detail: string): ApiError {
	return new ApiError(422, detail);
}

/** 503: the source behind the check is down. */
export function unavailable(): ApiError {
	return new ApiError(503, STANDARD_DETAILS[503]);
}

/** 404: the lookup found nothing for this input. */
export function notFound(detail = STANDARD_DETAILS[404]): ApiError {
	return new ApiError(404, detail);
}
