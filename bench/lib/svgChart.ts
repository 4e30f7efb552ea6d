/**
 * Line charts as SVG text, drawn without a browser or a charting library: axes with round ticks,
 * one line with dots per series, a legend. Enough for the bench's charts, nothing more.
 */
export interface Series {
	name: string;
	points: Array<[number, number]>;
	/** Drawn dashed: a reference rather than a measurement. */
	dashed?: boolean;
}

export interface Chart {
	title: string;
	xLabel: string;
	yLabel: string;
	series: Series[];
	/** Where the x axis starts; the smallest x when not given. */
	xFrom?: number;
	/** Where the y axis starts; 0 when not given. */
	yFrom?: number;
	/** A horizontal line, e.g. a target. */
	line?: { y: number; label: string };
	/** How tick values read: `value` as text. */
	formatX?: (value: number) => string;
	formatY?: (value: number) => string;
}

const WIDTH = 720;
const HEIGHT = 420;
const MARGIN = { left: 70, right: 220, top: 48, bottom: 56 };
// Colour-blind-safe (Okabe and Ito), in the order of the series.
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

/** Round tick values from `from` to at least `to`: steps of 1, 2 or 5 times a power of ten. */
export function ticks(from: number, to: number, count = 5): number[] {
	const span = to - from || Math.abs(to) || 1;
	const rough = span / count;
	const power = 10 ** Math.floor(Math.log10(rough));
	const step =
		[1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ??
		10 * power;
	const first = Math.floor(from / step) * step;
	const values: number[] = [];
	for (let value = first; value < to + step * 0.999; value += step)
		values.push(Number(value.toPrecision(12)));
	return values;
}

const escape = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plain = (value: number) =>
	Math.abs(value) >= 1000 ? value.toLocaleString('en-US') : String(value);

export function svgChart(chart: Chart): string {
	const points = chart.series.flatMap((series) => series.points);
	const xs = points.map(([x]) => x);
	const ys = points.map(([, y]) => y).concat(chart.line ? [chart.line.y] : []);
	const xTicks = ticks(chart.xFrom ?? Math.min(...xs), Math.max(...xs));
	const yTicks = ticks(chart.yFrom ?? 0, Math.max(...ys));
	const [x0, x1] = [xTicks[0], xTicks[xTicks.length - 1]];
	const [y0, y1] = [yTicks[0], yTicks[yTicks.length - 1]];
	const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
	const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
	const px = (x: number) => MARGIN.left + ((x - x0) / (x1 - x0 || 1)) * plotWidth;
	const py = (y: number) => MARGIN.top + plotHeight - ((y - y0) / (y1 - y0 || 1)) * plotHeight;
	const formatX = chart.formatX ?? plain;
	const formatY = chart.formatY ?? plain;

	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
		`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
		`<text x="${MARGIN.left}" y="24" font-size="15" font-weight="bold">${escape(chart.title)}</text>`,
	];
	for (const value of yTicks) {
		const y = py(value).toFixed(1);
		parts.push(
			`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${y}" y2="${y}" stroke="#e5e5e5"/>`,
		);
		parts.push(
			`<text x="${MARGIN.left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle">${escape(formatY(value))}</text>`,
		);
	}
	for (const value of xTicks) {
		const x = px(value).toFixed(1);
		parts.push(
			`<line x1="${x}" x2="${x}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight + 5}" stroke="#333"/>`,
		);
		parts.push(
			`<text x="${x}" y="${MARGIN.top + plotHeight + 20}" text-anchor="middle">${escape(formatX(value))}</text>`,
		);
	}
	parts.push(
		`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`,
		`<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`,
		`<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 14}" text-anchor="middle">${escape(chart.xLabel)}</text>`,
		`<text transform="translate(18 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escape(chart.yLabel)}</text>`,
	);
	if (chart.line) {
		const y = py(chart.line.y).toFixed(1);
		parts.push(
			`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${y}" y2="${y}" stroke="#999" stroke-dasharray="2 3"/>`,
		);
		parts.push(
			`<text x="${MARGIN.left + plotWidth - 4}" y="${Number(y) - 5}" text-anchor="end" fill="#666">${escape(chart.line.label)}</text>`,
		);
	}
	chart.series.forEach((series, index) => {
		const colour = COLOURS[index % COLOURS.length];
		const dash = series.dashed ? ' stroke-dasharray="6 4"' : '';
		const path = series.points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(' ');
		parts.push(
			`<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`,
		);
		for (const [x, y] of series.points)
			parts.push(
				`<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="3.5" fill="${colour}"/>`,
			);
		const legendY = MARGIN.top + 8 + index * 20;
		const legendX = MARGIN.left + plotWidth + 16;
		parts.push(
			`<line x1="${legendX}" x2="${legendX + 22}" y1="${legendY}" y2="${legendY}" stroke="${colour}" stroke-width="2"${dash}/>`,
		);
		parts.push(
			`<text x="${legendX + 28}" y="${legendY}" dominant-baseline="middle">${escape(series.name)}</text>`,
		);
	});
	parts.push('</svg>');
	return `${parts.join('\n')}\n`;
}
