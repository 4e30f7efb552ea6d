/**
 * Business Name to Match on the labelled business-name pairs (testbed/nameCorpus/business-pairs.tsv,
 * written and labelled by someone who had read neither the rules nor another pair list, labels
 * decided as each pair was written): the rates it is held to, and the tables docs/output.md shows,
 * as the comparison makes them today. The frozen pairs are never read here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type * as BusinessName from '../nodes/Deepvue/nameMatch/business/businessName';
import {
	beforeAndNowTable,
	builtBusinessComparison,
	businessRatesOf,
	businessRatesTable,
	readBusinessPairs,
} from '../testbed/nameCorpus/businessPairs';

const pairs = readBusinessPairs('tuning');
const compare = builtBusinessComparison();
const atDefault = businessRatesOf(pairs, (pair) => compare(pair, 85));

describe('the tuning pairs, on which the business rules were written', () => {
	it('holds at least 400 pairs of 13 conventions, each at least 25 times', () => {
		expect(pairs.length).toBeGreaterThanOrEqual(400);
		const categories = [...new Set(pairs.map((pair) => pair.category))];
		expect(categories.length).toBe(13);
		const thin = categories.filter(
			(category) => pairs.filter((pair) => pair.category === category).length < 25,
		);
		expect(thin).toEqual([]);
	});

	it('calls at most 1% of the pairs of another business a match', () => {
		expect(atDefault.differentMatched).toBeLessThanOrEqual(0.01);
	});

	it("never calls a match a name that stands for no business (a person's, a placeholder)", () => {
		const matched = pairs.filter(
			(pair) => pair.label === 'not_the_business' && compare(pair, 85) === 'match',
		);
		expect(matched.map((pair) => `${pair.given} / ${pair.legalName}`)).toEqual([]);
	});

	it('calls at most 1% of the pairs of one business a mismatch', () => {
		expect(atDefault.sameMismatched).toBeLessThanOrEqual(0.01);
	});

	it('sends at most 10% of the easy pairs of one business to review', () => {
		expect(atDefault.easySentToReview).toBeLessThanOrEqual(0.1);
	});

	it('no Name Match Score, however low, makes a match of names the rules keep apart', () => {
		const atZero = businessRatesOf(pairs, (pair) => compare(pair, 0));
		expect([atZero.differentMatched, atZero.notTheBusinessMatched]).toEqual([0, 0]);
	});
});

/** The text docs/output.md holds between `<!-- marker -->` and `<!-- /marker -->`. */
function docsSection(marker: string): string | undefined {
	const docs = readFileSync(path.join(__dirname, '..', 'docs', 'output.md'), 'utf8');
	return new RegExp(`<!-- ${marker} -->\\n([\\s\\S]*?)\\n<!-- /${marker} -->`).exec(docs)?.[1];
}

it('docs/output.md shows the rates as measured today', () => {
	expect(docsSection('business-name-rates')).toBe(businessRatesTable('tuning', pairs, compare));
	expect(docsSection('business-name-before-and-now')).toBe(beforeAndNowTable(pairs, compare));
});

it('the examples docs/output.md gives are what the node says of them', () => {
	const { businessNameMatch } = jest.requireActual<typeof BusinessName>(
		'../dist/nodes/Deepvue/nameMatch/business/businessName',
	);
	const examples = docsSection('business-name-examples')
		?.split('\n')
		.slice(2)
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		);
	expect(examples?.length).toBeGreaterThan(15);
	for (const [given, legalName, tradeName, holder, score, verdict, reasons] of examples ?? []) {
		const found = businessNameMatch(
			given,
			{ legalName, tradeName, holder: holder as BusinessName.BusinessHolder },
			{ match: 85, review: 60 },
		);
		expect([given, legalName, found.score, found.verdict, found.reasons.join(', ')]).toEqual([
			given,
			legalName,
			Number(score),
			verdict,
			reasons,
		]);
	}
});
