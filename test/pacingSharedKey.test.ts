// Pacing when the API says the key's limit is spent: 429s, as when other processes use the same key.
// (pacing.test.ts: pacing to the plan's rate.)
import { NAME_PATH, getName as getNameOf, mobiles } from '../testbed/inProcessN8n/lookups';
import { runNode } from '../testbed/inProcessN8n/run';
import { usePacedTestBed } from './harness/fixture';

const getName = getNameOf();

// A new emulator, and so a new API key address, per test: each starts with a fresh pacing schedule.
const paced = usePacedTestBed();

it('slows down when the API answers 429, as when another process uses the same key', async () => {
	// The credential allows 20/s, but the API grants this process only 10/s (someone else has the rest).
	const bed = paced({ rateLimitPlan: 'custom', requestsPerSecond: 20, requestsPerMinute: 0 });
	bed.emulator.setConditions({ ratePerSecond: 10 });

	const { items, error } = await runNode(bed.instance, {
		parameters: getName,
		items: mobiles(120),
	});

	expect(error).toBeUndefined();
	expect(items.filter((item) => typeof item.json.name === 'string')).toHaveLength(120);
	// At a steady 20/s, about half of the 120 calls would be refused; cut after each 429, only a few are.
	const limited = bed.emulator.requestsTo(NAME_PATH).filter((call) => call.status === 429);
	expect(limited.length).toBeGreaterThan(0);
	expect(limited.length).toBeLessThan(12);
});

it('told by the credential that 2 processes use the key, starts at half the plan rate', async () => {
	// Another process has the other half: the API grants this one 10 of the 20 a second.
	const bed = paced({
		rateLimitPlan: 'custom',
		requestsPerSecond: 20,
		requestsPerMinute: 0,
		processes: 2,
	});
	bed.emulator.setConditions({ ratePerSecond: 10 });

	const { items, error } = await runNode(bed.instance, { parameters: getName, items: mobiles(30) });

	expect(error).toBeUndefined();
	expect(items.filter((item) => typeof item.json.name === 'string')).toHaveLength(30);
	const calls = bed.emulator.requestsTo(NAME_PATH);
	// At its share from the first request, 100 ms apart: none refused, where at the plan rate the
	// API's second's worth would be spent within half a second.
	expect(calls.filter((call) => call.status === 429)).toHaveLength(0);
	expect(calls[9].at - calls[0].at).toBeGreaterThan(800);
});

it('without pacing, a burst meets the limit and retries absorb it', async () => {
	const bed = paced({ rateLimitPlan: 'off' });
	bed.emulator.setConditions({ ratePerSecond: 20 });

	const { items, error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 10, maxRetryDelay: 2000 } },
		items: mobiles(60),
	});

	expect(error).toBeUndefined();
	expect(items.filter((item) => typeof item.json.name === 'string')).toHaveLength(60);
	expect(
		bed.emulator.requestsTo(NAME_PATH).filter((call) => call.status === 429).length,
	).toBeGreaterThan(0);
});
