import { NodeApiError } from 'n8n-workflow';
import type { INode } from 'n8n-workflow';

/**
 * A call that moves money (the penny drop deposits ₹1) that may have reached Deepvue and got no
 * answer: a timeout, a dropped connection, a server error. The ₹1 may have been deposited, so the
 * node never sends it again by itself: the failure is kept like an answer (memory/paidAnswer.ts),
 * and n8n's Retry On Fail, a retried execution or a repeated row get this error instead of a
 * second deposit. Everything the node knows of it is here.
 */
export class UnsettledTransfer extends NodeApiError {}

const ADVICE =
	'The request may have reached Deepvue, which would then have deposited ' +
	'₹1 in the account. The node does not send a penny drop again by itself, ' +
	'nor on Settings > Retry On Fail, a retried execution or a repeated account ' +
	'within Options > Reuse Answers For, so the account is not paid twice. ' +
	"Look for the deposit in your Deepvue dashboard or the account's statement. " +
	'To check the account again, run it in a new execution after Reuse Answers ' +
	'For has passed, or with Reuse Answers For set to 0.';

/** The message of a penny drop that got no answer: when it was sent, and what happened. */
export function unsettledMessage(words: string, sentAt: number): string {
	return (
		`The penny drop sent at ${new Date(sentAt).toISOString()} got no answer ` +
		`(${words}): ₹1 may have been deposited, so it is not sent again`
	);
}

/** The item's error for a penny drop that got no answer, from the message kept for it. */
export function unsettledTransferError(
	node: INode,
	message: string,
	itemIndex: number,
): UnsettledTransfer {
	return new UnsettledTransfer(
		node,
		{ detail: message },
		{ message, description: ADVICE, itemIndex },
	);
}
