import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { INode, JsonObject } from 'n8n-workflow';

import { CONSENT_REASONS } from '../options/consent';
import { NO_RECORD_ADVICE, NoRecordAnswer, isNoRecordDetail } from '../model/noRecordAnswer';
import {
	BASE_URL_ADVICE,
	CHECK_CREDENTIAL,
	CHECK_CREDENTIAL_SENTENCE,
	NETWORK_ADVICE,
	REDIRECT_ADVICE,
} from '../../../common/advice';
import { detailOf, exchangeOf, isTimeoutCode } from '../../../common/httpFailure';
import { isObject } from '../../../common/isObject';
import { withAadhaarNumbersMasked } from '../inputs/aadhaarNumber';
import { DEFAULT_TIMEOUTS_MS, seconds } from '../../../common/limits/timeouts';

/** What to do about each answer, in the user's terms. */
const ADVICE: Record<string, string> = {
	'400': 'Check the input values. If Deepvue says the client is inactive, contact Deepvue support.',
	'401': `${CHECK_CREDENTIAL_SENTENCE}.`,
	'403':
		'Your Deepvue plan does not include this check. Ask Deepvue to enable it for your client ID.',
	'404': NO_RECORD_ADVICE,
	'409':
		'Deepvue is still serving the same request: an Aadhaar OTP was sent for this number ' +
		'moments ago. Ask the applicant for that OTP, or send a new one after a minute.',
	'422':
		"Check the format of the input values; each field's description shows the expected format.",
	'429':
		'You sent more requests than your Deepvue plan allows: its per-second, per-minute or daily limit was reached. ' +
		'The per-second and per-minute limits clear within a minute: raise Options ' +
		'> Max Attempts, or check that other workflows, n8n workers or instances ' +
		'using this Client ID leave room. ' +
		'If it persists, the daily limit (Starter 1,000, Business 10,000, Growth ' +
		'20,000, Enterprise 50,000 calls per key) is spent until the next day: ' +
		'spread scheduled runs so a day stays under it, or ask Deepvue for a ' +
		'higher plan.',
	'500': 'Deepvue had an internal error. Try again later.',
	'502': 'Deepvue could not be reached through a gateway. Try again later.',
	'503':
		'The government or bank source behind this check is unavailable right now. Try again later.',
	'504': 'Deepvue took too long to answer. Try again later.',
};

/** An Aadhaar with no mobile number linked cannot get an OTP: the applicant needs another way. */
const NO_LINKED_MOBILE_ADVICE =
	'UIDAI sends the OTP to the mobile number linked to the Aadhaar, and this Aadhaar has none. ' +
	'Offer the applicant another way to verify: DigiLocker, or a check that takes no Aadhaar.';

const isNoLinkedMobile = (status: number, detail: string | undefined) =>
	status >= 400 &&
	status < 500 &&
	/\b(no|not|without)\b.*mobile.*link|mobile.*\bnot\b.*link/i.test(detail ?? '');

/** Deepvue refuses a check without consent; its docs give no status, so the body's words tell. */
const CONSENT_ADVICE =
	`Deepvue wants the consent of the person or business checked. Collect ` +
	`it and keep a record, then set Options > Consent Reason to why you check ` +
	`(${CONSENT_REASONS.join(', ')}).`;

function isConsentRefusal(status: number, body: unknown): boolean {
	return (
		status >= 400 &&
		status < 500 &&
		status !== 401 &&
		status !== 429 &&
		/consent/i.test(JSON.stringify(body ?? ''))
	);
}

const TIMEOUT_ADVICE =
	`The call was given up after its timeout: the node's Settings > Request ` +
	`Options > Timeout when set, else ${seconds(DEFAULT_TIMEOUTS_MS.api)} ` +
	`for checks and uploads and ${seconds(DEFAULT_TIMEOUTS_MS.status)} for ` +
	`batch status checks. The source may be slow right now: try again later, ` +
	`or raise the timeout.`;

/** What is known about a failed call, without its request (which holds the credentials). */
export interface CallFailure {
	/** HTTP status as text, or 'none' when no answer came. */
	httpCode: string;
	message: string;
	description: string;
	/** The API's error body when it was JSON, for the error's details. */
	body?: JsonObject;
	/** Node error code when no answer came, e.g. ECONNRESET. */
	networkCode?: string;
	/** The answer's Retry-After header. */
	retryAfter?: string;
}

/** n8n's errors take the API's JSON as a `JsonObject`. */
const isJsonObject = isObject<JsonObject>;

