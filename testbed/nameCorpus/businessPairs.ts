/**
 * The labelled business-name pairs and what the business comparison makes of them: the rates the
 * tests hold it to, and the tables docs/output.md shows. The tuning pairs
 * (business-pairs.tsv, described in business-pairs.md) were written and labelled by someone who
 * had read neither the rules nor another pair list; the rules were written on them. The frozen
 * pairs (business-pairs-frozen.tsv) are read only when asked for by name: nothing here, in the
 * tests or in `npm run name-match:rates` reads them (see the end of this file).
 * Run it to print the tuning table: `npm run name-match:rates`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as BusinessName from '../../nodes/Deepvue/nameMatch/business/businessName';
import type { BusinessHolder } from '../../nodes/Deepvue/nameMatch/business/businessName';

import { categoryTable } from './categoryTable';

export type BusinessLabel = 'same_easy' | 'same' | 'different' | 'not_the_business';

export interface BusinessPair {
	category: string;
	given: string;
	legalName: string;
	/** Empty when the record has none (always for a bank's holder name). */
	tradeName: string;
	holder: BusinessHolder;
	label: BusinessLabel;
	source: string;
}

const LABELS: readonly BusinessLabel[] = ['same_easy', 'same', 'different', 'not_the_business'];
const HOLDERS: readonly BusinessHolder[] = [
	'company',
	'llp',
	'partnership',
	'proprietorship',
	'huf',
	'trust',
	'society',
	'government',
	'unknown',
];

/** The two sets, by the file that holds each: one file each, never the folder's every file. */
export const BUSINESS_CORPORA = {
	tuning: 'business-pairs.tsv',
	frozen: 'business-pairs-frozen.tsv',
} as const;

export type BusinessCorpus = keyof typeof BUSINESS_CORPORA;

export const businessCorpusFile = (corpus: BusinessCorpus) =>
	`testbed/nameCorpus/${BUSINESS_CORPORA[corpus]}`;

export function readBusinessPairs(corpus: BusinessCorpus = 'tuning'): BusinessPair[] {
	const file = BUSINESS_CORPORA[corpus];
	const lines = readFileSync(path.join(__dirname, file), 'utf8')
		.split('\n')
		.slice(1)
		.filter((line) => line.trim() !== '');
	return lines.map((line) => {
		const [category, given, legalName, tradeName, holder, label, source] = line.split('\t');
		if (
			!LABELS.includes(label as BusinessLabel) ||
			!HOLDERS.includes(holder as BusinessHolder) ||
			source === undefined
		)
			throw new Error(`${file}: cannot read ${JSON.stringify(line)}`);
		return {
			category,
			given,
			legalName,
			tradeName,
			holder: holder as BusinessHolder,
			label: label as BusinessLabel,
			source,
		};
	});
}

type Verdict = 'match' | 'partial' | 'mismatch' | 'no_name';
export type BusinessCompare = (pair: BusinessPair, matchScore: number) => Verdict;

const thresholdsAt = (matchScore: number) => ({
	match: matchScore,
	review: Math.min(60, matchScore),
});

/** The built node's business comparison at a Name Match Score (Name Review Score at its default, 60). */
export function builtBusinessComparison(): BusinessCompare {
	const { businessNameMatch } =
		require('../../dist/nodes/Deepvue/nameMatch/business/businessName') as typeof BusinessName;
	return (pair, matchScore) =>
		businessNameMatch(
			pair.given,
			{ legalName: pair.legalName, tradeName: pair.tradeName, holder: pair.holder },
			thresholdsAt(matchScore),
		).verdict;
}

export interface BusinessRates {
	/** Another business called `match`. */
	differentMatched: number;
	/** A name that stands for no business (a person's, a placeholder) called `match`. */
	notTheBusinessMatched: number;
	/** The same business called `mismatch`. */
	sameMismatched: number;
	/** Easy pairs of the same business not called `match`: sent to a person. */
	easySentToReview: number;
}

export interface Count {
	wrong: number;
	of: number;
}

export type BusinessCounts = Record<keyof BusinessRates, Count>;

export function businessCountsOf(
	pairs: BusinessPair[],
	verdictOf: (pair: BusinessPair) => Verdict,
): BusinessCounts {
	const count = (labels: BusinessLabel[], wrong: (verdict: Verdict) => boolean): Count => {
		const withLabel = pairs.filter((pair) => labels.includes(pair.label));
		return {
			wrong: withLabel.filter((pair) => wrong(verdictOf(pair))).length,
			of: withLabel.length,
		};
	};
	return {
		differentMatched: count(['different'], (verdict) => verdict === 'match'),
		notTheBusinessMatched: count(['not_the_business'], (verdict) => verdict === 'match'),
		sameMismatched: count(['same', 'same_easy'], (verdict) => verdict === 'mismatch'),
		easySentToReview: count(['same_easy'], (verdict) => verdict !== 'match'),
	};
}

