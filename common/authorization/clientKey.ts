import type { DeepvueLogin } from './login';

/**
 * Deepvue's identity-document endpoints (DigiLocker, Offline Aadhaar eKYC) authenticate by the
 * client ID and secret alone: headers `client-id` and `x-api-key`, no access token. Every other
 * endpoint takes the access token and `x-api-key`. Told by the path, so the node's calls and the
 * HTTP Request node with the Deepvue credential send the same headers.
 */
const CLIENT_KEY_PATH = /\/v1\/kyc\/|\/v2\/ekyc\//;

/** Whether a request to `url` (a path, or an absolute URL) authenticates by client ID and secret. */
export function usesClientKey(url: unknown): boolean {
	if (typeof url !== 'string') return false;
	let path: string;
	try {
		path = new URL(url, 'http://path.invalid').pathname;
	} catch {
		return false;
	}
	return CLIENT_KEY_PATH.test(path);
}

/** The headers of a client-key request. */
export function clientKeyHeaders(login: DeepvueLogin): Record<string, string> {
	return { 'client-id': login.clientId, 'x-api-key': login.clientSecret };
}
