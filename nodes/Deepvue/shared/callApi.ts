import { NodeApiError, sleep } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, IExecuteSingleFunctions, JsonObject } from 'n8n-workflow';

import { prepareAccessToken } from '../../../credentials/accessToken';
import { describeCallError, toNodeApiError } from './errors';
import { rateLimitOf } from './rateLimit';
import { noteThrottled, waitForSlot } from './rateLimiter';
import { isRetryable, retryDelayMs, retrySettings } from './retryPolicy';

/**
 * Makes a call to the Deepvue API the way every call is made: it waits for a slot under the
 * credential's rate limit, retries what is worth retrying, and turns a final failure into an error
 * that says what to do and carries nothing of the request (which holds the credentials).
 */
export async function callApi<T>(
	context: IExecuteSingleFunctions,
	credentials: ICredentialDataDecryptedObject,
	method: string,
	send: () => Promise<T>,
): Promise<T> {
	const limit = rateLimitOf(credentials);
	const limiterKey = `${String(credentials.baseUrl)}|${String(credentials.clientId)}`;
	const settings = retrySettings(context);
	await prepareAccessToken(context.helpers.httpRequest, credentials);

	for (let attempt = 1; ; attempt++) {
		const sentAt = await waitForSlot(limiterKey, limit);
		try {
			return await send();
		} catch (error) {
			const failure = describeCallError(error);
			// Errors the node raised itself (a non-JSON answer) already read well; NodeApiError keeps them.
			if (failure === undefined) throw new NodeApiError(context.getNode(), error as JsonObject);
			if (failure.httpCode === '429') noteThrottled(limiterKey, limit, sentAt);
			if (attempt < settings.maxAttempts && isRetryable(failure, method)) {
				await sleep(retryDelayMs(attempt, failure, settings));
				continue;
			}
			if (attempt > 1) failure.description = `${failure.description} The node tried ${attempt} times.`;
			throw toNodeApiError(context.getNode(), failure, context.getItemIndex());
		}
	}
}
