/**
 * How one word of a name stands for a word of the other: the same, the same name spelled another
 * way, an initial, a word cut short, or a spelling only close (which may be another name). The
 * tables and the distances are in nameRules.ts.
 */
import {
	CLOSE_SPELLING,
	GENERIC_FAMILY_WORDS,
	NAMES_APART,
	PET_NAMES,
	PET_NAME_SHAPE,
	HOME_NAMES,
	INITIALS_OF_TWO_LETTERS,
	MAN_AND_WOMAN,
	RESPECT_SUFFIXES,
	SOUND_RULES,
	TRUNCATED_SOUND_SHORTEST,
	SPELLING_FAMILIES,
	WORD_PAIRS,
} from './nameRules';
import type { ScriptWords } from './transliterate';

export type WordPair = keyof typeof WORD_PAIRS;

/** A word of Latin letters as it sounds by SOUND_RULES. */
function sounds(word: string): string {
	return SOUND_RULES.reduce(
		(sound, [pattern, replacement]) => sound.replace(pattern, replacement),
		word,
	);
}

/** How each spelling of SPELLING_FAMILIES sounds, to how the first of its family sounds. */
const FAMILY_SOUND: Readonly<Record<string, string>> = Object.fromEntries(
	SPELLING_FAMILIES.flatMap((family) => family.map((name) => [sounds(name), sounds(family[0])])),
);

/**
 * A word as it sounds (SOUND_RULES), a listed spelling read as the first of its family, so that
 * any spelling that sounds like one listed is listed too (वर्मा, read varmaa, is Verma).
 */
export function spoken(word: string): string {
	if (!/^[a-z]+$/.test(word)) return word;
	const sound = sounds(word);
	return FAMILY_SOUND[sound] ?? sound;
}

const APART: ReadonlySet<string> = new Set(
	NAMES_APART.flatMap(([one, other]) => [`${one} ${other}`, `${other} ${one}`]),
);

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

/** A word's first letter, with the letters of CLOSE_SPELLING.alikeAtTheStart alike. */
function firstSound(word: string): string {
	return CLOSE_SPELLING.alikeAtTheStart.find(([, other]) => other === word[0])?.[0] ?? word[0];
}

/** A word without a word of respect joined to it (Rameshbhai: ramesh). */
function withoutSuffix(word: string): string {
	const found = RESPECT_SUFFIXES.find(
		({ suffix, stem }) => word.endsWith(suffix) && word.length - suffix.length >= stem,
	);
	return found ? word.slice(0, word.length - found.suffix.length) : word;
}

/**
 * How each pet or church name of PET_NAMES sounds, to how the names it stands for sound: the name
 * and the other forms of it (Varkey and Varghese are both George's, so one person's).
 */
const PET_NAME_OF: ReadonlyMap<string, ReadonlySet<string>> = (() => {
	const names = new Map<string, Set<string>>();
	for (const [name, pets] of Object.entries(PET_NAMES)) {
		const forms = [name, ...pets].map(spoken);
		for (const pet of pets) {
			const known = names.get(spoken(pet)) ?? new Set<string>();
			for (const form of forms) if (form !== spoken(pet)) known.add(form);
			names.set(spoken(pet), known);
		}
	}
	return names;
})();

/** How each of HOME_NAMES sounds. */
const HOME_NAME_SOUNDS: ReadonlySet<string> = new Set(HOME_NAMES.map(spoken));

/** Whether `pet` (as it sounds) is listed as a pet, church or home name of `name`. */
function isListedPetName(pet: string, name: string): boolean {
	return PET_NAME_OF.get(pet)?.has(name) === true || HOME_NAME_SOUNDS.has(pet);
}

/**
 * Whether `pet` (as it sounds) is a pet, church or home name of `name`: listed, or of a shape
 * PET_NAME_SHAPE describes (Deepu for Deepak, Sasikuttan for Sasidharan).
 */
function isPetName(pet: string, name: string): boolean {
	if (isListedPetName(pet, name)) return true;
	const { longest, endings, stem, longerBy, suffixes } = PET_NAME_SHAPE;
	const suffix = suffixes.find((end) => pet.endsWith(end) && pet.length - end.length >= stem);
	if (suffix !== undefined) return name.startsWith(pet.slice(0, pet.length - suffix.length));
	if (!endings.some((end) => pet.endsWith(end)) || pet.length > longest) return false;
	return name.length >= pet.length + longerBy && name.startsWith(pet.slice(0, stem));
}

/** MAN_AND_WOMAN as they sound, each pair both ways round. */
const MAN_AND_WOMAN_SOUNDS: ReadonlySet<string> = new Set(
	MAN_AND_WOMAN.flatMap(([man, woman]) => [
		`${spoken(man)} ${spoken(woman)}`,
		`${spoken(woman)} ${spoken(man)}`,
	]),
);

/** Each word of GENERIC_FAMILY_WORDS, as it sounds, to its kind (a man's, a woman's). */
const GENERIC_KIND: Readonly<Record<string, number>> = Object.fromEntries(
	GENERIC_FAMILY_WORDS.flatMap((words, kind) => words.map((word) => [spoken(word), kind])),
);

/** Whether a word is one of GENERIC_FAMILY_WORDS (Kumar, Devi): it names no family. */
export function namesNoFamily(word: string): boolean {
	return Object.hasOwn(GENERIC_KIND, spoken(word));
}

/**
 * Whether one of two words where the family names stand names no family (Kumar, Devi): no evidence
 * of another family, beside a family name or a word of the other kind (Poonam Singh, POONAM
 * KUMARI), except the two MAN_AND_WOMAN says are a man and a woman (Kaur, Singh).
 */
