/**
 * The labelled name pairs and what Name to Match makes of them: the rates the tests hold it to, and
 * the tables docs/output.md shows. Three corpora, in the same columns and labels: the tuned one
 * (name-pairs.tsv, described in name-pairs.md), on which the rules were written; the held-out one
 * (name-pairs-heldout.tsv, described in name-pairs-heldout.md), written and labelled by someone who
 * had read neither the rules nor the tuned pairs; and a second tuning set (name-pairs-tune2.tsv,
 * described in name-pairs-tune2.md), written and labelled by someone who had read neither the rules
 * nor any other pairs; and the first frozen set (name-pairs-frozen.tsv), written the same way,
 * opened once at revision ca06aff and a tuning set since; the second frozen set
 * (name-pairs-frozen2.tsv), opened once at b220bbe and a tuning set since; and the third and
 * fourth (name-pairs-frozen3.tsv, name-pairs-frozen4.tsv), opened once at 59aff76 and 388b576, and
 * the fifth to the ninth (name-pairs-frozen5.tsv to name-pairs-frozen9.tsv), opened once at
 * 864c466, 418286c, c8f3eb6, 2677b6d and f6ab4e7, tuning sets since; and the tenth
 * (name-pairs-frozen10.tsv), committed unopened and opened once at bdb7001, after the last change
 * of the rules. Each corpus is listed here by its file, and only these are read. The tests
 * and the benchmark read them here. Run it to print the tables: `npm run name-match:rates`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as NameMatch from '../../nodes/Deepvue/nameMatch/nameMatch';

import { categoryTable } from './categoryTable';

export type Label = 'same_easy' | 'same' | 'different' | 'not_the_person';

export interface NamePair {
	category: string;
	given: string;
	found: string;
	label: Label;
	source: string;
}

const LABELS: readonly Label[] = ['same_easy', 'same', 'different', 'not_the_person'];

/** The corpora, by the file that holds each. */
export const CORPORA = {
	tuned: 'name-pairs.tsv',
	heldOut: 'name-pairs-heldout.tsv',
	tune2: 'name-pairs-tune2.tsv',
	firstFrozen: 'name-pairs-frozen.tsv',
	secondFrozen: 'name-pairs-frozen2.tsv',
	thirdFrozen: 'name-pairs-frozen3.tsv',
	fourthFrozen: 'name-pairs-frozen4.tsv',
	fifthFrozen: 'name-pairs-frozen5.tsv',
	sixthFrozen: 'name-pairs-frozen6.tsv',
	seventhFrozen: 'name-pairs-frozen7.tsv',
	eighthFrozen: 'name-pairs-frozen8.tsv',
	ninthFrozen: 'name-pairs-frozen9.tsv',
	tenthFrozen: 'name-pairs-frozen10.tsv',
} as const;

/** How the tables name each corpus. */
const CORPUS_NAMES: Record<keyof typeof CORPORA, string> = {
	tuned: 'tuned',
	heldOut: 'held-out',
	tune2: 'second tuning set',
	firstFrozen: 'first frozen set',
	secondFrozen: 'second frozen set',
	thirdFrozen: 'third frozen set',
	fourthFrozen: 'fourth frozen set',
	fifthFrozen: 'fifth frozen set',
	sixthFrozen: 'sixth frozen set',
	seventhFrozen: 'seventh frozen set',
	eighthFrozen: 'eighth frozen set',
	ninthFrozen: 'ninth frozen set',
	tenthFrozen: 'tenth frozen set',
};

export type Corpus = keyof typeof CORPORA;

/** A corpus's file, from the repository's root, as the tables name it. */
export const corpusFile = (corpus: Corpus) => `testbed/nameCorpus/${CORPORA[corpus]}`;

export function readNamePairs(corpus: Corpus = 'tuned'): NamePair[] {
	return readPairsFile(CORPORA[corpus]);
}

/** The pairs of one file of this folder, named: for a set not listed in CORPORA, read only when asked for by name. */
function readPairsFile(file: string): NamePair[] {
	const lines = readFileSync(path.join(__dirname, file), 'utf8')
		.split('\n')
		.slice(1)
		.filter((line) => line.trim() !== '');
	return lines.map((line) => {
		const [category, given, found, label, source] = line.split('\t');
		if (!LABELS.includes(label as Label) || source === undefined)
			throw new Error(`${file}: cannot read ${JSON.stringify(line)}`);
		return { category, given, found, label: label as Label, source };
	});
}

type Verdict = 'match' | 'partial' | 'mismatch' | 'no_name';
type Compare = (pair: NamePair, matchScore: number) => Verdict;

/** The built node's comparison at a Name Match Score (Name Review Score at its default, 60). */
export function builtComparison(): Compare {
	const { nameMatch } = require('../../dist/nodes/Deepvue/nameMatch/nameMatch') as typeof NameMatch;
	return (pair, matchScore) =>
		nameMatch(pair.given, pair.found, { match: matchScore, review: Math.min(60, matchScore) })
			.verdict;
}

