import type { IDataObject } from 'n8n-workflow';

/**
 * How deep an answer may be nested. Deepvue's answers are a few levels deep; n8n keeps an item's
 * data by serialising it, which fails (a stack overflow) for a value nested thousands deep, and so
 * would a copy of it.
 */
export const MAX_ANSWER_DEPTH = 100;

export interface AnswerSize {
	/** About the length of its JSON text. */
	bytes: number;
	/** Whether it is nested deeper than MAX_ANSWER_DEPTH (then `bytes` counts only what was walked). */
	tooDeep: boolean;
}

/**
 * Walks an answer once, without recursion (a deep one cannot overflow the stack here), adding up
 * the lengths of its keys and texts, and stopping where it is nested too deep.
 */
export function sizeOfAnswer(answer: IDataObject): AnswerSize {
	let bytes = 0;
	const pending: Array<[unknown, number]> = [[answer, 1]];
	while (pending.length > 0) {
		const [value, depth] = pending.pop() as [unknown, number];
		if (typeof value === 'string') bytes += value.length + 2;
		else if (value === null || typeof value !== 'object') bytes += 8;
		else if (depth > MAX_ANSWER_DEPTH) return { bytes, tooDeep: true };
		else {
			bytes += 2;
			for (const [key, inner] of Object.entries(value)) {
				bytes += key.length + 4;
				pending.push([inner, depth + 1]);
			}
		}
	}
	return { bytes, tooDeep: false };
}
