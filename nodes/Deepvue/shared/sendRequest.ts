import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { apiBaseUrl } from '../../../credentials/accessToken';
import { callApi } from './callApi';

/**
 * Makes one item's request. n8n's declarative engine hands a node control over an item's request
 * only through its pagination hook, so every operation routes through here (`paginate: true`).
 * n8n still authenticates, re-authorizes after a 401, and runs the output hooks.
 */
export async function sendRequest(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const credentials = await this.getCredentials('deepvueApi');
	requestData.options.baseURL = apiBaseUrl(credentials.baseUrl);
	return await callApi(this, credentials, requestData.options.method ?? 'GET', async () => await this.makeRoutingRequest(requestData));
}
