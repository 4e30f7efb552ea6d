// n8n's Data Tables over its REST API (both lines; see docs/real-n8n.md): the tables of
// examples/scheduled-reverification.json, examples/kyc-onboarding.json and
// examples/merchant-onboarding.json, as the real-n8n checks and `npm run dev` make them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../packageIdentity';
import type { RestClient } from './restClient';

/** A column as n8n's REST API creates it. */
export type ColumnType = 'string' | 'number' | 'boolean' | 'date';
export type Columns = ReadonlyArray<readonly [name: string, type: ColumnType]>;

/** The columns the re-verification example reads and writes (its first sticky note lists them). */
export const CUSTOMER_COLUMNS = [
	['customer_ref', 'string'],
	['mobile', 'string'],
	['upi_id', 'string'],
	['name', 'string'],
	['status', 'string'],
	['mnrl_revoked', 'boolean'],
	['upi_exists', 'boolean'],
	['name_match', 'string'],
	['last_error', 'string'],
	['last_checked_at', 'date'],
	['last_verified_at', 'date'],
	['next_check_at', 'date'],
] as const;

/** The name the example's notes give the table. */
export const CUSTOMERS_TABLE = 'deepvue_customers';

export type TableRow = Record<string, unknown> & { id: number };

export interface DataTable {
	id: string;
	/** Every row, read in pages of 50: n8n 1.123 answers at most that many whatever `take` asks. */
	rows: () => Promise<TableRow[]>;
	/** Adds rows, as n8n's REST API does. */
	insert: (rows: object[]) => Promise<void>;
}

async function tablesPath(rest: RestClient): Promise<string> {
	const project = (await rest.call<{ data: { id: string } }>('GET', '/projects/personal')).data;
	return `/projects/${project.id}/data-tables`;
}

function tableOf(rest: RestClient, base: string, id: string): DataTable {
	return {
		id,
		rows: async () => {
			const rows: TableRow[] = [];
			for (;;) {
				const page = (
					await rest.call<{ data: { data: TableRow[] } }>(
						'GET',
						`${base}/${id}/rows?skip=${rows.length}&take=50`,
					)
				).data.data;
				rows.push(...page);
				if (page.length < 50) return rows;
			}
		},
		insert: async (rows) => {
			await rest.call('POST', `${base}/${id}/insert`, { data: rows, returnType: 'all' });
		},
	};
}

/** A new table of the owner's project with `columns`, and `rows` in it. */
export async function createTable(
	rest: RestClient,
	name: string,
	columns: Columns,
	rows: object[] = [],
): Promise<DataTable> {
	const base = await tablesPath(rest);
	const table = (
		await rest.call<{ data: { id: string } }>('POST', base, {
			name,
			columns: columns.map(([column, type]) => ({ name: column, type })),
		})
	).data;
	const created = tableOf(rest, base, table.id);
	if (rows.length) await created.insert(rows);
	return created;
}

/** A new table of the owner's project with the customer columns, and `rows` in it. */
export const createCustomersTable = (
	rest: RestClient,
	name: string,
	rows: object[],
): Promise<DataTable> => createTable(rest, name, CUSTOMER_COLUMNS, rows);

/** Every table of the owner's project, with its name. */
export async function listTables(rest: RestClient): Promise<Array<DataTable & { name: string }>> {
	const base = await tablesPath(rest);
	const { data } = await rest.call<{ data: { data: Array<{ id: string; name: string }> } }>(
		'GET',
		base,
	);
	return data.data.map((table) => ({ ...tableOf(rest, base, table.id), name: table.name }));
}

/** The owner's table named `name`, if there is one. */
export async function findTable(rest: RestClient, name: string): Promise<DataTable | undefined> {
	return (await listTables(rest)).find((table) => table.name === name);
}

interface WorkflowWithTables {
	nodes: Array<{ name?: string; type: string; parameters?: Record<string, unknown> }>;
}

/** The workflow with every Data Table node on the table `tableId` (the example leaves it to pick). */
export function onTable<T extends WorkflowWithTables>(workflow: T, tableId: string): T {
	return onTables(workflow, () => tableId);
}

/** The workflow with each Data Table node on the table `tableOf` names for it. */
export function onTables<T extends WorkflowWithTables>(
	workflow: T,
	tableOf: (node: T['nodes'][number]) => string,
): T {
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-base.dataTable')
			node.parameters = {
				...node.parameters,
				dataTableId: { __rl: true, mode: 'id', value: tableOf(node) },
			};
	}
	return workflow;
}

