/**
 * examples/kyc-onboarding.json, the KYC onboarding with DigiLocker and a selfie: its Code nodes run
 * on their items as n8n runs them (test/harness/codeNode.ts), its Deepvue nodes as written through
 * n8n's engine against the emulator, the applicant's way through DigiLocker's consent page driven
 * as a browser would. What both form templates share (the limits log, the pages' look, your
 * company's details) is in formTemplates.test.ts; `npm run test:n8n` runs the whole workflow in a
 * real n8n, and `npm run test:queue` on workers.
 */
import type { IDataObject, INode, INodeExecutionData } from 'n8n-workflow';
import path from 'node:path';

import { LINK_LIFETIME_MS } from '../nodes/Deepvue/model/digilocker';
import { mobileNumberFormat } from '../nodes/Deepvue/inputs/formats';
import { personById } from '../testbed/emulator/world';
import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { runTemplateCode } from './harness/codeNode';
import type { EarlierRuns } from './harness/codeNode';
import { useTestBed } from './harness/fixture';
import { photo, redirectQuery } from './harness/identity';
import { readWorkflowFile, runWorkflowFile } from './harness/workflow';

const testBed = useTestBed();
afterEach(() => testBed().emulator.setConditions({}));

const workflow = readWorkflowFile(path.join(PACKAGE_ROOT, 'examples', 'kyc-onboarding.json'));
const nodeOf = (name: string): INode => {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`The KYC template has no node ${name}`);
	return node;
};
const CONSENT = (
	(nodeOf('KYC Form').parameters.formFields as { values: IDataObject[] }).values.find(
		(field) => field.fieldLabel === 'Consent',
	)?.fieldOptions as { values: Array<{ option: string }> }
).values[0].option;
const item = (json: IDataObject): INodeExecutionData => ({ json });
const RESUME = 'https://n8n.example.com/webhook-waiting/42?signature=a1B2c3';

/** A Code node of the template run on `input` (execution 42), after the nodes of `ran`. */
function code(name: string, input: INodeExecutionData[], ran: EarlierRuns = {}, runIndex = 0) {
	return runTemplateCode(
		{ nodes: workflow.nodes as never, ran, runIndex, executionId: '42', resumeUrl: RESUME },
		name,
		input,
	);
}

interface Applicant {
	fullName: string;
	mobile: string;
	dateOfBirth: string;
	/** Whose selfie the applicant uploads. */
	selfieOf: string;
	email?: string;
}

const kavya = personById('kavya');
const KAVYA: Applicant = {
	fullName: 'Kavya Reddy',
	mobile: kavya.mobile,
	dateOfBirth: kavya.dateOfBirth,
	selfieOf: 'kavya',
};

/** What the Form Trigger outputs for an application: its fields by label, the selfie as binary data. */
function formItem(applicant: Applicant, consent = true): INodeExecutionData {
	return {
		json: {
			'Full name': applicant.fullName,
			'Mobile number': applicant.mobile,
			'Date of birth': applicant.dateOfBirth,
			Email: applicant.email ?? 'applicant@example.com',
			Consent: consent ? [CONSENT] : [],
			submittedAt: '2026-11-26T10:00:00.000+05:30',
			formMode: 'production',
		},
		binary: { Selfie: photo(applicant.selfieOf, 'selfie') },
	};
}

/** Check Details on the form as sent. */
const checked = (form: INodeExecutionData) =>
	code('Check Details', [form], { 'KYC Form': [[form]] })[0];

/**
 * One application through the template: the form checked, its limits line (alone in the log), the
 * consent and Start DigiLocker; the applicant at DigiLocker's page (signed in as `atDigiLocker.as`),
 * or never back; then Get Documents, Photos, Match Faces, Revoked Number? and the KYC Decision, as
 * the workflow's branches lead. Each Deepvue node runs through n8n's engine from the Code node that
 * feeds it, its only input.
 */
