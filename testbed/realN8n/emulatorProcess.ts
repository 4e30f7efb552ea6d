import { spawn } from 'node:child_process';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import type { emulatorCommands } from '../emulator/commands';
import { commandCaller } from '../ipcCommands';
import { PACKAGE_ROOT } from '../packageIdentity';
import { track } from './childProcesses';
import { freePort } from './ports';

/** The commands an emulator started with `ipc` answers (testbed/emulator/commands.ts). */
export type EmulatorCommands = ReturnType<typeof emulatorCommands>;
export type CommandCaller = <K extends keyof EmulatorCommands>(
	command: K,
	...args: Parameters<EmulatorCommands[K]>
) => Promise<ReturnType<EmulatorCommands[K]>>;

/** How `startEmulatorProcess` starts `npm run emulator`: its command-line options. */
export interface EmulatorProcessOptions {
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
 * one of testbed/emulator/commands.ts's commands (setConditions, clearLog, log, otpsSentTo) in
 * it. (The emulator in this process is testbed/emulator/server.ts's `startEmulatorServer`.)
 */
export async function startEmulatorProcess(
	options: EmulatorProcessOptions & { ipc: true },
): Promise<IpcEmulatorProcess>;
export async function startEmulatorProcess(
	options?: EmulatorProcessOptions,
): Promise<EmulatorProcess>;
export async function startEmulatorProcess({
	batchDelayMs = 0,
	unavailableShare = 0,
	ipc = false,
}: EmulatorProcessOptions = {}): Promise<EmulatorProcess> {
	const port = await freePort();
	const args = [
		'--port',
		String(port),
		'--batch-delay',
		String(batchDelayMs),
		'--unavailable',
		String(unavailableShare),
		...(ipc ? ['--ipc'] : []),
	];
	const child = track(
		spawn(
			path.join(PACKAGE_ROOT, 'node_modules', '.bin', 'ts-node'),
			['--transpile-only', 'testbed/emulator/cli.ts', ...args],
			{
				cwd: PACKAGE_ROOT,
				stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
			},
		),
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
		call: ipc ? (commandCaller(child, 'The emulator') as CommandCaller) : undefined,
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
