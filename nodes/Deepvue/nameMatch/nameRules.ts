/**
 * Name to Match's rules as data: every table of words and every constant the comparison reads, in
 * one place, so that a title, a spelling or a family name is added here without reading the
 * alignment. Words are written in lower case, Latin letters or Devanagari (read through the node's
 * transliteration). What each rule says in an output is in reasons.ts; how the rules are used is in
 * docs/output.md (Name match).
 */

// ---------------------------------------------------------------------------------------------
// Reading a name (readName.ts)
// ---------------------------------------------------------------------------------------------

/** Longer than a person's name can be: compared no further (in time that grows with the length). */
export const MOST_WORDS = 10;
export const MOST_LETTERS = 100;
/** Beyond this many characters a name is not even read word by word. */
export const MOST_CHARACTERS = 300;

/** Titles before a name, left out (`honorific_removed`). */
export const TITLES: readonly string[] = [
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
	'श्री',
	'श्रीमती',
	'श्रीमान',
	'सुश्री',
	'कुमारी',
	'डॉ',
];

/** The holder has died: an account or record kept in a deceased person's name (`holder_deceased`). */
export const DECEASED_WORDS: readonly string[] = [
	'late',
	'deceased',
	'decd',
	'expired',
	'dead',
	'स्वर्गीय',
	'स्व',
];

/**
 * The holder is a business, a trust or a Hindu Undivided Family, not the person
 * (`holder_not_a_person`); two businesses' names are compared with these words kept.
 */
export const HOLDER_NOT_A_PERSON_WORDS: readonly string[] = [
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
];

/** Words that join two holders' names (`several_holders`). */
export const JOINING_WORDS: readonly string[] = ['and'];

/** Messrs, written M/S: a firm (`holder_not_a_person`). */
export const MESSRS = /^\s*m\s*[/\\.]\s*s\b\.?/;

/**
 * Son, daughter, wife, husband or care of, with a slash, a dot, a space or spelled out: what
 * follows is another person (`relation_removed`). "co" alone is a company's, not care of.
 */
export const RELATION = new RegExp(
	'(^|[^a-z])(?:[sdwch]\\s*[/\\\\]\\s*o|[sdwc]\\s*\\.\\s*o\\.?|[sdw]\\s+o|so|do|wo|' +
		'(?:son|daughter|wife|husband|care)\\s+of)(?=[^a-z]|$)',
);

// ---------------------------------------------------------------------------------------------
// Words (words.ts)
// ---------------------------------------------------------------------------------------------

/**
 * How one word may stand for another, from the surest to the least sure; `weight` is what the
 * pair adds to the score.
 */
export const WORD_PAIRS = {
	same: { weight: 1 },
	variant: { weight: 0.95 },
	suffix: { weight: 0.95 },
	truncated: { weight: 0.8 },
	close: { weight: 0.75 },
	initial: { weight: 0.6 },
} as const;

/**
 * A spelling only close: at most this many letters added, dropped, changed or swapped, by the
 * length of the shorter word (as it sounds). Below the shortest length no word is close to another.
 */
export const CLOSE_SPELLING = { shortest: 3, longestForOneEdit: 5, edits: { short: 1, long: 2 } };

