/**
 * A name as the comparison reads it: normalised words, without titles, degrees, relations and the
 * words that say the holder is not a person, each dropped part noted as a reason. The tables are
 * in nameRules.ts.
 */
import {
	ALIAS_WORDS,
	DECEASED_WORDS,
	DEGREES,
	HOLDER_NOT_A_PERSON_WORDS,
	JOINING_WORDS,
	JUNK_RUNS,
	LEFT_OUT_BEFORE_THE_GIVEN_NAME,
	LETTER_NAMES,
	MESSRS,
	MESSRS_DOTTED,
	MOST_CHARACTERS,
	MOST_LETTERS,
	MOST_WORDS,
	NOT_A_NAME_WORDS,
	RANKS_AFTER_LT,
	RELATION_ABBREVIATIONS,
	RELATION_WORDS,
	RELATIONS,
	RESPECT_WORDS_AFTER,
	SCRIPT_ABBREVIATIONS,
	SECOND_PARTS_WRITTEN_APART,
	SPELLED_OUT_SHORTEST,
	TITLE_INITIALS,
	TITLES,
	TITLES_ALSO_NAMES,
	TITLES_BY_GENDER,
	TITLES_MOSTLY_NAMES,
	TITLES_NEVER_A_NAME_ALONE,
} from './nameRules';
import type { Relation } from './nameRules';
import type { NameReason } from './reasons';
import { isFamilyName, isWomansName } from './order';
import type { IndianScript } from './nameRules';
import type { ScriptWords } from './transliterate';
import { plainSpelling, scriptOf, scriptWordsOf, toLatin } from './transliterate';
import { spoken } from './words';

/** The Indian scripts and Urdu are read in Latin letters (transliterate.ts), any other not at all. */
export type Script = 'latin' | IndianScript | 'urdu' | 'other';

/** One way of reading a name's words, and what was left out to read it so. */
export interface Reading {
	words: string[];
	notes: NameReason[];
}

/** A relation after the holder's name (S/O, W/O...): what it says, and the words of the name after it. */
export interface RelationRead extends Relation {
	words: string[];
}

export interface ReadName {
	/** The words of the person's name: without titles, relations and the words that say the holder is not a person. */
	words: string[];
	/** What was dropped, or what the words say of the holder. */
	notes: NameReason[];
	/**
	 * Every way the name may be read, `words` and `notes` first: with a title that may also be a
	 * given name kept (Sri Devi, Kumari Pooja), with a word of respect after it kept (Khatoon).
	 */
	readings: Reading[];
	/** The words with those of a business kept (Traders, Pvt, Ltd), to compare two businesses' names. */
	businessWords: string[];
	/** The script the name was written in: an Indian one or Urdu is read in Latin letters. */
	script: Script;
	/**
	 * Its words written in an Indian script or Urdu, by their Latin spelling in `words`, and how each
	 * agrees with a Latin word.
	 */
	scriptWords: ScriptWords;
	/** The family name the name declares by a comma after it (Reddy, Kavya): its first word. */
	surnameByComma?: string;
	/** A placeholder or junk where a name should be (NA, null, test, xxx, a single letter, no letters). */
	notAName: boolean;
	tooLong: boolean;
	/** The relation after the holder's name, left out of `words`. */
	relation?: RelationRead;
	/** Whom the titles before the name say the holder is (Mr: a man; Smt: a woman), if they say. */
	titleSays?: 'man' | 'woman';
}

/** A table of words as the comparison reads them: those in Devanagari in Latin letters. */
const wordSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(toLatin));

