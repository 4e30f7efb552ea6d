/**
 * Name to Match's rules as data: every table of words and every constant the comparison reads, in
 * one place, so that a title, a spelling or a family name is added here without reading the
 * alignment. Words are written in lower case, in Latin letters, an Indian script or Urdu (read
 * through the node's transliteration). The sections follow a comparison's path: reading a name,
 * reading the Indian scripts and Urdu, words, aligning two names. What each rule says in an output
 * is in reasons.ts; how the rules are used is in docs/output.md (Name match).
 */

// ---------------------------------------------------------------------------------------------
// Reading a name (readName.ts)
// ---------------------------------------------------------------------------------------------

/** Longer than a person's name can be: compared no further (in time that grows with the length). */
export const MOST_WORDS = 10;
export const MOST_LETTERS = 100;
/** Beyond this many characters a name is not even read word by word. */
export const MOST_CHARACTERS = 300;

/** Titles before a name, left out (`honorific_removed`): English, Indian languages', ranks. */
export const TITLES: readonly string[] = [
	...['mr', 'mrs', 'ms', 'miss', 'master', 'mast', 'mx', 'dr', 'prof', 'adv', 'er', 'hon'],
	// Hindi, Marathi, Gujarati, Bengali: Shrimati, Saubhagyavati (Sau.), Sushri, Kumari (Ku., Km.)
	...[
		'smt',
		'shrimati',
		'srimati',
		'sau',
		'sow',
		'sou',
		'sushri',
		'km',
		'kum',
		'ku',
		'pt',
		'pandit',
	],
	// Sh. for Shri; Chi. (Chiranjeevi) before a young man's name; Baby before a child's; Mst.
	// (Mosammat) before a Muslim woman's; CA and CS, the chartered accountant's and company
	// secretary's
	...['sh', 'chi', 'baby', 'mst', 'mosammat', 'musammat', 'ca', 'cs'],
	// A priest's and a nun's: Father, Reverend, Sister
	...['fr', 'rev', 'revd', 'sister'],
	// Khasi: Bah (Mr), Kong (Ms)
	...['bah', 'kong'],
	// Saubhagyavati written out, of which Sau. and Sow. are short
	...['saubhagyavati', 'sowbhagyavathi', 'soubhagyavati', 'saubhagyavathi'],
	// Tamil: Thiru (Mr), Thirumathi (Mrs), Tmt
	...['thiru', 'tiru', 'thirumathi', 'tmt'],
	// Sikh and Muslim titles
	...['sardar', 'sardarni', 'janab', 'mohtarma', 'haji', 'hajji', 'alhaj', 'maulana', 'maulvi'],
	// Sardar as Gurmukhi ਸਰਦਾਰ reads
	'sardaar',
	// A Parsi priest's
	'ervad',
	// Ranks, and Retd after them (Lt is a rank only before another: alone it means Late, see
	// DECEASED_WORDS)
	...['capt', 'col', 'maj', 'gen', 'brig', 'cdr', 'wg', 'sqn', 'ldr', 'flt', 'retd', 'retired'],
	...['श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', 'कुमारी', 'कु', 'सौ'],
	// Shrimati and Thirumathi as the other Indian scripts read (শ্রীমতী, శ్రీమతి, திருமதி), and
	// Urdu's Janab and Mohtarma
	...['shreemati', 'shreematee', 'sreemati', 'sreematee', 'tirumati', 'جناب', 'محترمہ'],
	// Shrimati as its unwritten a is often left out, in Latin letters and as Telugu శ్రీమతి reads,
	// and with the th of South Indian spellings (Srimathi Padmavathi)
	...['shrimti', 'shreemti', 'srimti', 'srimathi', 'shrimathi', 'sreemathi', 'shreemathi'],
	// Also the start or the whole of a given name: see TITLES_ALSO_NAMES.
	...['shri', 'sri', 'shree', 'sree', 'kumari', 'selvi', 'hafiz', 'begum'],
];

/**
 * Abbreviations in an Indian script, read as the Latin abbreviation they stand for rather than
 * letter by letter: डॉ. and डा. are Dr (letter by letter डॉ is do, which is D/O, daughter of), as
 * Bengali ডাঃ and ডা. are.
 */
export const SCRIPT_ABBREVIATIONS: Readonly<Record<string, string>> = {
	डॉ: 'dr',
	डा: 'dr',
	// Bengali ডাঃ (ডাক্তার) and ডা.
	ডাঃ: 'dr',
	ডা: 'dr',
};

/**
 * The English letters as the Indian scripts spell them, for initials (ಮಂಜುನಾಥ ಎಚ್ ಎನ್, Manjunath
 * H N; எஸ். முருகன், S. Murugan): a word of an Indian script read as one of these is that letter.
 * So is one consonant and its unwritten vowel before a dot (க. முருகேசன், K. Murugesan). G's name,
 * ji, is left out: जी after a name is a word of respect.
 */
export const LETTER_NAMES: Readonly<Record<string, readonly string[]>> = {
	b: ['bi', 'bee'],
	c: ['si', 'see'],
	d: ['di', 'dee'],
	f: ['ef', 'eph', 'eff'],
	h: ['ech', 'hech', 'aich', 'ecch'],
	j: ['je', 'jay', 'jai'],
	k: ['ke', 'kay'],
	l: ['el', 'yel'],
	m: ['em', 'yem'],
	n: ['en', 'yen'],
	p: ['pi', 'pee'],
	q: ['kyu'],
	r: ['ar', 'aar'],
	s: ['es', 'yes', 'esh'],
	t: ['ti', 'tee'],
	u: ['yu', 'yoo'],
	v: ['vi', 'vee', 'wi'],
	w: ['dablyu'],
	x: ['eks'],
	y: ['vai', 'wai'],
	z: ['jed', 'zed'],
};

/**
 * Words between two names of one person, the second the one a person also goes by (Ramesh Kumar @
 * Raju; Mohd Salim alias Salim Khan; Ramesh urf Raju): each is compared, the one that agrees best
 * taken (`alias_left_out`).
 */
export const ALIAS_WORDS: readonly string[] = ['@', 'alias', 'urf', 'aka'];

/**
 * Titles that also begin given names or are given names (Sri and Shridevi, Kumari Pooja and Pooja
 * Kumari, Selvi): a name is read both with the title left out and with it kept as a word, which
 * may join the next word (SRI DEVI, Sridevi), and the reading that agrees best is taken.
 */
export const TITLES_ALSO_NAMES: readonly string[] = [
	...['shri', 'sri', 'shree', 'sree', 'kumari', 'selvi', 'श्री', 'कुमारी'],
	// Titles that are also family names (Ravi Pandit, Anwar Sardar, Homi Master), and Hafiz (one
	// who knows the Quran by heart; Hafiz Imtiaz Qasmi) and Begum before a woman's name (Begum
	// Rukhsana), also given and family names
	...['pandit', 'sardar', 'sardaar', 'master', 'hafiz', 'begum'],
	// Baby is a given name in Kerala (Baby John)
	'baby',
];

/**
 * Titles more often a given name than a title: left out only before two words or more (Selvi
 * Anitha Rajendran), the name itself before one (Selvi Raman is Selvi, daughter of Raman).
 */
export const TITLES_MOSTLY_NAMES: readonly string[] = ['selvi'];

/**
 * Of TITLES_ALSO_NAMES, those that only begin or end a name (Sri Devi, Sridevi; Kumari Pooja,
 * Pooja Kumari) and are no name alone: a name that is one of them and nothing else is a title with
 * no name (Shri, SHRI; Kumari, KUMARI).
 */
export const TITLES_NEVER_A_NAME_ALONE: readonly string[] = [
	...['shri', 'sri', 'shree', 'sree', 'श्री', 'kumari', 'कुमारी'],
];

/**
 * Titles that say a man or a woman (Mr, Thiru; Mrs, Smt, Kumari): two names whose titles say a man
 * and a woman are not a match, though each title is left out (`titles_differ`). Shri and Sri are
 * neither, since they also begin women's names (Sridevi).
 */
export const TITLES_BY_GENDER = {
	man: [
		'mr',
		'shriman',
		'श्रीमान',
		'thiru',
		'tiru',
		'janab',
		'جناب',
		'master',
		'mast',
		'chi',
		'sardar',
		'sardaar',
		'bah',
	],
	woman: [
		...['mrs', 'ms', 'miss', 'smt', 'shrimati', 'srimati', 'shrimti', 'shreemti', 'srimti'],
		...['srimathi', 'shrimathi', 'sreemathi', 'shreemathi'],
		...['shreemati', 'shreematee', 'sreemati', 'sreematee', 'sau', 'sow', 'sou', 'sushri'],
		...['km', 'kum', 'ku', 'kumari', 'selvi', 'tmt', 'thirumathi', 'tirumati', 'mohtarma'],
		...['mst', 'mosammat', 'musammat', 'sardarni', 'श्रीमती', 'सुश्री', 'कुमारी', 'कु', 'सौ'],
		...['kong', 'sister', 'saubhagyavati', 'sowbhagyavathi', 'soubhagyavati', 'saubhagyavathi'],
		'محترمہ',
	],
};

/** Lt is a rank before one of these (Lt. Col.); anywhere else it is Late (`holder_deceased`). */
export const RANKS_AFTER_LT: readonly string[] = [
	'col',
	'colonel',
	'gen',
	'general',
	'cdr',
	'governor',
];

/**
 * Words many names begin with, before the name a person is called by, and that a record may leave
 * out (`mohammed_left_out`, a match): Mohammed and its spellings (Mohammed Salim Ansari, SALIM
 * ANSARI), and Syed or Syeda, a lineage's (Syed Asif Hussain, ASIF HUSSAIN). Compared as they sound; not
 * before a family name (Mohammed Khan is not Khan).
 */
export const LEFT_OUT_BEFORE_THE_GIVEN_NAME: readonly string[] = ['mohammad', 'syed', 'syeda'];

/** An initial that is a title before a name ending in one of these words: S. for Sardar (S. Manjit Singh). */
export const TITLE_INITIALS: Readonly<Record<string, readonly string[]>> = { s: ['singh', 'kaur'] };

/**
 * Words of respect after a name, not a family name (Farzana Begum, Kamala Devi Ammal, Sharma Ji),
 * Retd after a rank's, Self, a note that the account or the form is the person's own (Tanvi
 * Kulkarni (Self)), and the titles some banks write after the name (PRAKASH JAIN MR): left out at
 * the end of a name of two words or more (`honorific_removed`).
 */
