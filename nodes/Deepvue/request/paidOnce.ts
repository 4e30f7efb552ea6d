import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { answerOfEarlierTry, keepForRetry } from './answersOfExecution';
import type { KnownAnswer, PaidAnswer } from './paidAnswer';
import { onItsWay, recentAnswer } from './recentAnswers';

/** What one item's request finds, and keeps, of the answers already paid for. */
export interface PaidAnswers {
	/** The answer known for `request` (requestKey), if any; else the request is to be sent. */
	lookUp(request: string): KnownAnswer | Promise<KnownAnswer | undefined> | undefined;
	/** Keeps the answer the request got, and returns it. */
	paid(answer: PaidAnswer): PaidAnswer;
	/** The request got no answer. */
	unanswered(): void;
}

/**
 * The paid answers for one item's request: the item's own from an earlier try of this execution,
 * and, when `reuse` gives a window (Options > Reuse Answers For), this process's recent answers to
 * the same question on the same credential (`credential`: Base URL and client ID).
 */
export function paidAnswers(context: IExecuteSingleFunctions, reuse?: { credential: string; windowMs: number }): PaidAnswers {
	let request: string | undefined;
	let settle: ((answer: PaidAnswer | undefined) => void) | undefined;
	return {
		lookUp(key) {
			request = key;
			const earlier = answerOfEarlierTry(context, key);
			if (earlier) return { answer: earlier, reused: false };
			if (!reuse || reuse.windowMs <= 0) return undefined;
			const question = `${reuse.credential}|${key}`;
			const recent = recentAnswer(question, reuse.windowMs);
			if (recent === undefined) {
				settle = onItsWay(question);
				return undefined;
			}
			if (!(recent instanceof Promise)) return { answer: recent, reused: true };
			return recent.then((answer) => (answer ? { answer, reused: true } : undefined));
		},
		paid(answer) {
			if (request !== undefined) keepForRetry(context, request, answer);
			settle?.(answer);
			settle = undefined;
			return answer;
		},
		unanswered() {
			settle?.(undefined);
			settle = undefined;
		},
	};
}
