/**
 * A section of docs/development.md and the rows of its table whose first cell is an id in
 * backquotes (the sample people's, the sample businesses'), each row's cells trimmed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function developmentSection(heading: string): { text: string; rows: string[][] } {
	const development = readFileSync(path.resolve(__dirname, '../../docs/development.md'), 'utf8');
	const start = development.indexOf(`## ${heading}`);
	if (start < 0) throw new Error(`docs/development.md has no section "${heading}"`);
	const text = development.slice(start, development.indexOf('\n## ', start + 1));
	const rows = text
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		);
	return { text, rows };
}
