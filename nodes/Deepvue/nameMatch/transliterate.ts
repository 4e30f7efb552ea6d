/**
 * Indian scripts and Urdu in Latin letters, so that a name written in one script can be compared
 * with the same name in another. The Unicode blocks of Devanagari, Bengali, Gurmukhi, Gujarati,
 * Oriya, Tamil, Telugu, Kannada and Malayalam share one layout, so each letter is read by its place
 * in the block, then by what its script reads otherwise (SCRIPT_READING in nameRules.ts). A word
 * is read one plain way (राहुल: rahul), to compare it with the tables and the same script, and
 * every way its Latin spellings may go (कमला: kamla, kamala), to compare it with a Latin name.
 * Urdu writes no short vowel: its words are compared as a pattern of their letters (URDU_LETTERS).
 */
import type { IndianScript, ScriptReading } from './nameRules';
import { INDIAN_SCRIPTS, SCRIPT_READING, URDU_LETTERS } from './nameRules';
import type { Sounds } from './words';

const FIRST_BLOCK = 0x0900;
const LAST_BLOCK_END = 0x0d7f;
const BLOCK = 0x80;

/** Consonants from offset 0x15 (क) to 0x39 (ह), without their vowel. */
const CONSONANTS =
	'k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h'.split(
		' ',
	);
/** Consonants with a nukta, offsets 0x58 to 0x5f (क़ to य़). */
const NUKTA_CONSONANTS = 'q kh g z r rh f y'.split(' ');
/** Vowels written on their own, offsets 0x04 to 0x14 (ऄ to औ). */
const VOWELS = 'a a aa i ee u oo ri li e e e ai o o o au'.split(' ');
/** Vowel signs after a consonant, offsets 0x3e to 0x4c (ा to ौ). */
const VOWEL_SIGNS = 'aa i ee u oo ri ri e e e ai o o o au'.split(' ');

const VIRAMA = 0x4d;
const H = 0x39;
const NUKTA = 0x3c;
const YA = 0x2f;
/** Beyond this many ways of spelling one word's unwritten vowels, the first ways are kept. */
const MOST_SPELLINGS = 16;

const INDIAN_LETTERS = /[\u0900-\u0d7f]+/g;
const URDU_WORD = /[\u0600-\u06ff]+/g;

/** The script a character belongs to, by its Unicode block. */
function scriptAt(code: number): IndianScript | undefined {
	if (code < FIRST_BLOCK || code > LAST_BLOCK_END) return undefined;
	return INDIAN_SCRIPTS[Math.floor((code - FIRST_BLOCK) / BLOCK)];
}

/** The first Indian script or Urdu in a text, if any. */
export function scriptOf(text: string): IndianScript | 'urdu' | undefined {
	const indian = /[\u0900-\u0d7f]/.exec(text);
	if (indian) return scriptAt(indian[0].codePointAt(0) ?? 0);
	return /[\u0600-\u06ff]/.test(text) ? 'urdu' : undefined;
}

/** The place of a character in its Indian script's block, or -1 for any other character. */
function offsetOf(character: string): number {
	const code = character.codePointAt(0) ?? 0;
	return code >= FIRST_BLOCK && code <= LAST_BLOCK_END ? (code - FIRST_BLOCK) % BLOCK : -1;
}

function consonantAt(offset: number): string | undefined {
	if (offset >= 0x15 && offset <= 0x39) return CONSONANTS[offset - 0x15];
	if (offset >= 0x58 && offset <= 0x5f) return NUKTA_CONSONANTS[offset - 0x58];
	return undefined;
}

/**
 * One syllable's sounds: a consonant (or none) and its vowel; `inherent` when the vowel is the
 * unwritten a, `joined` when the consonant has no vowel and joins the next (a virama).
 */
interface Syllable {
	consonant: string;
	vowel: string;
	inherent: boolean;
	joined: boolean;
}

/**
 * The syllables of one word. A consonant followed by a vowel sign takes it, by a virama none, else
 * the inherent a; an anusvara or candrabindu is n (ng before h), a visarga h (a consonant with no
 * vowel). Letters its script reads otherwise (SCRIPT_READING's `letters`) are read so, but for
 * ya under another letter (জ্য, jya).
 */
