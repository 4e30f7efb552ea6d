/**
 * Row 9: one API key used by several n8n processes at once (queue-mode workers), each pacing on
 * its own at the Growth plan's rate, against an API that enforces that plan for the key: with the
 * credential's Processes Using This Client ID at 1 (not told) and at the number of processes
 * (told), the work shared out evenly, and all of it on one of 2 processes (the other idle).
 */
import path from 'node:path';

import { NAME_PATH } from '../../testbed/inProcessN8n/lookups';
import { progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { median } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { WorkerOutcome } from '../workers/sharedKeyProcess';

const PLAN = { name: 'Growth', perSecond: 5, perMinute: 500 };
const EXECUTIONS = 4;
const ITEMS_EACH = 100;

interface Outcome {
	seconds: number;
	failed: number;
	calls: number;
	limited: number;
}

/**
 * How a run shares the key: `processes` engine processes, `busy` of them with executions (shared
 * out evenly), each credential saying `told` processes use the key.
 */
interface Setup {
	processes: number;
	busy: number;
	told: number;
}

/** One run: the busy processes share the executions, all started at the same moment. */
async function runOnce(bench: Bench, { busy, told }: Setup): Promise<Outcome> {
	// An idle process sends nothing: only the busy ones are started.
	const workers = await Promise.all(
		Array.from({ length: busy }, () =>
			startWorker(path.join(__dirname, '../workers/sharedKeyProcess.ts'), [
				bench.baseUrl,
				PLAN.name.toLowerCase(),
				String(told),
			]),
		),
	);
	try {
		// Resets the emulator's windows, so every run starts with a full second's worth of requests.
		await bench.setConditions({ ratePerSecond: PLAN.perSecond, ratePerMinute: PLAN.perMinute });
		await bench.clearLog();
		const executionsEach = EXECUTIONS / busy;
		const startedAt = Date.now();
		const outcomes = await Promise.all(
			workers.map((worker, index) =>
				worker.call<WorkerOutcome>(
					'run',
					executionsEach,
					ITEMS_EACH,
					index * executionsEach * ITEMS_EACH,
				),
			),
		);
		const calls = (await bench.log()).filter((request) => request.path === NAME_PATH);
		const items = outcomes.reduce((sum, outcome) => sum + outcome.items, 0);
		if (items !== EXECUTIONS * ITEMS_EACH)
			throw new Error(`Expected ${EXECUTIONS * ITEMS_EACH} output items, got ${items}`);
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
	setup: Setup;
	factor: number;
	factors: number[];
	failed: number;
	worstFailed: number;
	limitedShare: number;
	shares: number[];
	seconds: number;
}

function summarise(setup: Setup, outcomes: Outcome[], ideal: number): Summary {
	const shares = outcomes.map((outcome) => outcome.limited / outcome.calls);
	const factors = outcomes.map((outcome) => outcome.seconds / ideal);
	return {
		setup,
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

const label = ({ processes, busy, told }: Setup) =>
	(processes === 1
		? '1 process'
		: `${processes} processes${busy < processes ? ` (${busy} busy, the other idle)` : ''}`) +
	(processes === 1 ? '' : told > 1 ? ', told' : ', not told');

function describe(summary: Summary): string {
	const who = label(summary.setup);
	return (
		`${who}: ${summary.seconds.toFixed(1)} s = ${summary.factor.toFixed(3)}x ideal (runs ${list(summary.factors, (value) => value.toFixed(3))}), ` +
		`${summary.failed} failed, 429s ${percent(summary.limitedShare)} of calls (runs ${list(summary.shares, percent)})`
	);
}

/** The runs of the row, in the order of the table: not told, then told (the credential's setting). */
const SETUPS: Setup[] = [
	{ processes: 1, busy: 1, told: 1 },
	{ processes: 2, busy: 2, told: 1 },
	{ processes: 4, busy: 4, told: 1 },
	{ processes: 2, busy: 2, told: 2 },
	{ processes: 4, busy: 4, told: 4 },
	{ processes: 2, busy: 1, told: 2 },
];

export async function sharedKey(bench: Bench, runs: number): Promise<Row> {
	const items = EXECUTIONS * ITEMS_EACH;
	const ideal = (items - 1) / PLAN.perSecond;
	const outcomes = SETUPS.map(() => [] as Outcome[]);
	for (let run = 0; run < runs; run++) {
		for (const [index, setup] of SETUPS.entries()) {
			progress(`row 9: run ${run + 1} of ${runs}, ${label(setup)}`);
			outcomes[index].push(await runOnce(bench, setup));
		}
	}
	await bench.setConditions({});
	const summaries = SETUPS.map((setup, index) => summarise(setup, outcomes[index], ideal));
	const [single, two, four, twoTold, fourTold, oneBusyTold] = summaries;
	const singleMet =
		single.factor <= 1.03 && single.worstFailed === 0 && Math.max(...single.shares) === 0;
	const twoMet = two.worstFailed === 0 && two.limitedShare <= 0.05;
	const twoToldMet =
		twoTold.factor <= 1.1 && twoTold.worstFailed === 0 && twoTold.limitedShare <= 0.02;
	// The idle partner's share is used as a process not told (alone: the single run) uses it, at no more 429s.
	const unevenMet =
		oneBusyTold.worstFailed === 0 &&
		oneBusyTold.limitedShare <= single.limitedShare &&
		oneBusyTold.factor <= single.factor * 1.03;
	return {
		name: `9. One API key, several processes: ${EXECUTIONS} x ${ITEMS_EACH} items, ${PLAN.name} plan enforced`,
		result: [single, two, four, twoTold, fourTold, oneBusyTold].map(describe).join('; '),
		ratio:
			`told: 2 processes ${twoTold.factor.toFixed(2)}x ideal, 429s ${percent(twoTold.limitedShare)}; 4 processes ${fourTold.factor.toFixed(2)}x, ${percent(fourTold.limitedShare)}; ` +
			`one of 2 busy ${oneBusyTold.factor.toFixed(2)}x, ${percent(oneBusyTold.limitedShare)}. ` +
			`Not told: 2 processes ${two.factor.toFixed(2)}x, ${percent(two.limitedShare)}; 4 processes ${four.factor.toFixed(2)}x, ${percent(four.limitedShare)}; ` +
			`1 process ${single.factor.toFixed(3)}x ideal`,
		target:
			'0 failed; told, 2 processes: 429s <= 2% of calls, <= 1.1x ideal; told, one of 2 busy: no slower than one process alone (<= 1.03x its time) at no more 429s; ' +
			'not told, 2 processes: 429s <= 5%; 1 process: 0 429s, <= 1.03x ideal; 4 processes: figures only',
		met: `${twoToldMet ? 'yes' : 'no'} (told, 2 processes); ${unevenMet ? 'yes' : 'no'} (told, one of 2 busy); ${twoMet ? 'yes' : 'no'} (not told, 2 processes); ${singleMet ? 'yes' : 'no'} (1 process)`,
		data: {
			setups: summaries.map(({ setup, factor, limitedShare, failed }) => ({
				...setup,
				factor,
				limitedShare,
				failed,
			})),
		},
		limits:
			'A process not told how many share the key learns of the others only from the 429s it gets itself, and finds capacity ' +
			'they leave only by sending faster than its share, which ends in a 429 while they are still there. Told, it starts at its ' +
			'share and probes above it slowly; it still learns that a partner has gone idle only by probing, so one that is left ' +
			'with most of the work climbs to the whole plan over tens of seconds (bench/simulation/sharedKey.ts, "Row 9: simulation" in RESULTS.md).',
		method:
			`The emulator enforces the ${PLAN.name} plan for the key (${PLAN.perSecond}/s as a token bucket holding one second's worth, ` +
			`${PLAN.perMinute} in any 60 s), reset before each run. Each process is a child process running n8n's engine with the node and ` +
			`a credential on the ${PLAN.name} plan (as a queue-mode worker does), with its own pacing and token cache; the ${EXECUTIONS} ` +
			`executions of ${ITEMS_EACH} getName items (Continue On Fail on) are shared out evenly and all start at once. ` +
			`Ideal = (${items} - 1) / ${PLAN.perSecond} = ${ideal.toFixed(1)} s; time from the start to the end of the last execution. ` +
			`429 share = 429 answers / all lookups the emulator received, retries included. Told: each credential's Processes Using This ` +
			`Client ID says how many processes there are; "one of 2 busy": told 2, all executions on one process, the other idle. ` +
			`${runs} runs of each setup, interleaved; medians.`,
	};
}
