// What queue mode needs beside n8n main, for `npm run test:queue` (e2e/queue.test.ts): Debian's
// Redis and Postgres on 127.0.0.1 in a temporary folder, and `n8n worker` processes. Everything
// started here registers how to stop it in `cleanups`, which the caller runs in reverse order.
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import type { Installation } from '../../testbed/realN8n/n8nInstall';
import { freePort } from '../../testbed/realN8n/ports';
import { track } from '../../testbed/realN8n/childProcesses';
import type { N8nEnv } from '../../testbed/realN8n/environment';

export type Cleanup = () => Promise<void>;

/** A running `n8n worker`: its process, its health endpoint and what it logged so far. */
export interface Worker {
	process: ChildProcess;
	healthUrl: string;
	/** Its N8N_USER_FOLDER. */
	userFolder: string;
	log(): string;
}

export async function stopChild(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGTERM');
	const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
	await exited;
	clearTimeout(force);
}

export function runSync(command: string, args: string[], options: SpawnSyncOptions = {}): string {
	const result = spawnSync(command, args, { ...options, encoding: 'utf8' });
	if (result.status !== 0)
		throw new Error(
			`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
		);
	return result.stdout;
}

/** The newest Postgres server binaries Debian installed, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBin(): string | undefined {
	const root = '/usr/lib/postgresql';
	if (!existsSync(root)) return undefined;
	const versions = readdirSync(root)
		.filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

export function installDebianPackages(): void {
	const missing: string[] = [];
	if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) missing.push('redis-server');
	if (postgresBin() === undefined) missing.push('postgresql');
	if (missing.length === 0) return;
	console.log(`Installing ${missing.join(' and ')} from Debian`);
	const asRoot = (args: string[]): [string, string[]] =>
		process.getuid?.() === 0 ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	runSync(...asRoot(['update', '-qq']), { env });
	runSync(...asRoot(['install', '-y', '-qq', ...missing]), { env });
}

/** Waits until `probe` resolves true, or fails after `timeoutMs` with `what`. */
export async function waitFor(
	what: string,
	probe: () => Promise<boolean>,
	timeoutMs: number,
	child?: ChildProcess,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (child && child.exitCode !== null)
			throw new Error(`${what}: the process exited with ${child.exitCode}`);
		if (await probe().catch(() => false)) return;
		if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
		await sleep(300);
	}
}

export async function startRedis(folder: string, cleanups: Cleanup[]): Promise<{ port: number }> {
	const port = await freePort();
	const child = track(
		spawn(
			'redis-server',
			[
				'--port',
				String(port),
				'--bind',
				'127.0.0.1',
				'--save',
				'',
				'--appendonly',
				'no',
				'--dir',
				folder,
			],
			{ stdio: ['ignore', 'pipe', 'pipe'] },
		),
	);
	let output = '';
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
	await waitFor(
		'Redis did not start',
		async () => output.includes('Ready to accept connections'),
		30_000,
		child,
	);
	cleanups.push(() => stopChild(child));
	return { port };
}

function userIds(name: string): { uid: number; gid: number } {
	return {
		uid: Number(runSync('id', ['-u', name]).trim()),
		gid: Number(runSync('id', ['-g', name]).trim()),
	};
}

/** Postgres on 127.0.0.1, run as the `postgres` user on a data folder it owns (it refuses to run as root). */
export async function startPostgres(
	folder: string,
	cleanups: Cleanup[],
): Promise<{ port: number }> {
	const bin = postgresBin();
	if (bin === undefined) throw new Error('No Postgres server binaries under /usr/lib/postgresql');
	const port = await freePort();
	const data = path.join(folder, 'data');
	const { uid, gid } = userIds('postgres');
	chownSync(folder, uid, gid);
	const asPostgres = (command: string, args: string[]) =>
		runSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { cwd: folder });
	asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
	asPostgres('pg_ctl', [
		'-D',
		data,
		'-l',
		path.join(folder, 'postgres.log'),
		'-w',
		'-o',
		`-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
		'start',
	]);
	cleanups.push(async () => {
		asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
	});
	asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'n8n']);
	return { port };
}

/** Starts `n8n worker` and waits until its health endpoint answers. */
export async function startWorker(
	installation: Installation,
	env: N8nEnv,
	logFile: string,
	cleanups: Cleanup[],
): Promise<Worker> {
	const log = createWriteStream(logFile);
	const child = track(
		spawn(installation.node, [installation.n8n, 'worker', '--concurrency=10'], {
			env,
			cwd: env.N8N_USER_FOLDER,
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	);
	child.stdout?.pipe(log);
	child.stderr?.pipe(log);
	const health = `http://127.0.0.1:${env.QUEUE_HEALTH_CHECK_PORT}/healthz`;
	await waitFor(
		`n8n worker did not get ready (see ${logFile})`,
		async () => (await fetch(health)).ok,
		600_000,
		child,
	);
	cleanups.push(async () => {
		await stopChild(child, 30_000);
		log.end();
	});
	return {
		process: child,
		healthUrl: health,
		userFolder: env.N8N_USER_FOLDER,
		log: () => readFileSync(logFile, 'utf8'),
	};
}
