/**
 * What the identity-document operations send (test/spec/identityOperations.ts, written from
 * Deepvue's pages): method, path, the headers that authenticate them, and where consent and
 * purpose go; and that nothing is sent without the applicant's consent.
 */
import { DEMO_CLIENT } from '../testbed/emulator/server';
import { EKYC_OTP, WORLD } from '../testbed/emulator/world';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { PURPOSE, kyc, photosItem } from './harness/identity';
import { IDENTITY_ENDPOINTS } from './spec/identityOperations';

const testBed = useTestBed();
const kavya = WORLD.find((person) => person.id === 'kavya')!;

/** Parameters and input of each operation that make a well-formed request. */
function requestFor(operation: string) {
	switch (operation) {
		case 'startDigilockerSession':
			return {
				parameters: kyc(operation, { redirectUrl: 'https://n8n.example.com/webhook-waiting/7' }),
			};
		case 'getDigilockerDocuments':
			return {
				parameters: kyc(operation, {
					digilockerSessionId: 'session-0001',
					digilockerRedirect: { code: 'code-0001', state: 'session-0001' },
				}),
			};
		case 'sendAadhaarOtp':
			// Mapped from the applicant's input, as the field asks: a typed number is saved with the workflow.
			return {
				parameters: kyc(operation, { aadhaarNumber: '={{ $json.aadhaar }}' }),
				items: [{ json: { aadhaar: kavya.aadhaar } }],
			};
		case 'verifyAadhaarOtp':
			return { parameters: kyc(operation, { otp: EKYC_OTP, otpReferenceId: 'ref-0001' }) };
		default:
			return { parameters: kyc(operation), items: [photosItem('kavya', 'kavya')] };
	}
}

describe.each(IDENTITY_ENDPOINTS)('$operation', (endpoint) => {
	it(`sends ${endpoint.method} ${endpoint.path} with the headers its page documents`, async () => {
		const { parameters, items } = requestFor(endpoint.operation);
		await runNode(testBed().instance, { parameters, items, continueOnFail: true });

		const calls = testBed().emulator.requestsTo(endpoint.path);
		expect(calls).toHaveLength(1);
		const [call] = calls;
		expect(call.method).toBe(endpoint.method);
		expect(call.headers['x-api-key']).toBe(DEMO_CLIENT.clientSecret);
		if (endpoint.auth === 'clientKey') {
			expect(call.headers['client-id']).toBe(testBed().instance.storedCredential()?.clientId);
			expect(call.headers.authorization).toBeUndefined();
			// No token is asked for: these endpoints take none.
			expect(testBed().emulator.requestsTo('/v1/authorize')).toHaveLength(0);
		} else {
			expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
			expect(call.headers['client-id']).toBeUndefined();
		}
	});

	if (endpoint.consentIn) {
		it(`sends consent=Y and the purpose in the ${endpoint.consentIn}, and no reason`, async () => {
			const { parameters, items } = requestFor(endpoint.operation);
			await runNode(testBed().instance, {
				parameters: { ...parameters, options: { consentReason: 'KYC' } },
				items,
				continueOnFail: true,
			});

			const [call] = testBed().emulator.requestsTo(endpoint.path);
			const consent = { consent: 'Y', purpose: PURPOSE };
			if (endpoint.consentIn === 'body') {
				expect(call.json).toMatchObject(consent);
				expect(call.query).toEqual({});
			} else {
				expect(call.query).toMatchObject(consent);
				expect(call.json).toBeUndefined();
			}
			expect(JSON.stringify([call.query, call.json])).not.toContain('reason');
		});

		it.each([false, 'no', '', undefined])(
			"sends nothing when Applicant's Consent is %p, and says so",
			async (given) => {
				const { parameters, items } = requestFor(endpoint.operation);
				const { error } = await runNode(testBed().instance, {
					parameters: { ...parameters, applicantConsent: given as boolean },
					items,
				});

				expect(error?.message).toMatch(/^"Applicant's Consent" is not given for this item/);
				expect(testBed().emulator.requestsTo(endpoint.path)).toHaveLength(0);
			},
		);

		it('refuses a purpose given by an expression, before any call', async () => {
			const { parameters, items } = requestFor(endpoint.operation);
			const { error } = await runNode(testBed().instance, {
				parameters: { ...parameters, purpose: '={{ $json.purpose }}' },
				items: items ?? [{ json: { purpose: 'anything' } }],
			});

			expect(error?.message).toBe(
				'"Purpose" must be written in the field, not given by an expression',
			);
			expect(testBed().emulator.requestsTo(endpoint.path)).toHaveLength(0);
		});
	} else {
		it('takes Consent Reason in the query, like the lookups', async () => {
			const { parameters, items } = requestFor(endpoint.operation);
			await runNode(testBed().instance, {
				parameters: { ...parameters, options: { consentReason: 'KYC' } },
				items,
			});

			const [call] = testBed().emulator.requestsTo(endpoint.path);
			expect(call.query).toEqual({ consent: 'Y', reason: 'KYC' });
		});
	}
});

it("takes Applicant's Consent per item, from an expression (a form's answer)", async () => {
	const { error, items } = await runNode(testBed().instance, {
		parameters: kyc('sendAadhaarOtp', {
			aadhaarNumber: '={{ $json.aadhaar }}',
			applicantConsent: '={{ $json.agreed }}',
		}),
		items: [
			{ json: { aadhaar: kavya.aadhaar, agreed: 'Yes' } },
			{ json: { aadhaar: kavya.aadhaar, agreed: false } },
		],
		continueOnFail: true,
	});

	expect(error).toBeUndefined();
	expect(items[0].json.reference_id).toEqual(expect.any(String));
	expect(items[1].json.error).toMatch(
		/^"Applicant's Consent" is not given for this item \(got false\)/,
	);
	expect(testBed().emulator.requestsTo('/v2/ekyc/aadhaar/generate-otp')).toHaveLength(1);
});
