import type { IDataObject } from 'n8n-workflow';

import { MAX_ANSWER_DEPTH, sizeOfAnswer } from './answerSize';

/**
 * What a paid call to Deepvue brought back, kept so that it is not paid for again: the checked
 * envelope of its answer, or the words of its "no record" answer (also a paid answer), and when
 * it came and about how large it is. An answer the node cannot output (nested too deep for n8n to
 * keep) is `unusable`: handed to the items waiting for the same question, as their failure too,
 * but never kept. A single-use call that got no answer is `unsettled` (failures/unsettledCall.ts):
 * kept like an answer, and every item that finds it fails with its message, so it is not sent again.
 */
export type PaidAnswer = (
	{ envelope: IDataObject } | { noRecord: string } | { unusable: string } | { unsettled: string }
) & { answeredAt: number; bytes: number };

/** An answer found for a request before it was sent, and whether another request paid for it. */
export interface KnownAnswer {
	answer: PaidAnswer;
	/** Paid for by another item or another execution (Options > Reuse Answers For), not by this item. */
	reused: boolean;
	/** The item's own answer without a call (an operation's `answerWithoutCall`): output as it is. */
	withoutCall?: boolean;
}

/** An answer over this size is passed on to the items that asked, and not kept. */
export const MAX_KEPT_ANSWER_BYTES = 1024 * 1024;

/** Whether an answer may be kept at all: not unusable, nor over MAX_KEPT_ANSWER_BYTES. */
export function isKeepable(answer: PaidAnswer): boolean {
	return !('unusable' in answer) && answer.bytes <= MAX_KEPT_ANSWER_BYTES;
}

/** The paid answer of a checked envelope: measured once, for the memories' bounds, and refused when too deep. */
export function answerOfEnvelope(envelope: IDataObject, answeredAt = Date.now()): PaidAnswer {
	const { bytes, tooDeep } = sizeOfAnswer(envelope);
	if (!tooDeep) return { envelope, answeredAt, bytes };
	const transaction =
		typeof envelope.transaction_id === 'string'
			? ` (transaction_id ${envelope.transaction_id})`
			: '';
	return {
		unusable:
			`Deepvue's answer is nested more than ${MAX_ANSWER_DEPTH} levels deep, ` +
			`which n8n cannot keep: the item has no output${transaction}`,
		answeredAt,
		bytes: 0,
	};
}

/** A penny drop that may have been processed without an answer: kept so that it is not sent again. */
export function unsettledOf(message: string, answeredAt = Date.now()): PaidAnswer {
	return { unsettled: message, answeredAt, bytes: message.length };
}

/** The paid answer of a "no record" answer. */
export function noRecordOf(words: string, answeredAt = Date.now()): PaidAnswer {
	return { noRecord: words, answeredAt, bytes: words.length };
}

/** An answer the item has without a call (an operation's `answerWithoutCall`): never kept, nothing paid. */
export function answerWithoutCallOf(data: IDataObject, answeredAt = Date.now()): PaidAnswer {
	return { envelope: { data }, answeredAt, bytes: 0 };
}
