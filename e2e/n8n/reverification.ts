// examples/scheduled-reverification.json in a real n8n: a Data Table of CUSTOMERS customers made
// over REST (some due, some not; a few revoked, closed, renamed, one whose lookups always fail),
// the example imported with the table picked and its Settings at a small cap, run as the Schedule
// Trigger would start it. Then the same run again (nothing due: no lookup), and on an n8n of its
// own, a run killed in the middle (the n8n process killed once some groups are written), n8n
// started again on the same folder and the flow run again: the groups written before the kill
// are not paid again. Lookups are counted at the emulator: each one answered (200, or 404 "no
// record") is a paid lookup.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { createCustomersTable, onTable } from '../../testbed/realN8n/dataTables';
import { createContext, type N8nContext } from '../lib/n8nContext';
import { DEEPVUE_CREDENTIAL } from '../../testbed/realN8n/exampleCredentials';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import { freePort } from '../../testbed/realN8n/ports';
import { importCredentials, importWorkflows } from '../../testbed/realN8n/imports';
import { n8nEnvironment } from '../../testbed/realN8n/environment';
import { prepareUserFolder } from '../../testbed/realN8n/userFolder';
import { restClient } from '../../testbed/realN8n/restClient';
import { startEmulatorProcess } from '../../testbed/realN8n/emulatorProcess';
import { startN8n } from '../../testbed/realN8n/n8nProcess';

const CUSTOMERS = 60;
/** The cap the test sets: (70 - 10) / 2 lookups = 30 customers a day. */
const CAP = { dailyCap: 70, margin: 10, groupSize: 10 };
const PER_RUN = (CAP.dailyCap - CAP.margin) / 2;
const PAID = /\s(200|404)\s+GET \/v1\/verification\/(mnrl\/verify|upi)\b/;
const ACTIVE = '80000';

interface Customer {
	customer_ref: string;
	mobile: string;
	upi_id: string;
	name: string;
	next_check_at?: string;
	last_verified_at?: string;
	status?: string;
}

const day = 24 * 3600 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

/**
 * The customers: the first 20 never checked (among them 3 revoked numbers, 3 closed UPI accounts,
 * 3 changed names and one number whose lookups always fail), 30 checked more than 30 days ago, 10
 * checked recently (not due).
 */
function customers(): Customer[] {
	return Array.from({ length: CUSTOMERS }, (_, index): Customer => {
		const ref = `C-${String(index + 1).padStart(3, '0')}`;
		const plain = {
			customer_ref: ref,
			mobile: `${ACTIVE}${String(index + 1).padStart(5, '0')}`,
			upi_id: `asha.${index + 1}@okhdfcbank`,
			name: 'Asha Rao',
		};
		if (index < 3) return { ...plain, mobile: `98765${String(index + 1).padStart(5, '0')}` };
		if (index < 6) return { ...plain, upi_id: `closed.${index + 1}@okaxis` };
		if (index < 9) return { ...plain, upi_id: `ravi.${index + 1}@ybl` };
		if (index === 9) return { ...plain, mobile: '9999999990' };
		if (index < 20) return plain;
		if (index < 50)
			return { ...plain, last_verified_at: iso(-40), next_check_at: iso(-10), status: 'ok' };
		return { ...plain, last_verified_at: iso(-5), next_check_at: iso(25), status: 'ok' };
	});
}

/** The example, its tables picked and its Settings at `settings`. */
function exampleFor(tableId: string, settings: Record<string, number>, name: string) {
	const workflow = JSON.parse(
		readFileSync(path.join(PACKAGE_ROOT, 'examples', 'scheduled-reverification.json'), 'utf8'),
	) as {
		name: string;
		nodes: Array<{ name: string; type: string; parameters: Record<string, unknown> }>;
	};
	workflow.name = name;
	for (const node of onTable(workflow, tableId).nodes) {
		if (node.name === 'Settings') {
			const { assignments } = node.parameters.assignments as {
				assignments: Array<{ name: string; value: unknown }>;
			};
			for (const assignment of assignments)
				if (assignment.name in settings) assignment.value = settings[assignment.name];
		}
	}
	return workflow;
}

/** A run of the example: long enough for its groups on a busy machine. */
const RUN_TIMEOUT_MS = 300_000;

