/**
 * What the order of two names' words says: the same order, the surname written first, or a given
 * name and a father's name swapped (Thomas Mathew is the son of Mathew Thomas). The tables of
 * family names are in nameRules.ts.
 */
import {
	FAMILY_NAMES,
	FAMILY_NAME_ENDINGS,
	FAMILY_NAME_STARTS,
	GENERIC_FAMILY_WORDS,
	GIVEN_NAMES_BY_TABLE,
	KODAVA_OKKA_ENDINGS,
	MAY_BE_A_WOMANS_NAME,
	PLACEHOLDER_WORDS,
	TRIBES_AS_FAMILY_NAMES,
} from './nameRules';
import type { Pairing } from './pairing';
import type { Sounds } from './words';
import { spoken } from './words';

const FAMILY_NAME_SOUNDS: ReadonlySet<string> = new Set(FAMILY_NAMES.map(spoken));
/** Words in a name that are no one's given name: Kumar, Bhai, bin (PLACEHOLDER_WORDS) and Singh, Devi, Kaur. */
const NO_GIVEN_NAME: ReadonlySet<string> = new Set([
	...PLACEHOLDER_WORDS,
	...GENERIC_FAMILY_WORDS.flat(),
]);
const WOMENS_NAME_SOUNDS: ReadonlySet<string> = new Set(GIVEN_NAMES_BY_TABLE.women.map(spoken));
const TRIBE_SOUNDS: ReadonlySet<string> = new Set(TRIBES_AS_FAMILY_NAMES.map(spoken));
const MENS_NAME_SOUNDS: ReadonlySet<string> = new Set(MAY_BE_A_WOMANS_NAME.men.map(spoken));

/**
 * The first name's words turned so their partners come in the second's order, when the two differ
 * by a rotation only (the surname moved to the front or the back); undefined for any other order.
 */
export function rotated(
	a: string[],
	partnerOfA: number[],
): { words: string[]; shift: number } | undefined {
	const paired = partnerOfA
		.map((partner, index) => ({ partner, index }))
		.filter(({ partner }) => partner !== -1);
	let descents = 0;
	let cut = 0;
	for (let k = 1; k < paired.length; k++) {
		if (paired[k].partner < paired[k - 1].partner) {
			descents++;
			cut = paired[k].index;
		}
	}
	if (descents === 0) return { words: a, shift: 0 };
	if (descents > 1 || paired[paired.length - 1].partner > paired[0].partner) return undefined;
	return { words: [...a.slice(cut), ...a.slice(0, cut)], shift: cut };
}

/** Whether a word ends (or begins) with one of `parts`, with at least three letters besides. */
const endsWith = (word: string, parts: readonly string[]) =>
	parts.some((part) => word.length > part.length + 2 && word.endsWith(part));
const startsWith = (word: string, parts: readonly string[]) =>
	parts.some((part) => word.length > part.length + 2 && word.startsWith(part));

/** Whether a word (as it sounds) is one of FAMILY_NAMES. */
export function isListedFamilyName(word: string, sound: Sounds = spoken): boolean {
	return FAMILY_NAME_SOUNDS.has(sound(word));
}

/** Whether a word is a family name by the tables: listed (as it sounds), or ending or beginning like one. */
export function isFamilyName(word: string, sound: Sounds): boolean {
	return (
		isListedFamilyName(word, sound) ||
		endsWith(word, FAMILY_NAME_ENDINGS) ||
		startsWith(word, FAMILY_NAME_STARTS)
	);
}

/** Whether one of two family names is a tribe's (TRIBES_AS_FAMILY_NAMES) and the other is not. */
export function oneIsATribesName(a: string, b: string, sound: Sounds): boolean {
	return TRIBE_SOUNDS.has(sound(a)) !== TRIBE_SOUNDS.has(sound(b));
}

/** Whether a word is a woman's given name by the tables (GIVEN_NAMES_BY_TABLE: listed, or by its ending). */
export function isWomansName(word: string, sound: Sounds): boolean {
	return WOMENS_NAME_SOUNDS.has(sound(word)) || endsWith(word, GIVEN_NAMES_BY_TABLE.womenByEnding);
}