async function apply(
	applicant: Applicant,
	atDigiLocker: { as: string; decision?: 'allow' | 'deny' } | 'timeout',
) {
	const form = formItem(applicant);
	const ran: EarlierRuns = { 'KYC Form': [[form]] };
	const details = checked(form);
	expect(details.json.status).toBe('ok');
	const [ticket] = code('Ticket', [details], ran);
	ran.Ticket = [[ticket]];
	const [limits] = code('Limits', [item({ ...ticket.json, id: 1 })], ran);
	expect(limits.json.allowed).toBe(true);
	ran.Limits = [[limits]];
	const [request] = code('Session Request', [item({})], ran);
	const session = (await afterCode('Session Request', request, 'Start DigiLocker')).json;
	expect(session.authorization_url).toEqual(expect.any(String));
	ran['Start DigiLocker'] = [[{ json: session }]];
	const decide = () => code('KYC Decision', [item({})], ran)[0].json;
	if (atDigiLocker === 'timeout') return { decision: decide(), session };

	const query = await redirectQuery(
		testBed().emulator,
		String(session.authorization_url),
		atDigiLocker.as,
		atDigiLocker.decision,
	);
	const [answer] = code('DigiLocker Answer', [item({ query })], ran);
	const documents = await afterCode('DigiLocker Answer', answer, 'Get Documents');
	ran['Get Documents'] = [[documents]];
	if (documents.json.status !== 'fetched') return { decision: decide(), session, documents };

	const [photos] = code('Photos', [documents], ran);
	ran['Match Faces'] = [[await afterCode('Photos', photos, 'Match Faces')]];
	const [number] = code('Number To Check', [item({})], ran);
	ran['Revoked Number?'] = [[await afterCode('Number To Check', number, 'Revoked Number?')]];
	return { decision: decide(), session, documents };
}

/** The Deepvue node `deepvue` run through n8n's engine on the item the Code node `feeder` output (its regular or error output). */
async function afterCode(feeder: string, input: INodeExecutionData, deepvue: string) {
	const run = await runWorkflowFile(testBed().instance, workflow, {
		startNode: feeder,
		pinData: { [feeder]: [{ ...input, pairedItem: { item: 0 } }] },
		destinationNode: deepvue,
	});
	expect(run.error).toBeUndefined();
	return run.runData[deepvue][0].data!.main.flatMap((items) => items ?? [])[0];
}

