// Pacing when the API says the key's limit is spent: 429s, as when other processes use the same key.
// Its timing on a virtual clock, then the node over HTTP, on real time, to prove that its 429s
// reach the pacing. (pacing.test.ts: pacing to the plan's rate.)
import { NAME_PATH, getName as getNameOf, mobiles } from '../testbed/inProcessN8n/lookups';
import { runNode } from '../testbed/inProcessN8n/run';
import { usePacedTestBed } from './harness/fixture';
import { sendPaced } from './harness/pacedRequests';

const getName = getNameOf();

describe('on a virtual clock, against the API limiter of the emulator', () => {
	it('slows down when the API answers 429, as when another process uses the same key', async () => {
		// The credential allows 20/s, but the API grants this process only 10/s (someone else has the rest).
		const { calls, failed } = await sendPaced(
			{ limit: { perSecond: 20, perMinute: 0 }, api: { ratePerSecond: 10 } },
			120,
		);

		expect(failed).toBe(0);
		expect(calls.filter((call) => call.status === 200)).toHaveLength(120);
		// At a steady 20/s, about half of the 120 calls would be refused; cut after each 429, only a few are.
		const limited = calls.filter((call) => call.status === 429);
		expect(limited.length).toBeGreaterThan(0);
		expect(limited.length).toBeLessThan(12);
	});

	it('told by the credential that 2 processes use the key, starts at half the plan rate', async () => {
		// Another process has the other half: the API grants this one 10 of the 20 a second.
		const { calls, failed } = await sendPaced(
			{ limit: { perSecond: 20, perMinute: 0, processes: 2 }, api: { ratePerSecond: 10 } },
			30,
		);

		expect(failed).toBe(0);
		// At its share from the first request, 100 ms apart: none refused, where at the plan rate the
		// API's second's worth would be spent within half a second.
		expect(calls.filter((call) => call.status === 429)).toHaveLength(0);
		expect(calls[9].at - calls[0].at).toBeGreaterThan(800);
	});

	it('without pacing, a burst meets the limit and retries absorb it', async () => {
		const { calls, failed } = await sendPaced(
			{
				limit: { perSecond: 0, perMinute: 0 },
				api: { ratePerSecond: 20 },
				retry: { maxAttempts: 10, maxDelayMs: 2000 },
			},
			60,
		);

		expect(failed).toBe(0);
		expect(calls.filter((call) => call.status === 200)).toHaveLength(60);
		expect(calls.filter((call) => call.status === 429).length).toBeGreaterThan(0);
	});
});

describe('the node over HTTP', () => {
	// A new emulator, and so a new API key address, per test: each starts with a fresh pacing schedule.
	const paced = usePacedTestBed();

	it("takes a 429 as the API's word that the key is busy: the requests after it leave further apart", async () => {
		const bed = paced({ rateLimitPlan: 'custom', requestsPerSecond: 20, requestsPerMinute: 0 });
		bed.emulator.inject({ status: 429, pathPrefix: NAME_PATH });

		const { items, error } = await runNode(bed.instance, {
			parameters: getName,
			items: mobiles(10),
		});

		expect(error).toBeUndefined();
		expect(items.filter((item) => typeof item.json.name === 'string')).toHaveLength(10);
		const calls = bed.emulator.requestsTo(NAME_PATH);
		expect(calls[0].status).toBe(429);
		// The first request is sent again at the end of the queue. The others leave at 70% of the plan
		// rate after the cut, about 70 ms apart: 8 gaps take about 0.55 s, where 50 ms apart take 0.4 s.
		const others = calls
			.slice(1)
			.filter((call) => call.query.mobile_number !== calls[0].query.mobile_number);
		expect(others).toHaveLength(9);
		expect(others[8].at - others[0].at).toBeGreaterThan(490);
	});
});
