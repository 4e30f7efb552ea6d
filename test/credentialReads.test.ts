import { useTestBed } from './harness/fixture';
import { runNode } from './harness/run';

/**
 * In n8n every read of a credential is a database query, and a queue-mode worker has two database
 * connections by default: a list whose items each read the credential before anything else queues
 * that many queries at once, and those still waiting after 20 s fail (pg-pool: "timeout exceeded
 * when trying to connect"). The node reads the credential once per run; n8n's own helper reads it
 * again as each request leaves.
 */
const testBed = useTestBed();
const ITEMS = 40;
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ json: { mobile: `98765${String(index).padStart(5, '0')}` } }));
const getName = { resource: 'mobileIntelligence', operation: 'getName', mobileNumber: '={{ $json.mobile }}', options: {} };

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
			parameters: { ...getName, requestOptions: { batching: { batch: { batchSize: 10, batchInterval: 1 } } } },
			items: rows(ITEMS),
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(ITEMS);
		expect(instance.credentialsHelper.reads - before).toBeLessThanOrEqual(ITEMS + 2);
	});
});