describe('the template', () => {
	it('asks for a selfie and consent that says what is fetched and why, links the way without Aadhaar, and never asks for an Aadhaar number', () => {
		const trigger = nodeOf('KYC Form');
		expect(trigger).toMatchObject({
			type: 'n8n-nodes-base.formTrigger',
			typeVersion: 2.2,
			parameters: { options: { path: 'deepvue-kyc' } },
		});
		const fields = (trigger.parameters.formFields as { values: IDataObject[] }).values;
		expect(fields.map((field) => [field.fieldLabel, field.fieldType ?? 'text'])).toEqual([
			['Full name', 'text'],
			['Mobile number', 'text'],
			['Date of birth', 'date'],
			['Selfie', 'file'],
			['Email', 'email'],
			['Consent', 'checkbox'],
		]);
		expect(fields.every((field) => field.requiredField === true)).toBe(true);
		expect(CONSENT).toMatch(/DigiLocker/);
		expect(CONSENT).toMatch(/e-Aadhaar .*PAN/);
		expect(CONSENT).toMatch(/selfie/);
		// Aadhaar is voluntary: the form links another way in.
		expect(trigger.parameters.formDescription).toMatch(/voluntary/);
		expect(trigger.parameters.formDescription).toContain(
			'<a href="{{ JSON.parse($(\'Your Company\').params.jsonOutput).pan_upi_form }}">verify with your PAN and UPI ID instead</a>',
		);
		const company = JSON.parse(String(nodeOf('Your Company').parameters.jsonOutput)) as IDataObject;
		expect(company.pan_upi_form).toBe('/form/deepvue-onboarding');
		expect(JSON.stringify(workflow)).not.toMatch(/aadhaar_?number|Aadhaar number"/i);
	});

	it("sends the applicant to DigiLocker to come back to this workflow's page, which resumes the execution, and waits longer than the link lives", () => {
		expect(nodeOf('Start DigiLocker').parameters).toMatchObject({
			resource: 'kyc',
			operation: 'startDigilockerSession',
			redirectUrl: '={{ $json.return_url }}',
			applicantConsent: '={{ $json.consent }}',
		});
		const [limits] = code(
			'Limits',
			[item({ ...code('Ticket', [checked(formItem(KAVYA))])[0].json, id: 1 })],
			{
				Ticket: [code('Ticket', [checked(formItem(KAVYA))])],
			},
		);
		expect(limits.json.return_url).toMatch(
			/^https:\/\/n8n\.example\.com\/webhook\/deepvue-kyc-page\?application=\d+&signature=a1B2c3$/,
		);
		expect(nodeOf('Go To DigiLocker').parameters).toMatchObject({
			operation: 'completion',
			respondWith: 'redirect',
			redirectUrl: '={{ $json.authorization_url }}',
		});
		const wait = nodeOf('Wait For DigiLocker').parameters;
		expect(wait).toMatchObject({ resume: 'webhook', limitWaitTime: true });
		// It answers the page that resumed it at once: the page, not the Wait node, is what the applicant sees.
		expect(wait.responseMode).toBeUndefined();
		expect(wait.resumeUnit).toBe('minutes');
		expect(Number(wait.resumeAmount) * 60_000).toBeGreaterThan(LINK_LIFETIME_MS);
		// The two DigiLocker nodes and the consent record name one purpose.
		expect(nodeOf('Get Documents').parameters.purpose).toBe(
			nodeOf('Start DigiLocker').parameters.purpose,
		);
		expect(limits.json.purpose).toBe(nodeOf('Start DigiLocker').parameters.purpose);
	});

	it('goes on from every Deepvue node whatever it answers, and saves no execution, successful or failed', () => {
		for (const node of workflow.nodes.filter((candidate) =>
			candidate.type.startsWith('n8n-nodes-deepvue'),
		)) {
			expect([node.name, node.onError]).toEqual([node.name, 'continueErrorOutput']);
			expect([node.name, workflow.connections[node.name].main.length]).toEqual([node.name, 2]);
			expect(node.credentials).toBeUndefined();
		}
		expect(workflow.settings).toMatchObject({
			saveDataSuccessExecution: 'none',
			saveDataErrorExecution: 'none',
		});
		const notes = workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node) => String(node.parameters.content))
			.join('\n');
		expect(notes).toMatch(/settings save no execution/);
	});

	it('records the consent before any call, completes it with the decision, and keeps no Aadhaar number, photo, address or mobile number', () => {
		expect(workflow.connections['Consent Given'].main).toEqual([
			[{ node: 'Session Request', type: 'main', index: 0 }],
		]);
		const columnsOf = (name: string) =>
			(nodeOf(name).parameters.columns as { schema: Array<{ id: string }> }).schema.map(
				(column) => column.id,
			);
		expect(columnsOf('Consent Given')).toEqual([
			'application_id',
			'consent_given_at',
			'purpose',
			'full_name',
			'email',
			'decision',
		]);
		expect(columnsOf('Decision Record')).toEqual([
			'documents_fetched',
			'deepvue_transaction_ids',
			'masked_aadhaar',
			'decision',
			'reasons',
			'decided_at',
			'retain_until',
		]);
		expect(nodeOf('Decision Record').parameters).toMatchObject({
			operation: 'update',
			filters: {
				conditions: [{ keyName: 'application_id', keyValue: '={{ $json.application_id }}' }],
			},
		});
	});

	it('records a failed application itself, for a person to follow up: n8n runs its own Error Trigger', () => {
		expect(nodeOf('Application Failed').type).toBe('n8n-nodes-base.errorTrigger');
		const [failure] = code('Failure', [
			item({ execution: { id: '57', lastNodeExecuted: 'Match Faces', error: { message: 'x' } } }),
		]);
		expect(failure.json).toMatchObject({
			application_id: '57',
			decision: 'review',
			reasons: 'failed_at: Match Faces',
		});
		expect(
			Date.parse(String(failure.json.retain_until)) - Date.parse(String(failure.json.decided_at)),
		).toBe(365 * 86_400_000);
		expect(nodeOf('Failure Record').parameters).toMatchObject({
			operation: 'update',
			filters: {
				conditions: [{ keyName: 'application_id', keyValue: '={{ $json.application_id }}' }],
			},
		});
	});

	it('deletes every night the consent records whose retain_until has passed', () => {
		expect(nodeOf('Expired Consent Records').parameters).toMatchObject({
			operation: 'deleteRows',
			filters: {
				conditions: [{ keyName: 'retain_until', condition: 'lt', keyValue: '={{ $json.now }}' }],
			},
		});
		expect(workflow.connections.Housekeeping.main[0]?.map((target) => target.node)).toContain(
			'Expired Consent Records',
		);
	});
});

