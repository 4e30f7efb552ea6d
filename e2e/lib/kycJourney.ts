// An applicant of the KYC onboarding form (examples/kyc-onboarding.json) in a real n8n, driven the
// way their browser goes, with Node's fetch and redirects followed by hand:
//
//   1. opens the form (GET /form/<path>) and submits it as the form page does: a multipart POST
//      with the fields named field-0, field-1, ... and the selfie as a JPEG file;
//   2. n8n answers with the execution's waiting URL; the page polls its status until a page of the
//      form waits there, then opens it: the Form Ending "Go To DigiLocker" (or "Try Again Later");
//   3. that page's script posts back to its URL, which lets the execution go on to the Wait node,
//      and sends the browser to the redirect it names: DigiLocker's page (the emulator's);
//   4. at DigiLocker they pick whom to sign in as and allow or deny, or never answer; DigiLocker's
//      302 sends them to the session's Redirect URL, n8n's resume URL with DigiLocker's answer
//      added, where the page the applicant sees is the workflow's answer.
//
// Every page the browser got is kept, to be read (and searched) afterwards.
import { sleep } from 'n8n-workflow';

import { parseConsentForm } from '../../test/harness/digiLockerFlow';
import { BROWSER_USER_AGENT } from './browser';

export interface KycApplicant {
	fullName: string;
	mobile: string;
	/** YYYY-MM-DD, as a browser's date field sends it. */
	dateOfBirth: string;
	email: string;
	selfie: { bytes: Buffer; fileName: string };
	/** Ticks the consent box; true unless false. */
	consent?: boolean;
}

/** What the applicant does at DigiLocker's page: sign in as a sample person and allow or deny, or never answer. */
export type AtDigiLocker = { as: string; decision: 'allow' | 'deny' } | 'never answers';

export interface SeenPage {
	method: string;
	url: string;
	status: number;
	/** The Location of a redirect. */
	location?: string;
	body: string;
}

export interface Journey {
	/** n8n's execution of this application (from its waiting URL). */
	executionId: string;
	/** Every answer the browser got, in order: n8n's and DigiLocker's. */
	pages: SeenPage[];
	/** DigiLocker's page, when n8n sent the applicant there. */
	authorizationUrl?: string;
	/** Where DigiLocker sent them back: the session's Redirect URL with DigiLocker's answer added. */
	returnUrl?: string;
	/** The page the applicant is left with. */
	lastPage: SeenPage;
}

export interface JourneyOptions {
	/**
	 * Called before the applicant answers DigiLocker's page, with the execution id: a person takes
	 * a few seconds there, by which time n8n has the execution waiting at the Wait node.
	 */
	beforeAnswering?: (executionId: string) => Promise<unknown>;
	timeoutMs?: number;
}

const HEADERS = { 'user-agent': BROWSER_USER_AGENT };

/** An HTML attribute's value as a browser reads it (Handlebars escapes `=`, `&` and quotes). */
export function decodeEntities(text: string): string {
	return text
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
}

/** The text a page shows: without scripts, styles and markup. */
export const pageText = (html: string): string =>
	decodeEntities(
		html
			.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
			.replace(/<[^>]+>/g, ' ')
			.replace(/\s+/g, ' ')
			.trim(),
	);

/** A browser's requests: each answer kept, redirects followed by hand (GET after 301-303, the same method after 307/308). */
class Browser {
	readonly pages: SeenPage[] = [];

	async open(url: string, init: { method?: string; body?: FormData | URLSearchParams } = {}) {
		let method = init.method ?? 'GET';
		let body = init.body;
		let address = url;
		for (let hop = 0; hop < 10; hop++) {
			const answer = await fetch(address, { method, body, headers: HEADERS, redirect: 'manual' });
			const location = answer.headers.get('location') ?? undefined;
			const page: SeenPage = {
				method,
				url: address,
				status: answer.status,
				location,
				body: await answer.text(),
			};
			this.pages.push(page);
			if (answer.status < 300 || answer.status >= 400 || !location) return page;
			address = new URL(location, address).toString();
			if (answer.status !== 307 && answer.status !== 308) {
				method = 'GET';
				body = undefined;
			}
		}
		throw new Error(`Too many redirects from ${url}`);
	}

	/** Only reads a redirect's Location, as the test needs it before the browser follows it. */
	async answerOnce(url: string, init: { method: string; body: URLSearchParams }) {
		const answer = await fetch(url, { ...init, headers: HEADERS, redirect: 'manual' });
		const page: SeenPage = {
			method: init.method,
			url,
			status: answer.status,
			location: answer.headers.get('location') ?? undefined,
			body: await answer.text(),
		};
		this.pages.push(page);
		return page;
	}
}