export const RESPECT_WORDS_AFTER: readonly string[] = [
	...['begum', 'khatoon', 'khatun', 'bibi', 'ammal', 'ammaal', 'ji', 'sahib', 'saheb', 'sahab'],
	...['बेगम', 'بیگم'],
	...['retd', 'self'],
	...['mr', 'mrs', 'ms', 'smt'],
];

/**
 * Degrees after a name (Nagesh Babu M.Tech Ph.D), left out at its end (`honorific_removed`); read
 * with their letters joined (Ph.D: phd), and only when one of their parts has two letters or more,
 * so that initials at the end of a name are never taken for one (Ramesh M B A).
 */
export const DEGREES: readonly string[] = [
	...['phd', 'mtech', 'btech', 'mbbs', 'mba', 'llb', 'llm', 'mcom', 'bcom', 'msc', 'bsc'],
	...['mca', 'bca', 'mphil', 'bed', 'med', 'frcs', 'mrcp', 'fca', 'acs'],
];

/** The holder has died: an account or record kept in a deceased person's name (`holder_deceased`). */
export const DECEASED_WORDS: readonly string[] = [
	...['late', 'lt', 'deceased', 'decd', 'expired', 'dead'],
	// Swargiya and Swa. (Hindi), Kai. (Marathi, Gujarati), Marhoom (Urdu)
	...['swargiya', 'swargiy', 'swargeeya', 'kai', 'kailasvasi', 'marhoom', 'marhum'],
	...['स्वर्गीय', 'स्व', 'कै'],
	// Late in Tamil (அமரர், காலஞ்சென்ற), Bengali, Telugu, Kannada, Malayalam, Gujarati, Gurmukhi,
	// Odia and Urdu
	...['அமரர்', 'காலஞ்சென்ற', 'প্রয়াত', 'স্বর্গীয়', 'దివంగత', 'ದಿವಂಗತ', 'പരേതൻ', 'പരേത'],
	...['સ્વર્ગસ્થ', 'સ્વ', 'ਸਵਰਗੀ', 'ସ୍ୱର୍ଗତ', 'مرحوم', 'مرحومہ'],
];

/**
 * The holder is a business, a trust or a Hindu Undivided Family, not the person
 * (`holder_not_a_person`); two businesses' names are compared with these words kept.
 */
export const HOLDER_NOT_A_PERSON_WORDS: readonly string[] = [
	'huf',
	'एचयूएफ',
	// the karta, who holds an HUF's account for it (THAKKAR VISHAL KARTA)
	'karta',
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
	'partners',
	'group',
	'infotech',
	'technologies',
	'co',
];

/** Words that join two holders' names (`several_holders`); a slash between two names does too. */
export const JOINING_WORDS: readonly string[] = ['and', 'or', 'aur', 'और'];

/** A name of this many single letters or more is a name typed letter by letter (P R I Y A N K A), not initials. */
export const SPELLED_OUT_SHORTEST = 4;

/**
 * Messrs, written M/S: a firm (`holder_not_a_person`). Written M.S. it is a firm only before a
 * firm's word (M.S. Traders); before a person's name it is initials (M.S. Lakshmi).
 */
export const MESSRS = /^\s*m\s*[/\\]\s*s\b\.?/;
export const MESSRS_DOTTED = /^\s*m\s*\.\s*s\b\.?/;

/**
 * Son, daughter, wife, husband or care of, and under the guardianship of (U/G), with a slash, a
 * dot or a space: what follows is another person (`relation_removed`). "co" alone is a company's,
 * not care of.
 */
export const RELATION_ABBREVIATIONS =
	'[sdwch]\\s*[/\\\\]\\s*o|[sdwc]\\s*\\.\\s*o\\.?|[sdw]\\s+o|so|do|wo|u\\s*[/\\\\]\\s*g';

/** What a relation says: whether the holder is a man or a woman, and whose name follows it. */
export interface Relation {
	holder?: 'man' | 'woman';
	follows: 'parent' | 'spouse' | 'another';
}

const SON: Relation = { holder: 'man', follows: 'parent' };
const DAUGHTER: Relation = { holder: 'woman', follows: 'parent' };
const WIFE: Relation = { holder: 'woman', follows: 'spouse' };

/**
 * What each relation says, by the first letter of its abbreviation (S/O, SO, S.O.) or by its words
 * in English and Hindi: a son or a husband is a man, a daughter or a wife a woman, so two names
 * that say otherwise are two people (`relation_differs`: Kiran S/O Prakash, KIRAN D/O PRAKASH), as
 * are two who name two parents. After S/O and D/O comes a parent's name, which the other name may
 * carry as its own last word (Raju Venkatesh, RAJU S/O VENKATESH: `parent_name_in_relation`); after
 * W/O a husband's, whose family name a married woman may give as hers (Priya Mehta, PRIYA SHARMA
 * W/O ROHIT MEHTA: `family_name_by_marriage`, for review).
 */
export const RELATIONS: Readonly<Record<string, Relation>> = {
	s: SON,
	d: DAUGHTER,
	w: WIFE,
	h: { holder: 'man', follows: 'spouse' },
	c: { follows: 'another' },
	u: { follows: 'another' },
	'son of': SON,
	'daughter of': DAUGHTER,
	'wife of': WIFE,
	'husband of': { holder: 'man', follows: 'spouse' },
	'care of': { follows: 'another' },
	पुत्र: SON,
	सुपुत्र: SON,
	पुत्री: DAUGHTER,
	सुपुत्री: DAUGHTER,
	पत्नी: WIFE,
	ولد: SON,
	بنت: DAUGHTER,
	زوجہ: WIFE,
};

/** The relations spelled out (son of, पुत्र), the keys of RELATIONS longer than a letter. */
export const RELATION_WORDS: readonly string[] = Object.keys(RELATIONS).filter(
	(key) => key.length > 1,
);

/**
 * Not a name: placeholders and junk a form or a source puts where a name should be. A name made
 * only of these words (or of x's, or whose letters joined are one: N/A), a single letter, or no
 * letter at all identifies nobody (`not_a_name`).
 */
export const NOT_A_NAME_WORDS: readonly string[] = [
	...['na', 'nil', 'null', 'none', 'nan', 'undefined', 'unknown', 'nobody', 'noname', 'anonymous'],
	...['test', 'testing', 'tester', 'dummy', 'sample', 'demo', 'example', 'fake'],
	...['abc', 'xyz', 'asdf', 'qwerty'],
	...['name', 'self', 'customer', 'client', 'user', 'applicant', 'nominee', 'holder', 'account'],
	...['not', 'no', 'available', 'applicable', 'given', 'provided', 'update'],
];

/**
 * The alphabet and a keyboard's rows: a word of at least `shortest` letters that runs along one
 * of them in order (ABCD, P Q R S typed letter by letter, asdf, qwerty) is junk, not a name
 * (`not_a_name`). No Indian name is such a run.
 */