const HONORIFICS = wordSet(TITLES);
const SECOND_PARTS = wordSet(SECOND_PARTS_WRITTEN_APART);
const LEFT_OUT: ReadonlySet<string> = new Set(LEFT_OUT_BEFORE_THE_GIVEN_NAME.map(spoken));
const ALSO_NAMES = wordSet(TITLES_ALSO_NAMES);
const MOSTLY_NAMES = wordSet(TITLES_MOSTLY_NAMES);
const MANS_TITLES = wordSet(TITLES_BY_GENDER.man);
const WOMANS_TITLES = wordSet(TITLES_BY_GENDER.woman);
const NEVER_ALONE = wordSet(TITLES_NEVER_A_NAME_ALONE);
const RANKS = wordSet(RANKS_AFTER_LT);
const DECEASED = wordSet(DECEASED_WORDS);
const NOT_A_PERSON = wordSet(HOLDER_NOT_A_PERSON_WORDS);
const JOINING = wordSet(JOINING_WORDS);
const RESPECT_AFTER = wordSet(RESPECT_WORDS_AFTER);
const DEGREE = wordSet(DEGREES);
const NOT_A_NAME = wordSet(NOT_A_NAME_WORDS);
const RELATION = new RegExp(
	`(^|[^a-z])(?:${RELATION_ABBREVIATIONS}|${RELATION_WORDS.map(toLatin)
		.map((words) => words.replace(/ /g, '\\s+'))
		.join('|')})(?=[^a-z]|$)`,
);
const SCRIPT_WORD = /[\u0900-\u0d7f\u0600-\u06ff]+/g;
/** Each English letter's name as the scripts spell it, to the letter. */
const LETTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
	Object.entries(LETTER_NAMES).flatMap(([letter, names]) => names.map((name) => [name, letter])),
);
/** What each relation says, by its reading in Latin letters. */
const RELATION_OF: Readonly<Record<string, Relation>> = Object.fromEntries(
	Object.entries(RELATIONS).map(([key, relation]) => [toLatin(key), relation]),
);
/** A slash between two names (Kishore/Meena Sharma): two holders. */
const SLASH_BETWEEN_NAMES = /\p{L}{2}\s*\/\s*\p{L}{2}/u;
const HAS_LETTER = /\p{L}/u;
/** A word between two names of one person (Ramesh Kumar @ Raju): its first, as a word of its own. */
const ALIAS = new RegExp(
	ALIAS_WORDS.map((word) => (/^\p{L}+$/u.test(word) ? `(?<!\\p{L})${word}(?!\\p{L})` : word)).join(
		'|',
	),
	'iu',
);
/** An abbreviation of SCRIPT_ABBREVIATIONS standing as a word of its own. */
const SCRIPT_ABBREVIATION = new RegExp(
	`(?<![\\u0900-\\u0d7f])(?:${Object.keys(SCRIPT_ABBREVIATIONS).join('|')})(?![\\u0900-\\u0d7f])`,
	'g',
);

/**
 * A word of an Indian script that is an initial (LETTER_NAMES: ಎಚ್ is H; or one consonant and its
 * unwritten vowel before a dot, க. is K) as that Latin letter; any other word as it is.
 */
function initialIn(word: string, beforeADot: boolean): string {
	const plain = plainSpelling(word);
	const letter = Object.hasOwn(LETTER_OF, plain) ? LETTER_OF[plain] : undefined;
	if (letter !== undefined) return letter;
	return beforeADot && /^[b-df-hj-np-tv-z]h?a$/.test(plain) ? plain[0] : word;
}

function normalised(name: string): { text: string; script: Script; scriptWords: ScriptWords } {
	let text = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		// The Indian scripts' two-part vowel signs composed again (ো, not ে and া); joiners dropped.
		.normalize('NFC')
		.replace(/[\u200c\u200d]/g, '')
		.toLowerCase();
	let script: Script = 'latin';
	let scriptWords: ScriptWords = new Map();
	const written = scriptOf(text);
	if (written !== undefined) {
		text = text
			.replace(SCRIPT_ABBREVIATION, (word) => SCRIPT_ABBREVIATIONS[word])
			.replace(SCRIPT_WORD, (word, at: number, whole: string) =>
				initialIn(word, whole[at + word.length] === '.'),
			);
		scriptWords = scriptWordsOf(text);
		text = toLatin(text);
		script = written;
	}
	if (/[^\p{Script=Latin}\P{L}]/u.test(text)) script = 'other';
	return { text, script, scriptWords };
}

