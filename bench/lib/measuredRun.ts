/**
 * One node run measured in a worker process started with --expose-gc: the peak resident memory it
 * added and the longest time the event loop could not run anything else, the same way for every
 * row that compares them.
 *
 * Memory: two garbage collections, then RSS before the run; the peak is the kernel's high-water
 * mark of the process (VmHWM), reset just before the run, or where /proc does not allow that the
 * highest RSS sampled every millisecond. Stall: the longest gap between the turns of a 1 ms
 * interval timer in the same process beyond its 1 ms (bench/lib/loopProbe.ts).
 */
import { sleep } from 'n8n-workflow';

import { startProbe } from './loopProbe';
import type { ProbeFigures } from './loopProbe';
import { gc, highWaterMark, resetHighWaterMark } from './memory';
import { startWorker } from './worker';
import type { Worker } from './worker';

export interface RunFigures {
	rssBefore: number;
	peakRss: number;
	/** Where the peak came from: the kernel's high-water mark or the sampler. */
	peakSource: 'VmHWM' | 'sampled';
	/** Duration of the run. */
	seconds: number;
	/** The longest the event loop was blocked during the run, from the 1 ms timer. */
	longestStallMs: number;
	/** The longest garbage-collection pause during the run (part of a stall when it falls in one). */
	longestGcMs: number;
}

const PROBE_MS = 1;

/**
 * The environment of a worker whose runs are measured. glibc's malloc, which Node's Buffers come
 * from, serves a large block from its own heap once a block that size was freed (its mmap threshold
 * rises up to 32 MiB), and keeps freed blocks resident: the files a worker made before the run,
 * then freed, are counted in RSS before the run and reused by it, so a run of a few MB seemed to
 * add nothing. A fixed threshold gives every block of 128 KiB or more its own mapping, returned to
 * the system when freed.
 */
const MEASURED_WORKER_ENV: Readonly<Record<string, string>> = {
	MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
};

/** Starts a worker whose runs `measuredRun` measures: with --expose-gc and MEASURED_WORKER_ENV. */
export function startMeasuringWorker(script: string, args: string[]): Promise<Worker> {
	return startWorker(script, args, ['--expose-gc'], { ...MEASURED_WORKER_ENV });
}

export async function measuredRun<T>(run: () => Promise<T>): Promise<[T, RunFigures]> {
	gc();
	await sleep(200);
	gc();

	const rssBefore = process.memoryUsage().rss;
	const kernelPeak = resetHighWaterMark();
	const probe = startProbe(PROBE_MS);
	const started = performance.now();
	let figures: ProbeFigures | undefined;
	try {
		const result = await run();
		const ended = performance.now();
		figures = probe.stop();
		const hwm = kernelPeak ? highWaterMark() : undefined;
		return [
			result,
			{
				rssBefore,
				peakRss: hwm ?? Math.max(rssBefore, figures.sampledPeakRss),
				peakSource: hwm === undefined ? 'sampled' : 'VmHWM',
				seconds: (ended - started) / 1000,
				longestStallMs: figures.longestStallMs,
				longestGcMs: figures.longestGcMs,
			},
		];
	} finally {
		if (!figures) probe.stop();
	}
}

/** The longest stall of one more run of `run`, started on an event loop idle for 50 ms. */
export async function stallOf(run: () => Promise<unknown>): Promise<number> {
	await sleep(50);
	const probe = startProbe(PROBE_MS);
	let figures: ProbeFigures | undefined;
	try {
		await run();
	} finally {
		figures = probe.stop();
	}
	return figures.longestStallMs;
}