describe('Check Details', () => {
	const fix = (changes: Partial<Applicant>, consent = true) =>
		checked(formItem({ ...KAVYA, ...changes }, consent)).json;

	it('asks again for what it can check for free, before anything is paid: a 9-digit mobile number, a date of birth in the future or under 18, a file that is not a photo', () => {
		expect(fix({ mobile: '98765 4321' })).toMatchObject({
			status: 'fix',
			problems: ['Mobile number: Type your 10-digit mobile number: it starts with 6, 7, 8 or 9.'],
		});
		expect(fix({ dateOfBirth: '2099-01-01' }).problems).toEqual([
			'Date of birth: Choose your date of birth as it is on your Aadhaar.',
		]);
		const underage = new Date();
		underage.setFullYear(underage.getFullYear() - 17);
		expect(fix({ dateOfBirth: underage.toISOString().slice(0, 10) }).problems).toEqual([
			'Date of birth: You must be 18 or older to open an account: check the year.',
		]);
		const form = formItem(KAVYA);
		form.binary!.Selfie = {
			...form.binary!.Selfie,
			mimeType: 'application/pdf',
			fileName: 'cv.pdf',
		};
		expect(checked(form).json.problems).toEqual([
			'Selfie: Your selfie must be a JPEG or PNG photo.',
		]);
		expect(fix({ fullName: 'K4vya' }).problems).toEqual([
			'Full name: Type your full name as it is on your Aadhaar, in letters.',
		]);
		expect(fix({}, false).problems).toEqual([
			'Consent: Tick the box to give your consent: without it nothing can be checked.',
		]);
	});

	it('shows the correction page with what was typed in place, the selfie only when it is the problem, and the consent only when missing', () => {
		const { fields, description } = fix({ mobile: '98765 4321' });
		expect(fields).toEqual([
			{
				fieldLabel: 'Full name',
				fieldType: 'text',
				defaultValue: 'Kavya Reddy',
				requiredField: true,
			},
			expect.objectContaining({ fieldLabel: 'Mobile number', defaultValue: '98765 4321' }),
			expect.objectContaining({
				fieldLabel: 'Date of birth',
				fieldType: 'date',
				defaultValue: kavya.dateOfBirth,
			}),
			expect.objectContaining({ fieldLabel: 'Email', defaultValue: 'applicant@example.com' }),
			{ fieldLabel: 'asked', fieldType: 'hiddenField', fieldValue: '' },
		]);
		expect(description).toMatch(/Nothing has been checked or paid for yet/);
		const form = formItem(KAVYA, false);
		form.binary = {};
		const labels = (checked(form).json.fields as IDataObject[]).map((field) => field.fieldLabel);
		expect(labels).toContain('Selfie');
		expect(labels).toContain('Consent');
		expect(nodeOf('Correct Your Details').parameters).toMatchObject({
			operation: 'page',
			defineForm: 'json',
			jsonOutput: '={{ JSON.stringify($json.fields) }}',
			limitWaitTime: true,
		});
	});

	it('asks about an email domain a letter off once, and keeps it when sent again as it is', () => {
		const first = fix({ email: 'kavya@gmial.com' });
		expect(first.problems).toEqual([
			'Email: Did you mean kavya@gmail.com? If kavya@gmial.com is right, send it again as it is.',
		]);
		// The correction page sends its fields and the hidden list of what it asked about, no consent.
		const { Consent: _consent, ...fields } = formItem({ ...KAVYA, email: 'kavya@gmial.com' }).json;
		const page = { ...fields, asked: 'kavya@gmial.com' };
		const again = code(
			'Check Details',
			[{ json: page }],
			{
				'KYC Form': [[formItem({ ...KAVYA, email: 'kavya@gmial.com' })]],
				'Correct Your Details': [[{ json: page }]],
			},
			1,
		)[0];
		expect(again.json).toMatchObject({ status: 'ok', applicant: { email: 'kavya@gmial.com' } });
	});

	it('takes the corrected values and the selfie sent last, and hands on the number as the Deepvue node reads it', () => {
		const form = formItem({ ...KAVYA, mobile: '98765 4321' });
		const page: INodeExecutionData = {
			json: { ...form.json, 'Mobile number': '+91 98765 43210' },
			binary: {},
		};
		const later = code(
			'Check Details',
			[page],
			{ 'KYC Form': [[form]], 'Correct Your Details': [[page]] },
			1,
		)[0];
		expect(later.json).toMatchObject({
			status: 'ok',
			applicant: { mobile: '9876543210', full_name: 'Kavya Reddy', consent: true },
		});
		expect(later.binary?.Selfie).toBe(form.binary!.Selfie);
		expect(mobileNumberFormat.normalize('+91 98765 43210', {} as never)).toBe('9876543210');
	});

	it('ends the application when the correction page times out: nothing was paid', () => {
		const waiting = checked(formItem({ ...KAVYA, mobile: '123' }));
		expect(
			code('Check Details', [waiting], { 'KYC Form': [[formItem(KAVYA)]] }, 1)[0].json,
		).toEqual({ status: 'gone' });
		expect(
			workflow.connections['Details OK?'].main.map((targets) =>
				targets?.map((target) => target.node),
			),
		).toEqual([['Ticket'], ['Correct Your Details']]);
	});
});

