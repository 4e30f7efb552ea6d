/**
 * The Deepvue API emulator in a process of its own, driven by the benchmark over IPC. Its CPU
 * time and the memory it takes to receive an upload stay out of the process being measured.
 */
import { startEmulator } from '../../test/emulator/server';
import type { Conditions } from '../../test/emulator/server';
import { serveCommands } from '../lib/worker';
import { BENCH_CLIENTS } from './shared';

/** What the benchmark reads of a request: no tokens, secrets or bodies. */
export interface LoggedRequest {
	method: string;
	path: string;
	status: number;
	/** Arrival time, ms since epoch (same clock as the benchmark's Date.now()). */
	at: number;
	/** client_id of an authorize call. */
	clientId?: string;
	connection?: string;
	userAgent?: string;
	/** Bytes of the body (content-length header), when sent. */
	contentLength?: number;
}

async function main() {
	const emulator = await startEmulator({ clients: BENCH_CLIENTS });
	serveCommands(
		{ baseUrl: emulator.baseUrl },
		{
			setConditions: (conditions: Conditions & { tokenLifetimeMs?: number }) => emulator.setConditions(conditions),
			clearLog: () => emulator.clearLog(),
			log: (): LoggedRequest[] =>
				emulator.requests.map((request) => ({
					method: request.method,
					path: request.path,
					status: request.status,
					at: request.at,
					clientId: request.form?.client_id,
					connection: request.headers.connection,
					userAgent: request.headers['user-agent'],
					contentLength: request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']),
				})),
			rss: () => process.memoryUsage().rss,
		},
		() => emulator.close(),
	);
}

void main();
