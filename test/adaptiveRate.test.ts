// The adaptive share of the plan rate, on the built module with explicit clock values: how far a
// 429 cuts, how the rate grows back, and what the pacing schedule does with it.
import type * as Adaptive from '../nodes/Deepvue/request/adaptiveRate';
import type * as Pacing from '../nodes/Deepvue/request/pacing';

// The built modules, typed by their sources: the package ships no type declarations.
const { CUT_FACTOR, RECOVERY_SECONDS, TUNING, currentRate, newAdaptiveRate, noteThrottle } =
	jest.requireActual<typeof Adaptive>('../dist/nodes/Deepvue/request/adaptiveRate');
const { noteThrottled, reserveSlot } = jest.requireActual<typeof Pacing>('../dist/nodes/Deepvue/request/pacing');

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
	const curve = [0.25, 0.5, 0.75, 1, 1.5].map((share) => currentRate(state, PLAN, seconds(share * RECOVERY_SECONDS)));
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

it('runs with the cut and recovery above, and neither a learned share nor a grace period', () => {
	expect(TUNING).toEqual({ cutFactor: CUT_FACTOR, recoverySeconds: RECOVERY_SECONDS, learnShare: false, shareHeadroom: 0.95, graceMs: 0 });
});

// Settings the simulation of several processes on one key tries (bench/simulation/sharedKey.ts); off by default.
describe('the settings the simulation tries', () => {
	const defaults = { ...TUNING };
	afterEach(() => Object.assign(TUNING, defaults));

	it('with a learned share, levels off at the plan rate over the processes reckoned, one more each time that share meets the limit', () => {
		Object.assign(TUNING, { learnShare: true });
		const state = newAdaptiveRate();
		noteThrottle(state, PLAN, T0, T0); // met at the plan rate: someone else uses the key
		expect(state.sharers).toBe(2);
		expect(currentRate(state, PLAN, T0)).toBeCloseTo((PLAN / 2) * 0.95, 9);
		// No cut below the share, and a slow climb beyond it.
		expect(currentRate(state, PLAN, seconds(3))).toBeLessThan(PLAN / 2);
		noteThrottle(state, PLAN, seconds(0.1), seconds(0.1)); // met at that share: a third process
		expect(state.sharers).toBe(3);
		expect(currentRate(state, PLAN, seconds(0.1))).toBeCloseTo((PLAN / 3) * 0.95, 9);
	});

	it('with a learned share, reckons fewer processes when the limit is met well above the share', () => {
		Object.assign(TUNING, { learnShare: true });
		const state = newAdaptiveRate();
		noteThrottle(state, PLAN, T0, T0);
		noteThrottle(state, PLAN, T0, T0);
		noteThrottle(state, PLAN, T0, T0);
		expect(state.sharers).toBe(4);
		const later = seconds(RECOVERY_SECONDS * 3); // climbed back to the plan rate: the others have gone
		expect(currentRate(state, PLAN, later)).toBe(PLAN);
		noteThrottle(state, PLAN, later, later);
		expect(state.sharers).toBe(2);
	});

	it('with a grace period, does not cut again for requests that left within it after a cut', () => {
		Object.assign(TUNING, { graceMs: 1000 });
		const state = newAdaptiveRate();
		noteThrottle(state, PLAN, T0, T0);
		noteThrottle(state, PLAN, T0 + 500, T0 + 510);
		expect(currentRate(state, PLAN, T0 + 510)).toBeGreaterThan(PLAN * CUT_FACTOR);
		noteThrottle(state, PLAN, T0 + 1500, T0 + 1510);
		expect(currentRate(state, PLAN, T0 + 1510)).toBeLessThan(PLAN * CUT_FACTOR);
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
		expect(reserveSlot(key, growth, T0 + 210)).toBeCloseTo(T0 + 200 + 1000 / (PLAN * CUT_FACTOR), 0);
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

	it('leaves pacing off when the plan is off, 429s or not', () => {
		const key = freshKey();
		const off = { perSecond: 0, perMinute: 0 };
		noteThrottled(key, off, T0, T0);
		expect([reserveSlot(key, off, T0), reserveSlot(key, off, T0)]).toEqual([T0, T0]);
	});
});
