import { createHash } from 'crypto';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { loginOf } from './login';
import type { DeepvueLogin } from './login';

/**
 * The Deepvue client a credential speaks for, by two keys. What Deepvue limits (pacing, the
 * plan's caps) is the client: Base URL and Client ID, whatever secret it uses, so that rotating
 * a secret does not split one client's rate in two. Who is entitled to what Deepvue answered (its
 * tokens, kept answers) is the login: those and the Client Secret, as a hash, never the secret.
 */
export interface DeepvueClient {
	/** Base URL and Client ID. */
	limitKey: string;
	/**
	 * A hash of Base URL, Client ID and Client Secret; undefined when the credential cannot log in
	 * (loginOf refuses it).
	 */
	loginKey: string | undefined;
}

/** Identifies a login without keeping its secret in memory. */
export function loginKeyOf(login: DeepvueLogin): string {
	return createHash('sha256')
		.update(`${login.baseUrl}\n${login.clientId}\n${login.clientSecret}`)
		.digest('hex');
}

export function clientOf(credentials: ICredentialDataDecryptedObject): DeepvueClient {
	let loginKey: string | undefined;
	try {
		loginKey = loginKeyOf(loginOf(credentials));
	} catch {
		// The item fails on it as it authorizes, with the credential's own error; nothing is served.
		loginKey = undefined;
	}
	return { limitKey: `${String(credentials.baseUrl)}|${String(credentials.clientId)}`, loginKey };
}
