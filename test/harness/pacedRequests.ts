import { seededRandom } from '../../bench/simulation/virtualClock';
import type { RateLimit } from '../../common/limits/plans';
import type * as Adaptive from '../../nodes/Deepvue/transport/adaptiveRate';
import type * as OptionFields from '../../nodes/Deepvue/options/optionFields';
import type * as Pacing from '../../nodes/Deepvue/transport/pacing';
import type * as Retry from '../../nodes/Deepvue/transport/retryPolicy';
import type { RetrySettings } from '../../nodes/Deepvue/model/nodeOptions';
import { ServiceConditions } from '../../testbed/emulator/service/conditions';
import type { Conditions } from '../../testbed/emulator/service/conditions';
import { VirtualClock } from './virtualClock';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) =>
	jest.requireActual<T>(`../../dist/nodes/Deepvue/${module}`);
const { adaptivePace } = built<typeof Adaptive>('transport/adaptiveRate');
const { createPacing } = built<typeof Pacing>('transport/pacing');
const { isRetryable, retryDelayMs } = built<typeof Retry>('transport/retryPolicy');
const { OPTION_DEFAULTS } = built<typeof OptionFields>('options/optionFields');
/** Max Attempts and Max Retry Wait when neither option is set. */
const DEFAULT_RETRY: RetrySettings = {
	maxAttempts: Number(OPTION_DEFAULTS.maxAttempts),
	maxDelayMs: Number(OPTION_DEFAULTS.maxRetryDelay),
};

/** One call as the API's limiter saw it, at a time of the virtual clock. */
export interface PacedCall {
	at: number;
	status: 200 | 429;
}

export interface PacedRun {
	/** Every call, in the order they reached the API. */
	calls: PacedCall[];
	/** Requests that ran out of attempts. */
	failed: number;
	/** When the first request was started. */
	startedAt: number;
}

/** A pacing of its own, on a clock of its own, and an API that limits as the emulator does. */
export interface PacedSetting {
	/** The credential's limit. */
	limit: RateLimit;
	/** The API's: the emulator's conditions (ratePerSecond, ratePerMinute). */
	api: Conditions;
	/** Max Attempts and Max Retry Wait; the node's defaults unless given. */
	retry?: RetrySettings;
}

/**
 * Lists of requests for one client, sent as the node's transport sends its calls
 * (transport/transport.ts `send`), on a virtual clock and against the emulator's own limiter
 * instead of HTTP: each request takes its place in the client's queue and then its slot, a 429
 * tells the schedule (`noteThrottled`) and is sent again after the retry policy's wait, from the
 * end of the queue, up to Max Attempts. The pacing, its adaptive rate and the retry policy are
 * the node's (createPacing on the clock); the engine tests beside these prove over HTTP that the
 * transport runs them so. `lists` requests start together, as the executions of one n8n process.
 */
export async function sendPaced(
	{ limit, api, retry = DEFAULT_RETRY }: PacedSetting,
	...lists: number[]
): Promise<PacedRun> {
	const clock = new VirtualClock({ realTime: false });
	const pacing = createPacing(adaptivePace(), new Map(), clock);
	const limiter = new ServiceConditions();
	limiter.set(api);
	const random = seededRandom(7);
	const run: PacedRun = { calls: [], failed: 0, startedAt: clock.now() };
	const key = 'paced-client';

	async function request(): Promise<void> {
		let sentAt = await (await pacing.joinQueue(key, limit)).takeSlot();
		for (let attempt = 1; ; attempt++) {
			let status: PacedCall['status'] = 200;
			try {
				limiter.check(key, { now: clock.now() });
			} catch {
				status = 429;
			}
			run.calls.push({ at: clock.now(), status });
			if (status === 200) return;
			pacing.noteThrottled(key, limit, sentAt, clock.now());
			if (attempt >= retry.maxAttempts || !isRetryable({ httpCode: '429' }, 'read')) {
				run.failed++;
				return;
			}
			await clock.sleep(retryDelayMs(attempt, { httpCode: '429' }, retry, random, clock.now()));
			sentAt = await pacing.waitForSlot(key, limit);
		}
	}

	await Promise.all(lists.flatMap((count) => Array.from({ length: count }, request)));
	return run;
}
