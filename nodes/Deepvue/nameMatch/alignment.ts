/**
 * Two names aligned: words joined or split as the other name writes them, each paired with its
 * partner (pairing.ts), the order read (order.ts), and what that says of the given name, the family
 * name and the words between. The tables and weights are in nameRules.ts.
 */
import {
	BEFORE_A_CLAN_NAME,
	JOINED_INITIALS,
	JOINED_WORD_SHORTEST,
	JOINED_WORDS_MOST,
	FIELD_CUT,
	GIVEN_NAME_FIRST_WORDS,
	INITIALS_WRITTEN_OUT,
	PLACEHOLDER_WORDS,
	SCORE_WEIGHTS,
	WORD_PAIRS,
} from './nameRules';
import { initialsWrittenOut, isInitial } from './initials';
import {
	anotherGivenNameSurnameFirst,
	familyNameMoved,
	isFamilyName,
	isListedFamilyName,
	mayBeWomansName,
	oneIsATribesName,
	rotated,
} from './order';
import type { Pairing } from './pairing';
import { pairWords } from './pairing';
import type { NameReason } from './reasons';
import { forbidsMatch } from './reasons';
import type { ScriptWords } from './transliterate';
import type { Sounds } from './words';
import {
	manAndWoman,
	namesNoFamily,
	oneNamesNoFamily,
	soundsOfOneComparison,
	spoken,
} from './words';

const PLACEHOLDERS: ReadonlySet<string> = new Set(PLACEHOLDER_WORDS);
const CLAN_NAME_BEFORE: ReadonlySet<string> = new Set(BEFORE_A_CLAN_NAME.map(spoken));
const GIVEN_NAME_FIRST_SOUNDS: ReadonlySet<string> = new Set(GIVEN_NAME_FIRST_WORDS.map(spoken));

/**
 * `words` with two or three neighbours joined where the other name writes them as one word (Kavya
 * Reddy, KAVYAREDDY; Venkata Ramana Swamy, VENKATARAMANASWAMY; Abdul Rashid, عبدالرشید).
 */
function joinedAsIn(
	words: string[],
	other: string[],
	reasons: Set<NameReason>,
	sound: Sounds,
	spans: Map<string, number>,
	scriptWords: ScriptWords,
): string[] {
	const long = other.filter((word) => word.length >= JOINED_WORD_SHORTEST);
	const sounds = new Set(long.map(sound));
	const written = long.flatMap((word) => scriptWords.get(word) ?? []);
	const inOther = (word: string) =>
		sounds.has(sound(word)) || written.some((script) => script.agrees(word, sound));
	for (let count = JOINED_WORDS_MOST; count >= 2; count--) {
		for (let i = 0; i + count <= words.length; i++) {
			const neighbours = words.slice(i, i + count);
			const joinings = [neighbours.join('')];
			// Two words may be joined in either order (Dsouza Maria, MARIADSOUZA).
			if (count === 2) joinings.push(neighbours[1] + neighbours[0]);
			for (const joined of joinings) {
				if (joined.length < JOINED_WORD_SHORTEST || !inOther(joined) || neighbours.some(inOther))
					continue;
				reasons.add('joined_words');
				spans.set(joined, count);
				return [...words.slice(0, i), joined, ...words.slice(i + count)];
			}
		}
	}
	return words;
}

/**
 * `words` with one word split where the other name writes initials and a name (HKISHORE, Harsh
 * Kishore: h, kishore).
 */
function splitAsIn(
	words: string[],
	other: string[],
	reasons: Set<NameReason>,
	sound: Sounds,
): string[] {
	const { most, nameShortest } = JOINED_INITIALS;
	const sounds = new Set(other.filter((word) => word.length >= nameShortest).map(sound));
	const initials = new Set(other.filter((word) => word.length >= 2).map((word) => word[0]));
	for (let i = 0; i < words.length; i++) {
		const word = words[i];
		if (sounds.has(sound(word))) continue;
		for (let count = 1; count <= most && word.length - count >= nameShortest; count++) {
			const letters = [...word.slice(0, count)];
			if (!letters.every((letter) => initials.has(letter)) || !sounds.has(sound(word.slice(count))))
				continue;
			reasons.add('joined_initials');
			return [...words.slice(0, i), ...letters, word.slice(count), ...words.slice(i + 1)];
		}
	}
	return words;
}

/**
 * `words` with initials run together as one word written apart, where the other name writes them
 * one by one (KVS RAMANA, K.V.S. Ramana; SREEJA KP, Sreeja K. P.): a word of two or three letters
 * and no vowel.
 */
