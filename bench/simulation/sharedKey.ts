/**
 * Row 9 in virtual time: N processes share one API key on the Growth plan, each running the node's
 * own pacing (dist/.../pacing.js: waitForSlot, noteThrottled, and so adaptiveRate.js) and retry
 * policy (retryDelayMs, DEFAULT_RETRY), against the emulator's own limiter
 * (testbed/emulator/service/conditions.ts: the token bucket and the rolling minute). Only the
 * transport's loop around them is restated here (transport.ts `send`: take a slot, send, on a 429
 * tell the schedule and wait to retry, up to Max Attempts), and the engine's cost is a fixed delay. A variant gives the pacing another tuning
 * (createPacing(adaptivePace(tuning))), tells the processes how many they are (the credential's
 * Processes Using This Client ID), or staggers their starts (the simulation's own: each process's
 * first request waits a random time).
 * Each variant is tried on several seeds, which move the processes' start times, the timers'
 * lateness, the answers' latency and the retry waits; the same seed gives the same figures.
 *
 *   npm run build && npx ts-node --transpile-only bench/simulation/sharedKey.ts [--seeds 21]
 *     [--variant <name prefix>] [--try '<JSON list of variants>']
 */
import { ServiceConditions } from '../../testbed/emulator/service/conditions';
import { median } from '../lib/stats';
import { VirtualClock, seededRandom } from './virtualClock';
import type * as Adaptive from '../../nodes/Deepvue/transport/adaptiveRate';
import type * as Pacing from '../../nodes/Deepvue/transport/pacing';
import type * as Retry from '../../nodes/Deepvue/transport/retryPolicy';
import type * as Options from '../../nodes/Deepvue/options/optionFields';

// The built modules, as the node runs them (typed by their sources: the package ships no declarations).
const adaptive = require('../../dist/nodes/Deepvue/transport/adaptiveRate') as typeof Adaptive;
const pacingModule = require('../../dist/nodes/Deepvue/transport/pacing') as typeof Pacing;
const retry = require('../../dist/nodes/Deepvue/transport/retryPolicy') as typeof Retry;
const { OPTION_DEFAULTS } =
	require('../../dist/nodes/Deepvue/options/optionFields') as typeof Options;
/** Max Attempts and Max Retry Wait at the node's defaults. */
const DEFAULT_RETRY = {
	maxAttempts: Number(OPTION_DEFAULTS.maxAttempts),
	maxDelayMs: Number(OPTION_DEFAULTS.maxRetryDelay),
};

const PLAN = { perSecond: 5, perMinute: 500 };
const EXECUTIONS = 4;
const ITEMS_EACH = 100;
const IDEAL_S = (EXECUTIONS * ITEMS_EACH - 1) / PLAN.perSecond;
/** n8n prepares all of an execution's items before its first request leaves (row 1: about 1.5 ms an item). */
const PREPARE_MS = ITEMS_EACH * 1.5;
/** One way on loopback through n8n's HTTP client, ms: drawn from this range. */
const LATENCY_MS = [1, 3];

export interface Variant {
	name: string;
	tuning: Partial<Adaptive.AdaptiveTuning>;
	/** Each process's first request waits up to this long, drawn at random. */
	startJitterMs?: number;
	/** Each process paces at the plan divided by the number of processes (a Custom rate limit set so). */
	planShare?: boolean;
	/** The credential says how many processes use the key. */
	told?: boolean;
}

/** Which process runs each execution, and when it starts (ms after the run's start). */
interface Execution {
	process: number;
	startMs: number;
}

export interface Scenario {
	name: string;
	processes: number;
	executions: (random: () => number) => Execution[];
}

interface Outcome {
	calls: number;
	limited: number;
	/** 429s in the first 5 seconds. */
	limitedEarly: number;
	failed: number;
	seconds: number;
	/** When each process's last item was answered, s. */
	finished: number[];
}

let runs = 0;

