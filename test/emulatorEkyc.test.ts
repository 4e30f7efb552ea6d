/**
 * The emulator's Offline Aadhaar eKYC V2 over HTTP, with a client of its own: client-id
 * authentication, consent and purpose in the query, the Aadhaar number's checks (12 digits, not
 * starting 0 or 1, Verhoeff), the OTP's reference (expiring, single use), the 45 s wait between
 * OTPs, UIDAI down, no linked mobile, and that no answer carries the Aadhaar number.
 */
import {
	hasVerhoeffCheck,
	isValidAadhaar,
	verhoeffDigit,
} from '../testbed/emulator/identity/verhoeff';
import { DEMO_CLIENT } from '../testbed/emulator/server';
import { EKYC_OTP, UIDAI_DOWN_AADHAAR, WORLD, personById } from '../testbed/emulator/world';
import {
	CLIENT_ID_HEADERS,
	bearerHeaders,
	call,
	dataOf,
	detailOf,
	useEmulator,
} from './harness/emulatorClient';
import type { Answer } from './harness/emulatorClient';

const GENERATE = '/v2/ekyc/aadhaar/generate-otp';
const VERIFY = '/v2/ekyc/aadhaar/verify-otp';
const CONSENT = { consent: 'Y', purpose: 'For KYC' };

const emulator = useEmulator();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function generate(aadhaar: string, headers: Record<string, string> = CLIENT_ID_HEADERS) {
	return call(emulator(), GENERATE, {
		method: 'POST',
		headers,
		query: { aadhaar_number: aadhaar, ...CONSENT },
	});
}

function verify(referenceId: string, extra: Record<string, string> = {}, otp = EKYC_OTP) {
	return call(emulator(), VERIFY, {
		method: 'POST',
		headers: CLIENT_ID_HEADERS,
		query: { otp, reference_id: referenceId, ...CONSENT, ...extra },
	});
}

const referenceOf = (answer: Answer) => (answer.body as { reference_id: string }).reference_id;

/** A valid Aadhaar number that is no sample person's: the emulator derives its holder from a hash. */
const someoneElse = () => {
	const base = '23456789012';
	return `${base}${verhoeffDigit(base)}`;
};

describe('the Verhoeff check', () => {
	it("passes UIDAI's published sample numbers and the world's, and fails a changed digit", () => {
		for (const number of ['999941057058', '999971658847', ...WORLD.map((person) => person.aadhaar)])
			expect(isValidAadhaar(number)).toBe(true);
		expect(hasVerhoeffCheck('236')).toBe(true);
		expect(verhoeffDigit('23')).toBe('6');
		for (const number of [
			'999941057059',
			'999941057508',
			'099941057058',
			'199941057058',
			'99994105705',
			'abcdefghijkl',
		])
			expect(isValidAadhaar(number)).toBe(false);
	});
});

