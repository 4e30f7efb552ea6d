import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { NO_RECORD_ADVICE, NoRecordAnswer } from '../model/noRecordAnswer';
import type { DeepvueOperation } from '../model/operation';

/**
 * Deepvue's words when `error` is its "no record" answer to a lookup; undefined for any other
 * failure, or for a batch.
 */
export function noRecordWordsOf(operation: DeepvueOperation, error: unknown): string | undefined {
	return operation.noRecord !== false && error instanceof NoRecordAnswer
		? error.message
		: undefined;
}

/**
 * The item for a lookup Deepvue has no record of: `no_record: true` (absent from every found
 * record, so an IF node tells them apart with `{{ $json.no_record }}`), Deepvue's words, and what
 * the operation's own fields say of it (the revoked-number check: not on the list).
 */
export function noRecordItem(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	message: string,
): INodeExecutionData {
	const json: IDataObject = { no_record: true, message, ...operation.noRecord };
	return { json, pairedItem: { item: context.getItemIndex() } };
}

/** The item's error for a "no record" answer, when Options > On No Record says to fail the item. */
export function noRecordError(context: IExecuteSingleFunctions, message: string): NoRecordAnswer {
	return new NoRecordAnswer(
		context.getNode(),
		{ detail: message },
		{
			message,
			description: NO_RECORD_ADVICE,
			itemIndex: context.getItemIndex(),
		},
	);
}
