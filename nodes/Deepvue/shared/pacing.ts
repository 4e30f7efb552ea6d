import { sleep } from 'n8n-workflow';

import { currentRate, newAdaptiveRate, noteThrottle } from './adaptiveRate';
import type { AdaptiveRate } from './adaptiveRate';
import type { RateLimit } from '../../../common/plans';

/**
 * Paces requests per API key: at most `perSecond` starts in any second (requests are spaced
 * 1/perSecond apart) and at most `perMinute` in any rolling minute. Deepvue counts per key,
 * so every execution in this process that uses the same client ID shares one schedule. Other
 * processes using the key (queue-mode workers) are unknown to it: their share shows in the API's
 * 429s, which slow this schedule down below `perSecond` for a while (see adaptiveRate.ts).
 */

interface Schedule {
	/** When the latest request left (ms since epoch). */
	lastStart: number;
	/** When requests left within the last minute, oldest first (only kept with a per-minute limit). */
	recentStarts: number[];
	/** Requests waiting for their turn, one after the other. */
	queue: Promise<void>;
	/** The share of `perSecond` left to this process by the others using the key. */
	adaptive: AdaptiveRate;
}

const MINUTE_MS = 60_000;
const schedules = new Map<string, Schedule>();

/**
 * Reserves the next free slot for `key` and returns when it starts (ms since epoch). Slots are
 * handed out in call order, so items keep their order and none waits longer than needed.
 */
export function reserveSlot(key: string, limit: RateLimit, now: number): number {
	if (!(limit.perSecond > 0) && !(limit.perMinute > 0)) return now;
	const schedule = scheduleFor(key);
	let start = now;
	if (limit.perSecond > 0) start = Math.max(start, schedule.lastStart + 1000 / currentRate(schedule.adaptive, limit.perSecond, now));
	if (limit.perMinute > 0) {
		const recent = schedule.recentStarts;
		while (recent.length > 0 && recent[0] <= start - MINUTE_MS) recent.shift();
		if (recent.length >= limit.perMinute) {
			start = Math.max(start, recent[recent.length - limit.perMinute] + MINUTE_MS);
		}
		recent.push(start);
	}
	schedule.lastStart = start;
	return start;
}

function scheduleFor(key: string): Schedule {
	let schedule = schedules.get(key);
	if (!schedule) {
		schedule = { lastStart: -Infinity, recentStarts: [], queue: Promise.resolve(), adaptive: newAdaptiveRate() };
		schedules.set(key, schedule);
	}
	return schedule;
}

/**
 * Waits for `key`'s next free slot and returns when the request left (ms since epoch). Each
 * request takes its slot only when the one before it has left, and the time it really leaves is
 * recorded: if the process stalls, late requests still leave one interval apart instead of all at
 * once.
 */
export async function waitForSlot(key: string, limit: RateLimit): Promise<number> {
	if (!(limit.perSecond > 0) && !(limit.perMinute > 0)) return Date.now();
	const schedule = scheduleFor(key);
	const turn = schedule.queue.then(async () => {
		const wait = reserveSlot(key, limit, Date.now()) - Date.now();
		if (wait > 0) await sleep(wait);
		const left = Date.now();
		schedule.lastStart = left;
		if (schedule.recentStarts.length) schedule.recentStarts[schedule.recentStarts.length - 1] = left;
		return left;
	});
	schedule.queue = turn.then(() => undefined);
	return await turn;
}

/**
 * Tells `key`'s schedule that a request which left at `sentAt` was answered 429: someone else is
 * using the key too (or a window of the plan is spent), so this process slows down.
 */
export function noteThrottled(key: string, limit: RateLimit, sentAt: number, now = Date.now()): void {
	if (limit.perSecond > 0) noteThrottle(scheduleFor(key).adaptive, limit.perSecond, sentAt, now);
}
