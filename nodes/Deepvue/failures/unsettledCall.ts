import { NodeApiError } from 'n8n-workflow';
import type { INode } from 'n8n-workflow';

import type { SingleUse } from '../model/singleUse';

/**
 * A call that cannot be done twice (model/singleUse.ts: a penny drop, an OTP sent or used, a
 * DigiLocker code spent) that may have reached Deepvue and got no answer: a timeout, a dropped
 * connection, a server error. It may have been done, so the node never sends it again by itself:
 * the failure is kept like an answer (memory/paidAnswer.ts), and n8n's Retry On Fail, a retried
 * execution or a repeated row get this error instead of a second call. Everything the node knows
 * of it is here; what each call does is in failures/singleUseCalls.ts.
 */
export class UnsettledCall extends NodeApiError {}

/** The message of a single-use call that got no answer: when it was sent, and what happened. */
export function unsettledMessage(call: SingleUse, words: string, sentAt: number): string {
	return (
		`${call.call} sent at ${new Date(sentAt).toISOString()} got no answer ` +
		`(${words}): ${call.mayHave}, so it is not sent again`
	);
}

/** The item's error for a single-use call that got no answer, from the message kept for it. */
export function unsettledCallError(
	node: INode,
	call: SingleUse,
	message: string,
	itemIndex: number,
): UnsettledCall {
	return new UnsettledCall(
		node,
		{ detail: message },
		{ message, description: call.advice, itemIndex },
	);
}

/**
 * The message a retry of a single-use call finds when the call was answered but its answer was too
 * large to keep for the execution's retries (a 5 MB e-Aadhaar): it was made, so it is not made again.
 */
export function unkeptAnswerMessage(call: SingleUse, bytes: number): string {
	const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
	return (
		`${call.call} was answered in an earlier try, but its answer (${size}) was too large to keep ` +
		'for a retry, so it is not sent again'
	);
}
