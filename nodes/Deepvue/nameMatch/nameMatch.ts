/**
 * Name to Match: whether the name a person gave is the name Deepvue found, for Indian names
 * (docs/output.md, Name match). The verdict comes from rules, the score beside it: `match` only
 * when the given and the family names agree (the same word or one name spelled two known ways),
 * every other word is accounted for but one middle name, the order is the same or the surname
 * moved, and the holder is a living person; then the score must reach Name Match Score. Every
 * verdict carries its reasons (reasons.ts).
 */
import { align } from './alignment';
import { readName } from './readName';
import type { NameReason } from './reasons';
import { forbidsMatch } from './reasons';

export type NameVerdict = 'match' | 'partial' | 'mismatch' | 'no_name';

export interface NameMatch {
	score: number;
	verdict: NameVerdict;
	reasons: NameReason[];
}

/** Name Match Score and Name Review Score (Options): the lowest scores of a match and of a partial match. */
export interface NameThresholds {
	match: number;
	review: number;
}

/** A comparison before the thresholds: the score, the reasons, and whether a person must look whatever the score. */
interface Comparison {
	score: number;
	reasons: NameReason[];
	needsReview: boolean;
}

/** How close two names are (0 to 100) and why. */
export function compareNames(expected: string, found: string): Comparison {
	const given = readName(expected);
	const record = readName(found);
	const notes = [...new Set([...given.notes, ...record.notes])];
	if (given.tooLong || record.tooLong)
		return { score: 0, reasons: [...notes, 'too_long'], needsReview: true };
	if (record.words.length === 0)
		return { score: 0, reasons: [...notes, 'no_name_found'], needsReview: false };
	if (given.words.length === 0)
		return { score: 0, reasons: [...notes, 'no_name_given'], needsReview: false };
	const scripts = new Set([given.script, record.script]);
	if (scripts.has('other') && scripts.size > 1)
		return {
			score: 0,
			reasons: [...notes, 'different_script', 'script_not_compared'],
			needsReview: true,
		};
	// Two businesses' names (a vendor's legal name and the name on its PAN) are compared whole.
	const businesses =
		given.notes.includes('holder_not_a_person') && record.notes.includes('holder_not_a_person');
	const { score, reasons } = businesses
		? align(given.businessWords, record.businessWords)
		: align(given.words, record.words);
	const kept = businesses
		? [
				...notes.filter((note) => note !== 'holder_not_a_person' && note !== 'several_holders'),
				'business_names' as const,
			]
		: notes;
	const all = [
		...new Set([...kept, ...(scripts.size > 1 ? ['different_script' as const] : []), ...reasons]),
	];
	// Bengali to Malayalam are read roughly (Tamil has no g, no aspirates): against another script, a person looks.
	const roughly = scripts.size > 1 && scripts.has('indian');
	return { score, reasons: all.length === 0 ? ['same_words'] : all, needsReview: roughly };
}

/**
 * The name match of an answer: `no_name` when it holds no name, else the rules and the score read
 * against the thresholds.
 */
export function nameMatch(expected: string, found: unknown, thresholds: NameThresholds): NameMatch {
	if (typeof found !== 'string')
		return { score: 0, verdict: 'no_name', reasons: ['no_name_found'] };
	const { score, reasons, needsReview } = compareNames(expected, found);
	if (reasons.includes('no_name_found')) return { score, verdict: 'no_name', reasons };
	const byScore: NameVerdict =
		score >= thresholds.match ? 'match' : score >= thresholds.review ? 'partial' : 'mismatch';
	const verdict = needsReview
		? 'partial'
		: byScore === 'match' && reasons.some(forbidsMatch)
			? 'partial'
			: byScore;
	return { score, verdict, reasons };
}
