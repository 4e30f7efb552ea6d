import { sleep } from 'n8n-workflow';

/**
 * What the node's waits read the time from and wait on: the batch status checks, retry waits,
 * the backoff after a failed authorization, pacing. The functions that wait take a clock as a
 * parameter, as pacing's schedule takes `now`: the node always runs on REAL_CLOCK, and a
 * simulation or a test can run the same schedules on a virtual clock.
 */
export interface Clock {
	/** Milliseconds since the epoch. */
	now(): number;
	/** Resolves after `ms` milliseconds. */
	sleep(ms: number): Promise<void>;
}

/** The clock of the node in n8n: `Date.now` and n8n-workflow's `sleep`. */
export const REAL_CLOCK: Clock = Object.freeze({
	now: () => Date.now(),
	sleep: async (ms: number) => await sleep(ms),
});
