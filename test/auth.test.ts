import { DEMO_CLIENT } from '../testbed/emulator/server';
import { NAME_PATH, getName as getNameOf, mobiles } from '../testbed/inProcessN8n/lookups';
import { runNode } from '../testbed/inProcessN8n/run';
import { setCredential as setBedCredential } from '../testbed/inProcessN8n/testBed';
import type { TestBed } from '../testbed/inProcessN8n/testBed';
import { credentialTesterNodeTypes } from './harness/credentialTester';
import { useFreshTestBed } from './harness/fixture';
import { nodeTypesOnClock } from './harness/nodeOnClock';
import { tokenFetcherNodeTypes } from './harness/tokenFetcher';
import { VirtualClock } from './harness/virtualClock';

const getName = getNameOf();

// A new emulator per test: the node's token cache is per login, and each test starts without one.
const freshBed = useFreshTestBed();
let bed: TestBed;
beforeEach(() => {
	bed = freshBed();
});

function setCredential(changes: { baseUrl?: string; clientSecret?: string; accessToken?: string }) {
	setBedCredential(bed, changes);
}

async function testCredential() {
	return await runNode(bed.instance, {
		parameters: {},
		nodeType: 'credentialTest',
		nodeTypes: await credentialTesterNodeTypes(),
	});
}

/** A token the emulator issued, as n8n keeps it in the credential after a first run. */
async function storedToken(): Promise<string> {
	await runNode(bed.instance, { parameters: getName, items: mobiles(1) });
	const token = bed.instance.storedCredential()?.accessToken;
	if (typeof token !== 'string' || token === '') throw new Error('The first run stored no token');
	bed.emulator.clearLog();
	return token;
}

