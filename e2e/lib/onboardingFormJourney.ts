// An applicant of the onboarding form (examples/onboarding-form.json) in a real n8n, as their
// browser goes (./formPages.ts): the form posted, its completion page opened once it waits, and
// posted back to as its script does, which ends the execution.
import {
	Browser,
	checkboxOption,
	formBody,
	openWaitingPage,
	submitForm,
	ticked,
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
	/** The completion page the applicant got; '' when none came to wait. */
	page: string;
}

/** Submits the onboarding form at `n8nUrl` as `applicant`, up to the completion page. */
export async function submitOnboardingForm(
	n8nUrl: string,
	applicant: OnboardingApplicant,
): Promise<OnboardingSubmission> {
	const browser = new Browser();
	const { executionId, waitingUrl } = await submitForm(
		browser,
		n8nUrl,
		ONBOARDING_FORM_PATH,
		formBody([
			applicant.fullName,
			applicant.mobile,
			applicant.upiId,
			applicant.pan,
			applicant.email ?? 'applicant@example.com',
			applicant.consent === false ? undefined : ticked(ONBOARDING_CONSENT),
		]),
	);
	const waiting = await openWaitingPage(browser, waitingUrl);
	return { executionId, page: waiting?.page.body ?? '' };
}
