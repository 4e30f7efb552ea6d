import type { IDataObject } from 'n8n-workflow';

/**
 * What a paid call to Deepvue brought back, kept so that it is not paid for again: the checked
 * envelope of its answer, or the words of its "no record" answer (also a paid answer), and when
 * it came.
 */
export type PaidAnswer = ({ envelope: IDataObject } | { noRecord: string }) & { answeredAt: number };

/** An answer found for a request before it was sent, and whether another request paid for it. */
export interface KnownAnswer {
	answer: PaidAnswer;
	/** Paid for by another item or another execution (Options > Reuse Answers For), not by this item. */
	reused: boolean;
}

/**
 * A stable text for one request: its method, path, query and body (an upload's body stands as
 * the file's digest). Two requests with the same text ask Deepvue the same question.
 */
export function requestKey(method: string, path: string, query: IDataObject, body: IDataObject | undefined): string {
	const sorted = (object: IDataObject) => Object.keys(object).sort().map((name) => [name, object[name]]);
	return JSON.stringify([method, path, sorted(query), body === undefined ? null : sorted(body)]);
}
