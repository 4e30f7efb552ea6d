import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { AuthorizationError } from './authorizationError';
import { apiBaseUrl } from './baseUrl';

/** What a Deepvue credential logs in with, checked and tidied. */
export interface DeepvueLogin {
	/** The API's address, as `apiBaseUrl` gives it. */
	baseUrl: string;
	clientId: string;
	clientSecret: string;
}

/** What an HTTP header value can carry, as Node sends one: tab, printable ASCII, and Latin-1's upper half. */
const HEADER_TEXT = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * The client secret, without the spaces and line breaks a paste may bring around it. It is also
 * sent as the `x-api-key` header, which cannot carry characters outside Latin-1 (they would be cut,
 * and Deepvue would refuse a secret that is right): such a secret is refused before any call.
 */
export function clientSecretOf(credentials: ICredentialDataDecryptedObject): string {
	const secret = String(credentials.clientSecret ?? '').trim();
	if (!HEADER_TEXT.test(secret)) {
		throw new AuthorizationError(
			'The Client Secret in the Deepvue credential has a character that an ' +
				'HTTP header cannot carry: copy it again from your Deepvue dashboard',
			'Deepvue also receives the secret as the x-api-key header, which carries ' +
				'only Latin-1 characters. Paste it as plain text: a curly quote, a long ' +
				'dash or an invisible character may have come with it.',
			'none',
		);
	}
	return secret;
}

/** The login a Deepvue credential's data holds; a mistake in it is an error before any call. */
export function loginOf(credentials: ICredentialDataDecryptedObject): DeepvueLogin {
	const login = {
		baseUrl: apiBaseUrl(credentials.baseUrl),
		clientId: String(credentials.clientId ?? '').trim(),
		clientSecret: clientSecretOf(credentials),
	};
	if (!login.clientId || !login.clientSecret) {
		throw new AuthorizationError(
			'The Deepvue credential is missing its Client ID or Client Secret',
			'Open the credential and fill in both values from your Deepvue dashboard.',
			'none',
		);
	}
	return login;
}
