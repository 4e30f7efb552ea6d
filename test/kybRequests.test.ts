/**
 * What a business's operations send (test/spec/businessOperations.ts, written from Deepvue's
 * pages): method, path, query, both auth headers, consent with the reason KYB; and that a malformed
 * GSTIN, CIN, DIN, Udyam number or financial year is refused before any paid call, naming the field
 * and what is expected, while with Continue On Fail the other items go on.
 */
import type { INodeParameters } from 'n8n-workflow';

import { DEMO_CLIENT } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import { BUSINESS_CASES, UDYAM_RESULT } from './spec/businessOperations';

const testBed = useTestBed();
beforeEach(() => testBed().emulator.setConditions({ udyamDelayMs: 0 }));

const KYB = { consent: 'Y', reason: 'KYB' };

/** The node on a virtual clock: Verify Udyam's first check of its result is 3 s after its request. */
async function run(parameters: INodeParameters, items = [{ json: {} }], continueOnFail = false) {
	return await runNode(testBed().instance, {
		parameters,
		items,
		continueOnFail,
		...(await onVirtualClock()),
	});
}

describe.each(BUSINESS_CASES)('$operation', (testCase) => {
	it(`sends ${testCase.method} ${testCase.path}, tidied, with a bearer token, x-api-key and consent=Y&reason=KYB`, async () => {
		const { error } = await run({
			resource: testCase.resource,
			operation: testCase.operation,
			...testCase.parameters,
			options: { consentReason: 'KYB' },
		});
		expect(error).toBeUndefined();
		const calls = testBed().emulator.requestsTo(testCase.path);
		expect(calls).toHaveLength(1);
		const [call] = calls;
		expect(call.method).toBe(testCase.method);
		// PAN to Match, CIN to Check and Name to Match are compared by the node, never sent.
		expect(call.query).toEqual({ ...testCase.query, ...KYB });
		expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
		expect(call.headers['x-api-key']).toBe(DEMO_CLIENT.clientSecret);
		expect(call.json).toBeUndefined();
		expect(call.files).toBeUndefined();
	});
});

it("Verify Udyam reads its result as Get Udyam Result does: GET with the request's ID, the same headers and consent", async () => {
	const udyam = BUSINESS_CASES.find((testCase) => testCase.operation === 'verifyUdyam')!;
	const { error } = await run({
		resource: udyam.resource,
		operation: udyam.operation,
		...udyam.parameters,
		options: { consentReason: 'KYB' },
	});
	expect(error).toBeUndefined();
	const [created] = testBed().emulator.requestsTo(udyam.path);
	const requestId = (created.reply as { request_id: string }).request_id;
	const checks = testBed().emulator.requestsTo(UDYAM_RESULT.path);
	expect(checks).toHaveLength(1);
	expect(checks[0]).toMatchObject({
		method: UDYAM_RESULT.method,
		query: { request_id: requestId, ...KYB },
		headers: {
			'x-api-key': DEMO_CLIENT.clientSecret,
			authorization: expect.stringMatching(/^Bearer /),
		},
	});

	const read = await run({
		resource: 'businessCompliance',
		operation: UDYAM_RESULT.operation,
		udyamRequestId: requestId,
		options: { consentReason: 'KYB' },
	});
	expect(read.error).toBeUndefined();
	expect(testBed().emulator.requestsTo(UDYAM_RESULT.path)[1].query).toEqual({
		request_id: requestId,
		...KYB,
	});
});

const business = (operation: string, parameters: INodeParameters): INodeParameters => ({
	resource: 'businessCompliance',
	operation,
	...parameters,
});

