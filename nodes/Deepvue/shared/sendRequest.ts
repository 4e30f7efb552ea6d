import { NodeApiError, sleep } from 'n8n-workflow';
import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodeExecutionData,
	JsonObject,
} from 'n8n-workflow';

import { apiBaseUrl } from '../../../credentials/accessToken';
import { describeCallError, toNodeApiError } from './errors';
import { rateLimitOf } from './rateLimit';
import { waitForSlot } from './rateLimiter';
import { isRetryable, retryDelayMs, retrySettings } from './retryPolicy';

/**
 * Makes one item's request: waits for a slot under the plan's rate limit, sends, and retries what
 * is worth retrying. n8n's declarative engine hands a node control over an item's request only
 * through its pagination hook, so every operation routes through here (`paginate: true`).
 * n8n still authenticates, re-authorizes after a 401, and runs the output hooks.
 */
export async function sendRequest(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const credentials = await this.getCredentials('deepvueApi');
	const limit = rateLimitOf(credentials);
	const limiterKey = `${String(credentials.baseUrl)}|${String(credentials.clientId)}`;
	const settings = retrySettings(this);
	const method = requestData.options.method ?? 'GET';
	requestData.options.baseURL = apiBaseUrl(credentials.baseUrl);

	for (let attempt = 1; ; attempt++) {
		await waitForSlot(limiterKey, limit);
		try {
			return await this.makeRoutingRequest(requestData);
		} catch (error) {
			const failure = describeCallError(error);
			// Errors the node raised itself (a non-JSON answer) already read well; NodeApiError keeps them.
			if (failure === undefined) throw new NodeApiError(this.getNode(), error as JsonObject);
			if (attempt < settings.maxAttempts && isRetryable(failure, method)) {
				await sleep(retryDelayMs(attempt, failure, settings));
				continue;
			}
			if (attempt > 1) failure.description = `${failure.description} The node tried ${attempt} times.`;
			throw toNodeApiError(this.getNode(), failure, this.getItemIndex());
		}
	}
}
