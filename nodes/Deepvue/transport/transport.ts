import { NodeApiError } from 'n8n-workflow';
import type {
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	JsonObject,
} from 'n8n-workflow';

import { apiBaseUrl, prepareAccessToken } from '../../../common/authorization/accessToken';
import { clientKeyHeaders, usesClientKey } from '../../../common/authorization/clientKey';
import { loginOf } from '../../../common/authorization/login';
import { REAL_CLOCK } from '../../../common/clock';
import type { Clock } from '../../../common/clock';
import { answerError, describeCallError, finalFailure, toNodeApiError } from '../failures/errors';
import type { RateLimit } from '../../../common/limits/plans';
import { joinQueue, noteThrottled, waitForSlot } from './pacing';
import type { QueuePlace } from './pacing';
import { DEFAULT_TIMEOUTS_MS } from '../../../common/limits/timeouts';
import type { NodeOptions } from '../model/nodeOptions';
import type { RunCredential } from './runCredential';
import { waitToSend } from './inFlight';
import { isRetryable, mayHaveBeenProcessed, retryDelayMs } from './retryPolicy';
import { unsettledCallError, unsettledMessage } from '../failures/unsettledCall';
import type { SingleUse } from '../model/singleUse';
import type { CallKind, FailedAttempt } from './retryPolicy';

/**
 * Every HTTP call the Deepvue node makes goes through `send`: it waits for the call's pacing slot
 * (under the credential's rate limit), sends, classifies a failure, and retries what `kind` allows. It makes
 * one exchange and nothing else, so retrying it can never repeat the work that follows an answer
 * (status polling, downloads). An item's request, built from its inputs, comes with the item's
 * place in its client's pacing queue (`joinClientQueue`): the request is built only once that
 * place is next.
 */

/**
 * What a call reads of the item's options (read once per item, runOperation.ts): its retries and
 * n8n's Request Options.
 */
export type CallOptions = Pick<NodeOptions, 'retry' | 'requestSettings'>;

interface Call {
	request: IHttpRequestOptions;
	/** The item's options: how often to try, and n8n's Request Options. */
	options: CallOptions;
	kind: CallKind;
	/** The longest silence for this call, unless Request Options > Timeout says otherwise. */
	timeoutMs: number;
	/** When the caller stops waiting (Wait Timeout): no attempt waits or is retried past it. */
	deadline?: number;
	/** The run's Deepvue credential, for an API call (token, pacing); none for a pre-signed file link. */
	credential?: RunCredential;
	/** The queue place the request was built in: its first attempt takes its slot from there. */
	place?: QueuePlace;
	/** What the call does that cannot be done twice, for the error of one that got no answer. */
	singleUse?: SingleUse;
	/** What the retry waits and the deadline read: the real clock in n8n. */
	clock: Clock;
}

/** An answer the caller reads itself that says to try again later (429, 503), as a failed attempt. */
function busyAnswer(response: IN8nHttpFullResponse): FailedAttempt | undefined {
	const status = response.statusCode;
	if (status !== 429 && status !== 503) return undefined;
	const retryAfter = response.headers?.['retry-after'];
	return {
		httpCode: String(status),
		retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
	};
}

/** Lets go of an answer's unread body (a stream), so its connection is freed. */
function discardBody(response: IN8nHttpFullResponse): void {
	const body = response.body as { destroy?: () => void } | undefined;
	body?.destroy?.();
}

/**
 * Takes the request's pacing slot and returns when it left: the first attempt from the place the
 * request was built in, when it has one; a retry at the end of the queue.
 */
function slotTaker(
	place: QueuePlace | undefined,
	limiterKey: string,
	clock: Clock,
	limit?: RateLimit,
) {
	let first = place;
	return async (): Promise<number> => {
		const mine = first;
		first = undefined;
		if (mine) return await mine.takeSlot();
		return limit ? await waitForSlot(limiterKey, limit) : clock.now();
	};
}

/**
 * Waits until an item's request is next in its client's pacing queue (paced credentials; at once
 * otherwise) and returns its place: the item's request is then built and sent with it (`callApi`),
 * or the place is left (the request is not sent).
 */
export async function joinClientQueue({ client, limit }: RunCredential): Promise<QueuePlace> {
	return await joinQueue(client.limitKey, limit);
}

