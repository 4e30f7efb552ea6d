import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';

import { sleep } from 'n8n-workflow';

import { track } from './childProcesses';
import { processEnvironment, type N8nEnv } from './environment';
import type { N8nBinaries } from './n8nCli';

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
export async function startN8n(
	installation: N8nBinaries,
	env: N8nEnv,
	logFile: string,
	{ timeoutMs = 600_000 } = {},
): Promise<N8nProcess> {
	const url = `http://127.0.0.1:${env.N8N_PORT}`;
	const log = createWriteStream(logFile);
	const child = track(
		spawn(installation.node, [installation.n8n, 'start'], {
			env: await processEnvironment(env),
			cwd: env.N8N_USER_FOLDER,
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	);
	child.stdout.pipe(log);
	child.stderr.pipe(log);
	const started = Date.now();
	for (;;) {
		if (child.exitCode !== null)
			throw new Error(`n8n exited with ${child.exitCode}; see ${logFile}`);
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
