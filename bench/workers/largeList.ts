/**
 * One large execution in a process of its own (row 10): a fresh process per measurement, so its
 * peak memory is that run's. While the node runs, a timer probe in the same process records the
 * longest time the event loop could not run anything else: what n8n's health check, a queue-mode
 * worker's job-lock renewal or another execution would have waited.
 */
import '../../testbed/inProcessN8n/environment';

import { sleep } from 'n8n-workflow';
import type { IDataObject, INodeParameters, INodeTypes } from 'n8n-workflow';

import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { createInstance, runNode } from '../../testbed/inProcessN8n/run';
import type { NodeRunResult, TestInstance } from '../../testbed/inProcessN8n/run';
import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { ASK_EVERY_TIME, failedItems, mobile } from '../lib/context';
import {
	HTTP_REQUEST_TYPE,
	HTTP_REQUEST_VERSION,
	withHttpRequestNode,
} from '../lib/httpRequestNode';
import { STARTER_SHAPED_TYPE, withStarterShapedNode } from '../lib/starterShapedNode';
import { startProbe } from '../lib/loopProbe';
import { gc, highWaterMark, resetHighWaterMark } from '../lib/memory';
import { serveCommands } from '../lib/worker';
import { LOOKUPS } from '../rows/engineOverhead';
import { httpRequestParameters } from '../rows/httpRequestPeer';

export type LargeSide = 'deepvue' | 'httpRequest' | 'bare';

export interface LargeRun {
	side: LargeSide;
	rows: number;
	/** Request Options > Batching (every declarative node has it; Options > Batching for HTTP Request). */
	batching?: { batchSize: number; batchInterval: number };
	/** Deepvue only: the credential's pacing, per second (off when not given). */
	perSecond?: number;
}

export interface LargeMeasure {
	/** When the node's run started (ms since epoch, the emulator's clock). */
	startedAt: number;
	seconds: number;
	/** The longest the event loop was blocked, from a 5 ms timer probe. */
	longestStallMs: number;
	/** The longest garbage-collection pause during the run (part of the stall when it is the longest). */
	longestGcMs: number;
	/** Peak RSS during the run minus RSS before it. */
	peakGrowthBytes: number;
	items: number;
	failed: number;
}

const PROBE_MS = 5;
const [lookup] = LOOKUPS;

function items(rows: number): IDataObject[] {
	return Array.from({ length: rows }, (_, index) => ({ value: mobile(index) }));
}

/**
 * With Batching, n8n's RoutingNode awaits a pause while earlier items' requests are already under
 * way, with nothing yet handling their failure. Node turns such a rejection into an uncaught
 * exception, which n8n's error reporter logs, and n8n goes on; so does this process (a failed
 * item still fails the run).
 */
process.on('unhandledRejection', () => {});

async function main() {
	const [baseUrl] = process.argv.slice(2);
	captureN8nLogs();
	const { nodeTypes } = await withHttpRequestNode();
	const starterTypes: INodeTypes = withStarterShapedNode(nodeTypes);
	const instances = new Map<number, TestInstance>();

	async function instanceFor(perSecond: number | undefined): Promise<TestInstance> {
		const key = perSecond ?? 0;
		let instance = instances.get(key);
		if (!instance) {
			instance = await createInstance();
			instance.setCredential({
				baseUrl,
				clientId: DEMO_CLIENT.clientId,
				clientSecret: DEMO_CLIENT.clientSecret,
				...(perSecond
					? { rateLimitPlan: 'custom', requestsPerSecond: perSecond, requestsPerMinute: 0 }
					: { rateLimitPlan: 'off' }),
			});
			instances.set(key, instance);
		}
		return instance;
	}

	async function run(spec: LargeRun, rows: number): Promise<NodeRunResult> {
		const instance = await instanceFor(spec.perSecond);
		const input = items(rows).map((json) => ({ json }));
		const batching: INodeParameters = spec.batching ? { batching: { batch: spec.batching } } : {};
		if (spec.side === 'httpRequest') {
			return await runNode(instance, {
				nodeType: HTTP_REQUEST_TYPE,
				typeVersion: HTTP_REQUEST_VERSION,
				nodeTypes,
				parameters: httpRequestParameters(baseUrl, lookup, batching),
				items: input,
				transcript: false,
			});
		}
		const requestOptions = spec.batching ? { requestOptions: batching } : {};
		if (spec.side === 'bare') {
			return await runNode(instance, {
				nodeType: STARTER_SHAPED_TYPE,
				typeVersion: 1,
				nodeTypes: starterTypes,
				parameters: {
					operation: lookup.operation,
					[lookup.field]: '={{ $json.value }}',
					...requestOptions,
				},
				items: input,
				transcript: false,
			});
		}
		return await runNode(instance, {
			parameters: {
				resource: lookup.resource,
				operation: lookup.operation,
				[lookup.field]: '={{ $json.value }}',
				options: ASK_EVERY_TIME,
				...requestOptions,
			},
			items: input,
			transcript: false,
		});
	}

	serveCommands(
		{ pid: process.pid },
		{
			/** A small run: modules, compiled code and the token are in place before the measured run. */
			warmUp: async (spec: LargeRun): Promise<void> => {
				await run({ ...spec, batching: undefined }, 20);
			},
			measure: async (spec: LargeRun): Promise<LargeMeasure> => {
				gc();
				await sleep(100);
				gc();

				const rssBefore = process.memoryUsage().rss;
				resetHighWaterMark();
				const probe = startProbe(PROBE_MS);
				const startedAt = Date.now();
				const t0 = performance.now();
				const result = await run(spec, spec.rows);
				const seconds = (performance.now() - t0) / 1000;
				const { longestStallMs, sampledPeakRss, longestGcMs } = probe.stop();
				if (result.error) throw new Error(`${spec.side}: the run failed: ${result.error.message}`);
				const peak = Math.max(highWaterMark() ?? 0, sampledPeakRss, rssBefore);
				return {
					startedAt,
					seconds,
					longestStallMs,
					longestGcMs,
					peakGrowthBytes: peak - rssBefore,
					items: result.items.length,
					failed: failedItems(result.items),
				};
			},
		},
	);
}

void main();
