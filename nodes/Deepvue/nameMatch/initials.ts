/**
 * Initials that stand for words: South Indian names write the father's, the house's or the
 * village's name as an initial before or after the person's own name (S. Karthik, Senthil Kumar M,
 * Kumar H S), and a record may write it out (KARTHIK SUBRAMANIAN, MURUGESAN SENTHIL KUMAR, HOSAHALLI
 * SHIVANNA KUMAR). Where the initials stand says whether they are such a name or the person's own
 * given name (R. Kumar Sharma): the rule is INITIALS_WRITTEN_OUT in nameRules.ts.
 */
import { INITIALS_OF_TWO_LETTERS, INITIALS_WRITTEN_OUT } from './nameRules';
import { isFamilyName, isWomansName } from './order';
import type { Pairing } from './pairing';
import type { Sounds, WordPair } from './words';
import { namesNoFamily } from './words';

/** Whether a word is an initial: one letter, or one Indian letter written with two (Th, Kh). */
export function isInitial(word: string): boolean {
	return word.length === 1 || INITIALS_OF_TWO_LETTERS.includes(word);
}

/** Where a run of words stands in a name: at its start, at its end, or neither. */
function endOf(indices: number[], length: number): 'start' | 'end' | undefined {
	if (indices.every((index, k) => index === k)) return 'start';
	if (indices.every((index, k) => index === length - indices.length + k)) return 'end';
	return undefined;
}

/**
 * Whether the initials of `x` stand for words `y` writes out, as INITIALS_WRITTEN_OUT says: every
 * other word of `x` is a word of `y` (the same or a known spelling, in order), every word of `y` is
 * accounted for, the words the initials stand for are no woman's given name (GIVEN_NAMES_BY_TABLE),
 * and the initials and the words they stand for sit where the convention puts them.
 */
function writtenOutIn(
	x: string[],
	y: string[],
	partnerOfX: number[],
	kindOfX: (WordPair | undefined)[],
	partnerOfY: number[],
	sound: Sounds,
): boolean {
	// Two letters for one are an initial where a family name begins a name (TH SANAHANBI DEVI); at
	// its end they are as likely a bank's cut (RAMESH SH).
	const initialAt = (index: number) =>
		x[index].length === 1 || (index === 0 && isInitial(x[index]));
	const initials = x.map((_, index) => index).filter(initialAt);
	const own = x.map((_, index) => index).filter((index) => !initialAt(index));
	if (initials.length === 0 || own.length === 0 || partnerOfY.includes(-1)) return false;
	if (!initials.every((index) => kindOfX[index] === 'initial')) return false;
	// A father's, house or village name is no woman's given name: KANAKARAJ P beside Kanakaraj
	// Premalatha is a man, Kanakaraj, son of P., and she his daughter or wife.
	if (initials.some((index) => isWomansName(y[partnerOfX[index]], sound))) return false;
	const ownPartners = own.map((index) => partnerOfX[index]);
	if (!own.every((index) => INITIALS_WRITTEN_OUT.ownWordPairs.includes(kindOfX[index] ?? 'none')))
		return false;
	if (ownPartners.some((partner, k) => k > 0 && partner < ownPartners[k - 1])) return false;
	const initialsAt = endOf(initials, x.length);
	const wordsAt = endOf(
		initials.map((index) => partnerOfX[index]),
		y.length,
	);
	if (initialsAt === undefined || wordsAt === undefined) return false;
	const { beforeTheName, afterTheName } = INITIALS_WRITTEN_OUT;
	// House names written out (Yerramsetti, Thokchom) say the initials are a house's, whatever the
	// person's own name: Sravani Y, YERRAMSETTI SRAVANI.
	const houseNames = initials.every((index) => {
		const word = y[partnerOfX[index]];
		return isFamilyName(word, sound) && !namesNoFamily(word);
	});
	if (initialsAt === 'start') {
		if (wordsAt === 'end') return true;
		// Written out where they stood: the person's own name must be two words or more and not end
		// in a family name, else the initial is the given name's (R. Kumar Sharma).
		return (
			houseNames ||
			(own.length >= beforeTheName.ownWordsWhereTheyStood && !isFamilyName(x[x.length - 1], sound))
		);
	}
	if (wordsAt === 'end') return true;
	// Moved to the front: Subramanian K beside KARTHIK SUBRAMANIAN is the father, Subramanian, the
	// son of K.; two own words or two initials say the front of the record is the written-out part.
	return (
		houseNames ||
		own.length >= afterTheName.ownWordsOrInitialsMovedToTheFront ||
		initials.length >= afterTheName.ownWordsOrInitialsMovedToTheFront
	);
}

/** Whether one name's initials stand for words the other writes out (either way round). */
export function initialsWrittenOut(
	a: string[],
	b: string[],
	pairing: Pairing,
	sound: Sounds,
): boolean {
	const kindOfB = b.map((_, j) =>
		pairing.partnerOfB[j] === -1 ? undefined : pairing.kindOfA[pairing.partnerOfB[j]],
	);
	return (
		writtenOutIn(a, b, pairing.partnerOfA, pairing.kindOfA, pairing.partnerOfB, sound) ||
		writtenOutIn(b, a, pairing.partnerOfB, kindOfB, pairing.partnerOfA, sound)
	);
}
