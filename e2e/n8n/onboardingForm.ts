// The onboarding form example (examples/onboarding-form.json) in a real n8n: its limits on the
// `deepvue_form_limits` Data Table, published (2.x) or activated (1.x), then submitted over HTTP as
// an applicant's browser does it (e2e/lib/onboardingFormJourney.ts): a multipart POST to
// /form/<path> (fields field-0, field-1, ... in the form's order), which answers with the waiting
// URL of the execution; the page polls its status, loads what waits there (Correct Your Details
// for a typing mistake, else a Form Ending), posts back to a Form Ending as its script does and
// follows its redirect to this workflow's page. For each applicant: the decision in the stored
// execution, the page the applicant got (never a name Deepvue returned), no failed execution, and
// what the emulator was asked (so, what was paid for).
import { sleep } from 'n8n-workflow';

import { BROWSER_USER_AGENT } from '../lib/browser';
import { Browser, pageText } from '../lib/formPages';
import { headingOf, importedTemplate, referenceOf } from '../lib/formTemplates';
import type { N8nContext, Run } from '../lib/n8nContext';
import {
	ONBOARDING_CONSENT as CONSENT,
	ONBOARDING_FORM_PATH as FORM_PATH,
	submitOnboardingForm,
	type OnboardingApplicant as Applicant,
} from '../lib/onboardingFormJourney';
import { personById } from '../../testbed/emulator/world';
import { formLimitsTable } from '../../testbed/realN8n/dataTables';
import { hasEnded } from '../../testbed/realN8n/executions';
import { DEEPVUE_CREDENTIAL } from '../../testbed/realN8n/exampleCredentials';

const WORKFLOW = 'onboardingForm01';
// The form ignores bots (Options > Ignore Bots); an applicant comes with a browser.
const RECEIVED = 'Thank you, we have your application';
const TRY_LATER = 'Please try again later';
/** Every name the emulator has for the numbers and UPI IDs below: none may reach a page. */
const NAMES_FROM_DEEPVUE = [
	'Mathew',
	'Thomas',
	'Kavya',
	'Reddy',
	'Meera',
	'Lakshmi',
	'Iyer',
	'Ravi',
	'Sharma',
	'Asha',
	'Rao',
];

/** PANs the emulator holds in the sample people's names. */
const PAN_OF = {
	kavya: 'ABRPA1017K',
	meera: 'ABFPA1005K',
	ravi: 'ABHPA1007K',
	asha: 'ABBPA1001K',
	priya: 'ABCPE1234F',
};

interface Submission {
	executionId: string;
	run: Run;
	page: string;
	url: string;
	corrections: string[];
	/** What the emulator logged while this submission ran: one line per call. */
	calls: string[];
}

async function submit(
	ctx: N8nContext,
	applicant: Applicant,
	corrections: Array<Record<string, string>> = [],
): Promise<Submission> {
	const before = ctx.emulator.log().length;
	const submitted = await submitOnboardingForm(ctx.n8nUrl, applicant, corrections);
	const { executionId, page, url } = submitted;
	let run: Run = { status: 'not read', data: { resultData: {} } };
	// Left on a correction page it does not answer, the execution waits there: its end here.
	const leftOnCorrection = submitted.corrections.length > corrections.length;
	for (let waited = 0; waited < 60_000; waited += 500) {
		run = await ctx.runData(executionId);
		if (leftOnCorrection ? run.status === 'waiting' : hasEnded(run) && run.status !== 'waiting')
			break;
		await sleep(500);
	}
	const calls = ctx.emulator
		.log()
		.slice(before)
		.split('\n')
		.filter((line) => line.includes(' /v1/'));
	return {
		executionId,
		run,
		page,
		url,
		corrections: submitted.corrections.map((shown) => shown.body),
		calls,
	};
}

const decisionOf = (ctx: N8nContext, submission: Submission) =>
	ctx.outputOf(submission.run, 'Onboarding Decision')[0]?.json as
		Record<string, unknown> | undefined;
