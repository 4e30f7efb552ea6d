// `npm run test:queue`: the package in a real n8n 2.x in queue mode, main + 2 workers, with Redis and
// Postgres as n8n's docs set them up, running a bulk flow against the API emulator enforcing the
// Growth plan (5/s, 500/min) for the key that every worker uses.
//
//   1. installs Debian's redis-server and postgresql when missing (apt-get), and starts both on
//      127.0.0.1 in a temporary folder (Postgres as the `postgres` user: it refuses to run as root);
//   2. starts n8n main and 2 workers (`n8n worker`), each with the packed package in its own user
//      folder, sharing the database, Redis and the encryption key;
//   3. creates a credential on the Growth plan, saying that 2 processes use the client ID (as the
//      docs advise for queue mode), and a workflow Webhook -> Split Out -> Deepvue Get
//      Name, activates it, and posts 4 webhooks of 100 mobile numbers at once: main queues the
//      executions, the workers run them;
//   4. checks that every item was answered exactly once (none lost, none twice), that there was
//      at most one authorization per worker, that the token was shared through the credential,
//      and prints the figures (429 share, time against the ideal);
//   5. the Deepvue Trigger on workers (e2e/queue/trigger.ts), DigiLocker through a Wait node's
//      resume URL (e2e/queue/digilocker.ts), the KYC onboarding template with its limits in Redis,
//      and both form templates' limits across the workers (e2e/queue/kycOnboarding.ts), Aadhaar
//      eKYC and a search of Postgres, Redis and the
//      logs for Aadhaar numbers (e2e/queue/kycNoLeaks.ts), one large list on a worker (e2e/queue/largeList.ts)
//      and a manual upload across workers (e2e/queue/manualUpload.ts);
//   6. stops everything it started, by PID (Postgres through pg_ctl on its own data folder).
//
//   node --require ts-node/register/transpile-only --test-reporter=spec e2e/queue.test.ts [--shared-key-runs N] [--step WORDS[,WORDS...]]
//
// --step runs, after the start, only the steps whose names contain one of the words (`--step form`:
// the form templates), as `npm run test:n8n -- --check` does for its modules.
//
// Each check is a subtest of its step (e2e/lib/checks.ts); the runner exits non-zero when one fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';

import { sleep } from 'n8n-workflow';

import type { LoggedRequest } from '../testbed/emulator/commands';
import { checksIn } from './lib/checks';
import { flagValue } from '../testbed/realN8n/flags';
import { outputOf } from './lib/n8nContext';
import { ensureN8n, type Installation } from '../testbed/realN8n/n8nInstall';
import { freePort } from '../testbed/realN8n/ports';
import { hasEnded, listExecutions, type ExecutionSummary } from '../testbed/realN8n/executions';
import { n8nEnvironment, type N8nEnv } from '../testbed/realN8n/environment';
import { prepareUserFolder } from '../testbed/realN8n/userFolder';
import { restClient, type RestClient } from '../testbed/realN8n/restClient';
import { startEmulatorProcess, type IpcEmulatorProcess } from '../testbed/realN8n/emulatorProcess';
import { startN8n, type N8nProcess } from '../testbed/realN8n/n8nProcess';
import { dataOf, storedRun, type Saved, type SavedWorkflow } from './queue/answers';
import { checkDigilockerOnWorkers } from './queue/digilocker';
import { checkKycOnboardingOnWorkers } from './queue/kycOnboarding';
import { checkNoAadhaarOnWorkers } from './queue/kycNoLeaks';
import { checkLargeListOnWorker } from './queue/largeList';
import { checkManualUploadAcrossWorkers } from './queue/manualUpload';
import {
	installDebianPackages,
	startPostgres,
	startRedis,
	startWorker,
	waitFor,
	type Cleanup,
	type Worker,
} from './queue/services';
import { checkTriggerOnWorkers } from './queue/trigger';
import { DEEPVUE_ACCOUNT } from '../testbed/packageIdentity';

