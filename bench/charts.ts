/**
 * The bench's pictures, drawn from the figures its rows keep in bench/results.json (each row's
 * latest run): `npm run bench` redraws them after measuring, `npm run bench:charts` from the file
 * alone. SVG files in bench/charts/, linked from RESULTS.md and from the docs page each belongs to.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { svgChart } from './lib/svgChart';
import type { Series } from './lib/svgChart';

export const RESULTS_FILE = path.join(__dirname, 'results.json');
const CHARTS = path.join(__dirname, 'charts');

/** What results.json holds per row: when it was measured, and the row's figures. */
export type Results = Record<string, { measured: string; data: Record<string, unknown> }>;

interface StallData {
	stall: Record<'deepvue' | 'deepvueBatched' | 'httpRequest' | 'bare', Array<[number, number]>>;
}

interface SharedKeySetup {
	processes: number;
	busy: number;
	told: number;
	factor: number;
	limitedShare: number;
}

export function readResults(): Results {
	try {
		return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
	} catch {
		return {};
	}
}

const rows = (value: number) => (value >= 1000 ? `${value / 1000}k` : String(value));

/** Row 10: the longest event-loop stall against the list's size. */
function stallChart(data: StallData, measured: string): string {
	const series: Series[] = [
		{ name: 'Deepvue, default settings', points: data.stall.deepvue },
		{ name: 'Deepvue, Batching 50 / 1 ms', points: data.stall.deepvueBatched },
		{ name: 'HTTP Request node', points: data.stall.httpRequest },
		{ name: 'bare declarative node', points: data.stall.bare, dashed: true },
	].filter((line) => line.points.length > 0);
	return svgChart({
		title: `Longest event-loop stall, one execution (row 10, ${measured})`,
		xLabel: 'rows in the execution',
		yLabel: 'longest stall (s)',
		series,
		xFrom: 0,
		line: { y: 1, label: 'target with Batching: 1 s' },
		formatX: rows,
	});
}

/** Row 9: 429 share and time against the ideal, by the number of processes on one key, told or not. */
function sharedKeyCharts(setups: SharedKeySetup[], measured: string): Record<string, string> {
	const even = setups.filter((setup) => setup.busy === setup.processes);
	const line = (told: boolean, value: (setup: SharedKeySetup) => number): Array<[number, number]> =>
		even
			.filter((setup) => setup.processes === 1 || setup.told > 1 === told)
			.sort((a, b) => a.processes - b.processes)
			.map((setup) => [setup.processes, value(setup)]);
	const series = (value: (setup: SharedKeySetup) => number): Series[] => [
		{ name: 'not told (Processes 1)', points: line(false, value) },
		{ name: 'told (Processes = N)', points: line(true, value) },
	];
	const common = {
		xLabel: 'processes using the key (work shared evenly)',
		xFrom: 1,
		formatX: String,
	};
	return {
		'shared-key-429s.svg': svgChart({
			...common,
			title: `429 answers, one key, Growth plan (row 9, ${measured})`,
			yLabel: '429s, % of calls',
			series: series((setup) => setup.limitedShare * 100),
			line: { y: 2, label: 'target, 2 processes told: 2%' },
			formatY: (value) => `${value}%`,
		}),
		'shared-key-time.svg': svgChart({
			...common,
			title: `Time against the ideal, one key (row 9, ${measured})`,
			yLabel: 'time / ideal',
			series: series((setup) => setup.factor),
			yFrom: 0.9,
			line: { y: 1.1, label: 'target: 1.1x' },
			formatY: (value) => `${value}x`,
		}),
	};
}

/** Draws every chart the results allow; returns the files written. */
export function drawCharts(results: Results = readResults()): string[] {
	const charts: Record<string, string> = {};
	if (results['10'])
		charts['large-lists-stall.svg'] = stallChart(
			results['10'].data as unknown as StallData,
			results['10'].measured,
		);
	if (results['9'])
		Object.assign(
			charts,
			sharedKeyCharts(
				(results['9'].data as { setups: SharedKeySetup[] }).setups,
				results['9'].measured,
			),
		);
	mkdirSync(CHARTS, { recursive: true });
	for (const [file, svg] of Object.entries(charts)) writeFileSync(path.join(CHARTS, file), svg);
	return Object.keys(charts).map((file) => path.join('bench', 'charts', file));
}

if (require.main === module) {
	for (const file of drawCharts()) console.log(`Drew ${file}`);
}
