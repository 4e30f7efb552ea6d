// The emulator's rate limits, with explicit clock values: the benchmarks and the queue-mode script
// rely on them to enforce a plan as the API does.
import { ServiceConditions } from '../testbed/emulator/service/conditions';

const limited = (conditions: ServiceConditions, key: string, at: number) => {
	try {
		conditions.check(key, { now: at });
		return false;
	} catch (error) {
		return (error as { status?: number }).status === 429;
	}
};

it('answers 429 beyond the per-minute limit until the oldest call leaves the window', () => {
	const conditions = new ServiceConditions();
	conditions.set({ ratePerMinute: 3 });
	expect([0, 10_000, 20_000, 30_000].map((at) => limited(conditions, 'key', at))).toEqual([
		false,
		false,
		false,
		true,
	]);
	expect(limited(conditions, 'other-key', 30_000)).toBe(false);
	expect(limited(conditions, 'key', 60_001)).toBe(false);
});

it('checks the per-second bucket and the per-minute window together', () => {
	const conditions = new ServiceConditions();
	conditions.set({ ratePerSecond: 2, ratePerMinute: 100 });
	expect([0, 0, 0].map(() => limited(conditions, 'key', 0))).toEqual([false, false, true]);
	expect(limited(conditions, 'key', 1000)).toBe(false);
});

it('answers a share of lookups 503, and no batch upload', () => {
	const unavailable = (lookup: boolean) => {
		const conditions = new ServiceConditions();
		conditions.set({ unavailableShare: 0.5, seed: 3 });
		let count = 0;
		for (let call = 0; call < 100; call++) {
			try {
				conditions.check('key', { lookup, now: call });
			} catch (error) {
				if ((error as { status?: number }).status === 503) count += 1;
			}
		}
		return count;
	};
	expect(unavailable(true)).toBeGreaterThan(20);
	expect(unavailable(false)).toBe(0);
});
