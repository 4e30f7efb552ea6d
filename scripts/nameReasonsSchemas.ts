// Writes Name to Match's reasons into the output schemas: every schema of the Deepvue node that
// lists `name_match` gets, as its `reasons` enum, the codes of nodes/Deepvue/nameMatch/reasons.ts,
// in their order; every one that lists `business_name_match` gets those and the business rules'
// (BUSINESS_NAME_REASONS), since a proprietor's name is compared by the person rules. The schemas stay the plain JSON files n8n serves; this writes them, so a reason
// added to reasons.ts is never copied into them by hand. test/nameReasonsSchemas.test.ts fails
// when a schema and reasons.ts disagree.
//
//   npm run name-match:schemas
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { BUSINESS_NAME_REASONS, NAME_REASONS } from '../nodes/Deepvue/nameMatch/reasons';

const ROOT = path.resolve(__dirname, '..');
const SCHEMAS = path.join(ROOT, 'nodes', 'Deepvue', '__schema__');

/**
 * Each enum of `name_match.reasons.items`, from its first line to its closing bracket: one per
 * `name_match` (a DigiLocker item has one per document).
 */
const REASONS_ENUM =
	/("name_match": \{[\s\S]*?"reasons": \{[\s\S]*?"items": \{[\s\S]*?\n(\t*)"enum": \[)[^\]]*(\])/g;
/** The same for `business_name_match`. */
const BUSINESS_REASONS_ENUM =
	/("business_name_match": \{[\s\S]*?"reasons": \{[\s\S]*?"items": \{[\s\S]*?\n(\t*)"enum": \[)[^\]]*(\])/g;

/** The reasons each enum lists, in their order. */
export const PERSON_REASON_CODES = Object.keys(NAME_REASONS);
export const BUSINESS_REASON_CODES = [
	...Object.keys(NAME_REASONS),
	...Object.keys(BUSINESS_NAME_REASONS),
];

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
	const writing =
		(codes: string[]) => (_whole: string, opening: string, indent: string, closing: string) => {
			const lines = codes.map((reason) => `${indent}\t${JSON.stringify(reason)}`);
			return `${opening}\n${lines.join(',\n')}\n${indent}${closing}`;
		};
	return jsonFiles(SCHEMAS).flatMap((file) => {
		const current = readFileSync(file, 'utf8');
		if (!current.match(REASONS_ENUM) && !current.match(BUSINESS_REASONS_ENUM)) return [];
		const written = current
			.replace(REASONS_ENUM, writing(PERSON_REASON_CODES))
			.replace(BUSINESS_REASONS_ENUM, writing(BUSINESS_REASON_CODES));
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
		`${texts.length} schemas list name_match (${PERSON_REASON_CODES.length} reasons) or business_name_match (${BUSINESS_REASON_CODES.length})`,
	);
}

if (require.main === module) main();
