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
 * Runs two sides `runs` times each, alternating which goes first, so drift on a shared machine
 * hits both alike; `onRun` is told the run's number (from 1) before it starts.
 */
export async function alternating<A, B>(runs: number, first: () => Promise<A>, second: () => Promise<B>, onRun: (run: number) => void): Promise<[A[], B[]]> {
	const firsts: A[] = [];
	const seconds: B[] = [];
	for (let run = 0; run < runs; run++) {
		onRun(run + 1);
		if (run % 2 === 0) {
			firsts.push(await first());
			seconds.push(await second());
		} else {
			seconds.push(await second());
			firsts.push(await first());
		}
	}
	return [firsts, seconds];
}

export const MB = 1024 * 1024;
