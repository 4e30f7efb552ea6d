/**
 * The emulator's hostile mode over HTTP (testbed/emulator/service/hostile.ts), with a client of its
 * own: what the leak tests count on it to send. Its answers and errors quote the Aadhaar number
 * whole with tabs, no-break and narrow no-break spaces, dots and en dashes, echo the request's URL,
 * leave the "masked" numbers whole, put a full uid in the certificates, and write verdicts as text;
 * with hostileReference, the OTP's reference is the number. Off, none of it.
 */
import { EKYC_OTP, HOSTILE_AADHAAR, personById, writtenAadhaar } from '../testbed/emulator/world';
import { photoOf } from '../testbed/emulator/identity/samplePhotos';
import {
	CLIENT_ID_HEADERS,
	bearerHeaders,
	call,
	dataOf,
	useEmulator,
} from './harness/emulatorClient';
import { allowedSession, documentsCall } from './harness/digiLockerFlow';

const emulator = useEmulator();
const GENERATE = '/v2/ekyc/aadhaar/generate-otp';
const VERIFY = '/v2/ekyc/aadhaar/verify-otp';
const CONSENT = { consent: 'Y', purpose: 'For KYC' };
const written = writtenAadhaar(HOSTILE_AADHAAR);

const generate = (aadhaar: string) =>
	call(emulator(), GENERATE, {
		method: 'POST',
		headers: CLIENT_ID_HEADERS,
		query: { aadhaar_number: aadhaar, ...CONSENT },
	});
const verify = (reference: string, otp = EKYC_OTP) =>
	call(emulator(), VERIFY, {
		method: 'POST',
		headers: CLIENT_ID_HEADERS,
		query: { otp, reference_id: reference, ...CONSENT, mobile_number: '9000000001' },
	});
const body = (answer: { body: unknown }) => answer.body as Record<string, unknown>;

describe('off (the default)', () => {
	it('quotes no Aadhaar number and echoes nothing', async () => {
		const sent = await generate(HOSTILE_AADHAAR);
		expect(sent.status).toBe(200);
		expect(body(sent).url).toBeUndefined();
		expect(sent.text).not.toMatch(written);
	});
});

describe('on', () => {
	beforeEach(() => emulator().setConditions({ hostile: true }));

	it('answers generate-otp with the number quoted in its message and odd fields, the URL echoed', async () => {
		const sent = await generate(HOSTILE_AADHAAR);

		expect(sent.status).toBe(200);
		expect(body(sent)).toMatchObject({
			message: 'OTP sent to registered mobile number for Aadhaar 5629\t0417\t8335',
			url: `${emulator().baseUrl}${GENERATE}?aadhaar_number=${HOSTILE_AADHAAR}&consent=Y&purpose=For+KYC`,
			request: { aadhaar_number: '562 904 178 335', uid: Number(HOSTILE_AADHAAR) },
			transaction_id: `ab${HOSTILE_AADHAAR}cdef0123456789`,
			reference_id: expect.stringMatching(/^[0-9a-f]{24}$/),
		});
	});

	it("quotes the number in an error's words and body: the OTP's, by its reference", async () => {
		const reference = String(body(await generate(HOSTILE_AADHAAR)).reference_id);
		const wrong = await verify(reference, '000000');

		expect(wrong.status).toBe(422);
		expect(wrong.body).toEqual({
			detail: 'Invalid OTP (aadhaar_number 5629\t0417\t8335)',
			message: 'Aadhaar 5629\u00a00417\u00a08335: Invalid OTP',
			errors: [{ field: 'aadhaar_number', value: '5629\u20130417\u20138335' }],
			url: expect.stringContaining(`reference_id=${reference}`),
			request: { aadhaar_number: '5629.0417.8335', uid: Number(HOSTILE_AADHAAR) },
		});
	});

	it('leaves maskedNumber whole, quotes the number in the address, says the mobile match as text', async () => {
		const reference = String(body(await generate(HOSTILE_AADHAAR)).reference_id);
		const data = dataOf<Record<string, unknown>>(await verify(reference));

		expect(data.maskedNumber).toBe(HOSTILE_AADHAAR);
		expect(data.address).toMatchObject({
			care_of: 'UID 5629.0417.8335',
			house: expect.stringContaining('(Aadhaar 5629\u202f0417\u202f8335)'),
		});
		expect(data.aadhaar_linked_mobile_match).toBe('false');
	});

	it('answers with the number itself as the reference, with hostileReference, and takes it back', async () => {
		emulator().setConditions({ hostile: true, hostileReference: true });
		const sent = await generate(HOSTILE_AADHAAR);
		expect(body(sent).reference_id).toBe(HOSTILE_AADHAAR);
		expect((await verify(HOSTILE_AADHAAR)).status).toBe(200);
	});

	it("gives DigiLocker's applicant the number: the e-Aadhaar's masked_uid and address, a full uid in the PAN and licence", async () => {
		const session = await allowedSession(emulator(), 'mathew');
		await documentsCall(emulator(), 'access-token', session.id, {
			digilocker_code: session.code,
		});
		const eaadhaar = dataOf<Record<string, Record<string, string>>>(
			await documentsCall(emulator(), 'eaadhaar', session.id),
		);
		expect(eaadhaar.masked_uid).toBe(HOSTILE_AADHAAR);
		expect(eaadhaar.proof_of_address.care_of).toMatch(/, Aadhaar 5629\t0417\t8335$/);
		expect(eaadhaar.proof_of_address.house).toMatch(/\(UID 5629\u00a00417\u00a08335\)$/);

		const files = dataOf<Array<{ doctype: string; uri: string }>>(
			await documentsCall(emulator(), 'issued-files', session.id),
		);
		const file = async (doctype: string) =>
			dataOf<string>(
				await documentsCall(emulator(), 'file', session.id, {
					uri: files.find((entry) => entry.doctype === doctype)?.uri,
				}),
			);
		expect(await file('PANCR')).toMatch(`<Person uid="${HOSTILE_AADHAAR}" `);
		const licence = await file('DRVLC');
		expect(licence.startsWith('<')).toBe(false);
		expect(Buffer.from(licence, 'base64').toString('utf8')).toMatch(
			`<Person uid="${HOSTILE_AADHAAR}" `,
		);
	});

	it('writes the verdicts and scores of face match and liveness as text', async () => {
		const headers = await bearerHeaders(emulator());
		const form = new FormData();
		const jpeg = (photo: Buffer) => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
		form.append('file_a', jpeg(photoOf('meera', 'selfie')), 'a.jpg');
		form.append('file_b', jpeg(photoOf('kavya', 'document')), 'b.jpg');
		const faces = dataOf<Record<string, unknown>>(
			await call(emulator(), '/v2/facematch', { headers, multipart: form }),
		);
		expect(faces).toEqual({ match: 'false', confidence: expect.stringMatching(/^\d+$/) });

		const live = dataOf<Record<string, unknown>>(
			await call(emulator(), '/v1/liveness-check', {
				headers,
				json: { image: photoOf('kavya', 'document').toString('base64') },
			}),
		);
		expect(live).toEqual({ is_live: 'false', score: expect.stringMatching(/^\d+$/) });
	});

	it('leaves the other endpoints as they are', async () => {
		const headers = await bearerHeaders(emulator());
		const answer = await call(emulator(), '/v1/mobile-intelligence/mobile-to-name', {
			headers,
			query: { mobile_number: personById('kavya').mobile },
		});
		expect(answer.status).toBe(200);
		expect(body(answer).url).toBeUndefined();
		expect(answer.text).not.toMatch(written);
	});
});