const N8N_LINE = '2';
const WORKERS = 2;
const EXECUTIONS = 4;
const ITEMS_EACH = 100;
const PLAN = { name: 'growth', perSecond: 5, perMinute: 500 };
const WEBHOOK_PATH = 'deepvue-queue-check';
const LOOKUP_PATH = '/v1/mobile-intelligence/mobile-to-name';
// `--shared-key-runs N`: after the first checks, measure the shared key N times more, told and not, and stop.
const SHARED_KEY_RUNS = Number(flagValue('shared-key-runs', '0'));
const STEPS = flagValue('step')?.split(',');
/** Whether the step named `name` runs: every step, unless --step names others. */
const wanted = (name: string) => !STEPS || STEPS.some((words) => name.includes(words));

/** Everything started here, stopped in reverse order whatever happens. */
const cleanups: Cleanup[] = [];
async function cleanUp(): Promise<void> {
	for (const cleanup of cleanups.splice(0).reverse())
		await cleanup().catch((error: unknown) =>
			console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`),
		);
}

const mobile = (index: number) => `9${String(100_000_000 + index).slice(-9)}`;

function workflow(credential: Saved) {
	return {
		name: 'Deepvue queue-mode check',
		settings: { executionOrder: 'v1' },
		connections: {
			Webhook: { main: [[{ node: 'Split Out', type: 'main', index: 0 }]] },
			'Split Out': { main: [[{ node: 'Deepvue', type: 'main', index: 0 }]] },
		},
		nodes: [
			{
				id: 'a1',
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: 'c0ffee00-0000-4000-8000-000000000001',
				parameters: {
					httpMethod: 'POST',
					path: WEBHOOK_PATH,
					responseMode: 'onReceived',
					options: {},
				},
			},
			{
				id: 'a2',
				name: 'Split Out',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				position: [220, 0],
				parameters: { fieldToSplitOut: 'body.items', options: {} },
			},
			{
				id: 'a3',
				name: 'Deepvue',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [440, 0],
				onError: 'continueRegularOutput',
				credentials: { deepvueApi: { id: credential.id, name: credential.name } },
				parameters: {
					resource: 'mobileIntelligence',
					operation: 'getName',
					mobileNumber: '={{ $json.mobile }}',
					options: {},
				},
			},
		],
	};
}

/** The distinct errors on the Deepvue node's output items, to say why items were lost. */
async function itemErrors(
	rest: RestClient,
	installation: Installation,
	executions: ExecutionSummary[],
): Promise<string> {
	const errors = new Map<string, number>();
	for (const { id } of executions) {
		for (const item of outputOf(await storedRun(rest, installation, id), 'Deepvue')) {
			const error = item.json?.error;
			if (error !== undefined) errors.set(String(error), (errors.get(String(error)) ?? 0) + 1);
		}
	}
	return (
		[...errors].map(([message, count]) => `${count} x ${message}`).join('; ') || 'no item errors'
	);
}

/** The Deepvue credential of the runs: the emulator's demo client on the plan, saying `processes` use it. */
const credentialData = (emulator: IpcEmulatorProcess, processes: number) => ({
	baseUrl: emulator.baseUrl,
	clientId: 'demo-client-id',
	clientSecret: 'demo-client-secret',
	rateLimitPlan: PLAN.name,
	processes,
});

/** Posts `count` webhooks of `size` distinct numbers each, from number `from` on, at once. */
function postWebhooks(
	main: N8nProcess,
	count: number,
	size: number,
	from: number,
): Promise<Response[]> {
	return Promise.all(
		Array.from({ length: count }, (_, execution) =>
			fetch(`${main.url}/webhook/${WEBHOOK_PATH}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					items: Array.from({ length: size }, (_, index) => ({
						mobile: mobile(from + execution * size + index),
					})),
				}),
			}),
		),
	);
}

interface SharedKeyRun {
	accepted: boolean;
	statuses: string;
	total: number;
	executions: ExecutionSummary[];
	log: LoggedRequest[];
	lookups: LoggedRequest[];
	limited: number;
	lost: string[];
	twice: string[];
	seconds: number;
	firstLookupSeconds: number;
	lookupSpanSeconds: number;
	timeline: Array<{ id: string; start: number; end: number }>;
}

