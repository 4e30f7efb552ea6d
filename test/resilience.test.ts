import { NAME_PATH, getName as getNameOf, mobiles } from '../testbed/inProcessN8n/lookups';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import type { TestBed } from '../testbed/inProcessN8n/testBed';
import { ENGINE_MAJOR } from './harness/n8nCoreVersion';
import { useFreshTestBed } from './harness/fixture';

/** Short waits keep the suite fast; the policy is the same at any scale. */
const quickRetries = { maxAttempts: 6, maxRetryDelay: 40 };
const getName = getNameOf(quickRetries);

// A new emulator per test: the node's token cache and pacing start anew for each.
const freshBed = useFreshTestBed();
let bed: TestBed;
beforeEach(() => {
	bed = freshBed();
});

/** Every item answered once, in order, paired with its input. */
function expectOneResultPerItemInOrder(
	items: Array<{ json: Record<string, unknown>; pairedItem?: unknown }>,
	count: number,
) {
	expect(items).toHaveLength(count);
	items.forEach((item, index) => {
		expect(item.json.error).toBeUndefined();
		expect(typeof item.json.name).toBe('string');
		expect(item.pairedItem).toEqual({ item: index });
	});
	const succeeded = bed.emulator.requestsTo(NAME_PATH).filter((call) => call.status === 200);
	const perMobile = new Map<string, number>();
	for (const call of succeeded)
		perMobile.set(call.query.mobile_number, (perMobile.get(call.query.mobile_number) ?? 0) + 1);
	expect(perMobile.size).toBe(count);
	expect([...perMobile.values()].every((times) => times === 1)).toBe(true);
}

it('retries rate limits and unavailable sources until every item succeeds, none duplicated', async () => {
	// 40 items at once against a bucket of 20: half get through, the rest meet 429s or 503s
	// and need a few retries each, well within 10 attempts of up to 0.5 s.
	bed.emulator.setConditions({ ratePerSecond: 20, unavailableShare: 0.2, seed: 7 });

	const { items, error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 10, maxRetryDelay: 500 } },
		items: mobiles(40),
	});

	expect(error).toBeUndefined();
	expectOneResultPerItemInOrder(items, 40);
	const statuses = bed.emulator.requestsTo(NAME_PATH).map((call) => call.status);
	expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
	expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
});

it('waits as long as Retry-After asks', async () => {
	bed.emulator.inject({ status: 429, headers: { 'retry-after': '1' }, pathPrefix: NAME_PATH });

	const { error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 3, maxRetryDelay: 5000 } },
		items: mobiles(1),
	});

	expect(error).toBeUndefined();
	const [limited, retried] = bed.emulator.requestsTo(NAME_PATH);
	expect([limited.status, retried.status]).toEqual([429, 200]);
	// n8n-workflow 1.x drops the response headers from the error it throws, so there the node
	// falls back to its own backoff (docs/limits-and-retries.md, Retries).
	if (ENGINE_MAJOR >= 2) expect(retried.at - limited.at).toBeGreaterThanOrEqual(950);
});

it('gives up after the set number of attempts with a clear error', async () => {
	bed.emulator.inject({ status: 503, pathPrefix: NAME_PATH, times: 99 });

	const { error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 3, maxRetryDelay: 20 } },
		items: mobiles(1),
	});

	expect(error?.message).toBe('Source Unavailable (tried 3 times)');
	expect(bed.emulator.requestsTo(NAME_PATH)).toHaveLength(3);
});

it('with Continue On Fail, an item out of retries fails alone and the rest finish', async () => {
	bed.emulator.inject({
		status: 503,
		pathPrefix: NAME_PATH,
		query: { mobile_number: '9800000002' },
		times: 99,
	});

	const { items, error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 2, maxRetryDelay: 20 } },
		items: mobiles(5),
		continueOnFail: true,
	});

	expect(error).toBeUndefined();
	expect(
		items.map((item) => (item.json.error === undefined ? 'ok' : String(item.json.error))),
	).toEqual(['ok', 'ok', 'Source Unavailable (tried 2 times)', 'ok', 'ok']);
});

