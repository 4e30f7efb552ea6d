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

/** Titles before a name, left out (`honorific_removed`): English, Indian languages', ranks. */
export const TITLES: readonly string[] = [
	...['mr', 'mrs', 'ms', 'miss', 'master', 'mx', 'dr', 'prof', 'adv', 'er', 'hon'],
	// Hindi, Marathi, Gujarati, Bengali: Shrimati, Saubhagyavati (Sau.), Sushri, Kumari (Ku., Km.)
	...['smt', 'shrimati', 'srimati', 'sau', 'sow', 'sushri', 'km', 'kum', 'ku', 'pt', 'pandit'],
	// Tamil: Thiru (Mr), Thirumathi (Mrs), Tmt
	...['thiru', 'tiru', 'thirumathi', 'tmt'],
	// Sikh and Muslim titles
	...['sardar', 'sardarni', 'janab', 'mohtarma', 'haji', 'hajji', 'alhaj', 'maulana', 'maulvi'],
	// Ranks (Lt is a rank only before another: alone it means Late, see DECEASED_WORDS)
	...['capt', 'col', 'maj', 'gen', 'brig', 'cdr', 'wg', 'sqn', 'ldr', 'flt'],
	...['श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', 'कुमारी', 'कु', 'सौ', 'डॉ', 'डा'],
	// Also the start or the whole of a given name: see TITLES_ALSO_NAMES.
	...['shri', 'sri', 'shree', 'sree', 'kumari', 'selvi'],
];

/**
 * Titles that also begin given names or are given names (Sri and Shridevi, Kumari Pooja and Pooja
 * Kumari, Selvi): a name is read both with the title left out and with it kept as a word, which
 * may join the next word (SRI DEVI, Sridevi), and the reading that agrees best is taken.
 */
export const TITLES_ALSO_NAMES: readonly string[] = [
	...['shri', 'sri', 'shree', 'sree', 'kumari', 'selvi', 'श्री', 'कुमारी'],
	// Titles that are also family names (Ravi Pandit, Anwar Sardar, Homi Master)
	...['pandit', 'sardar', 'master'],
];

/** Lt is a rank before one of these (Lt. Col.); anywhere else it is Late (`holder_deceased`). */
export const RANKS_AFTER_LT: readonly string[] = [
	'col',
	'colonel',
	'gen',
	'general',
	'cdr',
	'governor',
];

/** An initial that is a title before a name ending in one of these words: S. for Sardar (S. Manjit Singh). */
export const TITLE_INITIALS: Readonly<Record<string, readonly string[]>> = { s: ['singh', 'kaur'] };

/**
 * Words of respect after a name, not a family name (Farzana Begum, Kamala Devi Ammal, Sharma Ji),
 * and Retd after a rank's: left out at the end of a name of two words or more (`honorific_removed`).
 */
