/** Small measuring and formatting helpers. */

export function median(values: number[]): number {
	if (values.length === 0) return NaN;
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile, `share` between 0 and 1. */
export function percentile(values: number[], share: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1))];
}

/** The value of the run whose `key` is the median, so figures of one row come from one run. */
export function medianRun<T>(runs: T[], key: (run: T) => number): T {
	const sorted = [...runs].sort((a, b) => key(a) - key(b));
	return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function now(): number {
	return performance.now();
}

/** CPU time (user + system) of this process in milliseconds. */
export function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

/**
 * Runs each side `runs` times, rotating which goes first, so drift on a shared machine hits all
 * alike; `onRun` is told the run's number (from 1) before it starts. Samples come back per side.
 */
export async function rotating<T>(
	runs: number,
	sides: Array<() => Promise<T>>,
	onRun: (run: number) => void,
): Promise<T[][]> {
	const samples: T[][] = sides.map(() => []);
	for (let run = 0; run < runs; run++) {
		onRun(run + 1);
		for (let step = 0; step < sides.length; step++) {
			const side = (run + step) % sides.length;
			samples[side].push(await sides[side]());
		}
	}
	return samples;
}

/** `rotating` for two sides of different kinds. */
export async function alternating<A, B>(
	runs: number,
	first: () => Promise<A>,
	second: () => Promise<B>,
	onRun: (run: number) => void,
): Promise<[A[], B[]]> {
	const [firsts, seconds] = await rotating<A | B>(runs, [first, second], onRun);
	return [firsts as A[], seconds as B[]];
}

export const MB = 1024 * 1024;