const paidSince = (log: string, offset: number) =>
	log
		.slice(offset)
		.split('\n')
		.filter((line) => PAID.test(line)).length;

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	const table = await createCustomersTable(rest, `deepvue_customers_${ctx.line}`, customers());
	await ctx.importWorkflows({
		[`reverify${ctx.line}`]: exampleFor(table.id, CAP, 'Re-verification'),
	});

	// First run: the 20 never checked, then the 10 longest waiting, in groups of 10.
	let offset = ctx.emulator.log().length;
	const first = await ctx.timed(
		're-verification: first run',
		async () =>
			await ctx.untilEnded(await ctx.startManually(`reverify${ctx.line}`), RUN_TIMEOUT_MS),
	);
	const summary = ctx.outputOf(first, 'Summary')[0]?.json;
	await check(
		're-verification: the run succeeded',
		first.status === 'success',
		JSON.stringify(first.data.resultData.error),
	);
	await check(
		`re-verification: the summary counts ${PER_RUN} checked (20 ok, 9 changed, 1 failed) and 20 left for tomorrow`,
		summary?.checked === PER_RUN &&
			summary.ok === 20 &&
			summary.changed === 9 &&
			summary.revoked === 3 &&
			summary.upi_closed === 3 &&
			summary.name_changed === 3 &&
			summary.failed === 1 &&
			summary.left_for_tomorrow === 20,
		JSON.stringify(summary),
	);
	const paid = paidSince(ctx.emulator.log(), offset);
	// 2 lookups a customer; the failing customer's MNRL lookup is never answered.
	await check(
		`re-verification: ${2 * PER_RUN - 1} lookups paid, within the cap of ${CAP.dailyCap - CAP.margin}`,
		paid === 2 * PER_RUN - 1,
		`${paid} paid`,
	);
	const rows = await table.rows();
	const byRef = new Map(rows.map((row) => [row.customer_ref, row]));
	const checked = rows.filter((row) => row.last_checked_at);
	const expectedChecked = customers()
		.slice(0, 50)
		.map((customer) => customer.customer_ref)
		.slice(0, PER_RUN);
	await check(
		're-verification: only due rows were checked, the never-checked first, then the longest waiting',
		JSON.stringify(checked.map((row) => row.customer_ref).sort()) ===
			JSON.stringify(expectedChecked.sort()),
		checked.map((row) => row.customer_ref).join(' '),
	);
	const is = (ref: string, fields: Record<string, unknown>) =>
		Object.entries(fields).every(([key, value]) => byRef.get(ref)?.[key] === value);
	await check(
		're-verification: each row written back with what its lookups found',
		is('C-001', { status: 'changed', mnrl_revoked: true, upi_exists: true, name_match: 'match' }) &&
			is('C-004', { status: 'changed', mnrl_revoked: false, upi_exists: false }) &&
			is('C-007', {
				status: 'changed',
				mnrl_revoked: false,
				upi_exists: true,
				name_match: 'mismatch',
			}) &&
			is('C-010', { status: 'failed', last_verified_at: null }) &&
			/Source Unavailable/.test(String(byRef.get('C-010')?.last_error)) &&
			is('C-011', {
				status: 'ok',
				mnrl_revoked: false,
				upi_exists: true,
				name_match: 'match',
				last_error: null,
			}) &&
			checked
				.filter((row) => row.status !== 'failed')
				.every(
					(row) =>
						row.last_verified_at &&
						new Date(String(row.next_check_at)).getTime() > Date.now() + 28 * day,
				) &&
			is('C-051', { status: 'ok', mnrl_revoked: null, last_checked_at: null }),
		JSON.stringify(
			['C-001', 'C-004', 'C-007', 'C-010', 'C-011', 'C-021', 'C-051'].map((ref) => byRef.get(ref)),
		),
	);

	// The same day again: the rows checked are no longer due, and the cap is used up.
	offset = ctx.emulator.log().length;
	const second = await ctx.timed(
		're-verification: second run',
		async () =>
			await ctx.untilEnded(await ctx.startManually(`reverify${ctx.line}`), RUN_TIMEOUT_MS),
	);
	const again = ctx.outputOf(second, 'Summary')[0]?.json;
	await check(
		're-verification: a second run the same day sends no lookup',
		second.status === 'success' && paidSince(ctx.emulator.log(), offset) === 0,
		ctx.emulator.log().slice(offset),
	);
	await check(
		're-verification: its summary: none checked, 30 checked earlier today, 20 left',
		again?.checked === 0 &&
			again.checked_earlier_today === PER_RUN &&
			again.left_for_tomorrow === 20,
		JSON.stringify(again),
	);

	await ctx.timed(
		're-verification: killed in the middle',
		async () => await killedInTheMiddle(ctx),
	);
}

