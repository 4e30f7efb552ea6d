/**
 * Row 11: Name to Match's comparison on n8n's event loop: the time of one comparison for the
 * labelled pairs, for the longest names it compares word by word, and for names far longer than a
 * name can be; and how a run's comparisons grow from 1,000 to 50,000 items.
 */
import type * as NameMatch from '../../nodes/Deepvue/nameMatch/nameMatch';
import { readNamePairs } from '../../testbed/nameCorpus/namePairs';
import { progress } from '../lib/context';
import type { Row } from '../lib/context';
import { median, now } from '../lib/stats';

const { nameMatch } = require('../../dist/nodes/Deepvue/nameMatch/nameMatch') as typeof NameMatch;
const THRESHOLDS = { match: 85, review: 60 };

/** Microseconds a comparison, the median of `runs` rounds of `pairs`. */
function microsecondsEach(pairs: Array<[string, string]>, runs: number): number {
	const rounds: number[] = [];
	for (let run = 0; run < runs; run++) {
		const started = now();
		for (const [given, found] of pairs) nameMatch(given, found, THRESHOLDS);
		rounds.push(((now() - started) * 1000) / pairs.length);
	}
	return median(rounds);
}

/** Ten words of ten letters each side, every word close to every other: the most work a compared name makes. */
function longestCompared(): [string, string] {
	const words = (letter: string) =>
		Array.from({ length: 10 }, (_, index) =>
			`ra${letter}${'abcdefghij'[index]}esh`.slice(0, 9),
		).join(' ');
	return [words('j'), words('k').toUpperCase()];
}

/**
 * Ten Bengali words of five consonants each, every unwritten vowel one the Latin spellings may
 * write or leave out (the most spellings a word is compared by), against ten Latin words.
 */
function longestInAScript(): [string, string] {
	const consonants = 'কখগঘচছজঝটঠডঢতথদধনপফবভমযরলবশসহ';
	const word = (k: number) =>
		Array.from({ length: 5 }, (_, i) => consonants[(k * 7 + i * 3) % consonants.length]).join('');
	const latin = 'KAMAL RAMAN SARAS NAMAN KALAM PAVAN BHAJAN MADAN RAMESH SURESH';
	return [Array.from({ length: 10 }, (_, k) => word(k)).join(' '), latin];
}

export function nameMatchTime(runs: number, sizes: number[]): Row {
	progress('row 11: the labelled pairs, the longest names, names too long');
	const corpus = readNamePairs().map((pair): [string, string] => [pair.given, pair.found]);
	const typical = microsecondsEach(corpus, runs);
	const longest = microsecondsEach(Array(200).fill(longestCompared()), runs);
	const longestScript = microsecondsEach(Array(200).fill(longestInAScript()), runs);
	const tooLong = [999, 10_000, 50_000].map((length) =>
		microsecondsEach(Array(200).fill(['Rahul Kumar Sharma', 'RAHUL '.repeat(length / 6)]), runs),
	);
	progress(`row 11: ${sizes.join(', ')} items`);
	const totals = sizes.map((size) => {
		const items = Array.from({ length: size }, (_, index) => corpus[index % corpus.length]);
		return (microsecondsEach(items, runs) * size) / 1000;
	});
	const growth = totals[totals.length - 1] / totals[0] / (sizes[sizes.length - 1] / sizes[0]);
	const worst = Math.max(longest, longestScript, ...tooLong);
	return {
		name: '11. Name to Match: one comparison',
		result:
			`${typical.toFixed(1)} µs a labelled pair, ${longest.toFixed(1)} µs the longest names compared (10 words each side), ` +
			`${longestScript.toFixed(1)} µs the longest in Bengali against Latin letters, ` +
			`${tooLong.map((value) => value.toFixed(1)).join(' / ')} µs a name of 999 / 10,000 / 50,000 characters; ` +
			`${sizes.map((size, index) => `${size.toLocaleString('en')} items ${totals[index].toFixed(0)} ms`).join(', ')}`,
		ratio: `worst ${(worst / 1000).toFixed(3)} ms; time per item at ${sizes[sizes.length - 1].toLocaleString('en')} / at ${sizes[0].toLocaleString('en')} items: ${growth.toFixed(2)}`,
		target:
			'at most 5 ms a comparison, whatever the name; per item the same at any size (ratio about 1)',
		met: worst <= 5000 && growth < 1.5 ? 'yes' : 'no',
		method: `the built comparison in the bench's process, ${runs} rounds each, medians: the ${corpus.length} labelled pairs of testbed/nameCorpus/name-pairs.tsv, 200 of the longest names compared word by word (10 words of close spellings each side), 200 of ten Bengali words of five consonants (each read every way its unwritten vowels may be spelled) against ten Latin words, 200 names of 999, 10,000 and 50,000 characters (compared no further than their length), and runs of ${sizes.join(', ')} labelled pairs.`,
	};
}
