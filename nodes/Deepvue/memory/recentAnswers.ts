import { processMap, processStore } from '../../../common/memory/processMemory';
import { isKeepable } from './paidAnswer';
import type { PaidAnswer } from './paidAnswer';

/**
 * Recent answers of this process by login and question, for Options > Reuse Answers For: a value
 * repeated in a list, a retried or re-run execution and repeated test runs in the editor get the
 * answer paid for within the window instead of paying again. A question already on its way to
 * Deepvue is not sent a second time: the later item waits for the first one's answer. Both serve
 * only the login that paid (common/authorization/client.ts: Base URL, Client ID and secret), and
 * Deepvue refusing that login drops them. Their cards are in common/memory/processMemory.ts.
 *
 * At most MAX_RECENT answers and MAX_RECENT_BYTES, none older than MAX_WINDOW_MINUTES, the oldest
 * first out; an answer that may not be kept (paidAnswer.ts) still reaches the items waiting for it.
 */
export const MAX_RECENT = 10_000;
export const MAX_RECENT_BYTES = 16 * 1024 * 1024;
export const MAX_WINDOW_MINUTES = 24 * 60;

/** The key of a question asked with a login. */
const keyOf = (login: string, question: string) => `${login}|${question}`;
const dropLogin = <V>(
	map: Map<string, V>,
	login: string,
	drop: (key: string) => void = (key) => map.delete(key),
) => {
	for (const key of [...map.keys()]) if (key.startsWith(`${login}|`)) drop(key);
};

/** Oldest answer first: an answer is put at the end each time it is kept. */
const recent = processStore(
	'recentAnswers',
	{ answers: new Map<string, PaidAnswer>(), bytes: 0 },
	(state) => ({
		size: () => state.answers.size,
		clear: () => {
			state.answers.clear();
			state.bytes = 0;
		},
		forgetLogin: (login) => dropLogin(state.answers, login, forget),
	}),
);
const onTheirWay = processMap<string, Promise<PaidAnswer | undefined>>(
	'questionsOnTheirWay',
	(map, login) => dropLogin(map, login),
);

function forget(key: string): void {
	const known = recent.answers.get(key);
	if (!known) return;
	recent.answers.delete(key);
	recent.bytes -= known.bytes;
}

/**
 * The answer to `question` paid for by `login` within the last `windowMs`, else one on its way
 * (undefined if it fails).
 */
export function recentAnswer(
	login: string,
	question: string,
	windowMs: number,
	now = Date.now(),
): PaidAnswer | Promise<PaidAnswer | undefined> | undefined {
	const key = keyOf(login, question);
	const known = recent.answers.get(key);
	if (known && now - known.answeredAt <= windowMs) return known;
	return onTheirWay.get(key);
}

/**
 * Marks `question` as on its way for `login`, so that the same question of the same login waits
 * for its answer; the returned function settles it with the answer, or with none when the call
 * failed.
 */
export function onItsWay(
	login: string,
	question: string,
): (answer: PaidAnswer | undefined) => void {
	const key = keyOf(login, question);
	let settle: (answer: PaidAnswer | undefined) => void = () => {};
	const answer = new Promise<PaidAnswer | undefined>((resolve) => {
		settle = resolve;
	});
	onTheirWay.set(key, answer);
	return (paid) => {
		// Unless Deepvue refused the login meanwhile (the question was dropped): then nothing is kept.
		const stillAsked = onTheirWay.get(key) === answer;
		if (stillAsked) onTheirWay.delete(key);
		if (paid && stillAsked) keepRecent(key, paid);
		settle(paid);
	};
}

function keepRecent(key: string, answer: PaidAnswer): void {
	forget(key);
	if (!isKeepable(answer)) return;
	// A copy: the item's own output may be changed by a later node before the answer serves again.
	recent.answers.set(key, structuredClone(answer));
	recent.bytes += answer.bytes;
	const oldest = answer.answeredAt - MAX_WINDOW_MINUTES * 60_000;
	for (const [kept, known] of recent.answers) {
		if (
			recent.answers.size <= MAX_RECENT &&
			recent.bytes <= MAX_RECENT_BYTES &&
			known.answeredAt >= oldest
		)
			break;
		forget(kept);
	}
}