function initialsApartAsIn(words: string[], other: string[]): string[] {
	const apart = other.join(' ');
	return words.flatMap((word) =>
		/^[b-df-hj-np-tv-xz]{2,3}$/.test(word) && ` ${apart} `.includes(` ${[...word].join(' ')} `)
			? [...word]
			: [word],
	);
}

type Role = 'given' | 'family';

/** The pairs of words that are surely one word: the same, a known spelling, with -bhai or -ben. */
const SURE_PAIRS: ReadonlySet<string> = new Set(['same', 'variant', 'suffix']);

/** What each end of a name says when its words do not pair as the same word or a known spelling. */
const END_REASONS: Record<
	Role,
	Record<'initial' | 'close' | 'pet' | 'generic' | 'differs' | 'missing', NameReason>
> = {
	given: {
		initial: 'initial_for_given_name',
		close: 'given_name_close_spelling',
		pet: 'pet_name',
		generic: 'given_name_differs',
		differs: 'given_name_differs',
		missing: 'given_name_missing',
	},
	family: {
		initial: 'initial_for_family_name',
		close: 'family_name_close_spelling',
		pet: 'family_name_close_spelling',
		generic: 'family_name_generic',
		differs: 'family_name_differs',
		missing: 'family_name_missing',
	},
};

/**
 * Whether a word cut short at the end of a name is a field's cut: the name holding the cut word
 * fills a bank's field (FIELD_CUT) and leaves enough of the word.
 */
function cutAtFieldLength(a: string[], b: string[], scriptWords: ScriptWords): boolean {
	const cut = a[a.length - 1].length < b[b.length - 1].length ? a : b;
	const word = cut[cut.length - 1];
	// A word that is a family name of its own (Rout, Routray; Sen, Sengupta) may be no cut at all.
	const length = cut.join(' ').length;
	const left =
		length >= FIELD_CUT.shortest
			? FIELD_CUT.letters
			: length >= FIELD_CUT.shorterFrom
				? FIELD_CUT.lettersWhenShorter
				: Infinity;
	// Cut before a final a only, the longer is a woman's name and the shorter a man's (Sharif,
	// Sharifa; Amit, Amita): no cut either. (Before a final i or y, a bank's cut: CHATTERJE.)
	const [soundA, soundB] = [spoken(a[a.length - 1]), spoken(b[b.length - 1])];
	const [shorter, longer] = soundA.length <= soundB.length ? [soundA, soundB] : [soundB, soundA];
	const inScript = [a[a.length - 1], b[b.length - 1]].some((word) => scriptWords.has(word));
	// A word read from a script ends in its unwritten a (ಹಿರೇಮಠ, hirematha): that a says nothing.
	const womansEnding = longer === `${shorter}a` && !inScript;
	return word.length >= left && !isListedFamilyName(word) && !womansEnding;
}

/**
 * Whether one name ends in Singh or Kaur (BEFORE_A_CLAN_NAME) where the other goes on to a clan
 * name: the Singh or Kaur paired with the other's word before its last, which pairs with nothing.
 */
function clanNameLeftOut(a: string[], b: string[], pairing: Pairing): boolean {
	const leftOut = (short: string[], long: string[], partners: number[], longPartners: number[]) =>
		short.length >= 2 &&
		CLAN_NAME_BEFORE.has(spoken(short[short.length - 1])) &&
		partners[short.length - 1] === long.length - 2 &&
		longPartners[long.length - 1] === -1;
	return (
		leftOut(a, b, pairing.partnerOfA, pairing.partnerOfB) ||
		leftOut(b, a, pairing.partnerOfB, pairing.partnerOfA)
	);
}

/**
 * Whether two names whose family names differ may be one woman's before and after her marriage:
 * the given names surely the same, and one name holding her husband's name in the middle, as
 * Marathi, Gujarati and Parsi names write it (Vaishali Shinde, VAISHALI ANIL PAWAR), or the given
 * name one that may be a woman's (MAY_BE_A_WOMANS_NAME) with no other word or a middle word on
 * each side, her father's become her husband's (Priya Verma, PRIYA SHARMA; Sneha Prakash Gaikwad,
 * SNEHA AMOL SHINDE).
 */
