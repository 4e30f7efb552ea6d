/**
 * What a worker's run does to its process while it goes on: an interval timer whose late turns are
 * the stalls of the event loop (what n8n's health check, a queue-mode worker's job-lock renewal or
 * another execution would have waited), RSS sampled at each turn, and the garbage collections'
 * pauses.
 */
import { PerformanceObserver } from 'node:perf_hooks';

export interface ProbeFigures {
	/** The longest gap between the timer's turns beyond its period. */
	longestStallMs: number;
	/** The highest RSS sampled (a fallback where the kernel's high-water mark is not available). */
	sampledPeakRss: number;
	/** The longest garbage-collection pause (part of a stall when it falls in one). */
	longestGcMs: number;
}

export function startProbe(periodMs: number): { stop(): ProbeFigures } {
	let sampledPeakRss = 0;
	let longestStallMs = 0;
	let longestGcMs = 0;
	let last = performance.now();
	const sample = () => {
		try {
			sampledPeakRss = Math.max(sampledPeakRss, process.memoryUsage().rss);
		} catch {
			// EMFILE while every request holds a connection: the kernel's high-water mark still counts.
		}
	};
	const turn = () => {
		const at = performance.now();
		longestStallMs = Math.max(longestStallMs, at - last - periodMs);
		last = at;
	};
	sample();
	const timer = setInterval(() => {
		turn();
		sample();
	}, periodMs);
	const collections = new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
	});
	collections.observe({ entryTypes: ['gc'] });
	return {
		stop() {
			turn();
			sample();
			clearInterval(timer);
			collections.disconnect();
			return { longestStallMs, sampledPeakRss, longestGcMs };
		},
	};
}
