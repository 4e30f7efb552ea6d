import type { IDataObject } from 'n8n-workflow';

/**
 * A stable text for one request: its method, path, query and body (an upload's body stands as
 * the file's digest). Two requests with the same text ask Deepvue the same question.
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
	return JSON.stringify([method, path, sorted(query), body === undefined ? null : sorted(body)]);
}
