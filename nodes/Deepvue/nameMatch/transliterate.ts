/**
 * Indian scripts to Latin letters, as a name is commonly spelled (राहुल शर्मा: rahul sharma), so
 * that a name written in one script can be compared with the same name in another. The Unicode
 * blocks of Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada and Malayalam
 * share one layout, so each letter is read by its place in the block. Close for Devanagari, whose
 * name against a Latin one may be a match; rough for the scripts far from it (Tamil has no
 * aspirates), whose name against another script is never a match.
 */

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

/**
 * The Indian script of a text, if any: Devanagari, read closely, or another (Bengali to
 * Malayalam), read roughly.
 */
export function indianScriptOf(text: string): 'devanagari' | 'indian' | undefined {
	if (/[\u0900-\u097f]/.test(text)) return 'devanagari';
	return /[\u0980-\u0d7f]/.test(text) ? 'indian' : undefined;
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

/** One syllable's sounds: a consonant (or none) and its vowel; `inherent` when the vowel is the unwritten a. */
interface Syllable {
	consonant: string;
	vowel: string;
	inherent: boolean;
}

/**
 * The syllables of one word. A consonant followed by a vowel sign takes it, by a virama none, else
 * the inherent a; an anusvara or candrabindu is n (ng before h), a visarga h (a consonant with no
 * vowel).
 */
function syllablesOf(word: string): Syllable[] {
	const characters = [...word];
	const syllables: Syllable[] = [];
	for (let index = 0; index < characters.length; index++) {
		const offset = offsetOf(characters[index]);
		const consonant = consonantAt(offset);
		if (consonant !== undefined) {
			let next = index + 1;
			while (offsetOf(characters[next] ?? '') === NUKTA) next++;
			const following = offsetOf(characters[next] ?? '');
			if (following === VIRAMA) {
				syllables.push({ consonant, vowel: '', inherent: false });
				index = next;
			} else if (following >= 0x3e && following <= 0x4c) {
				syllables.push({ consonant, vowel: VOWEL_SIGNS[following - 0x3e], inherent: false });
				index = next;
			} else {
				syllables.push({ consonant, vowel: 'a', inherent: true });
				index = next - 1;
			}
		} else if (offset >= 0x04 && offset <= 0x14) {
			syllables.push({ consonant: '', vowel: VOWELS[offset - 0x04], inherent: false });
		} else if (offset === 0x01 || offset === 0x02) {
			// Before h an anusvara is said ng: सिंह is Singh.
			const beforeH = offsetOf(characters[index + 1] ?? '') === H;
			syllables.push({ consonant: beforeH ? 'ng' : 'n', vowel: '', inherent: false });
		} else if (offset === 0x03) {
			syllables.push({ consonant: 'h', vowel: '', inherent: false });
		} else if (offset < 0) {
			syllables.push({ consonant: characters[index], vowel: '', inherent: false });
		}
	}
	return syllables;
}

/**
 * The unwritten a that is not spoken: at the end of a word of more than one syllable (राहुल is
 * rahul), and between a vowel and a consonant that has its own vowel (कमला is kamla).
 */
function dropSilentVowels(syllables: Syllable[]): void {
	const last = syllables.length - 1;
	if (last > 0 && syllables[last].inherent) syllables[last].vowel = '';
	for (let index = 1; index < last; index++) {
		const current = syllables[index];
		const before = syllables[index - 1];
		const after = syllables[index + 1];
		if (
			current.inherent &&
			current.vowel !== '' &&
			before.vowel !== '' &&
			after.consonant !== '' &&
			after.vowel !== ''
		)
			current.vowel = '';
	}
}

/** A text with every word in an Indian script spelled in Latin letters; other characters unchanged. */
export function toLatin(text: string): string {
	return text.replace(/[\u0900-\u0d7f]+/g, (word) => {
		const syllables = syllablesOf(word);
		dropSilentVowels(syllables);
		return syllables.map(({ consonant, vowel }) => consonant + vowel).join('');
	});
}
