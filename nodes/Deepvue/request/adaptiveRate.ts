/**
 * The share of a plan's per-second limit this process may use, learned from the API's 429s.
 *
 * Several n8n processes (queue-mode workers, or separate n8n instances) may use one API key, and
 * nothing they can all reach tells them about each other. So each paces at the plan's rate until
 * the API says it is too much, then behaves as TCP CUBIC and the AWS SDKs' "adaptive" retry mode
 * do: the rate is cut to 70% on a 429, and grows back along a cubic curve that is steep just after
 * the cut, flat around the rate that was too much, and steep again beyond it, so processes that
 * share a key settle near their fair share and a process left alone soon gets the whole plan.
 * The plan's own rate stays the ceiling.
 */
export interface AdaptiveRate {
	/** The rate the curve levels off at (the rate that met the limit, or less); undefined until a 429. */
	rateAtThrottle?: number;
	/** The rate just after the latest cut. */
	rateAfterCut: number;
	/** When that 429 came (ms). */
	throttledAt: number;
	/** How many processes this one reckons use the key, itself included (learned share only). */
	sharers: number;
}

/**
 * How the rate adapts: one object, so that bench/simulation/sharedKey.ts can try other settings
 * on this code. The learned share and the grace period are off: neither met its targets there
 * (bench/RESULTS.md, "Row 9: simulation").
 */
export interface AdaptiveTuning {
	/** The rate after a 429, as a share of the rate that met it. */
	cutFactor: number;
	/** Seconds a process takes to climb back to the full plan rate after one cut from it. */
	recoverySeconds: number;
	/**
	 * After a 429, level off at the plan rate divided by the number of processes reckoned to use
	 * the key (one more each time even that share met the limit), times `shareHeadroom`.
	 */
	learnShare: boolean;
	shareHeadroom: number;
	/** A 429 for a request that left within this long after the latest cut does not cut again. */
	graceMs: number;
}

/** The rate after a 429, as a share of the rate that met it. */
export const CUT_FACTOR = 0.7;
/**
 * Seconds a process takes to climb back to the full plan rate after one cut from it. Shorter
 * finds free capacity sooner but meets the limit more often: in the simulation of 2 processes on
 * one key (bench/simulation/sharedKey.ts), 12 s gives 3.8% of calls 429 and 1.09x the ideal time,
 * 30 s 2.2% and 1.33x.
 */
export const RECOVERY_SECONDS = 12;
export const TUNING: AdaptiveTuning = { cutFactor: CUT_FACTOR, recoverySeconds: RECOVERY_SECONDS, learnShare: false, shareHeadroom: 0.95, graceMs: 0 };
/** Never slower than this share of the plan, so a process always gets some answers. */
const FLOOR_SHARE = 0.05;

export function newAdaptiveRate(): AdaptiveRate {
	return { rateAfterCut: 0, throttledAt: -Infinity, sharers: 1 };
}

/**
 * The cubic's scale for a plan rate `ceiling`: chosen so that after a cut from the ceiling it takes
 * the recovery time to get back there, whatever the plan (a fixed scale would make Starter recover
 * in a blink and Enterprise take ages).
 */
function scaleFor(ceiling: number): number {
	return (ceiling * (1 - TUNING.cutFactor)) / TUNING.recoverySeconds ** 3;
}

/** Requests per second this process may send now, at most `ceiling`. */
export function currentRate(state: AdaptiveRate, ceiling: number, now: number): number {
	const peak = state.rateAtThrottle;
	if (peak === undefined) return ceiling;
	const scale = scaleFor(ceiling);
	// Seconds after the cut at which the curve is back at the peak.
	const plateau = Math.cbrt((peak - state.rateAfterCut) / scale);
	const seconds = (now - state.throttledAt) / 1000;
	const rate = peak + scale * (seconds - plateau) ** 3;
	return Math.min(ceiling, Math.max(ceiling * FLOOR_SHARE, rate));
}

/**
 * Records a 429 for a request that left at `sentAt`. Answers to requests that left before the
 * latest cut say nothing about the rate since then, so they do not cut again. When the limit is
 * met below the previous peak, others have taken a bigger share: the curve then levels off
 * lower, halfway between the cut and the rate that met the limit, to leave them room sooner (as
 * CUBIC's "fast convergence" does).
 */
export function noteThrottle(state: AdaptiveRate, ceiling: number, sentAt: number, now: number): void {
	if (sentAt < state.throttledAt + TUNING.graceMs) return;
	const { cutFactor } = TUNING;
	const rate = currentRate(state, ceiling, now);
	const previousPeak = state.rateAtThrottle;
	let peak = previousPeak !== undefined && rate < previousPeak ? (rate * (1 + cutFactor)) / 2 : rate;
	let afterCut = peak * cutFactor;
	if (TUNING.learnShare) {
		const share = (sharers: number) => (ceiling / sharers) * TUNING.shareHeadroom;
		// Met at or below its share (rounding aside): one process more than reckoned. Met above it: no more than the
		// rate allows, and at least one other (a process alone at the plan rate meets no limit).
		const metShare = rate <= share(state.sharers) * 1.000001;
		state.sharers = metShare ? state.sharers + 1 : Math.max(2, Math.min(state.sharers, Math.ceil(ceiling / rate)));
		peak = Math.min(peak, share(state.sharers));
		afterCut = Math.min(rate * cutFactor, peak);
	}
	state.rateAtThrottle = peak;
	state.rateAfterCut = afterCut;
	state.throttledAt = now;
}
