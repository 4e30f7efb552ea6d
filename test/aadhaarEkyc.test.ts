/**
 * Offline Aadhaar eKYC through the node: the OTP sent once, whatever retries around it; the
 * number checked before any call and shown only masked; the e-Aadhaar's holder read from the OTP;
 * UIDAI's refusals in words an applicant's reviewer can act on.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import {
	EKYC_OTP,
	REAL_SHAPED_AADHAAR,
	UIDAI_DOWN_AADHAAR,
	WORLD,
	writtenAadhaar,
} from '../testbed/emulator/world';
import { errorFields } from '../testbed/inProcessN8n/transcript';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { kyc } from './harness/identity';
import { retryOnFailFlow, runWorkflowFile } from './harness/workflow';

const testBed = useTestBed();
afterEach(() => testBed().emulator.setConditions({}));

const GENERATE = '/v2/ekyc/aadhaar/generate-otp';
const VERIFY = '/v2/ekyc/aadhaar/verify-otp';
const person = (id: string) => WORLD.find((candidate) => candidate.id === id)!;
const kavya = person('kavya');

/**
 * Send Aadhaar OTP with the number mapped from the item (`aadhaar`), as the field asks: a number
 * typed into it would be saved with the workflow.
 */
const sendOtp = (options: INodeParameters = {}) =>
	kyc('sendAadhaarOtp', { aadhaarNumber: '={{ $json.aadhaar }}', options });
const applicant = (aadhaar: string) => [{ json: { aadhaar } }];

async function referenceFor(aadhaar: string): Promise<string> {
	const { items, error } = await runNode(testBed().instance, {
		parameters: sendOtp(),
		items: applicant(aadhaar),
	});
	expect(error).toBeUndefined();
	return String(items[0].json.reference_id);
}

describe('Send Aadhaar OTP', () => {
	it('sends the OTP once and gives its reference and the number masked, never whole', async () => {
		const before = Date.now();
		const { items, error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(
				`${kavya.aadhaar.slice(0, 4)} ${kavya.aadhaar.slice(4, 8)} ${kavya.aadhaar.slice(8)}`,
			),
		});

		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			reference_id: expect.any(String),
			transaction_id: expect.any(String),
			masked_aadhaar: `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`,
			message: expect.any(String),
			otp_valid_until: expect.any(String),
		});
		expect(Date.parse(String(items[0].json.otp_valid_until)) - before).toBeGreaterThanOrEqual(
			10 * 60_000,
		);
		expect(testBed().emulator.otpsSentTo(kavya.aadhaar)).toBe(1);
		expect(testBed().emulator.requestsTo(GENERATE)[0].query.aadhaar_number).toBe(kavya.aadhaar);
	});

	it.each([
		['11 digits', kavya.aadhaar.slice(0, 11)],
		['a first digit of 1', `1${kavya.aadhaar.slice(1)}`],
		['a wrong check digit', `${kavya.aadhaar.slice(0, 11)}${(Number(kavya.aadhaar[11]) + 1) % 10}`],
	])('refuses %s before any call, without showing the number', async (_case, number) => {
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(number),
		});

		expect(error?.message).toMatch(/^"Aadhaar Number" must be an Aadhaar number: 12 digits/);
		expect(error?.message).toMatch(/got \d+ characters \(not shown/);
		expect(JSON.stringify(error)).not.toContain(number);
		expect(testBed().emulator.requests).toHaveLength(0);
	});

	it('says what to do for an Aadhaar with no mobile number linked: another way to verify', async () => {
		const { items } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(person('vikram').aadhaar),
			continueOnFail: true,
		});
		expect(items[0].json.error).toBe('Aadhaar number does not have mobile number linked');
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(person('vikram').aadhaar),
		});
		expect(error?.description).toMatch(/Offer the applicant another way to verify: DigiLocker/);
	});

	it('says an OTP was just sent when Deepvue refuses a second one within the minute (409)', async () => {
		await referenceFor(kavya.aadhaar);
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(kavya.aadhaar),
		});
		expect(error?.message).toBe('OTP already sent, please wait before requesting a new one');
		expect(error?.description).toMatch(/Ask the applicant for that OTP/);
	});

	it('is not sent again by the node when UIDAI answers 503: it may have sent one', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(UIDAI_DOWN_AADHAAR),
		});
		expect(error?.message).toMatch(
			/^The Aadhaar OTP request sent at .* got no answer \(UIDAI source unavailable\): an OTP may have been sent to the mobile number linked to the Aadhaar, so it is not sent again$/,
		);
		expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(1);
		expect(JSON.stringify(error)).not.toContain(UIDAI_DOWN_AADHAAR);
	});

	it('is retried by the node after a 429, which says nothing was sent', async () => {
		testBed().emulator.inject({ pathPrefix: GENERATE, status: 429 });
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp({ maxRetryDelay: 10 }),
			items: applicant(kavya.aadhaar),
		});
		expect(error).toBeUndefined();
		expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(2);
		expect(testBed().emulator.otpsSentTo(kavya.aadhaar)).toBe(1);
	});

	it.each(['stopWorkflow', 'continueRegularOutput'] as const)(
		'is never sent twice by Retry On Fail (On Error %s): an answer lost on its way back fails the item',
		async (onError) => {
			testBed().emulator.inject({
				pathPrefix: GENERATE,
				status: 0,
				reset: true,
				afterProcessing: true,
				times: 3,
			});
			await runWorkflowFile(testBed().instance, retryOnFailFlow(onError, sendOtp()), {
				pinData: { Rows: applicant(kavya.aadhaar) },
			});

			expect(testBed().emulator.otpsSentTo(kavya.aadhaar)).toBe(1);
			expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(1);
		},
	);

	it('gives Retry On Fail the same reference when another item failed: the OTP is not sent again', async () => {
		const run = await runWorkflowFile(
			testBed().instance,
			retryOnFailFlow('stopWorkflow', sendOtp()),
			{ pinData: { Rows: [...applicant(kavya.aadhaar), ...applicant(UIDAI_DOWN_AADHAAR)] } },
		);

		expect(run.error).toBeDefined();
		expect(testBed().emulator.otpsSentTo(kavya.aadhaar)).toBe(1);
	});
});

