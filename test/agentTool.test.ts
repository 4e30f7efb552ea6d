import type { IDataObject, INode, INodeType } from 'n8n-workflow';

import { loadPackage } from '../testbed/inProcessN8n/package';

import { deepvueTool, runAgentV2 } from './harness/agentTool';
import { useTestBed } from './harness/fixture';

const testBed = useTestBed();

function toolFor(name: string, parameters: IDataObject) {
	const node: INode = {
		id: `tool-${name}`,
		name,
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		position: [0, 0],
		parameters: parameters as INode['parameters'],
	};
	return deepvueTool(testBed().instance, node);
}

const verifyUpi = {
	resource: 'payment',
	operation: 'verifyUpi',
	vpa: "={{ $fromAI('vpa', 'The UPI ID to verify, like name@bank', 'string') }}",
};
const checkPan = {
	resource: 'tax',
	operation: 'checkTds206ab',
	panNumber: "={{ $fromAI('pan', 'The PAN to check: 5 letters, 4 digits, 1 letter', 'string') }}",
};

it('describes Verify UPI ID to the model: name, purpose, input schema', async () => {
	const tool = await toolFor('Verify UPI ID', verifyUpi);

	expect(tool.name).toBe('Verify_UPI_ID');
	// n8n's automatic tool description (Tool Description: Set Automatically) is the operation's
	// action and the node's default name.
	expect(tool.description).toBe('Verify UPI ID in Deepvue');
	const shape = (tool.schema as unknown as { shape: Record<string, { description?: string }> })
		.shape;
	expect(Object.keys(shape)).toEqual(['vpa']);
	expect(shape.vpa.description).toBe('The UPI ID to verify, like name@bank');
});

it('gives the model the Tool Description set manually instead', async () => {
	const toolDescription =
		'Checks that a UPI ID exists. Pass vpa, like name@bank. Returns account_exists and name_at_bank.';
	const tool = await toolFor('Verify UPI ID', {
		...verifyUpi,
		descriptionType: 'manual',
		toolDescription,
	});

	expect(tool.description).toBe(toolDescription);
});

it('verifies a UPI ID when the agent calls it', async () => {
	const tool = await toolFor('Verify UPI ID', verifyUpi);

	const answer = (await tool.invoke({ vpa: 'asha@okhdfcbank' })) as unknown;

	expect(answer).toEqual([
		expect.objectContaining({ account_exists: true, name_at_bank: 'ASHA RAO' }),
	]);
	const [call] = testBed().emulator.requestsTo('/v1/verification/upi');
	expect(call.query).toEqual({ vpa: 'asha@okhdfcbank' });
});

it('checks a PAN, normalizing what the model sends', async () => {
	const tool = await toolFor('Check PAN', checkPan);

	const answer = (await tool.invoke({ pan: 'abcpe1234f' })) as unknown;

	expect(answer).toEqual([
		expect.objectContaining({ pan_number: 'ABCPE1234F', compliant: expect.any(Boolean) }),
	]);
	expect(testBed().emulator.requestsTo('/v1/verification/tax-payer/tds/206-ab')[0].query).toEqual({
		pan_number: 'ABCPE1234F',
	});
});

it('tells the model what was wrong with its input, without calling the API', async () => {
	const tool = await toolFor('Check PAN', checkPan);

	const answer = (await tool.invoke({ pan: 'not a pan' })) as unknown;

	expect(answer).toEqual([
		'Error: "PAN" must be a PAN: 5 letters, 4 digits, 1 letter, the fourth letter the holder type (P, C, H, F, A, T, B, L, J or G), e.g. ABCPE1234F; got "not a pan"',
	]);
	expect(testBed().emulator.requestsTo('/v1/verification')).toHaveLength(0);
});

