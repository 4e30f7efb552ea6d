// n8n's SSRF protection, on for line 2 as n8n 3 will have it (testbed/realN8n/environment.ts,
// N8N_3_SETTINGS): every other check runs with it, the emulator's 127.0.0.1 allowed by
// N8N_SSRF_ALLOWED_IP_RANGES. Here a Base URL on a loopback address outside that range
// (127.0.0.2, where nothing listens: a request let through would fail as refused, saying so)
// must be refused by n8n before anything leaves, and the
// credential test's and the node's messages must keep n8n's reason. N8N_SSRF_ALLOWED_HOSTNAMES
// naming that IP literal does not let it through: n8n checks a literal's address only.
import type { N8nContext } from '../lib/n8nContext';
import { createCredential, testCredential } from './credentialTest';

const N8N_REASON = /resolves to a restricted IP address/;
const BLOCKED_CREDENTIAL = { id: 'deepvueSsrfBlock', name: 'Deepvue at a blocked address' };

const workflow = {
	name: 'Deepvue SSRF check',
	nodes: [
		{
			parameters: {},
			id: 'e1d4c1a0-0000-4000-8000-0000000055f1',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
		},
		{
			parameters: {
				resource: 'mobileIntelligence',
				operation: 'getName',
				mobileNumber: '9876500000',
				options: {},
			},
			id: 'e1d4c1a0-0000-4000-8000-0000000055f2',
			name: 'Name from Mobile',
			type: 'n8n-nodes-deepvue.deepvue',
			typeVersion: 1,
			position: [200, 0],
			// The run succeeds with the item's error as its output (`n8n execute` exits 1 on a failed run).
			onError: 'continueRegularOutput',
			credentials: { deepvueApi: BLOCKED_CREDENTIAL },
		},
	],
	connections: { Start: { main: [[{ node: 'Name from Mobile', type: 'main', index: 0 }]] } },
	settings: {},
};

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest, emulator, env } = ctx;
	if (ctx.line !== '2') return;
	await check(
		'n8n runs with SSRF protection on and only the emulator address allowed',
		env.N8N_SSRF_PROTECTION_ENABLED === 'true' && env.N8N_SSRF_ALLOWED_IP_RANGES === '127.0.0.1/32',
		`${env.N8N_SSRF_PROTECTION_ENABLED} ${env.N8N_SSRF_ALLOWED_IP_RANGES}`,
	);
	const blockedUrl = emulator.baseUrl.replace('127.0.0.1', '127.0.0.2');
	const login = {
		baseUrl: blockedUrl,
		clientId: emulator.clientId,
		clientSecret: emulator.clientSecret,
		rateLimitPlan: 'off',
		accessToken: '',
	};

	const credential = await createCredential(rest, 'Deepvue SSRF test', login);
	try {
		const tested = await testCredential(rest, credential, login);
		await check(
			"ssrf: the credential test of a blocked Base URL fails with n8n's reason in its message",
			tested?.status === 'Error' &&
				N8N_REASON.test(tested.message) &&
				/Deepvue/.test(tested.message),
			JSON.stringify(tested),
		);
	} finally {
		await rest.call('DELETE', `/credentials/${credential.id}`);
	}

	await ctx.importCredentials([{ ...BLOCKED_CREDENTIAL, type: 'deepvueApi', data: login }]);
	await ctx.importWorkflows({ deepvueSsrf01: workflow });
	const blocked = await ctx.timed('n8n execute: a lookup to a blocked address', () =>
		ctx.execute('deepvueSsrf01'),
	);
	const [item] = ctx.outputOf(blocked, 'Name from Mobile');
	await check(
		"ssrf: the node's lookup to a blocked Base URL fails its item with n8n's reason in the message a next node reads",
		N8N_REASON.test(String(item?.json.error ?? '')) && /Deepvue/.test(String(item?.json.error)),
		JSON.stringify(item?.json ?? blocked.data.resultData.error),
	);

	const byHostname = await ctx.timed(
		'n8n execute: the IP literal in N8N_SSRF_ALLOWED_HOSTNAMES',
		() => ctx.execute('deepvueSsrf01', { N8N_SSRF_ALLOWED_HOSTNAMES: '127.0.0.2' }),
	);
	const [stillBlocked] = ctx.outputOf(byHostname, 'Name from Mobile');
	await check(
		'ssrf: N8N_SSRF_ALLOWED_HOSTNAMES naming the IP literal of a Base URL does not allow it (N8N_SSRF_ALLOWED_IP_RANGES does)',
		N8N_REASON.test(String(stillBlocked?.json.error ?? '')),
		JSON.stringify(stillBlocked?.json ?? byHostname.data.resultData.error),
	);
}
