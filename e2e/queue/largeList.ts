// A check of `npm run test:queue` (e2e/queue.test.ts): one execution of a large list on a
// queue-mode worker, with n8n's default job lock (QUEUE_WORKER_LOCK_DURATION 60 s, renewed every
// 10 s; a job whose lock lapses is failed as stalled and never run again). A webhook starts
// Code (makes the rows) -> Deepvue Get Name with Request Options > Batching as the README's "Large
// lists" recommends it (50 rows every 1 ms), on a credential with the Rate Limit Off against the
// emulator with no limit, so the run is as fast, and the worker as busy, as it can be.
//
// Checks that the execution ran once, on one worker, and succeeded, and that the emulator received
// every row's lookup exactly once. While it runs, the worker's health endpoint is polled: the
// longest wait for an answer is the longest the worker's event loop was held up (the lock is
// renewed on that loop). Prints the figures: time, rows per second, that stall, the worker's peak
// memory. On a loaded 2-core machine the 50,000 rows took about 5 minutes (bench/RESULTS.md,
// "Queue mode"). `runLargeList` without `batching` runs the default settings, for measuring by hand.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { sleep } from 'n8n-workflow';

import type { Check } from '../lib/checks';
import type { Installation } from '../../testbed/realN8n/n8nInstall';
import { hasEnded, listExecutions } from '../../testbed/realN8n/executions';
import type { IpcEmulatorProcess } from '../../testbed/realN8n/emulatorProcess';
import type { N8nProcess } from '../../testbed/realN8n/n8nProcess';
import type { RestClient } from '../../testbed/realN8n/restClient';
import { dataOf, storedRun, type Saved, type SavedWorkflow } from './answers';
import type { Worker } from './services';

/** Rows in the checked execution, and the Batching the README recommends from 5,000 rows. */
export const LARGE_ROWS = 50_000;
export const RECOMMENDED_BATCHING: Batching = { batchSize: 50, batchInterval: 1 };

interface Batching {
	batchSize: number;
	batchInterval: number;
}

const WEBHOOK_PATH = 'deepvue-queue-large-list';
const LOOKUP_PATH = '/v1/mobile-intelligence/mobile-to-name';
// Numbers starting with 8: the bulk flow before this one asked for numbers starting with 9 on the
// same credential, and the workers reuse those answers (Options > Reuse Answers For).
const mobile = (index: number) => `8${String(100_000_000 + index).slice(-9)}`;

function workflow(credential: Saved, batching: Batching | undefined, path: string) {
	return {
		name: `Deepvue queue-mode large list${batching ? ' (Batching)' : ''}`,
		settings: { executionOrder: 'v1' },
		connections: {
			Webhook: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
			Rows: { main: [[{ node: 'Deepvue', type: 'main', index: 0 }]] },
		},
		nodes: [
			{
				id: 'c1',
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: randomUUID(),
				parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
			},
			{
				id: 'c2',
				name: 'Rows',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [220, 0],
				parameters: {
					jsCode:
						"return Array.from({ length: $json.body.rows }, (_, i) => ({ json: { mobile: '8' + String(100000000 + i).slice(-9) } }));",
				},
			},
			{
				id: 'c3',
				name: 'Deepvue',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [440, 0],
				credentials: { deepvueApi: { id: credential.id, name: credential.name } },
				parameters: {
					resource: 'mobileIntelligence',
					operation: 'getName',
					mobileNumber: '={{ $json.mobile }}',
					options: {},
					...(batching ? { requestOptions: { batching: { batch: batching } } } : {}),
				},
			},
		],
	};
}

/** A process's resident memory now (VmRSS), in MB. */
function memoryMb(pid: number | undefined): number {
	const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
	return kb === undefined ? NaN : Number(kb) / 1024;
}

interface Watched {
	stallMs: number;
	peakMb: number;
}

/**
 * Polls a worker's health endpoint one request at a time until stopped, and reads its memory
 * between polls: the longest wait for an answer (ms) and the most memory seen (MB).
 */
function watchWorker(worker: Worker): () => Promise<Watched> {
	let longest = 0;
	let peakMb = memoryMb(worker.process.pid);
	let running = true;
	// Read apart from the polls, which wait as long as the worker is held up.
	const sampler = setInterval(() => {
		if (worker.process.exitCode === null) peakMb = Math.max(peakMb, memoryMb(worker.process.pid));
	}, 250);
	const done = (async () => {
		while (running && worker.process.exitCode === null) {
			const sent = Date.now();
			try {
				await fetch(worker.healthUrl, { signal: AbortSignal.timeout(120_000) });
			} catch {
				// a refused or timed-out poll still measured how long the worker took
			}
			longest = Math.max(longest, Date.now() - sent);
			await sleep(50);
		}
	})();
	return async () => {
		running = false;
		await done;
		clearInterval(sampler);
		return { stallMs: longest, peakMb };
	};
}

