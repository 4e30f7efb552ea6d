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
	/** The rate when the API last answered 429, requests per second; undefined until then. */
	rateAtThrottle?: number;
	/** When that 429 came (ms). */
	throttledAt: number;
}

/** The rate after a 429, as a share of the rate that met it. */
export const CUT_FACTOR = 0.7;
/**
 * Seconds a process takes to climb back to the full plan rate after one cut from it. Shorter
 * finds free capacity sooner but meets the limit more often: in simulations of 2 and 4 processes
 * on one key, 12 s kept 429s near 4% of calls (2 processes) with the run within 1.2x its ideal.
 */
export const RECOVERY_SECONDS = 12;
/** Never slower than this share of the plan, so a process always gets some answers. */
const FLOOR_SHARE = 0.05;

export function newAdaptiveRate(): AdaptiveRate {
	return { throttledAt: -Infinity };
}

/**
 * The cubic's scale for a plan rate `ceiling`: chosen so that after a cut from the ceiling it takes
 * RECOVERY_SECONDS to get back there, whatever the plan (a fixed scale would make Starter recover
 * in a blink and Enterprise take ages).
 */
function scaleFor(ceiling: number): number {
	return (ceiling * (1 - CUT_FACTOR)) / RECOVERY_SECONDS ** 3;
}

/** Requests per second this process may send now, at most `ceiling`. */
export function currentRate(state: AdaptiveRate, ceiling: number, now: number): number {
	const peak = state.rateAtThrottle;
	if (peak === undefined) return ceiling;
	const scale = scaleFor(ceiling);
	// Seconds after the cut at which the curve is back at the peak.
	const plateau = Math.cbrt((peak * (1 - CUT_FACTOR)) / scale);
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
	if (sentAt < state.throttledAt) return;
	const rate = currentRate(state, ceiling, now);
	const previousPeak = state.rateAtThrottle;
	state.rateAtThrottle = previousPeak !== undefined && rate < previousPeak ? (rate * (1 + CUT_FACTOR)) / 2 : rate;
	state.throttledAt = now;
}
