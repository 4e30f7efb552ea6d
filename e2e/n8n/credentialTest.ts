// Real-n8n checks of the Deepvue credential's Test button (`POST /rest/credentials/test`): n8n runs
// the credential's preAuthentication there, so a Base URL ending in /v1/ passes, and a plain-http
// Base URL or a client secret an HTTP header cannot carry fails with the credential's own message,
// before anything is sent and without the secret.
import { sleep } from 'n8n-workflow';

import type { N8nContext } from '../lib/n8nContext';
import type { RestClient } from '../../testbed/realN8n/restClient';
import type { StoredCredential } from './shared';

/** What n8n answers a credential test. */
export interface CredentialTestResult {
	status: string;
	message: string;
}

/** Tests the credential with `data` in place of what it holds. */
export async function testCredential(
	rest: RestClient,
	credential: StoredCredential,
	data: Record<string, unknown>,
): Promise<CredentialTestResult | undefined> {
	const { data: result } = await rest.call<{ data?: CredentialTestResult }>(
		'POST',
		'/credentials/test',
		{
			credentials: { id: credential.id, name: credential.name, type: 'deepvueApi', data },
		},
	);
	return result;
}

/** Creates a Deepvue credential holding `data` as the user of `rest`. */
export async function createCredential(
	rest: RestClient,
	name: string,
	data: Record<string, unknown>,
): Promise<StoredCredential> {
	return (
		await rest.call<{ data: StoredCredential }>('POST', '/credentials', {
			name,
			type: 'deepvueApi',
			data,
		})
	).data;
}

export async function run({ rest, emulator, check }: N8nContext): Promise<void> {
	const login = {
		baseUrl: emulator.baseUrl,
		clientId: emulator.clientId,
		clientSecret: emulator.clientSecret,
		rateLimitPlan: 'off',
		accessToken: '',
	};
	const credential = await createCredential(rest, 'Deepvue credential test', login);
	try {
		const printedBeforePass = emulator.log().length;
		const passed = await testCredential(rest, credential, {
			...login,
			baseUrl: `${emulator.baseUrl}/v1/`,
		});
		await check(
			'the credential test passes with a Base URL ending in /v1/',
			passed?.status === 'OK',
			JSON.stringify(passed),
		);

		// The emulator prints a line per request it gets: the passing test's requests (it may
		// authorize twice, one line arriving after the other) must all be printed before counting
		// what the refused tests send, so wait for its authorization and then for a quiet second.
		await emulator.printedAfter(printedBeforePass, /POST \/v1\/authorize/);
		for (let printed = -1; printed !== emulator.log().length;) {
			printed = emulator.log().length;
			await sleep(1_000);
		}
		const unsendable = `${emulator.clientSecret}\u2019`;
		const printedBefore = emulator.log().length;
		const secretRefused = await testCredential(rest, credential, {
			...login,
			clientSecret: unsendable,
		});
		await check(
			'the credential test refuses a client secret an HTTP header cannot carry, saying so, without the secret',
			secretRefused?.status === 'Error' &&
				/Client Secret.*HTTP header/.test(secretRefused.message) &&
				!secretRefused.message.includes(emulator.clientSecret),
			JSON.stringify(secretRefused),
		);
		const httpRefused = await testCredential(rest, credential, {
			...login,
			baseUrl: 'http://deepvue.invalid',
		});
		await check(
			'the credential test refuses a plain-http Base URL to another machine, asking for https',
			httpRefused?.status === 'Error' && /Base URL.*https:\/\//.test(httpRefused.message),
			JSON.stringify(httpRefused),
		);
		// Anything they sent would be printed within this wait.
		const printed = await emulator.printedAfter(printedBefore, /\/v1\//, 1_000);
		await check(
			'neither refused credential test reached the emulator',
			!/\/v1\//.test(printed),
			printed,
		);
	} finally {
		await rest.call('DELETE', `/credentials/${credential.id}`);
	}
}
