/**
 * Business Name to Match: whether the name given for a business is the business on a record (a
 * GSTIN's legal and trade names, a company's name, a bank account's holder), compared as the
 * Registrar compares two names (Rule 8): `match` only when every distinctive word of each name
 * stands for one of the other's (the same word, a spelling, a plural, an abbreviation, words
 * joined) and the legal forms agree; a word missing or changed, another form of a word, initials
 * or a conflicting legal form is for a person to look; nothing in common is a mismatch. A
 * proprietorship's legal name is its proprietor's, compared by the person rules (nameMatch.ts);
 * no other record's name is ever a person's. The tables are in nameRules.ts (Business names), the
 * reasons in reasons.ts (BUSINESS_NAME_REASONS).
 */
import type { BusinessHolder, BusinessNames, PanHolderKind } from '../../model/businessKinds';
import { alignBusinessWords } from './businessWords';
import type { NameThresholds, NameVerdict } from '../nameMatch';
import { nameMatch } from '../nameMatch';
import { isListedFamilyName } from '../order';
import { namesOfAHolder, readBusinessName } from './readBusinessName';
import type { BusinessName } from './readBusinessName';
import { readName } from '../readName';
import type { BusinessNameReason } from '../reasons';
import { forbidsBusinessMatch } from '../reasons';
import { spoken } from '../words';

export type { BusinessHolder, BusinessNames };

export interface BusinessNameMatch {
	score: number;
	verdict: NameVerdict;
	reasons: BusinessNameReason[];
	/** Which of the business's names the verdict is of. */
	compared_with: 'legal_name' | 'trade_name' | null;
}

const HOLDER_OF_PAN: Record<PanHolderKind, BusinessHolder> = {
	person: 'proprietorship',
	company: 'company',
	firm: 'partnership',
	huf: 'huf',
	trust: 'trust',
	association_of_persons: 'society',
	body_of_individuals: 'society',
	local_authority: 'government',
	government: 'government',
	artificial_juridical_person: 'unknown',
};

/**
 * The holder of a record by its PAN's holder kind (a GSTIN's own PAN): a person's GSTIN is a
 * proprietorship's; a firm is an LLP when its constitution or its legal name says so.
 */
export function holderOfPan(
	kind: PanHolderKind | null,
	legalName?: unknown,
	constitution?: unknown,
): BusinessHolder {
	const holder = kind === null ? 'unknown' : HOLDER_OF_PAN[kind];
	if (holder !== 'partnership') return holder;
	const llp =
		(typeof constitution === 'string' && /liability/i.test(constitution)) ||
		(typeof legalName === 'string' && readBusinessName(legalName, true).forms.has('llp'));
	return llp ? 'llp' : holder;
}

/** The kinds of legal entity the comparison tells apart. */
type EntityKind =
	| 'company'
	| 'llp'
	| 'firm'
	| 'proprietorship'
	| 'huf'
	| 'trust'
	| 'society'
	| 'government'
	| 'foreign';

const HOLDER_ENTITY: Record<BusinessHolder, EntityKind | undefined> = {
	company: 'company',
	llp: 'llp',
	partnership: 'firm',
	proprietorship: 'proprietorship',
	huf: 'huf',
	trust: 'trust',
	society: 'society',
	government: 'government',
	unknown: undefined,
};

/** The kind of entity a name says it is by its legal form or its words, if it says one. */
function entityOfName({ forms, body }: BusinessName): EntityKind | undefined {
	if (forms.has('foreign')) return 'foreign';
	if (forms.has('llp')) return 'llp';
	if (forms.has('huf')) return 'huf';
	if (forms.has('private_company') || forms.has('public_company') || forms.has('opc'))
		return 'company';
	return body;
}

function companyFormOf({ forms }: BusinessName): string | undefined {
	if (forms.has('opc')) return 'opc';
	if (forms.has('private_company')) return 'private';
	if (forms.has('public_company')) return 'public';
	return undefined;
}

/**
 * Whether a business's distinctive words are a person's name: an HUF's always are (its karta's);
 * a company's or an LLP's when they are two to four words ending in a listed family name, none a
 * business's word (Rajesh Sharma Pvt Ltd).
 */
function namedForAPerson(entity: EntityKind | undefined, found: BusinessName): boolean {
	if (entity === 'huf') return true;
	if (entity !== 'company' && entity !== 'llp') return false;
	const { words } = found;
	if (words.length < 2 || words.length > 4) return false;
	const asAPerson = readName(words.join(' '));
	return (
		!asAPerson.notes.includes('holder_not_a_person') && isListedFamilyName(words[words.length - 1])
	);
}