describe('Verify Aadhaar OTP', () => {
	it("gives the e-Aadhaar's holder, the photo as a file, whether the mobile is the linked one, the name compared", async () => {
		const reference = await referenceFor(kavya.aadhaar);
		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: reference,
				aadhaarLinkedMobile: `+91 ${kavya.mobile}`,
				nameToMatch: 'Kavya Reddy',
				generatePdf: true,
			}),
		});

		expect(error).toBeUndefined();
		const [item] = items;
		expect(item.json).toMatchObject({
			name: kavya.name,
			date_of_birth: kavya.dateOfBirth,
			gender: kavya.gender,
			masked_aadhaar: `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`,
			mobile_matches_aadhaar: true,
			name_match: { verdict: 'match' },
		});
		expect((item.json.address as IDataObject).pincode).toBe(kavya.address.pincode);
		expect(item.binary?.photo?.mimeType).toBe('image/jpeg');
		expect(item.binary?.eaadhaar_pdf?.mimeType).toBe('application/pdf');
		expect(JSON.stringify(item)).not.toContain(kavya.aadhaar);
		const [call] = testBed().emulator.requestsTo(VERIFY);
		expect(call.query).toMatchObject({
			otp: EKYC_OTP,
			reference_id: reference,
			mobile_number: kavya.mobile,
			generate_pdf: 'true',
		});
	});

	it('says so when the mobile number given is not the linked one, and null when none is given', async () => {
		const other = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: await referenceFor(kavya.aadhaar),
				aadhaarLinkedMobile: person('meera').mobile,
			}),
		});
		expect(other.items[0].json.mobile_matches_aadhaar).toBe(false);

		const none = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: await referenceFor(person('asha').aadhaar),
			}),
		});
		expect(none.items[0].json.mobile_matches_aadhaar).toBeNull();
		expect(testBed().emulator.requestsTo(VERIFY)[1].query.mobile_number).toBeUndefined();
	});

	it('refuses an OTP that is not 6 digits before any call, without showing it', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: '12345', otpReferenceId: 'ref-0001' }),
		});
		expect(error?.message).toMatch(
			/^"OTP" must be the 6-digit OTP the applicant received; got 5 characters/,
		);
		expect(testBed().emulator.requests).toHaveLength(0);
	});

	it('is not sent again when its answer was lost: the OTP may have been used up', async () => {
		const reference = await referenceFor(kavya.aadhaar);
		testBed().emulator.inject({ pathPrefix: VERIFY, status: 502, afterProcessing: true, times: 3 });
		const run = await runWorkflowFile(
			testBed().instance,
			retryOnFailFlow(
				'stopWorkflow',
				kyc('verifyAadhaarOtp', { otp: EKYC_OTP, otpReferenceId: reference }),
			),
			{ pinData: { Rows: [{ json: {} }] } },
		);

		expect(run.error?.message).toMatch(
			/^The Aadhaar OTP check sent at .* got no answer .*: the OTP may have been used up, so it is not sent again$/,
		);
		expect(run.error?.description).toMatch(/Send the applicant a new OTP/);
		expect(testBed().emulator.requestsTo(VERIFY)).toHaveLength(1);
	});

	it('is not retried after a 503: the source may have used the OTP before it failed', async () => {
		const reference = await referenceFor(kavya.aadhaar);
		testBed().emulator.inject({ pathPrefix: VERIFY, status: 503, times: 3 });
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: reference,
				options: { maxRetryDelay: 10 },
			}),
		});
		expect(error?.message).toMatch(/the OTP may have been used up, so it is not sent again$/);
		expect(testBed().emulator.requestsTo(VERIFY)).toHaveLength(1);
	});

	it("gives Deepvue's words for a wrong or expired OTP", async () => {
		const reference = await referenceFor(kavya.aadhaar);
		const wrong = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: '654321', otpReferenceId: reference }),
		});
		expect(wrong.error?.message).toBe('Invalid OTP');

		testBed().emulator.setConditions({ otpLifetimeMs: 1 });
		const expiring = await referenceFor(person('asha').aadhaar);
		await new Promise((resolve) => setTimeout(resolve, 20));
		const late = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: EKYC_OTP, otpReferenceId: expiring }),
		});
		expect(late.error?.message).toBe('OTP expired');
	});
});

