// An applicant of the KYC onboarding form (examples/kyc-onboarding.json) in a real n8n, driven the
// way their browser goes (./formPages.ts):
//
//   1. opens the form (GET /form/<path>) and submits it: name, mobile number, date of birth, the
//      selfie as a JPEG file, email, the consent;
//   2. n8n answers with the execution's waiting URL, where a page of the form comes to wait: Correct
//      Your Details when Check Details found a mistake (answered with the corrections given, if any),
//      or a Form Ending, whose script posts back (which lets the execution go on) and goes to the
//      redirect it names: DigiLocker's page (the emulator's), or this workflow's page (Try Again Later);
//   3. at DigiLocker they pick whom to sign in as and allow or deny, or never answer; DigiLocker's 302
//      sends them to the session's Redirect URL, this workflow's page with DigiLocker's answer added,
//      where the page they are left with is the workflow's answer.
import { sleep } from 'n8n-workflow';

import { parseConsentForm } from '../../test/harness/digiLockerFlow';
import {
	answerFormPage,
	Browser,
	checkboxOption,
	formBody,
	isFormPage,
	openWaitingPage,
	pageText,
	redirectOf,
	submitForm,
	ticked,
	type SeenPage,
	type UploadedFile,
} from './formPages';
import type { Run } from './n8nContext';

export const KYC_FORM_PATH = 'deepvue-kyc';
const CONSENT = checkboxOption('kyc-onboarding.json', 'KYC Form', 'Consent');

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

export interface Journey {
	/** n8n's execution of this application (from its waiting URL). */
	executionId: string;
	/** Every answer the browser got, in order: n8n's and DigiLocker's. */
	pages: SeenPage[];
	/** The correction pages (Correct Your Details) the applicant was shown. */
	corrections: SeenPage[];
	/** DigiLocker's page, when n8n sent the applicant there. */
	authorizationUrl?: string;
	/** Where DigiLocker sent them back: the session's Redirect URL with DigiLocker's answer added. */
	returnUrl?: string;
	/** The page the applicant is left with, and its address (what a reload asks for again). */
	lastPage: SeenPage;
	lastUrl: string;
}

export interface JourneyOptions {
	/**
	 * Called before the applicant answers DigiLocker's page, with the execution id: a person takes
	 * a few seconds there, by which time n8n has the execution waiting at the Wait node.
	 */
	beforeAnswering?: (executionId: string) => Promise<unknown>;
	/** What the applicant changes on each correction page in turn, by label; none: they leave it. */
	corrections?: Array<Record<string, string | UploadedFile>>;
	/** The form's path, when not the template's. */
	formPath?: string;
	timeoutMs?: number;
}

/** The form's fields as the KYC form's page posts them, for `applicant`. */
export function kycFormBody(applicant: KycApplicant): FormData {
	return formBody([
		applicant.fullName,
		applicant.mobile,
		applicant.dateOfBirth,
		{ ...applicant.selfie, mimeType: 'image/jpeg' },
		applicant.email,
		applicant.consent === false ? undefined : ticked(CONSENT),
	]);
}

/** One application through the KYC form at `n8nUrl`, up to the page the applicant is left with. */
export async function applyForKyc(
	n8nUrl: string,
	applicant: KycApplicant,
	atDigiLocker: AtDigiLocker,
	{
		beforeAnswering,
		corrections = [],
		formPath = KYC_FORM_PATH,
		timeoutMs = 120_000,
	}: JourneyOptions = {},
): Promise<Journey> {
	const browser = new Browser();
	await browser.open(`${n8nUrl}/form/${formPath}`);
	const { executionId, waitingUrl } = await submitForm(
		browser,
		n8nUrl,
		formPath,
		kycFormBody(applicant),
	);
	const shown: SeenPage[] = [];
	const left = (lastPage: SeenPage, lastUrl: string, more: Partial<Journey> = {}): Journey => ({
		executionId,
		pages: browser.pages,
		corrections: shown,
		lastPage,
		lastUrl,
		...more,
	});
	let waiting = await openWaitingPage(browser, waitingUrl, timeoutMs);
	while (waiting && isFormPage(waiting.page.body)) {
		shown.push(waiting.page);
		const changes = corrections[shown.length - 1];
		if (!changes) return left(waiting.page, waitingUrl.toString());
		await answerFormPage(browser, waitingUrl, waiting.page.body, changes);
		waiting = await openWaitingPage(browser, waitingUrl, timeoutMs);
	}
	if (!waiting) throw new Error(`Execution ${executionId} did not wait for a page of the form`);
	const redirect = redirectOf(waiting);
	if (!redirect) return left(waiting.page, waitingUrl.toString());
	// Try Again Later and DigiLocker Unavailable send the applicant to this workflow's page.
	if (new URL(redirect).origin === new URL(n8nUrl).origin) {
		const page = await browser.open(redirect);
		return left(page, redirect);
	}

	const authorizationUrl = redirect;
	const consentPage = await browser.open(authorizationUrl);
	if (atDigiLocker === 'never answers')
		return left(consentPage, authorizationUrl, { authorizationUrl });

	await beforeAnswering?.(executionId);
	if (consentPage.status !== 200)
		throw new Error(
			`DigiLocker's page answered ${consentPage.status}: ${pageText(consentPage.body).slice(0, 300)}`,
		);
	const answered = await answerDigiLocker(
		browser,
		authorizationUrl,
		consentPage.body,
		atDigiLocker,
	);
	if (answered.status !== 302 || !answered.location)
		throw new Error(
			`DigiLocker's page answered ${answered.status}: ${answered.body.slice(0, 300)}`,
		);
	const returnUrl = answered.location;
	const lastPage = await browser.open(returnUrl);
	return left(lastPage, returnUrl, { authorizationUrl, returnUrl });
}

/** The applicant's choice on DigiLocker's page (`html`, at `authorizationUrl`): sign in as a sample person, allow or deny. */
export async function answerDigiLocker(
	browser: Browser,
	authorizationUrl: string,
	html: string,
	choice: { as: string; decision: 'allow' | 'deny' },
): Promise<SeenPage> {
	const form = parseConsentForm(html);
	const button = form.buttons.find((candidate) => candidate.value === choice.decision);
	if (!button) throw new Error(`DigiLocker's page has no ${choice.decision} button`);
	return await browser.answer(
		new URL(form.action, authorizationUrl).toString(),
		form.method.toUpperCase(),
		new URLSearchParams({
			...form.hidden,
			[form.selectName]: choice.as,
			[button.name]: button.value,
		}),
	);
}

/**
 * Whether (within a minute) the execution waits at the template's Wait node, as it does by the time
 * a person has signed in at DigiLocker. `runData` reads a stored execution (n8nContext's).
 */
export async function waitsForDigiLocker(
	runData: (executionId: string) => Promise<Run>,
	executionId: string,
): Promise<boolean> {
	for (let waited = 0; waited < 60_000; waited += 250) {
		const run = await runData(executionId).catch(() => undefined);
		if (run?.status === 'waiting' && run.data.resultData.lastNodeExecuted === 'Wait For DigiLocker')
			return true;
		await sleep(250);
	}
	return false;
}