describe('generate-otp', () => {
	it('sends an OTP and answers a reference at the top level, with an empty data', async () => {
		const kavya = personById('kavya');
		const answer = await generate(kavya.aadhaar);
		expect(answer.status).toBe(200);
		expect(answer.body).toEqual({
			code: 200,
			timestamp: expect.any(Number),
			transaction_id: expect.any(String),
			sub_code: 'SUCCESS',
			message: 'OTP sent to registered mobile number',
			reference_id: expect.stringMatching(/^\w+$/),
			data: {},
		});
		expect(emulator().otpsSentTo(kavya.aadhaar)).toBe(1);
		const [request] = emulator().requestsTo(GENERATE);
		expect(request.headers.authorization).toBeUndefined();
		// The log keeps the number the call asked about.
		expect(request.query.aadhaar_number).toBe(kavya.aadhaar);
	});

	it('takes client-id and x-api-key: none, or a bearer token alone, is 401', async () => {
		const aadhaar = personById('asha').aadhaar;
		for (const headers of [
			{},
			{ 'x-api-key': DEMO_CLIENT.clientSecret },
			await bearerHeaders(emulator()),
		]) {
			const answer = await generate(aadhaar, headers);
			expect([answer.status, detailOf(answer)]).toEqual([401, 'Not authenticated']);
		}
		const wrong = await generate(aadhaar, { ...CLIENT_ID_HEADERS, 'x-api-key': 'nope' });
		expect([wrong.status, detailOf(wrong)]).toEqual([
			401,
			'Invalid client_id or client_secret, access Denied',
		]);
		expect(emulator().otpsSentTo(aadhaar)).toBe(0);
	});

	it('needs consent=Y and a purpose in the query, also on verify-otp', async () => {
		const aadhaar = personById('asha').aadhaar;
		const cases: Array<[Record<string, string>, string]> = [
			[{ purpose: 'KYC' }, 'consent is required and must be Y'],
			[{ consent: 'y', purpose: 'KYC' }, 'consent is required and must be Y'],
			[{ consent: 'Y' }, 'purpose is required'],
			[{ consent: 'Y', purpose: '' }, 'purpose is required'],
		];
		for (const [consent, detail] of cases) {
			const answer = await call(emulator(), GENERATE, {
				method: 'POST',
				headers: CLIENT_ID_HEADERS,
				query: { aadhaar_number: aadhaar, ...consent },
			});
			expect([answer.status, detailOf(answer)]).toEqual([422, detail]);
		}
		const noPurpose = await call(emulator(), VERIFY, {
			method: 'POST',
			headers: CLIENT_ID_HEADERS,
			query: { otp: EKYC_OTP, reference_id: 'x', consent: 'Y' },
		});
		expect([noPurpose.status, detailOf(noPurpose)]).toEqual([422, 'purpose is required']);
		expect(emulator().otpsSentTo(aadhaar)).toBe(0);
	});

	it('refuses a number not of 12 digits, starting with 0 or 1, or with a wrong check digit', async () => {
		const good = personById('ravi').aadhaar;
		const wrongCheck = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
		for (const aadhaar of [
			'12345',
			`0${good.slice(1)}`,
			`1${good.slice(1)}`,
			wrongCheck,
			`${good} `,
			`${good}0`,
		]) {
			const answer = await generate(aadhaar);
			expect([answer.status, detailOf(answer)]).toEqual([422, 'Invalid aadhaar_number']);
		}
	});

	it('refuses a second OTP for the same number within the wait, 409, and sends one after it', async () => {
		const meera = personById('meera').aadhaar;
		expect((await generate(meera)).status).toBe(200);
		const again = await generate(meera);
		expect([again.status, detailOf(again)]).toEqual([
			409,
			'OTP already sent, please wait before requesting a new one',
		]);
		// Another number is not held up.
		expect((await generate(personById('thomas').aadhaar)).status).toBe(200);
		expect(emulator().otpsSentTo(meera)).toBe(1);

		emulator().setConditions({ otpResendWaitMs: 40 });
		await pause(60);
		expect((await generate(meera)).status).toBe(200);
		expect(emulator().otpsSentTo(meera)).toBe(2);
	});

	it('answers 422 for an Aadhaar number with no mobile linked', async () => {
		const answer = await generate(personById('vikram').aadhaar);
		expect([answer.status, detailOf(answer)]).toEqual([
			422,
			'Aadhaar number does not have mobile number linked',
		]);
		expect(emulator().otpsSentTo(personById('vikram').aadhaar)).toBe(0);
	});

	it('answers 503 every time for the number whose UIDAI source is down, and for an injected 503', async () => {
		expect(isValidAadhaar(UIDAI_DOWN_AADHAAR)).toBe(true);
		for (let attempt = 0; attempt < 3; attempt++) {
			const answer = await generate(UIDAI_DOWN_AADHAAR);
			expect([answer.status, detailOf(answer)]).toEqual([503, 'UIDAI source unavailable']);
		}
		emulator().inject({
			status: 503,
			pathPrefix: GENERATE,
			body: { detail: 'UIDAI source unavailable' },
		});
		const injected = await generate(personById('priya').aadhaar);
		expect([injected.status, detailOf(injected)]).toEqual([503, 'UIDAI source unavailable']);
		expect((await generate(personById('priya').aadhaar)).status).toBe(200);
	});
});