export const JUNK_RUNS = {
	rows: ['abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
	shortest: 3,
};

// ---------------------------------------------------------------------------------------------
// Reading the Indian scripts and Urdu (transliterate.ts)
// ---------------------------------------------------------------------------------------------

/** The Indian scripts the node reads, in the order of their Unicode blocks from U+0900. */
export const INDIAN_SCRIPTS = [
	...['devanagari', 'bengali', 'gurmukhi', 'gujarati', 'oriya'],
	...['tamil', 'telugu', 'kannada', 'malayalam'],
] as const;

export type IndianScript = (typeof INDIAN_SCRIPTS)[number];

/** How one Indian script is read in Latin letters beyond what all their blocks share. */
export interface ScriptReading {
	/** Consonants read otherwise than the block's shared layout says, or missing from it. */
	letters?: Readonly<Record<string, string>>;
	/** Letters that never take a vowel: consonants on their own, nasals, and marks read as nothing. */
	marks?: Readonly<Record<string, string>>;
	/** The ways the unwritten vowel (the inherent a) is spelled in the first syllable. */
	firstVowel: readonly string[];
	/** ... between syllables. */
	medialVowel: readonly string[];
	/**
	 * ... at the end of a word after one consonant (after a cluster it is spoken, after a nasal and
	 * a consonant spoken or not).
	 */
	finalVowel: readonly string[];
	/** Letters written for others, read as those (Tamil ட்ச for க்ஷ). */
	written?: readonly (readonly [RegExp, string])[];
	/** Spellings of a word's end. */
	spellings?: readonly (readonly [RegExp, string])[];
	/** Letters the script writes with one letter, so a Latin spelling may have either. */
	alike?: readonly (readonly [string, string])[];
}

const NORTHERN: ScriptReading = { firstVowel: ['a'], medialVowel: ['a', ''], finalVowel: [''] };
/** ज्ञ and its like in each script, read as ग्न: gn (जिज्ञेश, Jignesh; ज्ञान, Gyan, as gn begins it). */
const JNA_READ_GN: Readonly<Record<string, readonly [RegExp, string]>> = {
	devanagari: [/ज्ञ/g, 'ग्न'],
	gujarati: [/જ્ઞ/g, 'ગ્ન'],
	bengali: [/জ্ঞ/g, 'গ্ন'],
	oriya: [/ଜ୍ଞ/g, 'ଗ୍ନ'],
	telugu: [/జ్ఞ/g, 'గ్న'],
	kannada: [/ಜ್ಞ/g, 'ಗ್ನ'],
	malayalam: [/ജ്ഞ/g, 'ഗ്ന'],
};
const SOUTHERN: ScriptReading = { firstVowel: ['a'], medialVowel: ['a', ''], finalVowel: ['a'] };

/**
 * How each Indian script is read (transliterate.ts), so that a name in it agrees with every Latin
 * spelling of the same name, and with no other name's, and may be a match (`different_script`):
 * - `letters`: Bengali and Odia य is j (যমুনা, Jamuna; but জ্যোতি, Jyoti, as ya under another
 *   letter), Assamese ৰ and ৱ are r and w (ৰঞ্জিত, Ranjit), Bengali ৎ is t, Tamil ச is s
 *   (செந்தில், Senthil) and ழ zh, Gurmukhi's tippi is n (ਸਿੰਘ, Singh) and its addak doubles a letter,
 *   Malayalam's chillus are consonants without a vowel (അനിൽ, Anil).
 * - The unwritten vowel (the inherent a): written a or o in the first syllable in Bengali,
 *   Assamese and Odia (গগৈ, Gogoi); spoken or not between syllables (कमला, Kamla or Kamala;
 *   ਗੁਰਪ੍ਰੀਤ, Gurpreet); at a word's end after one consonant silent in the northern scripts (राहुल,
 *   Rahul), written or not in Odia (ବିଜୟ, Bijay or Bijaya), spoken in the southern ones (వెంకట,
 *   Venkata); after a cluster spoken (चंद्र, Chandra), after a nasal and a consonant spoken or
 *   not (ସୁଶାନ୍ତ, Sushanta or Sushant; अरविन्द, Arvind). A written long ā is always a (अमिता
 *   is Amita, never Amit).
 * - `spellings`: Telugu రావు and Kannada ರಾವ್ are Rao; Tamil writes क्ष as ட்ச (லட்சுமி, Lakshmi).
 * - `written`: ज्ञ is read gn (जिज्ञेश, Jignesh); an anusvara ending a Telugu, Kannada or Malayalam
 *   word is said m (ಎಂ, the letter M; ശ്യാം, Shyam).
 * - `alike`: Tamil has one letter for k and g, t and d, p and b, and one for ch, s and j, so a
 *   Latin spelling may have either (முருகன், Murugan).
 */
export const SCRIPT_READING: Readonly<Record<IndianScript, ScriptReading>> = {
	devanagari: { ...NORTHERN, written: [JNA_READ_GN.devanagari] },
	bengali: {
		written: [JNA_READ_GN.bengali],
		letters: { য: 'j', ৰ: 'r', ৱ: 'w' },
		marks: { ৎ: 't' },
		firstVowel: ['a', 'o'],
		medialVowel: ['a', ''],
		finalVowel: [''],
	},
	gurmukhi: { ...NORTHERN, marks: { 'ੰ': 'n', 'ੱ': '' } },
	gujarati: { ...NORTHERN, written: [JNA_READ_GN.gujarati] },
	oriya: {
		written: [JNA_READ_GN.oriya],
		letters: { ଯ: 'j', ୱ: 'w' },
		firstVowel: ['a', 'o'],
		medialVowel: ['a', ''],
		finalVowel: ['', 'a'],
	},
	tamil: {
		letters: { ச: 's', ழ: 'zh' },
		written: [
			[/ட்சு(?=ம)/g, 'க்ஷ்'],
			[/ட்ச/g, 'க்ஷ'],
		],
		firstVowel: ['a'],
		medialVowel: ['a'],
		finalVowel: ['a'],
		alike: [
			['g', 'k'],
			['d', 't'],
			['b', 'p'],
			['j', 's'],
			['c', 's'],
		],
	},
	telugu: {
		...SOUTHERN,
		written: [JNA_READ_GN.telugu, [/ం$/, 'మ్']],
		spellings: [[/aavu$/, 'ao']],
	},
	kannada: {
		...SOUTHERN,
		written: [JNA_READ_GN.kannada, [/ಂ$/, 'ಮ್']],
		spellings: [[/aav$/, 'ao']],
	},
	malayalam: {
		...SOUTHERN,
		written: [JNA_READ_GN.malayalam, [/ം$/, 'മ്']],
		marks: { ൺ: 'n', ൻ: 'n', ർ: 'r', ൽ: 'l', ൾ: 'l', ൿ: 'k' },
	},
};

/**
 * Urdu's letters (transliterate.ts), each with its plain reading and the Latin spellings it may
 * stand for, as they sound (words.ts: sh is s, z is j, q is k, w and v inside a word b). Urdu
 * writes no short vowel, so between its letters a Latin spelling may have up to two vowels
 * (محمد, Mohammed, Muhammad, Md); ع is a vowel or nothing; ہ at a word's end after a consonant is
 * a (فرحانہ is Farhana, never Farhan), after a vowel nothing (شاہ, Shah).
 */
export const URDU_LETTERS: Readonly<Record<string, readonly [string, string]>> = {
	// Alif is a long a, but a Latin spelling as it sounds may have lost it (Farhana, farna) or
	// write the article al- as ul (عبدالرشید, Abdul Rashid).
	ا: ['a', 'a?'],
	آ: ['a', 'a?'],
	ب: ['b', 'b'],
	پ: ['p', 'p'],
	ت: ['t', 't'],
	ٹ: ['t', 't'],
	ث: ['s', 's'],
	ج: ['j', 'j'],
	چ: ['ch', 'c'],
	ح: ['h', 'h?'],
	خ: ['kh', 'k'],
	د: ['d', '[dt]'],
	ڈ: ['d', '[dt]'],
	ذ: ['z', 'j'],
	ر: ['r', 'r'],
	ڑ: ['r', '[rd]'],
	ز: ['z', 'j'],
	ژ: ['zh', 'j'],
	س: ['s', 's'],
	ش: ['sh', 's'],
	ص: ['s', 's'],
	ض: ['z', 'j'],
	ط: ['t', 't'],
	ظ: ['z', 'j'],
	ع: ['', ''],
	غ: ['gh', 'g'],
	ف: ['f', 'f'],
	ق: ['q', 'k'],
	ک: ['k', 'k'],
	ك: ['k', 'k'],
	گ: ['g', 'g'],
	ل: ['l', 'l'],
	م: ['m', 'm'],
	ن: ['n', 'n'],
	ں: ['n', 'n'],
	// و: a vowel or v; a Latin o after a consonant sounds a (Bano, بانو)
	و: ['v', '[uobva]'],
	ہ: ['h', 'h?'],
	ه: ['h', 'h?'],
	ھ: ['', ''],
	ء: ['', ''],
	ی: ['y', '[iey]'],
	ي: ['y', '[iey]'],
	ى: ['y', '[iey]'],
	ئ: ['y', '[iey]?'],
	ے: ['e', '(?:e|ai)'],
};

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
	initial: { weight: 0.8 },
	pet: { weight: 0.6 },
	generic: { weight: 0.6 },
} as const;

/**
 * A spelling only close: at most this many letters added, dropped, changed or swapped, by the
 * length of the shorter word (as it sounds), from the same first letter. Below the shortest length
 * no word is close to another. The letters of each pair of `alike` count as one after the first
 * letter: ड़ is written d or r (Rathod, Rathore; Kheda, Khera); those of `alikeAtTheStart` count as
 * one at the start, since Bengali, Odia and Assamese write one letter for b and v and one for y and
 * j (Bijay, Vijay; Jogesh, Yogesh), tribal names are written with u or o (Oraon, Uraon), and
 * Assamese says চ as s (Chutia, Sutia).
 */
export const CLOSE_SPELLING = {
	shortest: 3,
	longestForOneEdit: 5,
	edits: { short: 1, long: 2 },
	alike: [['d', 'r']] as readonly (readonly [string, string])[],
	alikeAtTheStart: [
		['b', 'v'],
		['j', 'y'],
		['u', 'o'],
		['s', 'c'],
	] as readonly (readonly [string, string])[],
	/** Spellings read as one inside a word: ai and e (Zubair, Zuber; Kailash, Kelash). */
	alikeInside: [['e', 'ai']] as readonly (readonly [string, string])[],
	/**
	 * Words whose consonants, as they sound, are the same in the same order, at least this many,
	 * whatever their vowels (the first letter's too) and a d or t at the end: one name written from
	 * another language's vowels (Ejaz, Aijaz; Khorshed, Khurshid; Osman, Usman), or two names a
	 * vowel apart (Sunil, Sonal): for review, never a rejection. Close, never more. Sunil and Sushil
	 * differ by a consonant and are not read so, nor Asha and Usha, whose one consonant says too
	 * little.
	 */
	sameConsonants: 2,
};

/**
 * Indian letters written with two Latin letters, which a record writes as an initial (SURESH CH
 * PANDEY, Chandra; CH RAVI CHANDRA, Chinthala): such a word is the initial of one that begins
 * with it.
 */
export const INITIALS_OF_TWO_LETTERS: readonly string[] = ['ch', 'sh', 'th', 'bh', 'kh', 'gh'];

/** A word is cut short as it sounds (Sreenivasulu, SRINIVAS) only from this many letters. */
export const TRUNCATED_SOUND_SHORTEST = 4;

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
	['syeda', 'sayeda', 'saiyeda', 'sayyeda'],
	['sheikh', 'shaikh', 'shaik', 'shek', 'sk'],
	['hussain', 'husain', 'hussein', 'husein', 'hossain'],
	['ahmed', 'ahmad'],
	// Abd al- written as said before a sun letter: Abdur Rahman, Abdus Salam, Abduz Zaman.
	['abdul', 'abdur', 'abdus', 'abduz', 'abdush', 'abdun'],
	['rehman', 'rahman', 'rahaman', 'rehaman'],
	['iyer', 'aiyar', 'iyyer', 'ayyar', 'aiyer'],
	['agarwal', 'agrawal', 'aggarwal', 'agarwala', 'agrawala', 'aggrawal'],
	['bhattacharya', 'bhattacharjee', 'bhattacharyya', 'bhattacharji'],
	['lakshmi', 'laxmi', 'lakhsmi', 'lakshmy', 'laxmy'],
	['upadhyay', 'upadhyaya', 'upadhaya', 'upadhyaye'],
	['naidu', 'nayudu'],
	['nair', 'nayar'],
	// One word in Devanagari (वर्मा), so a name read from Devanagari agrees with either.
	['verma', 'varma'],
	// Short forms banks write for a common word of a name: Kr (and Odia Ku) for Kumar, Pd for
	// Prasad, Gh for Ghulam (Kashmir).
	['kumar', 'kr', 'ku'],
	['ghulam', 'gh'],
	['aisha', 'ayesha', 'aysha', 'ayisha'],
	['siddiqui', 'siddique', 'siddiqi', 'siddiki', 'sidiqui', 'sidique'],
	['prasad', 'pd', 'prsd'],
	['goyal', 'goel', 'goyel'],
	['mehta', 'maheta'],
	['nayak', 'naik', 'nayaka'],
	['parikh', 'parekh'],
	['namboothiri', 'namboodiri', 'nambudiri', 'namboothiry'],
	['datta', 'dutta'],
	['bano', 'banu'],
	// Bengali surnames and their anglicised forms.
	['chattopadhyay', 'chatterjee', 'chatterji', 'chattopadhyaya'],
	['mukhopadhyay', 'mukherjee', 'mukherji', 'mukerji', 'mukhopadhyaya'],
	['bandyopadhyay', 'banerjee', 'banerji', 'bandopadhyay', 'bandyopadhyaya'],
	['gangopadhyay', 'ganguly', 'ganguli', 'gangopadhyaya'],
	['basu', 'bose'],
	['pal', 'paul'],
	// Persian e and a: Parveen, Perveen; Jahangir, Jehangir
	['parveen', 'perveen', 'parvin'],
	['jahangir', 'jehangir'],
	['pervez', 'parvez', 'perviz', 'parveez', 'perveez'],
	['feroz', 'firoz', 'feroze', 'firoze', 'phiroze', 'phiroz'],
	['jamshed', 'jamsheed', 'jamshid'],
	['yazdi', 'yezdi'],
	['hormazd', 'hormuzd', 'hormuz', 'hormus'], // Hormusji with -ji
	['shernaz', 'shirnaz'],
	['dilnaz', 'delnaz'],
	['khwaja', 'khaja'],
	['khushroo', 'khusro', 'khusrau', 'khushru'],
	// Arabic names in their usual spellings
	['fatima', 'fatma', 'fathima', 'fatema'],
	['zubair', 'zuber', 'jubair', 'zubeir'],
	['mustafa', 'mustufa', 'mustapha'],
	// Surnames written with either vowel
	['tiwari', 'tewari', 'tiwary', 'tewary'],
	['pawar', 'powar'],
	['barman', 'burman'],
	['oraon', 'uraon'],
	['tirkey', 'tirki', 'tirkay'],
	['thakkar', 'thacker', 'thakker'],
	['gaikwad', 'gayakwad', 'gaekwad'],
	// Kerala Christian names as written and as Malayalam writes them (വർഗീസ്, vargees)
	['varghese', 'verghese', 'vargheese', 'vargese', 'vargees', 'varghees'],
	['jose', 'jos'],
	// Goan and Mangalorean Portuguese surnames
	['gonsalves', 'gonzalves', 'goncalves'],
	['davinder', 'devinder'],
	// Goan and Mangalorean D'Souza (de Souza), as written and as Devanagari writes it (डिसूजा)
	['dsouza', 'desouza', 'disouza', 'dsousa', 'desousa', 'disuza'],
	['mandal', 'mondal'],
	['sarkar', 'sircar'],
	['mitra', 'mitter'],
	['ghosh', 'ghose'],
	['mallick', 'mullick', 'mallik', 'mullik'],
	['bhowmik', 'bhowmick', 'bhaumik'],
	// A business's words and their short forms.
	['private', 'pvt'],
	['limited', 'ltd'],
	['company', 'co'],
	['corporation', 'corp'],
	['brothers', 'bros'],
];

