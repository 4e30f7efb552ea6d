/**
 * Service conditions a test can set for a whole run, unlike faults, which answer single calls:
 * per-key rate limits as the API enforces them (per second and per minute), a share of "source
 * unavailable" answers, added latency, and whether checks need consent. Token lifetime lives in
 * the auth registry.
 */
import { ApiError } from '../http/errors';

export interface Conditions {
	/** Requests per second per API key, as a token bucket holding one second's worth; 0 or absent for none. */
	ratePerSecond?: number;
	/** Requests per rolling 60 seconds per API key; 0 or absent for none. */
	ratePerMinute?: number;
	/** Send `Retry-After: <seconds>` with 429 answers; absent for none, as the documented API does. */
	retryAfterSeconds?: number;
	/** Share of lookups (0 to 1) answered 503 "Source Unavailable", chosen by a seeded generator. */
	unavailableShare?: number;
	/** Seed for `unavailableShare`, so a run can be replayed; 1 by default. */
	seed?: number;
	/** Milliseconds added before each answer. */
	latencyMs?: number;
	/** Reject checks without `consent=Y` and an accepted `reason` (see consent.ts). */
	requireConsent?: boolean;
}

interface Bucket {
	tokens: number;
	updatedAt: number;
}

export class ServiceConditions {
	private settings: Conditions = {};
	private readonly buckets = new Map<string, Bucket>();
	/** Arrival times of the calls each key was granted within the last minute, oldest first. */
	private readonly minutes = new Map<string, number[]>();
	private randomState = 1;

	set(conditions: Conditions): void {
		this.settings = { ...conditions };
		this.buckets.clear();
		this.minutes.clear();
		this.randomState = conditions.seed ?? 1;
	}

	get latencyMs(): number {
		return this.settings.latencyMs ?? 0;
	}

	get requireConsent(): boolean {
		return this.settings.requireConsent === true;
	}

	/**
	 * Throws the answer a call by `apiKey` gets under the current conditions, if not a normal one.
	 * Only lookups (not batch uploads) meet `unavailableShare`: an upload answered 503 is not sent
	 * again, by design, so a random one would fail a run that means to exercise retries.
	 */
	check(
		apiKey: string,
		{ lookup = true, now = Date.now() }: { lookup?: boolean; now?: number } = {},
	): void {
		const rate = this.settings.ratePerSecond ?? 0;
		const perMinute = this.settings.ratePerMinute ?? 0;
		const minuteFull = perMinute > 0 && this.recentCalls(apiKey, now).length >= perMinute;
		if (minuteFull || (rate > 0 && !this.take(apiKey, rate, now))) {
			const retryAfter = this.settings.retryAfterSeconds;
			throw new ApiError(
				429,
				'Rate limit exceeded. Please retry after some time.',
				retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) },
			);
		}
		if (perMinute > 0) this.recentCalls(apiKey, now).push(now);
		const share = this.settings.unavailableShare ?? 0;
		if (lookup && share > 0 && this.random() < share) throw new ApiError(503, 'Source Unavailable');
	}

	private recentCalls(key: string, now: number): number[] {
		const calls = this.minutes.get(key) ?? [];
		this.minutes.set(key, calls);
		while (calls.length > 0 && calls[0] <= now - 60_000) calls.shift();
		return calls;
	}

	private take(key: string, rate: number, now: number): boolean {
		const bucket = this.buckets.get(key) ?? { tokens: rate, updatedAt: now };
		bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.updatedAt) / 1000) * rate);
		bucket.updatedAt = now;
		this.buckets.set(key, bucket);
		if (bucket.tokens < 1) return false;
		bucket.tokens -= 1;
		return true;
	}

	/** A small linear congruential generator: deterministic for a seed, good enough to spread 503s. */
	private random(): number {
		this.randomState = (this.randomState * 1103515245 + 12345) % 2147483648;
		return this.randomState / 2147483648;
	}
}
