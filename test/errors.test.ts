import { DEMO_CLIENT, NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

// One attempt: these tests are about how a final failure reads (retries have their own tests);
// "no record" fails the item here (it is an output item by default: noRecord.test.ts).
const getPan = {
	resource: 'mobileIntelligence',
	operation: 'getPan',
	mobileNumber: '={{ $json.mobile }}',
	options: { maxAttempts: 1, noRecord: 'fail' },
};
const PAN_PATH = '/v1/mobile-intelligence/mobile-to-pan';

const testBed = useTestBed();

/** Everything a run hands back, as text, to search for leaked secrets. */
function everything(result: unknown): string {
	return JSON.stringify(result, (_key, value: unknown) =>
		value instanceof Error ? { ...value, message: value.message, stack: value.stack, description: (value as { description?: unknown }).description } : value,
	);
}

const RATE_LIMIT = "Deepvue's rate limit was reached: the per-second, per-minute or daily limit of this Client ID";
const STATUS_CASES = [
	{ status: 401, detail: 'Could not validate credentials', message: 'Could not validate credentials (check the Client ID and Client Secret in the Deepvue credential)', advice: /Client ID and Client Secret/ },
	{ status: 404, detail: 'No record found', message: 'No record found', advice: /no record/i },
	{ status: 422, detail: 'Invalid Pan pattern', message: 'Invalid Pan pattern', advice: /format/ },
	{ status: 429, detail: 'Rate limit exceeded. Please retry after some time.', message: RATE_LIMIT, advice: /per-second, per-minute or daily limit[\s\S]*Max Attempts[\s\S]*daily limit .* is spent until the next day/ },
	{ status: 503, detail: 'Source Unavailable', message: 'Source Unavailable', advice: /unavailable right now/ },
];

describe.each(STATUS_CASES)('HTTP $status', ({ status, detail, message, advice }) => {
	it('fails the node with the API detail as message and advice as description', async () => {
		// n8n re-authorizes once after a 401 and the node tries once more: it must persist to surface.
		testBed().emulator.inject({ status, body: { detail }, pathPrefix: PAN_PATH, times: status === 401 ? 4 : 1 });

		const { error } = await runNode(testBed().instance, { parameters: getPan, items: [{ json: { mobile: '9876543210' } }] });

		expect(error?.message).toBe(message);
		expect(error?.description).toMatch(advice);
		expect((error as { httpCode?: string } | undefined)?.httpCode).toBe(String(status));
	});

	it('with Continue On Fail, marks only the failing item and keeps the others', async () => {
		testBed().emulator.inject({
			status,
			body: { detail },
			pathPrefix: PAN_PATH,
			query: { mobile_number: '9876543211' },
			times: status === 401 ? 4 : 1,
		});
		const items = ['9876543210', '9876543211', '9876543212'].map((mobile) => ({ json: { mobile } }));

		const result = await runNode(testBed().instance, { parameters: getPan, items, continueOnFail: true });

		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(3);
		const failed = result.items.filter((item) => item.json.error !== undefined);
		expect(failed).toHaveLength(1);
		expect(failed[0].json.error).toBe(message);
		expect(result.items.filter((item) => typeof item.json.pan_number === 'string')).toHaveLength(2);
		expect(everything(result)).not.toContain(DEMO_CLIENT.clientSecret);
	});
});

it("with Continue On Fail, a refused authorization's item says what to check in its message, which is all a next node reads", async () => {
	testBed().emulator.inject({ status: 400, body: { detail: 'Client is inactive' }, pathPrefix: '/v1/authorize', times: 10 });

	const result = await runNode(testBed().instance, { parameters: getPan, items: [{ json: { mobile: '9876543210' } }], continueOnFail: true });

	expect(result.items[0].json.error).toBe(
		'Deepvue refused the authorization: Client is inactive (check the Client ID and Client Secret in the Deepvue credential, and that the client is active)',
	);
});

it('fails a documented not-found input when On No Record says to, paired with its input', async () => {
	const result = await runNode(testBed().instance, {
		parameters: getPan,
		items: [{ json: { mobile: NOT_FOUND_INPUTS.mobileNumber } }, { json: { mobile: '9876543210' } }],
		continueOnFail: true,
	});
	expect(result.items[0].json.error).toMatch(/no record/i);
	expect(result.items[0].pairedItem).toEqual({ item: 0 });
	expect(result.items[1].json.pan_number).toEqual(expect.any(String));
});

it('explains an HTML error page instead of showing it', async () => {
	testBed().emulator.inject({ status: 502, rawBody: '<html><body>Bad Gateway</body></html>', contentType: 'text/html', pathPrefix: PAN_PATH });
	const { error } = await runNode(testBed().instance, { parameters: getPan, items: [{ json: { mobile: '9876543210' } }] });
	expect(error?.message).toBe('Deepvue answered with HTTP 502');
	expect(error?.description).toMatch(/try again later/i);
});

it('never puts the client secret or a token in outputs or errors', async () => {
	testBed().emulator.inject({ status: 503, body: { detail: 'Source Unavailable' }, pathPrefix: PAN_PATH });
	const result = await runNode(testBed().instance, {
		parameters: { ...getPan, options: { maxAttempts: 1, response: 'full' } },
		items: [{ json: { mobile: '9876543210' } }, { json: { mobile: NOT_FOUND_INPUTS.mobileNumber } }, { json: { mobile: '9876543211' } }],
		continueOnFail: true,
	});
	const token = String(testBed().instance.storedCredential()?.accessToken);
	expect(token.length).toBeGreaterThan(10);
	const text = everything({ items: result.items, error: result.error, run: result.run.data.resultData });
	expect(text).not.toContain(DEMO_CLIENT.clientSecret);
	expect(text).not.toContain(token);
});