function marriedName(a: string[], b: string[], pairing: Pairing): boolean {
	const { partnerOfA, partnerOfB, kindOfA } = pairing;
	if (partnerOfA[0] !== 0 || !SURE_PAIRS.has(kindOfA[0] ?? '')) return false;
	// An initial against a family name is a father's, not a married name (Shalini Arun, SHALINI K).
	if (a[a.length - 1].length === 1 || b[b.length - 1].length === 1) return false;
	const middleLeftOver = (words: string[], partners: number[]) =>
		words.filter((_, index) => index > 0 && index < words.length - 1 && partners[index] === -1)
			.length;
	const [leftOverA, leftOverB] = [middleLeftOver(a, partnerOfA), middleLeftOver(b, partnerOfB)];
	const husbandInTheMiddle = leftOverA + leftOverB === 1;
	const fatherBecomeHusband = leftOverA === 1 && leftOverB === 1;
	return (
		husbandInTheMiddle ||
		((leftOverA + leftOverB === 0 || fatherBecomeHusband) && mayBeWomansName(a[0], spoken))
	);
}

/** Whether one word is an initial and the other a family name by the tables. */
function initialBesideAFamilyName(one: string, other: string): boolean {
	return (
		(isInitial(one) && isFamilyName(other, spoken)) ||
		(isInitial(other) && isFamilyName(one, spoken))
	);
}

/** What the words at one end of both names say: their pair, or which one lacks the other's. */
function endReasons(
	role: Role,
	a: string[],
	b: string[],
	pairing: Pairing,
	scriptWords: ScriptWords,
): NameReason[] {
	const [lastA, lastB] = [a.length - 1, b.length - 1];
	const [endA, endB] = role === 'given' ? [0, 0] : [lastA, lastB];
	const reasonsOf = END_REASONS[role];
	const partnerA = pairing.partnerOfA[endA];
	if (partnerA === endB) {
		const kind = pairing.kindOfA[endA];
		// Two letters ending a name are a bank's cut as likely as an initial (DURGA BH, Bhavani).
		const twoLetters = kind === 'initial' && Math.min(a[endA].length, b[endB].length) === 2;
		if (kind === 'initial' && !(role === 'family' && twoLetters)) return [reasonsOf.initial];
		if (kind === 'truncated' || twoLetters) {
			// A word cut short at the end of a name of two words or more, as a bank cuts it; elsewhere a close spelling.
			if (role !== 'family' || Math.min(lastA, lastB) < 1) return [reasonsOf.close];
			return [cutAtFieldLength(a, b, scriptWords) ? 'cut_at_field_length' : 'truncated'];
		}
		if (kind === 'close' || kind === 'pet' || kind === 'generic') return [reasonsOf[kind]];
		if (kind === 'variant') return ['spelling_variant'];
		if (kind === 'suffix') return ['honorific_suffix'];
		return [];
	}
	if (role === 'family' && clanNameLeftOut(a, b, pairing)) return ['clan_name_missing'];
	if (partnerA === -1 && pairing.partnerOfB[endB] === -1) {
		// A Devi or a Kumar, or a tribe's name, where the other has a family name names no other family.
		if (
			role === 'family' &&
			(oneNamesNoFamily(a[endA], b[endB]) || oneIsATribesName(a[endA], b[endB], spoken))
		)
			return [reasonsOf.generic];
		if (role === 'family' && marriedName(a, b, pairing)) return ['family_name_by_marriage'];
		// A father's initial on one side, a caste or family name on the other: each side lacks the
		// other's word, no evidence of another family (Ganesh Iyer, GANESH N).
		if (role === 'family' && initialBesideAFamilyName(a[endA], b[endB])) return [reasonsOf.missing];
		return [reasonsOf.differs];
	}
	// An initial for a father's, house or village name on one side only, as South Indian names
	// write it or leave it out (Ganesh, GANESH S; Senthil Kumar, K SENTHIL KUMAR); an initial left
	// over on each side is two fathers (K. Venkatesh, VENKATESH R), two words left over.
	const unpaired = partnerA === -1 ? a[endA] : b[endB];
	// Each only as the one word that pairs with nothing, beside words that all pair surely (the
	// same word, a known spelling): RAHUL KUMAR in Rahul Kumar Priya Kumari is two people's names
	// run together; VARGHESE K J beside Kunjumon Varghese holds Kunjumon only as an initial; TOMBI
	// in KHUMANTHEM TOMBI DEVI is only close to Tomba.
	const alone =
		[...pairing.partnerOfA, ...pairing.partnerOfB].filter((partner) => partner === -1).length ===
			1 && pairing.kindOfA.every((kind) => kind === undefined || SURE_PAIRS.has(kind));
	if (unpaired.length === 1 && alone) return ['initial_left_out'];
	// Kumar, Devi, Singh or Kaur at the end on one side only names no family (Lalita, LALITA DEVI).
	if (role === 'family' && alone && namesNoFamily(unpaired)) return ['placeholder_word'];
	if (role === 'family' && alone && secondFamilyName(a, b, pairing)) return ['second_family_name'];
	return [reasonsOf.missing];
}