/** Whether the word at `index` is a title: a listed one, Lt before a rank, or S. before a Sikh name. */
function isTitle(words: string[], index: number): boolean {
	const word = words[index];
	if (HONORIFICS.has(word)) return true;
	if (word === 'lt') return RANKS.has(words[index + 1]);
	const before = TITLE_INITIALS[word];
	return (
		before !== undefined && words.length - index >= 3 && before.includes(words[words.length - 1])
	);
}

/**
 * Whom the titles before a name, or one a bank writes after it (PRAKASH JAIN MR), say its holder
 * is: a man (Mr), a woman (Smt), or neither.
 */
function titleSays(words: string[]): 'man' | 'woman' | undefined {
	let man = false;
	let woman = false;
	const says = (word: string) => {
		man ||= MANS_TITLES.has(word);
		woman ||= WOMANS_TITLES.has(word);
	};
	for (let index = 0; index < words.length - 1 && isTitle(words, index); index++)
		says(words[index]);
	const last = words[words.length - 1];
	if (words.length >= 2 && RESPECT_AFTER.has(last) && HONORIFICS.has(last)) says(last);
	return man === woman ? undefined : man ? 'man' : 'woman';
}

/** How many words at the end are a degree (M Tech, Ph D, MBBS), or 0. */
function degreeAtTheEnd(words: string[]): number {
	for (let count = 1; count <= Math.min(4, words.length - 1); count++) {
		const last = words.slice(-count);
		if (DEGREE.has(last.join('')) && last.some((word) => word.length >= 2)) return count;
	}
	return 0;
}

/** What to keep of the words around a name that may be part of it. */
interface Keeping {
	/** The last title, when it may also be a given name (Sri, Kumari). */
	title?: boolean;
	/** Words of respect after the name (Begum, Khatoon). */
	respect?: boolean;
}

/** `words` without the titles before the name, and the words of respect and degrees after it. */
function withoutTitles(
	words: string[],
	keeping: Keeping = {},
): { kept: string[]; dropped: number } {
	let first = 0;
	// A title that is also a name is the name when nothing follows it (Kumari, Pandit), unless it
	// only begins names (Sri), or, for one more often a name, when one word or none does (Selvi
	// Raman is Selvi, daughter of Raman).
	const alone = (index: number) =>
		(index === words.length - 1 &&
			ALSO_NAMES.has(words[index]) &&
			!NEVER_ALONE.has(words[index])) ||
		(index === words.length - 2 && MOSTLY_NAMES.has(words[index]));
	while (first < words.length && isTitle(words, first) && !alone(first)) first++;
	const keptTitle =
		keeping.title && first > 0 && ALSO_NAMES.has(words[first - 1]) ? words[first - 1] : undefined;
	let kept = words.slice(keptTitle === undefined ? first : first - 1);
	let dropped = keptTitle === undefined ? first : first - 1;
	for (;;) {
		const degree = degreeAtTheEnd(kept);
		const respect =
			!keeping.respect && kept.length >= 2 && RESPECT_AFTER.has(kept[kept.length - 1]) ? 1 : 0;
		const count = degree > 0 ? degree : respect;
		if (count === 0) break;
		dropped += count;
		kept = kept.slice(0, kept.length - count);
	}
	return { kept, dropped };
}

/** A name typed letter by letter (P R I Y A N K A): its letters as one word; any other name as it is. */
function spelledOut(words: string[]): string[] {
	return words.length >= SPELLED_OUT_SHORTEST && words.every((word) => word.length === 1)
		? [words.join('')]
		: words;
}

/** A word typed along the alphabet or a keyboard's row (abcd, asdf), or only x's. */
function isJunk(word: string): boolean {
	return (
		/^x+$/.test(word) ||
		(word.length >= JUNK_RUNS.shortest && JUNK_RUNS.rows.some((row) => row.includes(word)))
	);
}