export interface Rates {
	/** Different people called `match`. */
	differentMatched: number;
	/** A holder that is not the person, a name holding two people, or a placeholder, called `match`. */
	notThePersonMatched: number;
	/** The same person called `mismatch`. */
	sameMismatched: number;
	/** Easy same-person pairs not called `match`: sent to a person. */
	easySentToReview: number;
}

/** How many pairs of a label a verdict went wrong for, of how many. */
export interface Count {
	wrong: number;
	of: number;
}

type Counts = Record<keyof Rates, Count>;

export function countsOf(pairs: NamePair[], verdictOf: (pair: NamePair) => Verdict): Counts {
	const count = (labels: Label[], wrong: (verdict: Verdict) => boolean): Count => {
		const withLabel = pairs.filter((pair) => labels.includes(pair.label));
		return {
			wrong: withLabel.filter((pair) => wrong(verdictOf(pair))).length,
			of: withLabel.length,
		};
	};
	return {
		differentMatched: count(['different'], (verdict) => verdict === 'match'),
		notThePersonMatched: count(['not_the_person'], (verdict) => verdict === 'match'),
		sameMismatched: count(['same', 'same_easy'], (verdict) => verdict === 'mismatch'),
		easySentToReview: count(['same_easy'], (verdict) => verdict !== 'match'),
	};
}

export function ratesOf(pairs: NamePair[], verdictOf: (pair: NamePair) => Verdict): Rates {
	const counts = countsOf(pairs, verdictOf);
	const share = ({ wrong, of }: Count) => (of === 0 ? 0 : wrong / of);
	return {
		differentMatched: share(counts.differentMatched),
		notThePersonMatched: share(counts.notThePersonMatched),
		sameMismatched: share(counts.sameMismatched),
		easySentToReview: share(counts.easySentToReview),
	};
}

/**
 * Each corpus measured at the default scores on the rules as they were when it was added, before
 * any rule was changed after it had been run: kept as measured. The tuned and held-out corpora at
 * revision c00606e, the second tuning set at revision 68fa536, the first frozen set at ca06aff,
 * the second at b220bbe, the third at 59aff76, the fourth at 388b576, the fifth at 864c466, the
 * sixth at 418286c, the seventh at c8f3eb6, the eighth at 2677b6d, the ninth at f6ab4e7, the
 * tenth at bdb7001.
 */
export const FIRST_MEASUREMENT: Record<Corpus, Counts> = {
	tuned: {
		differentMatched: { wrong: 0, of: 164 },
		notThePersonMatched: { wrong: 0, of: 53 },
		sameMismatched: { wrong: 1, of: 275 },
		easySentToReview: { wrong: 0, of: 181 },
	},
	heldOut: {
		differentMatched: { wrong: 10, of: 105 },
		notThePersonMatched: { wrong: 4, of: 54 },
		sameMismatched: { wrong: 17, of: 259 },
		easySentToReview: { wrong: 57, of: 166 },
	},
	tune2: {
		differentMatched: { wrong: 3, of: 136 },
		notThePersonMatched: { wrong: 0, of: 59 },
		sameMismatched: { wrong: 25, of: 385 },
		easySentToReview: { wrong: 86, of: 254 },
	},
	firstFrozen: {
		differentMatched: { wrong: 5, of: 151 },
		notThePersonMatched: { wrong: 2, of: 72 },
		sameMismatched: { wrong: 7, of: 436 },
		easySentToReview: { wrong: 33, of: 296 },
	},
	secondFrozen: {
		differentMatched: { wrong: 0, of: 134 },
		notThePersonMatched: { wrong: 0, of: 51 },
		sameMismatched: { wrong: 15, of: 368 },
		easySentToReview: { wrong: 30, of: 261 },
	},
	thirdFrozen: {
		differentMatched: { wrong: 3, of: 144 },
		notThePersonMatched: { wrong: 0, of: 61 },
		sameMismatched: { wrong: 7, of: 409 },
		easySentToReview: { wrong: 38, of: 268 },
	},
	fourthFrozen: {
		differentMatched: { wrong: 0, of: 156 },
		notThePersonMatched: { wrong: 2, of: 66 },
		sameMismatched: { wrong: 6, of: 451 },
		easySentToReview: { wrong: 44, of: 321 },
	},
	fifthFrozen: {
		differentMatched: { wrong: 2, of: 158 },
		notThePersonMatched: { wrong: 1, of: 67 },
		sameMismatched: { wrong: 3, of: 467 },
		easySentToReview: { wrong: 34, of: 334 },
	},
	sixthFrozen: {
		differentMatched: { wrong: 2, of: 175 },
		notThePersonMatched: { wrong: 1, of: 66 },
		sameMismatched: { wrong: 14, of: 502 },
		easySentToReview: { wrong: 38, of: 347 },
	},
	seventhFrozen: {
		differentMatched: { wrong: 2, of: 156 },
		notThePersonMatched: { wrong: 1, of: 65 },
		sameMismatched: { wrong: 3, of: 436 },
		easySentToReview: { wrong: 20, of: 288 },
	},
	eighthFrozen: {
		differentMatched: { wrong: 1, of: 144 },
		notThePersonMatched: { wrong: 1, of: 58 },
		sameMismatched: { wrong: 9, of: 425 },
		easySentToReview: { wrong: 18, of: 272 },
	},
	ninthFrozen: {
		differentMatched: { wrong: 3, of: 193 },
		notThePersonMatched: { wrong: 0, of: 85 },
		sameMismatched: { wrong: 4, of: 509 },
		easySentToReview: { wrong: 31, of: 355 },
	},
	tenthFrozen: {
		differentMatched: { wrong: 1, of: 186 },
		notThePersonMatched: { wrong: 0, of: 79 },
		sameMismatched: { wrong: 3, of: 529 },
		easySentToReview: { wrong: 9, of: 349 },
	},
};

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/** The table docs/output.md shows: the rates per Name Match Score, then the verdicts per category at the default. */
export function ratesTable(corpus: Corpus | string, pairs: NamePair[], compare: Compare): string {
	const file = corpus in CORPORA ? corpusFile(corpus as Corpus) : `testbed/nameCorpus/${corpus}`;
	const lines = [
		`Measured on ${pairs.length} labelled pairs (${file}; \`npm run name-match:rates\`), Name Review Score 60:`,
		'',
		'| Name Match Score | different people: match | not the person: match | same person: mismatch | easy same person: not match |',
		'|---|---|---|---|---|',
	];
	for (const score of [70, 80, 85, 90, 95]) {
		const rates = ratesOf(pairs, (pair) => compare(pair, score));
		lines.push(
			`| ${score}${score === 85 ? ' (default)' : ''} | ${percent(rates.differentMatched)} | ${percent(rates.notThePersonMatched)} | ${percent(rates.sameMismatched)} | ${percent(rates.easySentToReview)} |`,
		);
	}
	const categories = categoryTable(pairs, (pair) => compare(pair, 85), {
		same: 'same person',
		others: 'another person or holder',
		sameLabels: ['same_easy', 'same'],
		otherLabels: ['different', 'not_the_person'],
	});
	return [...lines, '', ...categories].join('\n');
}