/**
 * The second parts of compound given names, as they begin (vardhan, shree, kumar, raj...): the a
 * before them joins the two parts, written or not (Vijaykumar, Vijayakumar).
 */
const COMPOUND_SECOND_PARTS: readonly string[] = [
	...['vardh?an', 'shr', 'sri', 'chand', 'krishn', 'kumar', 'lakshmi', 'laxmi', 'prasad', 'mohan'],
	...['raj', 'swam', 'murth', 'moorth', 'narayan', 'bhush', 'kant', 'pal', 'deep', 'dip', 'nath'],
	...['dev', 'kishor', 'vendr', 'prakash', 'sh?ekh?ar', 'van', 'wan', 'vant', 'want'],
];

/**
 * The second parts of men's compound given names written as a word of their own: the a that joins
 * the first part to them is written or not there too (Bijay Kumar, Bijaya Kumar; Shiv Prasad,
 * Shiva Prasad), in the given name only. Not Devi or Lakshmi: Kamala Devi is not Kamal Dev.
 */
export const SECOND_PARTS_WRITTEN_APART: readonly string[] = [
	...['kumar', 'prasad', 'chandra', 'chand', 'raj', 'raja', 'kant', 'kanth', 'nath', 'mohan'],
	...['krishna', 'krishnan', 'swamy', 'swami', 'murthy', 'murti', 'narayan', 'narayana'],
	...['vardhan', 'bhushan', 'kishore', 'kishor', 'shankar', 'prakash', 'shekhar', 'sekhar'],
];

/**
 * A word as it sounds in the usual ways of writing Indian names in Latin letters, one rule a line,
 * applied in this order to a word of Latin letters: each rewrites a spelling into the one the
 * others are compared in. Vowels other than these are kept, so Amit is not Amita, Rahul not Rahil,
 * and a final a only where it is a spelling, never where it makes a woman's name (Amita, Naveena).
 */
export const SOUND_RULES: readonly (readonly [RegExp, string])[] = [
	[/^xi/g, 'kshi'], // Marathi writes क्ष x: Xitij, Kshitij; Xirsagar, Kshirsagar (not Xavier)
	// ऋ after a consonant is written ru in Marathi, Gujarati and Odia, ri in Hindi: Smruti, Smriti;
	// Mrunal, Mrinal; Trupti, Tripti (at a word's start Ru and Ri are two names: Rupa, Ripa)
	[/(?<=[^aeiou])ru/g, 'ri'],
	[/^ksh/g, 'chh'], // क्ष said chh: Kshitij, Chhitij; Kshama, Chhama (and Chhotu, Chotu below)
	[/^hr/g, 'r'], // हृ written Hr or R: Hrishikesh, Rishikesh; Hrithik, Rithik
	[/c(?=[eiy])/g, 's'], // a c said s before e, i, y (ch is another letter): Cyrus, Syrus; Cecil; Inacio, Inasio
	[/(?<=.)thar/g, 'dhar'], // Tamil's one letter for t and d in -dhar: Srithar, Sridhar; Muralitharan
	[/ng(?=s)/g, 'n'], // an anusvara written ng before s or sh: Himangshu, Himanshu; Jwngsar
	[/m(?=[kg])/g, 'n'], // an anusvara before k or g written m or n: Omkar, Onkar; Samgeeta, Sangeeta
	[/n(?=[pb])/g, 'm'], // and before p or b: Sanpath, Sampath; Anbika, Ambika
	[/ae(?=[^aeiou])/g, 'ai'], // Gaekwad, Gaikwad; Vaesh, Vaish
	[/eh(?=[^aeiou])/g, 'ah'], // Urdu's a before h written e: Rehman, Rahman; Behram, Bahram; Mehmood
	[/([^aeiou])\1+/g, '$1'], // a doubled consonant: Jagannathan, Jaganathan; Aggarwal, Agarwal
	// The a that joins the two names of a compound, written or not: Harshvardhan, Harshavardhan;
	// Jayshree, Jayashree; Vijaykumar, Vijayakumar; Ramchandra, Ramachandra; Nagraj, Nagaraj.
	[new RegExp(`(?<=[aeiou][^aeiou]+)a(?=${COMPOUND_SECOND_PARTS.join('|')})`, 'g'), ''],
	[/(?<=^[a-z]{3,})shaw$/g, 'shah'], // Parsi -shaw for -shah: Dinshaw, Dinshah
	[/dny|gny|jny|^jn|^gn(?=[aeiou])/g, 'gy'], // ज्ञ: Dnyaneshwar, Gyaneshwar, Jnaneshwar, Gnanesh
	[/(?<=[aeiou])h$/g, ''], // a final h after a vowel: Borah, Bora; Baruah, Barua
	[/(?<!e)ez$/g, 'es'], // Fernandez, Fernandes; Rodriguez, Rodrigues (not Hafeez, Hafiz)
	[/ey$/g, 'e'], // Pandey, Pande; Dubey, Dube; Dey, De
	[/^x/g, 'z'], // an x at the start is said z: Xavier, Zavier
	[/x/g, 'ks'], // Laxmi, Lakshmi
	[/(?<=z)e$/g, ''], // a silent e after z: Feroze, Feroz
	[/(?<=^[a-z]{2,}[aeiou]n)e$/g, ''], // and after n: Zarine, Zarin; Yasmine, Yasmin
	[/(?<=^[a-z]{3,})ore$/g, 'or'], // a silent e after -or: Kishore, Kishor; Rathore, Rathor
	[/que$/g, 'q'], // -que for -q: Tarique, Tariq; Rafique, Rafiq (Siddique: SPELLING_FAMILIES)
	[/qu(?=[aeiou])/g, 'q'], // Farooqui, Farooqi; Quadri, Qadri
	[/iam$/g, 'ian'], // Tamil -iam and -ian: Subramaniam, Subramanian
	[/^you/g, 'yu'], // you said yu: Yousuf, Yusuf; Younus, Yunus
	// Assamese Bor- (big) written Bar-: Borgohain, Bargohain; Boruah (not Bora, বৰা)
	[/^bor(?!a+h?$)(?=[a-z]{2,})/g, 'bar'],
	[/^moha(?=[a-z]{2,})/g, 'maha'], // Odia and Bengali Moha- for Maha-: Mohapatra, Mahapatra; Mohanty
	[/^pro(?=[^aeiou])/g, 'pra'], // Bengali Pro- for Pra-: Prosenjit, Prasenjit; Prodip, Pradip
	[/der$/g, 'dar'], // Bengali -der for -dar: Majumder, Majumdar; Halder, Haldar
	[/c(?=[aoulr])/g, 'k'], // c said k: Sircar, Sirkar; Carvalho, Karvalho (ch is another letter)
	[/uwa/g, 'ua'], // Assamese Baruwa, Barua
	[/ph/g, 'f'], // Phiroz, Firoz
	[/([bcdgjkpstrv])h/g, '$1'], // sh/s, th/t and the other aspirates: Mishra, Misra; Chavhan, Chavan
	[/ee|ie/g, 'i'], // Deepak, Dipak
	[/oo/g, 'u'], // Pooja, Puja
	[/(?<=^[a-z]{2,})ew$/g, 'yu'], // -ew as the scripts write it: Mathew, മാത്യു (Mathyu); Andrew
	// A final d or t after a vowel, Tamil's th: Vinod, Vinoth; Sharad, Sarath. Not after i (ee, ie
	// read as i above): the Arabic names in -id and the Malayalam ones in -ith are two names (Sajid,
	// Sajith; Rasheed, Rashid).
	[/(?<=[aeou])d$/g, 't'],
	[/deo$/g, 'dev'], // Marathi -deo for -dev: Mahadeo, Mahadev; Vasudeo
	[/oy/g, 'ay'], // Bengali o for a: Tanmoy, Tanmay; Joydeep, Jaydeep; Roy, Ray
	[/au|ou|ow(?![aeiou])|ao(?=[^aeiou])/g, 'o'], // Gaurav, Gourav; Chowdhury; Gaonkar, Gaunkar (not the w of Powar)
	[/(?<=[aeiou])y(?=[aeiou])/g, 'i'], // a y between vowels: Bhatiya, Bhatia; Bhuyan, Bhuiyan
	[/(?<=[^aeiou])ya$/g, 'ia'], // and a final -ya after a consonant: Pandya, Pandia
	[/(?<=[^aeiou])y(?=[^aeiou])/g, 'i'], // a y between consonants: Lyngdoh, Lingdoh
	// Bengali, Assamese and Odia write the inherent a as o after the first syllable: Subhojit,
	// Subhajit; Sudipto, Sudipta; Nirmol, Nirmal; Hembrom, Hembram (the first syllable's o stays:
	// Komal is not Kamal).
	[/(?<=[aeiou][^aeiou]+)o/g, 'a'],
	[/w/g, 'v'], // Pawan, Pavan
	[/q|ck/g, 'k'], // Qureshi, Kureshi
	[/yi/g, 'i'], // a y before i: Syiem, Siem
	[/(.)\1+/g, '$1'], // a doubled letter: Aggarwal, Agarwal; Dutt, Dut
	[/(?<=[^aeiou]{2})er$/g, 'ar'], // -er for -ar after two consonants: Akhter, Akhtar (not Rather, Rathore)
	[/ay(?![aeiou])/g, 'ai'], // ay before a consonant or at the end: Sanjay, Sanjai; Jaykumar, Jaikumar
	[/(?<=[^aeiou])y$/g, 'i'], // a final y: Shanty, Shanti
	[/[ie]nd(?:[ae]r|ra|r)$/g, 'endr'], // -endra and -inder: Jitendra, Jitender; Bhupinder, Bhupendra
	[/and(?:[ae]r|ra)$/g, 'andr'], // -andra and -ander: Chandra, Chander; Sikandar, Sikander
	// The final a South Indian and Bengali spellings write after a man's name: Srinivasa, Srinivas;
	// Venkatesha, Manjunatha, Ananda, Kumara, Nagaraja, Vasudeva, Narayana, Sanjeeva, Jayarama,
	// Gurudatta; Bengali and Odia Subrata, Priyabrata, Priyabrat; Marathi Dattatraya, Dattatray.
	// Only after these endings.
	[/(?<=^[a-z]{3,}(?:as|es|nat|nd|ar|aj|ev|av|aian|iv|trai|ram|dat)|^[a-z]{2,}brat)a$/g, ''],
	// A final -nd written -nt and Tamil's -nth (read -nt above), after the final a is left out
	// (Mukunda, Mukund, Mukunth; Anand and Anant are two names: NAMES_APART)
	[/nd$/g, 'nt'],
	// z said j, after the final a above: Firoza keeps hers (a woman's), as Nagaraja does not
	[/z/g, 'j'], // Zaveri, Javeri
	// Malayalam writes the short a as e after r or l before two consonants: Lekshmi, Lakshmi;
	// Remya, Ramya; Renjith, Ranjith.
	[/^([lr])e(?=[^aeiou]{2})/g, '$1a'],
	// Northern and Marathi spellings leave out an a that is not said, between two consonants after
	// the first vowel (schwa deletion): Mamta, Mamata; Kamla, Kamala; Bhosle, Bhosale; Ghadge,
	// Ghadage; Pattnaik, Pattanaik; Satpathy, Satapathy; Sanghvi, Sanghavi. Never a final a (Ratan
	// is not Ratna) nor the first (Karan is not Kiran).
	[/(?<=[aeiou][a-z]*[^aeiouy])a(?=[^aeiouy])/g, ''],
	// Bengali, Odia and Assamese have one letter for b and v: Pallab, Pallav; Debi, Devi. At the
	// start of a word the two are only close (Bijay, Vijay; but Basu, Vasu), where a w written v may
	// stand too (Wasim, Vasim; but Basim).
	[/(?<=.)v/g, 'b'],
];