/** What the two legal forms say: of one kind written otherwise, one missing, or of different kinds. */
function formReasons(
	given: BusinessName,
	found: BusinessName,
	legal: BusinessName,
	holder: BusinessHolder,
): BusinessNameReason[] {
	const typed = entityOfName(given);
	const held = HOLDER_ENTITY[holder] ?? entityOfName(legal);
	if (typed !== undefined && held !== undefined && typed !== held) return ['legal_form_differs'];
	if (typed === 'company' && held === 'company') {
		const [mine, theirs] = [companyFormOf(given), companyFormOf(legal)];
		if (mine !== undefined && theirs !== undefined && mine !== theirs)
			return ['company_form_changed'];
	}
	// "& Co" and "and Company" are no legal form: beside a company's form, the form is missing.
	if (typed === undefined && entityOfName(found) !== undefined) return ['legal_form_missing'];
	if ((given.formText === '') !== (found.formText === '')) return ['legal_form_missing'];
	if (given.formText !== found.formText) return ['legal_form_abbreviated'];
	return [];
}

/** The initials a name's legal form adds to an acronym (SFSPL: P L; an LLP's L L P). */
function formInitialsOf(name: BusinessName): string[] {
	if (name.forms.has('llp')) return ['llp'];
	if (name.forms.has('private_company')) return ['pl', 'pvtltd'];
	if (name.forms.has('public_company')) return ['l', 'ltd'];
	return [];
}

interface Candidate {
	score: number;
	reasons: BusinessNameReason[];
	/** A person must look whatever the score. */
	review: boolean;
	compared_with: 'legal_name' | 'trade_name';
}

/** The name given against one of the record's names, as businesses. */
function asBusinesses(
	given: BusinessName,
	found: BusinessName,
	legal: BusinessName,
	holder: BusinessHolder,
	comparedWith: Candidate['compared_with'],
): Candidate {
	const notes = [...new Set([...given.notes, ...found.notes])];
	const base = { compared_with: comparedWith, review: false };
	if (found.notAName || found.words.length === 0)
		return { ...base, score: 0, reasons: [...notes, 'no_name_found'] };
	if (given.words.length === 0) return { ...base, score: 0, reasons: [...notes, 'no_name_given'] };
	if (given.tooLong || found.tooLong)
		return { ...base, score: 0, reasons: [...notes, 'too_long'], review: true };
	const aligned = alignBusinessWords(
		{ words: given.words, written: given.written, formInitials: formInitialsOf(given) },
		{ words: found.words, written: found.written, formInitials: formInitialsOf(found) },
	);
	// A placeholder's words that stand for the record's are its initials or its words (ABC Pvt
	// Ltd, ANAND BROTHERS CHEMICALS; N A Traders): a name.
	if (given.notAName && !aligned.anyPaired)
		return { ...base, score: 0, reasons: [...notes, 'not_a_name', 'no_name_given'] };
	const typedNoForm = entityOfName(given) === undefined;
	const person =
		comparedWith === 'legal_name' &&
		typedNoForm &&
		namedForAPerson(HOLDER_ENTITY[holder] ?? entityOfName(legal), found);
	const reasons: BusinessNameReason[] = [
		...notes,
		...(given.transliterated !== found.transliterated ? ['different_script' as const] : []),
		...formReasons(given, found, legal, holder),
		...(person ? ['named_for_a_person' as const] : []),
		...aligned.reasons,
	];
	return { ...base, score: aligned.score, reasons };
}

/** The name given against a person's name on the record (a proprietor's, an account holder's), by the person rules. */
function asPeople(
	given: string,
	person: string,
	thresholds: NameThresholds,
	holder: BusinessHolder,
): Candidate {
	const { score, verdict, reasons } = nameMatch(given, person, thresholds);
	const typed = entityOfName(readBusinessName(given));
	const found: BusinessNameReason[] = [
		...(holder === 'proprietorship' ? ['proprietor_name' as const] : []),
		// A company, an LLP or an HUF given against a person's name (Ramesh Kumar Gupta HUF).
		...(typed !== undefined ? ['legal_form_differs' as const] : []),
		...reasons,
	];
	// A role or a placeholder is not a name by the business rules either (Proprietor, Shop).
	if (verdict === 'mismatch' && readBusinessName(given).notAName)
		return {
			score: 0,
			reasons: [...new Set([...found.slice(0, 1), 'not_a_name', 'no_name_given'] as const)],
			review: false,
			compared_with: 'legal_name',
		};
	// A business named for its proprietor's family (Gupta General Stores, RAMESH KUMAR GUPTA).
	const family = readName(person).words.at(-1);
	const business = readName(given);
	const inTheName =
		verdict !== 'match' &&
		family !== undefined &&
		business.notes.includes('holder_not_a_person') &&
		business.businessWords.some((word) => spoken(word) === spoken(family));
	return {
		score,
		reasons: inTheName ? [...found, 'proprietor_family_name'] : found,
		// The person rules' review stands: a score below Name Review Score is no evidence of another person.
		review: inTheName || verdict === 'partial',
		compared_with: 'legal_name',
	};
}

