/**
 * Row 9: one API key used by several n8n processes at once (queue-mode workers), each pacing on
 * its own at the Growth plan's rate, against an API that enforces that plan for the key.
 */
import path from 'node:path';

import { NAME_PATH } from '../../test/harness/lookups';
import { progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { median } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { WorkerOutcome } from '../workers/engine';

const PLAN = { name: 'Growth', perSecond: 5, perMinute: 500 };
const EXECUTIONS = 4;
const ITEMS_EACH = 100;

interface Outcome {
	seconds: number;
	failed: number;
	calls: number;
	limited: number;
}

/** One run: `processes` engine processes share the executions, all started at the same moment. */
async function runOnce(bench: Bench, processes: number): Promise<Outcome> {
	const workers = await Promise.all(
		Array.from({ length: processes }, () => startWorker(path.join(__dirname, '../workers/engine.ts'), [bench.baseUrl, PLAN.name.toLowerCase()])),
	);
	try {
		// Resets the emulator's windows, so every run starts with a full second's worth of requests.
		await bench.setConditions({ ratePerSecond: PLAN.perSecond, ratePerMinute: PLAN.perMinute });
		await bench.clearLog();
		const executionsEach = EXECUTIONS / processes;
		const startedAt = Date.now();
		const outcomes = await Promise.all(
			workers.map((worker, index) => worker.call<WorkerOutcome>('run', executionsEach, ITEMS_EACH, index * executionsEach * ITEMS_EACH)),
		);
		const calls = (await bench.log()).filter((request) => request.path === NAME_PATH);
		const items = outcomes.reduce((sum, outcome) => sum + outcome.items, 0);
		if (items !== EXECUTIONS * ITEMS_EACH) throw new Error(`Expected ${EXECUTIONS * ITEMS_EACH} output items, got ${items}`);
		return {
			seconds: (Math.max(...outcomes.map((outcome) => outcome.endedAt)) - startedAt) / 1000,
			failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
			calls: calls.length,
			limited: calls.filter((call) => call.status === 429).length,
		};
	} finally {
		await Promise.all(workers.map((worker) => worker.stop()));
	}
}

interface Summary {
	processes: number;
	factor: number;
	factors: number[];
	failed: number;
	worstFailed: number;
	limitedShare: number;
	shares: number[];
	seconds: number;
}

function summarise(processes: number, outcomes: Outcome[], ideal: number): Summary {
	const shares = outcomes.map((outcome) => outcome.limited / outcome.calls);
	const factors = outcomes.map((outcome) => outcome.seconds / ideal);
	return {
		processes,
		factor: median(factors),
		factors,
		failed: median(outcomes.map((outcome) => outcome.failed)),
		worstFailed: Math.max(...outcomes.map((outcome) => outcome.failed)),
		limitedShare: median(shares),
		shares,
		seconds: median(outcomes.map((outcome) => outcome.seconds)),
	};
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const list = (values: number[], format: (value: number) => string) => values.map(format).join(', ');

function describe(summary: Summary): string {
	const who = summary.processes === 1 ? '1 process' : `${summary.processes} processes`;
	return (
		`${who}: ${summary.seconds.toFixed(1)} s = ${summary.factor.toFixed(3)}x ideal (runs ${list(summary.factors, (value) => value.toFixed(3))}), ` +
		`${summary.failed} failed, 429s ${percent(summary.limitedShare)} of calls (runs ${list(summary.shares, percent)})`
	);
}

export async function sharedKey(bench: Bench, runs: number): Promise<Row> {
	const items = EXECUTIONS * ITEMS_EACH;
	const ideal = (items - 1) / PLAN.perSecond;
	const outcomes = new Map<number, Outcome[]>([[1, []], [2, []], [4, []]]);
	for (let run = 0; run < runs; run++) {
		for (const [processes, list] of outcomes) {
			progress(`row 9: run ${run + 1} of ${runs}, ${processes} process(es)`);
			list.push(await runOnce(bench, processes));
		}
	}
	await bench.setConditions({});
	const [single, two, four] = [...outcomes].map(([processes, list]) => summarise(processes, list, ideal));
	const singleMet = single.factor <= 1.03 && single.worstFailed === 0 && Math.max(...single.shares) === 0;
	const twoMet = two.factor <= 1.1 && two.worstFailed === 0 && two.limitedShare <= 0.02;
	const fourMet = four.factor <= 1.1 && four.worstFailed === 0 && four.limitedShare <= 0.05;
	return {
		name: `9. One API key, several processes: ${EXECUTIONS} x ${ITEMS_EACH} items, ${PLAN.name} plan enforced`,
		result: `${describe(single)}; ${describe(two)}; ${describe(four)}`,
		ratio:
			`2 processes ${two.factor.toFixed(2)}x ideal = ${(two.seconds / single.seconds).toFixed(2)}x the 1-process run, 429s ${percent(two.limitedShare)}; ` +
			`4 processes ${four.factor.toFixed(2)}x ideal = ${(four.seconds / single.seconds).toFixed(2)}x the 1-process run, 429s ${percent(four.limitedShare)}; ` +
			`1 process ${single.factor.toFixed(3)}x ideal`,
		target: '0 failed; 2 processes: 429s <= 2% of calls, 4 processes: <= 5%, both <= 1.1x ideal; 1 process: 0 429s, <= 1.03x ideal',
		met: `${twoMet ? 'yes' : 'no'} (2 processes); ${fourMet ? 'yes' : 'no'} (4 processes); ${singleMet ? 'yes' : 'no'} (1 process)`,
		limits:
			'Each process only learns of the others from the 429s it gets itself: it starts at the whole plan rate and leaves it ' +
			'only on a 429 of its own, and finds capacity the others leave only by sending faster than its share, which ends in a ' +
			'429 while they are still there. Fewer probes mean fewer 429s but a slower climb, and the process that got the smaller ' +
			'share finishes last. The simulation of this row (bench/simulation/sharedKey.ts, "Row 9: simulation" in RESULTS.md) ' +
			'tried 30 settings of the per-process design: none meets all the targets (the one within the 2-process target has 6.1% 429s and 1.17x with 4 processes).',
		method:
			`The emulator enforces the ${PLAN.name} plan for the key (${PLAN.perSecond}/s as a token bucket holding one second's worth, ` +
			`${PLAN.perMinute} in any 60 s), reset before each run. Each process is a child process running n8n's engine with the node and ` +
			`a credential on the ${PLAN.name} plan (as a queue-mode worker does), with its own pacing and token cache; the ${EXECUTIONS} ` +
			`executions of ${ITEMS_EACH} getName items (Continue On Fail on) are shared out evenly and all start at once. ` +
			`Ideal = (${items} - 1) / ${PLAN.perSecond} = ${ideal.toFixed(1)} s; time from the start to the end of the last execution. ` +
			`429 share = 429 answers / all lookups the emulator received, retries included. ${runs} runs of 1, 2 and 4 processes, interleaved; medians.`,
	};
}