it('retries a lookup whose connection was reset', async () => {
	bed.emulator.inject({ status: 0, reset: true, pathPrefix: NAME_PATH, times: 2 });

	const { items, error } = await runNode(bed.instance, { parameters: getName, items: mobiles(3) });

	expect(error).toBeUndefined();
	expectOneResultPerItemInOrder(items, 3);
});

it('does not retry a POST whose connection was reset: it may have been processed', async () => {
	bed.emulator.inject({ status: 0, reset: true, pathPrefix: '/v1/verification/itr/ais-download' });

	const { error } = await runNode(bed.instance, {
		parameters: {
			resource: 'tax',
			operation: 'downloadAis',
			itrClientId: 'itr-client-42',
			options: quickRetries,
		},
	});

	expect(error?.message).toBe('Could not get an answer from Deepvue');
	expect(error?.description).toMatch(/ECONNRESET/);
	expect(bed.emulator.requestsTo('/v1/verification/itr/ais-download')).toHaveLength(1);
});

it('re-sends exactly the same upload when retrying after a rate limit', async () => {
	const csv = 'vpa\nasha@okhdfcbank\nravi@ybl\n';
	bed.emulator.inject({ status: 429, pathPrefix: '/v1/verification/upi-basic/batch' });

	const { error } = await runNode(bed.instance, {
		parameters: {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			webhookUrl: 'https://example.com/hook',
			options: quickRetries,
		},
		items: [{ json: {}, binary: { data: binaryFile(csv, 'upi.csv') } }],
	});

	expect(error).toBeUndefined();
	const uploads = bed.emulator.requestsTo('/v1/verification/upi-basic/batch');
	expect(uploads.map((call) => call.status)).toEqual([429, 201]);
	for (const call of uploads) {
		expect(call.query).toEqual({ webhook_url: 'https://example.com/hook' });
		expect(call.files?.map((file) => [file.field, file.filename, file.data.toString()])).toEqual([
			['batch_file', 'upi.csv', csv],
		]);
	}
});

it('re-authorizes when tokens expire mid-run, once per expiry, and nothing is lost', async () => {
	// Paced at 40/s, 60 items take 1.5 s: tokens living 600 ms expire twice or so on the way.
	bed.instance.setCredential({
		...bed.instance.storedCredential(),
		rateLimitPlan: 'custom',
		requestsPerSecond: 40,
		requestsPerMinute: 0,
	} as never);
	bed.emulator.setConditions({ tokenLifetimeMs: 600 });

	const { items, error } = await runNode(bed.instance, { parameters: getName, items: mobiles(60) });

	expect(error).toBeUndefined();
	expectOneResultPerItemInOrder(items, 60);
	const authorizations = bed.emulator.requestsTo('/v1/authorize');
	expect(authorizations.length).toBeGreaterThanOrEqual(2);
	// About one authorization per expiry (1.5 s / 0.6 s, more on a busy machine), two where a request
	// that left with the old token meets its expiry, not one per item that met the expired token.
	const lookups = bed.emulator.requestsTo(NAME_PATH);
	const expiries = (lookups[lookups.length - 1].at - authorizations[0].at) / 600;
	expect(authorizations.length).toBeLessThanOrEqual(Math.ceil(expiries * 2) + 1);
});

it('explains an HTML error page and retries it like any 503', async () => {
	bed.emulator.inject({
		status: 503,
		rawBody: '<html><body>Service Unavailable</body></html>',
		contentType: 'text/html',
		pathPrefix: NAME_PATH,
		times: 9,
	});

	const { error } = await runNode(bed.instance, {
		parameters: { ...getName, options: { maxAttempts: 2, maxRetryDelay: 10 } },
		items: mobiles(1),
	});

	expect(error?.message).toBe('Deepvue answered with HTTP 503 (tried 2 times)');
	expect(error?.description).toMatch(/unavailable right now/);
});