/** Whether a given name may be a woman's (MAY_BE_A_WOMANS_NAME), for a name changed by marriage. */
export function mayBeWomansName(word: string, sound: Sounds): boolean {
	if (isWomansName(word, sound)) return true;
	if (MENS_NAME_SOUNDS.has(sound(word)) || endsWith(word, MAY_BE_A_WOMANS_NAME.menByEnding))
		return false;
	return MAY_BE_A_WOMANS_NAME.endings.some((ending) => word.endsWith(ending));
}

/** Whether a word is a given name no father's name can stand for (GIVEN_NAMES_BY_TABLE). */
function isGivenNameByTable(word: string, sound: Sounds): boolean {
	return isWomansName(word, sound) || endsWith(word, GIVEN_NAMES_BY_TABLE.byEnding);
}

/**
 * Whether a name turned round (the first's words from `cut` on come first in the second) is the
 * surname written first, rather than a given name and a father's swapped: one of the two parts
 * that moved is only initials, or one is a single word that is a family name (listed, or declared
 * by a comma: Reddy, Kavya), or a given name no father's name can stand for (a woman's; Telugu
 * -ulu), or that stands beside two words or more that stayed together (counting the words `span`
 * says a word joined: Sai Krishna, SAIKRISHNA).
 */
export function familyNameMoved(
	a: string[],
	b: string[],
	pairing: Pairing,
	cut: number,
	declared: ReadonlySet<string>,
	sound: Sounds,
	span: (word: string) => number = () => 1,
): boolean {
	const paired = a.map((_, index) => index).filter((index) => pairing.partnerOfA[index] !== -1);
	const parts = [paired.filter((index) => index < cut), paired.filter((index) => index >= cut)];
	const initials = (words: string[]) => words.every((word) => word.length === 1);
	const wordsIn = (part: number[]) =>
		Math.max(
			part.reduce((sum, i) => sum + span(a[i]), 0),
			part.reduce((sum, i) => sum + span(b[pairing.partnerOfA[i]]), 0),
		);
	for (const [index, part] of parts.entries()) {
		const wordsA = part.map((i) => a[i]);
		const wordsB = part.map((i) => b[pairing.partnerOfA[i]]);
		if (initials(wordsA) || initials(wordsB)) return true;
		if (part.length !== 1) continue;
		const moved = [wordsA[0], wordsB[0]];
		if (moved.some((word) => isFamilyName(word, sound) || declared.has(word))) return true;
		if (moved.some((word) => isGivenNameByTable(word, sound))) return true;
		if (wordsIn(parts[1 - index]) >= 2) return true;
	}
	return false;
}

/**
 * Whether one name, written surname first in three words or more, holds a whole given name (not
 * Kumar, Bhai, bin, Singh or Devi) that pairs with nothing where the holder's own name stands, so
 * that the other name's given name may be a father's or a husband's: the other's last word paired
 * with its first, and its last word no family name after a first that is not one either (HARISH
 * CHANDRA JOSHI is written given name first). A Gujarati or Marathi register writes the family
 * name, the holder's name and the father's or husband's last: the word that pairs with nothing
 * stands before the other's given name (PATEL KALPESHBHAI RAMANBHAI against Ramanbhai Patel, his
 * father), while one after it is the father's and the same person (against Kalpesh Patel). A
 * Kodava name writes the okka name, the father's and then the holder's (PUCHIMANDA NANAIAH
 * BOPANNA): after an okka name (KODAVA_OKKA_ENDINGS) any such word may be the holder's.
 */
export function anotherGivenNameSurnameFirst(
	a: string[],
	b: string[],
	pairing: Pairing,
	sound: Sounds,
): boolean {
	const holds = (
		long: string[],
		short: string[],
		partnerOfLong: number[],
		partnerOfShort: number[],
	) => {
		const last = long.length - 1;
		if (long.length < 3 || short.length < 2 || partnerOfShort[short.length - 1] !== 0) return false;
		if (isFamilyName(long[last], sound) && !isFamilyName(long[0], sound)) return false;
		const givenNameAt = partnerOfShort[0];
		const okkaName = endsWith(long[0], KODAVA_OKKA_ENDINGS);
		return long.some(
			(word, index) =>
				index > 0 &&
				partnerOfLong[index] === -1 &&
				word.length > 1 &&
				!NO_GIVEN_NAME.has(word) &&
				(okkaName || givenNameAt === -1 || index < givenNameAt),
		);
	};
	return (
		holds(b, a, pairing.partnerOfB, pairing.partnerOfA) ||
		holds(a, b, pairing.partnerOfA, pairing.partnerOfB)
	);
}