describe('the page DigiLocker sends the applicant back to', () => {
	const which = (query: IDataObject) => code('Which Page', [item({ query })])[0].json;

	it("hands DigiLocker's answer alone to the waiting execution, at n8n's own address, with its signature", () => {
		expect(
			which({ application: '57', signature: 'x+y/z', code: 'abc', state: 's-1', extra: 'no' }),
		).toEqual({
			page: 'received',
			application: '57',
			resume_url:
				'https://n8n.example.com/webhook-waiting/57?signature=x%2By%2Fz&state=s-1&code=abc',
		});
		expect(
			which({ application: '57', state: 's-1', error: 'access_denied', error_description: 'no' }),
		).toMatchObject({
			page: 'not_shared',
			resume_url:
				'https://n8n.example.com/webhook-waiting/57?state=s-1&error=access_denied&error_description=no',
		});
	});

	it("resumes nothing for a link that is not an application number and DigiLocker's answer", () => {
		for (const query of [
			{ application: '../42', code: 'abc', state: 's-1' },
			{ application: '57@evil.example', code: 'abc', state: 's-1' },
			{ application: '57', code: 'abc' },
			{ application: '57', state: 's-1' },
			{ page: 'busy' },
		])
			expect([query, which(query).resume_url]).toEqual([query, '']);
	});

	function pageAfter(query: IDataObject, status?: number, record: IDataObject = {}): string {
		const [asked] = code('Which Page', [item({ query })]);
		const ran: EarlierRuns = { 'Which Page': [[asked]] };
		if (status === undefined) return code('Applicant Page', [asked], ran)[0].json.page as string;
		const [resumed] = code('Resumed', [item({ statusCode: status })], ran);
		ran.Resumed = [[resumed]];
		return code('Applicant Page', [item(record)], ran)[0].json.page as string;
	}
	const back = { application: '57', code: 'abc', state: 's-1' };
	const title = (page: string) => /<h1>([^<]*)<\/h1>/.exec(page)?.[1];

	it('says the application is received when it resumed it, with its reference, when it is decided and whom to ask', () => {
		const page = pageAfter(back, 200);
		expect(title(page)).toBe('Thank you, we have your application');
		expect(page).toContain('KYC-57');
		expect(page).toContain('2 working days');
		expect(page).toContain('support@example.com');
	});

	it('shows the same page whatever the decision: a reload or Back finds the application decided, approved or not', () => {
		const approved = pageAfter(back, 404, {
			application_id: '57',
			decision: 'approve',
			reasons: '',
		});
		const rejected = pageAfter(back, 404, {
			application_id: '57',
			decision: 'reject',
			reasons: 'aadhaar_name_mismatch, dob_differs',
		});
		expect(title(approved)).toBe('We already have your application');
		expect(rejected).toBe(approved);
		expect(pageAfter(back, 409)).toBe(approved);
	});

	it('tells an applicant back after the wait ran out that the link expired, and offers both ways again', () => {
		const page = pageAfter(back, 404, {
			application_id: '57',
			decision: 'review',
			reasons: 'digilocker_timeout',
		});
		expect(title(page)).toBe('This link has expired');
		expect(page).toContain('20 minutes');
		expect(page).toContain('href="/form/deepvue-kyc"');
		expect(page).toContain('href="/form/deepvue-onboarding"');
	});

	it('offers the way without Aadhaar when the documents were not shared, when DigiLocker is down and when it is busy', () => {
		for (const [query, status, heading] of [
			[{ ...back, code: undefined, error: 'access_denied' }, 200, 'Your documents were not shared'],
			[{ page: 'unavailable', application: '57' }, undefined, 'DigiLocker cannot be reached now'],
			[{ page: 'busy' }, undefined, 'Please try again later'],
		] as const) {
			const page = pageAfter(query, status);
			expect([heading, title(page)]).toEqual([heading, heading]);
			expect([heading, page]).toEqual([
				heading,
				expect.stringContaining('href="/form/deepvue-onboarding"'),
			]);
		}
	});

	it('does not invent an application for a link it cannot find, and shows no reference then', () => {
		const page = pageAfter(back, 404, {});
		expect(title(page)).toBe('We cannot find this application');
		expect(page).not.toContain('KYC-');
		expect(title(pageAfter({ page: 'nonsense' }))).toBe('We cannot find this application');
	});
});