/** A placeholder or junk: only placeholder words or junk, letters that join into one (N/A), a single letter. */
function isNotAName(words: string[]): boolean {
	if (words.length === 0) return false;
	if (words.length === 1 && words[0].length === 1) return true;
	const joined = words.join('');
	return (
		NOT_A_NAME.has(joined) ||
		isJunk(joined) ||
		words.every((word) => NOT_A_NAME.has(word) || isJunk(word))
	);
}

/**
 * A reading without the Mohammed (Md, Mohd) that begins it, when a given name follows it
 * (LEFT_OUT_BEFORE_THE_GIVEN_NAME): Mohammed Salim Ansari is called Salim Ansari.
 */
function withoutMohammed({ words, notes }: Reading): Reading[] {
	if (words.length < 2 || !LEFT_OUT.has(spoken(words[0])) || isFamilyName(words[1], spoken))
		return [];
	return [{ words: words.slice(1), notes: [...notes, 'mohammed_left_out'] }];
}

/**
 * A reading without the a that joins a given name to the second part of a compound written as
 * another word (SECOND_PARTS_WRITTEN_APART): Bijaya Kumar is Bijay Kumar, as Vijayakumar is
 * Vijaykumar; not a woman's name by the tables (Lalita Mohan).
 */
function withoutJoiningA({ words, notes }: Reading): Reading[] {
	const [first, second] = words;
	if (second === undefined || first.length < 4 || !first.endsWith('a')) return [];
	// A woman's name is no man's with a joining a: Lalita Mohan is not Lalit Mohan.
	if (!SECOND_PARTS.has(second) || isWomansName(first, spoken)) return [];
	return [
		{ words: [first.slice(0, -1), ...words.slice(1)], notes: [...notes, 'spelling_variant'] },
	];
}

/** The first word of a name written family name first with a comma (Reddy, Kavya). */
function surnameBeforeComma(text: string): string | undefined {
	const comma = text.indexOf(',');
	if (comma < 0 || !HAS_LETTER.test(text.slice(comma))) return undefined;
	const before = text
		.slice(0, comma)
		.split(/[^\p{L}\p{M}]+/u)
		.filter((word) => word !== '');
	const { kept } = withoutTitles(before);
	return kept.length === 1 ? kept[0] : undefined;
}

/** The words of a name and what its words say beside the name. */
export function readName(name: string): ReadName {
	// Longer than a name can be: not searched, nor read (in time that does not grow with it).
	const alias = name.length > MOST_CHARACTERS ? null : ALIAS.exec(name);
	if (alias !== null) {
		const [main, other] = [name.slice(0, alias.index), name.slice(alias.index + alias[0].length)];
		if (HAS_LETTER.test(main) && HAS_LETTER.test(other))
			return withAlias(readName(main), readName(other));
	}
	return readOneName(name);
}

/**
 * A name and the other name the person goes by (ALIAS_WORDS): read as the first, with the other's
 * readings beside its own, each noting that the other was left out.
 */
function withAlias(name: ReadName, alias: ReadName): ReadName {
	const noted = ({ words, notes }: Reading): Reading => ({
		words,
		notes: [...new Set([...notes, 'alias_left_out' as const])],
	});
	return {
		...name,
		notes: [...new Set([...name.notes, 'alias_left_out' as const])],
		readings: [...name.readings, ...alias.readings].map(noted),
		scriptWords: new Map([...name.scriptWords, ...alias.scriptWords]),
		tooLong: name.tooLong || alias.tooLong,
	};
}