export const RESPECT_WORDS_AFTER: readonly string[] = [
	...['begum', 'khatoon', 'khatun', 'bibi', 'ammal', 'ammaal', 'ji', 'sahib', 'saheb', 'sahab'],
	'retd',
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

/** Words that join two holders' names (`several_holders`); a slash between two names does too. */
export const JOINING_WORDS: readonly string[] = ['and', 'or', 'aur', 'और'];

/** A name of this many single letters or more is a name typed letter by letter (P R I Y A N K A), not initials. */
export const SPELLED_OUT_SHORTEST = 4;

/** Messrs, written M/S: a firm (`holder_not_a_person`). */
export const MESSRS = /^\s*m\s*[/\\.]\s*s\b\.?/;

/**
 * Son, daughter, wife, husband or care of, and under the guardianship of (U/G), with a slash, a
 * dot or a space: what follows is another person (`relation_removed`). "co" alone is a company's,
 * not care of.
 */
export const RELATION_ABBREVIATIONS =
	'[sdwch]\\s*[/\\\\]\\s*o|[sdwc]\\s*\\.\\s*o\\.?|[sdw]\\s+o|so|do|wo|u\\s*[/\\\\]\\s*g';

/** The same, spelled out: in English and Hindi (putra, patni). */
export const RELATION_WORDS: readonly string[] = [
	...['son of', 'daughter of', 'wife of', 'husband of', 'care of'],
	...['पुत्र', 'पुत्री', 'सुपुत्र', 'सुपुत्री', 'पत्नी'],
];

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
	// One word in Devanagari (वर्मा), so a name read from Devanagari agrees with either.
	['verma', 'varma'],
	['goyal', 'goel', 'goyel'],
	['datta', 'dutta'],
	['bano', 'banu'],
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
 * others are compared in. Vowels other than these are kept, so Amit is not Amita, Rahul not Rahil,
 * and a final a only where it is a spelling, never where it makes a woman's name (Amita, Naveena).
 */
export const SOUND_RULES: readonly (readonly [RegExp, string])[] = [
	[/^chh/g, 'ksh'], // क्ष said chh: Kshitij, Chhitij; Kshama, Chhama
	[/dny|gny|jny|^jn|^gn(?=[aeiou])/g, 'gy'], // ज्ञ: Dnyaneshwar, Gyaneshwar, Jnaneshwar, Gnanesh
	[/(?<=[aeiou])h$/g, ''], // a final h after a vowel: Borah, Bora; Baruah, Barua
	[/ez$/g, 'es'], // Fernandez, Fernandes; Rodriguez, Rodrigues
	[/ey$/g, 'e'], // Pandey, Pande; Dubey, Dube; Dey, De
	[/x/g, 'ks'], // Laxmi, Lakshmi
	[/ph/g, 'f'], // Phiroz, Firoz
	[/([bcdgjkpstr])h/g, '$1'], // sh/s, th/t and the other aspirates: Mishra, Misra
	[/ee|ie/g, 'i'], // Deepak, Dipak
	[/oo/g, 'u'], // Pooja, Puja
	[/oy/g, 'ay'], // Bengali o for a: Tanmoy, Tanmay; Joydeep, Jaydeep; Roy, Ray
	[/au|ou|ow/g, 'o'], // Gaurav, Gourav
	[/w/g, 'v'], // Pawan, Pavan
	[/z/g, 'j'], // Zaveri, Javeri
	[/q|ck/g, 'k'], // Qureshi, Kureshi
	[/yi/g, 'i'], // a y before i: Syiem, Siem
	[/(.)\1+/g, '$1'], // a doubled letter: Aggarwal, Agarwal; Dutt, Dut
	[/ay$/g, 'ai'], // a final ay: Sanjay, Sanjai; Pillay, Pillai
	[/(?<=[^aeiou])y$/g, 'i'], // a final y: Shanty, Shanti
	[/[ie]nd(?:[ae]r|ra|r)$/g, 'endr'], // -endra and -inder: Jitendra, Jitender; Bhupinder, Bhupendra
	// The final a South Indian and Bengali spellings write after a man's name: Srinivasa, Srinivas;
	// Venkatesha, Manjunatha, Ananda, Kumara, Nagaraja, Vasudeva, Narayana. Only after these endings.
	[/(?<=^[a-z]{3,}(?:as|es|nat|nd|ar|aj|ev|ayan))a$/g, ''],
];

/**
 * A word of respect joined to a name (`honorific_suffix`): Gujarati -bhai and -ben, -bai, the -ji of
 * Parsi and Gujarati names (Jamshedji) and the -kumar of Gujarati given names (Jigneshkumar), each
 * after at least `stem` letters of the name (Balaji is not Bala, nor Shivaji Shiva).
 */
export const RESPECT_SUFFIXES: readonly { suffix: string; stem: number }[] = [
	{ suffix: 'bhai', stem: 3 },
	{ suffix: 'ben', stem: 3 },
	{ suffix: 'bai', stem: 3 },
	{ suffix: 'ji', stem: 6 },
	{ suffix: 'kumar', stem: 3 },
];

// ---------------------------------------------------------------------------------------------
// Aligning two names (alignment.ts)
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

/** Endings of family names that are never given names': the occupational -wala of Parsi, Bohra and Gujarati names. */
export const FAMILY_NAME_ENDINGS: readonly string[] = ['wala', 'walla', 'wallah', 'vala', 'valla'];

/**
 * Two or three words joined as one (Kavyareddy; Venkataramanaswamy) are read so only when the
 * joined word has this many letters.
 */
export const JOINED_WORD_SHORTEST = 4;
export const JOINED_WORDS_MOST = 3;
/** Initials joined to a name (HKISHORE): at most this many initials, before a name of at least 3 letters. */
export const JOINED_INITIALS = { most: 3, nameShortest: 3 };

/** The score: how much the share of each name's words that found a partner weighs. */
export const SCORE_WEIGHTS = { shorterName: 0.7, longerName: 0.3 };

// ---------------------------------------------------------------------------------------------
// Business names (readBusinessName.ts, businessWords.ts, businessName.ts)
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