const UPI = '/v1/verification/upi';

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	const limits = await formLimitsTable(ctx.rest);
	await ctx.importWorkflows({
		[WORKFLOW]: importedTemplate('onboarding-form.json', DEEPVUE_CREDENTIAL, { limits: limits.id }),
	});
	await check(
		'onboarding form: published (2.x) / active (1.x)',
		await ctx.timed('onboarding form: activate', () => ctx.activate(WORKFLOW)),
	);
	const formPage = await fetch(`${ctx.n8nUrl}/form/${FORM_PATH}`, {
		headers: { 'user-agent': BROWSER_USER_AGENT },
	});
	const formHtml = await formPage.text();
	await check(
		'onboarding form: GET /form/deepvue-onboarding serves the form with its consent checkbox',
		formPage.status === 200 && formHtml.includes('Open your account') && formHtml.includes(CONSENT),
		`${formPage.status} ${formHtml.slice(0, 300)}`,
	);

	// Typing mistakes: asked again on Correct Your Details, nothing paid until corrected.
	const mistakes = await ctx.timed('onboarding form: typing mistakes', () =>
		submit(ctx, {
			fullName: 'Ravi Kumar Sharma',
			mobile: '98765 4321',
			upiId: 'ravi.sharma.okaxis',
			pan: 'ABHPA1007',
		}),
	);
	const asked = pageText(mistakes.corrections[0] ?? '');
	await check(
		'onboarding form, a 9-digit mobile number, a malformed UPI ID and a 9-character PAN: Correct Your Details asks for each, with what was typed in place, and nothing is paid',
		mistakes.corrections.length === 1 &&
			asked.includes('Type your 10-digit mobile number') &&
			asked.includes('Type your UPI ID as your UPI app shows it') &&
			asked.includes('Type your PAN as it is on your PAN card') &&
			mistakes.corrections[0].includes('value="98765 4321"') &&
			mistakes.calls.length === 0,
		`${asked.slice(0, 500)}\n${mistakes.calls.join('\n')}`,
	);
	const misspelt = await submit(
		ctx,
		{
			fullName: 'Ravi Kumar Sharma',
			mobile: '9876543212',
			upiId: 'ravi.sharma@okaxsi',
			pan: PAN_OF.ravi,
		},
		[{ 'UPI ID': 'ravi.sharma@ybl' }],
	);
	await check(
		'onboarding form, a misspelt UPI handle: asked about ("did you mean ravi.sharma@okaxis?"), and checked once corrected',
		pageText(misspelt.corrections[0] ?? '').includes('Did you mean ravi.sharma@okaxis?') &&
			decisionOf(ctx, misspelt)?.decision === 'approve' &&
			misspelt.calls.some((line) => line.endsWith(` ${UPI}`)),
		`${pageText(misspelt.corrections[0] ?? '').slice(0, 300)}\n${JSON.stringify(decisionOf(ctx, misspelt))}`,
	);

	// What each applicant types, and the decision and reasons expected.
	const cases: Array<[label: string, applicant: Applicant, decision: string, reasons: string[]]> = [
		[
			'a matching applicant',
			{
				fullName: 'Kavya Reddy',
				mobile: '+91 98765 43210',
				upiId: 'kavya.reddy@okaxis',
				pan: PAN_OF.kavya,
			},
			'approve',
			[],
		],
		[
			'a number Deepvue has no record of',
			{
				fullName: 'Kavya Reddy',
				mobile: '9999999999',
				upiId: 'kavya.reddy@okaxis',
				pan: PAN_OF.kavya,
			},
			'review',
			['mobile_no_record'],
		],
		[
			'a well-formed UPI ID Deepvue does not know',
			{ fullName: 'Asha Rao', mobile: '98123 45678', upiId: 'unknown@upi', pan: PAN_OF.asha },
			'review',
			['upi_account_not_found'],
		],
		[
			'a name that is not theirs',
			{
				fullName: 'Vikram Rathore',
				mobile: '9876543211',
				upiId: 'meera.iyer@ybl',
				pan: PAN_OF.meera,
			},
			'reject',
			['mobile', 'upi', 'pan'].flatMap((check) => [
				`${check}_name_mismatch`,
				`${check}_given_name_differs`,
				`${check}_family_name_differs`,
			]),
		],
		// Deepvue finds MEERA LAKSHMI IYER for all three: an honorific and a missing middle name still match.
		[
			'a name with an honorific and no middle name',
			{
				fullName: 'Smt. Meera Iyer',
				mobile: '98765 43247',
				upiId: 'meera.iyer@ybl',
				pan: PAN_OF.meera,
			},
			'approve',
			[],
		],
		// Deepvue finds Kavya Reddy for all three: a first name given only as an initial is for a reviewer.
		[
			'a name written surname first with an initial',
			{ fullName: 'Reddy K.', mobile: '9876543225', upiId: 'kavya.r@okaxis', pan: PAN_OF.kavya },
			'review',
			['mobile', 'upi', 'pan'].flatMap((check) => [
				`${check}_name_partial`,
				`${check}_surname_first`,
				`${check}_initial_for_given_name`,
			]),
		],
		// Thomas Mathew, the son of Mathew Thomas (a Kerala son carries his father's given name
		// second), with his father's number, UPI ID and PAN: the same words turned round.
		[
			"a son's own name with his father's number, UPI ID and PAN",
			{
				fullName: 'Thomas Mathew',
				mobile: personById('mathew').mobile,
				upiId: personById('mathew').vpa,
				pan: personById('mathew').pan,
			},
			'review',
			['mobile', 'upi', 'pan'].flatMap((check) => [
				`${check}_name_partial`,
				`${check}_turned_round`,
			]),
		],
		// Two people's names typed as one: the number and the PAN are Kavya Reddy's, the UPI account
		// Meera Lakshmi Iyer's. Each lookup finds extra words, and the names found differ.
		[
			"a name stuffed with a second person's",
			{
				fullName: 'Kavya Reddy Meera Lakshmi Iyer',
				mobile: '9876543225',
				upiId: 'meera.iyer@ybl',
				pan: PAN_OF.kavya,
			},
			'review',
			[
				'mobile_name_partial',
				'mobile_family_name_missing',
				'mobile_extra_words',
				'upi_name_partial',
				'upi_given_name_missing',
				'upi_middle_name_missing',
				'upi_extra_words',
				'pan_name_partial',
				'pan_family_name_missing',
				'pan_extra_words',
				'found_names_differ',
			],
		],
	];
	for (const [label, applicant, decision, reasons] of cases) {
		const submission = await ctx.timed(`onboarding form: ${label}`, () => submit(ctx, applicant));
		const result = decisionOf(ctx, submission);
		await check(
			`onboarding form, ${label}: the execution succeeded`,
			submission.run.status === 'success' && !submission.run.data.resultData.error,
			`${submission.run.status} ${JSON.stringify(submission.run.data.resultData.error)}`,
		);
		await check(
			`onboarding form, ${label}: decision ${decision} (${reasons.join(', ') || 'no reason'})`,
			result?.decision === decision && JSON.stringify(result.reasons) === JSON.stringify(reasons),
			`${JSON.stringify(result)}\nVerify UPI ID: ${JSON.stringify(submission.run.data.resultData.runData?.['Verify UPI ID']?.[0]?.data)}`,
		);
		const text = pageText(submission.page);
		await check(
			`onboarding form, ${label}: the applicant's page (this workflow's) says what happens next, with the reference, and no name`,
			headingOf(submission.page) === RECEIVED &&
				referenceOf(submission.page) === `APP-${submission.executionId}` &&
				submission.url.includes('/webhook/deepvue-onboarding-page?page=received') &&
				!NAMES_FROM_DEEPVUE.some((name) => text.toLowerCase().includes(name.toLowerCase())) &&
				!text.includes(applicant.fullName),
			text,
		);
		await check(
			`onboarding form, ${label}: the decision holds no name from Deepvue and a masked mobile number and PAN`,
			!/name_at_bank|"name"/.test(JSON.stringify(result)) &&
				/^(XXXXXX\d{4}|not valid)$/.test(
					String((result?.applicant as Record<string, unknown> | undefined)?.mobile),
				) &&
				/^(XXXXXX[0-9A-Z]{4}|not valid)$/.test(
					String((result?.applicant as Record<string, unknown> | undefined)?.pan),
				),
			JSON.stringify(result),
		);
	}

	// The limit per number (3 a day): the matching applicant was checked once above; twice more are
	// checked (answers reused within 10 minutes), the fourth gets "try again later" and no lookup.
	// Each decided submission frees its number for the next (one at a time per number).
	const repeat: Applicant = {
		fullName: 'Kavya Reddy',
		mobile: '98765 43210',
		upiId: 'kavya.reddy@okaxis',
		pan: PAN_OF.kavya,
	};
	const second = await submit(ctx, repeat);
	const third = await submit(ctx, repeat);
	await check(
		'onboarding form, the same number 2nd and 3rd time today: checked, approve',
		[second, third].every(
			(submission) =>
				submission.run.status === 'success' && decisionOf(ctx, submission)?.decision === 'approve',
		),
		JSON.stringify(
			[second, third].map((submission) => [submission.run.status, decisionOf(ctx, submission)]),
		),
	);
	const fourth = await ctx.timed('onboarding form: over the limit', () => submit(ctx, repeat));
	const limited = ctx.outputOf(fourth.run, 'Limits')[0]?.json;
	const reloaded = await new Browser().open(fourth.url);
	await check(
		'onboarding form, the same number a 4th time today: "try again later" on this workflow\'s page (a reload shows it again), decision not_checked, no lookup sent',
		fourth.run.status === 'success' &&
			headingOf(fourth.page) === TRY_LATER &&
			fourth.url.includes('/webhook/deepvue-onboarding-page?page=busy') &&
			headingOf(reloaded.body) === TRY_LATER &&
			limited?.decision === 'not_checked' &&
			JSON.stringify(limited.reasons) === '["limit_per_number"]' &&
			fourth.calls.length === 0 &&
			ctx.outputOf(fourth.run, 'Name From Mobile').length === 0,
		`${fourth.run.status} ${fourth.url} ${pageText(fourth.page)} ${JSON.stringify(limited)} ${fourth.calls.join('\n')}`,
	);
	// A reload of a received page: the same page, nothing run again.
	const before = ctx.emulator.log().length;
	const again = await new Browser().open(third.url);
	await check(
		'onboarding form: a reload of "we have your application" shows it again with its reference, and asks Deepvue nothing',
		again.status === 200 &&
			headingOf(again.body) === RECEIVED &&
			referenceOf(again.body) === `APP-${third.executionId}` &&
			!ctx.emulator.log().slice(before).includes('/v1/'),
		`${again.status} ${pageText(again.body).slice(0, 200)}`,
	);

	// Without the consent (a POST made around the form's required checkbox): asked for it, no lookup.
	const noConsent = await submit(ctx, {
		fullName: 'Priya Nair',
		mobile: '9988776655',
		upiId: 'priya@ybl',
		pan: PAN_OF.priya,
		consent: false,
	});
	await check(
		'onboarding form, a submission without the consent: Correct Your Details asks for the consent, no lookup sent',
		pageText(noConsent.corrections[0] ?? '').includes('Tick the box to give your consent') &&
			noConsent.calls.length === 0,
		`${pageText(noConsent.page).slice(0, 300)} ${noConsent.calls.join('\n')}`,
	);

	// The two left on a correction page wait there (15 minutes): every other execution succeeded.
	const failed = (await ctx.executions(WORKFLOW)).filter(
		(execution) =>
			execution.status !== 'success' &&
			![mistakes.executionId, noConsent.executionId].includes(execution.id),
	);
	await check(
		'onboarding form: no execution failed or is left waiting, but the two left on a correction page',
		failed.length === 0,
		JSON.stringify(failed),
	);
}
