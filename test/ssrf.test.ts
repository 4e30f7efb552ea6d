import { runNode } from '../testbed/inProcessN8n/run';
import { ENGINE_MAJOR } from './harness/n8nCoreVersion';
import { useNewClient, useTestBed } from './harness/fixture';
import { credentialTesterNodeTypes } from './harness/credentialTester';
import { withSsrfProtection } from './harness/ssrf';

/**
 * n8n 2.x's SSRF protection (on by default from n8n 3) refuses requests to private and loopback
 * addresses, where the emulator listens, unless an administrator allows them. The node's and the
 * credential test's messages keep n8n's reason, which says what to do.
 */
const bed = useTestBed();
const getName = {
	resource: 'mobileIntelligence',
	operation: 'getName',
	mobileNumber: '9876500000',
};

const N8N_REASON = /The request was blocked because it resolves to a restricted IP address/;
const N8N_ADVICE = /ask your n8n administrator to allowlist the hostname or IP range/;

async function testCredential() {
	return await runNode(bed().instance, {
		parameters: {},
		nodeType: 'credentialTest',
		nodeTypes: await credentialTesterNodeTypes(),
	});
}

/** The credential with a client of its own, so that no answer kept for reuse by an earlier test spares a call. */
function useCredential(accessToken = '', baseUrl = bed().emulator.baseUrl) {
	useNewClient(bed(), { baseUrl, accessToken });
}

(ENGINE_MAJOR >= 2 ? describe : describe.skip)("n8n's SSRF protection", () => {
	beforeEach(() => useCredential());

	it("blocks the token fetch to a loopback Base URL, and the lookup's message keeps n8n's reason", async () => {
		const { error } = await withSsrfProtection(
			{},
			async () => await runNode(bed().instance, { parameters: getName }),
		);

		expect(error?.message).toMatch(N8N_REASON);
		expect(error?.message).toMatch(/Deepvue/);
		expect(error?.description).toMatch(N8N_ADVICE);
		expect(bed().emulator.requests).toHaveLength(0);
	});

	it("keeps n8n's reason in the credential test's message", async () => {
		const { error } = await withSsrfProtection({}, testCredential);

		expect(error?.message).toMatch(N8N_REASON);
		expect(error?.description).toMatch(N8N_ADVICE);
		expect(bed().emulator.requests).toHaveLength(0);
	});

	it("keeps n8n's reason when the credential already holds a token", async () => {
		useCredential('a-stored-token');
		const { error } = await withSsrfProtection(
			{},
			async () => await runNode(bed().instance, { parameters: getName }),
		);

		expect(error?.message).toMatch(N8N_REASON);
		expect(error?.description).toMatch(N8N_ADVICE);
		expect(bed().emulator.requests).toHaveLength(0);
	});

	it('lets the node and the credential test through when the administrator allows the address range', async () => {
		const { items, error } = await withSsrfProtection(
			{ allowedIpRanges: ['127.0.0.1/32'] },
			async () => await runNode(bed().instance, { parameters: getName }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json.name).toEqual(expect.any(String));

		const test = await withSsrfProtection({ allowedIpRanges: ['127.0.0.1/32'] }, testCredential);
		expect(test.error).toBeUndefined();
	});

	it('does not let an IP-literal Base URL through by N8N_SSRF_ALLOWED_HOSTNAMES: n8n checks only the address of a literal', async () => {
		const { error } = await withSsrfProtection(
			{ allowedHostnames: ['127.0.0.1'] },
			async () => await runNode(bed().instance, { parameters: getName }),
		);

		expect(error?.message).toMatch(N8N_REASON);
	});

	it('lets a Base URL with a host name through by N8N_SSRF_ALLOWED_HOSTNAMES', async () => {
		useCredential('', bed().emulator.baseUrl.replace('127.0.0.1', 'localhost'));
		const { items, error } = await withSsrfProtection(
			{ allowedHostnames: ['localhost'] },
			async () => await runNode(bed().instance, { parameters: getName }),
		);

		expect(error).toBeUndefined();
		expect(items[0].json.name).toEqual(expect.any(String));
	});
});
