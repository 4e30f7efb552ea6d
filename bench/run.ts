/**
 * `npm run bench`: measures the built node against the bundled emulator on loopback and prints one
 * table, each row a ratio measured side by side in the same run. The full run also writes the
 * table to bench/RESULTS.md.
 *
 *   npm run bench                    every row (about 20 minutes on 2 cores)
 *   npm run bench -- --rows 1,4      only those rows; RESULTS.md is left as it is, and their lines
 *                                    of its tables are printed to update it by hand
 *   npm run bench -- --rows 7,8 --small   rows 7 and 8 at a tenth of their size, once: to check
 *                                    that they work (figures not comparable; RESULTS.md untouched)
 */
import './lib/userFolder';
import '../testbed/inProcessN8n/environment';

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { captureN8nLogs } from '../testbed/inProcessN8n/transcript';
import { RESULTS_FILE, drawCharts, readResults } from './charts';
import { startBench } from './lib/context';
import type { Bench, Row } from './lib/context';
import { removeUserFolder } from './lib/userFolder';
import { atPlanLimit } from './rows/planLimit';
import { authorizeCalls } from './rows/authorizeCalls';
import { largeLists } from './rows/largeLists';
import { nameMatchTime } from './rows/nameMatchTime';
import { engineOverhead } from './rows/engineOverhead';
import { identityDocuments } from './rows/identityDocuments';
import { pacingVersusBatching, versusHttpRequest } from './rows/httpRequestPeer';
import { packageFigures } from './rows/packageFigures';
import { sharedKey } from './rows/sharedKey';
import { triggerDeliveries } from './rows/triggerDeliveries';
import { uploadMemory } from './rows/uploadMemory';

/** Repetitions per row; the table shows medians. */
const RUNS = {
	names: 5,
	engine: 5,
	planLimit: 3,
	authorize: 3,
	upload: 3,
	loadProcesses: 20,
	trigger: 3,
	peer: 5,
	peerAtLimit: 3,
	sharedKey: 3,
	large: 1,
	largeAtLimit: 1,
	identity: { faceMatch: 9, documents: 5 },
};
/** Sizes of the rows that take one; `--small` shrinks them to check that the rows work. */
const SIZES = {
	names: [1000, 10000, 50000],
	lookups: 2000,
	atLimit: 400,
	large: [1000, 5000, 10000, 18000],
	largeBatched: [1000, 5000, 10000, 25000, 50000],
	largeAtLimit: 2000,
	identity: { photoBytes: 2 * 1024 * 1024, documentBytes: 5 * 1024 * 1024 },
};

const ROWS: Array<{ id: number; label: string; measure: (bench: Bench) => Promise<Row> | Row }> = [
	{ id: 1, label: 'engine overhead', measure: (bench) => engineOverhead(bench, 2000, RUNS.engine) },
	{ id: 2, label: 'at a plan limit', measure: (bench) => atPlanLimit(bench, 400, RUNS.planLimit) },
	{ id: 3, label: 'authorize calls', measure: (bench) => authorizeCalls(bench, RUNS.authorize) },
	{ id: 4, label: 'batch upload memory', measure: (bench) => uploadMemory(bench, RUNS.upload) },
	{ id: 5, label: 'package', measure: () => packageFigures(RUNS.loadProcesses) },
	{ id: 6, label: 'trigger', measure: () => triggerDeliveries(1000, 10, RUNS.trigger) },
	{
		id: 7,
		label: 'against the HTTP Request node',
		measure: (bench) => versusHttpRequest(bench, SIZES.lookups, RUNS.peer),
	},
	{
		id: 8,
		label: 'against the HTTP Request node at a plan limit',
		measure: (bench) => pacingVersusBatching(bench, SIZES.atLimit, RUNS.peerAtLimit),
	},
	{
		id: 9,
		label: 'one key, several processes',
		measure: (bench) => sharedKey(bench, RUNS.sharedKey),
	},
	{
		id: 10,
		label: 'large lists',
		measure: (bench) =>
			largeLists(bench, SIZES.large, SIZES.largeBatched, RUNS.large, {
				rows: SIZES.largeAtLimit,
				perSecond: 50,
				runs: RUNS.largeAtLimit,
			}),
	},
	{ id: 11, label: 'name match', measure: () => nameMatchTime(RUNS.names, SIZES.names) },
	{
		id: 12,
		label: 'identity documents',
		measure: (bench) => identityDocuments(bench, SIZES.identity, RUNS.identity),
	},
];

