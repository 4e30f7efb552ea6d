/**
 * A DigiLocker session driven as an applicant's browser would: start it, open its consent page,
 * read the page's form, post the applicant's choice, and read the redirect (not followed).
 */
import type { Emulator } from '../../testbed/emulator/server';
import { CLIENT_ID_HEADERS, call, dataOf } from './emulatorClient';
import type { Answer } from './emulatorClient';

export const DIGILOCKER = '/v1/kyc/digilocker';

export const CONSENT = { consent: 'Y', purpose: 'For KYC of a new account' };

/** What a consent page's form holds. */
export interface ConsentForm {
	method: string;
	action: string;
	/** Hidden fields by name. */
	hidden: Record<string, string>;
	selectName: string;
	options: Array<{ value: string; label: string }>;
	buttons: Array<{ name: string; value: string }>;
}

function attribute(tag: string, name: string): string | undefined {
	const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
	return match?.[1]
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&amp;/g, '&');
}

/** Reads the one form of a consent page; throws when the page has not exactly one. */
export function parseConsentForm(html: string): ConsentForm {
	const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)];
	if (forms.length !== 1) throw new Error(`Expected one form, found ${forms.length}`);
	const form = forms[0][0];
	const open = /<form\b[^>]*>/.exec(form)![0];
	const hidden: Record<string, string> = {};
	for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
		if (attribute(input, 'type') === 'hidden')
			hidden[attribute(input, 'name') ?? ''] = attribute(input, 'value') ?? '';
	}
	const select = /<select\b[^>]*>/.exec(form)?.[0] ?? '';
	return {
		method: (attribute(open, 'method') ?? 'get').toLowerCase(),
		action: attribute(open, 'action') ?? '',
		hidden,
		selectName: attribute(select, 'name') ?? '',
		options: [...form.matchAll(/<option\b[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
			([, value, label]) => ({ value, label }),
		),
		buttons: [...form.matchAll(/<button\b[^>]*>/g)].map(([button]) => ({
			name: attribute(button, 'name') ?? '',
			value: attribute(button, 'value') ?? '',
		})),
	};
}

export interface StartedSession {
	id: string;
	authorizationUrl: string;
	answer: Answer;
}

export async function startSession(
	emulator: Emulator,
	redirectUrl: string,
	docTypes?: unknown,
): Promise<StartedSession> {
	const answer = await call(emulator, `${DIGILOCKER}/initiate-session`, {
		headers: CLIENT_ID_HEADERS,
		json: {
			...CONSENT,
			redirect_url: redirectUrl,
			...(docTypes === undefined ? {} : { doc_types: docTypes }),
		},
	});
	if (answer.status !== 201)
		throw new Error(`initiate-session answered ${answer.status}: ${answer.text}`);
	return {
		id: (answer.body as { transaction_id: string }).transaction_id,
		authorizationUrl: dataOf<{ authorization_url: string }>(answer).authorization_url,
		answer,
	};
}

/**
 * Opens the page at `authorizationUrl`, picks `person`, presses the `decision` button, and returns
 * the answer to the post (a 302 when all went well) and the form read from the page.
 */
export async function answerConsentPage(
	emulator: Emulator,
	authorizationUrl: string,
	person: string,
	decision: 'allow' | 'deny',
): Promise<{ answer: Answer; form: ConsentForm }> {
	const page = await fetch(authorizationUrl);
	if (page.status !== 200) throw new Error(`The consent page answered ${page.status}`);
	const form = parseConsentForm(await page.text());
	const button = form.buttons.find((candidate) => candidate.value === decision);
	if (!button) throw new Error(`The consent page has no ${decision} button`);
	const answer = await call(emulator, form.action, {
		method: form.method === 'post' ? 'POST' : 'GET',
		form: { ...form.hidden, [form.selectName]: person, [button.name]: button.value },
	});
	return { answer, form };
}

/** A session allowed by `person`: its id and the one-time code the redirect carried. */
export async function allowedSession(
	emulator: Emulator,
	person: string,
	docTypes?: unknown,
): Promise<{ id: string; code: string }> {
	const session = await startSession(
		emulator,
		'https://n8n.example.com/webhook-waiting/1',
		docTypes,
	);
	const { answer } = await answerConsentPage(emulator, session.authorizationUrl, person, 'allow');
	const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
	if (!code)
		throw new Error(`No code in the redirect: ${answer.status} ${answer.headers.get('location')}`);
	return { id: session.id, code };
}

/** A DigiLocker documents call (access-token, eaadhaar, issued-files, file) for session `id`. */
export function documentsCall(
	emulator: Emulator,
	step: string,
	id: string,
	fields: Record<string, unknown> = {},
): Promise<Answer> {
	return call(emulator, `${DIGILOCKER}/${step}`, {
		headers: CLIENT_ID_HEADERS,
		json: { ...CONSENT, initial_deepvue_transaction_id: id, ...fields },
	});
}

/** A session allowed by `person` whose code was traded for the access token: its documents can be read. */
export async function openedSession(
	emulator: Emulator,
	person: string,
	docTypes?: unknown,
): Promise<string> {
	const { id, code } = await allowedSession(emulator, person, docTypes);
	const token = await documentsCall(emulator, 'access-token', id, { digilocker_code: code });
	if (token.status !== 200) throw new Error(`access-token answered ${token.status}: ${token.text}`);
	return id;
}
