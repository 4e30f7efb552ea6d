/**
 * What the user is told to check about the credential, in the same words whether the
 * authorization (common/authorization/authorizationError.ts) or one of the node's calls
 * (nodes/Deepvue/failures/errors.ts) failed.
 */

/** When Deepvue does not accept the credential: within a message, and as a sentence of its own. */
export const CHECK_CREDENTIAL = 'check the Client ID and Client Secret in the Deepvue credential';
export const CHECK_CREDENTIAL_SENTENCE = `${CHECK_CREDENTIAL.charAt(0).toUpperCase()}${CHECK_CREDENTIAL.slice(1)}`;

/** No answer came: a wrong address, or a network between n8n and Deepvue. */
export const NETWORK_ADVICE =
	'Check the Base URL in the Deepvue credential and that this n8n can reach it, then try again.';

/** Requests carry the client secret and token, so none follows a redirect. */
export const REDIRECT_ADVICE =
	'The client secret and token are sent only to the Base URL, so redirects ' +
	'are not followed. Check the Base URL in the Deepvue credential (https, ' +
	'no extra path).';

/** A 404 without Deepvue's words is a path the server does not have: a Base URL with a wrong path. */
export const BASE_URL_ADVICE =
	'Check the Base URL in the Deepvue credential: the address of the API ' +
	'only (e.g. https://production.deepvue.tech), without /v1 or another ' +
	'path after it.';
