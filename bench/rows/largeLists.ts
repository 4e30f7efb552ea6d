/**
 * Row 10: large lists in one execution. For each size, the Deepvue node, n8n's HTTP Request node
 * and the bare declarative node of row 7 run the same getName lookups, each measurement in a new
 * process (bench/workers/largeList.ts): the longest event-loop stall, the time until the first
 * lookup reaches the emulator, peak memory growth and wall time. Then the Deepvue node at a plan
 * limit, at the default settings and with Request Options > Batching.
 */
import path from 'node:path';

import { progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { MB, median, medianRun, rotating } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { LargeMeasure, LargeRun, LargeSide } from '../workers/largeList';
import { HTTP_REQUEST_VERSION } from '../lib/httpRequestNode';
import { LOOKUPS } from './engineOverhead';

const SIDE_NAMES: Record<LargeSide, string> = {
	deepvue: 'Deepvue',
	httpRequest: 'HTTP Request',
	bare: 'bare declarative',
};
const SIDES: LargeSide[] = ['deepvue', 'httpRequest', 'bare'];
const [lookup] = LOOKUPS;

/** Request Options > Batching as the README's "Large lists" recommends it. */
export const RECOMMENDED_BATCHING = { batchSize: 50, batchInterval: 1 };

interface Measured extends LargeMeasure {
	/** Seconds from the run's start to the first lookup reaching the emulator. */
	firstRequest: number;
	/** Lookups the emulator answered 429. */
	limited: number;
}

/** One measurement, or why it could not be made (the row goes on with the others). */
type Outcome = Measured | { failed: string };

const isMeasured = (outcome: Outcome): outcome is Measured =>
	!('failed' in outcome && typeof outcome.failed === 'string');

async function measureOrReason(bench: Bench, spec: LargeRun): Promise<Outcome> {
	try {
		return await measure(bench, spec);
	} catch (error) {
		const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
		progress(`row 10: ${SIDE_NAMES[spec.side]}, ${spec.rows} rows: ${reason}`);
		return { failed: reason };
	}
}

async function measure(bench: Bench, spec: LargeRun): Promise<Measured> {
	const worker = await startWorker(
		path.join(__dirname, '../workers/largeList.ts'),
		[bench.baseUrl],
		['--expose-gc'],
	);
	try {
		await worker.call('warmUp', spec);
		// Resets the emulator's bucket, so the run starts with a full second's worth of requests.
		if (spec.perSecond) await bench.setConditions({ ratePerSecond: spec.perSecond });
		await bench.clearLog();
		const result = await worker.call<LargeMeasure>('measure', spec);
		const arrivals = await bench.arrivals(lookup.path);
		if (result.items !== spec.rows || result.failed > 0) {
			throw new Error(
				`${SIDE_NAMES[spec.side]} node, ${spec.rows} rows: ${result.items} items out, ${result.failed} failed`,
			);
		}
		return {
			...result,
			firstRequest: ((arrivals.first ?? NaN) - result.startedAt) / 1000,
			limited: arrivals.limited,
		};
	} finally {
		await worker.stop();
		if (spec.perSecond) await bench.setConditions({});
	}
}

const seconds = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} s`;

function figures(outcomes: Outcome[], rows: number): string {
	const runs = outcomes.filter(isMeasured);
	if (runs.length === 0)
		return `not measured (${outcomes.map((outcome) => ('failed' in outcome ? outcome.failed : '')).join('; ')})`;
	const stall = median(runs.map((run) => run.longestStallMs)) / 1000;
	const first = median(runs.map((run) => run.firstRequest));
	const growth = median(runs.map((run) => run.peakGrowthBytes));
	const wall = median(runs.map((run) => run.seconds));
	const gcPause = median(runs.map((run) => run.longestGcMs)) / 1000;
	return (
		`stall ${seconds(stall)} (longest GC pause ${seconds(gcPause)}), first lookup ${seconds(first)}, ` +
		`memory +${(growth / MB).toFixed(0)} MB (${(growth / rows / 1024).toFixed(0)} KB/row), ${seconds(wall)}`
	);
}

function ratio(ours: Outcome[], theirs: Outcome[], key: (run: Measured) => number): number {
	return median(ours.filter(isMeasured).map(key)) / median(theirs.filter(isMeasured).map(key));
}

/** The longest stall of each measured run's median, s, by size: a chart's line. */
type StallLine = Array<[number, number]>;
const stallOf = (outcomes: Outcome[]) =>
	median(outcomes.filter(isMeasured).map((run) => run.longestStallMs)) / 1000;

/** The figures of row 10 that bench/charts.ts draws: the longest stall against the list's size. */
export interface LargeListsData extends Record<string, unknown> {
	stall: Record<LargeSide | 'deepvueBatched', StallLine>;
}

export async function largeLists(
	bench: Bench,
	sizes: number[],
	batchedSizes: number[],
	runs: number,
	atLimit: { rows: number; perSecond: number; runs: number },
): Promise<Row> {
	const lines: string[] = [];
	const ratios: string[] = [];
	const data: LargeListsData = {
		stall: { deepvue: [], httpRequest: [], bare: [], deepvueBatched: [] },
	};
	let stallNoWorse = true;
	let memoryNoWorse = true;
	for (const rows of sizes) {
		const samples = await rotating(
			runs,
			SIDES.map((side) => () => measureOrReason(bench, { side, rows })),
			(run) => progress(`row 10: ${rows} rows, run ${run} of ${runs}`),
		);
		const [deepvue, , bare] = samples;
		SIDES.forEach((side, index) => {
			if (samples[index].some(isMeasured)) data.stall[side].push([rows, stallOf(samples[index])]);
		});
		lines.push(
			`**${rows.toLocaleString('en-US')} rows**: ${SIDES.map((side, index) => `${SIDE_NAMES[side]} ${figures(samples[index], rows)}`).join('; ')}`,
		);
		const stallRatio = ratio(deepvue, bare, (run) => run.longestStallMs);
		const memoryRatio = ratio(deepvue, bare, (run) => run.peakGrowthBytes);
		ratios.push(
			`${rows.toLocaleString('en-US')}: stall ${stallRatio.toFixed(2)}, memory ${memoryRatio.toFixed(2)}`,
		);
		stallNoWorse &&= stallRatio <= 1.1;
		memoryNoWorse &&= memoryRatio <= 1.1;
	}

	// With Batching the Deepvue node alone, up to sizes the other nodes do not reach (see the method).
	const batchedLines: string[] = [];
	for (const rows of batchedSizes) {
		const samples = await rotating(
			runs,
			[() => measureOrReason(bench, { side: 'deepvue', rows, batching: RECOMMENDED_BATCHING })],
			(run) => progress(`row 10: ${rows} rows with Batching, run ${run} of ${runs}`),
		);
		if (samples[0].some(isMeasured)) data.stall.deepvueBatched.push([rows, stallOf(samples[0])]);
		batchedLines.push(`${rows.toLocaleString('en-US')} rows ${figures(samples[0], rows)}`);
	}
	const largestBatched = batchedSizes[batchedSizes.length - 1];
	const batchedStall =
		data.stall.deepvueBatched.find(([rows]) => rows === largestBatched)?.[1] ?? Infinity;
	lines.push(
		`**Deepvue with Batching ${RECOMMENDED_BATCHING.batchSize} items every ${RECOMMENDED_BATCHING.batchInterval} ms** (Request Options > Batching): ` +
			batchedLines.join('; '),
	);

	const ideal = (atLimit.rows - 1) / atLimit.perSecond;
	const limited = { default: [] as Outcome[], batching: [] as Outcome[] };
	for (let run = 0; run < atLimit.runs; run++) {
		progress(
			`row 10: ${atLimit.rows} rows at ${atLimit.perSecond}/s, run ${run + 1} of ${atLimit.runs}`,
		);
		limited.default.push(
			await measureOrReason(bench, {
				side: 'deepvue',
				rows: atLimit.rows,
				perSecond: atLimit.perSecond,
			}),
		);
		limited.batching.push(
			await measureOrReason(bench, {
				side: 'deepvue',
				rows: atLimit.rows,
				perSecond: atLimit.perSecond,
				batching: RECOMMENDED_BATCHING,
			}),
		);
	}
	const atLimitText = (outcomes: Outcome[]) => {
		const runsMade = outcomes.filter(isMeasured);
		if (runsMade.length === 0) return figures(outcomes, atLimit.rows);
		const typical = medianRun(runsMade, (outcome) => outcome.seconds);
		return `${typical.seconds.toFixed(2)} s = ${(typical.seconds / ideal).toFixed(3)}x ideal (first lookup ${seconds(typical.firstRequest)}, ${typical.limited} 429s)`;
	};
	const limitRatio = median(limited.default.filter(isMeasured).map((run) => run.seconds)) / ideal;
	lines.push(
		`**${atLimit.rows.toLocaleString('en-US')} rows at ${atLimit.perSecond}/s** (ideal ${ideal.toFixed(2)} s): default settings ${atLimitText(limited.default)}; ` +
			`with Batching ${atLimitText(limited.batching)}`,
	);

	const met = [
		`${batchedStall <= 1 ? 'yes' : 'no'} (stall with Batching at ${largestBatched.toLocaleString('en-US')})`,
		`${stallNoWorse && memoryNoWorse ? 'yes' : 'no'} (default settings against the bare node)`,
		`${limitRatio <= 1.03 ? 'yes' : 'no'} (${atLimit.rows.toLocaleString('en-US')} at ${atLimit.perSecond}/s)`,
	].join('; ');
	return {
		name: `10. Large lists: ${[...new Set([...sizes, ...batchedSizes])]
			.sort((a, b) => a - b)
			.map((size) => size.toLocaleString('en-US'))
			.join(', ')} rows in one execution`,
		result: lines.join('. '),
		ratio: `Deepvue / bare declarative node: ${ratios.join('; ')}; at ${atLimit.perSecond}/s ${limitRatio.toFixed(3)}x ideal`,
		target:
			`with the README's Batching: longest stall <= 1 s at ${largestBatched.toLocaleString('en-US')}; default settings: stall and memory no worse than the bare node (<= 1.1x); ` +
			`${atLimit.rows.toLocaleString('en-US')} rows at ${atLimit.perSecond}/s <= 1.03x ideal`,
		met,
		limits: [
			stallNoWorse
				? ''
				: `n8n's declarative engine (RoutingNode.runNode, n8n-core 2.41) prepares every item's request in one synchronous loop and lets no ` +
					`request leave before it ends, unless Request Options > Batching sets an interval: at the default settings the bare declarative ` +
					`node stalls the event loop too, and the time before the first lookup grows with the list.`,
			memoryNoWorse
				? ''
				: `Memory: the Deepvue node's peak per row is above the bare node's (the ratios above). It does more per row (it checks every ` +
					`row's inputs before any paid call, keeps paid answers for a retry and for Reuse Answers For, shapes each answer); which of these holds ` +
					`the difference was not traced, and the ratio moves between sizes in one run with when the GC runs.`,
		]
			.filter(Boolean)
			.join(' '),
		data,
		method:
			`getName lookups of N rows (\`{{ $json.value }}\`, valid mobile numbers) in one execution, Continue On Fail off, each measurement in a new ` +
			`process (bench/workers/largeList.ts, --expose-gc) after a 20-row warm-up run there (modules loaded, token cached; the emulator's log and rate bucket reset after it): the Deepvue node ` +
			`(pacing off), the HTTP Request node ${HTTP_REQUEST_VERSION} with the Deepvue credential as in row 7, and the bare declarative node of row 7. Stall = the ` +
			`longest gap of a 5 ms interval timer in that process beyond its 5 ms, during the run. First lookup = the emulator's arrival time of the ` +
			`first lookup minus the run's start. Memory = the kernel's high-water mark (VmHWM, reset before the run) minus RSS before the run, after ` +
			`two GCs. At the default settings every one of these nodes starts all of an execution's requests together, a connection each, before it reads any answer; this machine allows 20,000 open files per process, so the default settings are measured up to ${sizes[sizes.length - 1].toLocaleString('en-US')} rows, and only the Deepvue node with Batching beyond (up to ${largestBatched.toLocaleString('en-US')}; at once, that many connections fail with EMFILE, and the HTTP Request and bare nodes failed so at 30,000 rows with Batching too). ${runs} run(s) of each side per size, rotating which side goes first; medians. Batching: ${RECOMMENDED_BATCHING.batchSize} items every ` +
			`${RECOMMENDED_BATCHING.batchInterval} ms. At the plan limit: the credential's Custom ${atLimit.perSecond}/s, the emulator enforcing ${atLimit.perSecond}/s ` +
			`(a token bucket of one second's worth); ideal = (${atLimit.rows} - 1) / ${atLimit.perSecond}; ${atLimit.runs} run(s) of each; the median run is shown.`,
	};
}