/**
 * Two names, not two spellings of one, though the sound rules above read them alike: each pair is
 * at most a close spelling (`given_name_close_spelling`), for a person to look at. Kerala's short
 * names are given with Sh and with S as different names (Shaji and Saji), where elsewhere the two
 * are one letter (Shiva, Siva; Sharma, Sarma).
 */
export const NAMES_APART: readonly (readonly [string, string])[] = [
	['shaji', 'saji'],
	['shiju', 'siju'],
	['shibu', 'sibu'],
	['shaju', 'saju'],
	['shiji', 'siji'],
	// Marathi Amol and Amal (Bengali, Malayalam, Arabic) are two names; Bengali Rito is a man's
	// name, Rita a woman's, though a final o is a Bengali a elsewhere (Sudipto, Sudipta).
	['amol', 'amal'],
	['rito', 'rita'],
	// Odia Das and Dash are two family names.
	['das', 'dash'],
	// Nishad is a man's name, Nishat (Urdu) a woman's.
	['nishad', 'nishat'],
	// Anand (joy) and Anant or Ananth (endless) are two names.
	['anand', 'anant'],
	['anand', 'ananth'],
	// Assamese Bora and the Bodo surname Boro are two families, though a final o is an a elsewhere.
	['bora', 'boro'],
	// Two names though z is said j and sh s elsewhere: Jafar and Zafar (two Arabic names), Sabir
	// and Shabbir; two families though a vowel or an h is lost: Mehta and Mahto, Shetty and Sethi,
	// Dhoot and Dutt.
	['jafar', 'zafar'],
	['sabir', 'shabbir'],
	['mehta', 'mahto'],
	['shetty', 'sethi'],
	['dhoot', 'dutt'],
];

/**
 * Pet names and church names (`pet_name`, for a person to look at, never a match): each given name
 * with the other forms a person is called or baptised by, compared as they sound. Kerala's
 * Christians are known by the Syriac or Malayalam form of a Bible name (Chacko for Jacob, Varghese
 * for George) and by its pet form (Tomy for Thomas), Indian Christians by English pet forms (Bobby
 * for Robert), Parsis by home names (Soli for Sorab, Homi for Hormusji).
 */
export const PET_NAMES: Readonly<Record<string, readonly string[]>> = {
	thomas: ['tomy', 'thoma', 'thomman', 'thommen'],
	joseph: ['jose', 'ouseph', 'jomon'],
	jacob: ['chacko', 'yakob'],
	george: ['varghese', 'verghese', 'geevarghese', 'varkey', 'jojo'],
	mathew: ['mathai', 'mathen'],
	john: ['yohannan', 'johny', 'joao'], // Joao: the Portuguese form, in Goa
	peter: ['pathrose'],
	job: ['eapen', 'iype', 'ipe'],
	paul: ['paulose', 'poulose'],
	cyriac: ['kuriakose', 'kurian'],
	philip: ['philipose'],
	mary: ['mariamma', 'molly'],
	anna: ['annamma', 'annie'],
	annamma: ['annie'],
	teresa: ['thresiamma', 'thresia', 'treesa', 'kochuthresia'],
	// English pet forms Indian Christians are known by
	robert: ['bobby', 'bob'],
	robin: ['bobby'],
	william: ['billy', 'bill'],
	james: ['jimmy', 'jim'],
	anthony: ['tony'],
	elizabeth: ['betty', 'beth', 'liz', 'lizy', 'lissy', 'lizzie', 'elsy', 'elsamma', 'eli'],
	margaret: ['maggie', 'peggy'],
	// Parsi home names
	sorab: ['soli'],
	hormusji: ['homi'],
	hormazd: ['homi'],
	jamshed: ['jimmy'],
	rustom: ['rusi'],
	minocher: ['minoo'],
	nariman: ['nari'],
	// Home and regional forms that are not the name's start and an ending (PET_NAME_SHAPE)
	krishna: ['kittu', 'kichu'],
	subramanian: ['mani', 'subbu'],
	srinivas: ['seenu', 'cheenu'],
	monika: ['mona'],
	laxman: ['lachman'], // Sindhi and Punjabi
};

/**
 * Home names (`pet_name`, for a person to look at, never a match):
 * - a name's first syllable and -u, -i or -y (Raju for Rajendra, Deepu for Deepak, Ammu for
 *   Amritha, Chintu for Chinmay, Venky, Sunny): a word of at most `longest` letters that ends (as
 *   it sounds) in one of `endings`, whose first `stem` letters begin the other word, itself longer
 *   by at least `longerBy` letters;
 * - the start of a name and Kerala's -kuttan or -kutty (Sasikuttan for Sasidharan): a word ending
 *   in one of `suffixes` (as they sound inside a word) whose letters before it, at least `stem`,
 *   begin the other word;
 * - one of HOME_NAMES, which a person of any name may be called at home.
 */
export const PET_NAME_SHAPE = {
	longest: 6,
	endings: ['u', 'i'],
	stem: 2,
	longerBy: 1,
	suffixes: ['kutn', 'kuti'],
};

/** Home names given to children of any name (Pinky, Bablu, Guddu), against any given name: `pet_name`. */
export const HOME_NAMES: readonly string[] = [
	...['pinky', 'pinki', 'bablu', 'babloo', 'bunty', 'guddu', 'guddi', 'pappu', 'sonu', 'monu'],
	...['golu', 'chintu', 'tinku', 'rinku', 'pintu', 'munna', 'munni', 'bittu', 'sweety', 'dolly'],
	// Kerala's, for a boy and a girl
	...['kuttan', 'kutty'],
];

/**
 * Words that stand where a family name does and name no family, only a man (Kumar, Singh) or a
 * woman (Kumari, Devi, Kaur): two of one kind where the family names stand (Sunita Devi, SUNITA
 * KUMARI), or one beside a family name (Sangeeta Devi, SANGITA MAHTO), are no evidence of another
 * person (`family_name_generic`, for a person to look at); two of different kinds are a woman and
 * a man (Harpreet Kaur, HARPREET SINGH).
 */
export const GENERIC_FAMILY_WORDS: readonly (readonly string[])[] = [
	['kumar', 'singh'],
	['kumari', 'devi', 'kaur'],
];

/**
 * Naga and other tribes' names, written where a family name stands by people whose own family name
 * is a clan's (Hokato Sema, HOKATO ZHIMOMI: a Sumi of the Zhimomi clan): against another family
 * name, no evidence of another family (`family_name_generic`, for a person to look at). Two clans'
 * names stay two families (Tiakumla Pongen, TIAKUMLA OZUKUM).
 */
export const TRIBES_AS_FAMILY_NAMES: readonly string[] = [
	...['sema', 'sumi', 'ao', 'lotha', 'angami', 'konyak', 'chakhesang', 'rengma', 'zeliang'],
	...['sangtam', 'yimchunger', 'phom', 'pochury', 'khiamniungan', 'tangkhul', 'poumai', 'mao'],
	...['hmar', 'paite', 'vaiphei', 'zou', 'kuki', 'mizo', 'garo', 'khasi', 'bodo', 'mishing'],
];

/**
 * Words after which Sikh names write a clan name, or leave it out (Gurpreet Singh, GURPREET SINGH
 * SANDHU; Harpreet Kaur Dhillon, HARPREET KAUR): the same name (`clan_name_missing`).
 */
export const BEFORE_A_CLAN_NAME: readonly string[] = ['singh', 'kaur'];

