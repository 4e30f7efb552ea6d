/**
 * The share of a plan's per-second limit this process may use, learned from the API's 429s.
 *
 * Several n8n processes (queue-mode workers, or separate n8n instances) may use one API key, and
 * nothing they can all reach tells them about each other. Unless the credential says how many
 * there are, each paces at the plan's rate until the API says it is too much, then behaves as TCP
 * CUBIC and the AWS SDKs' "adaptive" retry mode do: the rate is cut to 70% on a 429, and grows
 * back along a cubic curve that is steep just after the cut, flat around the rate that was too
 * much, and steep again beyond it, so processes that share a key settle near their fair share and
 * a process left alone soon gets the whole plan. The plan's own rate stays the ceiling.
 *
 * When the credential gives the number of processes, each starts at its share (the plan's rate
 * over that number) and doubles it every `rampSeconds` until a 429 or the plan's rate: a process
 * whose partners are idle soon has the whole plan. A 429 above the share means the partners are
 * busy: the rate drops back to the share, which they leave free, and climbs again slowly
 * (`sharedRecoverySeconds`) towards the rate that met the limit. A 429 at or below the share (more
 * processes than the credential says) cuts as above.
 */
export interface AdaptiveRate {
	/** The rate the curve levels off at (the rate that met the limit, or less); undefined until a 429. */
	rateAtThrottle?: number;
	/** The rate just after the latest cut. */
	rateAfterCut: number;
	/** When that 429 came (ms). */
	throttledAt: number;
	/** When this process started at its share, before any 429 (ms). */
	startedAt: number;
}

/** How the rate adapts: the simulation (bench/simulation/sharedKey.ts) tries others through adaptivePace(). */
export interface AdaptiveTuning {
	/** The rate after a 429, as a share of the rate that met it. */
	cutFactor: number;
	/** Seconds a process takes to climb back to the full plan rate after one cut from it. */
	recoverySeconds: number;
	/** A process told its share doubles its rate every this many seconds until its first 429. */
	rampSeconds: number;
	/** As recoverySeconds, for a process cut back to its share. */
	sharedRecoverySeconds: number;
	/** A process told its share is cut back to this part of it, so that the API's bucket fills again. */
	shareHeadroom: number;
}

/**
 * Measured in the simulation of several processes on one key (bench/RESULTS.md, "Row 9"): a
 * shorter recovery finds free capacity sooner but meets the limit more often (2 processes, not
 * told: 12 s gives 3.8% of calls 429 and 1.09x the ideal time, 30 s 2.2% and 1.33x). A process
 * told its share loses no time below it, so it can climb back slowly.
 */
export const ADAPTIVE_TUNING: Readonly<AdaptiveTuning> = Object.freeze({
	cutFactor: 0.7,
	recoverySeconds: 12,
	rampSeconds: 5,
	sharedRecoverySeconds: 40,
	shareHeadroom: 0.95,
});

/** Never slower than this share of the plan, so a process always gets some answers. */
const FLOOR_SHARE = 0.05;

export interface AdaptivePace {
	/** A process's state for a key, from `now` (ms). */
	newAdaptiveRate(now?: number): AdaptiveRate;
	/** Requests per second this process may send now, at most `ceiling`; `share` is its part of it when told. */
	currentRate(state: AdaptiveRate, ceiling: number, now: number, share?: number): number;
	/**
	 * Records a 429 for a request that left at `sentAt`. Answers to requests that left before the
	 * latest cut say nothing about the rate since then, so they do not cut again.
	 */
	noteThrottle(
		state: AdaptiveRate,
		ceiling: number,
		sentAt: number,
		now: number,
		share?: number,
	): void;
}

export function adaptivePace(tuning: AdaptiveTuning = ADAPTIVE_TUNING): AdaptivePace {
	const { cutFactor } = tuning;
	/**
	 * The cubic's scale for a plan rate `ceiling`: chosen so that after a cut from the ceiling it
	 * takes the recovery time to get back there, whatever the plan (a fixed scale would make
	 * Starter recover in a blink and Enterprise take ages).
	 */
	const scaleFor = (ceiling: number, recoverySeconds: number) =>
		(ceiling * (1 - cutFactor)) / recoverySeconds ** 3;
	const told = (ceiling: number, share: number) => share < ceiling;

	function currentRate(state: AdaptiveRate, ceiling: number, now: number, share = ceiling): number {
		const peak = state.rateAtThrottle;
		if (peak === undefined) {
			if (!told(ceiling, share)) return ceiling;
			return Math.min(
				ceiling,
				share * 2 ** (Math.max(0, now - state.startedAt) / 1000 / tuning.rampSeconds),
			);
		}
		const seconds = (now - state.throttledAt) / 1000;
		if (told(ceiling, share) && state.rateAfterCut >= share * tuning.shareHeadroom) {
			// Cut back to the share: flat there for a while, then a probe of more, faster and faster.
			return Math.min(
				ceiling,
				state.rateAfterCut + scaleFor(ceiling, tuning.sharedRecoverySeconds) * seconds ** 3,
			);
		}
		const scale = scaleFor(ceiling, tuning.recoverySeconds);
		// Seconds after the cut at which the curve is back at the peak.
		const plateau = Math.cbrt((peak - state.rateAfterCut) / scale);
		const rate = peak + scale * (seconds - plateau) ** 3;
		return Math.min(ceiling, Math.max(ceiling * FLOOR_SHARE, rate));
	}

	/**
	 * When the limit is met below the previous peak, others have taken a bigger share: the curve
	 * then levels off lower, halfway between the cut and the rate that met the limit, to leave them
	 * room sooner (as CUBIC's "fast convergence" does).
	 */
	function noteThrottle(
		state: AdaptiveRate,
		ceiling: number,
		sentAt: number,
		now: number,
		share = ceiling,
	): void {
		if (sentAt < state.throttledAt) return;
		const rate = currentRate(state, ceiling, now, share);
		const previousPeak = state.rateAtThrottle;
		const peak =
			previousPeak !== undefined && rate < previousPeak ? (rate * (1 + cutFactor)) / 2 : rate;
		// Rounding aside, a rate above the share: the partners use theirs, which leaves this one's free.
		const backTo = share * tuning.shareHeadroom;
		const aboveShare = told(ceiling, share) && rate > backTo * 1.000001;
		state.rateAtThrottle = aboveShare ? Math.max(peak, backTo) : peak;
		state.rateAfterCut = aboveShare ? backTo : peak * cutFactor;
		state.throttledAt = now;
	}

	return {
		newAdaptiveRate: (now = -Infinity) => ({
			rateAfterCut: 0,
			throttledAt: -Infinity,
			startedAt: now,
		}),
		currentRate,
		noteThrottle,
	};
}
