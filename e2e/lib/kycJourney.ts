// An applicant of the KYC onboarding form (examples/kyc-onboarding.json) in a real n8n, driven the
// way their browser goes (./formPages.ts):
//
//   1. opens the form (GET /form/<path>) and submits it: name, mobile number, date of birth, the
//      selfie as a JPEG file, email, the consent;
//   2. n8n answers with the execution's waiting URL; once the Form Ending "Go To DigiLocker" (or
//      "Try Again Later") waits there, opens it, and its script posts back, which lets the
//      execution go on to the Wait node, then goes to the redirect it names: DigiLocker's page
//      (the emulator's);
//   3. at DigiLocker they pick whom to sign in as and allow or deny, or never answer; DigiLocker's
//      302 sends them to the session's Redirect URL, n8n's resume URL with DigiLocker's answer
//      added, where the page they are left with is the workflow's answer.
import { sleep } from 'n8n-workflow';

import { parseConsentForm } from '../../test/harness/digiLockerFlow';
import {
	Browser,
	checkboxOption,
	decodeEntities,
	formBody,
	openWaitingPage,
	pageText,
	submitForm,
	ticked,
	type SeenPage,
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

/** One application through the KYC form at `n8nUrl`, up to the page the applicant is left with. */
export async function applyForKyc(
	n8nUrl: string,
	applicant: KycApplicant,
	atDigiLocker: AtDigiLocker,
	{ beforeAnswering, timeoutMs = 120_000 }: JourneyOptions = {},
): Promise<Journey> {
	const browser = new Browser();
	await browser.open(`${n8nUrl}/form/${KYC_FORM_PATH}`);
	const { executionId, waitingUrl } = await submitForm(
		browser,
		n8nUrl,
		KYC_FORM_PATH,
		formBody([
			applicant.fullName,
			applicant.mobile,
			applicant.dateOfBirth,
			{ ...applicant.selfie, mimeType: 'image/jpeg' },
			applicant.email,
			applicant.consent === false ? undefined : ticked(CONSENT),
		]),
	);
	const waiting = await openWaitingPage(browser, waitingUrl, timeoutMs);
	if (!waiting) throw new Error(`Execution ${executionId} did not wait for a page of the form`);
	const redirect = /<a id='redirectUrl' href='([^']*)'/.exec(waiting.page.body)?.[1];
	// On a 200 to its post back, the Form Ending's script goes to the redirect it names.
	if (!redirect || waiting.postedBack.status !== 200)
		return { executionId, pages: browser.pages, lastPage: waiting.page };

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
	const answered = await browser.answer(
		new URL(form.action, authorizationUrl).toString(),
		form.method.toUpperCase(),
		new URLSearchParams({
			...form.hidden,
			[form.selectName]: atDigiLocker.as,
			[button.name]: button.value,
		}),
	);
	if (answered.status !== 302 || !answered.location)
		throw new Error(
			`DigiLocker's page answered ${answered.status}: ${answered.body.slice(0, 300)}`,
		);
	const returnUrl = answered.location;
	const lastPage = await browser.open(returnUrl);
	return { executionId, pages: browser.pages, authorizationUrl, returnUrl, lastPage };
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
