/**
 * Name to Match: whether the name a person gave is the name Deepvue found, for Indian names
 * (docs/output.md, Name match). The verdict comes from rules, the score beside it: `match` only
 * when the given and the family names agree (the same word or one name spelled two known ways),
 * every other word is accounted for but one middle name, the order is the same or the word moved
 * is a family name, both are names (not a placeholder) and the holder is a living person; then the
 * score must reach Name Match Score. `mismatch` needs evidence of another person besides a score
 * below Name Review Score: a word on each side that is no form of the other's. Every verdict
 * carries its reasons (reasons.ts); the rules' tables are in nameRules.ts.
 */
import { align } from './alignment';
import { readName } from './readName';
import type { Reading } from './readName';
import type { NameReason } from './reasons';
import { forbidsMatch, isEvidenceOfAnotherPerson } from './reasons';
import { withRelations } from './relations';
import type { ScriptWords } from './transliterate';
import type { Sounds } from './words';
import { soundsOfOneComparison } from './words';

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

/**
 * The words of both names aligned, each name read every way it may be (a title kept as a given name
 * too): the reading with the fewest reasons against a match, then the highest score, then the
 * fewest reasons.
 */
function bestAlignment(
	given: Reading[],
	record: Reading[],
	declared: ReadonlySet<string>,
	sound: Sounds,
	scriptWords: ScriptWords,
): { score: number; notes: NameReason[]; reasons: NameReason[] } {
	// Mohammed is left out of one name only: two names that both begin with it keep it.
	const leftOut = (reading: Reading) => reading.notes.includes('mohammed_left_out');
	const alignments = given.flatMap((mine) =>
		record
			.filter((theirs) => !(leftOut(mine) && leftOut(theirs)))
			.map((theirs) => ({
				...align(mine.words, theirs.words, declared, sound, scriptWords),
				notes: [...new Set([...mine.notes, ...theirs.notes])],
			})),
	);
	const against = ({ notes, reasons }: { notes: NameReason[]; reasons: NameReason[] }) =>
		[...notes, ...reasons].filter(forbidsMatch).length;
	// Then, at one score, the fewest reasons: the same words kept beside each other say most.
	const all = ({ notes, reasons }: { notes: NameReason[]; reasons: NameReason[] }) =>
		new Set([...notes, ...reasons]).size;
	return alignments.reduce((best, next) =>
		against(next) < against(best) ||
		(against(next) === against(best) &&
			(next.score > best.score || (next.score === best.score && all(next) < all(best))))
			? next
			: best,
	);
}

/** How close two names are (0 to 100) and why. */
export function compareNames(expected: string, found: string): Comparison {
	const given = readName(expected);
	const record = readName(found);
	const notes = [...new Set([...given.notes, ...record.notes])];
	if (given.tooLong || record.tooLong)
		return { score: 0, reasons: [...notes, 'too_long'], needsReview: true };
	// A placeholder or junk (NA, null, test, a single letter) identifies nobody, on either side.
	if (record.notAName)
		return { score: 0, reasons: [...notes, 'not_a_name', 'no_name_found'], needsReview: false };
	if (record.words.length === 0)
		return { score: 0, reasons: [...notes, 'no_name_found'], needsReview: false };
	if (given.notAName)
		return { score: 0, reasons: [...notes, 'not_a_name', 'no_name_given'], needsReview: false };
	if (given.words.length === 0)
		return { score: 0, reasons: [...notes, 'no_name_given'], needsReview: false };
	const scripts = new Set([given.script, record.script]);
	if (scripts.has('other') && scripts.size > 1)
		return {
			score: 0,
			reasons: [...notes, 'different_script', 'script_not_compared'],
			needsReview: true,
		};
	const read: NameReason[] = [
		...(scripts.size > 1 ? ['different_script' as const] : []),
		// Initials alone (R K S) identify nobody, whatever they stand for.
		...([given, record].some(
			({ words }) => words.length >= 2 && words.every((word) => word.length === 1),
		)
			? ['initials_only' as const]
			: []),
		// Mr on one side, Mrs on the other: a man and a woman, or a clerk's slip.
		...(given.titleSays && record.titleSays && given.titleSays !== record.titleSays
			? ['titles_differ' as const]
			: []),
	];
	// Two businesses' names (a vendor's legal name and the name on its PAN) are compared whole.
	const businesses =
		given.notes.includes('holder_not_a_person') && record.notes.includes('holder_not_a_person');
	if (businesses) {
		const { score, reasons } = align(given.businessWords, record.businessWords);
		const kept = notes.filter(
			(note) => note !== 'holder_not_a_person' && note !== 'several_holders',
		);
		const all = [...new Set([...kept, 'business_names' as const, ...read, ...reasons])];
		return { score, reasons: all, needsReview: false };
	}
	const declared = new Set(
		[given.surnameByComma, record.surnameByComma].filter((word) => word !== undefined),
	);
	const sound = soundsOfOneComparison();
	// A word of another script agrees with a Latin one by any of its spellings; two words in one
	// script are compared as written.
	const scriptWords: ScriptWords =
		scripts.size > 1 ? new Map([...given.scriptWords, ...record.scriptWords]) : new Map();
	const best = bestAlignment(given.readings, record.readings, declared, sound, scriptWords);
	const { score, reasons } = withRelations(given, record, best, sound);
	const all = [...new Set([...best.notes, ...read, ...reasons])];
	return { score, reasons: all.length === 0 ? ['same_words'] : all, needsReview: false };
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
	const heldBack =
		needsReview ||
		(byScore === 'match' && reasons.some(forbidsMatch)) ||
		// A low score alone is no evidence of another person (a pet name, a word on one side only).
		(byScore === 'mismatch' && !reasons.some(isEvidenceOfAnotherPerson));
	return { score, verdict: heldBack ? 'partial' : byScore, reasons };
}
