import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { batchAcceptedError, itemError } from './request/errors';
import { RefusedInAnotherItem } from './inputs/itemInputs';
import { noRecordAnswer, noRecordItem } from './answer/noRecord';
import type { DeepvueOperation } from './description/operation';
import { readOptions } from './description/readOptions';
import { prepareRequest } from './request/prepareRequest';
import { resultField, toOutputItems } from './answer/output';
import type { CallKind } from './request/retryPolicy';
import { callApi } from './request/transport';

function callKindOf(operation: DeepvueOperation): CallKind {
	if (operation.method === 'GET') return 'read';
	return operation.inputs.some((input) => input.in === 'file') ? 'submission' : 'paidPost';
}

/**
 * Runs one item of an operation: its request through the transport, once, then its output steps.
 * n8n's declarative engine hands a node control over an item's request only through a pagination
 * hook, so every operation routes through here (`paginate: true`). n8n still authenticates and
 * re-authorizes after a 401.
 */
export function runOperation(operation: DeepvueOperation) {
	const kind = callKindOf(operation);
	return async function (
		this: IExecutePaginationFunctions,
		requestData: DeclarativeRestApiSettings.ResultOptions,
	): Promise<INodeExecutionData[]> {
		try {
			// The operation's routing always sets the URL; n8n's type leaves it optional.
			const response = await callApi(this, requestData.options as IHttpRequestOptions, kind, { prepare: prepareRequest(this, operation) });
			const items = toOutputItems(this, response);
			return await runFollowUps(this, operation, items);
		} catch (error) {
			return failedItem(this, operation, error);
		}
	};
}

/**
 * What an item that did not get its result outputs. A lookup Deepvue has no record of is an
 * answer. With Continue On Fail, n8n's own error item would lose its pairing with the input row
 * (RoutingNode builds it without `pairedItem`), so the node outputs it: `{ error: message }`,
 * which n8n's error output recognises and merges the input row into. Otherwise the error stops
 * the node, reported by RoutingNode for the first item that throws: the item whose input was
 * refused, so the other items of a refused run output nothing (none of them was sent).
 */
function failedItem(context: IExecuteSingleFunctions, operation: DeepvueOperation, error: unknown): INodeExecutionData[] {
	if (error instanceof RefusedInAnotherItem) return [];
	const noRecord = noRecordAnswer(operation, error);
	if (noRecord !== undefined && readOptions(context).outputsNoRecord) return [noRecordItem(context, operation, noRecord)];
	const nodeError = itemError(context.getNode(), error);
	if (!context.continueOnFail()) throw nodeError;
	return [{ json: { error: nodeError.message }, pairedItem: { item: context.getItemIndex() } }];
}

/**
 * Waiting for a batch and downloading its file come after the paid call: a failure there names the
 * batch's request ID, so its result can still be fetched without paying again.
 */
async function runFollowUps(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const options = readOptions(context);
	let current = items;
	for (const followUp of operation.followUps ?? []) {
		try {
			if (options[followUp.option]) current = await followUp.run(context, current);
		} catch (error) {
			const requestId = resultField(items[0]?.json ?? {}, 'request_id');
			throw typeof requestId === 'string' && requestId !== '' ? batchAcceptedError(error, requestId) : error;
		}
	}
	return current;
}
