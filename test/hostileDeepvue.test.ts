/**
 * The KYC operations against a hostile Deepvue (the emulator's hostile mode,
 * testbed/emulator/service/hostile.ts), with a real-shaped Aadhaar number no other test uses: its
 * answers and errors quote the number whole with tabs, no-break and narrow no-break spaces, dots
 * and en dashes, echo the request's URL, hand the number back as the OTP's reference, put it in the
 * e-Aadhaar's address and a certificate's uid, and write verdicts as text. Whatever the node
 * writes (outputs with either Response Format, errors with their description and body, the files
 * it keeps and their names, what n8n logs) shows the number only masked, and the verdicts have
 * their schema's types.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import {
	EKYC_OTP,
	HOSTILE_AADHAAR,
	REAL_SHAPED_AADHAAR,
	writtenAadhaar,
} from '../testbed/emulator/world';
import { spelled } from '../testbed/emulator/service/hostile';
import { errorFields, transcript } from '../testbed/inProcessN8n/transcript';
import { runNode } from '../testbed/inProcessN8n/run';
import type { NodeRunResult } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { digilockerDocuments, kyc, photo, photosItem } from './harness/identity';

const testBed = useTestBed();
// Another OTP for the same number may go at once, but where a test asks for Deepvue's refusal.
beforeEach(() => testBed().emulator.setConditions({ hostile: true, otpResendWaitMs: 0 }));
afterEach(() => testBed().emulator.setConditions({}));

const GENERATE = '/v2/ekyc/aadhaar/generate-otp';
const MASKED = `xxxx-xxxx-${HOSTILE_AADHAAR.slice(-4)}`;
const written = writtenAadhaar(HOSTILE_AADHAAR);
const FULL = { response: 'full' };

/** The number as an applicant may type it: with tabs, no-break or narrow no-break spaces. */
const TYPED = [
	spelled(HOSTILE_AADHAAR, '\t'),
	spelled(HOSTILE_AADHAAR, '\u00a0'),
	spelled(HOSTILE_AADHAAR, '\u202f'),
];

/** Everything a run hands back: its items and error as n8n keeps them, and each file's bytes and name. */
function everythingOf(run: Partial<Pick<NodeRunResult, 'items' | 'error'>>): string {
	const files = (run.items ?? []).flatMap((item) =>
		Object.values(item.binary ?? {}).map(
			(file) =>
				`${file.fileName} ${file.mimeType} ${Buffer.from(file.data, 'base64').toString('latin1')}`,
		),
	);
	return [JSON.stringify({ items: run.items, error: run.error }, errorFields), ...files].join('\n');
}

/** What n8n logged and the runs recorded from `mark` (a length of the transcript) on. */
const loggedSince = (mark: number) => transcript().slice(mark);

const sendOtp = (options: INodeParameters = {}) =>
	kyc('sendAadhaarOtp', { aadhaarNumber: '={{ $json.aadhaar }}', options });

async function sent(typed: string, options: INodeParameters = {}) {
	return await runNode(testBed().instance, {
		parameters: sendOtp(options),
		items: [{ json: { aadhaar: typed } }],
	});
}

describe('Send Aadhaar OTP', () => {
	it.each(TYPED.map((typed) => [JSON.stringify(typed), typed]))(
		'takes the number typed as %s, and shows it only masked with either Response Format',
		async (_label, typed) => {
			const simple = await sent(typed);
			const full = await sent(typed, FULL);

			expect(testBed().emulator.requestsTo(GENERATE)[0].query.aadhaar_number).toBe(HOSTILE_AADHAAR);
			expect(simple.error).toBeUndefined();
			expect(simple.items[0].json).toMatchObject({
				masked_aadhaar: MASKED,
				message: `OTP sent to registered mobile number for Aadhaar ${MASKED}`,
			});
			expect(everythingOf(simple)).not.toMatch(written);
			// Full Response: the URL Deepvue echoed, whose query holds the number, and its odd fields.
			// The number it sent comes back in 3s and inside a hex id too: only the number gives it away.
			expect(full.items[0].json).toMatchObject({
				url: expect.stringContaining(`aadhaar_number=${MASKED}&consent=Y`),
				request: { aadhaar_number: MASKED, uid: MASKED },
				transaction_id: `ab${MASKED}cdef0123456789`,
				data: { masked_aadhaar: MASKED, transaction_id: `ab${MASKED}cdef0123456789` },
			});
			expect(everythingOf(full)).not.toMatch(written);
		},
	);

	it('never outputs the number it sent, though Deepvue hands it back as the reference_id', async () => {
		testBed().emulator.setConditions({ hostile: true, hostileReference: true, otpResendWaitMs: 0 });
		const simple = await sent(HOSTILE_AADHAAR);
		const full = await sent(HOSTILE_AADHAAR, FULL);

		expect(simple.items[0].json.reference_id).toBe(MASKED);
		expect(full.items[0].json).toMatchObject({ reference_id: MASKED });
		expect(everythingOf(simple)).not.toMatch(written);
		expect(everythingOf(full)).not.toMatch(written);
	});

	it("masks the number Deepvue's error quotes with other separators: message, description, body and n8n's log", async () => {
		testBed().emulator.setConditions({ hostile: true });
		const mark = transcript().length;
		await sent(TYPED[0]);
		// A second OTP within the minute: Deepvue refuses it (409), quoting the number.
		const stopped = await sent(TYPED[1]);
		const continued = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: [{ json: { aadhaar: TYPED[2] } }],
			continueOnFail: true,
		});

		expect(stopped.error?.message).toBe(
			`OTP already sent, please wait before requesting a new one (aadhaar_number ${MASKED})`,
		);
		expect(everythingOf(stopped)).not.toMatch(written);
		expect(continued.items[0].json.error).toBe(stopped.error?.message);
		expect(everythingOf(continued)).not.toMatch(written);
		expect(loggedSince(mark)).not.toMatch(written);
	});
});

