/**
 * Worker processes for the benchmark. The emulator, the trigger's webhook server and the upload
 * each run in a process of their own, so that what a row measures (CPU time, memory) belongs to
 * the side it is about, and the two sides of a request can use both cores.
 *
 * The parent talks to a worker over Node's IPC channel (testbed/ipcCommands.ts): `call(command,
 * ...args)` runs the worker's handler of that name and resolves with what it returns.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
	answerCommands,
	commandCaller,
	type CallCommand,
	type CommandMessage,
} from '../../testbed/ipcCommands';

type Handler = (...args: never[]) => unknown;

export interface Worker<Ready = unknown> {
	/** What the worker reported when it was ready (e.g. its address). */
	ready: Ready;
	call: CallCommand;
	/** Resolves with the worker's exit code. */
	exited: Promise<number | null>;
	/** Asks the worker to exit, and kills it if it has not after a few seconds. */
	stop(): Promise<void>;
}

/**
 * Starts `script` (TypeScript, run through ts-node) as a worker process and waits until it calls
 * `serveCommands`. `execArgv` adds Node options (e.g. `--expose-gc`). Each worker gets an n8n user
 * folder of its own (n8n-core writes its settings there), removed when it exits.
 */
export function startWorker<Ready = unknown>(
	script: string,
	args: string[] = [],
	execArgv: string[] = [],
	env: Record<string, string> = {},
): Promise<Worker<Ready>> {
	const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-bench-'));
	const child: ChildProcess = fork(script, args, {
		execArgv: ['-r', require.resolve('ts-node/register/transpile-only'), ...execArgv],
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		env: { ...process.env, ...env, N8N_USER_FOLDER: userFolder },
	});
	const exited = new Promise<number | null>((resolve) =>
		child.once('exit', (code) => resolve(code)),
	);
	void exited.then(() => rmSync(userFolder, { recursive: true, force: true }));
	const call = commandCaller(child, script);

	return new Promise((resolve, reject) => {
		child.once('error', reject);
		exited.then((code) => reject(new Error(`${script} exited (code ${code}) before it was ready`)));
		child.on('message', (message: { ready?: unknown }) => {
			if (!('ready' in message)) return;
			resolve({
				ready: message.ready as Ready,
				call,
				exited,
				stop: async () => {
					if (child.exitCode !== null || child.signalCode !== null) return;
					child.send({ id: 0, command: 'exit', args: [] } satisfies CommandMessage);
					const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
					await exited;
					clearTimeout(timer);
				},
			});
		});
	});
}

/**
 * Worker side: answers the parent's calls with `handlers` and reports `ready`. The `exit` command
 * runs `onExit` (to close servers) and ends the process.
 */
export function serveCommands(
	ready: unknown,
	handlers: Record<string, Handler>,
	onExit: () => Promise<void> = async () => {},
): void {
	const send = process.send?.bind(process);
	if (!send) throw new Error('This script runs as a benchmark worker (started with startWorker)');
	const exit = async () => {
		await onExit();
		process.exit(0);
	};
	// The stack, not only the message: a failing row is read from the parent's output.
	answerCommands(send, { ...handlers, exit }, (error) => error.stack ?? error.message);
	// The parent going away ends the worker too.
	process.on('disconnect', () => void onExit().finally(() => process.exit(0)));
	send({ ready });
}