function syllablesOf(word: string, reading: ScriptReading): Syllable[] {
	const characters = [
		...(reading.written ?? []).reduce((text, [letters, read]) => text.replace(letters, read), word),
	];
	const syllables: Syllable[] = [];
	for (let index = 0; index < characters.length; index++) {
		const character = characters[index];
		const offset = offsetOf(character);
		const mark = reading.marks?.[character];
		if (mark !== undefined) {
			if (mark !== '')
				syllables.push({ consonant: mark, vowel: '', inherent: false, joined: false });
			continue;
		}
		const underAnother = syllables.length > 0 && syllables[syllables.length - 1].joined;
		const own = reading.letters?.[character];
		let consonant = consonantAt(offset);
		if (own !== undefined && !(offset === YA && underAnother)) consonant = own;
		if (consonant !== undefined) {
			let next = index + 1;
			if (offsetOf(characters[next] ?? '') === NUKTA) {
				// A nukta makes ya y (য়) and is otherwise read as the letter without it.
				if (offset === YA) consonant = 'y';
				next++;
			}
			const following = offsetOf(characters[next] ?? '');
			if (following === VIRAMA) {
				syllables.push({ consonant, vowel: '', inherent: false, joined: true });
				index = next;
			} else if (following >= 0x3e && following <= 0x4c) {
				syllables.push({
					consonant,
					vowel: VOWEL_SIGNS[following - 0x3e],
					inherent: false,
					joined: false,
				});
				index = next;
			} else {
				syllables.push({ consonant, vowel: 'a', inherent: true, joined: false });
				index = next - 1;
			}
		} else if (offset >= 0x04 && offset <= 0x14) {
			syllables.push({
				consonant: '',
				vowel: VOWELS[offset - 0x04],
				inherent: false,
				joined: false,
			});
		} else if (offset === 0x01 || offset === 0x02) {
			// Before h an anusvara is said ng: सिंह is Singh.
			const beforeH = offsetOf(characters[index + 1] ?? '') === H;
			syllables.push({
				consonant: beforeH ? 'ng' : 'n',
				vowel: '',
				inherent: false,
				joined: false,
			});
		} else if (offset === 0x03) {
			syllables.push({ consonant: 'h', vowel: '', inherent: false, joined: false });
		}
	}
	return syllables;
}

/** The ways each syllable's vowel may be spelled: one way for a written vowel, several for the inherent a. */
function vowelChoices(syllables: Syllable[], reading: ScriptReading): string[][] {
	const last = syllables.length - 1;
	return syllables.map((syllable, index) => {
		if (!syllable.inherent) return [syllable.vowel];
		if (index === 0 || syllables.slice(0, index).every(({ vowel }) => vowel === ''))
			return [...reading.firstVowel];
		if (index < last) return [...reading.medialVowel];
		// After a cluster (a virama before it) the last vowel is spoken: चंद्र, Chandra. After a nasal
		// and a consonant, spoken or not, the script's way first (ಗಂಗಮ್ಮ, Gangamma; ସୁଶାନ୍ତ, Sushanta
		// or Sushant; अरविन्द, Arvind).
		const before = syllables[index - 1];
		if (!before.joined) return [...reading.finalVowel];
		if (!/^[nm]/.test(before.consonant)) return [reading.firstVowel[0]];
		return [...new Set([...reading.finalVowel, reading.firstVowel[0], ''])];
	});
}

/** The plain spelling: the inherent a dropped where the northern scripts drop it when spoken. */
function plainVowels(syllables: Syllable[], choices: string[][]): string[] {
	return syllables.map((syllable, index) => {
		const [first] = choices[index];
		if (!syllable.inherent || choices[index].length === 1) return first;
		// Between syllables the unwritten a is silent after a vowel, before a consonant with its own
		// vowel (कमला is kamla).
		const before = syllables[index - 1];
		const after = syllables[index + 1];
		const silent =
			before !== undefined &&
			after !== undefined &&
			before.vowel !== '' &&
			after.consonant !== '' &&
			after.vowel !== '' &&
			choices[index].includes('');
		return silent ? '' : first;
	});
}

function spelled(syllables: Syllable[], vowels: string[], reading: ScriptReading): string {
	const word = syllables.map(({ consonant }, index) => consonant + vowels[index]).join('');
	return (reading.spellings ?? []).reduce(
		(spelling, [ending, replacement]) => spelling.replace(ending, replacement),
		word,
	);
}

/** A word of an Indian script spelled the plain way. */
function plainIndian(word: string): string {
	const script = scriptAt(word.codePointAt(0) ?? 0);
	if (script === undefined) return word;
	const reading = SCRIPT_READING[script];
	const syllables = syllablesOf(word, reading);
	return spelled(syllables, plainVowels(syllables, vowelChoices(syllables, reading)), reading);
}

