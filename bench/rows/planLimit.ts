/**
 * Row 2: items at a plan's rate limit, enforced by the emulator, with the node's limiter set to
 * the plan, and side by side with the limiter off (no retries, as n8n's stock declarative nodes;
 * and the node's default retries).
 */
import { NAME_PATH, getName } from '../../testbed/inProcessN8n/lookups';
import { runNode } from '../../testbed/inProcessN8n/run';
import { ASK_EVERY_TIME, failedItems, mobile, progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { median, medianRun, now } from '../lib/stats';

interface Outcome {
	seconds: number;
	/** First to last lookup reaching the emulator. */
	spanSeconds: number;
	/** Execution start to the first lookup reaching the emulator. */
	leadSeconds: number;
	failed: number;
	/** 429 answers the emulator gave. */
	limited: number;
	requests: number;
}

async function runOnce(
	bench: Bench,
	rate: number,
	items: number,
	credential: Record<string, unknown>,
	options: Record<string, number>,
): Promise<Outcome> {
	const instance = await bench.instance(credential);
	// Resets the emulator's bucket, so every run starts with a full second's worth of requests.
	await bench.setConditions({ ratePerSecond: rate });
	await bench.clearLog();
	const input = Array.from({ length: items }, (_, index) => ({ json: { mobile: mobile(index) } }));
	const startedAt = Date.now();
	const t0 = now();
	const result = await runNode(instance, {
		parameters: getName({ ...ASK_EVERY_TIME, ...options }),
		items: input,
		continueOnFail: true,
	});
	const seconds = (now() - t0) / 1000;
	if (result.items.length !== items)
		throw new Error(
			`Expected ${items} output items, got ${result.items.length}: ${result.error?.message}`,
		);
	const calls = (await bench.log()).filter((request) => request.path === NAME_PATH);
	return {
		seconds,
		spanSeconds: calls.length ? (calls[calls.length - 1].at - calls[0].at) / 1000 : 0,
		leadSeconds: calls.length ? (calls[0].at - startedAt) / 1000 : 0,
		failed: failedItems(result.items),
		limited: calls.filter((call) => call.status === 429).length,
		requests: calls.length,
	};
}

export async function atPlanLimit(bench: Bench, items: number, runs: number): Promise<Row> {
	const rate = 20;
	const ideal = (items - 1) / rate;
	const paced: Outcome[] = [];
	const stock: Outcome[] = [];
	const retried: Outcome[] = [];
	// The token is fetched before the timed runs, so no run includes an authorize call.
	await runNode(await bench.instance(), { parameters: { ...getName(), mobileNumber: mobile(0) } });
	for (let run = 0; run < runs; run++) {
		progress(`row 2: run ${run + 1} of ${runs} (limiter on, then off)`);
		paced.push(
			await runOnce(
				bench,
				rate,
				items,
				{ rateLimitPlan: 'custom', requestsPerSecond: rate, requestsPerMinute: 0 },
				{},
			),
		);
		stock.push(await runOnce(bench, rate, items, { rateLimitPlan: 'off' }, { maxAttempts: 1 }));
		retried.push(await runOnce(bench, rate, items, { rateLimitPlan: 'off' }, {}));
	}
	await bench.setConditions({});

	const factors = paced.map((outcome) => outcome.seconds / ideal);
	const factor = median(factors);
	const typical = medianRun(paced, (outcome) => outcome.seconds);
	const failed = median(paced.map((outcome) => outcome.failed));
	const limited = median(paced.map((outcome) => outcome.limited));
	const worstFailed = Math.max(...paced.map((outcome) => outcome.failed));
	const worstLimited = Math.max(...paced.map((outcome) => outcome.limited));
	const offFailed = median(stock.map((outcome) => outcome.failed));
	const offLimited = median(stock.map((outcome) => outcome.limited));
	const offSeconds = median(stock.map((outcome) => outcome.seconds));
	const retryFailed = median(retried.map((outcome) => outcome.failed));
	const retryLimited = median(retried.map((outcome) => outcome.limited));
	const retrySeconds = median(retried.map((outcome) => outcome.seconds));
	const met = factor <= 1.03 && worstFailed === 0 && worstLimited === 0;

	return {
		name: `2. At a plan limit: ${items} items, API limit ${rate}/s`,
		result:
			`limiter on (custom ${rate}/s): ${typical.seconds.toFixed(2)} s against ideal ${ideal.toFixed(2)} s ` +
			`(first to last request ${typical.spanSeconds.toFixed(2)} s = ${(typical.spanSeconds / ideal).toFixed(3)}x ideal; first request ${typical.leadSeconds.toFixed(2)} s after the start), ` +
			`${failed} failed, ${limited} 429s. Limiter off, 1 attempt (stock n8n): ${offFailed} of ${items} failed, ${offLimited} 429s, ${offSeconds.toFixed(1)} s. ` +
			`Limiter off, default retries (5 attempts): ${retryFailed} failed, ${retryLimited} 429s, ${retrySeconds.toFixed(1)} s`,
		ratio: `${factor.toFixed(3)}x ideal (runs ${factors.map((value) => value.toFixed(3)).join(', ')})`,
		target: '<= 1.03x ideal, 0 failed, 0 429s',
		met: met
			? 'yes'
			: factor > 1.03 && worstFailed === 0 && worstLimited === 0
				? 'no (time); yes (0 failed, 0 429s)'
				: 'no',
		limits:
			`The first request leaves ${typical.leadSeconds.toFixed(2)} s after the execution starts, once n8n's RoutingNode has prepared all ${items} items; ` +
			`the ${items - 1} intervals of ${(1000 / rate).toFixed(0)} ms then take ${typical.spanSeconds.toFixed(2)} s (ideal ${ideal.toFixed(2)} s), ` +
			`${typical.spanSeconds > ideal ? 'as each request is spaced from the moment the previous one actually left, so timer delays add up' : 'on schedule'}.`,
		method:
			`The emulator enforces ${rate} requests/s per API key (a token bucket holding one second's worth, reset before each run). ` +
			`${items} getName items in one execution with Continue On Fail on, so failed items are counted rather than stopping the run. ` +
			`Ideal = (${items} - 1) / ${rate} = ${ideal.toFixed(2)} s. Wall time is runNode's; 429s are counted in the emulator's log. ` +
			`${runs} runs of each configuration, interleaved; medians.`,
	};
}
