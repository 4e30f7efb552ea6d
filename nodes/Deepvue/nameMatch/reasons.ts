/**
 * Why a name match has its verdict: short, stable codes in `name_match.reasons`, for a reviewer to
 * read and a flow to branch on (docs/output.md, Name match). The verdict is `match` only when every
 * reason is one a match allows. The output schemas list these codes as written by
 * `npm run name-match:schemas`.
 */
export const NAME_REASONS = {
	// A match may have these: the same person, written another way.
	same_words: 'Every word the same, in the same order.',
	spelling_variant:
		'A word written another known way (Laxmi, Lakshmi; Mohd, Mohammad; Sharma, Sarma; ' +
		'Srinivasa, Srinivas; Jitendra, Jitender; Sanjay, Sanjai).',
	honorific_suffix:
		'A word with -bhai, -ben, -bai, -ji or -kumar joined to it (Rameshbhai, Ramesh; Jigneshkumar, Jignesh).',
	surname_first:
		'The same words with the surname written first: the word moved is a family name (Reddy), ' +
		'initials, or declared by a comma (Reddy, Kavya).',
	middle_name_missing: 'One middle name (or its initial) on one side only.',
	middle_initial: 'A middle name given as its initial.',
	initials_expanded:
		"Initials for a father's, house or village name written out on the other side, before or " +
		'after the name, as South Indian names write them (S Karthik, KARTHIK SUBRAMANIAN; Senthil ' +
		'Kumar M, MURUGESAN SENTHIL KUMAR).',
	initial_left_out:
		"An initial before or after the name on one side only, for a father's, house or village name " +
		'(Ganesh, GANESH S; Senthil Kumar, K SENTHIL KUMAR).',
	placeholder_word:
		'Kumar, Kumari, Bhai or Ben in the middle, or Kumar, Kumari, Devi, Singh or Kaur at the end, ' +
		'on one side only (Lalita, LALITA DEVI).',
	alias_left_out:
		'The name holds a second name the person goes by, after @, alias or urf (Ramesh Kumar @ Raju): ' +
		'the other name was compared with one of the two.',
	mohammed_left_out:
		'Mohammed (Md, Mohd) or Syed before the given name on one side only (Mohammed Salim Ansari, ' +
		'SALIM ANSARI; Syed Asif Hussain, ASIF HUSSAIN): the person is called by the name after it.',
	joined_words: 'Two or three words written as one (Kavyareddy; Sri Devi, Sridevi).',
	cut_at_field_length:
		'The last word cut short in a name of 20 characters or more, as a bank cuts a long name to ' +
		'its field (RAMACHANDRA PRASAD SRIVAS).',
	honorific_removed:
		'A title before the name (Mr, Smt, Shri, Tmt, Sau, Haji, Lt. Col.), a word of respect after it ' +
		'(Begum, Ammal) or a degree (Ph.D) was left out.',
	parent_name_in_relation:
		"The name carries a parent's name that the other gives after S/O or D/O (Raju Venkatesh, " +
		'RAJU S/O VENKATESH).',
	second_family_name:
		"A woman's second family name, her husband's after her father's, on one side only (Neha " +
		'Kapoor, NEHA KAPOOR MEHRA).',
	family_name_in_relation:
		"The name's family name is the husband's, which the other gives only after W/O (Anita Rawat, " +
		'ANITA W/O MOHAN RAWAT): hers by marriage.',
	relation_removed:
		'A relation and the name after it were left out (S/O, D/O, W/O, C/O, U/G, bin, पुत्र, पत्नी): another person.',
	different_script:
		'The names are in different scripts: an Indian script or Urdu was read in Latin letters by the ' +
		'node, every way its spellings go.',
	business_names:
		"Both names are a business's: compared whole, with words such as Traders, Pvt and Ltd.",
	// Each of these keeps the verdict at partial or below.
	given_name_differs: 'The given names are different names.',
	given_name_missing: 'One name has a given name the other lacks.',
	given_name_incomplete:
		'A given name of two words is only its first word on one side (Abdul Rahman, ABDUL; ' +
		'Mohammed Irfan, MOHAMMED): Abdul, Ghulam, Mohammed or Syed alone names nobody.',
	given_name_close_spelling:
		'The given names are a letter or a vowel apart: a spelling, or another name (Rajesh, Rakesh; Amit, Amita).',
	pet_name:
		'One given name may be a pet, home or church name of the other (Raju, Rajendra; Pinky, ' +
		'Priyanka; Tomy, Thomas; Chacko, Jacob): perhaps the same person.',
	initial_for_given_name: 'The given name is only an initial on one side.',
	another_given_name:
		'The record, written surname first, holds a given name the other name lacks, which by the ' +
		"region's order may be the holder's own or a father's or husband's (Ramanbhai Patel, PATEL " +
		'KALPESHBHAI RAMANBHAI; Nanaiah Puchimanda, PUCHIMANDA NANAIAH BOPANNA): perhaps another person of that family.',
	family_name_differs: 'The family names are different names.',
	family_name_missing: 'One name has a family name the other lacks.',
	clan_name_missing:
		'One name has a clan name after Singh or Kaur that the other leaves out (Gurpreet Singh, ' +
		'GURPREET SINGH SANDHU): the same name.',
	family_name_close_spelling:
		'The family names are a letter or a vowel apart (Verma, Varma; Patel, Patil).',
	initial_for_family_name: 'The family name is only an initial on one side.',
	family_name_by_marriage:
		"The family names differ, but one is the husband's or the father's the other gives after W/O " +
		'or D/O (Priya Mehta, PRIYA SHARMA W/O ROHIT MEHTA), or the given names are the same and may ' +
		"be a woman's (Priya Verma, PRIYA SHARMA; Sneha Prakash Gaikwad, SNEHA AMOL SHINDE, her " +
		"father's name in the middle become her husband's) or one name holds her husband's in the " +
		'middle (Vaishali Shinde, VAISHALI ANIL PAWAR): perhaps a married name.',
	man_and_woman:
		"One name holds a man's word (Kumar, Singh, alone or ending a word: Rajkumar) and the other " +
		"a woman's (Kumari, Kaur): a man and a woman (Rajkumar Yadav, RAJ KUMARI YADAV).",
	relation_differs:
		"The relations say two people: a son and a daughter (S/O, D/O), or two parents' names with different given names.",
	family_name_generic:
		'Where the family names stand, a word that names no family, only a man (Kumar, Singh) or a ' +
		'woman (Kumari, Devi), on one side or both: perhaps the same person.',
	middle_name_differs: 'Each name has a middle name the other lacks.',
	middle_name_close_spelling: 'The middle names are a letter or a vowel apart.',
	extra_words:
		'One name has two or more words the other lacks: more than a middle name, perhaps another person.',
	order_changed:
		"The words are in another order than the surname first or last (a given and a father's name swapped).",
	turned_round:
		'The words are turned round and nothing says the word moved is a family name: the surname ' +
		"first, or a son's name and his father's (Thomas Mathew is the son of Mathew Thomas).",
	joined_initials: 'Initials written joined to a name (HKishore).',
	truncated:
		"The last word is cut short in a name too short to fill a bank's field: a cut, or another word.",
	initials_only: 'A name of initials only (R K S): it identifies nobody.',
	titles_differ:
		'The titles before the names say a man and a woman (Mr Kiran Joshi, MRS KIRAN JOSHI): two people, ' +
		"or a clerk's slip; a person should look.",
	holder_deceased: 'The holder is marked as deceased (Late, Lt., Swargiya, Kai., Marhoom).',
	holder_not_a_person:
		'The holder is a business, a trust or a HUF (M/S, Sons, Pvt Ltd, LLP, Traders, HUF).',
	several_holders: 'The name holds two holders (and, or, &, a slash between names).',
	script_not_compared: 'A script the node does not read: not compared; a person should look.',
	too_long:
		'Longer than a name can be (over 10 words or 100 letters): not compared; a person should look.',
	not_a_name:
		'A placeholder or junk where a name should be (NA, N/A, null, none, test, xxx, A B C D, asdf, ' +
		'a single letter, no letters): it identifies nobody.',
	no_name_given: 'Name to Match holds no name once titles are left out.',
	no_name_found: 'The answer holds no name.',
} as const;

