import { MAX_IN_FLIGHT } from '../nodes/Deepvue/transport/inFlight';
import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';

/**
 * A long list in one run, with the Rate Limit Off. In n8n every read of a credential is a database query, and a queue-mode worker has two database
 * connections by default: a list whose items each read the credential before anything else queues
 * that many queries at once, and those still waiting after 20 s fail (pg-pool: "timeout exceeded
 * when trying to connect"). The node reads the credential once per run; n8n's own helper reads it
 * again as each request leaves.
 */
const testBed = useTestBed();
afterEach(() => testBed().emulator.setConditions({}));
const ITEMS = 40;
const rows = (count: number) =>
	Array.from({ length: count }, (_, index) => ({
		json: { mobile: `98765${String(index).padStart(5, '0')}` },
	}));
const getName = {
	resource: 'mobileIntelligence',
	operation: 'getName',
	mobileNumber: '={{ $json.mobile }}',
	options: {},
};

describe('reads of the credential', () => {
	it('a run of many items reads it once for the run and once per request, not once more per item', async () => {
		const { instance } = testBed();
		const before = instance.credentialsHelper.reads;

		const { items, error } = await runNode(instance, { parameters: getName, items: rows(ITEMS) });

		expect(error).toBeUndefined();
		expect(items).toHaveLength(ITEMS);
		// n8n: once to prepare the run, once per request (httpRequestWithAuthentication); the node: once.
		expect(instance.credentialsHelper.reads - before).toBeLessThanOrEqual(ITEMS + 2);
	});

	it('with Request Options > Batching as for large lists, too', async () => {
		const { instance } = testBed();
		const before = instance.credentialsHelper.reads;

		const { items, error } = await runNode(instance, {
			parameters: {
				...getName,
				requestOptions: { batching: { batch: { batchSize: 10, batchInterval: 1 } } },
			},
			items: rows(ITEMS),
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(ITEMS);
		expect(instance.credentialsHelper.reads - before).toBeLessThanOrEqual(ITEMS + 2);
	});
});

describe('requests under way at once', () => {
	it(`with the Rate Limit Off, a run sends at most ${MAX_IN_FLIGHT} at a time, and every item once`, async () => {
		const { instance, emulator } = testBed();
		const latencyMs = 300;
		emulator.setConditions({ latencyMs });
		const count = MAX_IN_FLIGHT * 3;

		const { items, error } = await runNode(instance, { parameters: getName, items: rows(count) });

		expect(error).toBeUndefined();
		expect(items).toHaveLength(count);
		const arrivals = lookupsSent(emulator).map((call) => call.at);
		expect(new Set(lookupsSent(emulator).map((call) => call.query.mobile_number)).size).toBe(count);
		expect(arrivals).toHaveLength(count);
		// Each answer takes latencyMs: the requests that arrived within one such span were under way together.
		const together = Math.max(
			...arrivals.map(
				(at) => arrivals.filter((other) => other >= at && other < at + latencyMs).length,
			),
		);
		expect(together).toBeLessThanOrEqual(MAX_IN_FLIGHT);
	});
});