// AI Agent 2.x calls a tool in-process, and n8n hands the tool the agent's execute data: the
// agent's input items, the same for every call of a run. Each call must still be checked and sent
// with its own arguments.
describe('called in-process, as AI Agent 2.x does', () => {
	/** The name the tool's answer gives, or the error the model was told. */
	const nameIn = (call: { answer: string }) =>
		call.answer.startsWith('Error')
			? call.answer
			: (JSON.parse(call.answer) as Array<{ name_at_bank?: string }>)[0].name_at_bank;

	it('sends each call its own value when the model calls the tool twice in one run', async () => {
		const { calls } = await runAgentV2(testBed().instance, {
			toolParameters: verifyUpi,
			callsPerItem: [[{ vpa: 'asha@okhdfcbank' }, { vpa: 'ravi@ybl' }]],
		});

		expect(
			testBed()
				.emulator.requestsTo('/v1/verification/upi')
				.map((call) => call.query.vpa),
		).toEqual(['asha@okhdfcbank', 'ravi@ybl']);
		expect(calls[0].map(nameIn)).toEqual(['ASHA RAO', 'RAVI KUMAR SHARMA']);
	});

	it('tells the model its first value was wrong, then sends the corrected one', async () => {
		const { calls } = await runAgentV2(testBed().instance, {
			toolParameters: verifyUpi,
			callsPerItem: [[{ vpa: 'not a upi id' }, { vpa: 'asha@okhdfcbank' }]],
		});

		expect(calls[0][0].answer).toMatch(/^Error: "UPI ID" must be/);
		expect(nameIn(calls[0][1])).toBe('ASHA RAO');
		expect(
			testBed()
				.emulator.requestsTo('/v1/verification/upi')
				.map((call) => call.query.vpa),
		).toEqual(['asha@okhdfcbank']);
	});

	it('answers every call of an agent fed two items', async () => {
		const { calls } = await runAgentV2(testBed().instance, {
			toolParameters: verifyUpi,
			callsPerItem: [[{ vpa: 'asha@okhdfcbank' }], [{ vpa: 'ravi@ybl' }, { vpa: 'priya@okicici' }]],
		});

		expect(calls.flat().map(nameIn)).toEqual(['ASHA RAO', 'RAVI KUMAR SHARMA', 'PRIYA NAIR']);
		expect(
			testBed()
				.emulator.requestsTo('/v1/verification/upi')
				.map((call) => call.query.vpa),
		).toEqual(['asha@okhdfcbank', 'ravi@ybl', 'priya@okicici']);
	});
});

it('describes Verify Bank Account to the model by its action, and a model that asks twice about one account gets one penny drop', async () => {
	const verifyBankAccount = {
		resource: 'payment',
		operation: 'verifyBankAccount',
		accountNumber:
			"={{ $fromAI('account_number', 'The bank account number, 9 to 18 digits', 'string') }}",
		ifsc: "={{ $fromAI('ifsc', 'The IFSC of the branch, like SBIN0001234', 'string') }}",
	};
	const tool = await toolFor('Verify bank account', verifyBankAccount);
	expect(tool.description).toBe('Verify bank account in Deepvue');

	const first = (await tool.invoke({
		account_number: '123456789012',
		ifsc: 'sbin0001234',
	})) as unknown;
	const second = (await tool.invoke({
		account_number: '1234 5678 9012',
		ifsc: 'SBIN0001234',
	})) as unknown;

	expect(first).toEqual([
		expect.objectContaining({ account_exists: true, amount_deposited: 1, utr: expect.any(String) }),
	]);
	expect(second).toEqual([expect.objectContaining({ reused: true })]);
	expect(testBed().emulator.pennyDrops).toHaveLength(1);
});

describe('the identity documents (KYC) are not for AI agents', () => {
	it('refuses a KYC operation called as a tool, before any call, whatever the workflow says', async () => {
		const { calls } = await runAgentV2(testBed().instance, {
			toolParameters: {
				resource: 'kyc',
				operation: 'sendAadhaarOtp',
				applicantConsent: true,
				purpose: 'KYC for opening a savings account',
				aadhaarNumber: "={{ $fromAI('aadhaar', 'The Aadhaar number', 'string') }}",
			},
			callsPerItem: [[{ aadhaar: '999900000997' }]],
		});

		expect(calls[0][0].answer).toMatch(/^Error: This operation is not available to AI agents/);
		expect(testBed().emulator.requests).toHaveLength(0);
	});

	it("leaves the KYC resource out of the tool's Resource selector", async () => {
		const { nodes } = await loadPackage();
		const resources = (nodes.deepvue as INodeType).description.properties.filter(
			(property) => property.name === 'resource',
		);
		const offered = (tool: boolean) =>
			resources
				.filter((property) => property.displayOptions?.show?.['@tool']?.[0] === tool)
				.flatMap((property) =>
					(property.options as Array<{ value: string }>).map((option) => option.value),
				);

		expect(offered(false)).toContain('kyc');
		expect(offered(true)).not.toContain('kyc');
		expect(offered(true)).toEqual(offered(false).filter((value) => value !== 'kyc'));
	});
});