function readOneName(name: string): ReadName {
	const empty = {
		words: [],
		readings: [],
		businessWords: [],
		notes: [],
		notAName: false,
		scriptWords: new Map(),
	};
	if (name.length > MOST_CHARACTERS) return { ...empty, script: 'latin', tooLong: true };
	const notes: NameReason[] = [];
	const read = normalised(name);
	let { text } = read;
	const { script, scriptWords } = read;
	const firmsWord = () => text.split(/[^\p{L}]+/u).some((word) => NOT_A_PERSON.has(word));
	const messrs = MESSRS.test(text)
		? MESSRS
		: MESSRS_DOTTED.test(text) && firmsWord()
			? MESSRS_DOTTED
			: undefined;
	if (messrs) {
		notes.push('holder_not_a_person');
		text = text.replace(messrs, ' ');
	}
	const relation = RELATION.exec(text);
	let relationRead: RelationRead | undefined;
	if (relation) {
		notes.push('relation_removed');
		relationRead = relationAfter(text, relation);
		// A second relation after the first (S/O RAM NARESH W/O): a record run together, not one name.
		if (RELATION.test(text.slice(relation.index + relation[0].length))) notes.push('extra_words');
		text = text.slice(0, relation.index + relation[1].length);
	}
	if (text.includes('&') || SLASH_BETWEEN_NAMES.test(text)) notes.push('several_holders');
	const words: string[] = [];
	const businessWords: string[] = [];
	const all = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => HAS_LETTER.test(word));
	for (const [index, word] of all.entries()) {
		if (DECEASED.has(word) && !(word === 'lt' && RANKS.has(all[index + 1])))
			notes.push('holder_deceased');
		else if (JOINING.has(word)) notes.push('several_holders');
		else if (NOT_A_PERSON.has(word)) {
			notes.push('holder_not_a_person');
			businessWords.push(word);
		} else {
			// A digit typed into a person's name is a slip (Amit Kumar2); a business's may hold one.
			words.push(word.replace(/\p{N}+/gu, ''));
			businessWords.push(word);
		}
	}
	// The name as read, then every other way it may be read: a title kept, a word of respect kept.
	const readings: Reading[] = [];
	const keepings: Keeping[] = [
		{},
		...(words.some((word) => ALSO_NAMES.has(word)) ? [{ title: true }] : []),
		...(words.some((word) => RESPECT_AFTER.has(word)) ? [{ respect: true }] : []),
	];
	for (const keeping of keepings) {
		const { kept, dropped } = withoutTitles(words, keeping);
		const read = spelledOut(kept);
		if (readings.some((reading) => reading.words.join(' ') === read.join(' '))) continue;
		readings.push({
			words: read,
			notes: [
				...new Set([
					...notes,
					...(dropped > 0 ? ['honorific_removed' as const] : []),
					...(read.length < kept.length ? ['joined_words' as const] : []),
				]),
			],
		});
	}
	readings.push(...readings.flatMap(withoutMohammed), ...readings.flatMap(withoutJoiningA));
	const [{ words: kept, notes: keptNotes }] = readings;
	const tooLong =
		businessWords.length > MOST_WORDS || businessWords.join(' ').length > MOST_LETTERS;
	const notAName = (all.length === 0 && text.trim() !== '') || isNotAName(kept);
	return {
		words: kept,
		// Junk typed letter by letter (A B C D) is junk, not words joined.
		notes: notAName ? keptNotes.filter((note) => note !== 'joined_words') : keptNotes,
		readings,
		businessWords: withoutTitles(businessWords).kept,
		script,
		scriptWords,
		surnameByComma: surnameBeforeComma(text),
		titleSays: titleSays(words),
		notAName,
		tooLong,
		relation: relationRead,
	};
}

/** What a relation found in `text` says, and the words of the name after it, without titles or Late. */
function relationAfter(text: string, found: RegExpExecArray): RelationRead | undefined {
	const marker = found[0].slice(found[1].length).replace(/\s+/g, ' ').trim();
	const relationOf = (key: string) =>
		Object.hasOwn(RELATION_OF, key) ? RELATION_OF[key] : undefined;
	const said = relationOf(marker) ?? relationOf(marker[0]);
	if (said === undefined) return undefined;
	const words = text
		.slice(found.index + found[0].length)
		.split(/[^\p{L}\p{M}]+/u)
		.filter((word) => HAS_LETTER.test(word) && !HONORIFICS.has(word) && !DECEASED.has(word));
	return { ...said, words };
}
