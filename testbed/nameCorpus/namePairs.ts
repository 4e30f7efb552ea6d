/**
 * The labelled name pairs and what Name to Match makes of them: the rates the tests hold it to, and
 * the tables docs/output.md shows. Two corpora, in the same columns and labels: the tuned one
 * (name-pairs.tsv, described in name-pairs.md), on which the rules were written, and the held-out
 * one (name-pairs-heldout.tsv, described in name-pairs-heldout.md), written and labelled by someone
 * who had read neither the rules nor the tuned pairs. The tests and the benchmark read them here.
 * Run it to print both tables: `npm run name-match:rates`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as NameMatch from '../../nodes/Deepvue/nameMatch/nameMatch';

export type Label = 'same_easy' | 'same' | 'different' | 'not_the_person';

export interface NamePair {
	category: string;
	given: string;
	found: string;
	label: Label;
	source: string;
}

const LABELS: readonly Label[] = ['same_easy', 'same', 'different', 'not_the_person'];

/** The two corpora, by the file that holds each. */
export const CORPORA = {
	tuned: 'name-pairs.tsv',
	heldOut: 'name-pairs-heldout.tsv',
} as const;

export type Corpus = keyof typeof CORPORA;

/** A corpus's file, from the repository's root, as the tables name it. */
export const corpusFile = (corpus: Corpus) => `testbed/nameCorpus/${CORPORA[corpus]}`;

export function readNamePairs(corpus: Corpus = 'tuned'): NamePair[] {
	const file = CORPORA[corpus];
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

const share = (pairs: NamePair[], test: (pair: NamePair) => boolean) =>
	pairs.length === 0 ? 0 : pairs.filter(test).length / pairs.length;

export function ratesOf(pairs: NamePair[], verdictOf: (pair: NamePair) => Verdict): Rates {
	const withLabel = (...labels: Label[]) => pairs.filter((pair) => labels.includes(pair.label));
	return {
		differentMatched: share(withLabel('different'), (pair) => verdictOf(pair) === 'match'),
		notThePersonMatched: share(withLabel('not_the_person'), (pair) => verdictOf(pair) === 'match'),
		sameMismatched: share(withLabel('same', 'same_easy'), (pair) => verdictOf(pair) === 'mismatch'),
		easySentToReview: share(withLabel('same_easy'), (pair) => verdictOf(pair) !== 'match'),
	};
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/** The table docs/output.md shows: the rates per Name Match Score, then the verdicts per category at the default. */
export function ratesTable(corpus: Corpus, pairs: NamePair[], compare: Compare): string {
	const lines = [
		`Measured on ${pairs.length} labelled pairs (${corpusFile(corpus)}; \`npm run name-match:rates\`), Name Review Score 60:`,
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
	lines.push(
		'',
		'| Category | Pairs | same person: match / partial / mismatch / no_name | another person or holder: match / partial / mismatch / no_name |',
		'|---|---|---|---|',
	);
	const categories = [...new Set(pairs.map((pair) => pair.category))].sort();
	for (const category of categories) {
		const inCategory = pairs.filter((pair) => pair.category === category);
		const counts = (labels: Label[]) => {
			const verdicts = inCategory
				.filter((pair) => labels.includes(pair.label))
				.map((pair) => compare(pair, 85));
			return verdicts.length === 0
				? '-'
				: (['match', 'partial', 'mismatch', 'no_name'] as const)
						.map((verdict) => verdicts.filter((found) => found === verdict).length)
						.join(' / ');
		};
		lines.push(
			`| ${category.replace(/_/g, ' ')} | ${inCategory.length} | ${counts(['same_easy', 'same'])} | ${counts(['different', 'not_the_person'])} |`,
		);
	}
	return lines.join('\n');
}

if (require.main === module) {
	const compare = builtComparison();
	for (const corpus of Object.keys(CORPORA) as Corpus[])
		console.log(`${ratesTable(corpus, readNamePairs(corpus), compare)}\n`);
}
