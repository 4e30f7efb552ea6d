import type { PaidAnswer } from './paidAnswer';

/**
 * Recent answers of this process by question (credential, operation, exact request), for Options
 * > Reuse Answers For: a value repeated in a list, a retried or re-run execution and repeated
 * test runs in the editor get the answer paid for within the window instead of paying again. A
 * question already on its way to Deepvue is not sent a second time: the later item waits for the
 * first one's answer. Per process: in queue mode each worker keeps its own.
 *
 * At most MAX_RECENT answers, none older than MAX_WINDOW_MINUTES, the oldest first out.
 */
export const MAX_RECENT = 10_000;
export const MAX_WINDOW_MINUTES = 24 * 60;

/** Oldest answer first: an answer is put at the end each time it is kept. */
const recent = new Map<string, PaidAnswer>();
const onTheirWay = new Map<string, Promise<PaidAnswer | undefined>>();

/** The answer to `question` paid for within the last `windowMs`, else one on its way (undefined if it fails). */
export function recentAnswer(question: string, windowMs: number, now = Date.now()): PaidAnswer | Promise<PaidAnswer | undefined> | undefined {
	const known = recent.get(question);
	if (known && now - known.answeredAt <= windowMs) return known;
	return onTheirWay.get(question);
}

/**
 * Marks `question` as on its way, so that the same question waits for its answer; the returned
 * function settles it with the answer, or with none when the call failed.
 */
export function onItsWay(question: string): (answer: PaidAnswer | undefined) => void {
	let settle: (answer: PaidAnswer | undefined) => void = () => {};
	const answer = new Promise<PaidAnswer | undefined>((resolve) => {
		settle = resolve;
	});
	onTheirWay.set(question, answer);
	return (paid) => {
		if (onTheirWay.get(question) === answer) onTheirWay.delete(question);
		if (paid) keepRecent(question, paid);
		settle(paid);
	};
}

function keepRecent(question: string, answer: PaidAnswer): void {
	recent.delete(question);
	// A copy: the item's own output may be changed by a later node before the answer serves again.
	recent.set(question, structuredClone(answer));
	const oldest = answer.answeredAt - MAX_WINDOW_MINUTES * 60_000;
	for (const [key, kept] of recent) {
		if (recent.size <= MAX_RECENT && kept.answeredAt >= oldest) break;
		recent.delete(key);
	}
}