interface Setup {
	installation: Installation;
	rest: RestClient;
	emulator: IpcEmulatorProcess;
	main: N8nProcess;
	mainEnv: N8nEnv;
	workers: Worker[];
	/** Where Postgres and Redis listen, on 127.0.0.1. */
	services: { postgresPort: number; redisPort: number };
}

/**
 * One measurement of the shared key: posts EXECUTIONS webhooks of ITEMS_EACH distinct numbers
 * (from number `from` on) at once against the emulator enforcing the plan (its limits reset),
 * and waits until their executions end.
 */
async function sharedKeyRun(
	{ rest, emulator, main }: Setup,
	workflowId: string,
	from: number,
): Promise<SharedKeyRun> {
	await emulator.call('setConditions', {
		ratePerSecond: PLAN.perSecond,
		ratePerMinute: PLAN.perMinute,
	});
	await emulator.call('clearLog');
	const before = new Set((await listExecutions(rest, workflowId)).map((execution) => execution.id));
	const total = EXECUTIONS * ITEMS_EACH;
	const started = Date.now();
	const posted = await postWebhooks(main, EXECUTIONS, ITEMS_EACH, from);

	// Done when every execution has finished (the executions list is in Postgres, written by the workers).
	let executions: ExecutionSummary[] = [];
	await waitFor(
		'The executions did not finish',
		async () => {
			executions = (await listExecutions(rest, workflowId)).filter(
				(execution) => !before.has(execution.id),
			);
			return executions.length >= EXECUTIONS && executions.every(hasEnded);
		},
		20 * 60_000,
	);
	// Each execution's start and end, from the webhooks on, to tell a late start from a slow run.
	const timeline = executions
		.map((execution) => ({
			id: execution.id,
			start: (Date.parse(execution.startedAt ?? '') - started) / 1000,
			end: (Date.parse(execution.stoppedAt ?? '') - started) / 1000,
		}))
		.sort((a, b) => a.start - b.start);
	const log = await emulator.call('log');
	const lookups = log.filter((request) => request.path === LOOKUP_PATH);
	const answered = new Map<string | undefined, number>();
	for (const request of lookups)
		if (request.status === 200)
			answered.set(request.mobile, (answered.get(request.mobile) ?? 0) + 1);
	const expected = Array.from({ length: total }, (_, index) => mobile(from + index));
	const times = lookups.map((request) => request.at);
	return {
		accepted: posted.every((response) => response.ok),
		statuses: posted.map((response) => response.status).join(', '),
		total,
		executions,
		log,
		lookups,
		limited: lookups.filter((request) => request.status === 429).length,
		lost: expected.filter((number) => !answered.has(number)),
		twice: expected.filter((number) => (answered.get(number) ?? 0) > 1),
		seconds: Math.max(...timeline.map(({ end }) => end)),
		firstLookupSeconds: (Math.min(...times) - started) / 1000,
		lookupSpanSeconds: (Math.max(...times) - Math.min(...times)) / 1000,
		timeline,
	};
}

/** Which worker (1, 2...) ran an execution, from the line each worker logs when it starts one. */
function workerOfExecution(workers: Worker[]): (id: string) => string {
	const logs = workers.map((worker) => worker.log());
	return (id) =>
		String(
			logs.findIndex((log) => new RegExp(`started execution ${id} `, 'i').test(log)) + 1 || '?',
		);
}

/** A run's figures: time against the ideal, 429 share, lost and repeated items. */
function sharedKeyFigures(
	run: SharedKeyRun,
	processes: number,
	workerOf: (id: string) => string,
): string {
	const ideal = (run.total - 1) / PLAN.perSecond;
	const ends = run.timeline.map(({ end }) => end);
	return (
		`Queue mode, ${WORKERS} workers (Processes Using This Client ID: ${processes}), ${PLAN.name} plan enforced (${PLAN.perSecond}/s, ${PLAN.perMinute}/min), ${EXECUTIONS} x ${ITEMS_EACH} items:\n` +
		`  ${run.seconds.toFixed(1)} s from the webhooks to the last execution's end = ${(run.seconds / ideal).toFixed(2)}x the ideal ${ideal.toFixed(1)} s ` +
		`(first lookup after ${run.firstLookupSeconds.toFixed(1)} s; first to last lookup ${(run.lookupSpanSeconds / ideal).toFixed(2)}x; executions ended ${(Math.max(...ends) - Math.min(...ends)).toFixed(1)} s apart)\n` +
		`  ${run.lookups.length} lookups, ${run.limited} answered 429 (${((run.limited / run.lookups.length) * 100).toFixed(1)}%), ${run.lost.length} items lost, ${run.twice.length} answered twice\n` +
		`  executions (started - ended, seconds from the webhooks): ${run.timeline.map(({ id, start, end }) => `${id} on worker ${workerOf(id)} ${start.toFixed(1)} - ${end.toFixed(1)}`).join('; ')}`
	);
}