async function runOnce(scenario: Scenario, variant: Variant, seed: number): Promise<Outcome> {
	const random = seededRandom(seed);
	const start = 1_000_000_000_000;
	const clock = new VirtualClock(start, random);
	const limiter = new ServiceConditions();
	limiter.set({ ratePerSecond: PLAN.perSecond, ratePerMinute: PLAN.perMinute });
	const run = ++runs;
	const jitter = Array.from(
		{ length: scenario.processes },
		() => random() * (variant.startJitterMs ?? 0),
	);
	const executions = scenario.executions(random);
	const outcome: Outcome = {
		calls: 0,
		limited: 0,
		limitedEarly: 0,
		failed: 0,
		seconds: 0,
		finished: [],
	};
	const limit = variant.planShare
		? {
				perSecond: PLAN.perSecond / scenario.processes,
				perMinute: Math.floor(PLAN.perMinute / scenario.processes),
			}
		: { ...PLAN, processes: variant.told ? scenario.processes : 1 };
	const pacing = pacingModule.createPacing(
		adaptive.adaptivePace({ ...adaptive.ADAPTIVE_TUNING, ...variant.tuning }),
		undefined,
		clock,
	);
	let pending = executions.length * ITEMS_EACH;
	const latency = () => LATENCY_MS[0] + random() * (LATENCY_MS[1] - LATENCY_MS[0]);

	/** transport.ts `send` for one paced lookup: slot, send, and on a 429 note it and retry. */
	async function lookup(key: string): Promise<void> {
		for (let attempt = 1; ; attempt++) {
			const sentAt = await pacing.waitForSlot(key, limit);
			await clock.sleep(latency());
			outcome.calls++;
			let limited = false;
			try {
				limiter.check('shared-key', { now: clock.now() });
			} catch {
				limited = true;
			}
			await clock.sleep(latency());
			if (!limited) return;
			outcome.limited++;
			if (clock.now() - start < 5000) outcome.limitedEarly++;
			pacing.noteThrottled(key, limit, sentAt);
			if (attempt >= DEFAULT_RETRY.maxAttempts) {
				outcome.failed++;
				return;
			}
			await clock.sleep(retry.retryDelayMs(attempt, { httpCode: '429' }, DEFAULT_RETRY, random));
		}
	}

	/** Each process's first request waits for its jitter; its other executions' requests queue behind. */
	const firstWait = new Map<number, Promise<void>>();
	async function execution({ process, startMs }: Execution): Promise<void> {
		await clock.sleep(startMs + PREPARE_MS);
		const key = `simulation-${run}-process-${process}`;
		if (!firstWait.has(process))
			firstWait.set(
				process,
				jitter[process] > 0 ? clock.sleep(jitter[process]) : Promise.resolve(),
			);
		await firstWait.get(process);
		await Promise.all(
			Array.from({ length: ITEMS_EACH }, async () => {
				await lookup(key);
				pending--;
				const seconds = (clock.now() - start) / 1000;
				outcome.seconds = Math.max(outcome.seconds, seconds);
				outcome.finished[process] = Math.max(outcome.finished[process] ?? 0, seconds);
			}),
		);
	}

	const all = Promise.all(executions.map(execution));
	await clock.run(() => pending === 0);
	await all;
	return outcome;
}

interface Summary {
	/** 429s in the first 5 s, median count. */
	early: number;
	/** The first process done before the last, as a share of the ideal: median. */
	spread: number;
	share: number;
	worstShare: number;
	failed: number;
	factor: number;
	worstFactor: number;
}

async function summarise(scenario: Scenario, variant: Variant, seeds: number): Promise<Summary> {
	const outcomes: Outcome[] = [];
	for (let seed = 1; seed <= seeds; seed++) outcomes.push(await runOnce(scenario, variant, seed));
	const shares = outcomes.map((outcome) => outcome.limited / outcome.calls);
	const factors = outcomes.map((outcome) => outcome.seconds / IDEAL_S);
	return {
		early: median(outcomes.map((outcome) => outcome.limitedEarly)),
		spread: median(
			outcomes.map(
				(outcome) => (Math.max(...outcome.finished) - Math.min(...outcome.finished)) / IDEAL_S,
			),
		),
		share: median(shares),
		worstShare: Math.max(...shares),
		failed: Math.max(...outcomes.map((outcome) => outcome.failed)),
		factor: median(factors),
		worstFactor: Math.max(...factors),
	};
}

