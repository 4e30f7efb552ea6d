/** What every row gets: the emulator worker, and n8n credential stores pointed at it. */
import type { INodeExecutionData } from 'n8n-workflow';
import path from 'node:path';

import type { LoggedRequest } from '../../testbed/emulator/commands';
import { DEMO_CLIENT } from '../../testbed/emulator/server';
import type { EmulatorConditions } from '../../testbed/emulator/server';
import { createInstance } from '../../testbed/inProcessN8n/run';
import type { TestInstance } from '../../testbed/inProcessN8n/run';
import type { Arrivals } from '../workers/emulator';
import { startWorker } from './worker';
import type { Worker } from './worker';

export interface Row {
	/** Row number and short name, e.g. `1. Engine overhead`. */
	name: string;
	/** What was measured, median first, with the side-by-side figures. */
	result: string;
	/** The ratio the row is about, as printed in the Ratio column. */
	ratio: string;
	target: string;
	/** yes / no / a short qualified answer; '-' when the row has no target. */
	met: string;
	/** How the row was run, for the notes under the table. */
	method: string;
	/** What keeps the row from its target, from what was measured; shown when the target is missed. */
	limits?: string;
	/** The figures the charts are drawn from (bench/charts.ts), kept in bench/results.json. */
	data?: Record<string, unknown>;
}

export interface Bench {
	baseUrl: string;
	log(): Promise<LoggedRequest[]>;
	clearLog(): Promise<void>;
	/** A summary of the calls to paths starting with `pathPrefix` since the log was cleared. */
	arrivals(pathPrefix: string): Promise<Arrivals>;
	setConditions(conditions: EmulatorConditions): Promise<void>;
	/** An n8n credential store holding a Deepvue credential for the emulator; pacing off unless given. */
	instance(credential?: Record<string, unknown>): Promise<TestInstance>;
	close(): Promise<void>;
}

export async function startBench(): Promise<Bench> {
	const emulator: Worker<{ baseUrl: string }> = await startWorker(
		path.join(__dirname, '../workers/emulator.ts'),
	);
	const { baseUrl } = emulator.ready;
	return {
		baseUrl,
		log: () => emulator.call<LoggedRequest[]>('log'),
		clearLog: () => emulator.call<void>('clearLog'),
		arrivals: (pathPrefix) => emulator.call<Arrivals>('arrivals', pathPrefix),
		setConditions: (conditions) => emulator.call<void>('setConditions', conditions),
		instance: async (credential = {}) => {
			const instance = await createInstance();
			instance.setCredential({
				baseUrl,
				clientId: DEMO_CLIENT.clientId,
				clientSecret: DEMO_CLIENT.clientSecret,
				rateLimitPlan: 'off',
				...credential,
			});
			return instance;
		},
		close: () => emulator.stop(),
	};
}

/** Items the node failed (Continue On Fail puts the error on the item). */
/**
 * The Deepvue node's Options for every measured run: Reuse Answers For 0, so that each run asks
 * the emulator (runs repeat the same values; a reused answer would measure nothing but memory).
 */
export const ASK_EVERY_TIME = { reuseAnswersFor: 0 };

export function failedItems(items: INodeExecutionData[]): number {
	return items.filter((item) => item.error !== undefined || item.json.error !== undefined).length;
}

/** A valid mobile number per index: 10 digits starting with 9, none of them the emulator's not-found number. */
export function mobile(index: number): string {
	return `9${String(100_000_000 + index).slice(-9)}`;
}

/** Prints progress on stderr, so stdout holds only the table. */
export function progress(text: string): void {
	process.stderr.write(`  ${text}\n`);
}