/**
 * On an n8n of its own (its process is killed): 60 customers never checked, the cap high enough
 * for all, groups of 10, the credential at 4 lookups a second. n8n is killed once 2 groups are in
 * the table, started again on the same folder, and the flow run again.
 */
async function killedInTheMiddle(ctx: N8nContext): Promise<void> {
	const { check, installation } = ctx;
	const GROUP = 10;
	const userFolder = prepareUserFolder();
	const emulator = await startEmulatorProcess();
	const env = n8nEnvironment(installation, userFolder, await freePort());
	let n8n: Awaited<ReturnType<typeof startN8n>> | undefined;
	try {
		await importCredentials(installation, env, [
			{
				...DEEPVUE_CREDENTIAL,
				type: 'deepvueApi',
				data: {
					baseUrl: emulator.baseUrl,
					clientId: emulator.clientId,
					clientSecret: emulator.clientSecret,
					rateLimitPlan: 'custom',
					requestsPerSecond: 4,
					requestsPerMinute: 0,
					accessToken: '',
				},
			},
		]);
		n8n = await startN8n(installation, env, path.join(userFolder, 'n8n-1.log'));
		let rest = await restClient(n8n.url);
		const plain = Array.from({ length: CUSTOMERS }, (_, index) => ({
			customer_ref: `K-${index + 1}`,
			mobile: `${ACTIVE}${String(index + 1).padStart(5, '0')}`,
			upi_id: `asha.k${index + 1}@okhdfcbank`,
			name: 'Asha Rao',
		}));
		const table = await createCustomersTable(rest, 'deepvue_customers', plain);
		await importWorkflows(installation, env, {
			reverifyKill: exampleFor(
				table.id,
				{ dailyCap: 1000, margin: 100, groupSize: GROUP },
				'Re-verification, killed',
			),
		});
		const written = async () => (await table.rows()).filter((row) => row.last_checked_at).length;

		await createContext({
			installation,
			env,
			n8n,
			rest,
			emulator,
			check,
			timed: ctx.timed,
		}).startManually('reverifyKill');
		let before = 0;
		for (let waited = 0; waited < 120_000 && (before = await written()) < 2 * GROUP; waited += 200)
			await sleep(200);
		await n8n.crash();
		const paidBeforeKill = paidSince(emulator.log(), 0);
		const keptBeforeKill = await (async () => {
			// Read from the database once n8n is back: the kill may have come between two writes.
			n8n = await startN8n(installation, env, path.join(userFolder, 'n8n-2.log'));
			rest = await restClient(n8n.url);
			return await written();
		})();
		await check(
			`re-verification, killed: n8n killed mid-run (${keptBeforeKill} of ${plain.length} rows written, ${paidBeforeKill} lookups paid)`,
			before >= 2 * GROUP && keptBeforeKill < plain.length,
			`${keptBeforeKill} written`,
		);

		const offset = emulator.log().length;
		const restarted = createContext({
			installation,
			env,
			n8n,
			rest,
			emulator,
			check,
			timed: ctx.timed,
		});
		const rerun = await restarted.untilEnded(
			await restarted.startManually('reverifyKill'),
			RUN_TIMEOUT_MS,
		);
		const paidByRerun = paidSince(emulator.log(), offset);
		const rows = await table.rows();
		const paidTwice = paidBeforeKill + paidByRerun - 2 * plain.length;
		console.log(
			`     killed: ${paidBeforeKill} lookups paid before the kill, ${keptBeforeKill} rows kept, the re-run paid ${paidByRerun}, ${paidTwice} paid twice`,
		);
		await check(
			're-verification, killed: the re-run succeeded and every row is written',
			rerun.status === 'success' && rows.every((row) => row.status === 'ok'),
			rerun.status,
		);
		await check(
			`re-verification, killed: the rows written before the kill are not paid again (re-run paid ${paidByRerun} = 2 x ${plain.length - keptBeforeKill})`,
			paidByRerun === 2 * (plain.length - keptBeforeKill),
			`${paidByRerun}`,
		);
		await check(
			`re-verification, killed: at most one group paid twice (${paidTwice} lookups, a group is ${2 * GROUP})`,
			paidTwice >= 0 && paidTwice <= 2 * GROUP,
			`${paidTwice}`,
		);
	} finally {
		await n8n?.stop();
		await emulator.stop();
		rmSync(userFolder, { recursive: true, force: true });
	}
}
