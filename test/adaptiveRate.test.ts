// The adaptive share of the plan rate, on the built module with explicit clock values: how far a
// 429 cuts, how the rate grows back, and what the pacing schedule does with it.
import type * as Adaptive from '../nodes/Deepvue/transport/adaptiveRate';
import type * as Pacing from '../nodes/Deepvue/transport/pacing';

// The built modules, typed by their sources: the package ships no type declarations.
const { ADAPTIVE_TUNING, adaptivePace } = jest.requireActual<typeof Adaptive>(
	'../dist/nodes/Deepvue/transport/adaptiveRate',
);
// The pace the node uses: the default tuning.
const { currentRate, newAdaptiveRate, noteThrottle } = adaptivePace();
const { createPacing, noteThrottled, reserveSlot } = jest.requireActual<typeof Pacing>(
	'../dist/nodes/Deepvue/transport/pacing',
);
const {
	cutFactor: CUT_FACTOR,
	recoverySeconds: RECOVERY_SECONDS,
	rampSeconds: RAMP_SECONDS,
	sharedRecoverySeconds: SHARED_RECOVERY_SECONDS,
	shareHeadroom: HEADROOM,
} = ADAPTIVE_TUNING;

const PLAN = 5;
const T0 = 1_000_000;
const seconds = (value: number) => T0 + value * 1000;

it('uses the whole plan rate until the API answers 429', () => {
	expect(currentRate(newAdaptiveRate(), PLAN, T0)).toBe(PLAN);
});

it('cuts the rate to 70% on a 429, then climbs back to the plan rate in RECOVERY_SECONDS', () => {
	const state = newAdaptiveRate();
	noteThrottle(state, PLAN, T0, T0);
	expect(currentRate(state, PLAN, T0)).toBeCloseTo(PLAN * CUT_FACTOR, 9);
	const curve = [0.25, 0.5, 0.75, 1, 1.5].map((share) =>
		currentRate(state, PLAN, seconds(share * RECOVERY_SECONDS)),
	);
	// Steep just after the cut, flat near the rate that met the limit, capped by the plan.
	expect(curve[0] - PLAN * CUT_FACTOR).toBeGreaterThan(curve[2] - curve[1]);
	expect(curve[0]).toBeLessThan(curve[1]);
	expect(curve[1]).toBeLessThan(curve[2]);
	expect(curve[3]).toBeCloseTo(PLAN, 6);
	expect(curve[4]).toBe(PLAN);
});

it('grows past the rate that met the limit when nothing more stops it, up to the plan rate', () => {
	const state = newAdaptiveRate();
	noteThrottle(state, PLAN, T0, T0); // met at 5
	noteThrottle(state, PLAN, T0, T0); // met again at 3.5: levels off at 3.5 * 0.85
	const peak = PLAN * CUT_FACTOR * ((1 + CUT_FACTOR) / 2);
	expect(currentRate(state, PLAN, T0)).toBeCloseTo(peak * CUT_FACTOR, 6);
	const back = RECOVERY_SECONDS * Math.cbrt(peak / PLAN);
	expect(currentRate(state, PLAN, seconds(back))).toBeCloseTo(peak, 6);
	expect(currentRate(state, PLAN, seconds(back * 2))).toBeGreaterThan(peak);
	expect(currentRate(state, PLAN, seconds(back * 5))).toBe(PLAN);
});

it('does not cut again for answers to requests that left before the last cut', () => {
	const state = newAdaptiveRate();
	const once = newAdaptiveRate();
	noteThrottle(state, PLAN, T0, T0);
	noteThrottle(once, PLAN, T0, T0);
	noteThrottle(state, PLAN, T0 - 50, T0 + 20); // sent before the cut, answered after it
	expect(currentRate(state, PLAN, T0 + 20)).toBe(currentRate(once, PLAN, T0 + 20));
	noteThrottle(state, PLAN, T0 + 300, T0 + 320); // sent after it: the new rate is still too much
	expect(currentRate(state, PLAN, T0 + 320)).toBeLessThan(PLAN * CUT_FACTOR * CUT_FACTOR);
});