/**
 * `--shared-key-runs N`: the shared-key measurement N times more with the credential saying 2
 * processes and N times saying 1, alternately, after a pause that lets each worker's pacing forget
 * the run before (it starts afresh after 30 s without requests); prints each run and the medians.
 */
async function repeatSharedKeyRuns(
	setup: Setup,
	workflowId: string,
	credential: Saved,
	from: number,
): Promise<void> {
	const { rest, emulator, workers } = setup;
	const runs = new Map<number, SharedKeyRun[]>([
		[WORKERS, []],
		[1, []],
	]);
	let next = from;
	for (let run = 0; run < SHARED_KEY_RUNS; run++) {
		for (const processes of [WORKERS, 1]) {
			await rest.call('PATCH', `/credentials/${credential.id}`, {
				name: credential.name,
				type: 'deepvueApi',
				data: credentialData(emulator, processes),
			});
			await sleep(35_000);
			const measured = await sharedKeyRun(setup, workflowId, next);
			next += measured.total;
			runs.get(processes)?.push(measured);
			console.log(
				`\nRun ${run + 1} of ${SHARED_KEY_RUNS}: ${sharedKeyFigures(measured, processes, workerOfExecution(workers))}`,
			);
		}
	}
	const median = (values: number[]) =>
		[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
	for (const processes of [WORKERS, 1]) {
		const made = runs.get(processes) ?? [];
		const ideal = (made[0].total - 1) / PLAN.perSecond;
		console.log(
			`\nProcesses ${processes}, ${made.length} runs: median ${(median(made.map((run) => run.seconds)) / ideal).toFixed(2)}x the ideal from the webhooks ` +
				`(runs ${made.map((run) => (run.seconds / ideal).toFixed(2)).join(', ')}), ` +
				`429s ${(median(made.map((run) => run.limited / run.lookups.length)) * 100).toFixed(1)}% (runs ${made.map((run) => ((run.limited / run.lookups.length) * 100).toFixed(1)).join(', ')}%), ` +
				`lost ${made.reduce((sum, run) => sum + run.lost.length, 0)}, answered twice ${made.reduce((sum, run) => sum + run.twice.length, 0)}`,
		);
	}
}

/** Redis, Postgres, the emulator, n8n main and the workers, all registered in `cleanups`. */
async function startQueueMode(t: TestContext): Promise<Setup> {
	installDebianPackages();
	const installation = await ensureN8n({ line: N8N_LINE });
	const folder = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-queue-'));
	cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
	const services = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-queue-services-'));
	cleanups.push(async () => rmSync(services, { recursive: true, force: true }));
	const redis = await startRedis(services, cleanups);
	const postgres = await startPostgres(services, cleanups);
	// Driven over IPC: each run sets the plan's limits and reads the emulator's request log.
	const emulator = await startEmulatorProcess({ ipc: true });
	cleanups.push(() => emulator.stop());
	console.log(
		`Redis on 127.0.0.1:${redis.port}, Postgres on 127.0.0.1:${postgres.port}, emulator at ${emulator.baseUrl}`,
	);

	const encryptionKey = randomBytes(24).toString('hex');
	const environment = async (role: 'main' | 'worker'): Promise<N8nEnv> => {
		const userFolder = prepareUserFolder();
		cleanups.push(async () => rmSync(userFolder, { recursive: true, force: true }));
		return {
			...n8nEnvironment(installation, userFolder, await freePort()),
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redis.port),
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(postgres.port),
			DB_POSTGRESDB_DATABASE: 'n8n',
			DB_POSTGRESDB_USER: 'postgres',
			DB_POSTGRESDB_PASSWORD: '',
			N8N_ENCRYPTION_KEY: encryptionKey,
			// 2.x always starts a task broker; each process needs a port of its own.
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: String(await freePort()),
			N8N_LOG_LEVEL: role === 'main' ? 'info' : 'debug',
			// n8n 3's queue mode, adopted early: manual runs on workers, files in the database.
			OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
			N8N_DEFAULT_BINARY_DATA_MODE: 'database',
		};
	};

	const mainEnv = await environment('main');
	// The first start on an empty Postgres runs every migration: minutes on a busy machine.
	const main = await startN8n(installation, mainEnv, path.join(folder, 'main.log'), {
		timeoutMs: 600_000,
	});
	cleanups.push(() => main.stop());
	console.log(`n8n ${installation.version} main up after ${main.startSeconds.toFixed(0)} s`);
	const environments: N8nEnv[] = [];
	// As n8n's docs set queue mode up: one public address on every process. A worker makes the
	// executions' resume URLs ($execution.resumeUrl) from it, and those must reach main.
	for (let index = 0; index < WORKERS; index++)
		environments.push({ ...(await environment('worker')), WEBHOOK_URL: mainEnv.WEBHOOK_URL });
	const workers = await Promise.all(
		environments.map((env, index) =>
			startWorker(installation, env, path.join(folder, `worker-${index + 1}.log`), cleanups),
		),
	);
	await checksIn(t)(
		`n8n ${installation.version} main and ${WORKERS} workers started in queue mode`,
		true,
	);
	return {
		installation,
		rest: await restClient(main.url),
		emulator,
		main,
		mainEnv,
		workers,
		services: { postgresPort: postgres.port, redisPort: redis.port },
	};
}

