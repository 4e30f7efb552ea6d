// A throwaway n8n instance with this package installed, and the API emulator next to it.
//
// The package is packed with `npm pack` and unpacked into <user folder>/.n8n/nodes/node_modules,
// the folder where n8n's Settings > Community Nodes installs packages and from where n8n loads
// every `n8n-nodes-*` package at start. So n8n loads exactly what npm would publish, under the
// node type names users get (`n8n-nodes-deepvue.deepvue`), and the package resolves n8n-workflow
// from n8n itself, as it does when installed. (A package in .n8n/custom/ is loaded under the
// prefix `CUSTOM.` instead, so workflow files written for the published package would not match.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { emulatorCommands } from '../../testbed/emulator/commands';
import { run, type Installation } from './n8nInstall';

export const ROOT = path.resolve(__dirname, '..', '..');
export const PACKAGE_NAME = 'n8n-nodes-deepvue';
/** The Deepvue credential the tests and `npm run dev` give every Deepvue node of an example. */
export const CREDENTIAL_ID = 'deepvueCredential';
export const DEEPVUE_CREDENTIAL = { id: CREDENTIAL_ID, name: 'Deepvue account' };
/** The webhook secret credential they give every Deepvue Trigger of an example. */
export const WEBHOOK_SECRET_CREDENTIAL = { id: 'deepvueWebhookSecret', name: 'Deepvue webhook secret' };

export interface User {
	email: string;
	firstName: string;
	lastName: string;
	password: string;
}
export const OWNER: User = { email: 'owner@example.com', firstName: 'Test', lastName: 'Owner', password: 'Deepvue-e2e-1' };

/** Whether `port` can be listened on at 127.0.0.1 right now. */
export function canListen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = createServer();
		server.unref();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/**
 * A port for a server n8n starts later. Taken below Linux's ephemeral range (32768 and up), which
 * the system hands out to outgoing connections: on a busy machine one of those could take the port
 * between this check and n8n's start.
 */
