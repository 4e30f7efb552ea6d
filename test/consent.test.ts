import type { IDataObject, INode } from 'n8n-workflow';

import type * as Errors from '../nodes/Deepvue/failures/errors';
import { optionsFrom } from '../testbed/emulator/cliOptions';
import { DEMO_CLIENT } from '../testbed/emulator/server';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { deepvueTool } from './harness/agentTool';
import { lookupsSent, useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';

const testBed = useTestBed();

// The built module, typed by its source: the package ships no type declarations.
const { describeHttpFailure } = jest.requireActual<typeof Errors>(
	'../dist/nodes/Deepvue/failures/errors',
);

afterEach(() => testBed().emulator.setConditions({}));

const UPI_PATH = '/v1/verification/upi';
const verifyUpi = (options: IDataObject = {}) => ({
	resource: 'payment',
	operation: 'verifyUpi',
	vpa: 'asha@okhdfcbank',
	options: { maxAttempts: 1, ...options },
});

describe('Options > Consent Reason', () => {
	it('is not sent unless the option is added', async () => {
		const { error } = await runNode(testBed().instance, { parameters: verifyUpi() });

		expect(error).toBeUndefined();
		expect(testBed().emulator.requestsTo(UPI_PATH)[0].query).toEqual({ vpa: 'asha@okhdfcbank' });
	});

	it('sends consent=Y and the reason in the query of a lookup', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: verifyUpi({ consentReason: 'Credit Check' }),
		});

		expect(error).toBeUndefined();
		const [call] = testBed().emulator.requestsTo(UPI_PATH);
		expect(call.query).toEqual({ vpa: 'asha@okhdfcbank', consent: 'Y', reason: 'Credit Check' });
	});

	it('sends them in the query of a JSON POST, leaving the body as it was', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'tax',
				operation: 'download26as',
				itrClientId: 'itr-client-42',
				options: { consentReason: 'KYC' },
			},
		});

		expect(error).toBeUndefined();
		const [call] = testBed().emulator.requestsTo('/v1/verification/itr/26as-download');
		expect(call.query).toEqual({ consent: 'Y', reason: 'KYC' });
		expect(call.json).toEqual({ itr_client_id: 'itr-client-42' });
	});

	it('sends them in the query of a batch upload and of its status checks', async () => {
		testBed().emulator.setConditions({ requireConsent: true });

		// The first status check on a virtual clock (test/harness/nodeOnClock.ts).
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
				options: { consentReason: 'KYB', waitForCompletion: true, waitTimeout: 60 },
			},
			items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv') } }],
			...(await onVirtualClock()),
		});

		expect(error).toBeUndefined();
		const [upload] = testBed().emulator.requestsTo('/v1/verification/upi-basic/batch');
		expect(upload.query).toEqual({ consent: 'Y', reason: 'KYB' });
		expect(upload.files?.[0].filename).toBe('upi.csv');
		const [status] = testBed().emulator.requestsTo('/v1/verification/batch-processing-status');
		expect(status.query).toEqual({ request_id: expect.any(String), consent: 'Y', reason: 'KYB' });
	});

	it.each([
		['an expression', '={{ $json.reason }}', /not set by an expression/],
		[
			'a value outside the list',
			'Marketing',
			/must be one of KYC, KYB, Credit Check, Employment Verification, Background Check; got "Marketing"/,
		],
		['empty', '', /no reason is picked/],
	])('refuses %s before any call', async (_case, consentReason, message) => {
		const { error } = await runNode(testBed().instance, {
			parameters: verifyUpi({ consentReason }),
			items: [{ json: { reason: 'KYC' } }, { json: { reason: 'KYC' } }],
		});

		expect(error?.message).toMatch(message);
		expect(error?.description).toMatch(/Options > Consent Reason/);
		expect(lookupsSent(testBed().emulator)).toHaveLength(0);
	});
});

