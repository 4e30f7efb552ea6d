import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INode, INodeExecutionData, JsonObject } from 'n8n-workflow';

import type { DeepvueOperation } from '../model/operation';

/**
 * "No record": Deepvue answers a lookup it has no record of with 404 and words like "No record
 * found" (its docs do not list 404; its sample clients read it so). It is an answer, paid for like
 * any other: by default an output item (Options > On No Record), for a batch an error. A 404 that
 * says only "Not Found" is what a web server answers for a path it does not serve: a wrong Base
 * URL, so an error, not an answer. Everything the node knows of it is here.
 */
const NO_RECORD_WORDS = /\bno\s+(record|data|details?|match|result)s?\b|\b(record|data|details?)\s+not\s+found\b/i;

/** What to do about a "no record" that fails the item. */
export const NO_RECORD_ADVICE =
	'Deepvue has no record for this input. Check the value; Options > On No Record set to "Output an Item Saying So" makes this an answer instead of an error.';

/** Whether a 404's words are Deepvue's "no record" answer. */
export function isNoRecordDetail(detail: string | undefined): boolean {
	return detail !== undefined && NO_RECORD_WORDS.test(detail);
}

/**
 * The error of a call that the endpoint itself answered "no record" (not its authorization): the
 * transport raises it, and whether it is an answer is the operation's to say.
 */
export class NoRecordAnswer extends NodeApiError {
	constructor(node: INode, body: JsonObject, options: { message: string; description: string; itemIndex: number }) {
		super(node, body, { ...options, httpCode: '404' });
	}
}

/** Deepvue's words when `error` is its "no record" answer to a lookup; undefined for any other failure, or for a batch. */
export function noRecordAnswer(operation: DeepvueOperation, error: unknown): string | undefined {
	return operation.noRecord !== false && error instanceof NoRecordAnswer ? error.message : undefined;
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

/** The item's error for a "no record" answer, when Options > On No Record says to fail the item. */
export function noRecordError(context: IExecuteSingleFunctions, message: string): NoRecordAnswer {
	return new NoRecordAnswer(context.getNode(), { detail: message }, {
		message,
		description: NO_RECORD_ADVICE,
		itemIndex: context.getItemIndex(),
	});
}
