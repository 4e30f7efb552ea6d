/**
 * How one word of a name stands for a word of the other: the same, the same name spelled another
 * way, an initial, a word cut short, or a spelling only close (which may be another name).
 */

/** From the surest to the least sure; `weight` is what the pair adds to the score. */
export const WORD_PAIRS = {
	same: { weight: 1 },
	variant: { weight: 0.95 },
	suffix: { weight: 0.95 },
	truncated: { weight: 0.8 },
	close: { weight: 0.75 },
	initial: { weight: 0.6 },
} as const;

export type WordPair = keyof typeof WORD_PAIRS;

/** Names whose spellings differ by more than the sound rules below: each read as its group's first. */
const VARIANT_GROUPS: readonly string[][] = [
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
const VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
	VARIANT_GROUPS.flatMap((group) => group.map((name) => [name, group[0]])),
);

/** Gujarati -bhai and -ben, and -bai: a word of respect joined to a name. */
const RESPECT_SUFFIX = /^(.{3,}?)(bhai|ben|bai)$/;

/**
 * A word as it sounds in the usual ways of writing Indian names in Latin letters: sh and s, th and
 * t (and the other aspirates), ee and i, oo and u, aa and a, au, ou and ow, w and v, x and ks, z
 * and j, q and k, a final y and i, a doubled letter and a single one. Vowels other than these are
 * kept, so Amit is not Amita, Rahul not Rahil.
 */
export function spoken(word: string): string {
	const text = VARIANTS[word] ?? word;
	if (!/^[a-z]+$/.test(text)) return text;
	return text
		.replace(/x/g, 'ks')
		.replace(/ph/g, 'f')
		.replace(/([bcdgjkpstr])h/g, '$1')
		.replace(/ee|ie/g, 'i')
		.replace(/oo/g, 'u')
		.replace(/au|ou|ow/g, 'o')
		.replace(/w/g, 'v')
		.replace(/z/g, 'j')
		.replace(/q|ck/g, 'k')
		.replace(/(.)\1+/g, '$1')
		.replace(/(?<=[^aeiou])y$/, 'i');
}

/** Whether the words differ by at most `most` letters added, dropped, changed or swapped (bounded work). */
export function withinEdits(a: string, b: string, most: number): boolean {
	if (Math.abs(a.length - b.length) > most) return false;
	let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
	let beforePrevious: number[] = [];
	for (let i = 1; i <= a.length; i++) {
		const current = [i];
		let smallest = i;
		for (let j = 1; j <= b.length; j++) {
			if (Math.abs(i - j) > most) {
				current[j] = most + 1;
				continue;
			}
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				distance = Math.min(distance, beforePrevious[j - 2] + 1);
			current[j] = distance;
			smallest = Math.min(smallest, distance);
		}
		if (smallest > most) return false;
		beforePrevious = previous;
		previous = current;
	}
	return previous[b.length] <= most;
}

/** A word's first letter, with b and v alike (Bengali writes one letter for both: Biswajit, Viswajit). */
function firstSound(word: string): string {
	return word[0] === 'v' ? 'b' : word[0];
}

function withoutSuffix(word: string): string {
	return RESPECT_SUFFIX.exec(word)?.[1] ?? word;
}

/** How `a` stands for `b`, or undefined when it does not. */
export function pairOf(a: string, b: string): WordPair | undefined {
	if (a === b) return 'same';
	const soundA = spoken(a);
	const soundB = spoken(b);
	if (soundA === soundB) return 'variant';
	const [plainA, plainB] = [withoutSuffix(a), withoutSuffix(b)];
	if ((plainA !== a || plainB !== b) && spoken(plainA) === spoken(plainB)) return 'suffix';
	if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 'initial' : undefined;
	const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
	if (shorter.length >= 2 && longer.startsWith(shorter)) return 'truncated';
	if (firstSound(soundA) !== firstSound(soundB) || Math.min(soundA.length, soundB.length) < 3)
		return undefined;
	return withinEdits(soundA, soundB, Math.min(soundA.length, soundB.length) <= 5 ? 1 : 2)
		? 'close'
		: undefined;
}
