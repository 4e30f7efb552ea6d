/**
 * Which word of one business's name stands for which of the other's, and the score of the two:
 * the same word, a spelling (the person rules' sounds and spelling families), a plural, an
 * abbreviation, words joined, initials standing for words, another form of a word, a word cut
 * short or a spelling only close. The tables and weights are in nameRules.ts (Business names).
 */
import {
	ACRONYM,
	BUSINESS_ABBREVIATIONS,
	BUSINESS_WORD_PAIRS,
	SCORE_WEIGHTS,
	STEM_SHORTEST,
	WORD_FORM_ENDINGS,
} from '../nameRules';
import type { BusinessNameReason } from '../reasons';
import type { Sounds } from '../words';
import { pairOf, soundsOfOneComparison } from '../words';

export type BusinessWordPair = keyof typeof BUSINESS_WORD_PAIRS;

/** One business name's words, as written (a translated name as it was written, for `translated`). */
export interface BusinessWords {
	words: string[];
	written: string[];
	/** What the initials of its words may end with: its legal form's (SFSPL: S F S and P L). */
	formInitials: string[];
}

/** A word and its plural (Mill, Mills; Agency, Agencies): one word. */
function isPlural(a: string, b: string): boolean {
	const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
	if (shorter.length < 3) return false;
	return (
		longer === `${shorter}s` ||
		longer === `${shorter}es` ||
		(shorter.endsWith('y') && longer === `${shorter.slice(0, -1)}ies`)
	);
}

function abbreviates(a: string, b: string): boolean {
	return (
		(BUSINESS_ABBREVIATIONS[a]?.includes(b) ?? false) ||
		(BUSINESS_ABBREVIATIONS[b]?.includes(a) ?? false)
	);
}

/** A word without the first of WORD_FORM_ENDINGS it ends with, when STEM_SHORTEST letters stay. */
function stemOf(word: string): string {
	const ending = WORD_FORM_ENDINGS.find(
		(end) => word.endsWith(end) && word.length - end.length >= STEM_SHORTEST,
	);
	return ending === undefined ? word : word.slice(0, word.length - ending.length);
}

/** How business word `a` stands for `b`, or undefined when it does not. */
export function businessPairOf(
	a: string,
	b: string,
	sound: Sounds = soundsOfOneComparison(),
): BusinessWordPair | undefined {
	if (a === b) return 'same';
	// Numbers are the same number or another.
	if (/\d/.test(a) || /\d/.test(b)) return undefined;
	if (isPlural(a, b)) return 'plural';
	if (abbreviates(a, b)) return 'abbreviated';
	const asAName = pairOf(a, b, sound);
	if (asAName === 'variant') return 'variant';
	const stem = stemOf(a);
	if (stem === stemOf(b) && stem.length >= STEM_SHORTEST) return 'form';
	if (asAName === 'truncated') return 'cut';
	if (asAName === 'close' || asAName === 'suffix') return 'close';
	return undefined;
}

/**
 * `words` with two or three neighbours joined where the other name writes them as one word (Jai
 * Hind, JAIHIND; Kiddo Kart, KIDDOKART), unless the other name has each of them too.
 */
function joinedAsIn(words: string[], other: string[], sound: Sounds): string[] {
	const sounds = new Set(other.map(sound));
	for (let count = 3; count >= 2; count--) {
		for (let i = 0; i + count <= words.length; i++) {
			const neighbours = words.slice(i, i + count);
			const joined = neighbours.join('');
			if (!sounds.has(sound(joined)) || neighbours.every((word) => sounds.has(sound(word))))
				continue;
			return joinedAsIn([...words.slice(0, i), joined, ...words.slice(i + count)], other, sound);
		}
	}
	return words;
}

/** Whether `word` has the shape of initials: letters only, short, no word of `other` it pairs with as a name. */
const acronymShaped = (word: string) =>
	/^[a-z]+$/.test(word) && word.length >= ACRONYM.fewestWords && word.length <= ACRONYM.mostLetters;

/**
 * The words of `other` (from `start`, two or more in a row) whose initials, with perhaps its
 * legal form's, are `word` (SRK, Shree Ram Krishna; SFSPL, Suraksha Facility Services Pvt Ltd).
 */
function acronymSpan(
	word: string,
	other: BusinessWords,
	free: boolean[],
): { start: number; count: number } | undefined {
	const { words, formInitials } = other;
	for (let start = 0; start < words.length; start++) {
		let initials = '';
		for (let end = start; end < words.length && free[end]; end++) {
			initials += words[end][0];
			const count = end - start + 1;
			if (count < ACRONYM.fewestWords) continue;
			const endsTheName = end === words.length - 1;
			const fits = ['', ...(endsTheName ? formInitials : [])].some(
				(form) => word === initials + form,
			);
			if (fits) return { start, count };
		}
	}
	return undefined;
}

