import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { DeepvueOperation } from '../description/operation';

/**
 * Deepvue answers a lookup it has no record of with 404 and words like "No record found" (its
 * docs do not list 404; its sample clients read it so). A 404 that says only "Not Found" is what a
 * web server answers for a path it does not serve: a wrong Base URL, so an error, not an answer.
 */
const NO_RECORD_WORDS = /\bno\s+(record|data|details?|match|result)s?\b|\b(record|data|details?)\s+not\s+found\b/i;

/** Whether a 404's words are Deepvue's "no record" answer. */
export function isNoRecordDetail(detail: string | undefined): boolean {
	return detail !== undefined && NO_RECORD_WORDS.test(detail);
}

/** Errors that are an API call's own 404 answer, as the transport saw it (not an authorization's). */
const answers404 = new WeakSet<NodeApiError>();

/** Notes that `error` is the called endpoint's own 404 answer. */
export function markAnswered404(error: NodeApiError): NodeApiError {
	answers404.add(error);
	return error;
}

/** Deepvue's words when `error` is its "no record" answer to a lookup; undefined for any other failure. */
export function noRecordAnswer(operation: DeepvueOperation, error: unknown): string | undefined {
	if (operation.noRecord === false || !(error instanceof NodeApiError) || !answers404.has(error)) return undefined;
	return isNoRecordDetail(error.message) ? error.message : undefined;
}

/**
 * The item for a lookup Deepvue has no record of: `no_record: true` (absent from every found
 * record, so an IF node tells them apart with `{{ $json.no_record }}`), Deepvue's words, and what
 * the operation's own fields say of it (the revoked-number check: not on the list).
 */
export function noRecordItem(context: IExecuteSingleFunctions, operation: DeepvueOperation, message: string): INodeExecutionData {
	const json: IDataObject = { no_record: true, message, ...operation.noRecord };
	return { json, pairedItem: { item: context.getItemIndex() } };
}
