/**
 * A name as the comparison reads it: normalised words, without honorifics, relations and the
 * words that say the holder is not a person, each dropped part noted as a reason.
 */
import type { NameReason } from './reasons';
import { indianScriptOf, toLatin } from './transliterate';

/** Longer than a person's name can be: compared no further (in time that grows with the length). */
export const MOST_WORDS = 10;
export const MOST_LETTERS = 100;
/** Beyond this many characters a name is not even read word by word. */
const MOST_CHARACTERS = 300;

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

const HONORIFICS: ReadonlySet<string> = new Set([
	'mr',
	'mrs',
	'ms',
	'miss',
	'master',
	'dr',
	'shri',
	'sri',
	'shree',
	'smt',
	'shrimati',
	'srimati',
	'kumari',
	'km',
	'kum',
	'prof',
	'capt',
	'col',
	'maj',
	'adv',
	'er',
	'sardar',
	'janab',
	'mohtarma',
	...['श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', 'कुमारी', 'डॉ'].map(toLatin),
]);
/** The holder has died: an account or record kept in a deceased person's name. */
const DECEASED: ReadonlySet<string> = new Set([
	'late',
	'deceased',
	'decd',
	'expired',
	'dead',
	...['स्वर्गीय', 'स्व'].map(toLatin),
]);
/** The holder is a business, a trust or a Hindu Undivided Family, not the person. */
const NOT_A_PERSON: ReadonlySet<string> = new Set([
	'huf',
	'pvt',
	'private',
	'ltd',
	'limited',
	'llp',
	'opc',
	'inc',
	'llc',
	'corp',
	'corporation',
	'company',
	'enterprise',
	'enterprises',
	'traders',
	'trader',
	'trading',
	'trust',
	'sons',
	'brothers',
	'bros',
	'industries',
	'associates',
	'agencies',
	'agency',
	'firm',
	'foundation',
	'society',
	'solutions',
	'services',
	'stores',
	'store',
	'exports',
	'impex',
	'ventures',
	'jewellers',
	'motors',
	'textiles',
	'hospital',
	'clinic',
	'samiti',
	'sangh',
	'mandal',
	'partners',
	'group',
	'infotech',
	'technologies',
	'co',
]);
/** Words that join two holders' names. */
const JOINING: ReadonlySet<string> = new Set(['and']);

/** Messrs, written M/S: a firm. */
const MESSRS = /^\s*m\s*[/\\.]\s*s\b\.?/;
/**
 * Son, daughter, wife, husband or care of, with a slash, a dot, a space or spelled out: what
 * follows is another person. "co" alone is a company's, not care of.
 */
const RELATION = new RegExp(
	'(^|[^a-z])(?:[sdwch]\\s*[/\\\\]\\s*o|[sdwc]\\s*\\.\\s*o\\.?|[sdw]\\s+o|so|do|wo|' +
		'(?:son|daughter|wife|husband|care)\\s+of)(?=[^a-z]|$)',
);

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
