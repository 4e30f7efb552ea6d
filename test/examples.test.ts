// The workflows in examples/ are what users import, so their Deepvue parts are run here as
// written: parameters, expressions and node names from the files, through n8n's engine, against
// the emulator. Nodes of n8n-nodes-base and LangChain are not installed in these tests; their
// output is pinned, built from their own parameters where that is plain data. `npm run test:n8n`
// runs the whole workflows in a real n8n.
import { NodeConnectionTypes, NodeHelpers } from 'n8n-workflow';
import type { IDataObject, INode, INodeExecutionData, INodeType, IPinData } from 'n8n-workflow';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { PLAN_LIMITS } from '../common/limits/plans';
import { mobileNumberFormat, panFormat, vpaFormat } from '../nodes/Deepvue/inputs/formats';
import {
	CHANGED_INPUTS,
	INVALID_INPUTS,
	NOT_FOUND_INPUTS,
	UNAVAILABLE_INPUTS,
} from '../testbed/emulator/server';
import { personById } from '../testbed/emulator/world';
import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { loadPackage } from '../testbed/inProcessN8n/package';
import { binaryFile } from '../testbed/inProcessN8n/run';
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';
import { deepvueTool } from './harness/agentTool';
import { runCodeNode, runTemplateCode } from './harness/codeNode';
import type { EarlierRuns } from './harness/codeNode';
import { useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import { isPackageNode, readWorkflowFile, runWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

const EXAMPLES = path.join(PACKAGE_ROOT, 'examples');
const exampleFiles = readdirSync(EXAMPLES).filter((file) => file.endsWith('.json'));
const example = (file: string) => readWorkflowFile(path.join(EXAMPLES, file));
const nodeOf = (workflow: WorkflowFile, name: string): INode => {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`${workflow.name} has no node ${name}`);
	return node;
};

const testBed = useTestBed();

/** What a Set node (3.x, manual mapping) outputs for its literal assignments. */
function setNodeOutput(node: INode): INodeExecutionData[] {
	const { assignments } = (node.parameters.assignments ?? {}) as {
		assignments?: Array<{ name: string; value: unknown }>;
	};
	const json: IDataObject = {};
	for (const { name, value } of assignments ?? []) {
		if (typeof value === 'string' && value.startsWith('='))
			throw new Error(`${node.name} has an expression; pin it by hand`);
		json[name] = value as IDataObject[string];
	}
	return [{ json, pairedItem: { item: 0 } }];
}

/** What a Code node outputs when its code only returns literal items (no $input, no helpers). */
function codeNodeOutput(node: INode): INodeExecutionData[] {
	const items = new Function(String(node.parameters.jsCode))() as INodeExecutionData[];
	return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
}

/** What Convert to File (CSV) outputs for items: one file, header row from the first item. */
function csvFileOutput(node: INode, items: INodeExecutionData[]): INodeExecutionData[] {
	const columns = Object.keys(items[0].json);
	const csv = [
		columns.join(','),
		...items.map((item) => columns.map((column) => String(item.json[column] ?? '')).join(',')),
	].join('\n');
	const fileName = String(
		(node.parameters.options as IDataObject | undefined)?.fileName ?? 'data.csv',
	);
	return [
		{
			json: {},
			binary: { data: binaryFile(csv, fileName) },
			pairedItem: items.map((_, item) => ({ item })),
		},
	];
}

describe.each(exampleFiles)('examples/%s', (file) => {
	it('is a workflow n8n can import: unique names, connections between its nodes', () => {
		const workflow = example(file);
		expect(typeof workflow.name).toBe('string');
		const names = workflow.nodes.map((node) => node.name);
		expect(new Set(names).size).toBe(names.length);
		expect(new Set(workflow.nodes.map((node) => node.id)).size).toBe(names.length);
		for (const [source, outputs] of Object.entries(workflow.connections)) {
			expect(names).toContain(source);
			for (const connections of Object.values(outputs)) {
				for (const connection of connections.flat()) expect(names).toContain(connection?.node);
			}
		}
	});

	it('carries no credential: whoever imports it picks their own (n8n template convention)', () => {
		expect(
			example(file)
				.nodes.filter((node) => node.credentials !== undefined)
				.map((node) => node.name),
		).toEqual([]);
	});

	it('sets only parameters the Deepvue nodes have, with no missing required value', async () => {
		const { nodes } = await loadPackage();
		const packageNodes = example(file).nodes.filter(isPackageNode);
		expect(packageNodes.length).toBeGreaterThan(0);
		for (const node of packageNodes) {
			const shortType = node.type.replace('n8n-nodes-deepvue.', '');
			// n8n builds the "Tool" variant of a usableAsTool node from the node itself.
			const type = (shortType === 'deepvueTool' ? nodes.deepvue : nodes[shortType]) as INodeType;
			expect(type).toBeDefined();
			// The trigger's version 2 keeps its secret in a credential.
			expect(node.typeVersion).toBe(shortType === 'deepvueTrigger' ? 2 : 1);
			const known = new Set(type.description.properties.map((property) => property.name));
			// n8n's convertNodeToAiTool adds the Tool Description settings to the Tool variant.
			const toolSettings =
				shortType === 'deepvueTool' ? ['descriptionType', 'toolDescription'] : [];
			for (const name of toolSettings) known.add(name);
			expect(Object.keys(node.parameters).filter((name) => !known.has(name))).toEqual([]);
			const options = (node.parameters.options ?? {}) as IDataObject;
			const knownOptions = new Set(
				type.description.properties
					.find((property) => property.name === 'options')
					?.options?.map((option) => option.name),
			);
			expect(Object.keys(options).filter((name) => !knownOptions.has(name))).toEqual([]);
			const parameters = Object.fromEntries(
				Object.entries(node.parameters).filter(([name]) => !toolSettings.includes(name)),
			) as INode['parameters'];
			const resolved = NodeHelpers.getNodeParameters(
				type.description.properties,
				parameters,
				true,
				false,
				node,
				type.description,
			);
			expect(
				NodeHelpers.getNodeParametersIssues(
					type.description.properties,
					{ ...node, parameters: resolved ?? {} },
					type.description,
				),
			).toBeNull();
		}
	});
});

describe('onboarding check', () => {
	const workflow = example('onboarding-check.json');

	it("looks up the name, verifies the UPI ID and finds the masked PAN, each compared with the applicant's name", async () => {
		const { emulator, instance } = testBed();
		const pinData: IPinData = {
			"When clicking 'Execute workflow'": [{ json: {} }],
			Applicant: setNodeOutput(nodeOf(workflow, 'Applicant')),
		};

		const run = await runWorkflowFile(instance, workflow, {
			pinData,
			destinationNode: 'PAN From Mobile',
		});

		expect(run.error).toBeUndefined();
		// Each node compares the name it finds with the applicant's full name.
		expect(run.output('Name From Mobile').map((item) => item.json)).toEqual([
			{
				name: 'Kavya Reddy',
				name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
			},
		]);
		expect(run.output('Verify UPI ID')[0].json).toMatchObject({
			account_exists: true,
			name_at_bank: 'KAVYA REDDY',
			name_match: { verdict: 'match' },
		});
		const [pan] = run.output('PAN From Mobile');
		expect(pan.json.full_name).toBe('KAVYA REDDY');
		expect(pan.json.name_match).toMatchObject({ verdict: 'match' });
		expect(pan.json.pan_number).toMatch(/^X{6}[0-9A-Z]{4}$/);
		// The inputs came from the Applicant node, tidied: +91 and spaces removed.
		expect(emulator.requestsTo('/v1/mobile-intelligence/mobile-to-name')[0].query).toEqual({
			mobile_number: '9876543210',
		});
		expect(emulator.requestsTo('/v1/verification/upi')[0].query).toEqual({
			vpa: 'kavya.reddy@okaxis',
			name: 'Kavya Reddy',
		});
		expect(emulator.requestsTo('/v1/mobile-intelligence/mobile-to-pan')[0].query).toEqual({
			mobile_number: '9876543210',
		});
	});
});

describe('onboarding from a form', () => {
	const workflow = example('onboarding-form.json');
	const CONSENT = 'I agree that my mobile number, UPI ID and PAN are verified with Deepvue for KYC';
	// The sample people's PANs (testbed/emulator/world.ts).
	const PAN_OF = {
		kavya: personById('kavya').pan,
		meera: personById('meera').pan,
		ravi: personById('ravi').pan,
		asha: personById('asha').pan,
	};
	const item = (json: IDataObject): INodeExecutionData => ({ json });

	/** A Code node of the template run on `input` (execution 42), after the nodes of `ran`. */
	const code = (name: string, input: INodeExecutionData[], ran: EarlierRuns = {}, runIndex = 0) =>
		runTemplateCode(
			{ nodes: workflow.nodes as never, ran, runIndex, executionId: '42' },
			name,
			input,
		);

	function formItem(
		fullName: string,
		mobile: string,
		upiId: string,
		consent = true,
		pan = PAN_OF.kavya,
	): IDataObject {
		return {
			'Full name': fullName,
			'Mobile number': mobile,
			'UPI ID': upiId,
			PAN: pan,
			Email: 'applicant@example.com',
			Consent: consent ? [CONSENT] : [],
			submittedAt: '2026-11-25T10:00:00.000+05:30',
			formMode: 'production',
		};
	}

	/** The Deepvue node `deepvue` run through n8n's engine on the item the node `feeder` output. */
	async function after(feeder: string, input: IDataObject, deepvue: string) {
		const run = await runWorkflowFile(testBed().instance, workflow, {
			startNode: feeder,
			pinData: { [feeder]: [{ json: input, pairedItem: { item: 0 } }] },
			destinationNode: deepvue,
		});
		expect(run.error).toBeUndefined();
		// The node's item, from its regular output or its error output.
		return run.runData[deepvue][0].data!.main.flatMap((items) => items ?? [])[0].json;
	}

	/** Check Details on the form as sent. */
	const checked = (form: IDataObject) =>
		code('Check Details', [item(form)], { 'Onboarding Form': [[item(form)]] })[0].json;

	/**
	 * One submission: Check Details, its limits line alone in the log and Limits run as code; the
	 * three Deepvue nodes through n8n's engine, each from the node that feeds it; the decision as code.
	 */
	async function submit(form: IDataObject) {
		const ran: EarlierRuns = { 'Onboarding Form': [[item(form)]] };
		const details = checked(form);
		expect(details).toMatchObject({ status: 'ok' });
		const [ticket] = code('Ticket', [item(details)], ran);
		ran.Ticket = [[ticket]];
		const [limits] = code('Limits', [item({ ...ticket.json, id: 1 })], ran);
		ran.Limits = [[limits]];
		const mobile = await after('Within Limits?', limits.json, 'Name From Mobile');
		const upi = await after(
			'UPI Request',
			code('UPI Request', [item({})], ran)[0].json,
			'Verify UPI ID',
		);
		const pan = await after(
			'PAN Request',
			code('PAN Request', [item({})], ran)[0].json,
			'Verify PAN',
		);
		ran['Name From Mobile'] = [[item(mobile)]];
		ran['Verify UPI ID'] = [[item(upi)]];
		const decision = code('Onboarding Decision', [item(pan)], ran)[0].json;
		return { limits: limits.json, mobile, upi, pan, decision };
	}

	it('starts from a Form Trigger with a required consent, checks what is free first, pays only within the limits, and ends every path on a page of its own', () => {
		const trigger = nodeOf(workflow, 'Onboarding Form');
		expect(trigger).toMatchObject({
			type: 'n8n-nodes-base.formTrigger',
			typeVersion: 2.2,
			parameters: { options: { path: 'deepvue-onboarding' } },
		});
		const fields = (trigger.parameters.formFields as { values: IDataObject[] }).values;
		expect(fields.map((field) => field.fieldLabel)).toEqual([
			'Full name',
			'Mobile number',
			'UPI ID',
			'PAN',
			'Email',
			'Consent',
		]);
		expect(fields.every((field) => field.requiredField === true)).toBe(true);
		expect(fields[5]).toMatchObject({
			fieldType: 'checkbox',
			fieldOptions: { values: [{ option: CONSENT }] },
		});
		for (const name of ['Name From Mobile', 'Verify UPI ID', 'Verify PAN']) {
			const node = nodeOf(workflow, name);
			expect(node.onError).toBe('continueErrorOutput');
			expect(node.parameters.options).toMatchObject({ consentReason: 'KYC' });
			expect(node.parameters.nameToMatch).toBe('={{ $json.full_name }}');
		}
		const targets = (name: string) =>
			workflow.connections[name].main.map((outputs) => outputs?.map((target) => target.node));
		expect(targets('Onboarding Form')).toEqual([['Check Details']]);
		expect(targets('Details OK?')).toEqual([['Ticket'], ['Correct Your Details']]);
		// Both outputs (answer and error) of each Deepvue node go on.
		expect(targets('Name From Mobile')).toEqual([['UPI Request'], ['UPI Request']]);
		expect(targets('Verify UPI ID')).toEqual([['PAN Request'], ['PAN Request']]);
		expect(targets('Verify PAN')).toEqual([['Onboarding Decision'], ['Onboarding Decision']]);
		expect(targets('Within Limits?')).toEqual([['Name From Mobile'], ['Try Again Later']]);
		expect(targets('Application Received')).toEqual([['Close Ticket']]);
		expect(workflow.connections['Try Again Later']).toBeUndefined();
		// The pages come from Applicant Pages: nothing Deepvue returned reaches them.
		expect(nodeOf(workflow, 'Received Page').parameters.jsCode).not.toMatch(
			/Name From Mobile|Verify/,
		);
		const [received] = code('Received Page', [item({})], {
			Limits: [
				[
					item({
						pages_url: 'https://n8n.example.com/webhook/deepvue-onboarding-page',
						application_id: '42',
					}),
				],
			],
		});
		expect(received.json.page_url).toBe(
			'https://n8n.example.com/webhook/deepvue-onboarding-page?page=received&application=42',
		);
		const page = code('Applicant Page', [
			item({ query: { page: 'received', application: '42' } }),
		])[0].json.page as string;
		expect(page).toMatch(/<h1>Thank you, we have your application<\/h1>/);
		expect(page).toContain('APP-42');
	});

	it("asks the applicant to correct a 9-digit mobile number, a 9-character PAN, a PAN that is not a person's or a misspelt UPI handle before anything is paid", () => {
		expect(checked(formItem('Kavya Reddy', '98765 4321', 'kavya.reddy@okaxis')).problems).toEqual([
			'Mobile number: Type your 10-digit mobile number: it starts with 6, 7, 8 or 9.',
		]);
		expect(
			checked(formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxis', true, 'ABRPA1017'))
				.problems,
		).toEqual([
			'PAN: Type your PAN as it is on your PAN card: 5 letters, 4 digits, 1 letter, like ABCPE1234F.',
		]);
		expect(
			checked(formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxis', true, 'ABRCA1017K'))
				.problems,
		).toEqual([
			'PAN: The PAN of a person has P as its fourth letter (ABCPE1234F): type your own PAN.',
		]);
		expect(checked(formItem('Kavya Reddy', '9876543210', 'ravi.sharma.okaxis')).problems).toEqual([
			'UPI ID: Type your UPI ID as your UPI app shows it, like name@okaxis.',
		]);
		for (const [typed, meant] of [
			['kavya.reddy@okaxsi', 'kavya.reddy@okaxis'],
			['kavya.reddy@okhdfcbnk', 'kavya.reddy@okhdfcbank'],
			['kavya.reddy@okhdfc', 'kavya.reddy@okhdfcbank'],
		])
			expect(checked(formItem('Kavya Reddy', '9876543210', typed)).problems).toEqual([
				`UPI ID: Did you mean ${meant}? If ${typed} is right, send it again as it is.`,
			]);
		expect(
			checked(formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxis', false)).problems,
		).toEqual(['Consent: Tick the box to give your consent: without it nothing can be checked.']);
		expect(testBed().emulator.requests).toEqual([]);
	});

	it('keeps a UPI handle it does not know, and one it asked about once when it is sent again as it is', () => {
		expect(checked(formItem('Kavya Reddy', '9876543210', 'kavya@mybank'))).toMatchObject({
			status: 'ok',
			applicant: { upi_id: 'kavya@mybank' },
		});
		const { Consent: _consent, ...fields } = formItem(
			'Kavya Reddy',
			'9876543210',
			'kavya.reddy@okaxsi',
		);
		const page = item({ ...fields, asked: 'kavya.reddy@okaxsi' });
		const again = code(
			'Check Details',
			[page],
			{
				'Onboarding Form': [[item(formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxsi'))]],
				'Correct Your Details': [[page]],
			},
			1,
		)[0].json;
		expect(again).toMatchObject({ status: 'ok', applicant: { upi_id: 'kavya.reddy@okaxsi' } });
	});

	it('hands on nothing the Deepvue nodes would refuse: a value Check Details takes is one the node takes', () => {
		const cases = [
			['98765 43210', 'ABRPA1017K', 'kavya@okaxis'],
			['+91 98765 43210', 'abrpa1017k', 'k.r-1_2@ybl'],
			['098765 43210', 'ABR PA1017K', 'kavya@mybank.co'],
			['919876543210', 'ABRPA 1017K', 'kavya@okaxis'],
		];
		for (const [mobile, pan, vpa] of cases) {
			const details = checked(formItem('Kavya Reddy', mobile, vpa, true, pan));
			expect([mobile, pan, vpa, details.status]).toEqual([mobile, pan, vpa, 'ok']);
			const applicant = details.applicant as IDataObject;
			const context = { timeZone: 'Asia/Kolkata' } as never;
			expect(mobileNumberFormat.normalize(String(applicant.mobile), context)).toBe(
				applicant.mobile,
			);
			expect(panFormat.normalize(String(applicant.pan), context)).toBe(applicant.pan);
			expect(vpaFormat.normalize(String(applicant.upi_id), context)).toBe(applicant.upi_id);
		}
	});

	it('approves an applicant whose name matches the number, the UPI account and the PAN', async () => {
		const { mobile, upi, pan, decision } = await submit(
			formItem('Kavya Reddy', '+91 98765 43210', 'kavya.reddy@okaxis'),
		);
		expect(mobile).toEqual({
			name: 'Kavya Reddy',
			name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
		});
		expect(upi).toMatchObject({ account_exists: true, name_match: { verdict: 'match' } });
		expect(pan).toMatchObject({
			full_name: 'KAVYA REDDY',
			status: 'VALID',
			category: 'Individual',
			name_match: { verdict: 'match' },
		});
		expect(decision).toEqual({
			decision: 'approve',
			reasons: [],
			mobile_name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
			upi_name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
			pan_name_match: { score: 100, verdict: 'match', reasons: ['same_words'] },
			upi_account_exists: true,
			pan_valid: true,
			applicant: {
				full_name: 'Kavya Reddy',
				email: 'applicant@example.com',
				mobile: 'XXXXXX3210',
				pan: `XXXXXX${PAN_OF.kavya.slice(-4)}`,
				upi_id: 'kavya.reddy@okaxis',
			},
			submitted_at: '2026-11-25T10:00:00.000+05:30',
			reference: 'APP-42',
		});
		const { emulator } = testBed();
		expect(emulator.requestsTo('/v1/mobile-intelligence/mobile-to-name')[0].query).toMatchObject({
			mobile_number: '9876543210',
			consent: 'Y',
			reason: 'KYC',
		});
		expect(emulator.requestsTo('/v1/verification/upi')[0].query).toMatchObject({
			vpa: 'kavya.reddy@okaxis',
			name: 'Kavya Reddy',
			consent: 'Y',
			reason: 'KYC',
		});
		expect(emulator.requestsTo('/v1/verification/panbasic')[0].query).toMatchObject({
			pan_number: PAN_OF.kavya,
			consent: 'Y',
			reason: 'KYC',
		});
	});

	it('sends a number Deepvue has no record of to review', async () => {
		const { mobile, decision } = await submit(
			formItem('Kavya Reddy', '9999999999', 'kavya.reddy@okaxis'),
		);
		expect(mobile).toMatchObject({ no_record: true });
		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['mobile_no_record'],
			mobile_name_match: null,
			upi_account_exists: true,
		});
	});

	it('sends a UPI ID Deepvue does not know to review', async () => {
		const { upi, decision } = await submit(
			formItem('Asha Rao', '98123 45678', 'unknown@upi', true, PAN_OF.asha),
		);
		expect(upi).toMatchObject({ no_record: true });
		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['upi_account_not_found'],
			upi_account_exists: false,
			upi_name_match: null,
		});
	});

	it("rejects a name that is neither the number's nor the UPI account's nor the PAN's, and keeps no name Deepvue returned", async () => {
		const { decision } = await submit(
			formItem('Vikram Rathore', '9876543211', 'meera.iyer@ybl', true, PAN_OF.meera),
		);
		expect(decision).toMatchObject({ decision: 'reject' });
		expect(decision.reasons).toEqual(
			expect.arrayContaining([
				'mobile_name_mismatch',
				'mobile_given_name_differs',
				'upi_name_mismatch',
				'pan_name_mismatch',
			]),
		);
		// The number's, the account's and the PAN's holder is Meera Lakshmi Iyer; only the UPI ID typed is kept.
		expect(JSON.stringify(decision)).not.toMatch(/Lakshmi|LAKSHMI|MEERA|Iyer|IYER/);
	});

	it("never approves a name stuffed with a second person's: each lookup is partial, and the names found differ", async () => {
		// The number and the PAN are Kavya Reddy's, the UPI account Meera Lakshmi Iyer's.
		const { decision } = await submit(
			formItem('Kavya Reddy Meera Lakshmi Iyer', '9876543210', 'meera.iyer@ybl'),
		);
		expect(decision).toMatchObject({
			decision: 'review',
			mobile_name_match: { verdict: 'partial' },
			upi_name_match: { verdict: 'partial' },
			pan_name_match: { verdict: 'partial' },
		});
		expect(decision.reasons).toEqual(
			expect.arrayContaining([
				'mobile_name_partial',
				'mobile_extra_words',
				'upi_name_partial',
				'upi_extra_words',
				'found_names_differ',
			]),
		);
	});

	it("sends a UPI account held in a deceased person's name to review, with the reason", async () => {
		const body = {
			code: 200,
			timestamp: Date.now(),
			transaction_id: 't-1',
			sub_code: 'SUCCESS',
			message: 'UPI Successfully Verified',
			data: {
				account_exists: true,
				name_at_bank: 'LATE KAVYA REDDY',
				name_information: { name_at_bank_cleaned: 'Late Kavya Reddy' },
			},
		};
		testBed().emulator.inject({ status: 200, pathPrefix: '/v1/verification/upi', body });
		const { decision } = await submit(formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxis'));
		expect(decision).toMatchObject({ decision: 'review', upi_name_match: { verdict: 'partial' } });
		expect(decision.reasons).toEqual([
			'upi_name_partial',
			'upi_holder_deceased',
			'found_names_differ',
		]);
	});

	it("sends to review a son who types his own name with his father's number, UPI ID and PAN", async () => {
		// Thomas Mathew is the son of Mathew Thomas (a Kerala Christian son carries his father's
		// given name second): every record the father's identifiers lead to says MATHEW THOMAS.
		const father = personById('mathew');
		const { decision } = await submit(
			formItem('Thomas Mathew', father.mobile, father.vpa, true, father.pan),
		);
		const turned = { score: 100, verdict: 'partial', reasons: ['turned_round'] };
		expect(decision).toMatchObject({
			decision: 'review',
			mobile_name_match: turned,
			upi_name_match: turned,
			pan_name_match: turned,
		});
		expect(decision.reasons).toEqual([
			'mobile_name_partial',
			'mobile_turned_round',
			'upi_name_partial',
			'upi_turned_round',
			'pan_name_partial',
			'pan_turned_round',
		]);
	});

	it("sends a PAN that is not valid to review, and one Deepvue says is not a person's", async () => {
		const invalid = await submit(
			formItem('Kavya Reddy', '9876543210', 'kavya.reddy@okaxis', true, 'INVPA1234A'),
		);
		expect(invalid.decision).toMatchObject({ decision: 'review', pan_valid: false });
		expect(invalid.decision.reasons).toEqual(expect.arrayContaining(['pan_not_valid']));
		// A PAN typed as a person's whose record says otherwise: the decision still sends it to a person.
		const pan = {
			status: 'VALID',
			category: 'Company',
			full_name: 'KAVYA REDDY',
			name_match: { score: 100, verdict: 'match', reasons: [] },
		};
		const ran: EarlierRuns = {
			Limits: [[item({ ...invalid.limits })]],
			'Name From Mobile': [[item(invalid.mobile)]],
			'Verify UPI ID': [[item(invalid.upi)]],
		};
		expect(code('Onboarding Decision', [item(pan)], ran)[0].json.reasons).toEqual([
			'pan_not_a_person',
		]);
	});

	it('reviews a partial match, a single mismatch, and three matches whose names found differ, rather than deciding', () => {
		const limits = {
			...(checked(formItem('K Reddy', '9876543210', 'kavya.reddy@okaxis'))
				.applicant as IDataObject),
			reference: 'APP-42',
		};
		const decide = (
			mobile: IDataObject,
			upi: IDataObject,
			pan: IDataObject = {
				status: 'VALID',
				category: 'Individual',
				full_name: 'KAVYA REDDY',
				...found('match'),
			},
		) =>
			code('Onboarding Decision', [item(pan)], {
				Limits: [[item(limits)]],
				'Name From Mobile': [[item(mobile)]],
				'Verify UPI ID': [[item(upi)]],
			})[0].json;
		function found(verdict: string, name = 'KAVYA REDDY') {
			return { name: name, name_at_bank: name, name_match: { score: 50, verdict, reasons: [] } };
		}
		expect(decide(found('partial'), { account_exists: true, ...found('match') })).toMatchObject({
			decision: 'review',
			reasons: ['mobile_name_partial'],
		});
		expect(decide(found('match'), { account_exists: true, ...found('mismatch') })).toMatchObject({
			decision: 'review',
			reasons: ['upi_name_mismatch'],
		});
		expect(
			decide(found('no_name', ''), { account_exists: true, ...found('mismatch') }),
		).toMatchObject({ decision: 'review', reasons: ['mobile_no_name', 'upi_name_mismatch'] });
		expect(
			decide(
				{ error: 'Source Unavailable (tried 5 times)' },
				{ account_exists: true, ...found('match') },
			),
		).toMatchObject({ decision: 'review', reasons: ['mobile_not_checked'] });
		// Were a comparison fooled into three matches, names found that are two people's still go to a person.
		expect(
			decide(found('match', 'KAVYA REDDY'), {
				account_exists: true,
				...found('match', 'MEERA LAKSHMI IYER'),
			}),
		).toMatchObject({ decision: 'review', reasons: ['found_names_differ'] });
		expect(
			decide(found('match', 'Kavya Reddy'), {
				account_exists: true,
				...found('match', 'KAVYA S REDDY'),
			}),
		).toMatchObject({ decision: 'approve', reasons: [] });
	});
});

describe('vendor onboarding', () => {
	const workflow = example('vendor-onboarding.json');
	const vendor = setNodeOutput(nodeOf(workflow, 'Vendor'))[0].json;

	/** Vendor Decision's JavaScript (Run Once for Each Item) on the bank check's item, with `$()` for the nodes it reads. */
	function decide(nodes: Record<string, IDataObject>, json: IDataObject): IDataObject {
		const code = String(nodeOf(workflow, 'Vendor Decision').parameters.jsCode);
		return runCodeNode(code, json, { nodes }).json;
	}

	/** One vendor through the three Deepvue nodes (n8n's engine, the emulator), then the decision. */
	async function onboard(changes: IDataObject = {}) {
		const input = { ...vendor, ...changes };
		const pinData: IPinData = {
			"When clicking 'Execute workflow'": [{ json: {} }],
			Vendor: [{ json: input, pairedItem: { item: 0 } }],
		};
		const run = await runWorkflowFile(testBed().instance, workflow, {
			pinData,
			destinationNode: 'Verify Bank Account',
		});
		expect(run.error).toBeUndefined();
		const [pan, gst, bank] = ['Verify PAN', 'GSTINs by PAN', 'Verify Bank Account'].map(
			(node) => run.output(node)[0].json,
		);
		return {
			pan,
			gst,
			bank,
			decision: decide({ Vendor: input, 'Verify PAN': pan, 'GSTINs by PAN': gst }, bank),
		};
	}

	it('approves the sample vendor: names match, PAN VALID, account exists, an Active GSTIN; one penny drop', async () => {
		const { emulator } = testBed();
		const { decision } = await onboard();

		expect(decision).toMatchObject({
			vendorRef: 'V-1042',
			decision: 'approve',
			reasons: [],
			panStatus: 'VALID',
			panNameMatch: 'match',
			bankNameMatch: 'match',
			accountExists: true,
			amountDeposited: 1,
		});
		expect(decision.activeGstins).toBeGreaterThan(0);
		expect(decision.pennyDropUtr).toBe(emulator.pennyDrops[0].utr);
		expect(emulator.pennyDrops).toHaveLength(1);
		const consent = { consent: 'Y', reason: 'KYB' };
		expect(emulator.requestsTo('/v1/verification/panbasic')[0].query).toEqual({
			pan_number: 'AAKFC1005L',
			...consent,
		});
		expect(emulator.requestsTo('/v1/verification/gstin/gstin-by-pan')[0].query).toEqual({
			pan_number: 'AAKFC1005L',
			...consent,
		});
		expect(emulator.requestsTo('/v1/verification/bankaccount')[0].query).toEqual({
			account_number: '502010000000',
			ifsc: 'HDFC0001234',
			...consent,
		});
	});

	it('outputs no account number, no name Deepvue returned and no whole PAN', async () => {
		const { decision, pan, bank } = await onboard();
		const text = JSON.stringify(decision);

		expect(decision.accountLast4).toBe('0000');
		for (const secret of [
			'502010000000',
			'5020 1000 0000',
			'AAKFC1005L',
			String(pan.full_name),
			String(bank.name_at_bank),
			'Coastal Spices',
		])
			expect(text).not.toContain(secret);
	});

	it('rejects an account held by someone else (name mismatch) and a closed account', async () => {
		const otherHolder = await onboard({ accountNumber: '502010000002' });
		expect(otherHolder.decision).toMatchObject({
			decision: 'reject',
			bankNameMatch: 'mismatch',
			accountExists: true,
		});

		const closed = await onboard({
			accountNumber: `${INVALID_INPUTS.closedAccountPrefix}12345678`,
		});
		expect(closed.decision).toMatchObject({
			decision: 'reject',
			accountExists: false,
			amountDeposited: 0,
		});
		expect(closed.decision.reasons).toEqual(['bank_account_not_found']);
		expect(otherHolder.decision.reasons).toEqual(
			expect.arrayContaining(['bank_name_mismatch', 'bank_given_name_differs']),
		);
	});

	it('sends to review a PAN Deepvue has no record of, or a check that failed', async () => {
		const unknownPan = await onboard({ pan: NOT_FOUND_INPUTS.panNumber });
		expect(unknownPan.pan).toMatchObject({ no_record: true });
		expect(unknownPan.decision).toMatchObject({
			decision: 'review',
			reasons: ['pan_no_record', 'no_active_gstin'],
			panStatus: 'unknown',
			activeGstins: 0,
		});

		testBed().emulator.inject({
			status: 500,
			pathPrefix: '/v1/verification/bankaccount',
			afterProcessing: true,
		});
		const lost = await onboard({ accountNumber: '502010000004' });
		expect(lost.bank.error).toMatch(/may have been deposited/);
		expect(lost.decision).toMatchObject({
			decision: 'review',
			reasons: ['bank_not_checked'],
			accountExists: null,
		});
		expect((lost.decision.errors as IDataObject).bank).toMatch(/may have been deposited/);
	});

	it('run again within Reuse Answers For: no second penny drop', async () => {
		await onboard();
		const again = await onboard();

		expect(testBed().emulator.pennyDrops).toHaveLength(1);
		expect(again.decision).toMatchObject({ decision: 'approve', pennyDropReused: true });
	});
});

describe('bulk UPI verification', () => {
	const upload = example('bulk-upi-verification-upload.json');
	const results = example('bulk-upi-verification-results.json');

	it('pairs the upload with the results trigger: same webhook path, and a place for the token but no secret', () => {
		const webhookUrl = new URL(String(nodeOf(upload, 'Upload UPI Batch').parameters.webhookUrl));
		const trigger = nodeOf(results, 'Deepvue Trigger');
		expect(webhookUrl.pathname).toBe(`/webhook/${trigger.webhookId}/webhook`);
		expect(webhookUrl.searchParams.get('token')).toMatch(/^PASTE-/);
		expect(trigger.parameters.secretToken).toBeUndefined();
		expect(trigger.credentials).toBeUndefined();
	});

	it('uploads the nightly CSV, and the trigger receives the result file', async () => {
		const { emulator, instance } = testBed();
		// The emulator serves the result file over http on this machine, which the trigger only
		// downloads when allowed.
		const { parameters } = nodeOf(results, 'Deepvue Trigger');
		const trigger = await serveTrigger(
			{
				...parameters,
				options: { ...(parameters.options as IDataObject), allowLoopbackHttp: true },
			},
			{
				secret: 'examples-webhook-secret-1',
				typeVersion: nodeOf(results, 'Deepvue Trigger').typeVersion,
			},
		);
		try {
			// The upload's Webhook URL, pointed at this test's trigger instead of localhost:5678, with the token.
			const workflow: WorkflowFile = {
				...upload,
				nodes: upload.nodes.map((node) =>
					node.name === 'Upload UPI Batch'
						? {
								...node,
								parameters: {
									...node.parameters,
									webhookUrl: `${trigger.url}?token=examples-webhook-secret-1`,
								},
							}
						: node,
				),
			};
			const rows = codeNodeOutput(nodeOf(upload, 'UPI IDs to Verify'));
			const pinData: IPinData = {
				'Every Night at 2:00': [{ json: { timestamp: '2026-11-23T02:00:00.000+05:30' } }],
				'UPI IDs to Verify': rows,
				'Convert to CSV': csvFileOutput(nodeOf(upload, 'Convert to CSV'), rows),
			};

			const run = await runWorkflowFile(instance, workflow, {
				pinData,
				startNode: 'Every Night at 2:00',
			});

			expect(run.error).toBeUndefined();
			const [submitted] = run.output('Upload UPI Batch');
			expect(submitted.json).toMatchObject({
				request_id: expect.any(String),
				message: expect.any(String),
			});
			const [upload0] = emulator.requestsTo('/v1/verification/upi-basic/batch');
			expect(upload0.files?.[0]?.filename).toBe('upi-ids.csv');

			const [started] = await trigger.waitForStarts(1);
			expect(started).toHaveLength(1);
			const [delivery] = started;
			expect(delivery.json.request_id).toBe(submitted.json.request_id);
			const csv = Buffer.from(delivery.binary!.data.data, 'base64').toString('utf8');
			const vpas = csv
				.trim()
				.split('\n')
				.slice(1)
				.map((line) => line.split(',')[0]);
			expect(vpas).toEqual(rows.map((row) => row.json.vpa));
		} finally {
			await trigger.close();
		}
	});
});

describe('KYC assistant (AI Agent)', () => {
	const workflow = example('ai-agent-kyc-assistant.json');

	/** A tool node of the example as the agent gets it; a call runs the node through the engine. */
	const toolOf = async (name: string) =>
		await deepvueTool(testBed().instance, nodeOf(workflow, name));

	it('connects the two Deepvue tools, the model and the memory to the agent', () => {
		const into = (type: string) =>
			Object.entries(workflow.connections)
				.filter(([, outputs]) =>
					outputs[type]?.flat().some((connection) => connection?.node === 'KYC Assistant'),
				)
				.map(([source]) => source);
		expect(into('ai_tool')).toEqual(['Verify UPI ID', 'Check PAN for 206AB']);
		expect(into('ai_languageModel')).toEqual(['OpenAI Chat Model']);
		expect(into('ai_memory')).toEqual(['Simple Memory']);
	});

	it('gives the model a Verify UPI ID tool that takes a vpa and verifies it', async () => {
		const tool = await toolOf('Verify UPI ID');
		expect(tool.name).toBe('Verify_UPI_ID');
		// A manual Tool Description: what to pass and what comes back (the automatic one would be "Verify UPI ID in Deepvue").
		expect(tool.description).toMatch(
			/^Checks that an Indian UPI ID \(VPA\) exists.*Pass vpa, the UPI ID, like name@bank\. Returns account_exists and name_at_bank/,
		);
		expect(Object.keys((tool.schema as unknown as { shape: object }).shape)).toEqual(['vpa']);

		const answer = (await tool.invoke({ vpa: 'asha@okhdfcbank' })) as unknown;

		expect(answer).toEqual([
			expect.objectContaining({ account_exists: true, name_at_bank: 'ASHA RAO' }),
		]);
		expect(testBed().emulator.requestsTo('/v1/verification/upi')[0].query).toEqual({
			vpa: 'asha@okhdfcbank',
		});
	});

	it('gives the model a PAN tool that checks section 206AB, and explains bad input', async () => {
		const tool = await toolOf('Check PAN for 206AB');
		expect(tool.name).toBe('Check_PAN_for_206AB');
		expect(tool.description).toMatch(
			/section 206AB.*Pass pan, the PAN: 5 letters, 4 digits, 1 letter.*Returns compliant/,
		);
		const shape = (tool.schema as unknown as { shape: Record<string, { description?: string }> })
			.shape;
		expect(Object.keys(shape)).toEqual(['pan']);
		expect(shape.pan.description).toContain('5 letters, 4 digits, 1 letter');

		const answer = (await tool.invoke({ pan: 'ABCPE1234F' })) as unknown;
		expect(answer).toEqual([
			expect.objectContaining({ pan_number: 'ABCPE1234F', compliant: expect.any(Boolean) }),
		]);

		const refused = (await tool.invoke({ pan: 'ABCDE1234' })) as unknown;
		expect(refused).toEqual([expect.stringContaining('"PAN" must be a PAN')]);
		expect(testBed().emulator.requestsTo('/v1/verification/tax-payer/tds/206-ab')).toHaveLength(1);
	});
});

describe('scheduled re-verification', () => {
	const workflow = example('scheduled-reverification.json');
	const settings = () => setNodeOutput(nodeOf(workflow, 'Settings'))[0].json;

	// Customers whose records have changed in the emulator's way (testbed/emulator/endpoints/fixtures.ts,
	// CHANGED_INPUTS): numbers starting 80000 and the sample people's are not on the MNRL, every other
	// number is, and Rohan Prakash Das's (testbed/emulator/world.ts); a UPI handle starting "closed"
	// has no account; a handle starting with a sample first name is that person's.
	const customers = [
		{
			id: 1,
			customer_ref: 'C-1',
			mobile: `${CHANGED_INPUTS.activeMobilePrefix}10001`,
			upi_id: 'asha@okhdfcbank',
			name: 'Asha Rao',
		},
		{
			id: 2,
			customer_ref: 'C-2',
			mobile: personById('rohan').mobile,
			upi_id: 'ravi.kumar@ybl',
			name: 'Ravi Kumar Sharma',
		},
		{
			id: 3,
			customer_ref: 'C-3',
			mobile: `${CHANGED_INPUTS.activeMobilePrefix}10003`,
			upi_id: `${CHANGED_INPUTS.closedVpaPrefix}.meera@okaxis`,
			name: 'Meera Lakshmi Iyer',
		},
		{
			id: 4,
			customer_ref: 'C-4',
			mobile: `${CHANGED_INPUTS.activeMobilePrefix}10004`,
			upi_id: 'priya@paytm',
			name: 'Kavya Reddy',
		},
		{
			id: 5,
			customer_ref: 'C-5',
			mobile: UNAVAILABLE_INPUTS.mobileNumber,
			upi_id: 'vikram@ybl',
			name: 'Vikram Rathore',
		},
	];

	it('checks due customers in groups, writes each group back before the next, and ends with a summary', () => {
		const main = (name: string) =>
			(workflow.connections[name]?.main ?? []).map((outputs) =>
				(outputs ?? []).map((connection) => connection.node),
			);
		expect(main('Every Night at 2:00')).toEqual([['Settings']]);
		expect(main('Anyone to Check?')).toEqual([['Loop Over Items'], ['Summary']]);
		// Both lookups read the group's own items ($json): n8n 1.123's default expression engine reads
		// $('Loop Over Items').item as null in a node's parameters. MNRL Check, above, runs first.
		expect(main('Loop Over Items')).toEqual([['Summary'], ['MNRL Check', 'UPI Check']]);
		expect(nodeOf(workflow, 'MNRL Check').position[1]).toBeLessThan(
			nodeOf(workflow, 'UPI Check').position[1],
		);
		expect(main('MNRL Check')).toEqual([]);
		expect(main('UPI Check')).toEqual([['Row Result']]);
		expect(main('Row Result')).toEqual([['Write Back']]);
		expect(main('Write Back')).toEqual([['Loop Over Items']]);
		expect(nodeOf(workflow, 'Loop Over Items').parameters.batchSize).toBe(
			"={{ $('Settings').first().json.groupSize }}",
		);
		// A failed lookup is recorded for its row; the run goes on.
		expect(workflow.nodes.filter(isPackageNode).map((node) => [node.name, node.onError])).toEqual([
			['MNRL Check', 'continueRegularOutput'],
			['UPI Check', 'continueRegularOutput'],
		]);
		// The table is for the user to pick, in each Data Table node.
		for (const node of workflow.nodes.filter(
			(candidate) => candidate.type === 'n8n-nodes-base.dataTable',
		)) {
			expect([node.name, node.parameters.dataTableId]).toEqual([
				node.name,
				{ __rl: true, mode: 'list', value: '' },
			]);
		}
		expect(nodeOf(workflow, 'Write Back').parameters.filters).toEqual({
			conditions: [{ keyName: 'id', condition: 'eq', keyValue: '={{ $json.id }}' }],
		});
	});

	it("uses the Starter plan's daily cap, stated beside the other settings", () => {
		expect(settings()).toEqual({
			daysBetweenChecks: 30,
			dailyCap: PLAN_LIMITS.starter.perDay,
			margin: 100,
			groupSize: 25,
		});
		const notes = workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node) => String(node.parameters.content))
			.join('\n');
		for (const plan of Object.values(PLAN_LIMITS))
			expect(notes).toContain((plan.perDay ?? 0).toLocaleString('en-US'));
	});

	it('finds the revoked number, the closed UPI account and the changed name of a group, and lets a failed lookup through', async () => {
		const { emulator, instance } = testBed();
		const rows = customers.map((json, item) => ({ json, pairedItem: { item } }));
		// One group: Loop Over Items pinned with it on its first output (where the engine hands out
		// pinned items), and the way back to the loop left out.
		const { 'Write Back': _back, ...connections } = workflow.connections;
		const toLookups = ['MNRL Check', 'UPI Check'].map((node) => ({
			node,
			type: NodeConnectionTypes.Main,
			index: 0,
		}));
		const group: WorkflowFile = {
			...workflow,
			connections: { ...connections, 'Loop Over Items': { main: [toLookups] } },
		};
		const pinData: IPinData = {
			'Every Night at 2:00': [{ json: { timestamp: '2026-11-25T02:00:00.000+05:30' } }],
			Settings: setNodeOutput(nodeOf(workflow, 'Settings')),
			'Checked Today': [{ json: {}, pairedItem: { item: 0 } }],
			'Due Customers': rows,
			"Today's Share": rows,
			'Anyone to Check?': rows,
			'Loop Over Items': rows,
		};

		// The failed lookup's retries wait on a virtual clock (test/harness/nodeOnClock.ts).
		const { nodeTypes } = await onVirtualClock();
		const mnrlRun = await runWorkflowFile(instance, group, {
			pinData,
			destinationNode: 'MNRL Check',
			nodeTypes,
		});
		const run = await runWorkflowFile(instance, group, {
			pinData,
			destinationNode: 'UPI Check',
			nodeTypes,
		});

		expect([mnrlRun.error, run.error]).toEqual([undefined, undefined]);
		const mnrl = mnrlRun.output('MNRL Check').map((item) => item.json);
		expect(mnrl.map((json) => json.mnrl_record_found)).toEqual([
			false,
			true,
			false,
			false,
			undefined,
		]);
		expect(mnrl[1]).toMatchObject({
			latest_revocation_status: true,
			phone_number: customers[1].mobile,
		});
		expect(String(mnrl[4].error)).toMatch(/Source Unavailable/);
		const upi = run.output('UPI Check').map((item) => item.json);
		expect(upi.map((json) => [json.account_exists, json.name_at_bank])).toEqual([
			[true, 'ASHA RAO'],
			[true, 'RAVI KUMAR SHARMA'],
			[false, ''],
			[true, 'PRIYA NAIR'],
			[true, 'VIKRAM RATHORE'],
		]);
		// Each row's own inputs, the stored name sent as the name to match.
		expect(emulator.requestsTo('/v1/verification/upi').map((request) => request.query)).toEqual(
			customers.map((customer) => ({ vpa: customer.upi_id, name: customer.name })),
		);
		expect([
			...new Set(
				emulator
					.requestsTo('/v1/verification/mnrl/verify')
					.map((request) => request.query.mobile_number),
			),
		]).toEqual(customers.map((customer) => customer.mobile));
	});
});
