// The limiter's schedule, checked on the built module with explicit clock values: a per-minute
// window would otherwise take minutes of real time to observe.
import type * as Plans from '../common/limits/plans';
import type * as Pacing from '../nodes/Deepvue/transport/pacing';

// The built modules, typed by their sources: the package ships no type declarations.
const { joinQueue, recordDeparture, reserveSlot, waitForSlot } = jest.requireActual<typeof Pacing>(
	'../dist/nodes/Deepvue/transport/pacing',
);
const { PLAN_LIMITS } = jest.requireActual<typeof Plans>('../dist/common/limits/plans');

let keyCount = 0;
const freshKey = () => `test-key-${++keyCount}`;

it('spaces starts 1/perSecond apart, in call order', () => {
	const key = freshKey();
	const starts = Array.from({ length: 5 }, () =>
		reserveSlot(key, { perSecond: 4, perMinute: 0 }, 1000),
	);
	expect(starts).toEqual([1000, 1250, 1500, 1750, 2000]);
});

it('keeps to its slots when a timer fires a little late, and moves on from a real delay', () => {
	const key = freshKey();
	const limit = { perSecond: 4, perMinute: 0 };
	// Each request leaves 1 ms after its slot, as timers do: the slots stay 250 ms apart.
	const onTime: number[] = [];
	let now = 1000;
	for (let index = 0; index < 4; index++) {
		const slot = reserveSlot(key, limit, now);
		onTime.push(slot);
		now = slot + 1;
		recordDeparture(key, slot, now);
	}
	expect(onTime).toEqual([1000, 1250, 1500, 1750]);
	// This one leaves 40 ms late (the process was busy): the next waits a full interval from then.
	const late = reserveSlot(key, limit, now);
	expect(recordDeparture(key, late, late + 40)).toBe(2040);
	expect(reserveSlot(key, limit, 2040)).toBe(2290);
});

it('gives no slot to a request that leaves the queue while next (its input was refused), and lets the next one through', async () => {
	const key = freshKey();
	const limit = { perSecond: 1, perMinute: 0 };
	const refused = await joinQueue(key, limit);
	let nextLeft: number | undefined;
	const next = waitForSlot(key, limit).then((left) => (nextLeft = left));
	await new Promise((resolve) => setTimeout(resolve, 50));
	// The next request waits while the one ahead of it is next in the queue.
	expect(nextLeft).toBeUndefined();
	const before = Date.now();
	refused.leave();
	await next;
	// No slot was taken: the next request leaves at once.
	expect((nextLeft ?? Infinity) - before).toBeLessThan(500);
});

it('never lets more than perMinute starts into any rolling minute', () => {
	const key = freshKey();
	const limit = PLAN_LIMITS.starter; // 1 per second, 30 per minute
	const starts = Array.from({ length: 95 }, () => reserveSlot(key, limit, 0));
	for (const start of starts) {
		const inWindow = starts.filter((other) => other > start - 60_000 && other <= start);
		expect(inWindow.length).toBeLessThanOrEqual(30);
	}
	// 30 at one per second, then the window makes the 31st wait for the 1st to leave.
	expect(starts[29]).toBe(29_000);
	expect(starts[30]).toBe(60_000);
	expect(starts[94]).toBeGreaterThanOrEqual(180_000);
});

it('keeps separate schedules per API key', () => {
	const first = reserveSlot(freshKey(), { perSecond: 1, perMinute: 0 }, 5000);
	const second = reserveSlot(freshKey(), { perSecond: 1, perMinute: 0 }, 5000);
	expect([first, second]).toEqual([5000, 5000]);
});

it('does not pace when the plan is off', () => {
	const key = freshKey();
	expect([0, 0, 0].map(() => reserveSlot(key, { perSecond: 0, perMinute: 0 }, 42))).toEqual([
		42, 42, 42,
	]);
});

it('matches the published plans', () => {
	expect(PLAN_LIMITS).toEqual({
		starter: { perSecond: 1, perMinute: 30, perDay: 1000 },
		business: { perSecond: 2, perMinute: 100, perDay: 10000 },
		growth: { perSecond: 5, perMinute: 500, perDay: 20000 },
		enterprise: { perSecond: 17, perMinute: 1000, perDay: 50000 },
	});
});