/** Row 9: the executions shared out evenly, all processes started at once (give or take 50 ms). */
const evenly = (processes: number): Scenario => ({
	name: `row 9, ${processes} process${processes === 1 ? '' : 'es'}`,
	processes,
	executions: (random) =>
		Array.from({ length: EXECUTIONS }, (_, index) => ({
			process: Math.floor((index * processes) / EXECUTIONS),
			startMs: random() * 50,
		})),
});

/** test:queue: 4 webhooks at once, taken by 2 workers (`split` executions by the first), starting within 300 ms. */
const queue = (split: number): Scenario => ({
	name: `test:queue, ${split}+${EXECUTIONS - split}`,
	processes: 2,
	executions: (random) =>
		Array.from({ length: EXECUTIONS }, (_, index) => ({
			process: index < split ? 0 : 1,
			startMs: random() * 300,
		})),
});

export const SCENARIOS: Scenario[] = [
	evenly(1),
	evenly(2),
	evenly(4),
	queue(2),
	queue(3),
	queue(4),
];

export const VARIANTS: Variant[] = [
	{ name: 'reference: plan / processes (Custom)', tuning: {}, planShare: true },
	{ name: 'not told (Processes 1): cut to 70%, back in 12 s', tuning: {} },
	{ name: 'not told, back in 30 s', tuning: { recoverySeconds: 30 } },
	{ name: 'not told, back in 60 s', tuning: { recoverySeconds: 60 } },
	{
		name: 'told: from the share, doubling every 5 s; after a 429, 95% of it, probing in 40 s',
		tuning: {},
		told: true,
	},
	{ name: 'told, doubling every 2 s', tuning: { rampSeconds: 2 }, told: true },
	{ name: 'told, probing in 60 s', tuning: { sharedRecoverySeconds: 60 }, told: true },
	{ name: 'told, back to 90% of the share', tuning: { shareHeadroom: 0.9 }, told: true },
];

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

async function main() {
	const seedsIndex = process.argv.indexOf('--seeds');
	const seeds = seedsIndex >= 0 ? Number(process.argv[seedsIndex + 1]) : 15;
	const only = process.argv.indexOf('--variant');
	const extra = process.argv.indexOf('--try');
	const tried = extra >= 0 ? (JSON.parse(process.argv[extra + 1]) as Variant[]) : undefined;
	const variants =
		tried ??
		(only >= 0
			? VARIANTS.filter((variant) => variant.name.startsWith(process.argv[only + 1]))
			: VARIANTS);
	console.log(`| Variant | ${SCENARIOS.map((scenario) => scenario.name).join(' | ')} |`);
	console.log(`|---|${SCENARIOS.map(() => '---').join('|')}|`);
	for (const variant of variants) {
		const cells: string[] = [];
		for (const scenario of SCENARIOS) {
			const summary = await summarise(scenario, variant, seeds);
			const lost = summary.failed > 0 ? `, ${summary.failed} lost` : '';
			cells.push(
				`**${percent(summary.share)}, ${summary.factor.toFixed(2)}x** (worst ${percent(summary.worstShare)}, ${summary.worstFactor.toFixed(2)}x${lost}); ` +
					`${summary.early} in 5 s; spread ${summary.spread.toFixed(2)}`,
			);
		}
		console.log(`| ${variant.name} | ${cells.join(' | ')} |`);
	}
	console.log(
		`\nMedians over ${seeds} seeds: 429s as a share of all calls, time against the ideal ${IDEAL_S} s; worst = the worst seed of each; ` +
			'lost = items out of attempts in the worst seed (none where not said); "in 5 s" = 429s in the first 5 s (median count); ' +
			'spread = how long before the last process the first one finished, as a share of the ideal (median).',
	);
}

if (require.main === module) {
	main().catch((error) => {
		console.error(error);
		process.exitCode = 1;
	});
}