describe('an emulator that requires consent', () => {
	beforeEach(() => testBed().emulator.setConditions({ requireConsent: true }));

	it('refuses a check without it, and the error names the option to set', async () => {
		const { error } = await runNode(testBed().instance, { parameters: verifyUpi() });

		expect(error?.message).toBe(
			'Consent is required: send consent=Y and a reason with this request',
		);
		expect(error?.description).toMatch(/set Options > Consent Reason to why you check/);
		expect((error as { httpCode?: string } | undefined)?.httpCode).toBe('422');
		expect(testBed().emulator.requestsTo(UPI_PATH)).toHaveLength(1);
	});

	it('answers the same check once the option is set', async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: verifyUpi({ consentReason: 'KYC' }),
		});

		expect(error).toBeUndefined();
		expect(items[0].json).toEqual(expect.objectContaining({ account_exists: true }));
	});

	it('refuses a reason outside the documented list', async () => {
		const answer = await fetch(
			`${testBed().emulator.baseUrl}${UPI_PATH}?vpa=a@b&consent=Y&reason=Marketing`,
			{
				headers: await authHeaders(),
			},
		);

		expect(answer.status).toBe(422);
		expect(await answer.json()).toEqual({
			detail: expect.stringMatching(/Invalid consent reason "Marketing"/),
		});
	});

	it('does not ask it of the batch status, which checks no one', async () => {
		const answer = await fetch(
			`${testBed().emulator.baseUrl}/v1/verification/batch-processing-status?request_id=none`,
			{
				headers: await authHeaders(),
			},
		);

		expect(answer.status).toBe(404);
	});
});

/** The headers of an authorized call, from a token of the emulator's demo client. */
async function authHeaders(): Promise<Record<string, string>> {
	const answer = await fetch(`${testBed().emulator.baseUrl}/v1/authorize`, {
		method: 'POST',
		body: new URLSearchParams({
			client_id: DEMO_CLIENT.clientId,
			client_secret: DEMO_CLIENT.clientSecret,
		}),
	});
	const { access_token: token } = (await answer.json()) as { access_token: string };
	return { Authorization: `Bearer ${token}`, 'x-api-key': DEMO_CLIENT.clientSecret };
}

describe('npm run emulator -- --require-consent', () => {
	it('switches the requirement on, and only when given', () => {
		expect(optionsFrom(['--require-consent'], {}).requireConsent).toBe(true);
		expect(optionsFrom(['--port', '4020'], {}).requireConsent).toBe(false);
		expect(() => optionsFrom(['--require-consent=yes'], {})).toThrow(/takes no value/);
	});
});

describe('the AI tool', () => {
	const toolNode = (consentReason: string): INode => ({
		id: 'tool-consent',
		name: 'Verify UPI ID',
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		position: [0, 0],
		parameters: {
			resource: 'payment',
			operation: 'verifyUpi',
			vpa: "={{ $fromAI('vpa', 'The UPI ID to verify', 'string') }}",
			options: { consentReason },
		},
	});

	it('sends the reason the workflow set, and the model is not asked for it', async () => {
		testBed().emulator.setConditions({ requireConsent: true });
		const tool = await deepvueTool(testBed().instance, toolNode('KYC'));

		const shape = (tool.schema as unknown as { shape: Record<string, unknown> }).shape;
		expect(Object.keys(shape)).toEqual(['vpa']);
		const answer = (await tool.invoke({ vpa: 'asha@okhdfcbank' })) as unknown;

		expect(answer).toEqual([expect.objectContaining({ account_exists: true })]);
		expect(testBed().emulator.requestsTo(UPI_PATH)[0].query).toEqual({
			vpa: 'asha@okhdfcbank',
			consent: 'Y',
			reason: 'KYC',
		});
	});

	it('refuses a reason left to the model with $fromAI(), without calling the API', async () => {
		const tool = await deepvueTool(
			testBed().instance,
			toolNode("={{ $fromAI('reason', 'Why you check', 'string') }}"),
		);

		const answer = (await tool.invoke({ vpa: 'asha@okhdfcbank', reason: 'KYC' })) as unknown;

		expect(answer).toEqual([
			expect.stringMatching(
				/"Consent Reason" must be picked from its list, not set by an expression/,
			),
		]);
		expect(lookupsSent(testBed().emulator)).toHaveLength(0);
	});
});

describe('a refusal for want of consent, read', () => {
	it('says when consent is what Deepvue wants', () => {
		expect(describeHttpFailure(422, { detail: 'consent is required' }).description).toMatch(
			/^Deepvue wants the consent/,
		);
	});
});
