// An applicant of the onboarding form (examples/onboarding-form.json) in a real n8n, as their
// browser goes (./formPages.ts): the form posted; the page that comes to wait opened: Correct Your
// Details when Check Details found a mistake (answered with the corrections given, if any), or a
// Form Ending, posted back to as its script does, whose redirect (this workflow's page) is followed.
import {
	answerFormPage,
	Browser,
	checkboxOption,
	formBody,
	isFormPage,
	openWaitingPage,
	redirectOf,
	submitForm,
	ticked,
	type SeenPage,
} from './formPages';

export const ONBOARDING_FORM_PATH = 'deepvue-onboarding';
export const ONBOARDING_CONSENT = checkboxOption(
	'onboarding-form.json',
	'Onboarding Form',
	'Consent',
);

export interface OnboardingApplicant {
	fullName: string;
	mobile: string;
	upiId: string;
	pan: string;
	email?: string;
	/** Ticks the consent box; true unless false. */
	consent?: boolean;
}

export interface OnboardingSubmission {
	executionId: string;
	/** The page the applicant is left with ('' when none came to wait), and its address. */
	page: string;
	url: string;
	/** The correction pages (Correct Your Details) the applicant was shown. */
	corrections: SeenPage[];
}

/** The form's fields as its page posts them, for `applicant`. */
export const onboardingFormBody = (applicant: OnboardingApplicant): FormData =>
	formBody([
		applicant.fullName,
		applicant.mobile,
		applicant.upiId,
		applicant.pan,
		applicant.email ?? 'applicant@example.com',
		applicant.consent === false ? undefined : ticked(ONBOARDING_CONSENT),
	]);

/**
 * Submits the onboarding form at `n8nUrl` as `applicant`, up to the page they are left with; on
 * each correction page in turn they change what `corrections` gives (by label), or leave it.
 */
export async function submitOnboardingForm(
	n8nUrl: string,
	applicant: OnboardingApplicant,
	corrections: Array<Record<string, string>> = [],
	formPath = ONBOARDING_FORM_PATH,
): Promise<OnboardingSubmission> {
	const browser = new Browser();
	const { executionId, waitingUrl } = await submitForm(
		browser,
		n8nUrl,
		formPath,
		onboardingFormBody(applicant),
	);
	const shown: SeenPage[] = [];
	let waiting = await openWaitingPage(browser, waitingUrl);
	while (waiting && isFormPage(waiting.page.body)) {
		shown.push(waiting.page);
		const changes = corrections[shown.length - 1];
		if (!changes)
			return {
				executionId,
				page: waiting.page.body,
				url: waitingUrl.toString(),
				corrections: shown,
			};
		await answerFormPage(browser, waitingUrl, waiting.page.body, changes);
		waiting = await openWaitingPage(browser, waitingUrl);
	}
	const redirect = waiting && redirectOf(waiting);
	if (!redirect)
		return {
			executionId,
			page: waiting?.page.body ?? '',
			url: waitingUrl.toString(),
			corrections: shown,
		};
	const page = await browser.open(redirect);
	return { executionId, page: page.body, url: redirect, corrections: shown };
}