const RATE_NAMES: Record<keyof Rates, string> = {
	differentMatched: 'different people: match',
	notThePersonMatched: 'not the person: match',
	sameMismatched: 'same person: mismatch',
	easySentToReview: 'easy same person: not match',
};

/** The first measurement and today's, side by side, on every corpus at the default scores. */
export function firstAndNowTable(compare: Compare): string {
	const corpora = Object.keys(CORPORA) as Corpus[];
	const now = Object.fromEntries(
		corpora.map((corpus) => [corpus, countsOf(readNamePairs(corpus), (pair) => compare(pair, 85))]),
	) as Record<Corpus, Counts>;
	const cell = ({ wrong, of }: Count) =>
		`${percent(of === 0 ? 0 : wrong / of)} (${wrong} of ${of})`;
	const columns = corpora.flatMap((corpus) => [
		`${CORPUS_NAMES[corpus]}: first`,
		`${CORPUS_NAMES[corpus]}: now`,
	]);
	return [
		`| At the default scores | ${columns.join(' | ')} |`,
		`|---|${columns.map(() => '---|').join('')}`,
		...(Object.keys(RATE_NAMES) as (keyof Rates)[]).map(
			(rate) =>
				`| ${RATE_NAMES[rate]} | ${corpora
					.flatMap((corpus) => [cell(FIRST_MEASUREMENT[corpus][rate]), cell(now[corpus][rate])])
					.join(' | ')} |`,
		),
	].join('\n');
}

/** One file's rates at the default scores, as counts: what a closing note quotes. */
function countsLine(pairs: NamePair[], compare: Compare): string {
	const counts = countsOf(pairs, (pair) => compare(pair, 85));
	return (Object.keys(RATE_NAMES) as (keyof Rates)[])
		.map((rate) => {
			const { wrong, of } = counts[rate];
			return `${RATE_NAMES[rate]}: ${percent(of === 0 ? 0 : wrong / of)} (${wrong} of ${of})`;
		})
		.join('; ');
}

// `npm run name-match:rates`: the corpora's tables. `npm run name-match:rates -- --file NAME`: the
// tables of one other file of this folder, named, and nothing else (a set opened once, at the end).
if (require.main === module) {
	const compare = builtComparison();
	const named = process.argv.indexOf('--file');
	if (named !== -1) {
		const file = path.basename(process.argv[named + 1] ?? '');
		const pairs = readPairsFile(file);
		console.log(
			`${ratesTable(file, pairs, compare)}\n\nAt the default scores: ${countsLine(pairs, compare)}`,
		);
	} else {
		for (const corpus of Object.keys(CORPORA) as Corpus[])
			console.log(`${ratesTable(corpus, readNamePairs(corpus), compare)}\n`);
		console.log(firstAndNowTable(compare));
	}
}