export type NameReason = keyof typeof NAME_REASONS;

const ALLOWED_IN_A_MATCH: ReadonlySet<NameReason> = new Set<NameReason>([
	'same_words',
	'spelling_variant',
	'honorific_suffix',
	'surname_first',
	'middle_name_missing',
	'clan_name_missing',
	'middle_initial',
	'initials_expanded',
	'initial_left_out',
	'placeholder_word',
	'mohammed_left_out',
	'alias_left_out',
	'joined_words',
	'cut_at_field_length',
	'honorific_removed',
	'relation_removed',
	'parent_name_in_relation',
	'family_name_in_relation',
	'second_family_name',
	'different_script',
	'business_names',
]);

/**
 * The reasons that are evidence of another person: a word on each side that is no form of the
 * other's (another given, middle or family name), or no name to compare. Below Name Review Score
 * the verdict is `mismatch` only with one of them; a word on one side only, a close spelling or a
 * pet name is no evidence, and a person looks.
 */
const EVIDENCE_OF_ANOTHER_PERSON: ReadonlySet<NameReason> = new Set<NameReason>([
	'given_name_differs',
	'family_name_differs',
	'middle_name_differs',
	'relation_differs',
	'man_and_woman',
	'not_a_name',
	'no_name_given',
]);

/** Whether a reason is evidence that the names are another person's (or no one's). */
export function isEvidenceOfAnotherPerson(reason: NameReason): boolean {
	return EVIDENCE_OF_ANOTHER_PERSON.has(reason);
}