export interface BusinessAlignment {
	/** 0 to 100: how much of the two names pair up, the shorter name's share weighing 0.7, the longer's 0.3. */
	score: number;
	reasons: BusinessNameReason[];
	/** Some word of the given name stands for a word of the other. */
	anyPaired: boolean;
}

const PAIR_REASONS: Partial<Record<BusinessWordPair, BusinessNameReason>> = {
	joined: 'joined_words',
	plural: 'singular_plural',
	variant: 'spelling_variant',
	abbreviated: 'word_abbreviated',
	cut: 'business_word_cut_short',
	close: 'business_word_close_spelling',
	form: 'word_form_differs',
	acronym: 'acronym',
};

/** Two business names' distinctive words aligned: the score and the reasons. */
export function alignBusinessWords(given: BusinessWords, found: BusinessWords): BusinessAlignment {
	const sound = soundsOfOneComparison();
	const reasons = new Set<BusinessNameReason>();
	const b = joinedAsIn(found.words, given.words, sound);
	const a = joinedAsIn(given.words, b, sound);
	if (a.length !== given.words.length || b.length !== found.words.length)
		reasons.add('joined_words');
	const weightA = a.map(() => 0);
	const weightB = b.map(() => 0);
	const partnerOfA = a.map(() => -1);
	const candidates: { i: number; j: number; kind: BusinessWordPair; weight: number }[] = [];
	for (let i = 0; i < a.length; i++)
		for (let j = 0; j < b.length; j++) {
			const kind = businessPairOf(a[i], b[j], sound);
			if (kind !== undefined)
				candidates.push({ i, j, kind, weight: BUSINESS_WORD_PAIRS[kind].weight });
		}
	candidates.sort(
		(x, y) =>
			y.weight - x.weight ||
			Math.abs(x.i / a.length - x.j / b.length) - Math.abs(y.i / a.length - y.j / b.length),
	);
	const pair = ({ i, j, kind, weight }: (typeof candidates)[number]) => {
		if (weightA[i] > 0 || weightB[j] > 0) return;
		weightA[i] = weight;
		weightB[j] = weight;
		partnerOfA[i] = j;
		const reason = PAIR_REASONS[kind];
		if (reason) reasons.add(reason);
		const writtenA = given.written[given.words.indexOf(a[i])];
		const writtenB = found.written[found.words.indexOf(b[j])];
		if (
			kind === 'same' &&
			writtenA !== undefined &&
			writtenB !== undefined &&
			writtenA !== writtenB
		)
			reasons.add('translated_name');
	};
	// Initials on one side standing for words on the other, either way round.
	const acronyms = (
		mine: string[],
		mineWeights: number[],
		theirs: BusinessWords,
		theirWeights: number[],
	) => {
		for (let i = 0; i < mine.length; i++) {
			if (mineWeights[i] > 0 || !acronymShaped(mine[i])) continue;
			const span = acronymSpan(
				mine[i],
				theirs,
				theirWeights.map((weight) => weight === 0),
			);
			if (span === undefined) continue;
			const { weight } = BUSINESS_WORD_PAIRS.acronym;
			mineWeights[i] = weight;
			for (let j = span.start; j < span.start + span.count; j++) theirWeights[j] = weight;
			reasons.add('acronym');
		}
	};
	// The sure pairs first, then initials, then a word's other form, a cut or a close spelling
	// (SRK stands for Shree Ram Krishna before it is a spelling close to Shree).
	const sure = (weight: number) => weight >= BUSINESS_WORD_PAIRS.abbreviated.weight;
	candidates.filter(({ weight }) => sure(weight)).forEach(pair);
	acronyms(a, weightA, { ...found, words: b }, weightB);
	acronyms(b, weightB, { ...given, words: a }, weightA);
	candidates.filter(({ weight }) => !sure(weight)).forEach(pair);
	const unpairedA = weightA.filter((weight) => weight === 0).length;
	const unpairedB = weightB.filter((weight) => weight === 0).length;
	if (unpairedA > 0 && unpairedB > 0) reasons.add('business_words_differ');
	else if (unpairedA + unpairedB > 0) reasons.add('business_word_missing');
	const partners = partnerOfA.filter((partner) => partner !== -1);
	if (partners.some((partner, index) => index > 0 && partner < partners[index - 1]))
		reasons.add('word_order_changed');
	const sum = (weights: number[]) => weights.reduce((total, weight) => total + weight, 0);
	const shareA = a.length === 0 ? 0 : sum(weightA) / a.length;
	const shareB = b.length === 0 ? 0 : sum(weightB) / b.length;
	const [shorter, longer] = a.length <= b.length ? [shareA, shareB] : [shareB, shareA];
	const score = Math.round(
		100 * (SCORE_WEIGHTS.shorterName * shorter + SCORE_WEIGHTS.longerName * longer),
	);
	return { score: Math.min(100, score), reasons: [...reasons], anyPaired: sum(weightA) > 0 };
}