/** Names whose spellings differ by more than the sound rules below: each read as its group's first. */
export const SPELLING_FAMILIES: readonly (readonly string[])[] = [
	[
		'mohammad',
		'md',
		'mohd',
		'mhd',
		'mohammed',
		'muhammad',
		'muhammed',
		'mohamed',
		'mohamad',
		'muhamad',
		'mohmmad',
		'mohmad',
	],
	[
		'chaudhary',
		'chaudhari',
		'choudhary',
		'choudhari',
		'chowdhury',
		'chowdhary',
		'chaudhuri',
		'choudhury',
		'chaudhry',
		'chowdary',
		'choudary',
	],
	['srivastava', 'shrivastava', 'srivastav', 'shrivastav', 'shrivastwa', 'srivastwa'],
	['syed', 'sayed', 'saiyed', 'sayyed', 'sayyad', 'saiyad', 'syyed'],
	['sheikh', 'shaikh', 'shaik', 'shek', 'sk'],
	['hussain', 'husain', 'hussein', 'husein', 'hossain'],
	['ahmed', 'ahmad'],
	['rehman', 'rahman', 'rahaman', 'rehaman'],
	['iyer', 'aiyar', 'iyyer', 'ayyar', 'aiyer'],
	['agarwal', 'agrawal', 'aggarwal', 'agarwala', 'agrawala', 'aggrawal'],
	['bhattacharya', 'bhattacharjee', 'bhattacharyya', 'bhattacharji'],
	['lakshmi', 'laxmi', 'lakhsmi', 'lakshmy', 'laxmy'],
	['upadhyay', 'upadhyaya', 'upadhaya', 'upadhyaye'],
	['naidu', 'nayudu'],
	// Bengali surnames and their anglicised forms.
	['chattopadhyay', 'chatterjee', 'chatterji', 'chattopadhyaya'],
	['mukhopadhyay', 'mukherjee', 'mukherji', 'mukerji', 'mukhopadhyaya'],
	['bandyopadhyay', 'banerjee', 'banerji', 'bandopadhyay', 'bandyopadhyaya'],
	['gangopadhyay', 'ganguly', 'ganguli', 'gangopadhyaya'],
	['basu', 'bose'],
	// A business's words and their short forms.
	['private', 'pvt'],
	['limited', 'ltd'],
	['company', 'co'],
	['corporation', 'corp'],
	['brothers', 'bros'],
];

/**
 * A word as it sounds in the usual ways of writing Indian names in Latin letters, one rule a line,
 * applied in this order to a word of Latin letters: each rewrites a spelling into the one the
 * others are compared in. Vowels other than these are kept, so Amit is not Amita, Rahul not Rahil.
 */
export const SOUND_RULES: readonly (readonly [RegExp, string])[] = [
	[/x/g, 'ks'], // Laxmi, Lakshmi
	[/ph/g, 'f'], // Phiroz, Firoz
	[/([bcdgjkpstr])h/g, '$1'], // sh/s, th/t and the other aspirates: Mishra, Misra
	[/ee|ie/g, 'i'], // Deepak, Dipak
	[/oo/g, 'u'], // Pooja, Puja
	[/au|ou|ow/g, 'o'], // Gaurav, Gourav
	[/w/g, 'v'], // Pawan, Pavan
	[/z/g, 'j'], // Zaveri, Javeri
	[/q|ck/g, 'k'], // Qureshi, Kureshi
	[/(.)\1+/g, '$1'], // a doubled letter: Aggarwal, Agarwal
	[/(?<=[^aeiou])y$/g, 'i'], // a final y: Shanty, Shanti
];

/** A word of respect joined to a name: Gujarati -bhai and -ben, and -bai (`honorific_suffix`). */
export const RESPECT_SUFFIX = /^(.{3,}?)(bhai|ben|bai)$/;

// ---------------------------------------------------------------------------------------------
// Aligning two names (alignment.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Words that may stand in the middle of a name on one side only, beside the one middle name
 * allowed (`placeholder_word`).
 */
export const PLACEHOLDER_WORDS: readonly string[] = ['kumar', 'kumari', 'bhai', 'ben', 'bai'];

/** Two words joined as one (Kavyareddy) are read so only when the joined word has this many letters. */
export const JOINED_WORD_SHORTEST = 4;
/** Initials joined to a name (HKISHORE): at most this many initials, before a name of at least 3 letters. */
export const JOINED_INITIALS = { most: 3, nameShortest: 3 };

/** The score: how much the share of each name's words that found a partner weighs. */
export const SCORE_WEIGHTS = { shorterName: 0.7, longerName: 0.3 };