/**
 * Two of GENERIC_FAMILY_WORDS that say a man and a woman: Sikh names give every man Singh and
 * every woman Kaur, and Kumar is a man's where Kumari is a woman's. Elsewhere a woman may write
 * Singh (Poonam Singh, POONAM KUMARI: review). A name that holds the man's word, alone or ending a
 * word (Rajkumar), against one that holds the woman's is a man and a woman (`man_and_woman`).
 */
export const MAN_AND_WOMAN: readonly (readonly [string, string])[] = [
	['singh', 'kaur'],
	['kumar', 'kumari'],
];

/**
 * A word of respect joined to a name (`honorific_suffix`): Gujarati -bhai and -ben, -bai, the -ji of
 * Parsi and Gujarati names (Jamshedji), the -kumar and -lal of Gujarati given names
 * (Jigneshkumar, Hasmukhlal) and the -rao of Marathi fathers' names (Vasantrao), each after at
 * least `stem` letters of the name (Balaji is not Bala, nor Shivaji Shiva). Not -chandra:
 * Harishchandra is a name of its own beside Harish.
 */
export const RESPECT_SUFFIXES: readonly { suffix: string; stem: number }[] = [
	{ suffix: 'bhai', stem: 3 },
	{ suffix: 'ben', stem: 3 },
	{ suffix: 'bai', stem: 3 },
	{ suffix: 'ji', stem: 6 },
	{ suffix: 'kumar', stem: 3 },
	{ suffix: 'lal', stem: 5 },
	{ suffix: 'rao', stem: 5 },
];

// ---------------------------------------------------------------------------------------------
// Aligning two names (pairing.ts, order.ts, initials.ts, alignment.ts, relations.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Words that may stand in the middle of a name on one side only, beside the one middle name
 * allowed (`placeholder_word`): Kumar, Kumari, Bhai, Ben, and the bin, binti or ibn (son or
 * daughter of) of Muslim names, where the father's name that follows serves as the family name
 * (Ahmed bin Salim, AHMED SALIM).
 */
export const PLACEHOLDER_WORDS: readonly string[] = [
	...['kumar', 'kumari', 'bhai', 'ben', 'bai'],
	...['bin', 'binti', 'bint', 'ibn'],
];

/**
 * Words that begin a given name of two words and name nobody alone: Abdul, Abdur and Ghulam
 * (servant of) before the name they are joined to, and Mohammed and Syed before the name a person
 * is called by (Abdul Rahman; Mohammed Irfan). When the word after one of them is on one side only,
 * the given name itself is cut short (Abdul Rahman Khan, ABDUL KHAN: `given_name_incomplete`),
 * not a middle name left out. Compared as they sound (Md, Mohd and Mohammad alike).
 */
export const GIVEN_NAME_FIRST_WORDS: readonly string[] = [
	...['abdul', 'abdur', 'abdus', 'abdel', 'ghulam', 'gulam', 'golam'],
	...['mohammad', 'syed'],
];

/**
 * Initials that stand for words (initials.ts): South Indian names write the father's, the house's
 * or the village's name as initials, before or after the person's own name, and a record may write
 * them out (`initials_expanded`, a match when every other word is the same or a known spelling):
 * - initials before the name, written out after it: S Karthik, KARTHIK SUBRAMANIAN; M Lakshmi,
 *   LAKSHMI MURUGAN;
 * - initials after the name, written out after it: Anil Kumar K, ANIL KUMAR KIZHAKKEPURAYIL;
 * - initials before the name, written out before it, only when the person's own name is at least
 *   `ownWordsWhereTheyStood` words and does not end in a family name: G Lakshmi Prasanna,
 *   GOGINENI LAKSHMI PRASANNA (R. Kumar Sharma's R is the given name's, for review);
 * - initials after the name, written out before it, only with at least
 *   `ownWordsOrInitialsMovedToTheFront` own words or initials: Senthil Kumar M, MURUGESAN SENTHIL
 *   KUMAR; Kumar H S, HOSAHALLI SHIVANNA KUMAR. SUBRAMANIAN K beside Karthik Subramanian is the
 *   father, Subramanian, himself the son of K.;
 * - either way, wherever they stand, when the words written out are family or house names by the
 *   tables: Sravani Y, YERRAMSETTI SRAVANI; TH SANAHANBI DEVI, Thokchom Sanahanbi Devi (an Indian
 *   letter written with two Latin ones is an initial too).
 * The person's own words pair as one of `ownWordPairs`.
 */
export const INITIALS_WRITTEN_OUT = {
	beforeTheName: { ownWordsWhereTheyStood: 2 },
	afterTheName: { ownWordsOrInitialsMovedToTheFront: 2 },
	ownWordPairs: ['same', 'variant', 'suffix'] as readonly string[],
	/** What an initial written out adds to the score, as a known spelling does. */
	weight: 0.95,
};

/**
 * Family names: a name turned round (Reddy Kavya, KAVYA REDDY) is the same person's only when the
 * word moved is a family name. Two given names turned round are a son and his father as often as
 * one person (Thomas Mathew is the son of Mathew Thomas in Kerala; Tamil, Telugu and Kannada names
 * carry the father's given name too), so only words that are family, caste or clan names and
 * seldom given names are listed here: not Thomas, Mathew, Kurian, Murugan, Prasad, Lal or Ali.
 * Compared as they sound (Sharma and Sarma alike). Besides this list, the word moved is taken as
 * a family name when it ends like one (FAMILY_NAME_ENDINGS), when it is only initials, when a
 * comma follows it (Reddy, Kavya), and when the words that stay together are two or more on both
 * sides (Srinivasa Rao Kolli, KOLLI SRINIVASA RAO).
 */
export const FAMILY_NAMES: readonly string[] = [
	// Words that stand where a family name does across India
	...['kumar', 'kumari', 'devi', 'singh', 'kaur'],
	// North
	...['sharma', 'verma', 'gupta', 'agarwal', 'bansal', 'goel', 'goyal', 'mittal', 'singhal'],
	...['jindal', 'garg', 'jain', 'kapoor', 'khanna', 'malhotra', 'chopra', 'arora', 'ahuja'],
	...['batra', 'chawla', 'dhawan', 'kalra', 'khurana', 'luthra', 'sachdeva', 'taneja', 'wadhwa'],
	...['narang', 'nagpal', 'bhalla', 'sood', 'suri', 'tandon', 'kakkar', 'mehra', 'bhasin'],
	...['bajaj', 'grover', 'juneja', 'makkar', 'oberoi', 'puri', 'sahni', 'sehgal', 'talwar'],
	...['vohra', 'yadav', 'mishra', 'tiwari', 'tewari', 'tripathi', 'pandey', 'dubey', 'dwivedi'],
	...['chaturvedi', 'trivedi', 'shukla', 'srivastava', 'saxena', 'mathur', 'nigam', 'sinha'],
	...['bhatnagar', 'asthana', 'rastogi', 'varshney', 'maheshwari', 'khandelwal', 'chauhan'],
	...['rathore', 'rathod', 'rajput', 'thakur', 'tomar', 'chandel', 'parmar', 'solanki'],
	...['sisodia', 'bhati', 'shekhawat', 'rawat', 'negi', 'bisht', 'rana', 'pant', 'joshi', 'bhatt'],
	...['pandit', 'kaul', 'raina', 'razdan', 'dhar', 'zutshi', 'sapru', 'kachru'],
	...['bhat', 'upadhyay', 'pathak', 'dixit', 'dikshit', 'awasthi', 'bajpai', 'vajpayee'],
	...['kushwaha', 'maurya', 'gautam', 'meena', 'choudhary', 'dahiya', 'hooda', 'tyagi'],
	...['bhardwaj', 'kaushik', 'vashisht', 'gaur', 'goswami', 'kashyap', 'sachan', 'katiyar'],
	...['prajapati', 'vishwakarma', 'sahu', 'saini', 'jha', 'ojha', 'mahto', 'paswan', 'rai'],
	// Punjab
	...['gill', 'sandhu', 'sidhu', 'dhillon', 'grewal', 'brar', 'bajwa', 'ahluwalia', 'bedi'],
	...['sethi', 'kohli', 'chadha', 'bhatia', 'sodhi', 'sekhon', 'randhawa', 'virk', 'cheema'],
	...['mann', 'bains', 'aulakh', 'bhullar', 'chahal', 'dhaliwal', 'deol', 'walia'],
	// Sindhi
	...['advani', 'lalwani', 'vaswani', 'mirchandani', 'motwani', 'kripalani', 'hinduja'],
	// Maharashtra
	...['patil', 'pawar', 'jadhav', 'shinde', 'deshmukh', 'deshpande', 'kulkarni', 'gaikwad'],
	...['chavan', 'more', 'kale', 'sawant', 'naik', 'kadam', 'salunkhe', 'bhosale', 'mane'],
	...['gokhale', 'apte', 'bapat', 'bhave', 'gadgil', 'godbole', 'kelkar', 'khare', 'limaye'],
	...['paranjpe', 'phadke', 'ranade', 'sathe', 'wagh', 'mhatre', 'dalvi', 'nikam', 'kamble'],
	...['waghmare', 'lokhande', 'sonawane', 'ghorpade', 'shirke'],
	// Gujarat
	...['patel', 'mehta', 'desai', 'modi', 'parikh', 'pandya', 'vyas', 'thakkar'],
	...['gandhi', 'sheth', 'doshi', 'dave', 'raval', 'rawal', 'vaghela', 'jadeja', 'zala'],
	...['makwana', 'panchal', 'mistry', 'bhavsar', 'kothari', 'nanavati', 'oza'],
	...['purohit', 'sanghvi', 'vora', 'bohra'],
	// Bengal, Odisha, Assam
	...['banerjee', 'chatterjee', 'mukherjee', 'ganguly', 'bhattacharya', 'chakraborty'],
	...['chakravarty', 'bose', 'das', 'dutta', 'datta', 'ghosh', 'sen', 'sengupta', 'dasgupta'],
	...['roy', 'saha', 'sarkar', 'majumdar', 'mazumdar', 'mitra', 'dey', 'guha', 'nag', 'biswas'],
	...['mondal', 'halder', 'haldar', 'nandi', 'bagchi', 'lahiri', 'maitra', 'sanyal'],
	...['chowdhury', 'adhikari', 'bhowmik', 'debnath', 'hazra', 'karmakar', 'kundu', 'pramanik'],
	...['samanta', 'talukdar', 'mohanty', 'mohapatra', 'patnaik', 'pattnaik', 'sahoo', 'panda'],
	...['nayak', 'behera', 'swain', 'pradhan', 'rout', 'jena', 'samal', 'parida', 'dash'],
	...['tripathy', 'senapati', 'biswal', 'mallick', 'gogoi', 'bora', 'baruah', 'saikia'],
	...['kalita', 'deka', 'hazarika', 'phukan', 'bordoloi', 'borthakur', 'konwar', 'medhi'],
	// Northeast: Meitei, Mizo, Khasi and Garo, Naga, Arunachal, Sikkim clan and family names
	...['ningthoujam', 'laishram', 'konsam', 'thokchom', 'khumanthem', 'sorokhaibam', 'yumnam'],
	...['oinam', 'huidrom', 'heisnam', 'moirangthem', 'elangbam', 'akoijam', 'angom'],
	...['ralte', 'pachuau', 'sailo', 'hnamte', 'khiangte', 'chhangte', 'fanai', 'renthlei'],
	...['lyngdoh', 'syiem', 'marbaniang', 'kharkongor', 'nongrum', 'kharbuli', 'rymbai', 'shylla'],
	...['dkhar', 'warjri', 'nongbri', 'sangma', 'marak', 'momin', 'jamir', 'longkumer', 'imchen'],
	...['nabam', 'techi', 'tana', 'taba', 'pertin', 'tayeng', 'gamlin', 'doley', 'tamang'],
	...['gurung', 'limbu', 'sherpa', 'bhutia', 'lepcha', 'chettri', 'chhetri', 'thapa', 'subba'],
	...['hmar', 'tochhawng', 'chawngthu', 'zadeng', 'khawlhring', 'hauhnar', 'varte', 'chhakchhuak'],
	...['longchar', 'pongen', 'aier', 'walling', 'kichu', 'ozukum', 'lemtur', 'imsong', 'sema'],
	...['zhimomi', 'chishi', 'yepthomi', 'swu', 'kinimi', 'assumi', 'awomi', 'kikon', 'ngullie'],
	...['humtsoe', 'odyuo', 'ezung', 'tsanglao', 'kithan', 'zeliang', 'sangtam', 'konyak'],
	...['tage', 'hage', 'kago', 'hibu', 'michi', 'nending', 'likha', 'kipa', 'tari', 'moyong'],
	...['borang', 'pangging', 'tamuk', 'riba'],
	// Angami and Chakhesang clans
	...['sekhose', 'rutsa', 'kire', 'sakhrie', 'keditsu', 'mezhur', 'zhasa', 'tsurho', 'kense'],
	// South
	...['reddy', 'naidu', 'rao', 'chowdary', 'sastry', 'shastri', 'sarma', 'varma', 'goud'],
	...['setty', 'shetty', 'chetty', 'iyer', 'iyengar', 'pillai', 'mudaliar', 'chettiar'],
	...['gounder', 'nadar', 'thevar', 'naicker', 'nair', 'menon', 'kurup', 'nambiar', 'panicker'],
	...['namboothiri', 'namboodiri', 'warrier', 'kaimal', 'gowda', 'hegde', 'kamath', 'kamat'],
	...['pai', 'shenoy', 'adiga', 'karanth', 'kini', 'prabhu', 'poojary', 'alva', 'shanbhag'],
	...['baliga'],
	// Muslim and Kashmiri
	...['khan', 'ansari', 'qureshi', 'siddiqui', 'shaikh', 'syed', 'pathan', 'mirza', 'baig'],
	...['beg', 'rizvi', 'naqvi', 'zaidi', 'jafri', 'abbasi', 'farooqui', 'usmani', 'hashmi'],
	...['kazmi', 'memon', 'mansuri', 'saifi', 'alvi', 'lone', 'dar', 'wani', 'kazi', 'qazi'],
	// Goan, Mangalorean and East Indian Christian
	...['dsouza', 'fernandes', 'rodrigues', 'pereira', 'dcosta', 'dias', 'gomes', 'lobo', 'pinto'],
	...['menezes', 'noronha', 'rebello', 'saldanha', 'mascarenhas', 'coutinho', 'almeida'],
	...['carvalho', 'furtado', 'monteiro', 'vaz', 'fonseca', 'dcruz', 'lopes', 'mendes', 'sequeira'],
	// Parsi
	...['engineer', 'contractor', 'merchant', 'irani', 'wadia', 'bharucha', 'kapadia', 'dastur'],
	...['shroff', 'cama', 'sethna', 'vakil', 'dalal', 'billimoria', 'bhabha', 'kotwal'],
];

