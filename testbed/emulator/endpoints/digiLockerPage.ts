/**
 * `GET|POST /v1/kyc/digilocker/digilocker-redirect`: the applicant's DigiLocker consent page, the
 * `authorization_url` an initiated session hands out. Like DigiLocker's own page it takes no API
 * credentials. GET shows the page for `?state=<session id>`; POST (a form: `state`, `person`,
 * `decision`) answers it with a 302 to the session's `redirect_url`, with `code` and `state`
 * added, or `error=access_denied`, `error_description` and `state`.
 *
 * A request that is over, answered or expired (the applicant pressed Back after answering, or came
 * back late), is the stand-in's decision, DigiLocker's own page being out of reach: as an OAuth
 * server does once it knows the redirect URL, the page offers the way back, and an answer posted
 * again (Allow pressed on the page the browser kept) is sent back with `error=invalid_request`, a
 * description and `state`, never a second code. A link the emulator does not know gets a 400 page.
 */
import { ApiError } from '../http/errors';
import type { Reply } from '../http/reply';
import { consentPage, overPage, problemPage } from '../identity/consentPage';
import { DIGILOCKER_PAGE_PATH, withQueryParameters } from '../service/digilocker';
import type { DigiLockerSession, DigiLockerSessions } from '../service/digilocker';
import { WORLD } from '../world';

const NOT_VALID = 'This DigiLocker link is not valid or has expired. Ask for a new link.';
const ANSWERED = 'This DigiLocker request has already been answered.';
const EXPIRED = 'This DigiLocker request has expired.';

/** Where the applicant goes back to from a request that is over, and why it is over. */
function backFrom(session: DigiLockerSession): { message: string; location: string } {
	const message = session.decision ? ANSWERED : EXPIRED;
	return {
		message,
		location: withQueryParameters(session.redirectUrl, {
			error: 'invalid_request',
			error_description: message,
			state: session.id,
		}),
	};
}

function redirect(location: string): Reply {
	return {
		status: 302,
		rawBody: '',
		contentType: 'text/plain; charset=utf-8',
		headers: { location },
	};
}

function html(status: number, text: string): Reply {
	return { status, rawBody: text, contentType: 'text/html; charset=utf-8' };
}

/** The URL of the page of session `id` at the emulator `baseUrl`. */
export function digiLockerPageUrl(baseUrl: string, id: string): string {
	return `${baseUrl}${DIGILOCKER_PAGE_PATH}?${new URLSearchParams({ state: id })}`;
}

export function answerDigiLockerPage(
	method: string,
	query: URLSearchParams,
	form: Readonly<Record<string, string>> | undefined,
	sessions: DigiLockerSessions,
): Reply {
	if (method === 'GET') {
		const state = query.get('state') ?? '';
		const session = sessions.waiting(state);
		if (session)
			return html(
				200,
				consentPage(session.id, session.purpose, session.docTypes, DIGILOCKER_PAGE_PATH),
			);
		const over = sessions.known(state);
		if (!over) return html(400, problemPage(NOT_VALID));
		const back = backFrom(over);
		return html(400, overPage(back.message, back.location));
	}
	if (method !== 'POST') throw new ApiError(405, undefined, { allow: 'GET, POST' });

	const state = form?.state ?? '';
	if (!sessions.waiting(state)) {
		const over = sessions.known(state);
		return over ? redirect(backFrom(over).location) : html(400, problemPage(NOT_VALID));
	}
	const decision = form?.decision;
	if (decision !== 'allow' && decision !== 'deny')
		return html(400, problemPage('Choose Allow or Deny.'));
	const person = form?.person;
	if (decision === 'allow' && !WORLD.some((candidate) => candidate.id === person))
		return html(400, problemPage('Choose whom to sign in as.'));
	return redirect(sessions.decide(state, decision, person) ?? '');
}