describe('an application', () => {
	it("is approved when the e-Aadhaar, its photo and the PAN are the applicant's, and the number is not revoked", async () => {
		const { decision, session, documents } = await apply(KAVYA, { as: 'kavya' });

		expect(decision).toMatchObject({ decision: 'approve', reasons: [], retain_until: null });
		expect(decision.masked_aadhaar).toBe(`xxxx-xxxx-${kavya.aadhaar.slice(-4)}`);
		expect(decision.documents_fetched).toEqual(['aadhaar', 'pan']);
		expect(decision.face_confidence).toBeGreaterThanOrEqual(80);
		expect(decision.transaction_ids).toEqual([
			session.session_id,
			...(documents!.json.transaction_ids as string[]),
			expect.any(String),
		]);
		expect(decision.reference).toBe('KYC-42');
		expect(JSON.stringify(decision)).not.toContain(kavya.aadhaar);
		expect(JSON.stringify(decision)).not.toContain(kavya.mobile);
	});

	it("is rejected for someone else's documents: another person's e-Aadhaar and date of birth", async () => {
		const { decision } = await apply(KAVYA, { as: 'meera' });
		expect(decision.decision).toBe('reject');
		expect(decision.reasons).toEqual(
			expect.arrayContaining(['aadhaar_name_mismatch', 'dob_differs', 'pan_name_mismatch']),
		);
		// A consent record not approved is deleted a year after the decision.
		expect(
			Date.parse(String(decision.retain_until)) - Date.parse(String(decision.decided_at)),
		).toBe(365 * 86_400_000);
	});

	it.each([
		// Her given name, another family name: perhaps her married name, for a person to look at.
		[
			'a name that differs from the e-Aadhaar',
			{ fullName: 'Kavya Rao' },
			'aadhaar_family_name_by_marriage',
		],
		["another person's selfie", { selfieOf: 'meera' }, 'face_low_confidence'],
		['a date of birth that differs', { dateOfBirth: '1994-03-21' }, 'dob_differs'],
		[
			'a mobile number on the revoked list',
			{ mobile: personById('rohan').mobile },
			'mobile_revoked',
		],
	])('goes to review for %s', async (_case, change, reason) => {
		const { decision } = await apply({ ...KAVYA, ...change }, { as: 'kavya' });
		expect(decision.decision).toBe('review');
		expect(decision.reasons).toContain(reason);
	});

	it('goes to review when DigiLocker holds no PAN: a person asks for one (or Form 60)', async () => {
		const priya = personById('priya');
		const { decision } = await apply(
			{
				fullName: 'Priya Nair',
				mobile: priya.mobile,
				dateOfBirth: priya.dateOfBirth,
				selfieOf: 'priya',
			},
			{ as: 'priya' },
		);
		expect(decision).toMatchObject({ decision: 'review', reasons: ['no_pan_in_digilocker'] });
	});

	it('goes to review when the applicant refused at DigiLocker, having paid for no code, face match or revoked-number check', async () => {
		const { decision } = await apply(KAVYA, { as: 'kavya', decision: 'deny' });
		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['digilocker_denied'],
			documents_fetched: [],
		});
		for (const paid of [
			'/v1/kyc/digilocker/access-token',
			'/v2/facematch',
			'/v1/verification/mnrl/verify',
		])
			expect([paid, testBed().emulator.requestsTo(paid)]).toEqual([paid, []]);
	});

	it('goes to review when the applicant is not back in time, and answers no one', async () => {
		const { decision } = await apply(KAVYA, 'timeout');
		expect(decision).toMatchObject({ decision: 'review', reasons: ['digilocker_timeout'] });
	});

	it('is not started when DigiLocker cannot be reached: the applicant is told to try again, and the number is free again', () => {
		const ran: EarlierRuns = {
			Limits: [[item({ ...code('Ticket', [checked(formItem(KAVYA))])[0].json })]],
			'DigiLocker Unavailable': [[item({})]],
		};
		ran.Limits = [
			code('Limits', [item({ ...ran.Limits[0][0].json, id: 1 })], { Ticket: ran.Limits }),
		];
		expect(code('KYC Decision', [item({})], ran)[0].json).toMatchObject({
			decision: 'not_started',
			reasons: ['digilocker_unavailable'],
		});
		expect(workflow.connections['DigiLocker Unavailable'].main).toEqual([
			[{ node: 'KYC Decision', type: 'main', index: 0 }],
		]);
		expect(workflow.connections['Decision Record'].main).toEqual([
			[{ node: 'Close Ticket', type: 'main', index: 0 }],
		]);
	});
});