const startsOf = (worker: Worker, executionId: string) =>
	(worker.log().match(new RegExp(`started execution ${executionId}\\b`, 'g')) ?? []).length;

/** Why an execution failed, from its stored data. */
async function executionError(
	rest: RestClient,
	installation: Installation,
	id: string,
): Promise<string> {
	return (
		(await storedRun(rest, installation, id)).data.resultData.error?.message ?? 'no error stored'
	);
}

export interface LargeRun {
	rows: number;
	batching: Batching | undefined;
	error: string | undefined;
	executions: Array<{ id: string; status: string }>;
	starts: number;
	worker: number;
	lookups: number;
	failedLookups: number;
	missing: number;
	twice: number;
	seconds: number;
	firstLookupSeconds: number;
	rowsPerSecond: number;
	stallSeconds: number;
	peakMemoryMb: number;
	memoryBeforeMb: number;
	stalledInLog: boolean;
}

interface LargeRunOptions {
	rest: RestClient;
	main: N8nProcess;
	installation: Installation;
	workers: Worker[];
	emulator: IpcEmulatorProcess;
	rows: number;
	batching?: Batching;
	timeoutMs?: number;
}

/**
 * Runs one execution of `rows` rows, with `batching` or at the default settings (undefined), and
 * returns what happened: the execution(s), the emulator's lookups per row, the figures.
 */
