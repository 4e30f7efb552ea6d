/**
 * examples/kyc-onboarding.json, the KYC onboarding with DigiLocker and a selfie: its Deepvue nodes
 * run as written through n8n's engine against the emulator, the applicant's way through DigiLocker's
 * consent page driven as a browser would, its Code nodes run on their items (test/harness/codeNode.ts),
 * the other nodes of n8n-nodes-base pinned. `npm run test:n8n` runs the whole workflow in a real n8n.
 */
import type { IDataObject, INode, INodeExecutionData, IPinData } from 'n8n-workflow';
import path from 'node:path';

import { LINK_LIFETIME_MS } from '../nodes/Deepvue/model/digilocker';
import { personById } from '../testbed/emulator/world';
import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { runCodeNode } from './harness/codeNode';
import type { CodeSandbox } from './harness/codeNode';
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

/** The expression of the page the applicant is sent back to: Application Received's `page`. */
const applicantPage = (): string =>
	String(
		(
			nodeOf('Application Received').parameters.assignments as {
				assignments: Array<{ name: string; value: unknown }>;
			}
		).assignments.find((assignment) => assignment.name === 'page')?.value,
	);

/** That page for a consent record (Consent Record's output), its expression run as plain JavaScript. */
function pageFor(record: IDataObject): string {
	const body = /^=\{\{([\s\S]*)\}\}$/.exec(applicantPage().trim())?.[1];
	if (!body) throw new Error('Application Received has no page expression');
	return String(new Function('$json', `return (${body});`)(record));
}

function runCode(name: string, input: IDataObject | INodeExecutionData, sandbox: CodeSandbox = {}) {
	return runCodeNode(String(nodeOf(name).parameters.jsCode), input, sandbox);
}

interface Applicant {
	fullName: string;
	mobile: string;
	dateOfBirth: string;
	/** Whose selfie the applicant uploads. */
	selfieOf: string;
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
			Email: 'applicant@example.com',
			Consent: consent ? [CONSENT] : [],
			submittedAt: '2026-11-26T10:00:00.000+05:30',
			formMode: 'production',
		},
		binary: { Selfie: photo(applicant.selfieOf, 'selfie') },
	};
}

type AtDigiLocker = { as: string; decision?: 'allow' | 'deny' } | 'timeout';

/**
 * One application through the template: the form, Limits, Start DigiLocker; the applicant at
 * DigiLocker's page (signed in as `atDigiLocker.as`), or never back; then Get Documents, Photos,
 * Match Faces, Revoked Number? and the KYC Decision, as the workflow's branches lead.
 */
async function apply(applicant: Applicant, atDigiLocker: AtDigiLocker) {
	const form = formItem(applicant);
	const limits = runCode('Limits', form, { staticData: {} }).json;
	expect(limits.checked).toBe(true);
	const pinData: IPinData = {
		'KYC Form': [form],
		Limits: [{ json: limits, pairedItem: { item: 0 } }],
		'Within Limits?': [{ json: limits, pairedItem: { item: 0 } }],
	};
	const started = await runWorkflowFile(testBed().instance, workflow, {
		pinData,
		destinationNode: 'Start DigiLocker',
	});
	const session = started.output('Start DigiLocker')[0].json;
	expect(session.authorization_url).toEqual(expect.any(String));
	const nodes: Record<string, IDataObject | INodeExecutionData> = {
		'KYC Form': form,
		Limits: limits,
		'Start DigiLocker': session,
	};
	const decide = () => runCode('KYC Decision', {}, { nodes, executionId: '42' }).json;
	if (atDigiLocker === 'timeout') return { decision: decide(), session };

	const query = await redirectQuery(
		testBed().emulator,
		String(session.authorization_url),
		atDigiLocker.as,
		atDigiLocker.decision,
	);
	const back = { json: { query }, pairedItem: { item: 0 } };
	Object.assign(pinData, {
		'Start DigiLocker': [{ json: session, pairedItem: { item: 0 } }],
		'Go To DigiLocker': [{ json: session, pairedItem: { item: 0 } }],
		'Wait For DigiLocker': [back],
		'Came Back?': [back],
	});
	const fetched = await runWorkflowFile(testBed().instance, workflow, {
		pinData,
		destinationNode: 'Get Documents',
	});
	expect(fetched.error).toBeUndefined();
	const documents = fetched.output('Get Documents')[0];
	nodes['Get Documents'] = documents;
	if (documents.json.status !== 'fetched') return { decision: decide(), session, documents };

	const photos = runCode('Photos', documents, { nodes });
	Object.assign(pinData, {
		'Get Documents': [{ ...documents, pairedItem: { item: 0 } }],
		'Shared?': [{ ...documents, pairedItem: { item: 0 } }],
		Photos: [{ ...photos, pairedItem: { item: 0 } }],
	});
	const checked = await runWorkflowFile(testBed().instance, workflow, {
		pinData,
		destinationNode: 'Revoked Number?',
	});
	expect(checked.error).toBeUndefined();
	const itemOf = (node: string) =>
		checked.runData[node][0].data!.main.flatMap((items) => items ?? [])[0];
	nodes['Match Faces'] = itemOf('Match Faces');
	nodes['Revoked Number?'] = itemOf('Revoked Number?');
	return { decision: decide(), session, documents };
}