/**
 * Endings of family names that are never given names': the occupational -wala of Parsi, Bohra and
 * Gujarati names, the Telugu house names made of a word and a caste name (Bommireddy, Bommisetty)
 * or a place (-neni, -palli, -pudi, -gadda, -mala, -ula: Veeramachaneni, Gollapudi, Tummala,
 * Vemula, Gudivada, Ravipadu), the Kodava okka names (Machimanda) and Malabar's house names
 * (Puthiyaveettil, Kizhakkeparambil, Kizhakkethil). Given names in -ula and -mala are women's
 * (Manjula, Nirmala), written first only as the table of women's names already allows.
 */
export const FAMILY_NAME_ENDINGS: readonly string[] = [
	...['wala', 'walla', 'wallah', 'vala', 'valla'],
	...['reddy', 'reddi', 'setty', 'setti'],
	...['neni', 'palli', 'pudi', 'gadda', 'mmala', 'mula', 'thula', 'yala'],
	...['manda', 'veettil', 'veetil', 'parambil', 'purayil', 'ethil', 'athil'],
	// Telugu house names from a village (Gudivada, Chilakalapudi, Ravipadu, Kothapeta, Pedapalem)
	...['vada', 'wada', 'padu', 'peta', 'palem'],
];

/**
 * Endings of the Kodava okka (family) names, written first before the father's name and the
 * person's own (PUCHIMANDA NANAIAH BOPANNA; Machimanda, Kalengada, Ajjikuttira).
 */
export const KODAVA_OKKA_ENDINGS: readonly string[] = ['manda', 'mada', 'gada', 'ttira'];

/** Beginnings of family names: Khasi clan names (Khongwir, Kharkongor, Nongrum, Lyngdoh). */
export const FAMILY_NAME_STARTS: readonly string[] = ['khong', 'khar', 'nong', 'lyng'];

/**
 * Given names the tables know, so that a name turned round with one of them is the family name
 * written first, where no father's name can stand in its place: a woman's name (Priya Rajan,
 * RAJAN PRIYA: Rajan is her father's name, written first, and no father is called Priya), and
 * the Telugu given names in -ulu and -rlu, since Telugu names write the house name first
 * (Anjaneyulu Pothuri, POTHURI ANJANEYULU; Venkateswarlu Bolla, BOLLA VENKATESWARLU). Women's
 * names are the commonest ones that name no man, and their endings (-amma, -lata, -rani, -vathi,
 * -shree).
 */
export const GIVEN_NAMES_BY_TABLE = {
	women: [
		...['priya', 'deepa', 'divya', 'kavya', 'kavita', 'anita', 'sunita', 'savita', 'lakshmi'],
		...['meena', 'seema', 'rekha', 'geeta', 'sita', 'asha', 'usha', 'nisha', 'neha', 'sneha'],
		...['pooja', 'anjali', 'aarti', 'swati', 'shweta', 'sonia', 'priyanka', 'pallavi', 'shilpa'],
		...['shruti', 'sangeeta', 'nandini', 'sravani', 'soumya', 'ramya', 'reshma', 'rashmi'],
		...['sapna', 'kalpana', 'archana', 'vandana', 'bhavana', 'saranya', 'revathi', 'gayatri'],
		...['sharmila', 'nirmala', 'kamala', 'vimala', 'sarala', 'hema', 'uma', 'indira', 'mamata'],
		...['manjula', 'shobha', 'sudha', 'vidya', 'veena', 'sheela', 'leela', 'radhika', 'deepika'],
		...['monika', 'anu', 'mary', 'elizabeth', 'susan', 'fatima', 'ayesha', 'zainab', 'nasreen'],
		...['shabana', 'farzana', 'rubina', 'salma', 'sultana', 'parveen', 'jasleen'],
		...['meera', 'mitali', 'sonali', 'rupali', 'deepali', 'vaishali', 'bhavna', 'shalini'],
		...['madhuri', 'mamta', 'ritu', 'sushma', 'radha', 'sarita', 'rita', 'gita', 'pushpa'],
		...['manisha', 'ranjana', 'renu', 'poonam', 'savitri', 'kamla', 'jyoti', 'nasreen'],
		...['meenakshi', 'reena', 'rina', 'smita', 'bindu', 'lalita'],
	],
	womenByEnding: ['amma', 'lata', 'latha', 'rani', 'vathi', 'vati', 'shree'],
	byEnding: ['ulu', 'rlu'],
};

/**
 * A given name that may be a woman's, where two names differ only in the family name and so may be
 * one woman's before and after her marriage (`family_name_by_marriage`): a woman's by
 * GIVEN_NAMES_BY_TABLE, or one that ends as most women's names end (Bidisha, Mitali, Rupalee,
 * Yasmeen, Dilnaz),
 * unless it ends as men's names end (Surendra, Ramesha, Venkatappa) or is a man's so ending.
 * A man's name read as a woman's goes to review, not to a rejection.
 */
export const MAY_BE_A_WOMANS_NAME = {
	endings: ['a', 'i', 'ee', 'een', 'naz'],
	menByEnding: ['ndra', 'esha', 'appa', 'ayya', 'anna', 'swamy', 'murthy', 'murti'],
	men: [
		...['krishna', 'rama', 'shiva', 'siva', 'surya', 'aditya', 'chaitanya', 'venkata', 'narasimha'],
		...['ravi', 'hari', 'murali', 'mani', 'giri', 'sai', 'ali', 'rafi', 'nabi', 'wali', 'gani'],
		...['mustafa', 'raza', 'musa', 'isa', 'yahya', 'mirza', 'zia', 'bhola', 'bapi', 'gopi'],
		...['tapi', 'jyotirmaya', 'ananda', 'sadhu', 'bala', 'vishwa', 'deva', 'brahma', 'bheema'],
	],
};

/**
 * Two or three words joined as one (Kavyareddy; Venkataramanaswamy) are read so only when the
 * joined word has this many letters.
 */
export const JOINED_WORD_SHORTEST = 4;
export const JOINED_WORDS_MOST = 3;
/** Initials joined to a name (HKISHORE): at most this many initials, before a name of at least 3 letters. */
export const JOINED_INITIALS = { most: 3, nameShortest: 3 };

