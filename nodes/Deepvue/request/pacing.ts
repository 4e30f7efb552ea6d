import { sleep } from 'n8n-workflow';

import { currentRate, newAdaptiveRate, noteThrottle } from './adaptiveRate';
import type { AdaptiveRate } from './adaptiveRate';
import type { RateLimit } from '../../../common/plans';

/**
 * Paces requests per API key: at most `perSecond` starts in any second (requests leave on a
 * schedule of slots 1/perSecond apart, give or take a timer's lateness) and at most `perMinute` in
 * any rolling minute. Deepvue counts per key, so every execution in this process that uses the
 * same client ID shares one schedule. Other processes using the key (queue-mode workers) are
 * unknown to it: their share shows in the API's 429s, which slow this schedule down below
 * `perSecond` for a while (see adaptiveRate.ts).
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

/** Whether `limit` paces requests at all (a credential's Rate Limit "Off" does not). */
export function isPaced(limit: RateLimit): boolean {
	return limit.perSecond > 0 || limit.perMinute > 0;
}
const schedules = new Map<string, Schedule>();

/**
 * Reserves the next free slot for `key` and returns when it starts (ms since epoch). Slots are
 * handed out in call order, so items keep their order and none waits longer than needed.
 */
export function reserveSlot(key: string, limit: RateLimit, now: number): number {
	if (!isPaced(limit)) return now;
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
 * A timer fires a millisecond or two late as a rule. A request that late still counts as leaving
 * on its slot, so the delays do not add up over a run; later than that (the process was busy),
 * the schedule moves to when it really left.
 */
const TIMER_SLACK_MS = 2;

/**
 * Records that the request given slot `reserved` left at `left`, and returns the start the
 * schedule counts for it: the slot, or the real time when it left late. Late requests then still
 * leave one interval apart instead of all at once.
 */
export function recordDeparture(key: string, reserved: number, left: number): number {
	const schedule = scheduleFor(key);
	const start = left - reserved <= TIMER_SLACK_MS ? reserved : left;
	schedule.lastStart = start;
	if (schedule.recentStarts.length) schedule.recentStarts[schedule.recentStarts.length - 1] = start;
	return start;
}

/** A request's place in its key's line: it is next when the requests before it have left. */
export interface LinePlace {
	/** Reserves the next free slot, waits for it and returns when the request left (ms since epoch). */
	takeSlot(): Promise<number>;
	/** Leaves the line without a slot (the request will not be sent): the next one goes. */
	leave(): void;
}

/**
 * Waits until the requests ahead in `key`'s line have left or left the line, and returns this
 * request's place: work that can wait until the request is next (reading an item's inputs) does
 * not hold up the requests ahead. Each request takes its slot only when the one before it has left.
 */
export async function getInLine(key: string, limit: RateLimit): Promise<LinePlace> {
	if (!isPaced(limit)) return { takeSlot: async () => Date.now(), leave: () => {} };
	const schedule = scheduleFor(key);
	let release: () => void = () => {};
	const gone = new Promise<void>((resolve) => {
		release = resolve;
	});
	const ahead = schedule.queue;
	schedule.queue = ahead.then(() => gone);
	await ahead;
	return {
		async takeSlot() {
			try {
				const reserved = reserveSlot(key, limit, Date.now());
				const wait = reserved - Date.now();
				if (wait > 0) await sleep(wait);
				const left = Date.now();
				recordDeparture(key, reserved, left);
				return left;
			} finally {
				release();
			}
		},
		leave: release,
	};
}

/** Waits for `key`'s next free slot at the end of its line, and returns when the request left (ms since epoch). */
export async function waitForSlot(key: string, limit: RateLimit): Promise<number> {
	return await (await getInLine(key, limit)).takeSlot();
}

/**
 * Tells `key`'s schedule that a request which left at `sentAt` was answered 429: someone else is
 * using the key too (or a window of the plan is spent), so this process slows down.
 */
export function noteThrottled(key: string, limit: RateLimit, sentAt: number, now = Date.now()): void {
	if (limit.perSecond > 0) noteThrottle(scheduleFor(key).adaptive, limit.perSecond, sentAt, now);
}
