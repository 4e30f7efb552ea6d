import { createHash } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

/**
 * A stable key for one request: the SHA-256 of its method, path, query and body (an upload's
 * files stand as their digests). Two requests with the same key ask Deepvue the same question.
 * A hash, so that the memories keyed by it hold no input value (an Aadhaar number, an OTP).
 */
export function requestKey(
	method: string,
	path: string,
	query: IDataObject,
	body: IDataObject | undefined,
): string {
	const sorted = (object: IDataObject) =>
		Object.keys(object)
			.sort()
			.map((name) => [name, object[name]]);
	const text = JSON.stringify([
		method,
		path,
		sorted(query),
		body === undefined ? null : sorted(body),
	]);
	return createHash('sha256').update(text).digest('hex');
}
