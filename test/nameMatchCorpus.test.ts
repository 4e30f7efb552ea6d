/**
 * Name to Match on the labelled pairs (testbed/nameCorpus/name-pairs.tsv, labels decided from naming
 * conventions and published examples before the comparison was run on them): the rates it is held
 * to, and the table docs/output.md shows, as the comparison makes it today.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as NameMatch from '../nodes/Deepvue/nameMatch/nameMatch';
import {
	builtComparison,
	ratesOf,
	ratesTable,
	readNamePairs,
} from '../testbed/nameCorpus/namePairs';

const pairs = readNamePairs();
const compare = builtComparison();
const atDefault = ratesOf(pairs, (pair) => compare(pair, 85));

it('holds at least 400 pairs, each of the conventions at least 12 times', () => {
	expect(pairs.length).toBeGreaterThanOrEqual(400);
	const categories = [
		'north',
		'south',
		'initials_first',
		'surname_first',
		'marathi_father_middle',
		'gujarati_bhai_ben',
		'sikh',
		'muslim',
		'bengali',
		'bank_truncation',
		'family_member',
		'business_huf',
		'stuffing',
		'other_script',
		'long_input',
		'deceased',
		'look_alike',
	];
	const thin = categories.filter(
		(category) => pairs.filter((pair) => pair.category === category).length < 12,
	);
	expect(thin).toEqual([]);
	expect(new Set(pairs.map((pair) => `${pair.given}\t${pair.found}`)).size).toBe(pairs.length);
});

it('calls at most 1% of the pairs of different people a match', () => {
	expect(atDefault.differentMatched).toBeLessThanOrEqual(0.01);
});

it('never calls a match a holder that is not the person (deceased, HUF, a firm, two holders) or a name holding two people', () => {
	const matched = pairs.filter(
		(pair) => pair.label === 'not_the_person' && compare(pair, 85) === 'match',
	);
	expect(matched.map((pair) => `${pair.given} / ${pair.found}`)).toEqual([]);
});

it('calls at most 2% of the pairs of one person a mismatch', () => {
	expect(atDefault.sameMismatched).toBeLessThanOrEqual(0.02);
});

it('sends at most 10% of the easy pairs of one person to review', () => {
	expect(atDefault.easySentToReview).toBeLessThanOrEqual(0.1);
});

it('no Name Match Score, however low, makes a match of names the rules keep apart', () => {
	const atZero = ratesOf(pairs, (pair) => compare(pair, 0));
	expect([atZero.differentMatched, atZero.notThePersonMatched]).toEqual([0, 0]);
});

/** The text docs/output.md holds between `<!-- marker -->` and `<!-- /marker -->`. */
function docsSection(marker: string): string | undefined {
	const docs = readFileSync(path.join(__dirname, '..', 'docs', 'output.md'), 'utf8');
	return new RegExp(`<!-- ${marker} -->\\n([\\s\\S]*?)\\n<!-- /${marker} -->`).exec(docs)?.[1];
}

it('docs/output.md shows the rates as measured today, on both corpora', () => {
	expect(docsSection('name-match-rates')).toBe(ratesTable('tuned', pairs, compare));
	expect(docsSection('name-match-rates-heldout')).toBe(
		ratesTable('heldOut', readNamePairs('heldOut'), compare),
	);
});

it('the examples docs/output.md gives are what the node says of them', () => {
	const { nameMatch } = jest.requireActual<typeof NameMatch>(
		'../dist/nodes/Deepvue/nameMatch/nameMatch',
	);
	const docs = readFileSync(path.join(__dirname, '..', 'docs', 'output.md'), 'utf8');
	const header = '| Name to Match | Name found | Score | Verdict | Reasons |';
	const rows = docs.slice(docs.indexOf(header)).split('\n').slice(2);
	const examples = rows
		.slice(
			0,
			rows.findIndex((line) => !line.startsWith('|')),
		)
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		);
	expect(examples.length).toBeGreaterThan(15);
	for (const [given, found, score, verdict, reasons] of examples) {
		expect([given, found, nameMatch(given, found, { match: 85, review: 60 })]).toEqual([
			given,
			found,
			{ score: Number(score), verdict, reasons: reasons.split(', ') },
		]);
	}
});