describe('an Aadhaar number in what Deepvue sends back', () => {
	/** Verify Aadhaar OTP's next answer, with `data` as its result. */
	const verifyAnswers = (data: IDataObject) =>
		testBed().emulator.inject({
			pathPrefix: VERIFY,
			status: 200,
			body: { code: 200, timestamp: Date.now(), transaction_id: 'txn-1', data },
		});

	it('is masked in the output, wherever the answer holds one', async () => {
		const reference = await referenceFor(kavya.aadhaar);
		const spaced = `${kavya.aadhaar.slice(0, 4)} ${kavya.aadhaar.slice(4, 8)} ${kavya.aadhaar.slice(8)}`;
		verifyAnswers({
			name: kavya.name,
			maskedNumber: kavya.aadhaar,
			address: { house: `Aadhaar ${spaced}`, pincode: kavya.address.pincode },
		});

		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: EKYC_OTP, otpReferenceId: reference }),
		});

		expect(error).toBeUndefined();
		expect(items[0].json.masked_aadhaar).toBe(`xxxx-xxxx-${kavya.aadhaar.slice(-4)}`);
		expect((items[0].json.address as IDataObject).house).toBe(
			`Aadhaar xxxx-xxxx-${kavya.aadhaar.slice(-4)}`,
		);
		expect(JSON.stringify(items)).not.toMatch(new RegExp(`${kavya.aadhaar}|${spaced}`));
	});

	it('is not seen in a hash: the email and phone hashes stay as Deepvue sent them, whatever run of digits they hold', async () => {
		// About one SHA-256 in 45, written in hex, holds a run of exactly 12 digits, the first 2-9.
		const emailHash = `a3fb512345678873c${'d'.repeat(47)}`;
		const phoneHash = `${'e'.repeat(40)}234567890123f${'0a'.repeat(5)}1`;
		verifyAnswers({ name: kavya.name, email: emailHash, phone: phoneHash });

		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: EKYC_OTP, otpReferenceId: 'ref-0001' }),
		});

		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ email_hash: emailHash, phone_hash: phoneHash });
	});

	it("is masked in an error, Deepvue's words included", async () => {
		testBed().emulator.inject({
			pathPrefix: GENERATE,
			status: 422,
			body: { detail: `Invalid aadhaar_number ${kavya.aadhaar}` },
		});
		const { error, items } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(kavya.aadhaar),
			continueOnFail: true,
		});

		expect(error).toBeUndefined();
		expect(items[0].json.error).toBe(`Invalid aadhaar_number xxxx-xxxx-${kavya.aadhaar.slice(-4)}`);
		expect(JSON.stringify(items)).not.toContain(kavya.aadhaar);

		// What n8n keeps of an error that stops the node: its message, description and body.
		testBed().emulator.inject({
			pathPrefix: GENERATE,
			status: 422,
			body: { detail: `Invalid aadhaar_number ${kavya.aadhaar}` },
		});
		const stopped = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(kavya.aadhaar),
		});
		expect(stopped.error?.message).toMatch(/xxxx-xxxx-/);
		expect(JSON.stringify(stopped.error)).not.toContain(kavya.aadhaar);
	});
});