const RANK: Record<NameVerdict, number> = { match: 3, partial: 2, mismatch: 1, no_name: 0 };

function verdictOf({ score, reasons, review }: Candidate, thresholds: NameThresholds): NameVerdict {
	if (reasons.includes('no_name_found')) return 'no_name';
	const byScore: NameVerdict =
		score >= thresholds.match ? 'match' : score >= thresholds.review ? 'partial' : 'mismatch';
	if (review && byScore !== 'match') return 'partial';
	if (byScore === 'match' && (review || reasons.some(forbidsBusinessMatch))) return 'partial';
	return byScore;
}

/** Whether a holder's name reads as a person's: no legal form, no business's word. */
function readsAsAPerson(name: string): boolean {
	const read = readName(name);
	return (
		read.words.length >= 1 &&
		!read.notAName &&
		!read.notes.includes('holder_not_a_person') &&
		readBusinessName(name, true).forms.size === 0
	);
}

/** The record's names to compare, each as businesses or as people. */
function candidatesOf(
	given: string,
	record: BusinessNames,
	thresholds: NameThresholds,
): Candidate[] {
	const { legalName, tradeName, holder } = record;
	const givenRead = readBusinessName(given);
	const candidates: Candidate[] = [];
	if (typeof legalName === 'string' && legalName.trim() !== '') {
		const legal = readBusinessName(legalName, true);
		if (holder === 'proprietorship')
			candidates.push(asPeople(given, legalName, thresholds, holder));
		else {
			const { names, bankWords } = namesOfAHolder(legalName);
			for (const name of names) {
				const found = readBusinessName(name, true);
				const asNames = [asBusinesses(givenRead, found, legal, holder, 'legal_name')];
				if (holder === 'unknown' && readsAsAPerson(name))
					asNames.push(asPeople(given, name, thresholds, holder));
				for (const candidate of asNames) {
					if (bankWords) candidate.reasons.unshift('bank_words_removed');
					candidates.push(candidate);
				}
			}
		}
	}
	if (typeof tradeName === 'string' && tradeName.trim() !== '') {
		const legal = readBusinessName(typeof legalName === 'string' ? legalName : '', true);
		const candidate = asBusinesses(
			givenRead,
			readBusinessName(tradeName, true),
			legal,
			holder,
			'trade_name',
		);
		candidate.reasons.unshift('trade_name');
		candidates.push(candidate);
	}
	return candidates;
}

/**
 * The business name match of a record: `no_name` when it holds no name, else the best of the name
 * given against each of the record's names (the legal name or the proprietor's, the trade name,
 * each side of a bank's PROP): the best verdict, then the fewest reasons against a match, then the
 * highest score.
 */
export function businessNameMatch(
	given: string,
	record: BusinessNames,
	thresholds: NameThresholds,
): BusinessNameMatch {
	const candidates = candidatesOf(given, record, thresholds);
	if (candidates.length === 0)
		return { score: 0, verdict: 'no_name', reasons: ['no_name_found'], compared_with: null };
	const judged = candidates.map((candidate) => {
		const reasons = [...new Set(candidate.reasons)];
		return {
			score: candidate.score,
			verdict: verdictOf(candidate, thresholds),
			reasons: reasons.length === 0 ? (['same_words'] as BusinessNameReason[]) : reasons,
			compared_with: candidate.compared_with,
		};
	});
	const against = (reasons: BusinessNameReason[]) => reasons.filter(forbidsBusinessMatch).length;
	return judged.reduce((best, next) =>
		RANK[next.verdict] > RANK[best.verdict] ||
		(RANK[next.verdict] === RANK[best.verdict] &&
			(against(next.reasons) < against(best.reasons) ||
				(against(next.reasons) === against(best.reasons) && next.score > best.score)))
			? next
			: best,
	);
}
