/**
 * examples/merchant-onboarding.json, a payment aggregator's merchant onboarding (KYB): its Deepvue
 * nodes run as written through n8n's engine against the emulator's sample businesses, along the
 * branch its IF nodes take for the application (their conditions read here as n8n reads them), its
 * Code nodes run on their items (test/harness/codeNode.ts), the other nodes of n8n-nodes-base pinned.
 * `npm run test:n8n` runs the whole workflow in a real n8n.
 */
import type { IDataObject, INode, INodeExecutionData, IPinData } from 'n8n-workflow';
import path from 'node:path';

import { businessById } from '../testbed/emulator/businesses';
import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { MERCHANT_FORM_LABELS, MERCHANT_SAMPLES, merchantForm } from '../testbed/sampleMerchants';
import type { MerchantForm } from '../testbed/sampleMerchants';
import { runCodeNode } from './harness/codeNode';
import { useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import { readWorkflowFile, runWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

const testBed = useTestBed();
beforeEach(() => testBed().emulator.setConditions({ udyamDelayMs: 0 }));
afterEach(() => testBed().emulator.setConditions({}));

const workflow = readWorkflowFile(path.join(PACKAGE_ROOT, 'examples', 'merchant-onboarding.json'));
const nodeOf = (name: string): INode => {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`The merchant template has no node ${name}`);
	return node;
};

/** What the Form Trigger outputs for a merchant: its fields by label. */
function formItem(form: MerchantForm): IDataObject {
	return {
		...Object.fromEntries(
			(Object.keys(MERCHANT_FORM_LABELS) as (keyof MerchantForm)[]).map((field) => [
				MERCHANT_FORM_LABELS[field],
				form[field],
			]),
		),
		submittedAt: '2026-11-28T10:00:00.000+05:30',
		formMode: 'production',
	};
}

/** An IF node's condition as n8n reads it, its expression run on the form's item. */
function takesTrueBranch(name: string, form: IDataObject, json: IDataObject = {}): boolean {
	const { conditions } = nodeOf(name).parameters.conditions as {
		conditions: Array<{ leftValue: string; rightValue: string; operator: { operation: string } }>;
	};
	const [{ leftValue, rightValue, operator }] = conditions;
	const body = /^=\{\{([\s\S]*)\}\}$/.exec(leftValue.trim())?.[1];
	const $ = () => ({ first: () => ({ json: form }) });
	const left = new Function('$', '$json', `return (${body});`)($, json) as unknown;
	if (operator.operation === 'equals') return left === rightValue;
	if (operator.operation === 'notEmpty') return typeof left === 'string' && left !== '';
	if (operator.operation === 'true') return left === true;
	throw new Error(`${name}: an operator this test does not read (${operator.operation})`);
}

/** The template's nodes along one branch, each leading to the next: the IF nodes' chosen outputs. */
function along(names: string[]): WorkflowFile {
	return {
		...workflow,
		nodes: names.map(nodeOf),
		connections: Object.fromEntries(
			names
				.slice(0, -1)
				.map((name, index) => [
					name,
					{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
				]),
		),
	};
}

const item = (json: IDataObject): INodeExecutionData[] => [{ json, pairedItem: { item: 0 } }];

/**
 * One application through the template: the form, the Deepvue nodes along the branch
 * the IF nodes take (run by n8n's engine against the emulator), Checks Before Bank, the penny drop
 * when it is due, and the Merchant Decision.
 */
async function onboard(merchant: MerchantForm) {
	const form = formItem(merchant);
	const branch = ['Merchant Application', 'Verify GSTIN', 'Verify PAN', 'Company?'];
	if (takesTrueBranch('Company?', form)) branch.push('Company by CIN', 'Director by DIN');
	else if ((branch.push('LLP?'), takesTrueBranch('LLP?', form))) branch.push('Director by DIN');
	branch.push('Udyam Given?');
	if (takesTrueBranch('Udyam Given?', form)) branch.push('Verify Udyam');
	const pinData: IPinData = { 'Merchant Application': item(form) };
	for (const name of branch.filter((node) => nodeOf(node).type === 'n8n-nodes-base.if'))
		pinData[name] = item(form);
	const { nodeTypes } = await onVirtualClock();
	const checked = await runWorkflowFile(testBed().instance, along(branch), { pinData, nodeTypes });
	expect(checked.error).toBeUndefined();
	const nodes: Record<string, IDataObject> = { 'Merchant Application': form };
	for (const name of branch.filter((node) => nodeOf(node).type.startsWith('n8n-nodes-deepvue')))
		nodes[name] = checked.output(name)[0].json;
	const run = (name: string) =>
		runCodeNode(String(nodeOf(name).parameters.jsCode), {}, { nodes, executionId: '42' }).json;
	nodes['Checks Before Bank'] = run('Checks Before Bank');
	if (takesTrueBranch('Bank Check Due?', form, nodes['Checks Before Bank'])) {
		const pinned: IPinData = { ...pinData };
		for (const name of Object.keys(nodes)) pinned[name] = item(nodes[name]);
		pinned['Bank Check Due?'] = item(nodes['Checks Before Bank']);
		const bank = await runWorkflowFile(
			testBed().instance,
			along([...branch, 'Checks Before Bank', 'Bank Check Due?', 'Verify Bank Account']),
			{ pinData: pinned, nodeTypes },
		);
		expect(bank.error).toBeUndefined();
		nodes['Verify Bank Account'] = bank.output('Verify Bank Account')[0].json;
	}
	return { decision: run('Merchant Decision'), nodes, branch };
}

const deccan = businessById('deccan');

describe('the template', () => {
	it('asks for the entity type, the business, its PAN, GSTIN and CIN, the signatory and DIN, the account and the Udyam number', () => {
		const trigger = nodeOf('Merchant Application');
		expect(trigger).toMatchObject({
			type: 'n8n-nodes-base.formTrigger',
			typeVersion: 2.2,
			parameters: { options: { path: 'deepvue-merchant' } },
		});
		const fields = (trigger.parameters.formFields as { values: IDataObject[] }).values;
		expect(fields.map((field) => [field.fieldLabel, field.requiredField === true])).toEqual([
			['Entity type', true],
			['Business name', true],
			['Business PAN', true],
			['GSTIN', true],
			['CIN or LLPIN', false],
			['Signatory name', true],
			['Signatory DIN', false],
			['Bank account number', true],
			['IFSC', true],
			['Udyam number', false],
		]);
		expect(fields[0].fieldOptions).toEqual({
			values: ['Proprietorship', 'Partnership', 'LLP', 'Company'].map((option) => ({ option })),
		});
	});

	it('goes on from every Deepvue node whatever it answers, with consent for KYB; only Code nodes read Code nodes', () => {
		const deepvue = workflow.nodes.filter((node) => node.type.startsWith('n8n-nodes-deepvue'));
		expect(deepvue.map((node) => node.name)).toEqual([
			'Verify GSTIN',
			'Verify PAN',
			'Company by CIN',
			'Director by DIN',
			'Verify Udyam',
			'Verify Bank Account',
		]);
		for (const node of deepvue) {
			expect([node.name, node.onError]).toEqual([node.name, 'continueRegularOutput']);
			expect([node.name, node.parameters.options]).toEqual([
				node.name,
				expect.objectContaining({ consentReason: 'KYB' }),
			]);
		}
		// In a real n8n 1.123, Verify PAN and an IF read $('Application').first() (a Code node before
		// them) as empty, while $('Verify GSTIN').first() and the form's fields read as they should:
		// no node but a Code node reads a Code node.
		const codeNodes = workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.code')
			.map((node) => node.name);
		const readsACodeNode = new RegExp(`\\$\\('(${codeNodes.join('|')})'\\)`);
		for (const node of workflow.nodes.filter(
			(candidate) => candidate.type !== 'n8n-nodes-base.code',
		))
			expect([node.name, JSON.stringify(node.parameters)]).toEqual([
				node.name,
				expect.not.stringMatching(readsACodeNode),
			]);
	});

	it('sends the penny drop last, only from Bank Check Due?', () => {
		const into = (target: string) =>
			Object.entries(workflow.connections).flatMap(([source, { main }]) =>
				main.flatMap((outputs, output) =>
					(outputs ?? []).filter((link) => link.node === target).map(() => `${source}[${output}]`),
				),
			);
		expect(into('Verify Bank Account')).toEqual(['Bank Check Due?[0]']);
		expect(into('Merchant Decision').sort()).toEqual([
			'Bank Check Due?[1]',
			'Verify Bank Account[0]',
		]);
		expect(into('Checks Before Bank').sort()).toEqual(['Udyam Given?[1]', 'Verify Udyam[0]']);
	});

	it('keeps a KYB record of what was checked, the transaction ids and the decision, never the account number', () => {
		const record = nodeOf('KYB Record');
		const columns = (record.parameters.columns as { schema: Array<{ id: string }> }).schema.map(
			(column) => column.id,
		);
		expect(columns).toEqual([
			'application_id',
			'submitted_at',
			'entity_type',
			'business_name',
			'gstin',
			'masked_pan',
			'cin',
			'signatory_din',
			'account_last4',
			'checks',
			'deepvue_transaction_ids',
			'decision',
			'reasons',
			'decided_at',
		]);
		const notes = workflow.nodes
			.filter((node) => node.type === 'n8n-nodes-base.stickyNote')
			.map((node) => String(node.parameters.content))
			.join('\n');
		for (const column of columns) expect(notes).toContain(`\`${column}\``);
		expect(notes).toContain('`kyb_records`');
	});
});

describe('a merchant', () => {
	it('is approved: a company whose GSTIN, PAN, CIN, managing director, Udyam and account all agree; the penny drop last, once', async () => {
		const { emulator } = testBed();
		const { decision, branch } = await onboard(merchantForm('deccan', 'kavya'));

		expect(decision).toMatchObject({
			decision: 'approve',
			reasons: [],
			entity_type: 'company',
			checks: ['gstin', 'pan', 'company', 'director', 'udyam', 'bank_account'],
			masked_pan: 'XXXXXX127K',
			account_last4: '5671',
		});
		expect(branch).toContain('Company by CIN');
		expect(decision.deepvue_transaction_ids).toHaveLength(6);
		expect(emulator.pennyDrops).toHaveLength(1);
		expect(JSON.stringify(decision)).not.toContain(deccan.bank!.accountNumber);
	});

	it("is approved: a proprietorship on its proprietor's PAN, its shop's account in the trade name", async () => {
		const { decision, nodes } = await onboard(merchantForm('mehta', 'arjun'));

		expect(decision).toMatchObject({ decision: 'approve', reasons: [] });
		expect(nodes['Verify PAN'].name_match).toMatchObject({ verdict: 'match' });
		expect(decision.checks).toEqual(['gstin', 'pan', 'udyam', 'bank_account']);
	});

	it('goes to review when the signatory resigned as director; no penny drop is paid', async () => {
		const { emulator } = testBed();
		const { decision } = await onboard(merchantForm('deccan', 'ravi'));

		expect(decision).toMatchObject({
			decision: 'review',
			reasons: ['signatory_not_current_director'],
		});
		expect(emulator.pennyDrops).toHaveLength(0);
		expect(decision.checks).not.toContain('bank_account');
	});

	it('goes to review when its Udyam number is not found at the source (an LLP, its designated partner signing)', async () => {
		const { decision, branch } = await onboard(merchantForm('malabar', 'priya'));

		expect(branch).toContain('Director by DIN');
		expect(branch).not.toContain('Company by CIN');
		expect(decision).toMatchObject({ decision: 'review', reasons: ['udyam_not_verified'] });
	});

	it('goes to review when the business name typed is another business that shares its words', async () => {
		const { decision } = await onboard(
			merchantForm('mehta', 'arjun', { businessName: 'Mehta Hardware Traders' }),
		);

		expect(decision.decision).toBe('review');
		expect(decision.reasons).toEqual([
			'business_name_partial',
			'business_trade_name',
			'business_business_words_differ',
		]);
	});

	it('is rejected: a cancelled GSTIN and a company struck off', async () => {
		const { decision } = await onboard(merchantForm('sunrise', 'vikram'));

		expect(decision.decision).toBe('reject');
		expect(decision.reasons).toEqual(
			expect.arrayContaining(['gstin_not_active', 'company_not_active']),
		);
		expect(testBed().emulator.pennyDrops).toHaveLength(0);
	});

	it.each(MERCHANT_SAMPLES)(
		'the sample merchant printed by npm run dev: $decision, $why',
		async ({ decision, reasons, form }) => {
			const found = await onboard(form);
			expect([found.decision.decision, found.decision.reasons]).toEqual([decision, reasons]);
		},
	);

	it('is rejected: a closed bakery whose GSTIN was cancelled', async () => {
		const { decision } = await onboard(merchantForm('lakeview', 'asha'));
		expect(decision).toMatchObject({ decision: 'reject' });
		expect(decision.reasons).toContain('gstin_not_active');
	});
});
