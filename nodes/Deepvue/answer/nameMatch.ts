/**
 * Name to Match: how close the name a person gave is to the name Deepvue found, as a score from 0
 * to 100, made for Indian names written in Latin letters (docs/output.md, Name match).
 *
 * - Both names are normalised: accents dropped (NFKD), lower case, `. , - ' / ( )` read as spaces.
 * - Honorifics at the start (Mr, Smt, Shri, Dr, Late...) are dropped, and a relation marker
 *   (S/O, D/O, W/O, C/O, H/O) with everything after it: a father's name is not the person's.
 * - Words are compared one to one, in any order (a surname first is common): the same word counts
 *   1, the same sound with the same first vowel 0.95 (a key that reads Indian transliteration
 *   loosely: Laxmi and Lakshmi; Chaudhary and Chowdhury; Mohammad, Muhammad and Md as variants),
 *   an initial for a word starting with it 0.6, a spelling only close 0.6 (Jaro-Winkler >= 0.9;
 *   Amit and Amita may be two people). A word written joined ("Kavyareddy") stands for
 *   the two words it joins.
 * - The score weighs the shorter name's words that found a partner (0.7) above the longer name's
 *   (0.3): a missing middle name costs little, another first name a lot. One word against a full
 *   name is at most SINGLE_WORD_CAP, never a match at the default thresholds.
 */

/** What Name to Match and the name found gave, once the thresholds have spoken. */
export type NameVerdict = 'match' | 'partial' | 'mismatch' | 'no_name';

export interface NameMatch {
	score: number;
	verdict: NameVerdict;
}

/** Name Match Score and Name Review Score (Options): the lowest scores of a match and of a partial match. */
export interface NameThresholds {
	match: number;
	review: number;
}

/** The most one word scores against a name of several words. */
const SINGLE_WORD_CAP = 70;

const SAME_SOUND = 0.95;
/** Low enough that one word spelled only close (Amit, Amita) keeps a name below a match. */
const CLOSE_SPELLING = 0.6;
/** An initial could stand for many names: a first name given only as an initial is at most partial. */
const INITIAL = 0.6;

const HONORIFICS: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'shri', 'sri', 'shree', 'smt', 'kumari', 'km', 'kum', 'prof', 'late', 'capt']);
/** "S/O Ramesh": son, daughter, wife, husband or care of; what follows is another person. */
const RELATION = /(^|[^a-z])[sdwch]\s*[/\\]\s*o([^a-z]|$).*$/;
/** Messrs, written M/S. */
const MESSRS = /^\s*m\s*[/\\]\s*s(?![a-z])/;
/** Spellings and abbreviations of a name whose vowels differ, read as one name. */
const VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
	['md', 'mohd', 'mhd', 'mohammed', 'muhammad', 'muhammed', 'mohamed', 'mohamad', 'muhamad'].map((variant) => [variant, 'mohammad']),
);

/** The words of a name, normalised, without honorifics and relations. */
export function nameWords(name: string): string[] {
	const text = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(MESSRS, ' ')
		.replace(RELATION, '$1');
	const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
	let first = 0;
	while (first < words.length && HONORIFICS.has(words[first])) first++;
	return words.slice(first);
}

const VOWEL = /[aeiou]/;

function vowelClass(letter: string): string {
	if (letter === 'a') return 'a';
	return 'eiy'.includes(letter) ? 'i' : 'u';
}

/** A word as it sounds: aspirates and doubled letters dropped (th, dh, bh, kh, gh, sh, ch; ph is f), au, ou and ow read as o, w, z, q, x as v, j, k, ks. */
function spokenSpelling(word: string): string {
	const text = VARIANTS[word] ?? word;
	if (!/^[a-z]+$/.test(text)) return text;
	return text
		.replace(/au|ou|ow/g, 'o')
		.replace(/ee/g, 'i')
		.replace(/oo/g, 'u')
		.replace(/ph/g, 'f')
		.replace(/ck/g, 'k')
		.replace(/q/g, 'k')
		.replace(/x/g, 'ks')
		.replace(/z/g, 'j')
		.replace(/([aeiou])w(?![aeiou])/g, '$1u')
		.replace(/w/g, 'v')
		.replace(/([bcdgjkpst])h/g, '$1')
		.replace(/(.)\1+/g, '$1');
}

/**
 * A word's sound key: its spoken spelling with only the first letter, the consonants and the last
 * vowel kept, so that later vowels (Chaudhary, Chowdhury) and a trailing y, i or ee do not count.
 */
