import { NodeApiError } from 'n8n-workflow';
import type { INode, JsonObject } from 'n8n-workflow';

/**
 * "No record": Deepvue answers a lookup it has no record of with 404 and words like "No record
 * found" (its docs do not list 404; its sample clients read it so). It is an answer, paid for like
 * any other: by default an output item (Options > On No Record), for a batch an error. A 404 that
 * says only "Not Found" is what a web server answers for a path it does not serve: a wrong Base
 * URL, so an error, not an answer. What it looks like is here, below every layer that meets it
 * (failures/errors.ts reads a 404 with it); what the node makes of it is answer/noRecordItem.ts.
 */
const NO_RECORD_WORDS =
	/\bno\s+(record|data|details?|match|result)s?\b|\b(record|data|details?)\s+not\s+found\b/i;

/** What to do about a "no record" that fails the item. */
export const NO_RECORD_ADVICE =
	'Deepvue has no record for this input. Check the value; Options > On ' +
	'No Record set to "Output an Item Saying So" makes this an answer instead ' +
	'of an error.';

/** Whether a 404's words are Deepvue's "no record" answer. */
export function isNoRecordDetail(detail: string | undefined): boolean {
	return detail !== undefined && NO_RECORD_WORDS.test(detail);
}

/**
 * The error of a call that the endpoint itself answered "no record" (not its authorization): the
 * transport raises it, and whether it is an answer is the operation's to say.
 */
export class NoRecordAnswer extends NodeApiError {
	constructor(
		node: INode,
		body: JsonObject,
		options: { message: string; description: string; itemIndex: number },
	) {
		super(node, body, { ...options, httpCode: '404' });
	}
}