async function send(context: IExecuteSingleFunctions, call: Call): Promise<IN8nHttpFullResponse> {
	const settings = call.options.retry();
	const { credential, clock } = call;
	const credentials = credential?.data;
	const request: IHttpRequestOptions = {
		...call.request,
		...call.options.requestSettings(call.timeoutMs),
		returnFullResponse: true,
	};
	const { deadline } = call;
	const timeout = request.timeout ?? call.timeoutMs;
	if (credentials) {
		request.baseURL = apiBaseUrl(credentials.baseUrl);
		// Requests carry the client secret and token: they go to the Base URL and nowhere else.
		request.disableFollowRedirect = true;
	}
	const limiterKey = credential?.client.limitKey ?? '';
	const limit = credential?.limit;
	const takeSlot = slotTaker(call.place, limiterKey, clock, limit);
	// DigiLocker and eKYC take the client ID and secret as headers, and no access token.
	const clientKey = credentials !== undefined && usesClientKey(request.url);

	let reauthorized = false;
	/** Waits before the next attempt when the failure and the attempts left allow one; false when not. */
	const waitedToRetry = async (attempt: number, failure: FailedAttempt): Promise<boolean> => {
		if (attempt >= settings.maxAttempts || !isRetryable(failure, call.kind)) return false;
		const delay = retryDelayMs(attempt, failure, settings, Math.random, clock.now());
		if (deadline !== undefined && clock.now() + delay >= deadline) return false;
		await clock.sleep(delay);
		return true;
	};
	/**
	 * Classifies a failed attempt and returns when the next one may start, else throws the call's
	 * error. `answered`: the failure is the endpoint's own answer, not the authorization's.
	 */
	const retryOrThrow = async (
		attempt: number,
		error: unknown,
		sentAt: number,
		answered: boolean,
	): Promise<void> => {
		const failure = describeCallError(error);
		// Errors the node raised itself already read well; NodeApiError keeps them.
		if (failure === undefined) throw new NodeApiError(context.getNode(), error as JsonObject);
		if (limit && failure.httpCode === '429') noteThrottled(limiterKey, limit, sentAt);
		// n8n re-authorizes once after a 401; a second 401 means the fresh token was already
		// stale (it expired on the way, or another process replaced it). Nothing was processed.
		if (
			credentials &&
			!clientKey &&
			failure.httpCode === '401' &&
			failure.body !== undefined &&
			!reauthorized
		) {
			reauthorized = true;
			return;
		}
		if (await waitedToRetry(attempt, failure)) return;
		if (answered && call.singleUse && mayHaveBeenProcessed(failure)) {
			throw unsettledCallError(
				context.getNode(),
				call.singleUse,
				unsettledMessage(call.singleUse, failure.message, sentAt),
				context.getItemIndex(),
			);
		}
		const final = finalFailure(failure, attempt);
		throw (answered ? answerError : toNodeApiError)(
			context.getNode(),
			final,
			context.getItemIndex(),
		);
	};

	for (let attempt = 1; ; attempt++) {
		const startedAt = clock.now();
		if (deadline !== undefined)
			request.timeout = Math.max(1, Math.min(timeout, deadline - startedAt));
		// A request takes its pacing slot once it can really leave, with the token there.
		if (credentials) {
			try {
				if (clientKey)
					request.headers = { ...request.headers, ...clientKeyHeaders(loginOf(credentials)) };
				else
					await prepareAccessToken(
						context.helpers.httpRequest,
						credentials,
						request.timeout,
						clock,
					);
			} catch (error) {
				await retryOrThrow(attempt, error, startedAt, false);
				continue;
			}
		}
		const sentAt = await takeSlot();
		let response: IN8nHttpFullResponse;
		const doneSending = await waitToSend();
		try {
			// n8n reads the credential again as the request leaves: the token may have been renewed
			// while this request waited for its slot.
			response = (await (credentials && !clientKey
				? context.helpers.httpRequestWithAuthentication.call(context, 'deepvueApi', request)
				: context.helpers.httpRequest(request))) as IN8nHttpFullResponse;
		} catch (error) {
			doneSending();
			await retryOrThrow(attempt, error, sentAt, true);
			continue;
		}
		doneSending();
		// A caller that reads error answers itself (a download) still has the passing ones retried.
		const busy = request.ignoreHttpStatusErrors === true ? busyAnswer(response) : undefined;
		if (busy === undefined) return response;
		discardBody(response);
		if (!(await waitedToRetry(attempt, busy))) return response;
	}
}

/**
 * What an API call may add to its request: a status check's shorter timeout and deadline, an
 * item's queue place, what a single-use call does, the clock its waits run on (the real one by
 * default).
 */
export interface ApiCallExtras {
	timeoutMs?: number;
	deadline?: number;
	place?: QueuePlace;
	singleUse?: SingleUse;
	clock?: Clock;
}

/** A call to the Deepvue API at `request.url` (a path), with the run's credential: its token and key. */
export async function callApi(
	context: IExecuteSingleFunctions,
	credential: RunCredential,
	request: IHttpRequestOptions,
	kind: CallKind,
	options: CallOptions,
	{
		timeoutMs = DEFAULT_TIMEOUTS_MS.api,
		deadline,
		place,
		singleUse,
		clock = REAL_CLOCK,
	}: ApiCallExtras = {},
): Promise<IN8nHttpFullResponse> {
	try {
		return await send(context, {
			request,
			options,
			kind,
			timeoutMs,
			deadline,
			credential,
			place,
			singleUse,
			clock,
		});
	} finally {
		// A call that failed before its first slot (its authorization, say) lets the next in the queue go.
		place?.leave();
	}
}

/** A file a result links to: a pre-signed address, fetched without Deepvue's credentials (common/files/download.ts). */
export async function downloadFile(
	context: IExecuteSingleFunctions,
	request: IHttpRequestOptions,
	options: CallOptions,
	clock: Clock = REAL_CLOCK,
): Promise<IN8nHttpFullResponse> {
	return await send(context, {
		request,
		options,
		kind: 'read',
		timeoutMs: DEFAULT_TIMEOUTS_MS.download,
		clock,
	});
}