describe('verify-otp', () => {
	it("answers the holder's eKYC record, the number masked, email and phone hashed", async () => {
		const kavya = personById('kavya');
		const reference = referenceOf(await generate(kavya.aadhaar));
		const answer = await verify(reference);
		expect(answer.status).toBe(200);
		const data = dataOf(answer);
		expect(data).toEqual({
			name: 'KAVYA REDDY',
			dateOfBirth: '12-03-1994',
			gender: 'F',
			address: {
				house: kavya.address.house,
				street: kavya.address.street,
				landmark: kavya.address.landmark,
				locality: kavya.address.locality,
				vtc: 'Hyderabad',
				subdistrict: 'Khairatabad',
				district: 'Hyderabad',
				state: 'Telangana',
				country: 'India',
				pincode: '500034',
			},
			maskedNumber: `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`,
			email: expect.stringMatching(/^[0-9a-f]{64}$/),
			phone: expect.stringMatching(/^[0-9a-f]{64}$/),
			photo: expect.any(String),
		});
		const photo = Buffer.from(String(data.photo), 'base64');
		expect(photo.toString('latin1')).toContain('deepvue-emulator person=kavya kind=document');
		expect(answer.text).not.toContain(kavya.aadhaar);
		expect(answer.text).not.toContain(kavya.mobile);
	});

	it('says whether a mobile number given is the one linked, and adds a PDF when asked', async () => {
		const asha = personById('asha');
		const same = dataOf(
			await verify(referenceOf(await generate(asha.aadhaar)), {
				mobile_number: asha.mobile,
				generate_pdf: 'true',
			}),
		);
		expect(same.aadhaar_linked_mobile_match).toBe('Yes');
		expect(Buffer.from(String(same.document_pdf), 'base64').toString('latin1')).toMatch(/^%PDF-/);
		emulator().clearLog();
		const other = dataOf(
			await verify(referenceOf(await generate(asha.aadhaar)), {
				mobile_number: personById('ravi').mobile,
			}),
		);
		expect(other.aadhaar_linked_mobile_match).toBe('No');
		expect(other.document_pdf).toBeUndefined();
	});

	it('refuses a wrong OTP, and takes the right one after it', async () => {
		const reference = referenceOf(await generate(personById('ravi').aadhaar));
		const wrong = await verify(reference, {}, '654321');
		expect([wrong.status, detailOf(wrong)]).toEqual([422, 'Invalid OTP']);
		expect((await verify(reference)).status).toBe(200);
	});

	it('takes a reference once, and refuses one it never gave', async () => {
		const reference = referenceOf(await generate(personById('mathew').aadhaar));
		expect((await verify(reference)).status).toBe(200);
		for (const used of [reference, 'never-given']) {
			const answer = await verify(used);
			expect([answer.status, detailOf(answer)]).toEqual([422, 'Invalid reference_id']);
		}
	});

	it('refuses an expired OTP', async () => {
		emulator().setConditions({ otpLifetimeMs: 30 });
		const reference = referenceOf(await generate(personById('arjun').aadhaar));
		await pause(60);
		const answer = await verify(reference);
		expect([answer.status, detailOf(answer)]).toEqual([422, 'OTP expired']);
	});

	it("answers a number that is no sample person's with a record derived from it, and the anonymous photo", async () => {
		const aadhaar = someoneElse();
		const first = dataOf(await verify(referenceOf(await generate(aadhaar))));
		emulator().clearLog();
		const second = dataOf(await verify(referenceOf(await generate(aadhaar))));
		expect(second).toEqual(first);
		expect(first.maskedNumber).toBe(`xxxx-xxxx-${aadhaar.slice(-4)}`);
		expect(String(first.name)).toMatch(/^[A-Z ]+$/);
		expect(Buffer.from(String(first.photo), 'base64').toString('latin1')).toContain(
			'deepvue-emulator kind=document',
		);
	});
});

describe('large documents', () => {
	it('pads the photo and the PDF to about the size asked, still a JPEG and a PDF', async () => {
		const size = 5 * 1024 * 1024;
		emulator().setConditions({ documentPaddingBytes: size });
		const priya = personById('priya');
		const data = dataOf(
			await verify(referenceOf(await generate(priya.aadhaar)), { generate_pdf: 'true' }),
		);
		const photo = Buffer.from(String(data.photo), 'base64');
		const pdf = Buffer.from(String(data.document_pdf), 'base64');
		for (const document of [photo, pdf]) {
			expect(document.length).toBeGreaterThanOrEqual(size - 1024);
			expect(document.length).toBeLessThanOrEqual(size + 1024);
		}
		expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
		expect(photo.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
		expect(photo.toString('latin1')).toContain('deepvue-emulator person=priya kind=document');
		expect(pdf.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*startxref\n\d+\n%%EOF\n$/);
	});
});