export function soundKey(word: string): string {
	const text = spokenSpelling(word);
	if (!/^[a-z]+$/.test(text)) return text;
	const first = VOWEL.test(text[0]) ? vowelClass(text[0]) : text[0];
	const last = text.length > 1 && /[aeiouy]$/.test(text) ? vowelClass(text[text.length - 1]) : '';
	const middle = text.slice(1, last ? -1 : undefined).replace(/[aeiou]/g, '');
	return first + middle + last;
}

/** The first vowel of a word's spoken spelling, y and i alike; '' when it has none. */
function firstVowel(word: string): string {
	const vowel = /[aeiouy]/.exec(spokenSpelling(word).slice(1))?.[0] ?? '';
	return vowel === 'y' ? 'i' : vowel;
}

/** Jaro-Winkler similarity of two words, 0 to 1. */
export function jaroWinkler(a: string, b: string): number {
	if (a === b) return 1;
	const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
	const matchedA: boolean[] = [];
	const matchedB: boolean[] = [];
	let matches = 0;
	for (let i = 0; i < a.length; i++) {
		for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
			if (matchedB[j] || a[i] !== b[j]) continue;
			matchedA[i] = matchedB[j] = true;
			matches++;
			break;
		}
	}
	if (matches === 0) return 0;
	let transpositions = 0;
	let j = 0;
	for (let i = 0; i < a.length; i++) {
		if (!matchedA[i]) continue;
		while (!matchedB[j]) j++;
		if (a[i] !== b[j]) transpositions++;
		j++;
	}
	const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
	let prefix = 0;
	while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
	return jaro + prefix * 0.1 * (1 - jaro);
}

/** How well one word stands for another: 1 the same, down to 0 unrelated. */
function wordSimilarity(a: string, b: string): number {
	if (a === b) return 1;
	// The first vowel tells names apart that the key alone would not (Kamal, Komal).
	if (soundKey(a) === soundKey(b) && firstVowel(a) === firstVowel(b)) return SAME_SOUND;
	if (a.length === 1 || b.length === 1) return a[0] === b[0] ? INITIAL : 0;
	if (Math.min(a.length, b.length) >= 4 && jaroWinkler(a, b) >= 0.9) return CLOSE_SPELLING;
	return 0;
}

/** `words` with two of them joined where the other name writes them as one word ("Kavyareddy"). */
function joinedAsIn(words: string[], other: string[]): string[] {
	const keys = new Set(other.filter((word) => word.length >= 4).map(soundKey));
	for (let i = 0; i < words.length; i++) {
		for (let j = 0; j < words.length; j++) {
			const joined = soundKey(words[i] + words[j]);
			// An initial before a word that starts with its letter ("a abdul") joins into that word itself.
			if (i === j || !keys.has(joined) || joined === soundKey(words[i]) || joined === soundKey(words[j])) continue;
			return [words[i] + words[j], ...words.filter((_, index) => index !== i && index !== j)];
		}
	}
	return words;
}

/** The sum of the best one-to-one pairing of the words' similarities (greedy, best pairs first). */
function pairedSimilarity(a: string[], b: string[]): number {
	const pairs = a.flatMap((wordA, i) => b.map((wordB, j) => ({ i, j, similarity: wordSimilarity(wordA, wordB) })));
	pairs.sort((x, y) => y.similarity - x.similarity);
	const usedA = new Set<number>();
	const usedB = new Set<number>();
	let sum = 0;
	for (const { i, j, similarity } of pairs) {
		if (similarity === 0 || usedA.has(i) || usedB.has(j)) continue;
		usedA.add(i);
		usedB.add(j);
		sum += similarity;
	}
	return sum;
}

/** How close two names are, from 0 (nothing in common, or a name empty) to 100 (the same words). */
export function compareNames(expected: string, found: string): number {
	let a = nameWords(expected);
	let b = nameWords(found);
	if (a.length === 0 || b.length === 0) return 0;
	a = joinedAsIn(a, b);
	b = joinedAsIn(b, a);
	const paired = pairedSimilarity(a, b);
	const shorter = Math.min(a.length, b.length);
	const longer = Math.max(a.length, b.length);
	const score = Math.round(100 * (0.7 * (paired / shorter) + 0.3 * (paired / longer)));
	return shorter === 1 && longer > 1 ? Math.min(score, SINGLE_WORD_CAP) : score;
}

/** The name match of an answer: `no_name` when it holds no name, else the score read against the thresholds. */
export function nameMatch(expected: string, found: unknown, thresholds: NameThresholds): NameMatch {
	if (typeof found !== 'string' || nameWords(found).length === 0) return { score: 0, verdict: 'no_name' };
	const score = compareNames(expected, found);
	const verdict = score >= thresholds.match ? 'match' : score >= thresholds.review ? 'partial' : 'mismatch';
	return { score, verdict };
}
