import { REAL_CLOCK } from '../../../common/clock';
import type { Clock } from '../../../common/clock';
import { processMap } from '../../../common/memory/processMemory';
import { adaptivePace } from './adaptiveRate';
import type { AdaptivePace, AdaptiveRate } from './adaptiveRate';
import type { RateLimit } from '../../../common/limits/plans';

/**
 * Paces requests per client (its pacing queue): at most `perSecond` starts in any second (requests leave on a
 * schedule of slots 1/perSecond apart, give or take a timer's lateness) and at most `perMinute` in
 * any rolling minute. Deepvue counts per key, so every execution in this process that uses the
 * same client ID shares one schedule. Other processes using the key (queue-mode workers) show in
 * the API's 429s, which slow this schedule down below `perSecond` for a while; when the credential
 * says how many processes use the key, this one starts at its share of `perSecond` and keeps to
 * its share of `perMinute` (see adaptiveRate.ts).
 */

interface Schedule {
	/** When the latest request left (ms since epoch). */
	lastStart: number;
	/** When requests left within the last minute, oldest first (only kept with a per-minute limit). */
	recentStarts: number[];
	/** The last place taken in the queue: the next request's place follows it. */
	queue: Promise<void>;
	/** The share of `perSecond` left to this process by the others using the key. */
	adaptive: AdaptiveRate;
}

/**
 * A timer fires a millisecond or two late as a rule. A request that late still counts as leaving
 * on its slot, so the delays do not add up over a run; later than that (the process was busy),
 * the schedule moves to when it really left.
 */
const TIMER_SLACK_MS = 2;

/** A request's place in its client's queue: it is next when the requests before it have left. */
export interface QueuePlace {
	/** Reserves the next free slot, waits for it and returns when the request left (ms since epoch). */
	takeSlot(): Promise<number>;
	/** Leaves the queue without a slot (the request will not be sent): the next one goes. */
	leave(): void;
}

const MINUTE_MS = 60_000;
/** A process told its share starts from it again after this long without a request. */
const IDLE_RESET_MS = 30_000;

/** Whether `limit` paces requests at all (a credential's Rate Limit "Off" does not). */
export function isPaced(limit: RateLimit): boolean {
	return limit.perSecond > 0 || limit.perMinute > 0;
}

/**
 * This process's part of `limit` when the credential says how many processes use the key. The
 * per-minute limit is shared out only where the processes together, each at its per-second share,
 * would pass it (Starter: 1 a second, 30 a minute); where they would not (Growth), a process
 * whose partners are idle may use the whole minute.
 */
function shareOf(limit: RateLimit): { perSecond: number; perMinute: number } {
	const processes = limit.processes ?? 1;
	const minuteBinds =
		limit.perMinute > 0 && (limit.perSecond === 0 || limit.perSecond * 60 > limit.perMinute);
	return {
		perSecond: limit.perSecond / processes,
		perMinute: minuteBinds ? Math.max(1, Math.floor(limit.perMinute / processes)) : limit.perMinute,
	};
}

/**
 * A pacing: one schedule per key, its waits on `clock`. The node's is below; the simulation makes
 * its own with other tunings, and a test one on a virtual clock.
 */
export function createPacing(
	pace: AdaptivePace = adaptivePace(),
	schedules = new Map<string, Schedule>(),
	clock: Clock = REAL_CLOCK,
) {
	/**
	 * Reserves the next free slot for `key` and returns when it starts (ms since epoch). Slots are
	 * handed out in call order, so items keep their order and none waits longer than needed.
	 */
	function reserveSlot(key: string, limit: RateLimit, now: number): number {
		if (!isPaced(limit)) return now;
		const schedule = scheduleFor(key);
		const share = shareOf(limit);
		if (share.perSecond < limit.perSecond && now - schedule.lastStart > IDLE_RESET_MS)
			schedule.adaptive = pace.newAdaptiveRate(now);
		let start = now;
		if (limit.perSecond > 0)
			start = Math.max(
				start,
				schedule.lastStart +
					1000 / pace.currentRate(schedule.adaptive, limit.perSecond, now, share.perSecond),
			);
		if (share.perMinute > 0) {
			const recent = schedule.recentStarts;
			while (recent.length > 0 && recent[0] <= start - MINUTE_MS) recent.shift();
			if (recent.length >= share.perMinute) {
				start = Math.max(start, recent[recent.length - share.perMinute] + MINUTE_MS);
			}
			recent.push(start);
		}
		schedule.lastStart = start;
		return start;
	}

	function scheduleFor(key: string): Schedule {
		let schedule = schedules.get(key);
		if (!schedule) {
			schedule = {
				lastStart: -Infinity,
				recentStarts: [],
				queue: Promise.resolve(),
				adaptive: pace.newAdaptiveRate(),
			};
			schedules.set(key, schedule);
		}
		return schedule;
	}

	/**
	 * Records that the request given slot `reserved` left at `left`, and returns the start the
	 * schedule counts for it: the slot, or the real time when it left late. Late requests then still
	 * leave one interval apart instead of all at once.
	 */
	function recordDeparture(key: string, reserved: number, left: number): number {
		const schedule = scheduleFor(key);
		const start = left - reserved <= TIMER_SLACK_MS ? reserved : left;
		schedule.lastStart = start;
		if (schedule.recentStarts.length)
			schedule.recentStarts[schedule.recentStarts.length - 1] = start;
		return start;
	}

	/**
	 * Waits until the requests ahead in `key`'s queue have left or left the queue, and returns this
	 * request's place: work that can wait until the request is next (reading an item's inputs) does
	 * not hold up the requests ahead. Each request takes its slot only when the one before it has left.
	 */
	async function joinQueue(key: string, limit: RateLimit): Promise<QueuePlace> {
		if (!isPaced(limit)) return { takeSlot: async () => clock.now(), leave: () => {} };
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
					const reserved = reserveSlot(key, limit, clock.now());
					const wait = reserved - clock.now();
					if (wait > 0) await clock.sleep(wait);
					const left = clock.now();
					recordDeparture(key, reserved, left);
					return left;
				} finally {
					release();
				}
			},
			leave: release,
		};
	}

	/** Waits for `key`'s next free slot at the end of its queue, and returns when the request left (ms since epoch). */
	async function waitForSlot(key: string, limit: RateLimit): Promise<number> {
		return await (await joinQueue(key, limit)).takeSlot();
	}

	/**
	 * Tells `key`'s schedule that a request which left at `sentAt` was answered 429: someone else is
	 * using the key too (or a window of the plan is spent), so this process slows down.
	 */
	function noteThrottled(key: string, limit: RateLimit, sentAt: number, now = clock.now()): void {
		if (limit.perSecond > 0)
			pace.noteThrottle(
				scheduleFor(key).adaptive,
				limit.perSecond,
				sentAt,
				now,
				shareOf(limit).perSecond,
			);
	}

	return { reserveSlot, recordDeparture, joinQueue, waitForSlot, noteThrottled };
}

/** The node's pacing: one per process, on the real clock. */
export const { reserveSlot, recordDeparture, joinQueue, waitForSlot, noteThrottled } = createPacing(
	adaptivePace(),
	processMap('pacingSchedules'),
	REAL_CLOCK,
);
