// An n8n's SQLite database (<user folder>/.n8n/database.sqlite), read beside the running n8n:
// every row of every table, opened read-only by the Node.js n8n runs on (24, whose node:sqlite
// reads it; the tests' own Node has no SQLite), so nothing is installed for it.
import path from 'node:path';

import { run, type Installation } from './n8nInstall';

/** A table's rows, each column's value as text (a blob as UTF-8) or a number, or null. */
export type Rows = Array<Record<string, string | number | null>>;

const DUMP = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1], { readOnly: true });
const tables = {};
for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all())
	tables[name] = db.prepare('SELECT * FROM "' + name.replaceAll('"', '""') + '"').all();
process.stdout.write(JSON.stringify(tables, (key, value) =>
	value instanceof Uint8Array ? Buffer.from(value).toString('utf8')
	: typeof value === 'bigint' ? Number(value) : value));
`;

/** The database file of the n8n whose user folder is `userFolder`. */
export const databaseFile = (userFolder: string): string =>
	path.join(userFolder, '.n8n', 'database.sqlite');

/** Every table of the n8n database in `userFolder`, by name. */
export async function readDatabase(
	installation: Pick<Installation, 'node'>,
	userFolder: string,
): Promise<Record<string, Rows>> {
	const printed = await run(
		installation.node,
		['--no-warnings', '-e', DUMP, databaseFile(userFolder)],
		{ quiet: true, prefix: 'sqlite' },
	);
	return JSON.parse(printed) as Record<string, Rows>;
}
