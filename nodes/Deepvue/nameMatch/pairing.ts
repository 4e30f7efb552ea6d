/**
 * Which word of one name stands for which word of the other: every word paired with every other
 * (names are at most MOST_WORDS words, so this is bounded work), then the surest pairs kept first.
 * The weights are in nameRules.ts.
 */
import { WORD_PAIRS } from './nameRules';
import type { ScriptWords } from './transliterate';
import type { Sounds, WordPair } from './words';
import { pairOf } from './words';

export interface Pairing {
	/** For each word of the first name, the index of its partner in the second, or -1. */
	partnerOfA: number[];
	partnerOfB: number[];
	kindOfA: (WordPair | undefined)[];
	sum: number;
}

/** The best one-to-one pairing: the surest pairs first, then the nearest in place. */
export function pairWords(
	a: string[],
	b: string[],
	sound: Sounds,
	scriptWords: ScriptWords = new Map(),
): Pairing {
	const candidates: Array<{
		i: number;
		j: number;
		kind: WordPair;
		weight: number;
		distance: number;
	}> = [];
	for (let i = 0; i < a.length; i++) {
		for (let j = 0; j < b.length; j++) {
			const kind = pairOf(a[i], b[j], sound, scriptWords);
			if (kind === undefined) continue;
			const distance = Math.abs(i / Math.max(1, a.length - 1) - j / Math.max(1, b.length - 1));
			candidates.push({ i, j, kind, weight: WORD_PAIRS[kind].weight, distance });
		}
	}
	candidates.sort(
		(x, y) => y.weight - x.weight || x.distance - y.distance || x.i - y.i || x.j - y.j,
	);
	const pairing: Pairing = {
		partnerOfA: a.map(() => -1),
		partnerOfB: b.map(() => -1),
		kindOfA: a.map(() => undefined),
		sum: 0,
	};
	for (const { i, j, kind, weight } of candidates) {
		if (pairing.partnerOfA[i] !== -1 || pairing.partnerOfB[j] !== -1) continue;
		pairing.partnerOfA[i] = j;
		pairing.partnerOfB[j] = i;
		pairing.kindOfA[i] = kind;
		pairing.sum += weight;
	}
	return pairing;
}
