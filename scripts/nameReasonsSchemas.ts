// Writes Name to Match's reasons into the output schemas: every schema of the Deepvue node that
// lists `name_match` gets, as its `reasons` enum, the codes of nodes/Deepvue/nameMatch/reasons.ts,
// in their order. The schemas stay the plain JSON files n8n serves; this writes them, so a reason
// added to reasons.ts is never copied into them by hand. test/nameReasonsSchemas.test.ts fails
// when a schema and reasons.ts disagree.
//
//   npm run name-match:schemas
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { NAME_REASONS } from '../nodes/Deepvue/nameMatch/reasons';

const ROOT = path.resolve(__dirname, '..');
const SCHEMAS = path.join(ROOT, 'nodes', 'Deepvue', '__schema__');

/**
 * Each enum of `name_match.reasons.items`, from its first line to its closing bracket: one per
 * `name_match` (a DigiLocker item has one per document).
 */
const REASONS_ENUM =
	/("name_match": \{[\s\S]*?"reasons": \{[\s\S]*?"items": \{[\s\S]*?\n(\t*)"enum": \[)[^\]]*(\])/g;

function jsonFiles(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const full = path.join(folder, name);
		if (statSync(full).isDirectory()) return jsonFiles(full);
		return name.endsWith('.json') ? [full] : [];
	});
}

export interface SchemaText {
	/** From the repository's root. */
	file: string;
	current: string;
	/** The file as this script writes it: its reasons enum those of reasons.ts, one a line as Prettier writes it. */
	written: string;
}

/** Every output schema that lists `name_match`, as it is and as this script writes it. */
export function schemasWithNameMatch(): SchemaText[] {
	return jsonFiles(SCHEMAS).flatMap((file) => {
		const current = readFileSync(file, 'utf8');
		if (!current.match(REASONS_ENUM)) return [];
		const written = current.replace(
			REASONS_ENUM,
			(_whole, opening: string, indent: string, closing: string) => {
				const lines = Object.keys(NAME_REASONS).map(
					(reason) => `${indent}\t${JSON.stringify(reason)}`,
				);
				return `${opening}\n${lines.join(',\n')}\n${indent}${closing}`;
			},
		);
		return [{ file: path.relative(ROOT, file), current, written }];
	});
}

function main(): void {
	const texts = schemasWithNameMatch();
	for (const { file, current, written } of texts) {
		if (current === written) continue;
		writeFileSync(path.join(ROOT, file), written);
		console.log(`wrote ${file}`);
	}
	console.log(
		`${texts.length} schemas list name_match, each with ${Object.keys(NAME_REASONS).length} reasons`,
	);
}

if (require.main === module) main();
