// The bench's charts (bench/lib/svgChart.ts): round axis ticks, and one line with its dots and
// legend entry per series, placed by value.
import { svgChart, ticks } from '../bench/lib/svgChart';

it('puts axis ticks on round values that cover the data', () => {
	expect(ticks(0, 4.3)).toEqual([0, 1, 2, 3, 4, 5]);
	expect(ticks(1000, 50_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
	expect(ticks(0.9, 1.23)).toEqual([0.9, 1, 1.1, 1.2, 1.3]);
});

it('draws each series as a line with a dot per point and a legend entry, higher values higher up', () => {
	const svg = svgChart({
		title: 'Stall',
		xLabel: 'rows',
		yLabel: 's',
		series: [
			{
				name: 'Deepvue',
				points: [
					[1000, 0.5],
					[5000, 2],
				],
			},
			{
				name: 'bare & other',
				points: [
					[1000, 1],
					[5000, 4],
				],
				dashed: true,
			},
		],
	});
	expect(svg.match(/<polyline /g)).toHaveLength(2);
	expect(svg.match(/<circle /g)).toHaveLength(4);
	expect(svg).toContain('>Deepvue</text>');
	expect(svg).toContain('>bare &amp; other</text>');
	expect(svg).toContain('stroke-dasharray="6 4"');
	const [low, high] = [...svg.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)"/g)]
		.slice(0, 2)
		.map((match) => Number(match[1]));
	// SVG's y grows downwards: the larger value sits higher.
	expect(high).toBeLessThan(low);
});