/** The bulk flow on the shared key: its checks, its figures, and the credential and workflow it made. */
async function checkSharedKey(
	t: TestContext,
	setup: Setup,
): Promise<{ credential: Saved; stop: boolean }> {
	const check = checksIn(t);
	const { rest, emulator, main, workers, installation } = setup;
	const credential = await dataOf<Saved>(rest, 'POST', '/credentials', {
		name: DEEPVUE_ACCOUNT,
		type: 'deepvueApi',
		data: credentialData(emulator, WORKERS),
	});
	const created = await dataOf<SavedWorkflow>(rest, 'POST', '/workflows', {
		...workflow(credential),
		active: false,
	});
	// 2.x queues the publication and applies it when it next polls (every 15 s by default).
	await rest.call('POST', `/workflows/${created.id}/activate`, { versionId: created.versionId });
	await waitFor(
		'The workflow was not published',
		async () =>
			(await dataOf<{ status: string }>(rest, 'GET', `/workflows/${created.id}/publication-status`))
				.status === 'published',
		120_000,
	);

	const first = await sharedKeyRun(setup, created.id, 0);
	const { executions, lookups, lost, twice, total } = first;
	await check(`main accepted the ${EXECUTIONS} webhook calls`, first.accepted, first.statuses);
	await check(
		`${EXECUTIONS} executions finished successfully`,
		executions.length === EXECUTIONS &&
			executions.every((execution) => execution.status === 'success'),
		executions.map((execution) => execution.status).join(', '),
	);
	await check(
		`every one of the ${total} items was answered (none lost)`,
		lost.length === 0,
		`${lost.length} lost; ${await itemErrors(rest, installation, executions)}`,
	);
	await check(
		'no item was answered twice',
		twice.length === 0,
		`${twice.length} answered more than once`,
	);

	const ran = workers.map((worker) => (worker.log().match(/started execution/gi) ?? []).length);
	await check(
		'both workers ran executions',
		ran.every((count) => count > 0),
		`executions per worker: ${ran.join(', ')}`,
	);
	const authorizations = first.log.filter((request) => request.path === '/v1/authorize').length;
	await check(
		`at most one authorization per worker (${authorizations})`,
		authorizations >= 1 && authorizations <= WORKERS,
	);
	const tokens = new Set(lookups.map((request) => request.tokenHash));

	// Executions that start once a token is stored in the credential (in Postgres) send it,
	// whichever worker runs them, without authorizing again.
	await emulator.call('clearLog');
	const more = await postWebhooks(main, WORKERS * 2, 5, total);
	await waitFor(
		'The later executions did not finish',
		async () => {
			const all = await listExecutions(rest, created.id);
			return all.length >= EXECUTIONS + more.length && all.every(hasEnded);
		},
		10 * 60_000,
	);
	const later = await emulator.call('log');
	const laterTokens = new Set(
		later.filter((request) => request.path === LOOKUP_PATH).map((request) => request.tokenHash),
	);
	const laterAuthorizations = later.filter((request) => request.path === '/v1/authorize').length;
	await check(
		'later executions on both workers send the token stored in the credential, without authorizing',
		laterAuthorizations === 0 && laterTokens.size === 1,
		`${laterAuthorizations} authorizations, ${laterTokens.size} tokens`,
	);

	console.log(
		`\n${sharedKeyFigures(first, WORKERS, workerOfExecution(workers))}\n  executions per worker: ${ran.join(', ')}; authorizations: ${authorizations}; tokens used: ${tokens.size}\n` +
			'  (Figures from a shared, loaded machine vary; `--shared-key-runs N` measures the same setup repeatedly.)',
	);
	if (SHARED_KEY_RUNS > 0)
		await repeatSharedKeyRuns(setup, created.id, credential, total + WORKERS * 2 * 5);
	return { credential, stop: SHARED_KEY_RUNS > 0 };
}

