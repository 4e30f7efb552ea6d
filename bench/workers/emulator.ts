/**
 * The Deepvue API emulator in a process of its own, driven by the benchmark over IPC. Its CPU
 * time and the memory it takes to receive an upload stay out of the process being measured.
 */
import { emulatorCommands } from '../../testbed/emulator/commands';
import { startEmulatorServer } from '../../testbed/emulator/server';
import { serveCommands } from '../lib/worker';
import { BENCH_CLIENTS } from './shared';

/** A summary of the calls to one path, so a large run's log need not cross the process boundary. */
export interface Arrivals {
	count: number;
	first?: number;
	last?: number;
	limited: number;
}

async function main() {
	const emulator = await startEmulatorServer({ clients: BENCH_CLIENTS });
	serveCommands(
		{ baseUrl: emulator.baseUrl },
		{
			...emulatorCommands(emulator),
			rss: () => process.memoryUsage().rss,
			/** Calls to paths starting with `pathPrefix` since the log was cleared: how many, the first and last arrival, 429s. */
			arrivals: (pathPrefix: string): Arrivals => {
				const calls = emulator.requestsTo(pathPrefix);
				return {
					count: calls.length,
					first: calls[0]?.at,
					last: calls.at(-1)?.at,
					limited: calls.filter((call) => call.status === 429).length,
				};
			},
		},
		() => emulator.close(),
	);
}

void main();