/** Whether a reason keeps a name from being a match, whatever its score. */
export function forbidsMatch(reason: NameReason): boolean {
	return !ALLOWED_IN_A_MATCH.has(reason);
}

/**
 * Why a business name match has its verdict (nameMatch/business/businessName.ts): the person rules' reasons
 * where a person's name is compared (a proprietor's) or where they mean the same (same_words,
 * spelling_variant, joined_words, not_a_name...), and these. The output schemas list both, as
 * written by `npm run name-match:schemas`.
 */
export const BUSINESS_NAME_REASONS = {
	// A match may have these: the same business, written another way.
	trade_name: 'The name given is the trade name on the record, not its legal name.',
	proprietor_name:
		"The name given is the proprietor's: a proprietorship's legal name is its proprietor's, " +
		'compared by the person rules (their reasons beside this one).',
	legal_form_abbreviated:
		'The legal form written another way: Private Limited, Pvt. Ltd., P. Ltd, (P) Ltd; Limited, ' +
		'Ltd; LLP, Limited Liability Partnership; HUF, H.U.F.',
	legal_form_missing: 'One name has no legal form (Pvt Ltd, LLP, & Co), the other has.',
	legal_form_cut_short: 'The legal form cut short, as banks cut long names (PRIVATE LI).',
	messrs_removed: 'M/s, Messrs, The or (Regd.) was left out.',
	bank_words_removed:
		"Words a bank adds to a holder's name were left out (A/C, Current A/C), or PROP between a " +
		"shop's name and its proprietor's: each was compared.",
	word_abbreviated:
		'A word written as businesses and banks abbreviate it (Intl, Mfg, Engg, Svcs, SERV, Corpn, ' +
		'Govt, Bros, Assoc, Pharma, Tech).',
	singular_plural: 'A word in the singular on one side, the plural on the other (Mill, Mills).',
	word_order_changed: 'The same words in another order, as Rule 8 allows.',
	// Each of these keeps the verdict at partial or below.
	legal_form_differs:
		'The legal forms are of different kinds: a company against an LLP, a firm, a proprietorship, ' +
		'an HUF, a trust or a society; another legal entity.',
	company_form_changed:
		'A private company against a public one or a one person company (Pvt Ltd, Ltd, OPC): ' +
		'converted, or another company.',
	named_for_a_person:
		"The business is named for a person (an HUF for its karta): the name without its legal form is the person's.",
	business_word_missing:
		'A word of one name is not in the other (New, India, a place, a line of business): perhaps another business.',
	business_words_differ:
		'Each name has a word the other lacks (Traders, Corporation; Electricals, Electronics): ' +
		'another business, or the same one renamed.',
	business_word_close_spelling:
		'A word a letter or two from the other (Vinayaga, Vinayaka): a spelling, or another word.',
	business_word_cut_short:
		'A word is the start of the other (Muruga, Murugan; a bank cut PROJE): cut short, or another word.',
	word_form_differs:
		'A word in another grammatical form (Traders, Trading; Cleaners, Cleaning): perhaps another business.',
	acronym:
		"Initials stand for the other name's words (SRK, Shree Ram Krishna): they fit more than one name.",
	translated_name:
		'The name translated (Municipal Council, Nagar Palika Parishad): the same body, or another of its kind.',
	proprietor_family_name:
		"A person's name on the record (a proprietor's, an account's) whose family name is in the business name given.",
} as const;

export type BusinessNameReason = NameReason | keyof typeof BUSINESS_NAME_REASONS;

const BUSINESS_ALLOWED_IN_A_MATCH: ReadonlySet<BusinessNameReason> = new Set<BusinessNameReason>([
	'trade_name',
	'proprietor_name',
	'legal_form_abbreviated',
	'legal_form_missing',
	'legal_form_cut_short',
	'messrs_removed',
	'bank_words_removed',
	'word_abbreviated',
	'singular_plural',
	'word_order_changed',
]);

/** Whether a reason keeps a business name from being a match, whatever its score. */
export function forbidsBusinessMatch(reason: BusinessNameReason): boolean {
	return !BUSINESS_ALLOWED_IN_A_MATCH.has(reason) && forbidsMatch(reason as NameReason);
}