export function describeHttpFailure(status: number, body: unknown): CallFailure {
	const httpCode = String(status);
	if (status >= 300 && status < 400) {
		return {
			httpCode,
			message: `Deepvue answered with a redirect (HTTP ${status}), which the node does not follow`,
			description: REDIRECT_ADVICE,
		};
	}
	const detail = detailOf(body);
	if (status === 404 && !isNoRecordDetail(detail)) {
		return {
			httpCode,
			message: `Deepvue has no such address (HTTP 404${detail ? `: ${detail}` : ''})`,
			description: BASE_URL_ADVICE,
			body: isJsonObject(body) ? body : undefined,
		};
	}
	const words = detail ?? `Deepvue answered with HTTP ${status}`;
	return {
		httpCode,
		// A next node reads only the message of a failed item: what to check goes there too.
		message: status === 401 ? `${words} (${CHECK_CREDENTIAL})` : words,
		description: isConsentRefusal(status, body)
			? CONSENT_ADVICE
			: isNoLinkedMobile(status, detail)
				? NO_LINKED_MOBILE_ADVICE
				: (ADVICE[httpCode] ?? (status >= 500 ? ADVICE['500'] : ADVICE['400'])),
		body: isJsonObject(body) ? body : undefined,
	};
}

/**
 * Reads what n8n's HTTP helper threw: a NodeApiError around the HTTP client's error, or that error
 * itself, whose request config carries the token and secret (and a URL that may carry an Aadhaar
 * number), so only the status, the body and the error code are kept.
 */
export function describeCallError(error: unknown): CallFailure | undefined {
	// The credential's own authorization failure, when the node fetched the token itself.
	if (isJsonObject(error) && error.name === 'AuthorizationError') return describeClientError(error);
	// n8n's plain HTTP helper (no credential: DigiLocker, eKYC) throws the HTTP client's own error.
	if (isJsonObject(error) && error.isAxiosError === true) return describeClientError(error);
	const cause = (error as { cause?: unknown }).cause;
	return isJsonObject(cause) ? describeClientError(cause) : describeWrappedError(error);
}

/** The HTTP client's error, or the credential's AuthorizationError, as n8n 2.x keeps it in `cause`. */
function describeClientError(cause: JsonObject): CallFailure | undefined {
	// The credential's own authorization failure already says what to do.
	if (typeof cause.httpCode === 'string' && typeof cause.description === 'string') {
		return {
			httpCode: cause.httpCode,
			message: String(cause.message),
			description: cause.description,
		};
	}
	const { status, body, retryAfter, code } = exchangeOf(cause);
	if (status !== undefined) return { ...describeHttpFailure(status, body), retryAfter };
	if (code !== undefined) return describeNetworkFailure(code);
	return undefined;
}

/**
 * n8n-workflow 1.x loses the original error (a class field resets `cause`), so this reads what its
 * NodeApiError copied out of it: the status or error code, the JSON body, the first message and
 * the description. The response headers, Retry-After among them, are gone.
 */
function describeWrappedError(error: unknown): CallFailure | undefined {
	if (!isJsonObject(error) || typeof error.httpCode !== 'string') return undefined;
	const { httpCode, description } = error;
	const body = isJsonObject(error.context) ? error.context.data : undefined;
	const [firstMessage] = Array.isArray(error.messages) ? error.messages : [];
	const fromHttpClient =
		typeof firstMessage === 'string' && /^Request failed with status code/.test(firstMessage);
	if (/^\d{3}$/.test(httpCode) && (isJsonObject(body) || fromHttpClient))
		return describeHttpFailure(Number(httpCode), body);
	if (/^E[A-Z0-9_]+$/.test(httpCode)) return describeNetworkFailure(httpCode);
	// The credential's AuthorizationError: its message and description read well as they are.
	if (typeof firstMessage === 'string' && typeof description === 'string') {
		return { httpCode, message: firstMessage, description };
	}
	return undefined;
}

function describeNetworkFailure(code: string): CallFailure {
	const timedOut = isTimeoutCode(code);
	return {
		httpCode: 'none',
		// The code stays out of the message: n8n replaces messages that contain one with its own text.
		message: timedOut ? 'Deepvue did not answer in time' : 'Could not get an answer from Deepvue',
		description: `${timedOut ? TIMEOUT_ADVICE : NETWORK_ADVICE} (${code})`,
		networkCode: code,
	};
}

