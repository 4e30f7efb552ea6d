import { NodeApiError } from 'n8n-workflow';
import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodeExecutionData,
	JsonObject,
} from 'n8n-workflow';

import { describeCallError, toNodeApiError } from './errors';

/**
 * Makes one item's request. n8n's declarative engine hands a node control over an item's request
 * only through its pagination hook, so every operation routes through here (`paginate: true`).
 * n8n still authenticates, re-authorizes after a 401, and runs the output hooks.
 */
export async function sendRequest(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	try {
		return await this.makeRoutingRequest(requestData);
	} catch (error) {
		const failure = describeCallError(error);
		// Errors the node raised itself (a non-JSON answer) already read well; NodeApiError keeps them.
		if (failure === undefined) throw new NodeApiError(this.getNode(), error as JsonObject);
		throw toNodeApiError(this.getNode(), failure, this.getItemIndex());
	}
}