it('never goes below a twentieth of the plan rate', () => {
	const state = newAdaptiveRate();
	for (let index = 0; index < 50; index++) noteThrottle(state, PLAN, T0 + index, T0 + index);
	expect(currentRate(state, PLAN, T0 + 50)).toBeCloseTo(PLAN / 20, 9);
});

it('runs with a cut to 70% and 12 s to recover, as measured in the simulation', () => {
	expect(ADAPTIVE_TUNING).toEqual({
		cutFactor: 0.7,
		recoverySeconds: 12,
		rampSeconds: 5,
		sharedRecoverySeconds: 40,
		shareHeadroom: 0.95,
	});
});

it("takes another tuning where one is given (the simulation tries others), leaving the node's as it is", () => {
	const slower = adaptivePace({ ...ADAPTIVE_TUNING, cutFactor: 0.5 });
	const state = slower.newAdaptiveRate();
	slower.noteThrottle(state, PLAN, T0, T0);
	expect(slower.currentRate(state, PLAN, T0)).toBeCloseTo(PLAN * 0.5, 9);
	const own = newAdaptiveRate();
	noteThrottle(own, PLAN, T0, T0);
	expect(currentRate(own, PLAN, T0)).toBeCloseTo(PLAN * CUT_FACTOR, 9);
});

// The credential's Processes Using This Client ID: a process told its share of the plan.
describe('a process told its share', () => {
	const SHARE = PLAN / 2;

	it('starts at its share and doubles it every RAMP_SECONDS up to the plan rate while no 429 comes', () => {
		const state = newAdaptiveRate(T0);
		expect(currentRate(state, PLAN, T0, SHARE)).toBe(SHARE);
		expect(currentRate(state, PLAN, seconds(RAMP_SECONDS / 2), SHARE)).toBeCloseTo(
			SHARE * Math.SQRT2,
			9,
		);
		expect(currentRate(state, PLAN, seconds(RAMP_SECONDS), SHARE)).toBeCloseTo(PLAN, 9);
		expect(currentRate(state, PLAN, seconds(RAMP_SECONDS * 3), SHARE)).toBe(PLAN);
	});

	it('after a 429 above its share, goes back to just under the share, stays near it, then probes for more', () => {
		const state = newAdaptiveRate(T0);
		const at = seconds(RAMP_SECONDS * 0.8); // on the way up, above the share
		noteThrottle(state, PLAN, at, at, SHARE);
		const backTo = SHARE * HEADROOM;
		expect(currentRate(state, PLAN, at, SHARE)).toBeCloseTo(backTo, 9);
		const after = (share: number) =>
			currentRate(state, PLAN, at + share * SHARED_RECOVERY_SECONDS * 1000, SHARE);
		// Flat at first, then steeper and steeper: after the shared recovery time, 30% of the plan above.
		expect(after(0.25) - backTo).toBeLessThan(0.02 * PLAN);
		expect(after(0.5) - after(0.25)).toBeLessThan(after(0.75) - after(0.5));
		expect(after(1)).toBeCloseTo(backTo + PLAN * (1 - CUT_FACTOR), 6);
		expect(after(2)).toBe(PLAN);
	});

	it('cuts as a process not told does when the limit is met at its share (more processes than the credential says)', () => {
		const state = newAdaptiveRate(T0);
		noteThrottle(state, PLAN, T0, T0, SHARE); // met at the share itself, before any ramp
		const backTo = SHARE * HEADROOM;
		// Above the headroom: back to it.
		expect(currentRate(state, PLAN, T0, SHARE)).toBeCloseTo(backTo, 9);
		noteThrottle(state, PLAN, T0 + 100, T0 + 100, SHARE); // met again at 95% of the share: cut below it
		// Below the previous peak (the share), so levelling off halfway down, as a process not told does.
		expect(currentRate(state, PLAN, T0 + 100, SHARE)).toBeCloseTo(
			((backTo * (1 + CUT_FACTOR)) / 2) * CUT_FACTOR,
			6,
		);
	});

	it('is the process not told when its share is the whole plan (one process)', () => {
		const state = newAdaptiveRate(T0);
		expect(currentRate(state, PLAN, T0, PLAN)).toBe(PLAN);
		noteThrottle(state, PLAN, T0, T0, PLAN);
		expect(currentRate(state, PLAN, T0, PLAN)).toBeCloseTo(PLAN * CUT_FACTOR, 9);
	});
});

