/**
 * The Deepvue API emulator in a process of its own, driven by the benchmark over IPC. Its CPU
 * time and the memory it takes to receive an upload stay out of the process being measured.
 */
import { createHash } from 'node:crypto';

import { startEmulator } from '../../testbed/emulator/server';
import type { Conditions } from '../../testbed/emulator/server';
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
	/** The mobile_number a lookup asked about (test inputs only). */
	mobile?: string;
	/** A short hash of the bearer token a lookup sent, to tell tokens apart without keeping them. */
	tokenHash?: string;
	connection?: string;
	userAgent?: string;
	/** Bytes of the body (content-length header), when sent. */
	contentLength?: number;
}

/** A summary of the calls to one path, so a large run's log need not cross the process boundary. */
export interface Arrivals {
	count: number;
	first?: number;
	last?: number;
	limited: number;
}

function tokenHash(authorization: string | undefined): string | undefined {
	return authorization === undefined ? undefined : createHash('sha256').update(authorization).digest('hex').slice(0, 8);
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
					mobile: request.query.mobile_number,
					tokenHash: tokenHash(request.headers.authorization),
					connection: request.headers.connection,
					userAgent: request.headers['user-agent'],
					contentLength: request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']),
				})),
			rss: () => process.memoryUsage().rss,
			/** Calls to paths starting with `pathPrefix` since the log was cleared: how many, the first and last arrival, 429s. */
			arrivals: (pathPrefix: string): Arrivals => {
				const calls = emulator.requestsTo(pathPrefix);
				return { count: calls.length, first: calls[0]?.at, last: calls.at(-1)?.at, limited: calls.filter((call) => call.status === 429).length };
			},
		},
		() => emulator.close(),
	);
}

void main();
