// When a failed call is sent again, and after how long: the built module called directly, with
// injected random numbers and clocks. resilience.test.ts and waitsBounded.test.ts drive the same
// policy over HTTP.
import type * as ReadOptions from '../nodes/Deepvue/options/readOptions';
import type * as RetryPolicy from '../nodes/Deepvue/transport/retryPolicy';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { isRetryable, retryDelayMs } = built<typeof RetryPolicy>(
	'nodes/Deepvue/transport/retryPolicy',
);
const { readOptions } = built<typeof ReadOptions>('nodes/Deepvue/options/readOptions');

/** Max Attempts and Max Retry Wait when neither option is set: n8n hands back the fallback. */
const DEFAULT_RETRY = readOptions({
	getNodeParameter: (_path: string, fallback: unknown) => fallback,
} as unknown as Parameters<typeof readOptions>[0]).retry();

describe('retry timing', () => {
	const waits = (random: () => number, attempts = DEFAULT_RETRY.maxAttempts) =>
		Array.from({ length: attempts - 1 }, (_, index) =>
			retryDelayMs(index + 1, { httpCode: '429' }, DEFAULT_RETRY, random, 0),
		);
	const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

	it('waits half fixed, half random: 0.25 to 0.5 s, 0.5 to 1 s, 1 to 2 s, 2 to 4 s', () => {
		expect(waits(() => 0)).toEqual([250, 500, 1000, 2000]);
		expect(waits(() => 0.999999)).toEqual([499, 999, 1999, 3999]);
	});

	it('so the default attempts span at least 3.75 s, outlasting a 3-second spell of 429s', () => {
		expect(sum(waits(() => 0))).toBeGreaterThanOrEqual(3750);
		expect(sum(waits(() => 1))).toBeLessThanOrEqual(7500);
	});

	it('never waits longer than Max Retry Wait, and follows Retry-After up to it', () => {
		expect(
			retryDelayMs(9, { httpCode: '429' }, { maxAttempts: 10, maxDelayMs: 3000 }, () => 1, 0),
		).toBe(3000);
		expect(retryDelayMs(1, { httpCode: '429', retryAfter: '2' }, DEFAULT_RETRY, () => 0, 0)).toBe(
			2000,
		);
		expect(
			retryDelayMs(
				1,
				{ httpCode: '429', retryAfter: 'Thu, 01 Jan 1970 00:00:05 GMT' },
				DEFAULT_RETRY,
				() => 0,
				1000,
			),
		).toBe(4000);
		expect(
			retryDelayMs(
				1,
				{ httpCode: '429', retryAfter: '600' },
				{ maxAttempts: 5, maxDelayMs: 1000 },
				() => 0,
				0,
			),
		).toBe(1000);
	});

	it.each([
		['a 429', { httpCode: '429' }, { read: true, paidPost: true, submission: true }],
		['a 503', { httpCode: '503' }, { read: true, paidPost: true, submission: false }],
		[
			'a dropped connection',
			{ httpCode: 'none', networkCode: 'ECONNRESET' },
			{ read: true, paidPost: false, submission: false },
		],
		[
			'a connection that never opened',
			{ httpCode: 'none', networkCode: 'ECONNREFUSED' },
			{ read: true, paidPost: true, submission: true },
		],
		['a 404', { httpCode: '404' }, { read: false, paidPost: false, submission: false }],
		['a 500', { httpCode: '500' }, { read: false, paidPost: false, submission: false }],
	] as const)(
		'sends again after %s only where nothing can have been charged',
		(_label, failure, expected) => {
			expect({
				read: isRetryable(failure, 'read'),
				paidPost: isRetryable(failure, 'paidPost'),
				submission: isRetryable(failure, 'submission'),
			}).toEqual(expected);
		},
	);
});
