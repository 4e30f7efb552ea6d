/**
 * A business's name as the business comparison reads it: its distinctive words, its legal form and
 * the kind of body it says it is, and what was left out to read it so. The tables are in
 * nameRules.ts (Business names).
 */
import {
	BANK_ACCOUNT_WORDS,
	BANK_CUT_SHORTEST,
	BODY_WORDS,
	BUSINESS_MOST_WORDS,
	BUSINESS_PLACEHOLDER_WORDS,
	BUSINESS_PREFIXES,
	COMPANY_WORDS,
	FORM_WORDS_ANYWHERE,
	LEGAL_FORMS,
	MOST_CHARACTERS,
	NOT_A_NAME_WORDS,
	NUMBER_WORDS,
	PROPRIETOR_WORDS,
	REGISTRATION_WORDS,
	TRANSLATED_NAMES,
} from '../nameRules';
import type { LegalForm } from '../nameRules';
import type { BusinessNameReason } from '../reasons';
import { scriptOf, toLatin } from '../transliterate';

export interface BusinessName {
	/** The distinctive words: without Messrs, The, the legal form, "& Co", "and". */
	words: string[];
	/** Each word as it was written before a translated name was read as its group's (TRANSLATED_NAMES). */
	written: string[];
	/** The legal forms the name says (Private Limited and OPC both, for an OPC). */
	forms: Set<LegalForm>;
	/** The kind of body its words say, besides a legal form: a trust, a society. */
	body?: 'trust' | 'society';
	/** The form's words as written (pvt ltd, private limited, co), to tell a form written otherwise. */
	formText: string;
	/** What was left out or read so. */
	notes: BusinessNameReason[];
	/** Read in Latin letters from an Indian script. */
	transliterated: boolean;
	/** A placeholder, junk or a role where a name should be: it names no business. */
	notAName: boolean;
	tooLong: boolean;
}

/** Words that alone name no business: placeholders, roles, and a legal form's words on their own. */
const PLACEHOLDERS: ReadonlySet<string> = new Set([
	...NOT_A_NAME_WORDS,
	...BUSINESS_PLACEHOLDER_WORDS,
	...COMPANY_WORDS,
	...Object.values(LEGAL_FORMS).flatMap((phrases) =>
		phrases.flatMap((phrase) => phrase.split(' ')),
	),
]);
const ANYWHERE: ReadonlySet<string> = new Set(FORM_WORDS_ANYWHERE);
const COMPANY: ReadonlySet<string> = new Set(COMPANY_WORDS);
const REGISTRATION: ReadonlySet<string> = new Set(REGISTRATION_WORDS);

/** Each legal form's ways of writing it as words, longest first. */
const FORM_PHRASES = (Object.entries(LEGAL_FORMS) as [LegalForm, readonly string[]][])
	.flatMap(([form, phrases]) => phrases.map((phrase) => ({ form, words: phrase.split(' ') })))
	.sort((a, b) => b.words.length - a.words.length);

/** Each translated name's ways of writing, as a pattern, to the group's first way, joined. */
const TRANSLATIONS = TRANSLATED_NAMES.flatMap((group) =>
	group.map((phrase) => ({
		pattern: new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'g'),
		as: group[0].replace(/ /g, ''),
		written: phrase.replace(/ /g, ''),
	})),
);