/**
 * Customers to try the re-verification example on against the emulator (`npm run dev`): never
 * checked, so all due; one number on the MNRL (the emulator's numbers not starting 80000 are),
 * one closed UPI account (a handle starting "closed"), one name the bank no longer has.
 */
export const SAMPLE_CUSTOMERS = [
	{ customer_ref: 'C-001', mobile: '8000000001', upi_id: 'asha.rao@okhdfcbank', name: 'Asha Rao' },
	{ customer_ref: 'C-002', mobile: '8000000002', upi_id: 'asha.r@okicici', name: 'Asha Rao' },
	{ customer_ref: 'C-003', mobile: '9876500003', upi_id: 'asha.3@okaxis', name: 'Asha Rao' },
	{ customer_ref: 'C-004', mobile: '8000000004', upi_id: 'closed.4@okaxis', name: 'Asha Rao' },
	{ customer_ref: 'C-005', mobile: '8000000005', upi_id: 'ravi.5@ybl', name: 'Asha Rao' },
];

/** The table `npm run dev` gives the re-verification example: the one named as its notes say, made with the sample customers when missing. */
export async function customersTable(rest: RestClient): Promise<DataTable> {
	return (
		(await findTable(rest, CUSTOMERS_TABLE)) ??
		(await createCustomersTable(rest, CUSTOMERS_TABLE, SAMPLE_CUSTOMERS))
	);
}

/** The name the KYC onboarding example's notes give its consent table. */
export const KYC_CONSENTS_TABLE = 'kyc_consents';
/** The name the two form examples' notes give the table of their limits log. */
export const FORM_LIMITS_TABLE = 'deepvue_form_limits';

interface MapperColumn {
	id: string;
	type: string;
}

const examplesFile = (file: string) =>
	JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8')) as WorkflowWithTables;

/** The columns a Data Table node of an example writes (a resource mapper's `dateTime` is a table's `date`). */
export function exampleTableColumns(file: string, nodeName: string): Columns {
	const node = examplesFile(file).nodes.find((candidate) => candidate.name === nodeName);
	const schema = (node?.parameters?.columns as { schema?: MapperColumn[] } | undefined)?.schema;
	if (!schema?.length) throw new Error(`${file} has no columns in ${nodeName}`);
	return schema.map(({ id, type }) => [id, type === 'dateTime' ? 'date' : (type as ColumnType)]);
}

/**
 * The columns of the KYC onboarding example's consent table: those its Consent Given node writes
 * and those its Decision Record node completes, read from the example itself.
 */
export function kycConsentColumns(): Columns {
	const given = exampleTableColumns('kyc-onboarding.json', 'Consent Given');
	const decided = exampleTableColumns('kyc-onboarding.json', 'Decision Record');
	return [...given, ...decided.filter(([name]) => !given.some(([known]) => known === name))];
}

/** The columns of the limits log both form examples write (their Log Ticket node's). */
export const formLimitsColumns = (): Columns =>
	exampleTableColumns('onboarding-form.json', 'Log Ticket (Data Table)');

/** Whether a Data Table node of the KYC example is on its consent table (else on the limits log). */
export const isConsentNode = (node: { parameters?: Record<string, unknown> }): boolean =>
	/application_id|retain_until/.test(JSON.stringify(node.parameters ?? {}));

/** The table `npm run dev` gives the KYC onboarding example: the one named as its notes say, made when missing. */
export async function kycConsentsTable(rest: RestClient): Promise<DataTable> {
	return (
		(await findTable(rest, KYC_CONSENTS_TABLE)) ??
		(await createTable(rest, KYC_CONSENTS_TABLE, kycConsentColumns()))
	);
}

/** The name the merchant onboarding example's notes give its KYB record table. */
export const KYB_RECORDS_TABLE = 'kyb_records';

/** The table `npm run dev` gives the merchant onboarding example: the one named as its notes say, made when missing. */
export async function kybRecordsTable(rest: RestClient): Promise<DataTable> {
	return (
		(await findTable(rest, KYB_RECORDS_TABLE)) ??
		(await createTable(
			rest,
			KYB_RECORDS_TABLE,
			exampleTableColumns('merchant-onboarding.json', 'KYB Record'),
		))
	);
}

/** The limits table `npm run dev` gives the two forms: the one named as their notes say, made when missing. */
export async function formLimitsTable(rest: RestClient): Promise<DataTable> {
	return (
		(await findTable(rest, FORM_LIMITS_TABLE)) ??
		(await createTable(rest, FORM_LIMITS_TABLE, formLimitsColumns()))
	);
}