/** Runs a step as a subtest (when --step does not leave it out); resolves with what it returned, or undefined when it failed or did not run. */
async function step<T>(
	t: TestContext,
	name: string,
	action: (t: TestContext) => Promise<T>,
): Promise<T | undefined> {
	let result: T | undefined;
	if (!wanted(name)) return result;
	await t.test(name, async (st) => {
		result = await action(st);
	});
	return result;
}

test(`n8n line ${N8N_LINE} in queue mode, main and ${WORKERS} workers`, async (t) => {
	try {
		let setup: Setup | undefined;
		await t.test('start Redis, Postgres, the emulator, n8n main and the workers', async (st) => {
			setup = await startQueueMode(st);
		});
		if (!setup) return;
		const { installation, rest, emulator, main, mainEnv, workers, services } = setup;
		const started = setup;
		const sharedKey = await step(t, 'a bulk flow on the shared key', (st) =>
			checkSharedKey(st, started),
		);
		if (sharedKey?.stop || (!sharedKey && wanted('a bulk flow on the shared key'))) return;
		const onMain = (st: TestContext) => ({
			installation,
			env: mainEnv,
			main,
			rest,
			workers,
			check: checksIn(st),
		});
		await step(t, 'the Deepvue Trigger on workers', (st) => checkTriggerOnWorkers(onMain(st)));
		await step(t, "DigiLocker through a Wait node's resume URL", (st) =>
			checkDigilockerOnWorkers(onMain(st)),
		);
		await step(t, "the form templates: KYC onboarding, and both forms' limits", (st) =>
			checkKycOnboardingOnWorkers(onMain(st), services.redisPort),
		);
		// Before the large list: it searches every execution stored.
		await step(t, 'Aadhaar numbers never leak', (st) =>
			checkNoAadhaarOnWorkers(onMain(st), services),
		);
		await step(t, 'a large list on a worker', (st) =>
			checkLargeListOnWorker({ rest, main, installation, workers, emulator, check: checksIn(st) }),
		);
		// Last: it stops a worker. It uses the shared key's credential.
		if (sharedKey)
			await step(t, 'a manual upload across workers', (st) =>
				checkManualUploadAcrossWorkers({
					rest,
					installation,
					workers,
					emulator,
					credential: sharedKey.credential,
					check: checksIn(st),
				}),
			);
	} finally {
		await cleanUp();
	}
});

// Stopped from outside: stop what was started first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		console.log(`${signal}: stopping what this test started`);
		void cleanUp().finally(() => process.exit(1));
	});
}
