/**
 * Commands over Node's IPC channel between a process and a child it started: the parent sends
 * `{ id, command, args }`, the child runs its handler of that name and answers `{ id, result }` or
 * `{ id, error }`. The benchmark's workers (bench/lib/worker.ts) and the emulator started with
 * `--ipc` (testbed/emulator/cli.ts, started by testbed/realN8n/emulatorProcess.ts) both talk so.
 */
import type { ChildProcess } from 'node:child_process';

type Handler = (...args: never[]) => unknown;

export interface CommandMessage {
	id: number;
	command: string;
	args: unknown[];
}

export interface AnswerMessage {
	id?: number;
	result?: unknown;
	error?: string;
}

/** Sends a command to the child and resolves with what its handler returned. */
export type CallCommand = <T = unknown>(command: string, ...args: unknown[]) => Promise<T>;

/**
 * Parent side: `call(command, ...args)` for a child that answers with `answerCommands`. Calls
 * still waiting when the child exits are rejected, naming it as `name`.
 */
export function commandCaller(child: ChildProcess, name: string): CallCommand {
	let nextId = 1;
	const pending = new Map<
		number,
		{ resolve: (value: unknown) => void; reject: (error: Error) => void }
	>();
	child.on('message', (message: AnswerMessage) => {
		if (message.id === undefined) return;
		const call = pending.get(message.id);
		if (!call) return;
		pending.delete(message.id);
		if (message.error !== undefined) call.reject(new Error(message.error));
		else call.resolve(message.result);
	});
	child.once('exit', (code) => {
		for (const { reject } of pending.values())
			reject(new Error(`${name} exited (code ${code}) before answering`));
		pending.clear();
	});
	return <T>(command: string, ...args: unknown[]) =>
		new Promise<T>((resolve, reject) => {
			const id = nextId++;
			pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
			child.send({ id, command, args } satisfies CommandMessage);
		});
}

/**
 * Child side: answers the parent's commands with `handlers` (awaited when they return a promise).
 * `describeError` says what the parent is told of a handler's error: its message by default.
 */
export function answerCommands(
	send: NonNullable<typeof process.send>,
	handlers: Record<string, Handler>,
	describeError: (error: Error) => string = (error) => error.message,
): void {
	process.on('message', (message: CommandMessage) => {
		void (async () => {
			try {
				const handler = handlers[message.command] as ((...args: unknown[]) => unknown) | undefined;
				if (!handler) throw new Error(`Unknown command ${message.command}`);
				send({ id: message.id, result: await handler(...message.args) } satisfies AnswerMessage);
			} catch (error) {
				send({
					id: message.id,
					error: error instanceof Error ? describeError(error) : String(error),
				} satisfies AnswerMessage);
			}
		})();
	});
}