export async function runLargeList({
	rest,
	main,
	installation,
	workers,
	emulator,
	rows,
	batching,
	timeoutMs = 30 * 60_000,
}: LargeRunOptions): Promise<LargeRun> {
	const path = `${WEBHOOK_PATH}-${rows}${batching ? '-batching' : ''}`;
	const credential = await dataOf<Saved>(rest, 'POST', '/credentials', {
		name: `Deepvue account, Rate Limit Off (${rows} rows${batching ? ', Batching' : ''})`,
		type: 'deepvueApi',
		data: {
			baseUrl: emulator.baseUrl,
			clientId: 'demo-client-id',
			clientSecret: 'demo-client-secret',
			rateLimitPlan: 'off',
		},
	});
	const created = await dataOf<SavedWorkflow>(rest, 'POST', '/workflows', {
		...workflow(credential, batching, path),
		active: false,
	});
	await rest.call('POST', `/workflows/${created.id}/activate`, { versionId: created.versionId });
	const deadline = Date.now() + 120_000;
	while (
		(await dataOf<{ status: string }>(rest, 'GET', `/workflows/${created.id}/publication-status`))
			.status !== 'published'
	) {
		if (Date.now() > deadline)
			throw new Error('The large-list workflow was not published within 120 s');
		await sleep(500);
	}

	await emulator.call('setConditions', { ratePerSecond: 0, ratePerMinute: 0 });
	await emulator.call('clearLog');
	const watches = workers.map((worker) =>
		worker.process.exitCode === null
			? watchWorker(worker)
			: async () => ({ stallMs: NaN, peakMb: NaN }),
	);
	const logsBefore = [main, ...workers].map((instance) => instance.log().length);
	const memoryBefore = workers.map((worker) =>
		worker.process.exitCode === null ? memoryMb(worker.process.pid) : NaN,
	);
	const started = Date.now();
	const posted = await fetch(`${main.url}/webhook/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ rows }),
	});
	if (!posted.ok) throw new Error(`The webhook answered ${posted.status}: ${await posted.text()}`);

	let executions = await listExecutions(rest, created.id);
	const until = Date.now() + timeoutMs;
	while (!(executions.length > 0 && executions.every(hasEnded)) && Date.now() <= until) {
		await sleep(1000);
		executions = await listExecutions(rest, created.id);
	}
	const watched = await Promise.all(watches.map((stop) => stop()));
	// A worker that lost its lock may still be sending lookups: wait until the emulator hears none.
	let log = await emulator.call('log');
	for (let quiet = 0; quiet < 3;) {
		await sleep(1000);
		const now = await emulator.call('log');
		quiet = now.length === log.length ? quiet + 1 : 0;
		log = now;
	}

	const lookups = log.filter((request) => request.path === LOOKUP_PATH);
	const sent = new Map<string | undefined, number>();
	for (const request of lookups) sent.set(request.mobile, (sent.get(request.mobile) ?? 0) + 1);
	let missing = 0;
	let twice = 0;
	for (let index = 0; index < rows; index++) {
		const count = sent.get(mobile(index)) ?? 0;
		if (count === 0) missing += 1;
		if (count > 1) twice += 1;
	}
	const [execution] = executions;
	const ranOn = execution ? workers.map((worker) => startsOf(worker, execution.id)) : [];
	const stoppedAt = execution?.stoppedAt ? Date.parse(execution.stoppedAt) : NaN;
	const seconds = (stoppedAt - started) / 1000;
	const worker = ranOn.findIndex((count) => count > 0);
	const error =
		execution && execution.status !== 'success'
			? await executionError(rest, installation, execution.id)
			: undefined;
	return {
		rows,
		batching,
		error,
		executions: executions.map((entry) => ({ id: entry.id, status: entry.status })),
		starts: ranOn.reduce((sum, count) => sum + count, 0),
		worker,
		lookups: lookups.length,
		failedLookups: lookups.filter((request) => request.status >= 300).length,
		missing,
		twice,
		seconds,
		firstLookupSeconds: lookups.length ? (lookups[0].at - started) / 1000 : NaN,
		rowsPerSecond: rows / seconds,
		stallSeconds:
			(worker >= 0 ? watched[worker].stallMs : Math.max(...watched.map((entry) => entry.stallMs))) /
			1000,
		peakMemoryMb: worker >= 0 ? watched[worker].peakMb : NaN,
		memoryBeforeMb: worker >= 0 ? memoryBefore[worker] : NaN,
		// n8n logs a job whose lock lapsed as stalled (MaxStalledCountError) on main and on the worker.
		stalledInLog: [main, ...workers].some((instance, index) =>
			/stalled/i.test(instance.log().slice(logsBefore[index])),
		),
	};
}

export function describeLargeRun(run: LargeRun): string {
	const setting = run.batching
		? `Batching ${run.batching.batchSize} rows every ${run.batching.batchInterval} ms`
		: 'default settings (no Batching)';
	return (
		`${run.rows.toLocaleString('en-US')} rows, ${setting}: executions ${run.executions.map((entry) => entry.status).join(', ') || 'none'} ` +
		`(started ${run.starts} time(s), on worker ${run.worker + 1}); ${run.seconds.toFixed(1)} s from the webhook to the execution's end, ` +
		`${run.rowsPerSecond.toFixed(0)} rows/s, first lookup after ${run.firstLookupSeconds.toFixed(1)} s; the worker's longest stall ` +
		`(health check unanswered) ${run.stallSeconds.toFixed(2)} s; its memory at most ${run.peakMemoryMb.toFixed(0)} MB (${run.memoryBeforeMb.toFixed(0)} MB before); ` +
		`${run.lookups} lookups (${run.failedLookups} not 2xx), ${run.missing} rows never sent, ${run.twice} sent more than once` +
		`${run.stalledInLog ? '; a log mentions a stalled job' : ''}${run.error ? `; error: ${run.error}` : ''}`
	);
}

/** The check e2e/queue.test.ts runs: LARGE_ROWS rows with the recommended Batching. */
export async function checkLargeListOnWorker(
	options: Omit<LargeRunOptions, 'rows' | 'batching' | 'timeoutMs'> & { check: Check },
): Promise<void> {
	const { check, ...rest } = options;
	const run = await runLargeList({ ...rest, rows: LARGE_ROWS, batching: RECOMMENDED_BATCHING });
	await check(
		`one execution of ${LARGE_ROWS.toLocaleString('en-US')} rows with Batching ran once, on a worker, with n8n's default job lock, and succeeded`,
		run.executions.length === 1 &&
			run.executions[0].status === 'success' &&
			run.starts === 1 &&
			run.worker >= 0 &&
			!run.stalledInLog,
		describeLargeRun(run),
	);
	await check(
		`every one of the ${LARGE_ROWS.toLocaleString('en-US')} rows was looked up exactly once`,
		run.missing === 0 && run.twice === 0 && run.lookups === LARGE_ROWS && run.failedLookups === 0,
		describeLargeRun(run),
	);
	console.log(
		`\nQueue mode, one large execution: ${describeLargeRun(run)}\n  (Figures from a shared, loaded machine vary.)`,
	);
}