/**
 * Whether the longer name ends in a second family name after the family name both share, and the
 * given name may be a woman's: her husband's after her father's, on one side only (Neha Kapoor,
 * NEHA KAPOOR MEHRA).
 */
function secondFamilyName(a: string[], b: string[], pairing: Pairing): boolean {
	const [longer, shorter, partners] =
		a.length > b.length ? [a, b, pairing.partnerOfA] : [b, a, pairing.partnerOfB];
	if (shorter.length < 2 || longer.length !== shorter.length + 1) return false;
	const [shared, second] = [longer[longer.length - 2], longer[longer.length - 1]];
	const isFamily = (word: string) => isFamilyName(word, spoken) && !namesNoFamily(word);
	return (
		partners[longer.length - 2] === shorter.length - 1 &&
		isFamily(shared) &&
		isFamily(second) &&
		mayBeWomansName(a[0], spoken)
	);
}

/** The reasons the middle words give: pairs, and the words one side has and the other lacks. */
function middleReasons(a: string[], b: string[], pairing: Pairing, reasons: Set<NameReason>): void {
	const lastA = a.length - 1;
	const lastB = b.length - 1;
	for (let i = 1; i < lastA; i++) {
		const partner = pairing.partnerOfA[i];
		if (partner <= 0 || partner >= lastB) continue;
		const kind = pairing.kindOfA[i];
		if (kind === 'initial') reasons.add('middle_initial');
		else if (kind === 'close' || kind === 'truncated' || kind === 'pet')
			reasons.add('middle_name_close_spelling');
		else if (kind === 'generic') reasons.add('middle_name_differs');
		else if (kind === 'variant') reasons.add('spelling_variant');
		else if (kind === 'suffix') reasons.add('honorific_suffix');
	}
	const unpaired = (words: string[], partners: number[]) =>
		words.filter((_, index) => partners[index] === -1 && index > 0 && index < words.length - 1);
	const missing = (words: string[]) => words.filter((word) => !PLACEHOLDERS.has(word)).length;
	const middleA = unpaired(a, pairing.partnerOfA);
	const middleB = unpaired(b, pairing.partnerOfB);
	const countA = missing(middleA);
	const countB = missing(middleB);
	// Each side has a middle word the other lacks, a Kumar beside a Dev too: two different middle names.
	if (middleA.length > 0 && middleB.length > 0) reasons.add('middle_name_differs');
	else if (middleA.length + middleB.length > countA + countB) reasons.add('placeholder_word');
	if (!reasons.has('middle_name_differs') && countA + countB === 1)
		reasons.add('middle_name_missing');
	// Two words or more on one side beyond what the other lacks: more than a middle name, perhaps another person.
	const allUnpaired = (words: string[], partners: number[]) =>
		words.filter((word, index) => partners[index] === -1 && !PLACEHOLDERS.has(word)).length;
	const extraA = allUnpaired(a, pairing.partnerOfA);
	const extraB = allUnpaired(b, pairing.partnerOfB);
	if (Math.max(extraA, extraB) >= 2 && extraA !== extraB) reasons.add('extra_words');
}

/**
 * Whether a name's given name is two words whose first names nobody alone (Abdul Rahman Khan) and
 * whose second the other name lacks (ABDUL KHAN), rather than holds another (ABDUL RAHIM KHAN).
 */
function givenNameCutShort(
	words: string[],
	partners: number[],
	otherPartners: number[],
	sound: Sounds,
): boolean {
	const secondWord = (wordsOf: number[]) => wordsOf.length >= 3 && wordsOf[1] === -1;
	return (
		GIVEN_NAME_FIRST_SOUNDS.has(sound(words[0])) &&
		partners[0] !== -1 &&
		secondWord(partners) &&
		otherPartners.length >= 2 &&
		!secondWord(otherPartners)
	);
}

export interface Alignment {
	/** 0 to 100: how much of the two names pair up, the shorter name's share weighing 0.7, the longer's 0.3. */
	score: number;
	reasons: NameReason[];
}

/** The reasons of two names whose words are in the same order (or whose order is said in `reasons`). */
function reasonsInOrder(
	a: string[],
	b: string[],
	pairing: Pairing,
	reasons: Set<NameReason>,
	sound: Sounds,
	scriptWords: ScriptWords,
): Set<NameReason> {
	for (const role of ['given', 'family'] as const)
		for (const reason of endReasons(role, a, b, pairing, scriptWords)) reasons.add(reason);
	// With no word in common, what the middles lack says nothing more.
	if (pairing.sum > 0) middleReasons(a, b, pairing, reasons);
	// A woman's father's name in the middle become her husband's, with his family name.
	if (reasons.has('family_name_by_marriage')) reasons.delete('middle_name_differs');
	if (
		givenNameCutShort(a, pairing.partnerOfA, pairing.partnerOfB, sound) ||
		givenNameCutShort(b, pairing.partnerOfB, pairing.partnerOfA, sound)
	) {
		reasons.delete('middle_name_missing');
		reasons.add('given_name_incomplete');
	}
	return reasons;
}