const share = ({ wrong, of }: Count) => (of === 0 ? 0 : wrong / of);

export function businessRatesOf(
	pairs: BusinessPair[],
	verdictOf: (pair: BusinessPair) => Verdict,
): BusinessRates {
	const counts = businessCountsOf(pairs, verdictOf);
	return {
		differentMatched: share(counts.differentMatched),
		notTheBusinessMatched: share(counts.notTheBusinessMatched),
		sameMismatched: share(counts.sameMismatched),
		easySentToReview: share(counts.easySentToReview),
	};
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const cell = (count: Count) => `${percent(share(count))} (${count.wrong} of ${count.of})`;

const RATE_NAMES: Record<keyof BusinessRates, string> = {
	differentMatched: 'another business: match',
	notTheBusinessMatched: 'not the business: match',
	sameMismatched: 'same business: mismatch',
	easySentToReview: 'easy same business: not match',
};

/** The table docs/output.md shows: the rates per Name Match Score, then the verdicts per category at the default. */
export function businessRatesTable(
	corpus: BusinessCorpus,
	pairs: BusinessPair[],
	compare: BusinessCompare,
): string {
	const lines = [
		`Measured on ${pairs.length} labelled pairs (${businessCorpusFile(corpus)}; \`npm run name-match:rates\`), Name Review Score 60:`,
		'',
		'| Name Match Score | another business: match | not the business: match | same business: mismatch | easy same business: not match |',
		'|---|---|---|---|---|',
	];
	for (const score of [70, 80, 85, 90, 95]) {
		const rates = businessRatesOf(pairs, (pair) => compare(pair, score));
		lines.push(
			`| ${score}${score === 85 ? ' (default)' : ''} | ${percent(rates.differentMatched)} | ${percent(rates.notTheBusinessMatched)} | ${percent(rates.sameMismatched)} | ${percent(rates.easySentToReview)} |`,
		);
	}
	const categories = categoryTable(pairs, (pair) => compare(pair, 85), {
		same: 'same business',
		others: 'another business or none',
		sameLabels: ['same_easy', 'same'],
		otherLabels: ['different', 'not_the_business'],
	});
	return [...lines, '', ...categories].join('\n');
}

/**
 * What the person rules alone made of the tuning pairs before the business comparison (revision
 * f2d137d): the name given against the legal name and against the trade name, each by
 * nameMatch, the better verdict kept, at the default scores. Kept as measured.
 */
export const PERSON_RULES_MEASUREMENT: BusinessCounts = {
	differentMatched: { wrong: 13, of: 116 },
	notTheBusinessMatched: { wrong: 0, of: 39 },
	sameMismatched: { wrong: 11, of: 255 },
	easySentToReview: { wrong: 74, of: 170 },
};

/** The person rules alone (as measured before) and the business comparison today, on the tuning pairs at the default scores. */
export function beforeAndNowTable(pairs: BusinessPair[], compare: BusinessCompare): string {
	const now = businessCountsOf(pairs, (pair) => compare(pair, 85));
	return [
		'| At the default scores | person rules alone (before) | business comparison (now) |',
		'|---|---|---|',
		...(Object.keys(RATE_NAMES) as (keyof BusinessRates)[]).map(
			(rate) =>
				`| ${RATE_NAMES[rate]} | ${cell(PERSON_RULES_MEASUREMENT[rate])} | ${cell(now[rate])} |`,
		),
	].join('\n');
}

/**
 * `npm run name-match:rates` prints the tuning pairs' tables; `ts-node
 * testbed/nameCorpus/businessPairs.ts --corpus frozen` (after a build) prints the frozen pairs'
 * table and nothing else: the only way anything here reads them.
 */
if (require.main === module) {
	const asked = process.argv[process.argv.indexOf('--corpus') + 1];
	const corpus: BusinessCorpus = process.argv.includes('--corpus')
		? (asked as BusinessCorpus)
		: 'tuning';
	if (!(corpus in BUSINESS_CORPORA))
		throw new Error(`--corpus is one of ${Object.keys(BUSINESS_CORPORA).join(', ')}`);
	const pairs = readBusinessPairs(corpus);
	const compare = builtBusinessComparison();
	console.log(businessRatesTable(corpus, pairs, compare));
	if (corpus === 'tuning') console.log(`\n${beforeAndNowTable(pairs, compare)}`);
}
