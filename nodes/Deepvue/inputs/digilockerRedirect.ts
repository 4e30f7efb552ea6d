import type { IDataObject } from 'n8n-workflow';

import type { InputFormat, InputsByName } from '../model/input';
import type { Refuse } from '../model/operation';
import { REDIRECT_PARAMETERS } from '../model/digilocker';

/**
 * What the applicant's browser brought back from DigiLocker to the Redirect URL: a one-time code,
 * or a refusal, and the session's state. The node takes it as the Wait node gives it (its query,
 * an object: `{{ $json.query }}`), as the whole URL, or as its query string, and keeps it as a
 * canonical query string (`state=...&code=...`) that `readRedirect` reads back.
 */
export type Redirect =
	{ state: string; code: string } | { state: string; error: string; errorDescription?: string };

/** The first value under any of `names`. */
function first(query: URLSearchParams, names: readonly string[]): string | undefined {
	for (const name of names) {
		const value = query.get(name)?.trim();
		if (value) return value;
	}
	return undefined;
}

/** The query of a URL, a query string with or without its `?`, or undefined. */
function queryOf(text: string): URLSearchParams | undefined {
	try {
		if (/^https?:\/\//i.test(text)) return new URL(text).searchParams;
	} catch {
		return undefined;
	}
	return new URLSearchParams(text.replace(/^\?/, ''));
}

/** A redirect's parameters, read from a query, or undefined when they are not all there. */
export function redirectOf(query: URLSearchParams): Redirect | undefined {
	const state = first(query, REDIRECT_PARAMETERS.state);
	if (state === undefined) return undefined;
	const error = first(query, REDIRECT_PARAMETERS.error);
	if (error !== undefined) {
		const errorDescription = first(query, REDIRECT_PARAMETERS.errorDescription);
		return { state, error, ...(errorDescription ? { errorDescription } : {}) };
	}
	const code = first(query, REDIRECT_PARAMETERS.code);
	return code === undefined ? undefined : { state, code };
}

/** The canonical form of a redirect, which the node passes as the input's value. */
function canonical(redirect: Redirect): string {
	const query = new URLSearchParams({ state: redirect.state });
	if ('code' in redirect) query.set('code', redirect.code);
	else {
		query.set('error', redirect.error);
		if (redirect.errorDescription) query.set('error_description', redirect.errorDescription);
	}
	return query.toString();
}

/** The redirect a checked input value (canonical) holds. */
export function readRedirect(value: string): Redirect | undefined {
	return redirectOf(new URLSearchParams(value));
}

export const digilockerRedirectFormat: InputFormat = {
	expected:
		"DigiLocker's redirect: its query with state and code (or error), as the Wait node " +
		'gives it ({{ $json.query }}), or the whole URL',
	normalize(value) {
		const query = queryOf(value);
		const redirect = query && redirectOf(query);
		return redirect && canonical(redirect);
	},
	fromObject(value) {
		if (Array.isArray(value)) return undefined;
		const query = new URLSearchParams();
		for (const [name, entry] of Object.entries(value))
			if (typeof entry === 'string') query.set(name, entry);
		return query.toString();
	},
	hidesValue: true,
};

/**
 * Get DigiLocker Documents' answer without a call: a refusal at DigiLocker (`status: 'denied'`),
 * after the redirect's state is checked against the session's ID, so that one applicant's code
 * never opens another's session. Undefined when the code is to be exchanged.
 */
export function redirectAnswer(inputs: InputsByName, refuse: Refuse): IDataObject | undefined {
	const sessionId = inputs.initial_deepvue_transaction_id;
	const redirect = readRedirect(inputs.digilocker_code ?? '');
	if (redirect === undefined) {
		return refuse(
			'The Redirect Query holds no state and code (or error) from DigiLocker',
			"Map the Wait node's query ({{ $json.query }}) that DigiLocker's redirect brought back.",
		);
	}
	if (redirect.state !== sessionId) {
		return refuse(
			"The DigiLocker redirect is another session's: its state is not the Session ID, so no call is made",
			'Each applicant comes back with the state of their own session. Check that Session ID ' +
				"and Redirect Query come from the same execution (the Wait node's query, and the " +
				'session_id that Start DigiLocker Session returned before it).',
		);
	}
	if ('code' in redirect) return undefined;
	// Not `error`: n8n's failed items carry that field, and a refusal is the applicant's answer.
	return {
		status: 'denied',
		session_id: sessionId,
		digilocker_error: redirect.error,
		digilocker_error_description: redirect.errorDescription ?? null,
	};
}