/**
 * Banks and registries keep a name in a field of fixed length and cut what does not fit: a name of
 * at least `shortest` characters (its words and the spaces between them) whose last word is the
 * other's cut short, with at least `letters` of it left, is the same name (`cut_at_field_length`:
 * RAMACHANDRA PRASAD SRIVAS), and so is one from `shorterFrom` characters (fields of 16 and 18)
 * with at least `lettersWhenShorter` left (SOWMYA RAMACHANDR; not CHANDRASEKHAR AZ, where Az may be
 * Azad or Aziz). A cut word that is a family name of its own is no cut (Rout, Routray; Sen,
 * Sengupta). A shorter name so cut is for review (`truncated`: RAHUL SHAR).
 */
export const FIELD_CUT = { shortest: 20, letters: 2, shorterFrom: 16, lettersWhenShorter: 4 };

/** The score: how much the share of each name's words that found a partner weighs. */
export const SCORE_WEIGHTS = { shorterName: 0.7, longerName: 0.3 };

// ---------------------------------------------------------------------------------------------
// Business names (business/: readBusinessName.ts, businessWords.ts, businessName.ts)
//
// A business's name is compared as the Registrar of Companies compares two (Rule 8 of the
// Companies (Incorporation) Rules, 2014): legal-form words, "& Co", articles, case, spacing,
// punctuation, singular and plural and the order of the words do not make two names; every other
// word does. The person rules above serve the names of people: a proprietor's, a karta's.
// ---------------------------------------------------------------------------------------------

/** The kinds of legal form a name may say it has, each written in any of these ways. */
export type LegalForm = 'private_company' | 'public_company' | 'opc' | 'llp' | 'huf' | 'foreign';

/**
 * Legal forms as written at the end of a name (the words read after spaced letters are joined:
 * L L P, llp; H.U.F., huf; (P), p), longest first when read. OPC is read with the private
 * company's words around it ((OPC) Private Limited). A foreign company's form (GmbH, Inc) is
 * never an Indian entity's.
 */
export const LEGAL_FORMS: Readonly<Record<LegalForm, readonly string[]>> = {
	private_company: [
		...['private limited', 'private ltd', 'pvt limited', 'pvt ltd', 'pvt', 'private'],
		// (P) Ltd, P. Ltd, and a bank's P L and PL
		...['p limited', 'p ltd', 'p l', 'pl'],
	],
	public_company: ['limited', 'ltd'],
	opc: ['opc'],
	llp: ['llp', 'limited liability partnership'],
	huf: ['huf', 'hindu undivided family'],
	foreign: ['gmbh', 'inc', 'llc', 'plc'],
};

/**
 * Form words that are never a business's distinctive word, so they are left out wherever they
 * stand (Kalpavriksh Retail Pvt Ltd (Unit II)); the others only at the end of a name.
 */
export const FORM_WORDS_ANYWHERE: readonly string[] = ['pvt', 'ltd', 'llp', 'opc', 'huf'];

/**
 * "Company" and "& Co" at the end of a name: Rule 8 leaves them out, and a firm's "& Co" is no
 * legal form (Bhavani Traders & Co, BHAVANI TRADERS AND COMPANY; Kumar & Kumar Co, KUMAR AND KUMAR).
 */
export const COMPANY_WORDS: readonly string[] = ['co', 'company'];

/**
 * Words that say what kind of body a name is without being a legal form's abbreviation: they stay
 * words of the name, and say its kind (Shri Ganesh Education Society is not the trust of the same
 * words). A co-operative society's name ends in Limited by law: there Limited is the society's.
 */
export const BODY_WORDS: Readonly<Record<'trust' | 'society', readonly string[]>> = {
	trust: ['trust'],
	society: ['society', 'cooperative'],
};

/**
 * Banks cut a holder's name at about 20 to 35 characters: a record name at least this long whose
 * last word begins a legal form's word (PRIVA, PRIVATE LI, LIMITE) is read as that form cut
 * short, and its last word beginning one of the given name's words is that word cut short.
 */
export const BANK_CUT_SHORTEST = 20;

/** Messrs, written M/s, M/S., Messrs., and the article The at the start: left out (`messrs_removed`). */
export const BUSINESS_PREFIXES = /^\s*(?:m\s*[/\\.]\s*s\b\.?|messrs\b\.?)?\s*(?:the\b)?/;

/** A registered body's marker, (Regd.): not part of its name (`messrs_removed`). */
export const REGISTRATION_WORDS: readonly string[] = ['regd', 'registered'];

/**
 * What a bank adds to a holder's name (`bank_words_removed`): the account's kind (A/C, Current
 * A/C, SB A/C), and PROP or PROPRIETOR between a shop's name and its proprietor's, either first:
 * each side is a name of the holder.
 */
export const BANK_ACCOUNT_WORDS =
	/\b(?:(?:current|savings?|sb|ca|od|cc)\s+)?(?:a\s*[/\\]\s*c|account)\b\.?/g;
export const PROPRIETOR_WORDS = /\b(?:prop|propr|proprietor|proprietress|proprietrix)\b\.?/;

/** Numbers written in words or Roman numerals are the number (A One, A1; Unit II, UNIT 2). */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
	...{ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8' },
	...{ nine: '9', ten: '10', ii: '2', iii: '3', iv: '4', vi: '6', vii: '7', viii: '8', ix: '9' },
};

/**
 * Words a form gets where a business's name should be: a role (Proprietor, Owner, Karta), a
 * status (Cancelled, Struck Off), a label or an instruction (Business Name, Same as PAN, GST), a
 * shop. A name made only of these, of the person rules' placeholders (NA, test, xxx, self) and of
 * legal forms is not a name (`not_a_name`); beside a real word they are words of a name.
 */
export const BUSINESS_PLACEHOLDER_WORDS: readonly string[] = [
	...['proprietor', 'owner', 'partner', 'director', 'karta', 'business', 'firm', 'shop'],
	...['cancelled', 'canceled', 'struck', 'off', 'inactive', 'suspended', 'closed'],
	...['same', 'as', 'pan', 'gst', 'gstin', 'cin', 'entity', 'legal', 'trade'],
];

/**
 * Abbreviations Indian businesses and banks write, and the words each stands for
 * (`word_abbreviated`): Intl, Mfg, Engg, Svcs and SERV, Corpn, Govt, Bros, Assoc, Coop, Soc...
 * An abbreviation may stand for several words (Elec: Electrical, Electricals, Electronics): it
 * pairs with any of them.
 */
export const BUSINESS_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
	intl: ['international'],
	natl: ['national'],
	mfg: ['manufacturing', 'manufacturers', 'manufacturer'],
	mfrs: ['manufacturers'],
	mktg: ['marketing'],
	engg: ['engineering', 'engineers'],
	engrs: ['engineers'],
	svcs: ['services'],
	srvs: ['services'],
	serv: ['services', 'service'],
	servs: ['services'],
	corp: ['corporation'],
	corpn: ['corporation'],
	govt: ['government'],
	bros: ['brothers'],
	assoc: ['associates', 'association'],
	assocs: ['associates'],
	coop: ['cooperative'],
	soc: ['society'],
	inds: ['industries'],
	ind: ['industries', 'industry', 'industrial'],
	elec: ['electrical', 'electricals', 'electronics', 'electronic', 'electric'],
	elect: ['electrical', 'electricals', 'electronics', 'electronic', 'electric'],
	chem: ['chemicals', 'chemical'],
	chems: ['chemicals'],
	pharma: ['pharmaceuticals', 'pharmaceutical'],
	tech: ['technology', 'technologies', 'technical'],
	dist: ['distributors', 'distribution', 'distributor'],
	distr: ['distributors', 'distribution', 'distributor'],
	constn: ['construction', 'constructions'],
	const: ['construction', 'constructions'],
	trdg: ['trading'],
	ent: ['enterprises', 'enterprise'],
	entp: ['enterprises', 'enterprise'],
	agri: ['agriculture', 'agricultural'],
	auto: ['automobiles', 'automotive'],
	mech: ['mechanical'],
	prod: ['products'],
	prods: ['products'],
	infra: ['infrastructure'],
	dev: ['developers', 'development'],
	devs: ['developers'],
	fin: ['finance', 'financial'],
	inv: ['investments'],
	hosp: ['hospital'],
	edu: ['education', 'educational'],
	transp: ['transport'],
	mkt: ['market'],
	dept: ['department'],
	div: ['division'],
	// Business spellings of a word
	xpress: ['express'],
	kwality: ['quality'],
};

/**
 * Endings a word may take as a grammatical form of the same word, not its plural (Traders,
 * Trading; Cleaners, Cleaning; Electrical, Electricals): the same stem of at least
 * `STEM_SHORTEST` letters pairs as another word's form (`word_form_differs`), for a person to
 * look. Plurals (-s, -es, -ies) are the same word (`singular_plural`).
 */
export const WORD_FORM_ENDINGS: readonly string[] = [
	...['ings', 'ing', 'ers', 'er', 'ors', 'or', 'ions', 'ion', 'als', 'al', 'ics', 'ic'],
	...['ies', 'y', 'es', 's'],
];
export const STEM_SHORTEST = 4;

/**
 * The same body's name in Hindi and in English (Rule 8: a complete translation is the same name),
 * each group's ways of writing it: local bodies under the 73rd and 74th amendments
 * (`translated_name`, for a person to look).
 */
export const TRANSLATED_NAMES: readonly (readonly string[])[] = [
	['municipal council', 'nagar palika parishad', 'nagar palika', 'nagar parishad'],
	['municipal corporation', 'nagar nigam', 'mahanagar palika', 'mahanagar palike'],
	['town panchayat', 'nagar panchayat'],
	['district panchayat', 'zila panchayat', 'zilla panchayat', 'zila parishad', 'zilla parishad'],
	['village panchayat', 'gram panchayat'],
	['block panchayat', 'panchayat samiti', 'kshetra panchayat'],
	['public works department', 'pwd', 'lok nirman vibhag'],
];

/** How one business word stands for another, and what the pair adds to the score. */
export const BUSINESS_WORD_PAIRS = {
	same: { weight: 1 },
	joined: { weight: 1 },
	plural: { weight: 0.95 },
	variant: { weight: 0.95 },
	abbreviated: { weight: 0.9 },
	translated: { weight: 0.9 },
	cut: { weight: 0.8 },
	close: { weight: 0.75 },
	form: { weight: 0.75 },
	acronym: { weight: 0.75 },
} as const;

/** An acronym (SRK, ABC, SFSPL) stands for at least this many words and at most this many letters. */
export const ACRONYM = { fewestWords: 2, mostLetters: 6 };

/** Longer than a business's name can be: compared no further. */
export const BUSINESS_MOST_WORDS = 16;
