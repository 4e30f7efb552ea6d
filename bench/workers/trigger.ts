/**
 * The Deepvue Trigger served over HTTP (testbed/inProcessN8n/webhookServer.ts, as n8n serves an active
 * webhook) in a process of its own, so the sender's work is not counted against it.
 */
import '../../testbed/inProcessN8n/environment';

import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { serveTrigger } from '../../testbed/inProcessN8n/webhookServer';
import { serveCommands } from '../lib/worker';
import { TRIGGER_SECRET } from './shared';

async function main() {
	captureN8nLogs();
	const trigger = await serveTrigger({ options: {} }, { secret: TRIGGER_SECRET });
	serveCommands(
		{ url: trigger.url },
		{
			// Executions the trigger started so far (it answers before it returns the workflow data).
			started: async (expected: number) => (await trigger.waitForStarts(expected, 10_000)).length,
		},
		() => trigger.close(),
	);
}

void main();