/** The form's fields as its page posts them: field-<n> in the form's order, the consent as a JSON list. */
function formBody(applicant: KycApplicant, consentText: string): FormData {
	const body = new FormData();
	body.append('field-0', applicant.fullName);
	body.append('field-1', applicant.mobile);
	body.append('field-2', applicant.dateOfBirth);
	body.append(
		'field-3',
		new Blob([new Uint8Array(applicant.selfie.bytes)], { type: 'image/jpeg' }),
		applicant.selfie.fileName,
	);
	body.append('field-4', applicant.email);
	if (applicant.consent !== false) body.append('field-5', JSON.stringify([consentText]));
	return body;
}

/** The status a waiting URL reports (`<url>/n8n-execution-status`, the signature kept), as the form's page polls it. */
async function statusOf(waitingUrl: URL): Promise<string> {
	const statusUrl = new URL(waitingUrl);
	statusUrl.pathname += '/n8n-execution-status';
	return (await (await fetch(statusUrl, { headers: HEADERS })).text()).trim();
}

/**
 * One application through the form at `n8nUrl/form/<formPath>`, up to the page the applicant is
 * left with. `consentText` is the consent box's option, as the page posts it.
 */
export async function applyThroughForm(
	n8nUrl: string,
	formPath: string,
	consentText: string,
	applicant: KycApplicant,
	atDigiLocker: AtDigiLocker,
	{ beforeAnswering, timeoutMs = 120_000 }: JourneyOptions = {},
): Promise<Journey> {
	const browser = new Browser();
	const formUrl = `${n8nUrl}/form/${formPath}`;
	await browser.open(formUrl);
	const posted = await browser.open(formUrl, {
		method: 'POST',
		body: formBody(applicant, consentText),
	});
	let waitingUrl: URL;
	try {
		const named = new URL((JSON.parse(posted.body) as { formWaitingUrl: string }).formWaitingUrl);
		// Named after n8n's public address (WEBHOOK_URL): the same host and port here.
		waitingUrl = new URL(`${named.pathname}${named.search}`, n8nUrl);
	} catch {
		throw new Error(
			`POST /form/${formPath} answered ${posted.status}: ${posted.body.slice(0, 500)}`,
		);
	}
	const executionId = waitingUrl.pathname.split('/').filter(Boolean).pop() ?? '';

	let status = '';
	for (let waited = 0; waited < timeoutMs; waited += 500) {
		status = await statusOf(waitingUrl);
		if (!['running', 'new', 'null', ''].includes(status)) break;
		await sleep(500);
	}
	if (status !== 'form-waiting' && status !== 'waiting')
		throw new Error(`Execution ${executionId} did not wait for a form page: ${status}`);
	const ending = await browser.open(waitingUrl.toString());
	// The Form Ending's script posts back to its own URL (signature included), which resumes the
	// execution; on a 200 it goes to the redirect the page names.
	const resumed = await browser.open(waitingUrl.toString(), { method: 'POST' });
	const redirect = /<a id='redirectUrl' href='([^']*)'/.exec(ending.body)?.[1];
	if (!redirect || resumed.status !== 200)
		return { executionId, pages: browser.pages, lastPage: ending };

	const authorizationUrl = decodeEntities(redirect);
	const consentPage = await browser.open(authorizationUrl);
	if (atDigiLocker === 'never answers')
		return { executionId, pages: browser.pages, authorizationUrl, lastPage: consentPage };

	await beforeAnswering?.(executionId);
	if (consentPage.status !== 200)
		throw new Error(
			`DigiLocker's page answered ${consentPage.status}: ${pageText(consentPage.body).slice(0, 300)}`,
		);
	const form = parseConsentForm(consentPage.body);
	const button = form.buttons.find((candidate) => candidate.value === atDigiLocker.decision);
	if (!button) throw new Error(`DigiLocker's page has no ${atDigiLocker.decision} button`);
	const answered = await browser.answerOnce(new URL(form.action, authorizationUrl).toString(), {
		method: form.method.toUpperCase(),
		body: new URLSearchParams({
			...form.hidden,
			[form.selectName]: atDigiLocker.as,
			[button.name]: button.value,
		}),
	});
	if (answered.status !== 302 || !answered.location)
		throw new Error(
			`DigiLocker's page answered ${answered.status}: ${answered.body.slice(0, 300)}`,
		);
	const returnUrl = answered.location;
	const lastPage = await browser.open(returnUrl);
	return { executionId, pages: browser.pages, authorizationUrl, returnUrl, lastPage };
}

/** The applicant reloads a page they were on: one more GET, its answer. */
export async function reload(url: string): Promise<SeenPage> {
	return await new Browser().open(url);
}
