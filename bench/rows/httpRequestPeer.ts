/**
 * Rows 7 and 8: the Deepvue node against n8n's HTTP Request node with the Deepvue credential (the
 * peer a user would pick), in one run, in the same engine, against the same emulator.
 *
 * 7. No limit: the same lookups through each node; items per second and CPU per item. A bare
 *    declarative node of n8n's starter shape runs beside them, to show what the engine that runs
 *    every declarative node costs by itself.
 * 8. At a plan limit the emulator enforces: the Deepvue node's pacing against the HTTP Request
 *    node with Options > Batching set to the same rate, which is what n8n's docs advise.
 */
import type { IDataObject, INodeParameters, INodeTypes } from 'n8n-workflow';

import { runNode } from '../../testbed/inProcessN8n/run';
import type { NodeRunResult, TestInstance } from '../../testbed/inProcessN8n/run';
import {
	HTTP_REQUEST_TYPE,
	HTTP_REQUEST_VERSION,
	withHttpRequestNode,
} from '../lib/httpRequestNode';
import { ASK_EVERY_TIME, failedItems, mobile, progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { STARTER_SHAPED_TYPE, withStarterShapedNode } from '../lib/starterShapedNode';
import { cpuMs, median, medianRun, now, rotating } from '../lib/stats';
import { LOOKUPS, nodeRun } from './engineOverhead';

type Lookup = (typeof LOOKUPS)[number];

/** An HTTP Request node (4.2) calling a lookup with the Deepvue credential, the value from `$json.value`. */
export function httpRequestParameters(
	baseUrl: string,
	lookup: Lookup,
	options: INodeParameters = {},
): INodeParameters {
	return {
		method: 'GET',
		url: `${baseUrl}${lookup.path}`,
		authentication: 'predefinedCredentialType',
		nodeCredentialType: 'deepvueApi',
		sendQuery: true,
		specifyQuery: 'keypair',
		queryParameters: { parameters: [{ name: lookup.param, value: '={{ $json.value }}' }] },
		options,
	};
}

function runHttpRequest(
	instance: TestInstance,
	nodeTypes: INodeTypes,
	parameters: INodeParameters,
	items: IDataObject[],
	continueOnFail = false,
): Promise<NodeRunResult> {
	return runNode(instance, {
		nodeType: HTTP_REQUEST_TYPE,
		typeVersion: HTTP_REQUEST_VERSION,
		nodeTypes,
		parameters,
		items: items.map((json) => ({ json })),
		continueOnFail,
	});
}

interface Sample {
	ms: number;
	cpu: number;
}

/** The lookups of row 1, each set one execution of a node of type `nodeType`; throws when an item fails. */
async function lookupsThrough(
	label: string,
	perLookup: number,
	run: (lookup: Lookup, items: IDataObject[]) => Promise<NodeRunResult>,
): Promise<Sample> {
	const cpu0 = cpuMs();
	const t0 = now();
	for (const lookup of LOOKUPS) {
		const items = Array.from({ length: perLookup }, (_, index) => ({ value: lookup.value(index) }));
		const result = await run(lookup, items);
		if (result.error || result.items.length !== perLookup || failedItems(result.items) > 0) {
			throw new Error(
				`${label} ${lookup.operation}: the run failed: ${result.error?.message ?? `${failedItems(result.items)} items failed`}`,
			);
		}
	}
	return { ms: now() - t0, cpu: cpuMs() - cpu0 };
}

export async function versusHttpRequest(bench: Bench, total: number, runs: number): Promise<Row> {
	const perLookup = total / LOOKUPS.length;
	const { nodeTypes, source } = await withHttpRequestNode();
	const starterTypes = withStarterShapedNode(nodeTypes);
	const instance = await bench.instance({ rateLimitPlan: 'off' });

	const deepvueSide = async () => (await nodeRun(bench, instance, perLookup)) as Sample;
	const httpSide = () =>
		lookupsThrough('HTTP Request', perLookup, (lookup, items) =>
			runHttpRequest(instance, nodeTypes, httpRequestParameters(bench.baseUrl, lookup), items),
		);
	const starterSide = () =>
		lookupsThrough('Starter-shaped node', perLookup, (lookup, items) =>
			runNode(instance, {
				nodeType: STARTER_SHAPED_TYPE,
				typeVersion: 1,
				nodeTypes: starterTypes,
				parameters: { operation: lookup.operation, [lookup.field]: '={{ $json.value }}' },
				items: items.map((json) => ({ json })),
			}),
		);

	progress('row 7: warm-up');
	await deepvueSide();
	await httpSide();
	await starterSide();

	const [deepvue, http, starter] = await rotating(
		runs,
		[deepvueSide, httpSide, starterSide],
		(run) => progress(`row 7: run ${run} of ${runs}`),
	);

	const rate = (samples: Sample[]) => (total / median(samples.map((sample) => sample.ms))) * 1000;
	const cpu = (samples: Sample[]) => median(samples.map((sample) => sample.cpu)) / total;
	const ratio = rate(deepvue) / rate(http);
	const pairRatios = deepvue.map((sample, index) => http[index].ms / sample.ms);
	const starterRatio = rate(starter) / rate(http);
	const figures = (samples: Sample[]) =>
		`${rate(samples).toFixed(0)} items/s, ${cpu(samples).toFixed(2)} ms CPU per item`;
	return {
		name: `7. Against the HTTP Request node, ${total.toLocaleString('en-US')} lookups, no limit`,
		result:
			`Deepvue node ${figures(deepvue)}; HTTP Request node ${figures(http)} (HTTP Request ${HTTP_REQUEST_VERSION} from ${source}); ` +
			`bare declarative node of n8n's starter shape ${figures(starter)} (${starterRatio.toFixed(2)} of the HTTP Request node)`,
		ratio: `${ratio.toFixed(2)} (runs ${pairRatios.map((value) => value.toFixed(2)).join(', ')})`,
		target: '>= 1.0',
		met: ratio >= 1 ? 'yes' : 'no',
		limits:
			`n8n's declarative engine: a bare declarative node that only sends the field (n8n's starter shape, no checks, pacing, retries ` +
			`or follow-ups) reaches ${starterRatio.toFixed(2)} of the HTTP Request node's rate (${cpu(starter).toFixed(2)} ms CPU per item against ` +
			`${cpu(http).toFixed(2)} ms), and the Deepvue node ${(rate(deepvue) / rate(starter)).toFixed(2)} of the bare node's. For every item, the RoutingNode of ` +
			`n8n-core 2.41 resolves every property of the node twice (once for the request, once more to find its base URL) and evaluates ` +
			`the field's expression each time, where the HTTP Request node reads its parameters once; row 1 says where the Deepvue node's own ` +
			`time goes.`,
		method:
			`The lookups of row 1 (${perLookup} each of getName, getPan, verifyUpi and checkMnrl, each set one execution) through the Deepvue node ` +
			`(pacing off), through the HTTP Request node ${HTTP_REQUEST_VERSION} (${source}) with Authentication: Predefined Credential Type, ` +
			`Deepvue API, the URL of each lookup and its query parameter from the item (\`{{ $json.value }}\`), and through a bare declarative node ` +
			`(bench/lib/starterShapedNode.ts: base URL from the credential, the field sent by routing, nothing else) with the same credential. ` +
			`Same engine (this project's n8n-core), same cached token, the emulator in a process of its own; CPU is this process's. One ` +
			`warm-up run each, then ${runs} runs, rotating which side goes first; medians. The Ratio column is Deepvue / HTTP Request.`,
	};
}

interface Outcome {
	seconds: number;
	failed: number;
	/** 429 answers the emulator gave. */
	limited: number;
}

/** One run of `items` getName lookups against the emulator enforcing `rate` per second. */
async function limitedRun(
	bench: Bench,
	rate: number,
	items: number,
	run: (input: IDataObject[]) => Promise<NodeRunResult>,
): Promise<Outcome> {
	// Resets the emulator's bucket, so every run starts with a full second's worth of requests.
	await bench.setConditions({ ratePerSecond: rate });
	await bench.clearLog();
	const input = Array.from({ length: items }, (_, index) => ({ value: mobile(index) }));
	const t0 = now();
	const result = await run(input);
	const seconds = (now() - t0) / 1000;
	if (result.items.length !== items)
		throw new Error(
			`Expected ${items} output items, got ${result.items.length}: ${result.error?.message}`,
		);
	const calls = (await bench.log()).filter((request) => request.path === LOOKUPS[0].path);
	return {
		seconds,
		failed: failedItems(result.items),
		limited: calls.filter((call) => call.status === 429).length,
	};
}

export async function pacingVersusBatching(
	bench: Bench,
	items: number,
	runs: number,
): Promise<Row> {
	const rate = 20;
	const ideal = (items - 1) / rate;
	const { nodeTypes, source } = await withHttpRequestNode();
	const paced = await bench.instance({
		rateLimitPlan: 'custom',
		requestsPerSecond: rate,
		requestsPerMinute: 0,
	});
	const unpaced = await bench.instance({ rateLimitPlan: 'off' });
	const [lookup] = LOOKUPS;
	const batching = { batching: { batch: { batchSize: 1, batchInterval: 1000 / rate } } };

	const deepvueRun = (input: IDataObject[]) =>
		runNode(paced, {
			parameters: {
				resource: lookup.resource,
				operation: lookup.operation,
				[lookup.field]: '={{ $json.value }}',
				options: ASK_EVERY_TIME,
			},
			items: input.map((json) => ({ json })),
			continueOnFail: true,
		});
	const httpRun = (input: IDataObject[]) =>
		runHttpRequest(
			unpaced,
			nodeTypes,
			httpRequestParameters(bench.baseUrl, lookup, batching),
			input,
			true,
		);

	// The token is fetched before the timed runs, so no run includes an authorize call.
	await runNode(unpaced, {
		parameters: {
			resource: lookup.resource,
			operation: lookup.operation,
			[lookup.field]: mobile(0),
		},
	});
	const deepvue: Outcome[] = [];
	const http: Outcome[] = [];
	for (let run = 0; run < runs; run++) {
		progress(`row 8: run ${run + 1} of ${runs} (Deepvue pacing, then HTTP Request batching)`);
		deepvue.push(await limitedRun(bench, rate, items, deepvueRun));
		http.push(await limitedRun(bench, rate, items, httpRun));
	}
	await bench.setConditions({});

	const describe = (outcomes: Outcome[]) => {
		const typical = medianRun(outcomes, (outcome) => outcome.seconds);
		const worstFailed = Math.max(...outcomes.map((outcome) => outcome.failed));
		const worst429 = Math.max(...outcomes.map((outcome) => outcome.limited));
		return {
			typical,
			clean: worstFailed === 0,
			text: `${typical.seconds.toFixed(2)} s (${(typical.seconds / ideal).toFixed(3)}x ideal), ${typical.failed} failed, ${typical.limited} 429s (worst run: ${worstFailed} failed, ${worst429} 429s)`,
		};
	};
	const ours = describe(deepvue);
	const theirs = describe(http);
	const ratio = theirs.typical.seconds / ours.typical.seconds;
	const met = ours.clean && (!theirs.clean || ours.typical.seconds < theirs.typical.seconds);
	return {
		name: `8. Against the HTTP Request node at a plan limit: ${items} items, API limit ${rate}/s`,
		result: `ideal ${ideal.toFixed(2)} s. Deepvue node, pacing at ${rate}/s: ${ours.text}. HTTP Request node, Batching 1 item every ${1000 / rate} ms: ${theirs.text}`,
		ratio: `${ratio.toFixed(2)} (HTTP Request time / Deepvue time)`,
		target: 'Deepvue complete, error-free and sooner',
		met: met ? 'yes' : 'no',
		limits:
			`Deepvue: ${ours.text}; HTTP Request with Batching: ${theirs.text}. Both start each request on a timer after n8n has prepared all items; ` +
			`row 2 says where the Deepvue node's time beyond the ideal goes.`,
		method:
			`The emulator enforces ${rate} requests/s per API key (a token bucket holding one second's worth, reset before each run). ${items} getName ` +
			`lookups in one execution, Continue On Fail on for both, so failed items are counted. Deepvue node: credential Rate Limit Custom, ` +
			`${rate} per second, default retries. HTTP Request node ${HTTP_REQUEST_VERSION} (${source}): the Deepvue credential, pacing off, Options > ` +
			`Batching: 1 item per batch, ${1000 / rate} ms between batches; no Retry On Fail. Ideal = (${items} - 1) / ${rate} = ${ideal.toFixed(2)} s. ` +
			`${runs} runs of each, interleaved; the run with the median time is shown.`,
	};
}
