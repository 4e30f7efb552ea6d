import type * as Errors from '../nodes/Deepvue/failures/errors';
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

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { describeCallError, describeHttpFailure, finalFailure } = built<typeof Errors>(
	'nodes/Deepvue/failures/errors',
);

/** Everything a run hands back, as text, to search for leaked secrets. */
function everything(result: unknown): string {
	return JSON.stringify(result, (_key, value: unknown) =>
		value instanceof Error
			? {
					...value,
					message: value.message,
					stack: value.stack,
					description: (value as { description?: unknown }).description,
				}
			: value,
	);
}

const RATE_LIMIT =
	"Deepvue's rate limit was reached: the per-second, per-minute or daily limit of this Client ID";
const STATUS_CASES = [
	{
		status: 401,
		detail: 'Could not validate credentials',
		message:
			'Could not validate credentials (check the Client ID and Client Secret in the Deepvue credential)',
		advice: /Client ID and Client Secret/,
	},
	{ status: 404, detail: 'No record found', message: 'No record found', advice: /no record/i },
	{ status: 422, detail: 'Invalid Pan pattern', message: 'Invalid Pan pattern', advice: /format/ },
	{
		status: 429,
		detail: 'Rate limit exceeded. Please retry after some time.',
		message: RATE_LIMIT,
		advice:
			/per-second, per-minute or daily limit[\s\S]*Max Attempts[\s\S]*daily limit .* is spent until the next day/,
	},
	{
		status: 503,
		detail: 'Source Unavailable',
		message: 'Source Unavailable',
		advice: /unavailable right now/,
	},
];

describe.each(STATUS_CASES)('HTTP $status', ({ status, detail, message, advice }) => {
	it('fails the node with the API detail as message and advice as description', async () => {
		// n8n re-authorizes once after a 401 and the node tries once more: it must persist to surface.
		testBed().emulator.inject({
			status,
			body: { detail },
			pathPrefix: PAN_PATH,
			times: status === 401 ? 4 : 1,
		});

		const { error } = await runNode(testBed().instance, {
			parameters: getPan,
			items: [{ json: { mobile: '9876543210' } }],
		});

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
		const items = ['9876543210', '9876543211', '9876543212'].map((mobile) => ({
			json: { mobile },
		}));

		const result = await runNode(testBed().instance, {
			parameters: getPan,
			items,
			continueOnFail: true,
		});

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
	testBed().emulator.inject({
		status: 400,
		body: { detail: 'Client is inactive' },
		pathPrefix: '/v1/authorize',
		times: 10,
	});

	const result = await runNode(testBed().instance, {
		parameters: getPan,
		items: [{ json: { mobile: '9876543210' } }],
		continueOnFail: true,
	});

	expect(result.items[0].json.error).toBe(
		'Deepvue refused the authorization: Client is inactive (check the Client ID and Client Secret in the Deepvue credential, and that the client is active)',
	);
});

it('fails a documented not-found input when On No Record says to, paired with its input', async () => {
	const result = await runNode(testBed().instance, {
		parameters: getPan,
		items: [
			{ json: { mobile: NOT_FOUND_INPUTS.mobileNumber } },
			{ json: { mobile: '9876543210' } },
		],
		continueOnFail: true,
	});
	expect(result.items[0].json.error).toMatch(/no record/i);
	expect(result.items[0].pairedItem).toEqual({ item: 0 });
	expect(result.items[1].json.pan_number).toEqual(expect.any(String));
});

it('explains an HTML error page instead of showing it', async () => {
	testBed().emulator.inject({
		status: 502,
		rawBody: '<html><body>Bad Gateway</body></html>',
		contentType: 'text/html',
		pathPrefix: PAN_PATH,
	});
	const { error } = await runNode(testBed().instance, {
		parameters: getPan,
		items: [{ json: { mobile: '9876543210' } }],
	});
	expect(error?.message).toBe('Deepvue answered with HTTP 502');
	expect(error?.description).toMatch(/try again later/i);
});

it('never puts the client secret or a token in outputs or errors', async () => {
	testBed().emulator.inject({
		status: 503,
		body: { detail: 'Source Unavailable' },
		pathPrefix: PAN_PATH,
	});
	const result = await runNode(testBed().instance, {
		parameters: { ...getPan, options: { maxAttempts: 1, response: 'full' } },
		items: [
			{ json: { mobile: '9876543210' } },
			{ json: { mobile: NOT_FOUND_INPUTS.mobileNumber } },
			{ json: { mobile: '9876543211' } },
		],
		continueOnFail: true,
	});
	const token = String(testBed().instance.storedCredential()?.accessToken);
	expect(token.length).toBeGreaterThan(10);
	const text = everything({
		items: result.items,
		error: result.error,
		run: result.run.data.resultData,
	});
	expect(text).not.toContain(DEMO_CLIENT.clientSecret);
	expect(text).not.toContain(token);
});

describe('a final failure, read', () => {
	it('adds how often a passing fault was tried, and which rate limit a lasting 429 likely is', () => {
		const unavailable = describeHttpFailure(503, { detail: 'Source Unavailable' });
		expect(finalFailure(unavailable, 1).message).toBe('Source Unavailable');
		expect(finalFailure(unavailable, 3).message).toBe('Source Unavailable (tried 3 times)');
		expect(finalFailure(describeHttpFailure(404, { detail: 'No record found' }), 2).message).toBe(
			'No record found',
		);
		const limited = describeHttpFailure(429, { detail: 'Rate limit exceeded' });
		expect(finalFailure(limited, 1).message).toMatch(/per-second, per-minute or daily limit/);
		expect(finalFailure(limited, 5).message).toMatch(
			/per-minute or daily limit .* \(tried 5 times\)$/,
		);
	});
});

describe('what n8n threw, read back', () => {
	it('keeps the status, body and Retry-After of an HTTP answer, and none of the request', () => {
		const thrown = {
			cause: {
				response: {
					status: 429,
					headers: { 'retry-after': '3' },
					data: { detail: 'Rate limit exceeded' },
				},
				config: { headers: { Authorization: 'Bearer secret-token' } },
			},
		};
		const failure = describeCallError(thrown);
		expect(failure).toMatchObject({ httpCode: '429', retryAfter: '3' });
		expect(JSON.stringify(failure)).not.toContain('secret-token');
	});

	it('tells a timeout from a connection that failed, the code kept out of the message', () => {
		expect(describeCallError({ cause: { code: 'ETIMEDOUT' } })).toMatchObject({
			httpCode: 'none',
			message: 'Deepvue did not answer in time',
			networkCode: 'ETIMEDOUT',
		});
		const refused = describeCallError({ cause: { code: 'ECONNREFUSED' } });
		expect(refused?.message).toBe('Could not get an answer from Deepvue');
		expect(refused?.description).toMatch(/\(ECONNREFUSED\)$/);
	});

	it('reads the copy n8n-workflow 1.x keeps of an HTTP error', () => {
		const wrapped = {
			httpCode: '503',
			context: { data: { detail: 'Source Unavailable' } },
			messages: ['Request failed with status code 503'],
		};
		expect(describeCallError(wrapped)).toMatchObject({
			httpCode: '503',
			message: 'Source Unavailable',
		});
		expect(describeCallError(new Error('not from HTTP'))).toBeUndefined();
	});
});
