import { AuthorizationError } from './authorizationError';

/** Names of this machine: plain http to them never leaves it (a local Deepvue emulator). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL's hostname (as `new URL` gives it, `[::1]` in brackets) names this machine. */
export function isLoopbackHost(hostname: string): boolean {
	return LOOPBACK_HOST.test(hostname);
}

/**
 * What may end a Base URL after the API's address: slashes, and the `/v1` that Deepvue's docs
 * write before every path (`/v1/authorize`), which the node adds itself. The credential test's
 * expression takes it as text.
 */
export const BASE_URL_END = /(\/+v1)?\/*$/i;

const DEEPVUE_ADDRESS = 'https://production.deepvue.tech';

function notAnAddress(): AuthorizationError {
	return new AuthorizationError(
		'The Base URL in the Deepvue credential is not an https:// address',
		`Set it to the address of the Deepvue API, such as ${DEEPVUE_ADDRESS}.`,
		'none',
	);
}

/**
 * The API's address from the credential's Base URL, without surrounding spaces, trailing slashes
 * or `/v1`. Every call to it carries the client secret, so it must be https, or http to this
 * machine; anything else is refused before a call is made. The message never repeats the URL,
 * which may hold a user name and password.
 */
export function apiBaseUrl(baseUrl: unknown): string {
	const base = String(baseUrl ?? '')
		.trim()
		.replace(BASE_URL_END, '');
	let url: URL;
	try {
		url = new URL(base);
	} catch {
		throw notAnAddress();
	}
	if (url.protocol === 'https:') return base;
	if (url.protocol !== 'http:') throw notAnAddress();
	if (isLoopbackHost(url.hostname)) return base;
	throw new AuthorizationError(
		`The Base URL in the Deepvue credential must start with https://: plain ` +
			`http:// to ${url.hostname} would send the client secret unencrypted`,
		`Change it to https:// (Deepvue's is ${DEEPVUE_ADDRESS}). Plain http:// ` +
			`is accepted only to this machine (localhost, 127.0.0.1, [::1]), for ` +
			`a local emulator.`,
		'none',
	);
}