describe('access token', () => {
	it('authorizes once for many concurrent items, with a form body', async () => {
		const { items, error } = await runNode(bed.instance, {
			parameters: getName,
			items: mobiles(40),
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(40);
		expect(items.every((item) => typeof item.json.name === 'string')).toBe(true);
		const authorizations = bed.emulator.requestsTo('/v1/authorize');
		expect(authorizations).toHaveLength(1);
		expect(authorizations[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
		expect(authorizations[0].form).toEqual({
			client_id: DEMO_CLIENT.clientId,
			client_secret: DEMO_CLIENT.clientSecret,
		});
	});

	it('stores the token in the credential and reuses it in later executions', async () => {
		await runNode(bed.instance, { parameters: getName, items: mobiles(3) });
		const token = bed.instance.storedCredential()?.accessToken;
		expect(typeof token).toBe('string');
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')[0].headers.authorization).toBe(
			`Bearer ${token}`,
		);

		for (let run = 0; run < 3; run++) {
			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(5) });
			expect(error).toBeUndefined();
		}
		expect(bed.emulator.requestsTo('/v1/authorize')).toHaveLength(1);
	});

	it('re-authorizes once when the stored token is revoked, and no item fails', async () => {
		await runNode(bed.instance, { parameters: getName, items: mobiles(1) });
		const firstToken = bed.instance.storedCredential()?.accessToken;
		bed.emulator.revokeAllTokens();
		bed.emulator.clearLog();

		// Numbers not asked before: an answer already paid for would be reused without a call.
		const { items, error } = await runNode(bed.instance, {
			parameters: getName,
			items: mobiles(20, 1),
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(20);
		expect(
			items.every((item) => item.error === undefined && typeof item.json.name === 'string'),
		).toBe(true);
		expect(bed.emulator.requestsTo('/v1/authorize')).toHaveLength(1);
		const secondToken = bed.instance.storedCredential()?.accessToken;
		expect(secondToken).not.toBe(firstToken);
		const lookups = bed.emulator.requestsTo(NAME_PATH);
		expect(lookups.filter((call) => call.status === 200)).toHaveLength(20);
		expect(
			lookups
				.filter((call) => call.status === 200)
				.every((call) => call.headers.authorization === `Bearer ${secondToken}`),
		).toBe(true);
	});

	it('fails clearly, without the secret, when the client secret is wrong', async () => {
		bed.instance.setCredential({
			baseUrl: bed.emulator.baseUrl,
			clientId: DEMO_CLIENT.clientId,
			clientSecret: 'wrong-secret-value',
			rateLimitPlan: 'off',
		});

		const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(2) });

		expect(error?.message).toMatch(/Invalid client_id or client_secret/);
		expect(error?.description).toMatch(/Client ID and Client Secret/);
		expect(JSON.stringify(error)).not.toContain('wrong-secret-value');
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')).toHaveLength(0);
	});
});

describe('a failing authorization', () => {
	const AUTHORIZE = '/v1/authorize';
	const retrying = { ...getName, options: { maxAttempts: 5, maxRetryDelay: 100 } };

	it('that does not answer is given up after Request Options > Timeout, in a run of the node', async () => {
		bed.emulator.inject({ status: 503, delayMs: 5000, pathPrefix: AUTHORIZE });

		const { error } = await runNode(bed.instance, {
			parameters: { ...getName, requestOptions: { timeout: 300 } },
			items: mobiles(5),
		});

		expect(error?.message).toBe('Deepvue did not answer in time when authorizing');
		expect(error?.description).toMatch(/after 0\.3 s/);
		expect(bed.emulator.requestsTo(AUTHORIZE)).toHaveLength(1);
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')).toHaveLength(0);
	});

	// The next authorization after a failed one waits a second, gathering the retries of every item
	// into it. These two run the node's waits on a virtual clock (test/harness/nodeOnClock.ts).
	it('is shared by the items waiting for it: one authorization per attempt, not per item', async () => {
		const clock = new VirtualClock();
		bed.emulator.inject({ status: 503, pathPrefix: AUTHORIZE, times: 1000 });

		const { error } = await runNode(bed.instance, {
			parameters: retrying,
			items: mobiles(20),
			nodeTypes: await nodeTypesOnClock(clock),
		});

		expect(error?.message).toMatch(/authoriz.*\(tried 5 times\)$/i);
		// Five tries of twenty items: five authorizations, one per try, where one per item would be a
		// hundred. An item whose retry wait ends just after a shared authorization failed, while the
		// others still wait, may start the next a try ahead of them, and the last items then need one
		// more: six at most.
		const authorizations = bed.emulator.requestsTo(AUTHORIZE).length;
		expect(authorizations).toBeGreaterThanOrEqual(5);
		expect(authorizations).toBeLessThanOrEqual(6);
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')).toHaveLength(0);
		// Before each but the first, the second since the one before it was waited out (less the
		// retry's own wait, at most Max Retry Wait's 100 ms).
		const gathering = clock.waits.filter((wait) => wait > 100);
		expect(gathering).toHaveLength(authorizations - 1);
		expect(gathering.every((wait) => wait >= 850 && wait <= 1000)).toBe(true);
	});

	it('is tried again by the retries, and the items go on once it works', async () => {
		bed.emulator.inject({ status: 503, pathPrefix: AUTHORIZE, times: 2 });

		const { error, items } = await runNode(bed.instance, {
			parameters: retrying,
			items: mobiles(20),
			nodeTypes: await nodeTypesOnClock(new VirtualClock()),
		});

		expect(error).toBeUndefined();
		expect(items.every((item) => typeof item.json.name === 'string')).toBe(true);
		expect(bed.emulator.requestsTo(AUTHORIZE).map((call) => call.status)).toEqual([503, 503, 200]);
	});

	// On real time: the run after a failed authorization waits out the second before it authorizes.
	it('is not kept for a later run', async () => {
		bed.emulator.inject({ status: 503, pathPrefix: AUTHORIZE });
		const first = await runNode(bed.instance, {
			parameters: { ...getName, options: { maxAttempts: 1 } },
			items: mobiles(3),
		});
		expect(first.error).toBeDefined();

		const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(3) });

		expect(error).toBeUndefined();
		expect(bed.emulator.requestsTo(AUTHORIZE).map((call) => call.status)).toEqual([503, 200]);
	});

	it('that does not answer is given up after the timeout, for every item waiting, with a message that says so', async () => {
		bed.emulator.inject({ status: 503, delayMs: 5000, pathPrefix: AUTHORIZE });

		const { items } = await runNode(bed.instance, {
			parameters: { timeout: 300 },
			nodeType: 'tokenFetcher',
			nodeTypes: await tokenFetcherNodeTypes(),
			items: mobiles(5),
		});

		expect(items).toHaveLength(5);
		for (const { json } of items) {
			expect(json.message).toMatch(/Deepvue did not answer in time when authorizing/);
			expect(json.description).toMatch(/0\.3 s/);
			expect(JSON.stringify(json)).not.toContain(DEMO_CLIENT.clientSecret);
		}
		expect(bed.emulator.requestsTo(AUTHORIZE)).toHaveLength(1);
	});
});

describe('credential test', () => {
	it('proves the credentials by authorizing, without any paid lookup', async () => {
		const { error, items } = await testCredential();

		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ authorized: true }]);
		const paths = bed.emulator.requests.map((call) => call.path);
		expect(paths.length).toBeGreaterThan(0);
		expect(paths.every((path) => path === '/v1/authorize')).toBe(true);
	});

	it('fails for a wrong secret also when a token is stored', async () => {
		// n8n runs preAuthentication in a credential test even with a token stored: the secret is
		// proved again, not taken on the stored token's word.
		setCredential({ clientSecret: 'nope', accessToken: await storedToken() });

		const { error } = await testCredential();

		expect(error).toBeDefined();
		const [authorization] = bed.emulator.requests;
		expect(authorization).toMatchObject({ method: 'POST', path: '/v1/authorize', status: 401 });
		expect(authorization.form).toEqual({ client_id: DEMO_CLIENT.clientId, client_secret: 'nope' });
		expect(bed.emulator.requests.every((call) => call.path === '/v1/authorize')).toBe(true);
	});
});

