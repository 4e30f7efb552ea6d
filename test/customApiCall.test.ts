import { PackageDirectoryLoader } from 'n8n-core';
import type { ICredentialType, IHttpRequestOptions } from 'n8n-workflow';

import { PACKAGE_ROOT } from '../testbed/packageIdentity';

/**
 * n8n's server copies each credential type of a package with an object spread before it offers
 * it to the editor (`postProcessLoaders`), and the editor reads it as JSON (`/types/credentials.json`).
 * Only a credential whose copy still has `authenticate` is offered to the HTTP Request node as a
 * Predefined Credential Type, and gives its nodes the Custom API Call entry.
 */
async function credentialAsTheEditorGetsIt(): Promise<{
	copy: ICredentialType;
	json: Record<string, unknown>;
}> {
	const loader = new PackageDirectoryLoader(PACKAGE_ROOT);
	await loader.loadAll();
	const type = loader.types.credentials.find((credential) => credential.name === 'deepvueApi');
	if (!type) throw new Error('deepvueApi is not among the loaded credentials');
	const copy = { ...type };
	return { copy, json: JSON.parse(JSON.stringify(copy)) as Record<string, unknown> };
}

it('keeps authenticate in the copy n8n makes of the credential, and in its JSON', async () => {
	const { json } = await credentialAsTheEditorGetsIt();

	expect(json).toHaveProperty('authenticate');
	expect(json.name).toBe('deepvueApi');
});

it('authenticates a request from that copy with both headers', async () => {
	const { copy } = await credentialAsTheEditorGetsIt();
	if (typeof copy.authenticate !== 'function')
		throw new Error('authenticate is not a function on the copy');

	const request: IHttpRequestOptions = {
		url: 'https://production.deepvue.tech/v1/verification/bankaccount',
		headers: { Accept: 'application/json' },
	};
	const signed = await copy.authenticate(
		{ accessToken: 'token-1', clientSecret: 'secret-1' },
		request,
	);

	expect(signed.headers).toEqual({
		Accept: 'application/json',
		Authorization: 'Bearer token-1',
		'x-api-key': 'secret-1',
	});
});
