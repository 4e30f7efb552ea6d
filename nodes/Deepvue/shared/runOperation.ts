import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { batchAcceptedError } from './errors';
import type { DeepvueOperation } from './operation';
import { prepareRequest } from './prepareRequest';
import { resultField, toOutputItems } from './output';
import type { CallKind } from './retryPolicy';
import { callApi } from './transport';

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
		// The operation's routing always sets the URL; n8n's type leaves it optional.
		const response = await callApi(this, requestData.options as IHttpRequestOptions, kind, { prepare: prepareRequest(this, operation) });
		const items = toOutputItems(this, response);
		return await runFollowUps(this, operation, items);
	};
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
	let current = items;
	for (const followUp of operation.followUps ?? []) {
		try {
			current = await followUp.call(context, current);
		} catch (error) {
			const requestId = resultField(items[0]?.json ?? {}, 'request_id');
			throw typeof requestId === 'string' && requestId !== '' ? batchAcceptedError(error, requestId) : error;
		}
	}
	return current;
}
