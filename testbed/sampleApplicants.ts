// Sample applicants for the two form templates (examples/onboarding-form.json and
// examples/kyc-onboarding.json), made of the emulator's sample people (testbed/emulator/world.ts):
// what a person types into each form to see an approve, a review and a reject against the
// emulator. `npm run dev` prints them; `npm run test:dev` submits them through the published forms
// and checks each decision.
import path from 'node:path';

import { displayName, personById } from './emulator/world';

export type Decision = 'approve' | 'review' | 'reject';

/** What to type into the onboarding form. */
export interface OnboardingFormSample {
	decision: Decision;
	/** Why the form decides so, in a few words. */
	why: string;
	fullName: string;
	mobile: string;
	upiId: string;
	pan: string;
}

/** What to type into the KYC form, which selfie to upload and what to do at DigiLocker's page. */
export interface KycFormSample {
	decision: Decision;
	why: string;
	fullName: string;
	mobile: string;
	/** YYYY-MM-DD. */
	dateOfBirth: string;
	/** Whose sample selfie to upload (`<id>-selfie.jpg` in SELFIES_FOLDER). */
	selfieOf: string;
	/** Whom to sign in as at DigiLocker's page (the emulator's), then Allow. */
	signInAs: string;
}

/** Where the sample people's selfies are, from the package's root. */
export const SELFIES_FOLDER = path.join('testbed', 'emulator', 'identity', 'photos');

/** A mobile number as a person types it: 98765 43210. */
const typed = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

const kavya = personById('kavya');
const mathew = personById('mathew');
const meera = personById('meera');
const priya = personById('priya');

export const ONBOARDING_FORM_SAMPLES: readonly OnboardingFormSample[] = [
	{
		decision: 'approve',
		why: 'her number, UPI ID and PAN are all in her name',
		fullName: displayName(kavya),
		mobile: typed(kavya.mobile),
		upiId: kavya.vpa,
		pan: kavya.pan,
	},
	{
		decision: 'review',
		why: "Mathew Thomas's son with his father's number, UPI ID and PAN: the same words turned round",
		fullName: 'Thomas Mathew',
		mobile: typed(mathew.mobile),
		upiId: mathew.vpa,
		pan: mathew.pan,
	},
	{
		decision: 'reject',
		why: "Meera Lakshmi Iyer's number, UPI ID and PAN under another name",
		fullName: 'Vikram Rathore',
		mobile: typed(meera.mobile),
		upiId: meera.vpa,
		pan: meera.pan,
	},
];

export const KYC_FORM_SAMPLES: readonly KycFormSample[] = [
	{
		decision: 'approve',
		why: 'her e-Aadhaar, date of birth, selfie and PAN agree',
		fullName: displayName(kavya),
		mobile: typed(kavya.mobile),
		dateOfBirth: kavya.dateOfBirth,
		selfieOf: kavya.id,
		signInAs: kavya.id,
	},
	{
		decision: 'review',
		why: 'her DigiLocker holds no PAN: no_pan_in_digilocker',
		fullName: displayName(priya),
		mobile: typed(priya.mobile),
		dateOfBirth: priya.dateOfBirth,
		selfieOf: priya.id,
		signInAs: priya.id,
	},
	{
		decision: 'reject',
		why: "Kavya's details, but the documents shared are Meera's",
		fullName: displayName(kavya),
		mobile: '80000 12345',
		dateOfBirth: kavya.dateOfBirth,
		selfieOf: kavya.id,
		signInAs: meera.id,
	},
];

/** 1994-03-12 as 12 March 1994. */
const spelled = (date: string) =>
	new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	});
const nameOf = (id: string) => displayName(personById(id));

/** The lines `npm run dev` prints: each form's address and its sample applicants. */
export function sampleApplicantLines(n8nUrl: string): string[] {
	const column = (text: string, width: number) => text.padEnd(width);
	return [
		`Onboarding form: ${n8nUrl}/form/deepvue-onboarding (any email; tick the consent)`,
		...ONBOARDING_FORM_SAMPLES.map(
			(sample) =>
				`  ${column(sample.decision, 9)}${column(sample.fullName, 16)}${column(sample.mobile, 13)}${column(sample.upiId, 20)}${column(sample.pan, 12)}(${sample.why})`,
		),
		`KYC form: ${n8nUrl}/form/deepvue-kyc (any email; tick the consent; the selfies are in ${SELFIES_FOLDER}/)`,
		...KYC_FORM_SAMPLES.map(
			(sample) =>
				`  ${column(sample.decision, 9)}${column(sample.fullName, 13)}${column(sample.mobile, 13)}${column(spelled(sample.dateOfBirth), 18)}${column(`${sample.selfieOf}-selfie.jpg`, 18)}at DigiLocker: choose ${nameOf(sample.signInAs)}, Allow (${sample.why})`,
		),
	];
}