describe('an identifier Deepvue made', () => {
	it('is never taken for an Aadhaar number: a reference of hex digits holding 12 in a row stays as it is', async () => {
		const reference = 'ab234567890123cd45678901';
		testBed().emulator.inject({
			pathPrefix: GENERATE,
			status: 200,
			body: {
				code: 200,
				timestamp: Date.now(),
				transaction_id: 'f9876543210123e456789abc',
				message: 'OTP sent to registered mobile number',
				reference_id: reference,
				data: {},
			},
		});
		const { items } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(kavya.aadhaar),
		});
		expect(items[0].json).toMatchObject({
			reference_id: reference,
			transaction_id: 'f9876543210123e456789abc',
		});
	});
});

describe('a large e-Aadhaar (its photo and PDF over 1 MB)', () => {
	it('is kept for Retry On Fail all the same: the OTP is checked once', async () => {
		const references = [await referenceFor(kavya.aadhaar), 'no-such-reference'];
		testBed().emulator.setConditions({ documentPaddingBytes: 1024 * 1024 });
		const run = await runWorkflowFile(
			testBed().instance,
			retryOnFailFlow(
				'stopWorkflow',
				kyc('verifyAadhaarOtp', {
					otp: EKYC_OTP,
					otpReferenceId: '={{ $json.reference }}',
					generatePdf: true,
				}),
			),
			{ pinData: { Rows: references.map((reference) => ({ json: { reference } })) } },
		);

		// The second reference fails every try; the first is checked once, its answer kept.
		expect(run.error?.message).toBe('Invalid reference_id');
		const checks = testBed().emulator.requestsTo(VERIFY);
		expect(checks.filter((call) => call.query.reference_id === references[0])).toHaveLength(1);
		expect(checks.filter((call) => call.query.reference_id === references[1])).toHaveLength(3);
	});
});

describe('a real-shaped Aadhaar number no sample person holds', () => {
	const written = writtenAadhaar(REAL_SHAPED_AADHAAR);
	const seen = (value: unknown) => JSON.stringify(value, errorFields) ?? '';
	const dashed = `${REAL_SHAPED_AADHAAR.slice(0, 4)}-${REAL_SHAPED_AADHAAR.slice(4, 8)}-${REAL_SHAPED_AADHAAR.slice(8)}`;
	const masked = `xxxx-xxxx-${REAL_SHAPED_AADHAAR.slice(-4)}`;

	it('goes through sending and checking the OTP shown only masked, in the outputs, the photo file and a wrong OTP refused', async () => {
		const sent = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(dashed),
		});
		expect(sent.error).toBeUndefined();
		expect(sent.items[0].json.masked_aadhaar).toBe(masked);
		const reference = String(sent.items[0].json.reference_id);

		const wrong = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: '000000', otpReferenceId: reference }),
		});
		expect(wrong.error).toBeDefined();

		const checked = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: reference,
				generatePdf: true,
			}),
		});
		expect(checked.error).toBeUndefined();
		const [item] = checked.items;
		expect(item.json.masked_aadhaar).toBe(masked);
		expect(Object.values(item.binary ?? {}).map((file) => file.fileName)).toHaveLength(2);
		for (const value of [sent.items, wrong.error, checked.items])
			expect(seen(value)).not.toMatch(written);
	});

	it('is masked in an error whose words quote it, in its message and description', async () => {
		testBed().emulator.inject({
			pathPrefix: GENERATE,
			status: 422,
			body: { code: 422, message: `Aadhaar number ${dashed} is not linked to a mobile number` },
		});
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(REAL_SHAPED_AADHAAR),
		});

		expect(error?.message).toContain(masked);
		expect(seen(error)).not.toMatch(written);
	});

	it('is refused, before any call and without being echoed, with its check digit wrong', async () => {
		const broken = `${REAL_SHAPED_AADHAAR.slice(0, 11)}${(Number(REAL_SHAPED_AADHAAR[11]) + 1) % 10}`;
		const { error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicant(broken),
		});

		expect(error?.message).toMatch(/Aadhaar/);
		expect(seen(error)).not.toMatch(writtenAadhaar(broken));
		expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(0);
	});
});
