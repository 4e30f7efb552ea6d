/**
 * Clients and access tokens. `POST /v1/authorize` trades a client ID and secret for a bearer token
 * that lives 24 hours; every other call must send that token and, as `x-api-key`, the secret of
 * the client the token was issued to, except DigiLocker's and the eKYC's, which send the client ID
 * itself (`client-id`) with the secret.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { ApiError } from '../http/errors';

export interface Client {
	clientId: string;
	clientSecret: string;
}

/** Always registered, so the demo, the tests and a local n8n can log in without setup. */
export const DEMO_CLIENT: Readonly<Client> = Object.freeze({
	clientId: 'demo-client-id',
	clientSecret: 'demo-client-secret',
});

export const AUTHORIZE_PATH = '/v1/authorize';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The body of a successful authorize answer. */
export interface TokenGrant {
	access_token: string;
	token_type: 'bearer';
	/** ISO 8601, e.g. `2026-03-08T00:00:00Z`. */
	expiry: string;
}

interface IssuedToken {
	clientId: string;
	expiresAt: number;
}

export const AUTH_DETAILS = {
	badClient: 'Invalid client_id or client_secret, access Denied',
	notAuthenticated: 'Not authenticated',
	invalidToken: 'Could not validate credentials',
} as const;

function unauthorized(detail: string): ApiError {
	return new ApiError(401, detail, { 'www-authenticate': 'Bearer' });
}

function sameSecret(given: string, expected: string): boolean {
	const digest = (text: string) => createHash('sha256').update(text).digest();
	return timingSafeEqual(digest(given), digest(expected));
}

function base64url(value: unknown): string {
	return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** ISO 8601 in whole seconds, as the API writes it. */
function isoSeconds(time: number): string {
	return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export class AuthRegistry {
	private readonly clients = new Map<string, Client>();
	private readonly tokens = new Map<string, IssuedToken>();
	/** Every token ever issued, revoked ones included, so tests can check none leaks. */
	readonly issued: string[] = [];
	/** How long new tokens live; tests shorten it to see tokens expire mid-run. */
	tokenLifetimeMs = TOKEN_LIFETIME_MS;

	constructor(
		clients: readonly Client[] = [],
		private readonly now: () => number = Date.now,
	) {
		for (const client of [DEMO_CLIENT, ...clients]) this.register(client);
	}

	register(client: Client): void {
		if (!client.clientId || !client.clientSecret)
			throw new Error('A client needs a client ID and a client secret');
		const known = this.clients.get(client.clientId);
		if (known && known.clientSecret !== client.clientSecret) {
			throw new Error(`Client ${client.clientId} is already registered with another secret`);
		}
		this.clients.set(client.clientId, { ...client });
	}

	/** Handles the authorize form: issues a token, or throws 422 (field missing) or 401. */
	authorize(form: Readonly<Record<string, string>>): TokenGrant {
		for (const field of ['client_id', 'client_secret']) {
			if (!form[field]) throw new ApiError(422, `${field} is required`);
		}
		const client = this.clients.get(form.client_id);
		if (!client || !sameSecret(form.client_secret, client.clientSecret))
			throw unauthorized(AUTH_DETAILS.badClient);

		const issuedAt = this.now();
		const expiresAt = issuedAt + this.tokenLifetimeMs;
		// Shaped like a JWT, but opaque: only this registry knows what it stands for.
		const token = [
			base64url({ alg: 'HS256', typ: 'JWT' }),
			base64url({
				sub: client.clientId,
				iat: Math.floor(issuedAt / 1000),
				exp: Math.floor(expiresAt / 1000),
				jti: randomUUID(),
			}),
			randomBytes(32).toString('base64url'),
		].join('.');
		this.tokens.set(token, { clientId: client.clientId, expiresAt });
		this.issued.push(token);
		return { access_token: token, token_type: 'bearer', expiry: isoSeconds(expiresAt) };
	}

	/**
	 * Checks the `authorization` and `x-api-key` headers (lower-case names) of a call and returns
	 * its client, or throws 401.
	 */
	authenticate(headers: Readonly<Record<string, string | undefined>>): Client {
		const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
		const apiKey = headers['x-api-key'];
		if (!bearer || !apiKey) throw unauthorized(AUTH_DETAILS.notAuthenticated);

		const issued = this.tokens.get(bearer[1]);
		if (!issued || issued.expiresAt <= this.now()) throw unauthorized(AUTH_DETAILS.invalidToken);
		const client = this.clients.get(issued.clientId);
		if (!client || !sameSecret(apiKey, client.clientSecret))
			throw unauthorized(AUTH_DETAILS.invalidToken);
		return client;
	}

	/**
	 * Checks the `client-id` and `x-api-key` headers of a DigiLocker or eKYC call (no token there)
	 * and returns its client, or throws 401. An Authorization header is neither needed nor refused.
	 */
	authenticateClient(headers: Readonly<Record<string, string | undefined>>): Client {
		const clientId = headers['client-id'];
		const apiKey = headers['x-api-key'];
		if (!clientId || !apiKey) throw new ApiError(401, AUTH_DETAILS.notAuthenticated);
		const client = this.clients.get(clientId);
		if (!client || !sameSecret(apiKey, client.clientSecret))
			throw new ApiError(401, AUTH_DETAILS.badClient);
		return client;
	}

	/**
	 * Gives a client a new secret, as a rotation in Deepvue's dashboard does: the old secret is
	 * refused from now on, and so are the tokens issued with it.
	 */
	rotateSecret(clientId: string, clientSecret: string): void {
		const client = this.clients.get(clientId);
		if (!client) throw new Error(`Client ${clientId} is not registered`);
		client.clientSecret = clientSecret;
		for (const [token, issued] of this.tokens)
			if (issued.clientId === clientId) this.tokens.delete(token);
	}

	/** Every token issued so far stops working. */
	revokeAllTokens(): void {
		this.tokens.clear();
	}
}