export async function freePort(): Promise<number> {
	for (let tries = 0; tries < 200; tries++) {
		const port = 20_000 + Math.floor(Math.random() * 12_000);
		if (await canListen(port)) return port;
	}
	throw new Error('No free port found from 20000 to 31999');
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Whatever happens to the test process, the servers it started do not outlive it.
const children = new Set<ChildProcess>();
process.on('exit', () => {
	for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
export function track<T extends ChildProcess>(child: T): T {
	children.add(child);
	child.once('exit', () => children.delete(child));
	return child;
}

/** A fresh n8n user folder with the packed package installed as a community package. */
export function prepareUserFolder(): string {
	if (!existsSync(path.join(ROOT, 'dist'))) throw new Error('No dist/ folder: run `npm run build` first');
	const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-e2e-'));
	const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', userFolder], { cwd: ROOT, encoding: 'utf8' });
	if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
	const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string }>;
	const target = path.join(userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
	mkdirSync(target, { recursive: true });
	const unpacked = spawnSync('tar', ['-xzf', path.join(userFolder, filename), '-C', target, '--strip-components=1']);
	if (unpacked.status !== 0) throw new Error(`tar failed: ${String(unpacked.stderr)}`);
	rmSync(path.join(userFolder, filename));
	return userFolder;
}

/** The commands an emulator started with `ipc` answers (testbed/emulator/commands.ts). */
export type EmulatorCommands = ReturnType<typeof emulatorCommands>;
export type CommandCaller = <K extends keyof EmulatorCommands>(
	command: K,
	...args: Parameters<EmulatorCommands[K]>
) => Promise<ReturnType<EmulatorCommands[K]>>;

export interface EmulatorOptions {
	batchDelayMs?: number;
	unavailableShare?: number;
	ipc?: boolean;
}

export interface EmulatorProcess {
	baseUrl: string;
	clientId: string;
	clientSecret: string;
	call: CommandCaller | undefined;
	/** What the emulator printed: one line per request and webhook delivery. */
	log: () => string;
	/**
	 * Waits until what it printed after `offset` (a length of `log()`) matches `pattern`: a line
	 * comes through a pipe, so it can arrive after the client already has its answer.
	 */
	printedAfter: (offset: number, pattern: RegExp, timeoutMs?: number) => Promise<string>;
	stop: () => Promise<void>;
}
export interface IpcEmulatorProcess extends EmulatorProcess {
	call: CommandCaller;
}

/**
 * Starts `npm run emulator` (ts-node, this machine's Node) on a free port: every test that needs
 * the emulator in a process of its own starts it here. With `ipc`, `call(command, ...args)` runs
 * one of testbed/emulator/commands.ts's commands (setConditions, clearLog, log) in it.
 */
export async function startEmulator(options: EmulatorOptions & { ipc: true }): Promise<IpcEmulatorProcess>;
export async function startEmulator(options?: EmulatorOptions): Promise<EmulatorProcess>;
export async function startEmulator({ batchDelayMs = 0, unavailableShare = 0, ipc = false }: EmulatorOptions = {}): Promise<EmulatorProcess> {
	const port = await freePort();
	const args = ['--port', String(port), '--batch-delay', String(batchDelayMs), '--unavailable', String(unavailableShare), ...(ipc ? ['--ipc'] : [])];
	const child = track(
		spawn(path.join(ROOT, 'node_modules', '.bin', 'ts-node'), ['--transpile-only', 'testbed/emulator/cli.ts', ...args], {
			cwd: ROOT,
			stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
		}),
	);
	let output = '';
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
	// The banner can arrive in several chunks: wait for the whole line holding each value.
	const deadline = Date.now() + 60_000;
	const printed = (label: string) => new RegExp(`${label}:\\s+(\\S+)\\n`).exec(output)?.[1];
	while (!output.includes('listening at') || !printed('Client ID') || !printed('Client Secret')) {
		if (child.exitCode !== null || Date.now() > deadline) {
			child.kill('SIGKILL');
			throw new Error(`The emulator did not start:\n${output}`);
		}
		await sleep(100);
	}
	return {
		baseUrl: `http://127.0.0.1:${port}`,
		clientId: printed('Client ID') ?? '',
		clientSecret: printed('Client Secret') ?? '',
		call: ipc ? commandCaller(child) : undefined,
		log: () => output,
		printedAfter: async (offset, pattern, timeoutMs = 5_000) => {
			const until = Date.now() + timeoutMs;
			while (!pattern.test(output.slice(offset)) && Date.now() < until) await sleep(50);
			return output.slice(offset);
		},
		stop: async () => {
			if (child.exitCode !== null) return;
			child.kill('SIGTERM');
			await new Promise((resolve) => child.once('exit', resolve));
		},
	};
}

interface CommandAnswer {
	id?: number;
	result?: unknown;
	error?: string;
}

/** Sends `{ id, command, args }` to the emulator started with --ipc; resolves with its `result`. */
function commandCaller(child: ChildProcess): CommandCaller {
	let nextId = 1;
	const pending = new Map<number, (message: CommandAnswer) => void>();
	child.on('message', (message: CommandAnswer) => {
		if (message.id === undefined) return;
		pending.get(message.id)?.(message);
		pending.delete(message.id);
	});
	child.once('exit', (code) => {
		for (const answer of pending.values()) answer({ error: `The emulator exited (code ${code}) before answering` });
		pending.clear();
	});
	return (command, ...args) =>
		new Promise((resolve, reject) => {
			const id = nextId++;
			pending.set(id, (message) =>
				message.error === undefined ? resolve(message.result as ReturnType<EmulatorCommands[typeof command]>) : reject(new Error(message.error)),
			);
			child.send({ id, command, args });
		});
}

/**
 * n8n 3's defaults, adopted early on line 2 (n8n 2.41.3 reports them as n8n 3's breaking changes,
 * `GET /rest/breaking-changes/report?version=v3`): SSRF protection on, with the emulator's address
 * allowed the way an administrator allows an internal host (N8N_SSRF_ALLOWED_HOSTNAMES does not
 * apply to an IP-literal Base URL such as the emulator's: n8n checks a literal's address only), and
 * unverified community packages allowed explicitly, as n8n 3 requires for this package until it is
 * verified (in 2.41.3 the setting only guards installs from the editor).
 */
export const N8N_3_SETTINGS = {
	N8N_SSRF_PROTECTION_ENABLED: 'true',
	N8N_SSRF_ALLOWED_IP_RANGES: '127.0.0.1/32',
	N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
};

/** The environment of an instance's n8n processes; every one has a user folder and a port. */
export type N8nEnv = NodeJS.ProcessEnv & { N8N_USER_FOLDER: string; N8N_PORT: string };

/** The environment n8n runs with: its own user folder, loopback only, no telemetry. */
export function n8nEnvironment(installation: Pick<Installation, 'line' | 'nodeBin'>, userFolder: string, port: number): N8nEnv {
	return {
		...process.env,
		PATH: `${installation.nodeBin}${path.delimiter}${process.env.PATH}`,
		N8N_USER_FOLDER: userFolder,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		// Runners off on 1.x; 2.x always runs them (and says this setting is no longer needed).
		...(installation.line === '1' ? { N8N_RUNNERS_ENABLED: 'false' } : N8N_3_SETTINGS),
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		DB_SQLITE_POOL_SIZE: '2',
		NODE_OPTIONS: '',
	};
}

/**
 * The environment of one n8n process. n8n 2.x always starts a task broker (default port 5679,
 * N8N_RUNNERS_ENABLED=false is ignored), so two n8n processes at once (`n8n start` and an
 * `n8n execute` beside it) need a port each; 1.x with runners off opens none.
 */
async function processEnvironment(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
	return { ...env, N8N_RUNNERS_BROKER_PORT: String(await freePort()) };
}

/** What n8n is run with: its node and bin script. */
export type N8nBinaries = Pick<Installation, 'node' | 'n8n'>;

/**
 * Runs an n8n CLI command (import:workflow, execute...) and returns what it printed on stdout. A
 * free port can be taken by another process before n8n's task broker opens it; n8n then stops
 * before doing anything, so the command is run once more on another port.
 */
export async function n8nCli(installation: N8nBinaries, env: N8nEnv, args: string[]): Promise<string> {
	const attempt = async () =>
		await run(installation.node, [installation.n8n, ...args], { env: await processEnvironment(env), cwd: env.N8N_USER_FOLDER, prefix: `n8n ${args[0]}`, quiet: true });
	try {
		return await attempt();
	} catch (error) {
		if (!/Task Broker's port \d+ is already in use/.test(String((error as Error | undefined)?.message))) throw error;
		return await attempt();
	}
}

/** Runs `n8n import:credentials` or `import:workflow` on the given records, through a file removed after. */
async function importRecords(installation: N8nBinaries, env: N8nEnv, command: string, records: unknown[]): Promise<void> {
	const file = path.join(env.N8N_USER_FOLDER, `${command.replace(':', '-')}.json`);
	writeFileSync(file, JSON.stringify(records));
	try {
		await n8nCli(installation, env, [command, `--input=${file}`]);
	} finally {
		rmSync(file);
	}
}

/** A credential in n8n's export format, `data` in clear. */
export interface CredentialRecord {
	id: string;
	name: string;
	type: string;
	data: Record<string, unknown>;
}

/** Imports credentials (n8n's export format, `data` in clear) with `n8n import:credentials`. */
export async function importCredentials(installation: N8nBinaries, env: N8nEnv, credentials: CredentialRecord[]): Promise<void> {
	await importRecords(installation, env, 'import:credentials', credentials);
}

/** Writes the Deepvue credential pointed at the emulator, under the id the examples use. */
export async function importCredential(installation: N8nBinaries, env: N8nEnv, emulator: Pick<EmulatorProcess, 'baseUrl' | 'clientId' | 'clientSecret'>): Promise<void> {
	await importCredentials(installation, env, [
		{
			id: CREDENTIAL_ID,
			name: 'Deepvue account',
			type: 'deepvueApi',
			data: { baseUrl: emulator.baseUrl, clientId: emulator.clientId, clientSecret: emulator.clientSecret, rateLimitPlan: 'off', accessToken: '' },
		},
	]);
}

interface WorkflowNodes {
	nodes: Array<{ type: string; credentials?: Record<string, { id: string; name: string }> }>;
}

/** The credential each of the package's node types needs, as the tests and `npm run dev` store them. */
const CREDENTIAL_OF_TYPE: Record<string, Record<string, { id: string; name: string }>> = {
	[`${PACKAGE_NAME}.deepvue`]: { deepvueApi: DEEPVUE_CREDENTIAL },
	[`${PACKAGE_NAME}.deepvueTool`]: { deepvueApi: DEEPVUE_CREDENTIAL },
	[`${PACKAGE_NAME}.deepvueTrigger`]: { deepvueWebhookSecretApi: WEBHOOK_SECRET_CREDENTIAL },
};

/**
 * The examples carry no credential (n8n's template convention: a user picks their own); a node of
 * the package that names none gets the one the tests and `npm run dev` store.
 */
export function withCredentials<T extends WorkflowNodes>(workflow: T): T {
	for (const node of workflow.nodes) {
		const credentials = CREDENTIAL_OF_TYPE[node.type];
		if (credentials && !node.credentials) node.credentials = { ...credentials };
	}
	return workflow;
}

/** A workflow to import: an example file name (examples/) or a workflow object. */
export type WorkflowSource = string | object;

/**
 * Imports workflows, inactive, under the given ids: each an example file name (examples/) or a
 * workflow object. Example webhook URLs name n8n's default address (http://localhost:5678/);
 * they are pointed at this instance.
 */
export async function importWorkflows(installation: N8nBinaries, env: N8nEnv, workflowsById: Record<string, WorkflowSource>): Promise<void> {
	const port = env.N8N_PORT;
	const workflows = Object.entries(workflowsById).map(([id, workflow]) => {
		const text = typeof workflow === 'string' ? readFileSync(path.join(ROOT, 'examples', workflow), 'utf8') : JSON.stringify(workflow);
		return { ...withCredentials(JSON.parse(text.replaceAll('http://localhost:5678/', `http://127.0.0.1:${port}/`)) as WorkflowNodes), id, active: false };
	});
	await importRecords(installation, env, 'import:workflow', workflows);
}

/** A running `n8n start`. */
export interface N8nProcess {
	url: string;
	startSeconds: number;
	/** What it logged so far. */
	log: () => string;
	/** Resolves with the exit code when the process ends, whoever ended it. */
	exited: Promise<number | null>;
	/** Kills it at once, as a crash or the out-of-memory killer would. */
	crash: () => Promise<void>;
	stop: () => Promise<void>;
}

/** Starts `n8n start` and waits until its REST API answers; its log goes to a file. */
// A first start runs every database migration; on a busy machine that has taken over 3 minutes.
export async function startN8n(installation: N8nBinaries, env: N8nEnv, logFile: string, { timeoutMs = 600_000 } = {}): Promise<N8nProcess> {
	const url = `http://127.0.0.1:${env.N8N_PORT}`;
	const log = createWriteStream(logFile);
	const child = track(spawn(installation.node, [installation.n8n, 'start'], { env: await processEnvironment(env), cwd: env.N8N_USER_FOLDER, stdio: ['ignore', 'pipe', 'pipe'] }));
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const started = Date.now();
	for (;;) {
		if (child.exitCode !== null) throw new Error(`n8n exited with ${child.exitCode}; see ${logFile}`);
		if (Date.now() - started > timeoutMs) {
			child.kill('SIGKILL');
			throw new Error(`n8n's REST API did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
		}
		try {
			// /healthz/readiness answers before the REST routes are registered, and during the
			// migrations every path answers 200 "n8n is starting up. Please wait" as text.
			const response = await fetch(`${url}/rest/settings`);
			if (response.ok && response.headers.get('content-type')?.includes('application/json')) break;
		} catch {
			// not listening yet
		}
		await sleep(500);
	}
	return {
		url,
		startSeconds: (Date.now() - started) / 1000,
		log: () => readFileSync(logFile, 'utf8'),
		exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
		crash: async () => {
			if (child.exitCode !== null) return;
			child.kill('SIGKILL');
			await new Promise((resolve) => child.once('exit', resolve));
			log.end();
		},
		stop: async () => {
			if (child.exitCode !== null) return;
			child.kill('SIGTERM');
			const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
			await new Promise((resolve) => child.once('exit', resolve));
			clearTimeout(force);
			log.end();
		},
	};
}

/** n8n's internal REST API, signed in. `call` resolves to the answer's JSON, typed by the caller. */
export interface RestClient {
	call: <T = unknown>(method: string, route: string, body?: unknown) => Promise<T>;
	/** GET of a path outside /rest (such as /types/nodes.json), signed in. */
	get: (route: string) => Promise<Response>;
}

/** An execution as n8n lists it (or the summary fields of one fetched). */
export interface ExecutionSummary {
	id: string;
	status: string;
	finished?: boolean;
	mode?: string;
	startedAt?: string;
	stoppedAt?: string | null;
	workflowId?: string;
	retryOf?: string | null;
}

/** A workflow's stored executions, newest first, through a `restClient`. */
export async function listExecutions(rest: RestClient, workflowId: string, limit = 50): Promise<ExecutionSummary[]> {
	const { data } = await rest.call<{ data: { results: ExecutionSummary[] } }>('GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}&limit=${limit}`);
	return data.results;
}

/** Whether an execution (listed or fetched) is over, whatever its outcome. */
export const hasEnded = (execution: { finished?: boolean; status?: string }): boolean =>
	execution.finished === true || ['success', 'error', 'crashed', 'canceled'].includes(execution.status ?? '');

/** A tiny client of n8n's internal REST API; it keeps the session cookie n8n last set. */
function restSession(url: string): RestClient {
	let cookie = '';
	async function call<T = unknown>(method: string, route: string, body?: unknown): Promise<T> {
		const response = await fetch(`${url}/rest${route}`, {
			method,
			headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const setCookie = response.headers.get('set-cookie');
		if (setCookie) cookie = setCookie.split(';')[0];
		const text = await response.text();
		if (!response.ok) throw new Error(`${method} /rest${route}: ${response.status} ${text.slice(0, 500)}`);
		return (text ? JSON.parse(text) : undefined) as T;
	}
	async function get(route: string): Promise<Response> {
		return await fetch(`${url}${route}`, { headers: cookie ? { cookie } : {} });
	}
	return { call, get };
}

/** A REST client signed in as `user`: the owner by default, set up on first use. */
export async function restClient(url: string, user: User = OWNER): Promise<RestClient> {
	const session = restSession(url);
	const settings = await session.call<{ data: { userManagement: { showSetupOnFirstLoad?: boolean } } }>('GET', '/settings');
	if (settings.data.userManagement.showSetupOnFirstLoad) await session.call('POST', '/owner/setup', user);
	else await session.call('POST', '/login', { emailOrLdapLoginId: user.email, password: user.password });
	return session;
}

/**
 * Invites `member` as a member, with the owner's client `ownerRest`, accepts the invitation and
 * returns a client signed in as the member. No mail is sent: the invitation's accept URL carries
 * what accepting needs, a token on n8n 2.x, the inviter's and invitee's ids on 1.x.
 */
export async function memberClient(url: string, ownerRest: RestClient, member: User): Promise<RestClient> {
	const answer = await ownerRest.call<{ data: Array<{ user?: { inviteAcceptUrl?: string } }> }>('POST', '/invitations', [{ email: member.email, role: 'global:member' }]);
	const [invited] = answer.data;
	const acceptUrl = invited?.user?.inviteAcceptUrl;
	if (!acceptUrl) throw new Error(`n8n gave no invitation for ${member.email}: ${JSON.stringify(invited)}`);
	const invitation = new URL(acceptUrl).searchParams;
	const { firstName, lastName, password } = member;
	const session = restSession(url);
	if (invitation.has('token')) await session.call('POST', '/invitations/accept', { token: invitation.get('token'), firstName, lastName, password });
	else await session.call('POST', `/invitations/${invitation.get('inviteeId')}/accept`, { inviterId: invitation.get('inviterId'), firstName, lastName, password });
	return await restClient(url, member);
}

interface StoredWorkflow {
	versionId?: string;
	active?: boolean;
}

/**
 * Activates a workflow the way its n8n line does, and returns whether n8n then reports it active.
 * n8n 1.x: `PATCH /rest/workflows/:id {active: true}`, its triggers registered when it answers.
 * n8n 2.x "publishes" a version instead: `POST /rest/workflows/:id/activate {versionId}` (there the
 * PATCH answers 200 and changes nothing), which only queues the publication: n8n applies it when
 * it next polls its queue (every 15 s by default), and a webhook answers 404 until then. So this
 * waits for the publication status to settle.
 */
export async function activateWorkflow(rest: RestClient, installation: Pick<Installation, 'line'>, id: string, timeoutMs = 120_000): Promise<boolean> {
	const { versionId } = (await rest.call<{ data: StoredWorkflow }>('GET', `/workflows/${id}`)).data;
	if (installation.line === '1') {
		await rest.call('PATCH', `/workflows/${id}`, { active: true, versionId });
	} else {
		await rest.call('POST', `/workflows/${id}/activate`, { versionId });
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const { status } = (await rest.call<{ data: { status: string } }>('GET', `/workflows/${id}/publication-status`)).data;
			if (status === 'partial' || status === 'failed') return false;
			if (status === 'published') break;
			if (Date.now() > deadline) return false;
			await sleep(500);
		}
	}
	return (await rest.call<{ data: StoredWorkflow }>('GET', `/workflows/${id}`)).data.active === true;
}

/** Where a port a server listens on is, for servers started here. */
export function portOf(address: string | AddressInfo | null): number {
	if (address === null || typeof address === 'string') throw new Error(`Not listening on a TCP port: ${String(address)}`);
	return address.port;
}