/** Lower case, accents and apostrophes dropped, an Indian script read in Latin letters. */
function normalised(name: string): { text: string; transliterated: boolean } {
	let text = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/['’`]/g, '');
	const transliterated = scriptOf(text) !== undefined;
	if (transliterated) text = toLatin(text);
	return { text, transliterated };
}

/** Runs of single letters and numbers written apart joined into one word (S K, SK; 24 X 7, 24x7; L L P). */
function joinedRuns(words: string[]): string[] {
	const joined: string[] = [];
	let run: string[] = [];
	const flush = () => {
		if (run.length > 0) joined.push(run.join(''));
		run = [];
	};
	for (const word of words) {
		if (word.length === 1 || /^\d+$/.test(word)) run.push(word);
		else {
			flush();
			joined.push(word);
		}
	}
	flush();
	return joined;
}

/** The legal form phrase at the end of `words`, if any: its form and how many words it takes. */
function formAtTheEnd(words: string[]): { form: LegalForm; count: number } | undefined {
	for (const { form, words: phrase } of FORM_PHRASES) {
		if (phrase.length > words.length - 1) continue;
		const tail = words.slice(words.length - phrase.length);
		if (tail.every((word, index) => word === phrase[index])) return { form, count: phrase.length };
	}
	return undefined;
}

/** A last word that begins a legal form's word, as a bank cuts a long name (PRIVA, LI after PRIVATE). */
function formCutShort(words: string[], length: number): LegalForm | undefined {
	if (length < BANK_CUT_SHORTEST || words.length < 2) return undefined;
	const last = words[words.length - 1];
	const afterPrivate = ['private', 'pvt', 'p'].includes(words[words.length - 2]);
	if ((last.length >= 3 || afterPrivate) && 'limited'.startsWith(last) && last !== 'limited')
		return afterPrivate ? 'private_company' : 'public_company';
	if (last.length >= 3 && 'private'.startsWith(last) && last !== 'private')
		return 'private_company';
	return undefined;
}

/** The words without the legal form at their end (and its unambiguous words anywhere), read as forms. */
function withoutForms(
	all: string[],
	cutAt: number | undefined,
	notes: BusinessNameReason[],
): { words: string[]; forms: Set<LegalForm>; formText: string[] } {
	const forms = new Set<LegalForm>();
	const formText: string[] = [];
	let words = [...all];
	const cut = cutAt === undefined ? undefined : formCutShort(words, cutAt);
	if (cut !== undefined) {
		forms.add(cut);
		notes.push('legal_form_cut_short');
		formText.unshift(words[words.length - 1]);
		words = words.slice(0, -1);
	}
	for (;;) {
		const found = formAtTheEnd(words);
		if (found !== undefined) {
			forms.add(found.form);
			formText.unshift(...words.slice(words.length - found.count));
			words = words.slice(0, words.length - found.count);
			continue;
		}
		// "& Co", "and Company" at the end: left out, no legal form (Rule 8).
		if (words.length > 1 && COMPANY.has(words[words.length - 1])) {
			formText.unshift(words[words.length - 1]);
			words = words.slice(0, -1);
			continue;
		}
		break;
	}
	const kept = words.filter((word) => !ANYWHERE.has(word));
	for (const word of words.filter((word) => ANYWHERE.has(word))) {
		const form = formAtTheEnd(['', word]);
		if (form) forms.add(form.form);
		formText.push(word);
	}
	return { words: kept, forms, formText };
}

/** The words with each translated name read as its group's first way (Nagar Palika Parishad: municipalcouncil). */
function translated(text: string): { text: string; written: Map<string, string> } {
	const written = new Map<string, string>();
	let read = text;
	for (const { pattern, as, written: way } of TRANSLATIONS) {
		read = read.replace(pattern, () => {
			written.set(as, way);
			return ` ${as} `;
		});
	}
	return { text: read, written };
}

/**
 * Every way a holder's name may be read as one name: the whole, or each side of PROP (a shop's
 * name and its proprietor's, either first), without a bank's A/C words.
 */
export function namesOfAHolder(name: string): { names: string[]; bankWords: boolean } {
	const { text } = normalised(name);
	const withoutAccount = text.replace(BANK_ACCOUNT_WORDS, ' ');
	const parts = withoutAccount.split(PROPRIETOR_WORDS).filter((part) => /\p{L}/u.test(part));
	const bankWords = withoutAccount !== text || parts.length > 1;
	return { names: parts.length > 1 ? parts : [withoutAccount], bankWords };
}

/**
 * A business's name read for the comparison. A record's name (`found`) may have been cut short by
 * a bank; a name given was not.
 */
export function readBusinessName(name: string, found = false): BusinessName {
	const notes: BusinessNameReason[] = [];
	const { text: lower, transliterated } = normalised(name);
	if (name.length > MOST_CHARACTERS)
		return {
			words: [],
			written: [],
			forms: new Set(),
			formText: '',
			notes,
			transliterated,
			notAName: false,
			tooLong: true,
		};
	let text = lower;
	const prefix = BUSINESS_PREFIXES.exec(text);
	if (prefix && prefix[0].trim() !== '') {
		notes.push('messrs_removed');
		text = text.slice(prefix[0].length);
	}
	text = text.replace(/&/g, ' and ').replace(/\bco\s*-?\s*op(?:erative)?\b/g, ' cooperative ');
	const translations = translated(text);
	const split = translations.text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '');
	let words = joinedRuns(split.map((word) => NUMBER_WORDS[word] ?? word))
		// A lone n between words is "and" (GEMS N JEWELS).
		.filter((word) => word !== 'and' && word !== 'n');
	if (words.some((word) => REGISTRATION.has(word))) {
		notes.push('messrs_removed');
		words = words.filter((word) => !REGISTRATION.has(word));
	}
	const letters = lower.replace(/[^\p{L}\p{N}]/gu, '').length;
	const read = withoutForms(words, found ? lower.trim().length : undefined, notes);
	const body = (Object.keys(BODY_WORDS) as ('trust' | 'society')[]).find((kind) =>
		read.words.some((word) => BODY_WORDS[kind].includes(word)),
	);
	// Limited after a co-operative society's name is the society's, not a company's.
	if (body === 'society') read.forms.delete('public_company');
	const notAName =
		letters === 0 ||
		(read.words.length > 0 &&
			(read.words.every((word) => PLACEHOLDERS.has(word) || /^x+$/.test(word)) ||
				(read.words.length === 1 && read.words[0].length === 1) ||
				read.words.every((word) => /^\d+$/.test(word))));
	return {
		words: read.words,
		written: read.words.map((word) => translations.written.get(word) ?? word),
		forms: read.forms,
		body,
		formText: read.formText.join(' '),
		notes,
		transliterated,
		notAName,
		tooLong: read.words.length > BUSINESS_MOST_WORDS,
	};
}