function selectedRows(args: string[]): Set<number> {
	const index = args.indexOf('--rows');
	const list =
		index >= 0
			? args[index + 1]
			: args.find((arg) => arg.startsWith('--rows='))?.slice('--rows='.length);
	if (list === undefined) return new Set(ROWS.map((row) => row.id));
	return new Set(list.split(',').map(Number));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(rows: Row[]): string {
	return [
		'| Row | Measured (medians) | Ratio | Target | Target met |',
		'|---|---|---|---|---|',
		...rows.map(
			(row) =>
				`| ${cell(row.name)} | ${cell(row.result)} | ${cell(row.ratio)} | ${cell(row.target)} | ${cell(row.met)} |`,
		),
	].join('\n');
}

/** Every row's target and result in a line each, first in RESULTS.md. */
function glance(rows: Row[]): string {
	return [
		'| Row | Target | Result | Met |',
		'|---|---|---|---|',
		...rows.map(
			(row) =>
				`| ${cell(row.name.replace(/:.*$/, ''))} | ${cell(row.target)} | ${cell(row.ratio)} | ${cell(row.met)} |`,
		),
	].join('\n');
}

/** The charts drawn so far, as Markdown images. */
function chartLinks(files: string[]): string {
	return files
		.map((file) => `![${path.basename(file, '.svg')}](${path.relative('bench', file)})`)
		.join('\n');
}

/** RESULTS.md sections written by hand start at this line; a full run keeps them. */
const HAND_WRITTEN = '<!-- Written by hand from here on: npm run bench keeps it. -->';

function handWritten(file: string): string {
	const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
	const at = text.indexOf(HAND_WRITTEN);
	return at >= 0 ? `\n${text.slice(at)}` : '';
}

function revision(): string {
	try {
		return execFileSync('git', ['describe', '--always', '--dirty'], {
			cwd: path.join(__dirname, '..'),
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		}).trim();
	} catch {
		return 'unknown';
	}
}

function machine(seconds: number): string {
	const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
	return (
		`${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}, ${os.platform()} ${os.release()}; ` +
		`${new Date().toISOString().slice(0, 10)}; revision ${revision()}; whole bench ${Math.round(seconds)} s`
	);
}

const HOW_TO_READ = `Each row compares two things measured in the same run on the same machine, so the **Ratio**
column is what to compare between machines and revisions; absolute figures (items per second,
milliseconds) depend on the machine and on what else it is doing. Everything runs on loopback
against the bundled emulator of the Deepvue API, which answers at once: the figures show what the
node and n8n cost, not the API's latency. The emulator, the trigger's webhook server and each
upload run in processes of their own, so a row's CPU and memory figures belong to the side they
are about. Every row is repeated (see the notes) and the table shows medians, with each run's
ratio in brackets where they differ. "Target met" says *no* where a target is missed,
and the section after the table says what was measured to limit it.`;

async function main() {
	const wanted = selectedRows(process.argv.slice(2));
	const small = process.argv.includes('--small');
	if (small) {
		Object.assign(SIZES, {
			names: [1000, 5000],
			lookups: 200,
			atLimit: 40,
			large: [200, 1000],
			largeBatched: [1000],
			largeAtLimit: 200,
			identity: { photoBytes: 256 * 1024, documentBytes: 512 * 1024 },
		});
		Object.assign(RUNS, { peer: 1, peerAtLimit: 1, identity: { faceMatch: 1, documents: 1 } });
	}
	captureN8nLogs();
	const started = performance.now();
	const bench = await startBench();
	const selected = ROWS.filter((candidate) => wanted.has(candidate.id));
	const rows: Row[] = [];
	try {
		for (const row of selected) {
			process.stderr.write(`Row ${row.id}: ${row.label}\n`);
			const rowStarted = performance.now();
			try {
				rows.push(await row.measure(bench));
			} catch (error) {
				// A benchmark reports what it could not measure and goes on with the other rows.
				process.stderr.write(
					`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
				);
				const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
				rows.push({
					name: `${row.id}. ${row.label}`,
					result: `not measured: ${reason}`,
					ratio: '-',
					target: '-',
					met: '-',
					method: 'not measured in this run.',
				});
			}
			process.stderr.write(`  (${((performance.now() - rowStarted) / 1000).toFixed(0)} s)\n`);
		}
	} finally {
		await bench.close();
		removeUserFolder();
	}

	let charts: string[] = [];
	if (!small) {
		// Each row's figures replace its previous ones; the charts are drawn from them all.
		const results = readResults();
		const measured = `${new Date().toISOString().slice(0, 10)}, ${revision()}`;
		// rows[i] is selected[i]'s measurement.
		for (const [index, row] of rows.entries())
			if (row.data) results[String(selected[index].id)] = { measured, data: row.data };
		writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
		charts = drawCharts(results);
		for (const file of charts) console.log(`Drew ${file}`);
	}

	const header = `Machine: ${machine((performance.now() - started) / 1000)}`;
	const missed = rows.filter((row) => row.limits && /\bno\b/.test(row.met));
	const limits = missed.map((row) => `- **${row.name}**: ${row.limits}`).join('\n');
	const output = `${header}\n\n${table(rows)}\n${missed.length ? `\nWhere a target is missed:\n${limits}\n` : ''}`;
	console.log(`\n${output}`);
	const notes = rows.map((row) => `- **${row.name}**: ${row.method}`).join('\n');
	if (wanted.size < ROWS.length) {
		// Some rows only: their lines of RESULTS.md's other tables, to update it by hand.
		console.log(`\nAt a glance:\n${glance(rows)}\n\nHow each row is measured:\n${notes}`);
	}
	if (wanted.size === ROWS.length && !small) {
		const file = path.join(__dirname, 'RESULTS.md');
		const markdown =
			`# Benchmark results\n\n${header}\n\n## At a glance\n\n${glance(rows)}\n\n${chartLinks(charts)}\n\n## How to read\n\n${HOW_TO_READ}\n\n${table(rows)}\n\n` +
			(missed.length ? `## Where a target is missed\n\n${limits}\n\n` : '') +
			`## How each row is measured\n\n${notes}\n\nMeasure again with \`npm run bench\` (\`npm run bench -- --rows 1,4\` for some rows only).\n` +
			handWritten(file);
		writeFileSync(file, markdown);
		console.log('Written to bench/RESULTS.md');
	}
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
