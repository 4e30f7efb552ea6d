/**
 * One n8n process running the Deepvue node, as a queue-mode worker does: its own engine, its own
 * pacing schedule and token cache, the API key shared with the other processes of the row.
 */
import '../../testbed/inProcessN8n/environment';

import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { getName } from '../../testbed/inProcessN8n/lookups';
import { createInstance, runNode } from '../../testbed/inProcessN8n/run';
import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { ASK_EVERY_TIME, failedItems, mobile } from '../lib/context';
import { serveCommands } from '../lib/worker';

export interface WorkerOutcome {
	items: number;
	failed: number;
	/** When the last of this process's executions ended (ms since epoch). */
	endedAt: number;
}

async function main() {
	captureN8nLogs();
	const instance = await createInstance();
	// `processes`: the credential's Processes Using This Client ID.
	const [baseUrl, plan, processes = '1'] = process.argv.slice(2);
	instance.setCredential({
		baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: plan,
		processes: Number(processes),
	});
	const parameters = getName(ASK_EVERY_TIME);
	serveCommands(
		{ pid: process.pid },
		{
			/** Runs `executions` executions of `itemsEach` items at once, numbered from `firstItem`. */
			run: async (
				executions: number,
				itemsEach: number,
				firstItem: number,
			): Promise<WorkerOutcome> => {
				const outcomes = await Promise.all(
					Array.from({ length: executions }, async (_, execution) => {
						const start = firstItem + execution * itemsEach;
						const items = Array.from({ length: itemsEach }, (_, index) => ({
							json: { mobile: mobile(start + index) },
						}));
						const result = await runNode(instance, { parameters, items, continueOnFail: true });
						return { items: result.items.length, failed: failedItems(result.items) };
					}),
				);
				return {
					items: outcomes.reduce((sum, outcome) => sum + outcome.items, 0),
					failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
					endedAt: Date.now(),
				};
			},
		},
	);
}

void main();
