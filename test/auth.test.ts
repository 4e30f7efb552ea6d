import { DEMO_CLIENT } from './emulator/server';
import { startTestBed } from './harness/fixture';
import type { TestBed } from './harness/fixture';
import { credentialTesterNodeTypes } from './harness/credentialTester';
import { runNode } from './harness/run';

const getName = { resource: 'mobileIntelligence', operation: 'getName', mobileNumber: '={{ $json.mobile }}' };
const mobiles = (count: number) =>
	Array.from({ length: count }, (_, index) => ({ json: { mobile: `98765${String(index).padStart(5, '0')}` } }));

let bed: TestBed;
beforeEach(async () => {
	bed = await startTestBed();
});
afterEach(async () => {
	await bed.emulator.close();
});

describe('access token', () => {
	it('authorizes once for many concurrent items, with a form body', async () => {
		const { items, error } = await runNode(bed.instance, { parameters: getName, items: mobiles(40) });

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
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')[0].headers.authorization).toBe(`Bearer ${token}`);

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

		const { items, error } = await runNode(bed.instance, { parameters: getName, items: mobiles(20) });

		expect(error).toBeUndefined();
		expect(items).toHaveLength(20);
		expect(items.every((item) => item.error === undefined && typeof item.json.name === 'string')).toBe(true);
		expect(bed.emulator.requestsTo('/v1/authorize')).toHaveLength(1);
		const secondToken = bed.instance.storedCredential()?.accessToken;
		expect(secondToken).not.toBe(firstToken);
		const lookups = bed.emulator.requestsTo('/v1/mobile-intelligence/mobile-to-name');
		expect(lookups.filter((call) => call.status === 200)).toHaveLength(20);
		expect(lookups.filter((call) => call.status === 200).every((call) => call.headers.authorization === `Bearer ${secondToken}`)).toBe(true);
	});

	it('fails clearly, without the secret, when the client secret is wrong', async () => {
		bed.instance.setCredential({ baseUrl: bed.emulator.baseUrl, clientId: DEMO_CLIENT.clientId, clientSecret: 'wrong-secret-value', rateLimitPlan: 'off' });

		const { error } = await runNode(bed.instance, { parameters: getName, items: mobiles(2) });

		expect(error?.message).toMatch(/Invalid client_id or client_secret/);
		expect(error?.description).toMatch(/Client ID and Client Secret/);
		expect(JSON.stringify(error)).not.toContain('wrong-secret-value');
		expect(bed.emulator.requestsTo('/v1/mobile-intelligence')).toHaveLength(0);
	});
});

describe('credential test', () => {
	it('proves the credentials by authorizing, without any paid lookup', async () => {
		const { error, items } = await runNode(bed.instance, {
			parameters: {},
			nodeType: 'credentialTest',
			nodeTypes: await credentialTesterNodeTypes(),
		});

		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ authorized: true }]);
		const paths = bed.emulator.requests.map((call) => call.path);
		expect(paths.length).toBeGreaterThan(0);
		expect(paths.every((path) => path === '/v1/authorize')).toBe(true);
	});

	it('fails for a wrong secret, in its own request', async () => {
		// With a token already stored, n8n skips preAuthentication, so the test request itself must
		// carry the secret and fail on it (a new credential would fail earlier, in preAuthentication).
		await runNode(bed.instance, { parameters: getName, items: mobiles(1) });
		const stored = bed.instance.storedCredential();
		expect(stored?.accessToken).toEqual(expect.any(String));
		bed.instance.setCredential({ ...(stored as { baseUrl: string; clientId: string }), clientSecret: 'nope' });
		bed.emulator.clearLog();

		const { error } = await runNode(bed.instance, {
			parameters: {},
			nodeType: 'credentialTest',
			nodeTypes: await credentialTesterNodeTypes(),
		});

		expect(error).toBeDefined();
		const [testRequest] = bed.emulator.requests;
		expect(testRequest).toMatchObject({ method: 'POST', path: '/v1/authorize', status: 401 });
		expect(testRequest.form).toEqual({ client_id: DEMO_CLIENT.clientId, client_secret: 'nope' });
		expect(bed.emulator.requests.every((call) => call.path === '/v1/authorize')).toBe(true);
	});
});
