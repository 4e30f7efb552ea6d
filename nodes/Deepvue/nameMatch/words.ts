/**
 * How one word of a name stands for a word of the other: the same, the same name spelled another
 * way, an initial, a word cut short, or a spelling only close (which may be another name). The
 * tables and the distances are in nameRules.ts.
 */
import {
	CLOSE_SPELLING,
	RESPECT_SUFFIX,
	SOUND_RULES,
	SPELLING_FAMILIES,
	WORD_PAIRS,
} from './nameRules';

export type WordPair = keyof typeof WORD_PAIRS;

/** Each spelling of SPELLING_FAMILIES, to the first of its family. */
const FIRST_SPELLING: Readonly<Record<string, string>> = Object.fromEntries(
	SPELLING_FAMILIES.flatMap((family) => family.map((name) => [name, family[0]])),
);

/** A word as it sounds (SOUND_RULES), a listed spelling first read as its family's first. */
export function spoken(word: string): string {
	const text = FIRST_SPELLING[word] ?? word;
	if (!/^[a-z]+$/.test(text)) return text;
	return SOUND_RULES.reduce(
		(sound, [pattern, replacement]) => sound.replace(pattern, replacement),
		text,
	);
}

/** Whether the words differ by at most `most` letters added, dropped, changed or swapped (bounded work). */
export function withinEdits(a: string, b: string, most: number): boolean {
	if (Math.abs(a.length - b.length) > most) return false;
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
	let beforePrevious: number[] = [];
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let smallest = i;
		for (let j = 1; j <= b.length; j++) {
			if (Math.abs(i - j) > most) {
				current[j] = most + 1;
				continue;
			}
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				distance = Math.min(distance, beforePrevious[j - 2] + 1);
			current[j] = distance;
			smallest = Math.min(smallest, distance);
		}
		if (smallest > most) return false;
		beforePrevious = previous;
		previous = current;
	}
	return previous[b.length] <= most;
}

/** A word's first letter, with b and v alike (Bengali writes one letter for both: Biswajit, Viswajit). */
function firstSound(word: string): string {
	return word[0] === 'v' ? 'b' : word[0];
}

function withoutSuffix(word: string): string {
	return RESPECT_SUFFIX.exec(word)?.[1] ?? word;
}

/** How `a` stands for `b`, or undefined when it does not. */
export function pairOf(a: string, b: string): WordPair | undefined {
	if (a === b) return 'same';
	const soundA = spoken(a);
	const soundB = spoken(b);
	if (soundA === soundB) return 'variant';
	const [plainA, plainB] = [withoutSuffix(a), withoutSuffix(b)];
	if ((plainA !== a || plainB !== b) && spoken(plainA) === spoken(plainB)) return 'suffix';
	if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 'initial' : undefined;
	const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
	if (shorter.length >= 2 && longer.startsWith(shorter)) return 'truncated';
	const shortest = Math.min(soundA.length, soundB.length);
	if (firstSound(soundA) !== firstSound(soundB) || shortest < CLOSE_SPELLING.shortest)
		return undefined;
	const { short, long } = CLOSE_SPELLING.edits;
	const edits = shortest <= CLOSE_SPELLING.longestForOneEdit ? short : long;
	return withinEdits(soundA, soundB, edits) ? 'close' : undefined;
}
