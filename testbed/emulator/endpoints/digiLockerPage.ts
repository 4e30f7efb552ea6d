/**
 * `GET|POST /v1/kyc/digilocker/digilocker-redirect`: the applicant's DigiLocker consent page, the
 * `authorization_url` an initiated session hands out. Like DigiLocker's own page it takes no API
 * credentials. GET shows the page for `?state=<session id>`; POST (a form: `state`, `person`,
 * `decision`) answers it with a 302 to the session's `redirect_url`, with `code` and `state`
 * added, or `error=access_denied`, `error_description` and `state`. A link that is unknown,
 * expired or already answered gets a 400 page.
 */
import { ApiError } from '../http/errors';
import type { Reply } from '../http/reply';
import { consentPage, problemPage } from '../identity/consentPage';
import { DIGILOCKER_PAGE_PATH } from '../service/digilocker';
import type { DigiLockerSessions } from '../service/digilocker';
import { WORLD } from '../world';

const NOT_VALID = 'This DigiLocker link is not valid or has expired. Ask for a new link.';

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
		const session = sessions.waiting(query.get('state') ?? '');
		if (!session) return html(400, problemPage(NOT_VALID));
		return html(
			200,
			consentPage(session.id, session.purpose, session.docTypes, DIGILOCKER_PAGE_PATH),
		);
	}
	if (method !== 'POST') throw new ApiError(405, undefined, { allow: 'GET, POST' });

	const state = form?.state ?? '';
	if (!sessions.waiting(state)) return html(400, problemPage(NOT_VALID));
	const decision = form?.decision;
	if (decision !== 'allow' && decision !== 'deny')
		return html(400, problemPage('Choose Allow or Deny.'));
	const person = form?.person;
	if (decision === 'allow' && !WORLD.some((candidate) => candidate.id === person))
		return html(400, problemPage('Choose whom to sign in as.'));
	const location = sessions.decide(state, decision, person);
	return {
		status: 302,
		rawBody: '',
		contentType: 'text/plain; charset=utf-8',
		headers: { location: location ?? '' },
	};
}