export function oneNamesNoFamily(a: string, b: string): boolean {
	const [soundA, soundB] = [spoken(a), spoken(b)];
	if (!namesNoFamily(a) && !namesNoFamily(b)) return false;
	return !MAN_AND_WOMAN_SOUNDS.has(`${soundA} ${soundB}`);
}

/**
 * Whether one name holds a man's word of MAN_AND_WOMAN (alone or ending a word: Rajkumar) and the
 * other the woman's, and neither holds both: a man and a woman.
 */
export function manAndWoman(a: string[], b: string[]): boolean {
	const holds = (words: string[], word: string) =>
		words.some(
			(other) => other === word || (other.length > word.length + 2 && other.endsWith(word)),
		);
	return MAN_AND_WOMAN.some(([man, woman]) => {
		const [manA, womanA, manB, womanB] = [
			holds(a, man),
			holds(a, woman),
			holds(b, man),
			holds(b, woman),
		];
		return (manA && !womanA && womanB && !manB) || (manB && !womanB && womanA && !manA);
	});
}

/** How a word sounds, each word worked out once: for the words of one comparison. */
export type Sounds = (word: string) => string;

/** `spoken`, remembering the words of one comparison (at most a few dozen), so each is worked out once. */
export function soundsOfOneComparison(): Sounds {
	const known = new Map<string, string>();
	return (word) => {
		let sound = known.get(word);
		if (sound === undefined) {
			sound = spoken(word);
			known.set(word, sound);
		}
		return sound;
	};
}

/**
 * How `a` stands for `b`, or undefined when it does not. A word written in another script
 * (`scriptWords`) agrees with a Latin one by any of its spellings.
 */
export function pairOf(
	a: string,
	b: string,
	sound: Sounds = spoken,
	scriptWords: ScriptWords = new Map(),
): WordPair | undefined {
	if (a === b) return 'same';
	// Listed as two names: at most close, whatever the sound rules say.
	if (APART.has(`${a} ${b}`)) return 'close';
	const [writtenA, writtenB] = [scriptWords.get(a), scriptWords.get(b)];
	if (
		(writtenA && !writtenB && writtenA.agrees(b, sound)) ||
		(writtenB && !writtenA && writtenB.agrees(a, sound))
	)
		return 'variant';
	const soundA = sound(a);
	const soundB = sound(b);
	if (soundA === soundB) return 'variant';
	const [plainA, plainB] = [withoutSuffix(a), withoutSuffix(b)];
	if ((plainA !== a || plainB !== b) && sound(plainA) === sound(plainB)) return 'suffix';
	if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 'initial' : undefined;
	if (isInitialOfTwoLetters(a, b) || isInitialOfTwoLetters(b, a)) return 'initial';
	const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
	if (shorter.length >= 2 && longer.startsWith(shorter)) return 'truncated';
	// Cut short as it sounds (Sreenivasulu, SRINIVAS), from a word long enough to say so.
	const [shorterSound, longerSound] =
		soundA.length <= soundB.length ? [soundA, soundB] : [soundB, soundA];
	if (shorterSound.length >= TRUNCATED_SOUND_SHORTEST && longerSound.startsWith(shorterSound))
		return 'truncated';
	// A listed pet name is surer than a spelling only close (Tomy, Thomas).
	if (isListedPetName(soundA, soundB) || isListedPetName(soundB, soundA)) return 'pet';
	return isClose(soundA, soundB) ? 'close' : otherForm(soundA, soundB);
}

/** Whether `initial` is one of INITIALS_OF_TWO_LETTERS and `word` a longer word it begins. */
function isInitialOfTwoLetters(initial: string, word: string): boolean {
	return INITIALS_OF_TWO_LETTERS.includes(initial) && word.length > 2 && word.startsWith(initial);
}

/**
 * Whether two sounds are a letter or two apart (by their length) from the same first sound, or
 * have the same consonants.
 */
function isClose(soundA: string, soundB: string): boolean {
	const shortest = Math.min(soundA.length, soundB.length);
	if (shortest < CLOSE_SPELLING.shortest) return false;
	if (sameConsonants(soundA, soundB)) return true;
	if (firstSound(soundA) !== firstSound(soundB)) return false;
	const { short, long } = CLOSE_SPELLING.edits;
	const edits = shortest <= CLOSE_SPELLING.longestForOneEdit ? short : long;
	// Close as it sounds, letters alike as one, and after the first a y read as the vowel it often
	// stands for (Nair, Nayar).
	const read = (sound: string) =>
		firstSound(sound) +
		[...CLOSE_SPELLING.alike, ...CLOSE_SPELLING.alikeInside]
			.reduce((letters, [one, other]) => letters.replaceAll(other, one), sound.slice(1))
			.replace(/y/g, 'i');
	return withinEdits(read(soundA), read(soundB), edits);
}

/** Whether two sounds have the same consonants in the same order (CLOSE_SPELLING.sameConsonants). */
function sameConsonants(soundA: string, soundB: string): boolean {
	const consonants = (sound: string) => sound.replace(/[aeiouy]/g, '').replace(/d$/, 't');
	const [consonantsA, consonantsB] = [consonants(soundA), consonants(soundB)];
	return consonantsA.length >= CLOSE_SPELLING.sameConsonants && consonantsA === consonantsB;
}

/** A pet or church name, or two words of one kind that name no family (Devi, Kumari), or undefined. */
function otherForm(soundA: string, soundB: string): WordPair | undefined {
	if (isPetName(soundA, soundB) || isPetName(soundB, soundA)) return 'pet';
	const kindOf = (sound: string) =>
		Object.hasOwn(GENERIC_KIND, sound) ? GENERIC_KIND[sound] : undefined;
	const kind = kindOf(soundA);
	return kind !== undefined && kind === kindOf(soundB) ? 'generic' : undefined;
}