describe('one OTP per Aadhaar number per run', () => {
	const REPEATED =
		'"Aadhaar Number" of item 1 is also item 0\'s: one OTP per Aadhaar number per run';
	const applicants = [TYPED[0], TYPED[1], REAL_SHAPED_AADHAAR].map((aadhaar) => ({
		json: { aadhaar },
	}));

	it('sends the first item, and fails the second before any call, saying why (On Error continues)', async () => {
		const { items } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicants,
			continueOnFail: true,
		});

		expect(items.map((item) => item.json.masked_aadhaar ?? item.json.error)).toEqual([
			MASKED,
			REPEATED,
			`xxxx-xxxx-${REAL_SHAPED_AADHAAR.slice(-4)}`,
		]);
		expect(testBed().emulator.otpsSentTo(HOSTILE_AADHAAR)).toBe(1);
		expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(2);
		expect(everythingOf({ items })).not.toMatch(written);
	});

	it('sends no item when the node stops at a failed one, the second item told why', async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: sendOtp(),
			items: applicants,
		});

		expect(error?.message).toBe(REPEATED);
		expect(error?.description).toMatch(/would stop the first OTP from working/);
		expect(items).toHaveLength(0);
		expect(testBed().emulator.requestsTo(GENERATE)).toHaveLength(0);
	});
});

describe('Verify Aadhaar OTP', () => {
	async function referenceOf(typed: string): Promise<string> {
		return String((await sent(typed)).items[0].json.reference_id);
	}

	it("masks the number in the holder's address and a wrong OTP's error, and reads the mobile match as said", async () => {
		const reference = await referenceOf(TYPED[0]);
		const wrong = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', { otp: '000000', otpReferenceId: reference }),
		});
		const checked = await runNode(testBed().instance, {
			parameters: kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: reference,
				aadhaarLinkedMobile: '9000000001',
				options: FULL,
			}),
		});

		expect(wrong.error?.message).toBe(`Invalid OTP (aadhaar_number ${MASKED})`);
		expect(everythingOf(wrong)).not.toMatch(written);
		expect(checked.error).toBeUndefined();
		expect(checked.items[0].json.data).toMatchObject({
			masked_aadhaar: MASKED,
			address: { care_of: `UID ${MASKED}`, house: expect.stringContaining(`(Aadhaar ${MASKED})`) },
			mobile_matches_aadhaar: false,
		});
		expect(everythingOf(checked)).not.toMatch(written);
	});
});

describe('Get DigiLocker Documents', () => {
	it.each([
		['Simplified', {}],
		['Full Response', FULL],
	])(
		"masks the number in the e-Aadhaar's address and keeps the PAN and licence certificates without their full uid (%s)",
		async (_format, options) => {
			const { items, error } = await digilockerDocuments(testBed(), 'mathew', {
				documents: ['aadhaar', 'pan', 'dl'],
				extra: { options },
			});

			expect(error).toBeUndefined();
			const [item] = items;
			const result = (options === FULL ? item.json.data : item.json) as IDataObject;
			expect(result).toMatchObject({
				account: { has_eaadhaar: true },
				eaadhaar: {
					masked_aadhaar: MASKED,
					address: {
						care_of: expect.stringMatching(new RegExp(`, Aadhaar ${MASKED}$`)),
						house: expect.stringMatching(new RegExp(`\\(UID ${MASKED}\\)$`)),
					},
				},
				pan: { pan_number: expect.any(String) },
				driving_licence: { licence_number: expect.any(String) },
				documents_missing: [],
			});
			for (const field of ['pan_document', 'driving_licence_document'])
				expect(item.binary?.[field]).toMatchObject({ mimeType: 'application/xml' });
			const licence = Buffer.from(item.binary!.driving_licence_document.data, 'base64');
			expect(licence.toString('utf8')).toMatch(`<Person uid="${MASKED}" `);
			expect(everythingOf({ items, error })).not.toMatch(written);
		},
	);
});

describe('Match Faces and Check Liveness', () => {
	const verdicts = (items: INodeExecutionData[]) => items[0].json;

	it('output the verdict and score Deepvue wrote as text as a boolean and a number', async () => {
		const different = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [photosItem('meera', 'kavya')],
		});
		const same = await runNode(testBed().instance, {
			parameters: kyc('matchFaces'),
			items: [photosItem('kavya', 'kavya')],
		});
		const document = await runNode(testBed().instance, {
			parameters: kyc('checkLiveness'),
			items: [{ json: {}, binary: { selfie: photo('kavya', 'document') } }],
		});

		expect(verdicts(different.items)).toMatchObject({
			match: false,
			confidence: expect.any(Number),
		});
		expect(verdicts(same.items)).toMatchObject({ match: true, confidence: expect.any(Number) });
		expect(verdicts(document.items)).toMatchObject({ is_live: false, score: expect.any(Number) });
	});
});
