/**
 * Row 1: lookups through the Deepvue node in n8n's engine against a plain axios loop sending the
 * same requests, at the same concurrency, with the same headers and connection handling.
 */
import axios from 'axios';
import http from 'node:http';

import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { runNode } from '../../testbed/inProcessN8n/run';
import type { TestInstance } from '../../testbed/inProcessN8n/run';
import { ASK_EVERY_TIME, failedItems, mobile, progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { alternating, cpuMs, median, now } from '../lib/stats';

export const AXIOS_VERSION = (require('axios/package.json') as { version: string }).version;

interface Lookup {
	resource: string;
	operation: string;
	/** Node field and API query parameter. */
	field: string;
	param: string;
	path: string;
	value: (index: number) => string;
}

/** Four GET operations, a quarter of the lookups each. */
export const LOOKUPS: Lookup[] = [
	{
		resource: 'mobileIntelligence',
		operation: 'getName',
		field: 'mobileNumber',
		param: 'mobile_number',
		path: '/v1/mobile-intelligence/mobile-to-name',
		value: mobile,
	},
	{
		resource: 'mobileIntelligence',
		operation: 'getPan',
		field: 'mobileNumber',
		param: 'mobile_number',
		path: '/v1/mobile-intelligence/mobile-to-pan',
		value: mobile,
	},
	{
		resource: 'payment',
		operation: 'verifyUpi',
		field: 'vpa',
		param: 'vpa',
		path: '/v1/verification/upi',
		value: (index) => `user${index}@okhdfcbank`,
	},
	{
		resource: 'telecom',
		operation: 'checkMnrl',
		field: 'mobileNumber',
		param: 'mobile_number',
		path: '/v1/verification/mnrl/verify',
		value: mobile,
	},
];

interface Sample {
	ms: number;
	cpu: number;
	/** Node only: time from each execution's start to its first request reaching the emulator, summed. */
	beforeFirstRequestMs?: number;
}

/** The lookups through the Deepvue node, each set one execution; also row 7's Deepvue side. */
export async function nodeRun(
	bench: Bench,
	instance: TestInstance,
	perLookup: number,
): Promise<Sample> {
	await bench.clearLog();
	const starts: number[] = [];
	const cpu0 = cpuMs();
	const t0 = now();
	for (const lookup of LOOKUPS) {
		const items = Array.from({ length: perLookup }, (_, index) => ({
			json: { value: lookup.value(index) },
		}));
		starts.push(Date.now());
		const result = await runNode(instance, {
			parameters: {
				resource: lookup.resource,
				operation: lookup.operation,
				[lookup.field]: '={{ $json.value }}',
				options: ASK_EVERY_TIME,
			},
			items,
		});
		if (result.error || result.items.length !== perLookup || failedItems(result.items) > 0) {
			throw new Error(
				`${lookup.operation}: the node run failed: ${result.error?.message ?? `${failedItems(result.items)} items failed`}`,
			);
		}
	}
	const ms = now() - t0;
	const cpu = cpuMs() - cpu0;
	const log = await bench.log();
	let beforeFirstRequestMs = 0;
	LOOKUPS.forEach((lookup, index) => {
		const first = log.find((request) => request.path === lookup.path);
		if (first) beforeFirstRequestMs += first.at - starts[index];
	});
	return { ms, cpu, beforeFirstRequestMs };
}

async function axiosRun(
	bench: Bench,
	headers: Record<string, string>,
	agent: http.Agent,
	perLookup: number,
): Promise<Sample> {
	const cpu0 = cpuMs();
	const t0 = now();
	for (const lookup of LOOKUPS) {
		await Promise.all(
			Array.from({ length: perLookup }, (_, index) =>
				axios.get(`${bench.baseUrl}${lookup.path}`, {
					params: { [lookup.param]: lookup.value(index) },
					headers,
					httpAgent: agent,
				}),
			),
		);
	}
	return { ms: now() - t0, cpu: cpuMs() - cpu0 };
}

export async function engineOverhead(bench: Bench, total: number, runs: number): Promise<Row> {
	const perLookup = total / LOOKUPS.length;
	const instance = await bench.instance({ rateLimitPlan: 'off' });

	// The baseline authorizes once, as the node does, then sends the same two headers on every call.
	const { data: grant } = await axios.post<{ access_token: string }>(
		`${bench.baseUrl}/v1/authorize`,
		new URLSearchParams({
			client_id: DEMO_CLIENT.clientId,
			client_secret: DEMO_CLIENT.clientSecret,
		}),
	);
	const headers = {
		Authorization: `Bearer ${grant.access_token}`,
		'x-api-key': DEMO_CLIENT.clientSecret,
		Accept: 'application/json',
	};
	// n8n's HTTP client builds an agent without keep-alive for each request, so every request opens
	// a connection and sends `connection: close`. The baseline's agent does the same.
	const agent = new http.Agent({ keepAlive: false });

	progress('row 1: warm-up');
	await nodeRun(bench, instance, perLookup);
	await axiosRun(bench, headers, agent, perLookup);

	const [node, plain] = await alternating(
		runs,
		() => nodeRun(bench, instance, perLookup),
		() => axiosRun(bench, headers, agent, perLookup),
		(run) => progress(`row 1: run ${run} of ${runs}`),
	);

	// Which connection header each side sent, from the emulator's log of one run of each.
	await bench.clearLog();
	await nodeRun(bench, instance, perLookup);
	await axiosRun(bench, headers, agent, perLookup);
	const log = await bench.log();
	const connections = (fromAxios: boolean) =>
		[
			...new Set(
				log
					.filter(
						(request) =>
							request.path !== '/v1/authorize' &&
							(request.userAgent ?? '').startsWith('axios') === fromAxios,
					)
					.map((request) => request.connection ?? '(none)'),
			),
		].join(', ');

	const nodeRate = (total / median(node.map((sample) => sample.ms))) * 1000;
	const axiosRate = (total / median(plain.map((sample) => sample.ms))) * 1000;
	const ratio = nodeRate / axiosRate;
	const pairRatios = node.map((sample, index) => plain[index].ms / sample.ms);
	const nodeCpu = median(node.map((sample) => sample.cpu)) / total;
	const axiosCpu = median(plain.map((sample) => sample.cpu)) / total;
	const beforeFirst = median(node.map((sample) => sample.beforeFirstRequestMs ?? 0)) / 1000;
	const nodeSeconds = median(node.map((sample) => sample.ms)) / 1000;

	return {
		name: `1. Engine overhead, ${total.toLocaleString('en-US')} lookups, no limit`,
		result:
			`node ${nodeRate.toFixed(0)} items/s, axios ${axiosRate.toFixed(0)} items/s; ` +
			`CPU per item: node ${nodeCpu.toFixed(2)} ms, axios ${axiosCpu.toFixed(2)} ms; ` +
			`${beforeFirst.toFixed(2)} of the node's ${nodeSeconds.toFixed(2)} s pass before an execution's first request leaves`,
		ratio: `${ratio.toFixed(2)} (runs ${pairRatios.map((value) => value.toFixed(2)).join(', ')})`,
		target: '>= 0.9',
		met: ratio >= 0.9 ? 'yes' : 'no',
		limits:
			`CPU: the node's requests cost ${nodeCpu.toFixed(2)} ms of CPU per item against ${axiosCpu.toFixed(2)} ms for axios, and with the emulator ` +
			`answering at once both sides are CPU-bound. No request of an execution leaves before n8n has prepared all of its items ` +
			`(${beforeFirst.toFixed(2)} of ${nodeSeconds.toFixed(2)} s here): RoutingNode resolves every node property of every item, then each item's ` +
			`preSend and authentication run. Each of the three expressions evaluated per item (the input field twice in RoutingNode, once in ` +
			`the node's check of all items, whose values the requests then send) builds n8n's expression context anew. ` +
			`The per-item cost is n8n's engine and the node's use of it, not the network.`,
		method:
			`${total.toLocaleString('en-US')} GET lookups, ${perLookup} each of getName, getPan, verifyUpi and checkMnrl, each set run as one execution ` +
			`(n8n starts all of an execution's items at once) and, for axios, as ${perLookup} requests started at once. ` +
			`Both send Authorization: Bearer and x-api-key after one authorize; both open a connection per request ` +
			`(connection header seen by the emulator: node "${connections(false)}", axios "${connections(true)}"; the baseline uses ` +
			`http.Agent({ keepAlive: false }), as n8n builds one per request). Baseline: axios ${AXIOS_VERSION}, the package's dev dependency ` +
			`(n8n's HTTP client is axios too). The emulator runs in a process of its own. ` +
			`One warm-up run each, then ${runs} runs alternating which side goes first; median items/s of each side.`,
	};
}