export function toNodeApiError(node: INode, failure: CallFailure, itemIndex: number): NodeApiError {
	return new NodeApiError(node, failure.body ?? { detail: failure.message }, {
		message: failure.message,
		description: failure.description,
		httpCode: failure.httpCode,
		itemIndex,
	});
}

/**
 * The error for a call's final failure that the called endpoint answered itself (not its
 * authorization): a "no record" 404 is Deepvue's answer (model/noRecordAnswer.ts).
 */
export function answerError(node: INode, failure: CallFailure, itemIndex: number): NodeApiError {
	if (failure.httpCode === '404' && isNoRecordDetail(failure.message)) {
		return new NoRecordAnswer(node, failure.body ?? { detail: failure.message }, {
			message: failure.message,
			description: failure.description,
			itemIndex,
		});
	}
	return toNodeApiError(node, failure, itemIndex);
}

/**
 * The error of an identity-document operation called by an AI agent: its inputs or answers are an
 * Aadhaar number, a one-time code or a person's documents, which a model must never be handed.
 */
export function notForAgentsError(node: INode): NodeOperationError {
	return new NodeOperationError(
		node,
		'This operation is not available to AI agents: it takes or returns Aadhaar ' +
			'details, a one-time code or identity documents',
		{
			description:
				'Run DigiLocker, Offline Aadhaar eKYC, face match and liveness checks in a ' +
				'workflow (a form, a Wait node), where the applicant gives their own details; ' +
				'an agent may read the decision that workflow made.',
		},
	);
}

/**
 * An error raised for an item: the node's own kept as it is, anything else wrapped; in either, a
 * number that may be an Aadhaar number, and any the item sent (`sent`), is masked in what n8n
 * shows, keeps and logs (message, description, messages, context, the body and cause), whoever
 * wrote it. Every error an item fails with passes here (runOperation.ts, failedItem): the one
 * place errors are masked.
 */
export function itemError(
	node: INode,
	error: unknown,
	sent: readonly string[] = [],
): NodeApiError | NodeOperationError {
	const nodeError =
		error instanceof NodeApiError || error instanceof NodeOperationError
			? error
			: new NodeOperationError(node, error instanceof Error ? error : String(error));
	const masked = <T>(value: T) => withAadhaarNumbersMasked(value, sent) as T;
	nodeError.message = masked(nodeError.message);
	nodeError.description = masked(nodeError.description);
	nodeError.messages = masked(nodeError.messages);
	nodeError.context = masked(nodeError.context);
	nodeError.errorResponse = masked(nodeError.errorResponse);
	if (nodeError.cause instanceof Error) nodeError.cause.message = masked(nodeError.cause.message);
	else nodeError.cause = masked(nodeError.cause);
	return nodeError;
}

/**
 * A failure after Deepvue accepted a batch (waiting for it, downloading its file): the batch is
 * paid for, so the error says how to fetch its result without uploading again.
 */
export function batchAcceptedError(error: unknown, requestId: string): unknown {
	if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) return error;
	// The message is what a next node reads of a failed item, so the request ID goes there too.
	if (!error.message.includes(requestId)) {
		error.message = `${error.message} (batch ${requestId} was accepted: get its result with Batch > Get Batch Status)`;
	}
	if (!(error.description ?? '').includes(requestId)) {
		error.description =
			`Deepvue accepted batch ${requestId}. ${error.description ?? ''} Fetch ` +
			`its result with Batch > Get Batch Status and request ID ${requestId}; ` +
			`uploading the file again would pay for it again.`.replace(/\s+/g, ' ').trim();
	}
	return error;
}

/**
 * The message of a call that failed for good says what its attempts tell: how many were made, and
 * for a rate limit, which of the plan's limits it likely is (retries span seconds, so a limit that
 * held through them is not the per-second one).
 */
export function finalFailure(failure: CallFailure, attempts: number): CallFailure {
	let message = failure.message;
	if (failure.httpCode === '429') {
		message =
			attempts > 1
				? "Deepvue's rate limit held through every attempt: the per-minute or daily limit of this Client ID is likely spent"
				: "Deepvue's rate limit was reached: the per-second, per-minute or daily limit of this Client ID";
	}
	// A final answer that is not a passing fault (a 404 after a 503) reads as the API put it.
	const passing =
		failure.httpCode === '429' || failure.httpCode === 'none' || failure.httpCode.startsWith('5');
	return {
		...failure,
		message: attempts > 1 && passing ? `${message} (tried ${attempts} times)` : message,
	};
}