describe('the pacing schedule', () => {
	let keys = 0;
	const freshKey = () => `adaptive-key-${++keys}`;
	const growth = { perSecond: PLAN, perMinute: 0 };

	it('spaces requests by the adaptive rate after a 429, and by the plan rate once recovered', () => {
		const key = freshKey();
		expect(reserveSlot(key, growth, T0)).toBe(T0);
		expect(reserveSlot(key, growth, T0)).toBe(T0 + 200);
		noteThrottled(key, growth, T0 + 200, T0 + 210);
		// Next slot 1 / 3.5 s after the last one.
		expect(reserveSlot(key, growth, T0 + 210)).toBeCloseTo(
			T0 + 200 + 1000 / (PLAN * CUT_FACTOR),
			0,
		);
		const later = T0 + 210 + RECOVERY_SECONDS * 2000;
		const first = reserveSlot(key, growth, later);
		expect(reserveSlot(key, growth, later)).toBe(first + 200);
	});

	it('keeps the adaptive rate per API key', () => {
		const throttled = freshKey();
		const other = freshKey();
		reserveSlot(throttled, growth, T0);
		noteThrottled(throttled, growth, T0, T0 + 10);
		reserveSlot(other, growth, T0);
		expect(reserveSlot(other, growth, T0 + 10)).toBe(T0 + 200);
	});

	it('told 2 processes, starts at half the plan rate, and starts from it again after 30 s without a request', () => {
		const key = freshKey();
		const told = { ...growth, processes: 2 };
		expect(reserveSlot(key, told, T0)).toBe(T0);
		expect(reserveSlot(key, told, T0)).toBe(T0 + 400);
		const later = T0 + 400 + RAMP_SECONDS * 3000; // ramped up to the plan rate
		const ramped = reserveSlot(key, told, later);
		expect(reserveSlot(key, told, later)).toBe(ramped + 200);
		const idle = ramped + 200 + 30_001;
		expect(reserveSlot(key, told, idle)).toBe(idle);
		expect(reserveSlot(key, told, idle)).toBe(idle + 400);
	});

	it('told the processes, shares out the per-minute limit only where their per-second shares together would pass it', () => {
		const pacing = createPacing();
		const countIn = (
			limit: { perSecond: number; perMinute: number; processes: number },
			minutes: number,
		) => {
			const key = freshKey();
			let last = T0;
			let count = 0;
			for (;;) {
				last = pacing.reserveSlot(key, limit, last);
				if (last >= T0 + minutes * 60_000) return count;
				count++;
			}
		};
		// Starter, 1 a second and 30 a minute: 2 processes at half a second each would send 60 a minute.
		expect(countIn({ perSecond: 1, perMinute: 30, processes: 2 }, 1)).toBe(15);
		// Growth, 5 a second and 500 a minute: at their shares they send 300 a minute together, so each may use the whole minute.
		expect(countIn({ perSecond: 5, perMinute: 500, processes: 2 }, 2)).toBeGreaterThan(500);
	});

	it('leaves pacing off when the plan is off, 429s or not', () => {
		const key = freshKey();
		const off = { perSecond: 0, perMinute: 0 };
		noteThrottled(key, off, T0, T0);
		expect([reserveSlot(key, off, T0), reserveSlot(key, off, T0)]).toEqual([T0, T0]);
	});
});