describe('the template', () => {
	it('asks for a selfie and consent that says what is fetched and why, and never for an Aadhaar number', () => {
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
		// Aadhaar is voluntary: the form names another way in.
		expect(trigger.parameters.formDescription).toMatch(/voluntary/);
		expect(trigger.parameters.formDescription).toMatch(/\/form\/deepvue-onboarding/);
		expect(JSON.stringify(workflow)).not.toMatch(/aadhaar_?number|Aadhaar number"/i);
	});

	it('sends the applicant to DigiLocker with this execution to come back to, and waits longer than the link lives', () => {
		expect(nodeOf('Start DigiLocker').parameters).toMatchObject({
			resource: 'kyc',
			operation: 'startDigilockerSession',
			redirectUrl: '={{ $execution.resumeUrl }}',
			applicantConsent: '={{ $json.consent }}',
		});
		expect(nodeOf('Go To DigiLocker').parameters).toMatchObject({
			operation: 'completion',
			respondWith: 'redirect',
			redirectUrl: '={{ $json.authorization_url }}',
		});
		const wait = nodeOf('Wait For DigiLocker').parameters;
		expect(wait).toMatchObject({
			resume: 'webhook',
			responseMode: 'lastNode',
			limitWaitTime: true,
		});
		expect(wait.resumeUnit).toBe('minutes');
		expect(Number(wait.resumeAmount) * 60_000).toBeGreaterThan(LINK_LIFETIME_MS);
		expect(nodeOf('Get Documents').parameters).toMatchObject({
			digilockerSessionId: "={{ $('Start DigiLocker').first().json.session_id }}",
			digilockerRedirect: '={{ $json.query }}',
		});
	});

	it('goes on from every Deepvue node whatever it answers, and keeps no successful execution', () => {
		for (const node of workflow.nodes.filter((candidate) =>
			candidate.type.startsWith('n8n-nodes-deepvue'),
		)) {
			expect([node.name, node.onError]).toEqual([node.name, 'continueErrorOutput']);
			expect([node.name, workflow.connections[node.name].main.length]).toEqual([node.name, 2]);
			expect(node.credentials).toBeUndefined();
		}
		expect(workflow.settings).toMatchObject({ saveDataSuccessExecution: 'none' });
		const notes = workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node) => String(node.parameters.content))
			.join('\n');
		expect(notes).toMatch(/do not save successful executions/);
	});

	it('answers the applicant back from DigiLocker with its last node, a page: n8n refuses a Respond to Webhook node after a Form Trigger', () => {
		expect(
			workflow.nodes.filter((node) => node.type === 'n8n-nodes-base.respondToWebhook'),
		).toEqual([]);
		expect(nodeOf('Wait For DigiLocker').parameters).toMatchObject({
			responseMode: 'lastNode',
			responseData: 'firstEntryJson',
			options: {
				responsePropertyName: 'page',
				responseContentType: expect.stringMatching(/^text\/html/),
			},
		});
		expect(workflow.connections['Consent Record'].main).toEqual([
			[{ node: 'Application Received', type: 'main', index: 0 }],
		]);
		expect(workflow.connections['Application Received']).toBeUndefined();
	});

	it('shows one page for approve, review and reject, and a refusal the other way in', () => {
		const received = pageFor({ decision: 'approve', reasons: '' });
		expect(received).toContain('Thank you, we have your application');
		expect(pageFor({ decision: 'review', reasons: 'aadhaar_name_mismatch, dob_differs' })).toBe(
			received,
		);
		expect(pageFor({ decision: 'reject', reasons: 'aadhaar_name_mismatch, dob_differs' })).toBe(
			received,
		);
		const refused = pageFor({ decision: 'review', reasons: 'digilocker_denied' });
		expect(refused).toContain('You did not share your documents');
		expect(refused).toContain('PAN and UPI ID');
	});

	it("reads earlier nodes outside Code nodes by $json or .first(): n8n 1.123's default expression engine reads $('Limits').item there as empty", () => {
		for (const node of workflow.nodes.filter(
			(candidate) => !['n8n-nodes-base.code', 'n8n-nodes-base.stickyNote'].includes(candidate.type),
		))
			expect([node.name, JSON.stringify(node.parameters)]).toEqual([
				node.name,
				expect.not.stringMatching(/\$\('[^']+'\)\.item/),
			]);
	});

	it('keeps a consent record without the Aadhaar number, a photo or an address', () => {
		const columns = (
			nodeOf('Consent Record').parameters.columns as { schema: Array<{ id: string }> }
		).schema.map((column) => column.id);
		expect(columns).toEqual([
			'application_id',
			'consent_given_at',
			'purpose',
			'full_name',
			'email',
			'documents_fetched',
			'deepvue_transaction_ids',
			'masked_aadhaar',
			'decision',
			'reasons',
			'decided_at',
		]);
	});
});

