/**
 * The verdicts per category at the default scores, as docs/output.md shows them for the person
 * and the business name corpora: for each category, how many pairs, then the verdicts of the pairs
 * of one person (or business) and of the others.
 */

/** A labelled pair as the table reads it. */
interface Labelled<Label extends string> {
	category: string;
	label: Label;
}

const VERDICTS = ['match', 'partial', 'mismatch', 'no_name'] as const;

export function categoryTable<Label extends string, Pair extends Labelled<Label>>(
	pairs: Pair[],
	verdictAtDefault: (pair: Pair) => string,
	columns: { same: string; others: string; sameLabels: Label[]; otherLabels: Label[] },
): string[] {
	const lines = [
		`| Category | Pairs | ${columns.same}: match / partial / mismatch / no_name | ${columns.others}: match / partial / mismatch / no_name |`,
		'|---|---|---|---|',
	];
	const categories = [...new Set(pairs.map((pair) => pair.category))].sort();
	for (const category of categories) {
		const inCategory = pairs.filter((pair) => pair.category === category);
		const counts = (labels: Label[]) => {
			const verdicts = inCategory
				.filter((pair) => labels.includes(pair.label))
				.map(verdictAtDefault);
			return verdicts.length === 0
				? '-'
				: VERDICTS.map((verdict) => verdicts.filter((found) => found === verdict).length).join(
						' / ',
					);
		};
		lines.push(
			`| ${category.replace(/_/g, ' ')} | ${inCategory.length} | ${counts(columns.sameLabels)} | ${counts(columns.otherLabels)} |`,
		);
	}
	return lines;
}