const blocking = (reasons: Set<NameReason>) => [...reasons].filter(forbidsMatch).length;

/**
 * Two names' words aligned: the score and the reasons. Both lists are at most MOST_WORDS long.
 * `declared` holds the family names either name declares by a comma (Reddy, Kavya); `sound` is
 * `spoken`, each word worked out once.
 */
export function align(
	wordsA: string[],
	wordsB: string[],
	declared: ReadonlySet<string> = new Set(),
	sound: Sounds = soundsOfOneComparison(),
	scriptWords: ScriptWords = new Map(),
): Alignment {
	const found = new Set<NameReason>();
	// How many words each word joined stands for (Sai Krishna, SAIKRISHNA: 2).
	const spans = new Map<string, number>();
	let b = joinedAsIn(wordsB, wordsA, found, sound, spans, scriptWords);
	let a = joinedAsIn(wordsA, b, found, sound, spans, scriptWords);
	b = splitAsIn(b, a, found, sound);
	a = splitAsIn(a, b, found, sound);
	b = initialsApartAsIn(b, a);
	a = initialsApartAsIn(a, b);
	const pairing = pairWords(a, b, sound, scriptWords);
	if (initialsWrittenOut(a, b, pairing, sound)) return initialsExpanded(a, b, pairing, found);
	const turnedA = rotated(a, pairing.partnerOfA);
	let reasons: Set<NameReason>;
	if (turnedA === undefined)
		reasons = reasonsInOrder(
			a,
			b,
			pairing,
			new Set([...found, 'order_changed']),
			sound,
			scriptWords,
		);
	else if (turnedA.shift === 0) reasons = reasonsInOrder(a, b, pairing, found, sound, scriptWords);
	else {
		// Turned round: the surname written first when the word moved is a family name, else perhaps
		// a given name and a father's. Either name may be the one turned, so each is read turned back.
		const span = (word: string) => spans.get(word) ?? 1;
		const order: NameReason = familyNameMoved(a, b, pairing, turnedA.shift, declared, sound, span)
			? 'surname_first'
			: 'turned_round';
		const turnedB = rotated(b, pairing.partnerOfB)?.words ?? b;
		const readings = [
			reasonsInOrder(
				turnedA.words,
				b,
				pairWords(turnedA.words, b, sound, scriptWords),
				new Set([...found, order]),
				sound,
				scriptWords,
			),
			reasonsInOrder(
				a,
				turnedB,
				pairWords(a, turnedB, sound, scriptWords),
				new Set([...found, order]),
				sound,
				scriptWords,
			),
		];
		reasons = blocking(readings[1]) < blocking(readings[0]) ? readings[1] : readings[0];
		if (anotherGivenNameSurnameFirst(a, b, pairing, sound)) reasons.add('another_given_name');
	}
	if (manAndWoman(a, b)) reasons.add('man_and_woman');
	return { score: scoreOf(a, b, pairing.sum), reasons: [...reasons] };
}

/** 0 to 100: how much of the two names pair up, the shorter name's share weighing most. */
function scoreOf(a: string[], b: string[], sum: number): number {
	const shorter = Math.min(a.length, b.length);
	const longer = Math.max(a.length, b.length);
	const score = Math.round(
		100 * (SCORE_WEIGHTS.shorterName * (sum / shorter) + SCORE_WEIGHTS.longerName * (sum / longer)),
	);
	return Math.min(100, score);
}

/**
 * Two names one of which writes out the other's initials (initials.ts): the same name, each
 * initial counted as a known spelling, with the spellings of the other words.
 */
function initialsExpanded(
	a: string[],
	b: string[],
	pairing: Pairing,
	found: Set<NameReason>,
): Alignment {
	const reasons = new Set<NameReason>([...found, 'initials_expanded']);
	let sum = pairing.sum;
	for (const kind of pairing.kindOfA) {
		if (kind === 'variant') reasons.add('spelling_variant');
		if (kind === 'suffix') reasons.add('honorific_suffix');
		if (kind === 'initial') sum += INITIALS_WRITTEN_OUT.weight - WORD_PAIRS.initial.weight;
	}
	return { score: scoreOf(a, b, sum), reasons: [...reasons] };
}