/**
 * Every way a word of an Indian script may be spelled in Latin letters, the plain way first (at
 * most MOST_SPELLINGS besides).
 */
function indianSpellings(word: string, script: IndianScript): string[] {
	const reading = SCRIPT_READING[script];
	const syllables = syllablesOf(word, reading);
	const choices = vowelChoices(syllables, reading);
	let spellings: string[][] = [[]];
	for (const options of choices) {
		const next = spellings.flatMap((vowels) => options.map((vowel) => [...vowels, vowel]));
		spellings =
			next.length > MOST_SPELLINGS ? spellings.map((vowels) => [...vowels, options[0]]) : next;
	}
	return [
		spelled(syllables, plainVowels(syllables, choices), reading),
		...spellings.map((vowels) => spelled(syllables, vowels, reading)),
	];
}

/** An Urdu word spelled the plain way: its letters, no vowel added. */
function plainUrdu(word: string): string {
	return [...word].map((letter) => URDU_LETTERS[letter]?.[0] ?? '').join('');
}

/** The pattern of the Latin spellings (as they sound) an Urdu word may stand for. */
function urduPattern(word: string): RegExp {
	const letters = [...word].filter((letter) => URDU_LETTERS[letter] !== undefined);
	// A short vowel, which Urdu leaves unwritten; a long one has a letter (حسن is Hasan, not Hussain).
	const gap = '[aeiou]?';
	const pieces = letters.map((letter, index) => {
		const [, sounds] = URDU_LETTERS[letter];
		if (index < letters.length - 1 || (letter !== 'ہ' && letter !== 'ه')) return sounds;
		// A final he: a after a consonant (Farhana), nothing after a vowel (Shah).
		return ['ا', 'و', 'ی', 'ي'].includes(letters[index - 1] ?? '') ? '' : 'a';
	});
	// Urdu writes a vowel that ends a word (ا, ہ, ی, و): none may follow the last letter (Farhan, فرحان; not Farhana).
	return new RegExp(`^${gap}${pieces.join(gap)}$`);
}

/** A word of an Indian script or Urdu spelled the plain way. */
export function plainSpelling(word: string): string {
	return /[\u0600-\u06ff]/.test(word) ? plainUrdu(word) : plainIndian(word);
}

/** A text with every word of an Indian script or Urdu spelled the plain way; other characters unchanged. */
export function toLatin(text: string): string {
	return text.replace(INDIAN_LETTERS, plainIndian).replace(URDU_WORD, plainUrdu);
}

/** How a word of another script agrees with a Latin word: by any of its spellings, as it sounds. */
export interface ScriptWord {
	agrees(latin: string, sound: Sounds): boolean;
}

/** The words of a text written in an Indian script or Urdu, by their plain spelling. */
export type ScriptWords = ReadonlyMap<string, ScriptWord>;

/** What the letters a script does not tell apart become, in a Latin word as it sounds. */
function alikeIn(sound: string, alike: ScriptReading['alike']): string {
	return (alike ?? []).reduce((letters, [one, other]) => letters.replaceAll(one, other), sound);
}

function indianWord(word: string, script: IndianScript): ScriptWord {
	const { alike } = SCRIPT_READING[script];
	const spellings = indianSpellings(word, script);
	let heard: Set<string> | undefined;
	return {
		agrees(latin, sound) {
			heard ??= new Set(spellings.map((spelling) => alikeIn(sound(spelling), alike)));
			return heard.has(alikeIn(sound(latin), alike));
		},
	};
}

function urduWord(word: string): ScriptWord {
	const pattern = urduPattern(word);
	return { agrees: (latin, sound) => pattern.test(sound(latin)) };
}

/**
 * Every word of a text in an Indian script or Urdu, by its plain spelling, and how it agrees with
 * a Latin one.
 */
export function scriptWordsOf(text: string): ScriptWords {
	const words = new Map<string, ScriptWord>();
	for (const [word] of text.matchAll(INDIAN_LETTERS)) {
		const script = scriptAt(word.codePointAt(0) ?? 0);
		if (script !== undefined) words.set(plainIndian(word), indianWord(word, script));
	}
	for (const [word] of text.matchAll(URDU_WORD)) words.set(plainUrdu(word), urduWord(word));
	return words;
}