describe('bad input is refused before any paid call, naming the field and what is expected', () => {
	it.each([
		// A mistyped character: the check character no longer matches.
		[
			business('verifyGstin', { gstin: '36AAECD4127K1ZM' }),
			/^"GSTIN" must be a GSTIN: 15 characters.*check character.*; got "36AAECD4127K1ZM"$/,
		],
		[business('verifyGstin', { gstin: '36AAECD4172K1ZN' }), /^"GSTIN" must be a GSTIN/],
		// State 40 is no state; a PAN whose fourth letter is no holder type.
		[business('verifyGstin', { gstin: '40AAECD4127K1ZN' }), /^"GSTIN" must be a GSTIN/],
		[business('verifyGstin', { gstin: '36AAEZD4127K1ZN' }), /^"GSTIN" must be a GSTIN/],
		[business('verifyGstin', { gstin: '36AAECD4127K' }), /^"GSTIN" must be a GSTIN/],
		[
			business('verifyGstin', { gstin: '36AAECD4127K1ZN', panToMatch: 'AAECD4127' }),
			/^"PAN to Match" must be a PAN: /,
		],
		[
			business('getGstReturns', { gstin: '27AASPM8116G1ZC', financialYear: '2016-17' }),
			/^"Financial Year" must be a financial year from 2017-18 to the current one, as 2024-25; got "2016-17"$/,
		],
		[
			business('getGstReturns', { gstin: '27AASPM8116G1ZC', financialYear: '2024-26' }),
			/^"Financial Year" must be a financial year/,
		],
		[
			business('getGstReturns', {
				gstin: '27AASPM8116G1ZC',
				financialYear: `${new Date().getUTCFullYear() + 1}-${(new Date().getUTCFullYear() + 2) % 100}`,
			}),
			/^"Financial Year" must be a financial year/,
		],
		[
			business('getDirector', { din: '8123456' }),
			/^"DIN" must be a DIN: 8 digits, .*leading zeros.*; got "8123456"$/,
		],
		[
			business('getDirector', { din: '08123456', cinToCheck: 'AAK4321' }),
			/^"CIN to Check" must be a CIN: .*or an LLPIN/,
		],
		[
			business('getCompany', { cin: 'U15490TG2019XYZ131457' }),
			/^"CIN" must be a CIN: 21 characters, .*PTC.*; got "U15490TG2019XYZ131457"$/,
		],
		[business('getCompany', { cin: 'U15490TG1799PTC131457' }), /^"CIN" must be a CIN/],
		[
			business('verifyUdyam', { udyamNumber: 'UDYAM-TS-2-0012345' }),
			/^"Udyam Number" must be a Udyam registration number: UDYAM-XX-00-0000000/,
		],
		[
			business('verifyUdyam', { udyamNumber: 'UDYAM-TS-02-0012345', udyamWaitSeconds: 1 }),
			/^"Wait Up To \(Seconds\)" must be a whole number of seconds from 5 to 900; got "1"$/,
		],
		[
			business('getUdyamResult', { udyamRequestId: 'a b' }),
			/^"Udyam Request ID" must be an ID as Deepvue gave it/,
		],
	])('%#', async (parameters, message) => {
		const { error } = await run(parameters);
		expect(error?.message).toMatch(message);
		expect(error?.description).toMatch(/switch off Options > Check Input Formats|previous node/);
		expect(lookupsSent(testBed().emulator)).toHaveLength(0);
	});

	it('with Continue On Fail, a bad row fails alone and the others are verified', async () => {
		const { items, error } = await run(
			business('verifyGstin', { gstin: '={{ $json.gstin }}' }),
			[
				{ json: { gstin: '36AAECD4127K1ZN' } },
				{ json: { gstin: '36AAECD4127K1ZM' } },
				{ json: { gstin: '27AASPM8116G1ZC' } },
			],
			true,
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem, item.json.legal_name ?? item.json.error])).toEqual(
			[
				[{ item: 0 }, 'DECCAN SPICE FOODS PRIVATE LIMITED'],
				[{ item: 1 }, expect.stringMatching(/^"GSTIN" must be a GSTIN/)],
				[{ item: 2 }, 'ARJUN SINGH MEHTA'],
			],
		);
		expect(testBed().emulator.requestsTo('/v1/verification/gstinlite')).toHaveLength(2);
	});

	it('with Check Input Formats off, a GSTIN the node would refuse is sent as typed, trimmed', async () => {
		const { error } = await run(
			business('verifyGstin', { gstin: ' 36AAECD4127K1ZM ', options: { checkFormats: false } }),
		);
		// The emulator, as the API, refuses it.
		expect(error?.message).toMatch(/Invalid GSTIN/);
		expect(testBed().emulator.requestsTo('/v1/verification/gstinlite')[0].query).toEqual({
			gstin_number: '36AAECD4127K1ZM',
		});
	});
});