describe('an application', () => {
	it("is approved when the e-Aadhaar, its photo and the PAN are the applicant's, and the number is not revoked", async () => {
		const { decision, session, documents } = await apply(KAVYA, { as: 'kavya' });

		expect(decision).toMatchObject({ decision: 'approve', reasons: [] });
		expect(decision.masked_aadhaar).toBe(`xxxx-xxxx-${kavya.aadhaar.slice(-4)}`);
		expect(decision.documents_fetched).toEqual(['aadhaar', 'pan']);
		expect(decision.face_confidence).toBeGreaterThanOrEqual(80);
		expect(decision.transaction_ids).toEqual([
			session.session_id,
			...(documents!.json.transaction_ids as string[]),
			expect.any(String),
		]);
		expect(JSON.stringify(decision)).not.toContain(kavya.aadhaar);
	});

	it("is rejected for someone else's documents: another person's e-Aadhaar and date of birth", async () => {
		const { decision } = await apply(KAVYA, { as: 'meera' });
		expect(decision.decision).toBe('reject');
		expect(decision.reasons).toEqual(
			expect.arrayContaining(['aadhaar_name_mismatch', 'dob_differs', 'pan_name_mismatch']),
		);
	});

	it.each([
		['a name that differs from the e-Aadhaar', { fullName: 'Kavya Rao' }, 'aadhaar_name_mismatch'],
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

	it('goes to review when the applicant refused at DigiLocker, and shows them the page that offers another way', async () => {
		const { decision } = await apply(KAVYA, { as: 'kavya', decision: 'deny' });
		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['digilocker_denied'],
			documents_fetched: [],
		});
		expect(applicantPage()).toMatch(/digilocker_denied.*PAN and UPI ID/s);
		expect(testBed().emulator.requestsTo('/v1/kyc/digilocker/access-token')).toHaveLength(0);
	});

	it('goes to review when the applicant is not back in time, and answers no one', async () => {
		const { decision } = await apply(KAVYA, 'timeout');
		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['digilocker_timeout'],
		});
	});
});

describe('Limits', () => {
	const limits = (form: INodeExecutionData, staticData: IDataObject) =>
		runCode('Limits', form, { staticData }).json;

	it('takes one open application per mobile number: a double submit pays nothing', () => {
		const staticData = {};
		expect(limits(formItem(KAVYA), staticData).checked).toBe(true);
		expect(limits(formItem(KAVYA), staticData)).toMatchObject({
			checked: false,
			reasons: ['application_open'],
		});
		expect(
			limits(formItem({ ...KAVYA, mobile: personById('meera').mobile }), staticData).checked,
		).toBe(true);
	});

	it('checks nothing without the consent', () => {
		expect(limits(formItem(KAVYA, false), {})).toMatchObject({
			checked: false,
			reasons: ['no_consent'],
		});
	});
});
