/**
 * The result CSV of a batch job, built from its uploaded CSV. Deepvue does not document the
 * columns of batch files; these are the emulator's.
 *
 * Input: a header row, then one row per lookup. Header names are matched ignoring case and edge
 * spaces; other columns are ignored.
 *
 * | Batch | Input columns | Result columns |
 * |---|---|---|
 * | CIN (`uploadCinBatch`) | `cin` | `cin,company_name,company_status,date_of_incorporation,error` |
 * | UPI basic (`uploadUpiBasicBatch`) | `vpa`, optional `name` (accepted, not used) | `vpa,account_exists,name_at_bank,error` |
 * | UAN employment history (`uploadUanEmploymentHistoryBatch`) | `uan` | `uan,employer_name,date_of_joining,date_of_exit,error` |
 *
 * One result row per input row, in order, the input value echoed as given. `error` is empty on
 * success; otherwise the other columns are empty (UPI: `account_exists` is `false`) and `error`
 * says why:
 * - `No record found`: the well-known not-found inputs, `NOT_FOUND_INPUTS.cin`, `.vpa`, `.uan`.
 * - `Invalid CIN` / `Invalid VPA` / `Invalid UAN`: a value of the wrong format.
 * - `<column> is empty`: an empty cell.
 * - `Missing column <column>`: the header has no such column. The job still completes, as a
 *   batch service reports bad rows in its result rather than refusing the whole file.
 *
 * Values are picked by a hash of the input (`Seed`), so the same input always gets the same row.
 */
import { formatCsv, parseCsv } from './csv';
import { NOT_FOUND_INPUTS, upiVerification } from '../endpoints/fixtures';
import { Seed } from '../endpoints/seed';
import { CIN_PATTERN, companyBasics } from '../business/mcaRecords';

interface BatchKind {
	/** The input column each row is looked up by, echoed as the first result column. */
	key: string;
	/** Result columns between the key and `error`. */
	columns: readonly string[];
	/** Why a value of the wrong format fails, or undefined when it is well-formed. */
	check(value: string): string | undefined;
	notFound: string;
	/** The result columns of a found value, `columns` in order. */
	lookup(value: string): string[];
	/** The result columns of a row that failed. */
	failed: readonly string[];
}

const NO_RECORD = 'No record found';

const EMPLOYERS = [
	'INFOSYS LIMITED',
	'TATA CONSULTANCY SERVICES LIMITED',
	'ANNAPURNA FOODS PRIVATE LIMITED',
	'MEHTA HARDWARE STORES',
	'SUNRISE TRADERS',
	'COASTAL SPICES LLP',
] as const;

/** A CIN's row: what the MCA says of the company, as Company by CIN says it too. */
function cinRow(cin: string): string[] {
	const { name, status, incorporatedOn } = companyBasics(cin);
	return [name, status, incorporatedOn];
}

function uanRow(uan: string): string[] {
	const seed = new Seed(uan);
	const joined = seed.date('joined', 2008, 2020);
	const left = seed.chance('current', 40)
		? ''
		: seed.date('left', Number(joined.slice(0, 4)) + 1, Number(joined.slice(0, 4)) + 4);
	return [seed.pick(EMPLOYERS, 'employer'), joined, left];
}

const KINDS: Readonly<Record<string, BatchKind>> = {
	uploadCinBatch: {
		key: 'cin',
		columns: ['company_name', 'company_status', 'date_of_incorporation'],
		check: (cin) => (CIN_PATTERN.test(cin) ? undefined : 'Invalid CIN'),
		notFound: NOT_FOUND_INPUTS.cin,
		lookup: cinRow,
		failed: ['', '', ''],
	},
	uploadUpiBasicBatch: {
		key: 'vpa',
		columns: ['account_exists', 'name_at_bank'],
		check: (vpa) => (/^[^@\s]+@[^@\s]+$/.test(vpa) ? undefined : 'Invalid VPA'),
		notFound: NOT_FOUND_INPUTS.vpa,
		// The same name as the single UPI verification gives for this VPA.
		lookup: (vpa) => ['true', upiVerification(vpa).name_at_bank],
		failed: ['false', ''],
	},
	uploadUanEmploymentHistoryBatch: {
		key: 'uan',
		columns: ['employer_name', 'date_of_joining', 'date_of_exit'],
		check: (uan) => (/^\d{12}$/.test(uan) ? undefined : 'Invalid UAN'),
		notFound: NOT_FOUND_INPUTS.uan,
		lookup: uanRow,
		failed: ['', '', ''],
	},
};

function kindOf(operation: string): BatchKind {
	const kind = KINDS[operation];
	if (!kind) throw new Error(`No batch results for operation ${operation}`);
	return kind;
}

/** The header of the result CSV of a batch upload operation. */
export function resultColumns(operation: string): string[] {
	const kind = kindOf(operation);
	return [kind.key, ...kind.columns, 'error'];
}

function resultRow(kind: BatchKind, cell: string | undefined): string[] {
	if (cell === undefined) return ['', ...kind.failed, `Missing column ${kind.key}`];
	const value = kind.key === 'cin' ? cell.trim().toUpperCase() : cell.trim();
	const error =
		value === ''
			? `${kind.key} is empty`
			: (kind.check(value) ??
				(value.toLowerCase() === kind.notFound.toLowerCase() ? NO_RECORD : undefined));
	return error === undefined ? [cell, ...kind.lookup(value), ''] : [cell, ...kind.failed, error];
}

/** The result CSV of a batch of `operation` whose uploaded file is `upload`. */
export function batchResultCsv(operation: string, upload: Buffer): string {
	const kind = kindOf(operation);
	const [header = [], ...rows] = parseCsv(upload.toString('utf8'));
	const column = header.findIndex((name) => name.trim().toLowerCase() === kind.key);
	const results = rows.map((row) => resultRow(kind, column < 0 ? undefined : (row[column] ?? '')));
	return formatCsv(resultColumns(operation), results);
}
