import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { unkeptAnswerMessage } from '../failures/unsettledCall';
import type { SingleUse } from '../model/singleUse';
import { answerOfEarlierTry, keepForRetry } from './answersOfExecution';
import { unsettledOf } from './paidAnswer';
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
 * The paid answers for one item's request, as far as `login` (common/authorization/client.ts: Base URL, Client
 * ID and secret) paid for them: the item's own from an earlier try of this execution, and, when
 * `windowMs` is above 0 (Options > Reuse Answers For), this process's recent answers to the same
 * question. Without a login (a credential that cannot log in) nothing is found or kept. The answer
 * of a `singleUse` call is kept for the execution whatever its size, as far as the execution's
 * bounds allow.
 */
export function paidAnswers(
	context: IExecuteSingleFunctions,
	login: string | undefined,
	windowMs: number,
	singleUse?: SingleUse,
): PaidAnswers {
	let request: string | undefined;
	let settle: ((answer: PaidAnswer | undefined) => void) | undefined;
	return {
		lookUp(key) {
			if (login === undefined) return undefined;
			request = key;
			const earlier = answerOfEarlierTry(context, login, key);
			if (earlier) return { answer: earlier, reused: false };
			if (windowMs <= 0) return undefined;
			const recent = recentAnswer(login, key, windowMs);
			if (recent === undefined) {
				settle = onItsWay(login, key);
				return undefined;
			}
			if (!(recent instanceof Promise)) return { answer: recent, reused: true };
			return recent.then((answer) => (answer ? { answer, reused: true } : undefined));
		},
		paid(answer) {
			if (login !== undefined && request !== undefined) {
				// A call that cannot be made twice is kept whatever its size, as far as the bounds
				// allow; beyond them, what a retry finds says it was made, rather than nothing.
				const kept = keepForRetry(context, login, request, answer, { anySize: !!singleUse });
				if (!kept && singleUse && !('unusable' in answer)) {
					const marker = unsettledOf(unkeptAnswerMessage(singleUse, answer.bytes));
					keepForRetry(context, login, request, marker, { anySize: true });
				}
			}
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
