/**
 * A name as the comparison reads it: normalised words, without honorifics, relations and the
 * words that say the holder is not a person, each dropped part noted as a reason.
 */
import {
	DECEASED_WORDS,
	HOLDER_NOT_A_PERSON_WORDS,
	JOINING_WORDS,
	MESSRS,
	MOST_CHARACTERS,
	MOST_LETTERS,
	MOST_WORDS,
	RELATION,
	TITLES,
} from './nameRules';
import type { NameReason } from './reasons';
import { indianScriptOf, toLatin } from './transliterate';

/** Devanagari is read closely in Latin letters, the other Indian scripts roughly, any other not at all. */
export type Script = 'latin' | 'devanagari' | 'indian' | 'other';

export interface ReadName {
	/** The words of the person's name: without titles, relations and the words that say the holder is not a person. */
	words: string[];
	/** The words with those of a business kept (Traders, Pvt, Ltd), to compare two businesses' names. */
	businessWords: string[];
	/** The script the name was written in: an Indian one is read in Latin letters. */
	script: Script;
	/** What was dropped, or what the words say of the holder. */
	notes: NameReason[];
	tooLong: boolean;
}

/** A table of words as the comparison reads them: those in Devanagari in Latin letters. */
const wordSet = (words: readonly string[]): ReadonlySet<string> => new Set(words.map(toLatin));

const HONORIFICS = wordSet(TITLES);
const DECEASED = wordSet(DECEASED_WORDS);
const NOT_A_PERSON = wordSet(HOLDER_NOT_A_PERSON_WORDS);
const JOINING = wordSet(JOINING_WORDS);

function normalised(name: string): { text: string; script: Script } {
	let text = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase();
	let script: Script = 'latin';
	const indian = indianScriptOf(text);
	if (indian !== undefined) {
		text = toLatin(text);
		script = indian;
	}
	if (/[^\p{Script=Latin}\P{L}]/u.test(text)) script = 'other';
	return { text, script };
}

/** The words of a name and what its words say beside the name. */
export function readName(name: string): ReadName {
	if (name.length > MOST_CHARACTERS)
		return { words: [], businessWords: [], script: 'latin', notes: [], tooLong: true };
	const notes: NameReason[] = [];
	let { text, script } = normalised(name);
	if (MESSRS.test(text)) {
		notes.push('holder_not_a_person');
		text = text.replace(MESSRS, ' ');
	}
	if (text.includes('&')) notes.push('several_holders');
	const relation = RELATION.exec(text);
	if (relation) {
		notes.push('relation_removed');
		text = text.slice(0, relation.index + relation[1].length);
	}
	const words: string[] = [];
	const businessWords: string[] = [];
	for (const word of text.split(/[^\p{L}\p{M}\p{N}]+/u)) {
		if (word === '') continue;
		if (DECEASED.has(word)) notes.push('holder_deceased');
		else if (JOINING.has(word)) notes.push('several_holders');
		else if (NOT_A_PERSON.has(word)) {
			notes.push('holder_not_a_person');
			businessWords.push(word);
		} else {
			words.push(word);
			businessWords.push(word);
		}
	}
	const withoutTitles = (list: string[]) => {
		let first = 0;
		while (first < list.length && HONORIFICS.has(list[first])) first++;
		return list.slice(first);
	};
	const kept = withoutTitles(words);
	if (kept.length < words.length) notes.push('honorific_removed');
	const tooLong =
		businessWords.length > MOST_WORDS || businessWords.join(' ').length > MOST_LETTERS;
	return {
		words: kept,
		businessWords: withoutTitles(businessWords),
		script,
		notes: [...new Set(notes)],
		tooLong,
	};
}