// Mistakes in the credential are caught before the first call, in a run and in the credential
// test, with a message that says what to change and never holds the secret.
describe('credential mistakes', () => {
	describe('Base URL ending in /v1, as the docs write paths', () => {
		it.each(['/v1', '/v1/'])(
			'is taken without %s: the authorization and the lookups reach their paths',
			async (suffix) => {
				setCredential({ baseUrl: `${bed.emulator.baseUrl}${suffix}` });

				const { error, items } = await runNode(bed.instance, {
					parameters: getName,
					items: mobiles(2),
				});

				expect(error).toBeUndefined();
				expect(items.every((item) => typeof item.json.name === 'string')).toBe(true);
				expect(bed.emulator.requests.map((call) => call.path)).toEqual([
					'/v1/authorize',
					NAME_PATH,
					NAME_PATH,
				]);
			},
		);

		it('passes the credential test', async () => {
			setCredential({ baseUrl: `${bed.emulator.baseUrl}/v1/` });

			const { error } = await testCredential();

			expect(error).toBeUndefined();
			expect(
				bed.emulator.requests.every((call) => call.path === '/v1/authorize' && call.status === 200),
			).toBe(true);
		});

		it('a 404 from the authorization advises checking the Base URL first', async () => {
			bed.emulator.inject({ status: 404, pathPrefix: '/v1/authorize' });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(1) });

			expect(error?.description).toMatch(/^Check the Base URL/);
		});
	});

	describe('Client Secret', () => {
		// A typographic apostrophe, as a word processor or a web page turns one into.
		const unsendable = `${DEMO_CLIENT.clientSecret}\u2019`;
		const SAYS_WHY = /Client Secret.*(header|Latin-1)/i;

		it('with a character an HTTP header cannot carry is refused before any call, saying why', async () => {
			setCredential({ clientSecret: unsendable });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(2) });

			expect(`${error?.message} ${error?.description}`).toMatch(SAYS_WHY);
			expect(JSON.stringify(error)).not.toContain(unsendable);
			expect(bed.emulator.requests).toHaveLength(0);
		});

		it('with such a character is refused before any call also when a token is stored', async () => {
			setCredential({ clientSecret: unsendable, accessToken: await storedToken() });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(2) });

			expect(`${error?.message} ${error?.description}`).toMatch(SAYS_WHY);
			expect(bed.emulator.requests).toHaveLength(0);
		});

		it('with such a character fails the credential test with the same message', async () => {
			setCredential({ clientSecret: unsendable });

			const { error } = await testCredential();

			expect(error?.message).toMatch(SAYS_WHY);
			expect(JSON.stringify(error)).not.toContain(unsendable);
			expect(bed.emulator.requests).toHaveLength(0);
		});

		it('pasted with spaces or a line break around it is sent without them', async () => {
			setCredential({ clientSecret: ` ${DEMO_CLIENT.clientSecret}\n` });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(1) });

			expect(error).toBeUndefined();
			const [authorize, lookup] = bed.emulator.requests;
			expect(authorize.form?.client_secret).toBe(DEMO_CLIENT.clientSecret);
			expect(lookup.headers['x-api-key']).toBe(DEMO_CLIENT.clientSecret);
		});
	});

	describe('Base URL with plain http://', () => {
		// Reserved, never resolves: a request sent there would fail with a DNS error, not this message.
		const remote = 'http://deepvue.invalid';
		const SAYS_HTTPS = /Base URL.*https/i;

		it('to another machine is refused before any call', async () => {
			setCredential({ baseUrl: remote });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(2) });

			expect(`${error?.message} ${error?.description}`).toMatch(SAYS_HTTPS);
			expect(JSON.stringify(error)).not.toContain(DEMO_CLIENT.clientSecret);
		});

		it('to another machine is refused also when a token is stored', async () => {
			setCredential({ baseUrl: remote, accessToken: await storedToken() });

			const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(1) });

			expect(`${error?.message} ${error?.description}`).toMatch(SAYS_HTTPS);
		});

		it('to another machine fails the credential test with the same message', async () => {
			setCredential({ baseUrl: remote });

			const { error } = await testCredential();

			expect(error?.message).toMatch(SAYS_HTTPS);
		});
	});
});
