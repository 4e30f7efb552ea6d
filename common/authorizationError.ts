/**
 * A failure of the Deepvue credential, raised while checking it or authorizing with it: safe to
 * show, since no request options (which hold the secret) are attached. The node's errors keep its
 * message and description as they are. `httpCode` is Deepvue's answer, or 'none' when no answer
 * came or nothing was sent; with 'none', n8n shows the message as it is, in the credential test too.
 */
export class AuthorizationError extends Error {
	constructor(
		message: string,
		readonly description: string,
		readonly httpCode: string,
	) {
		super(message);
		this.name = 'AuthorizationError';
	}
}
