/**
 * The emulator's DigiLocker over HTTP, with a client of its own: client-id authentication,
 * consent with a purpose, the applicant's round trip through the HTML consent page (the form
 * read, posted, the 302 read without following it), one-time and expiring codes and links, and
 * the documents of the world's people.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { DEMO_CLIENT } from '../testbed/emulator/server';
import { WORLD, personById } from '../testbed/emulator/world';
import {
	CLIENT_ID_HEADERS,
	bearerHeaders,
	call,
	dataOf,
	detailOf,
	useEmulator,
} from './harness/emulatorClient';
import {
	CONSENT,
	DIGILOCKER,
	allowedSession,
	answerConsentPage,
	documentsCall,
	openedSession,
	parseConsentForm,
	startSession,
} from './harness/digiLockerFlow';

const emulator = useEmulator();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The emulator's view of a session. */
const sessionOf = (id: string) =>
	emulator()
		.digilockerSessions()
		.find((session) => session.id === id);

const RESUME_URL = 'http://127.0.0.1:5678/webhook-waiting/231?signature=a1B2%2Bc3~d.e_f-';

describe('who may call', () => {
	const initiate = (headers: Record<string, string>) =>
		call(emulator(), `${DIGILOCKER}/initiate-session`, {
			headers,
			json: { ...CONSENT, redirect_url: RESUME_URL },
		});

	it('takes client-id and x-api-key, and no token', async () => {
		const answer = await initiate(CLIENT_ID_HEADERS);
		expect(answer.status).toBe(201);
		const [request] = emulator().requestsTo(`${DIGILOCKER}/initiate-session`);
		expect(request.headers['client-id']).toBe(DEMO_CLIENT.clientId);
		expect(request.headers.authorization).toBeUndefined();
	});

	it('refuses a call without client-id or without x-api-key: 401 Not authenticated', async () => {
		const incomplete: Array<Record<string, string>> = [
			{ 'x-api-key': DEMO_CLIENT.clientSecret },
			{ 'client-id': DEMO_CLIENT.clientId },
			{},
		];
		for (const headers of incomplete) {
			const answer = await initiate(headers);
			expect([answer.status, detailOf(answer)]).toEqual([401, 'Not authenticated']);
		}
	});

	it('refuses a bearer token and x-api-key alone, as every other endpoint takes them', async () => {
		const answer = await initiate(await bearerHeaders(emulator()));
		expect([answer.status, detailOf(answer)]).toEqual([401, 'Not authenticated']);
	});

	it('refuses a client id and a secret that do not belong together', async () => {
		for (const headers of [
			{ ...CLIENT_ID_HEADERS, 'x-api-key': 'another-secret' },
			{ ...CLIENT_ID_HEADERS, 'client-id': 'another-client' },
		]) {
			const answer = await initiate(headers);
			expect([answer.status, detailOf(answer)]).toEqual([
				401,
				'Invalid client_id or client_secret, access Denied',
			]);
		}
	});

	it('does not refuse an Authorization header beside client-id, and records it', async () => {
		const answer = await initiate({ ...CLIENT_ID_HEADERS, authorization: 'Bearer something' });
		expect(answer.status).toBe(201);
		expect(emulator().requestsTo(DIGILOCKER)[0].headers.authorization).toBe('Bearer something');
	});
});

describe('consent', () => {
	const initiate = (json: Record<string, unknown>) =>
		call(emulator(), `${DIGILOCKER}/initiate-session`, { headers: CLIENT_ID_HEADERS, json });

	it('always needs consent Y and a purpose in the body, 422 otherwise', async () => {
		const url = { redirect_url: RESUME_URL };
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ purpose: 'KYC', ...url }, 'consent is required and must be Y'],
			[{ consent: 'N', purpose: 'KYC', ...url }, 'consent is required and must be Y'],
			[{ consent: true, purpose: 'KYC', ...url }, 'consent is required and must be Y'],
			[{ consent: 'Y', ...url }, 'purpose is required'],
			[{ consent: 'Y', purpose: '   ', ...url }, 'purpose is required'],
		];
		for (const [json, detail] of cases) {
			const answer = await initiate(json);
			expect([answer.status, detailOf(answer)]).toEqual([422, detail]);
		}
		// Consent in the query does not count: DigiLocker reads it from the body.
		const inQuery = await call(emulator(), `${DIGILOCKER}/initiate-session`, {
			headers: CLIENT_ID_HEADERS,
			query: { consent: 'Y', purpose: 'KYC' },
			json: url,
		});
		expect(inQuery.status).toBe(422);
	});

	it('asks for consent on every DigiLocker call, the documents calls included', async () => {
		const { id, code } = await allowedSession(emulator(), 'kavya');
		const answer = await call(emulator(), `${DIGILOCKER}/access-token`, {
			headers: CLIENT_ID_HEADERS,
			json: { consent: 'Y', initial_deepvue_transaction_id: id, digilocker_code: code },
		});
		expect([answer.status, detailOf(answer)]).toEqual([422, 'purpose is required']);
	});
});

describe('initiate-session', () => {
	it('answers 201 with the session id as transaction_id and the consent page as authorization_url', async () => {
		const session = await startSession(emulator(), RESUME_URL, ['aadhaar', 'pan']);
		expect(session.answer.status).toBe(201);
		expect(session.answer.body).toMatchObject({
			code: 201,
			timestamp: expect.any(Number),
			transaction_id: session.id,
			sub_code: 'SUCCESS',
			message: 'DigiLocker session initiated successfully',
		});
		expect(session.authorizationUrl).toBe(
			`${emulator().baseUrl}/v1/kyc/digilocker/digilocker-redirect?state=${session.id}`,
		);
		expect(emulator().digilockerPageUrl(session.id)).toBe(session.authorizationUrl);
		expect(sessionOf(session.id)?.docTypes).toEqual(['aadhaar', 'pan']);
	});

	it('reads doc_types as a list or one comma-separated string; none or empty is all three', async () => {
		for (const docTypes of [undefined, [], '', 'dl, PAN', ['dl']])
			await startSession(emulator(), RESUME_URL, docTypes);
		expect(
			emulator()
				.digilockerSessions()
				.slice(-5)
				.map((session) => session.docTypes),
		).toEqual([
			['aadhaar', 'pan', 'dl'],
			['aadhaar', 'pan', 'dl'],
			['aadhaar', 'pan', 'dl'],
			['pan', 'dl'],
			['dl'],
		]);
		const wrong = await call(emulator(), `${DIGILOCKER}/initiate-session`, {
			headers: CLIENT_ID_HEADERS,
			json: { ...CONSENT, redirect_url: RESUME_URL, doc_types: ['passport'] },
		});
		expect(wrong.status).toBe(422);
	});

	it('needs an absolute http(s) redirect_url', async () => {
		for (const redirectUrl of [
			undefined,
			'',
			'/relative',
			'ftp://example.com/x',
			'not a url',
			42,
		]) {
			const answer = await call(emulator(), `${DIGILOCKER}/initiate-session`, {
				headers: CLIENT_ID_HEADERS,
				json: { ...CONSENT, redirect_url: redirectUrl },
			});
			expect([answer.status, detailOf(answer)]).toEqual([
				422,
				'redirect_url must be an absolute http(s) URL',
			]);
		}
	});
});

describe('the consent page', () => {
	it("shows the purpose, the documents asked for, the world's people and Allow and Deny, marked as the emulator's", async () => {
		const session = await call(emulator(), `${DIGILOCKER}/initiate-session`, {
			headers: CLIENT_ID_HEADERS,
			json: {
				consent: 'Y',
				purpose: 'Loan <script>alert(1)</script> & KYC',
				redirect_url: RESUME_URL,
				doc_types: ['pan', 'dl'],
			},
		});
		const page = await fetch(dataOf<{ authorization_url: string }>(session).authorization_url);
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toMatch(/^text\/html/);
		const html = await page.text();
		expect(html).toMatch(/<title>DigiLocker<\/title>/);
		expect(html).toMatch(/emulator/i);
		expect(html).toContain('Loan &lt;script&gt;alert(1)&lt;/script&gt; &amp; KYC');
		expect(html).not.toContain('<script>');
		expect(html).toContain('PAN card');
		expect(html).toContain('Driving licence');
		expect(html).not.toContain('Aadhaar (e-Aadhaar)');

		const form = parseConsentForm(html);
		expect(form).toMatchObject({
			method: 'post',
			action: '/v1/kyc/digilocker/digilocker-redirect',
			hidden: { state: (session.body as { transaction_id: string }).transaction_id },
			selectName: 'person',
		});
		// Nobody is chosen for the applicant: each picks whom to sign in as.
		expect(form.options).toEqual([
			{ value: '', label: 'Choose a sample person' },
			...WORLD.map((person) => ({
				value: person.id,
				label: [person.first, person.middle, person.last].filter(Boolean).join(' '),
			})),
		]);
		expect(html).toMatch(/<option value="" selected disabled>Choose a sample person<\/option>/);
		expect(html).not.toMatch(/<option value="[a-z]+"[^>]*selected/);
		expect(html).toMatch(/<select name="person" id="person" required>/);
		expect(form.buttons).toEqual([
			{ name: 'decision', value: 'allow' },
			{ name: 'decision', value: 'deny' },
		]);
		// No credentials were needed, and none of the world's Aadhaar numbers is on the page.
		for (const person of WORLD) expect(html).not.toContain(person.aadhaar);
	});

	it('on Allow, sends the browser back with code and state added to the query redirect_url already had', async () => {
		const session = await startSession(emulator(), RESUME_URL);
		const { answer } = await answerConsentPage(
			emulator(),
			session.authorizationUrl,
			'kavya',
			'allow',
		);
		expect(answer.status).toBe(302);
		const location = answer.headers.get('location') ?? '';
		// n8n's signature, byte for byte, then the two parameters.
		expect(location).toMatch(
			new RegExp(
				`^${RESUME_URL.replace(/[.?+~]/g, '\\$&')}&code=[0-9a-f]{40}&state=${session.id}$`,
			),
		);
		const url = new URL(location);
		expect(url.searchParams.get('signature')).toBe('a1B2+c3~d.e_f-');
		expect(url.searchParams.get('state')).toBe(session.id);
		expect(sessionOf(session.id)).toMatchObject({
			decision: 'allow',
			personId: 'kavya',
			codes: [{ code: url.searchParams.get('code'), used: false }],
		});
	});

	it('sends the browser to a waiting n8n execution that receives its own signature and the code', async () => {
		const received: string[] = [];
		const n8n = createServer((request, response) => {
			received.push(request.url ?? '');
			response.end('resumed');
		});
		await new Promise<void>((resolve) => n8n.listen(0, '127.0.0.1', resolve));
		try {
			const { port } = n8n.address() as AddressInfo;
			const resumeUrl = `http://127.0.0.1:${port}/webhook-waiting/231?signature=a1B2%2Bc3~d.e_f-`;
			const session = await startSession(emulator(), resumeUrl);
			const { answer } = await answerConsentPage(
				emulator(),
				session.authorizationUrl,
				'mathew',
				'allow',
			);
			// The browser follows the redirect.
			const resumed = await fetch(answer.headers.get('location') ?? '');
			expect(await resumed.text()).toBe('resumed');
			expect(received).toEqual([
				expect.stringMatching(
					new RegExp(
						`^/webhook-waiting/231\\?signature=a1B2%2Bc3~d\\.e_f-&code=[0-9a-f]{40}&state=${session.id}$`,
					),
				),
			]);
		} finally {
			await new Promise((resolve) => n8n.close(resolve));
		}
	});

	it('adds a query to a redirect_url without one, before its fragment', async () => {
		const cases = [
			['https://example.com/done', /^https:\/\/example\.com\/done\?code=\w+&state=[\w-]+$/],
			['https://example.com/done?', /^https:\/\/example\.com\/done\?code=\w+&state=[\w-]+$/],
			[
				'https://example.com/done?a=1&b=x%20y#step-2',
				/^https:\/\/example\.com\/done\?a=1&b=x%20y&code=\w+&state=[\w-]+#step-2$/,
			],
			['https://example.com/done#top', /^https:\/\/example\.com\/done\?code=\w+&state=[\w-]+#top$/],
		] as const;
		for (const [redirectUrl, expected] of cases) {
			const session = await startSession(emulator(), redirectUrl);
			const { answer } = await answerConsentPage(
				emulator(),
				session.authorizationUrl,
				'asha',
				'allow',
			);
			expect(answer.headers.get('location')).toMatch(expected);
		}
	});

	it('on Deny, sends the browser back with error=access_denied, a description and state, and no code', async () => {
		const session = await startSession(emulator(), RESUME_URL);
		const { answer } = await answerConsentPage(
			emulator(),
			session.authorizationUrl,
			'kavya',
			'deny',
		);
		expect(answer.status).toBe(302);
		const location = answer.headers.get('location') ?? '';
		expect(location.startsWith(`${RESUME_URL}&error=access_denied&error_description=`)).toBe(true);
		const url = new URL(location);
		expect(url.searchParams.get('state')).toBe(session.id);
		expect(url.searchParams.get('error_description')).toMatch(/denied/);
		expect(url.searchParams.has('code')).toBe(false);
		expect(sessionOf(session.id)?.codes).toEqual([]);
	});

	it('answers a link it does not know with a 400 page', async () => {
		const unknown = await fetch(
			`${emulator().baseUrl}${DIGILOCKER}/digilocker-redirect?state=nope`,
		);
		expect(unknown.status).toBe(400);
		expect(await unknown.text()).toMatch(/not valid or has expired/);
		const posted = await call(emulator(), `${DIGILOCKER}/digilocker-redirect`, {
			form: { state: 'nope', person: 'kavya', decision: 'allow' },
		});
		expect([posted.status, posted.headers.get('location')]).toEqual([400, null]);
	});

	it('offers the way back from a request already answered, and sends an answer posted again back with an error, never a second code', async () => {
		const answered = await startSession(emulator(), RESUME_URL);
		await answerConsentPage(emulator(), answered.authorizationUrl, 'kavya', 'allow');
		// Back to DigiLocker's page: it is over, with a link to the service that asked.
		const page = await fetch(answered.authorizationUrl);
		expect(page.status).toBe(400);
		const html = await page.text();
		expect(html).toMatch(/already been answered/);
		const back = /<a href="([^"]*)">Return to the service that asked<\/a>/.exec(html)?.[1];
		expect(back?.replace(/&amp;/g, '&')).toBe(
			`${RESUME_URL}&error=invalid_request&error_description=This+DigiLocker+request+has+already+been+answered.&state=${answered.id}`,
		);
		// Allow pressed again on the page the browser kept.
		const again = await call(emulator(), `${DIGILOCKER}/digilocker-redirect`, {
			form: { state: answered.id, person: 'kavya', decision: 'allow' },
		});
		expect(again.status).toBe(302);
		const location = new URL(again.headers.get('location') ?? '');
		expect([...location.searchParams.keys()]).toEqual([
			'signature',
			'error',
			'error_description',
			'state',
		]);
		expect(location.searchParams.get('error')).toBe('invalid_request');
		expect(location.searchParams.get('state')).toBe(answered.id);
		expect(sessionOf(answered.id)?.codes).toHaveLength(1);
	});

	it('sends an applicant back late, once the link has expired, with an error and no code', async () => {
		emulator().setConditions({ digilockerLinkLifetimeMs: 30 });
		const expired = await startSession(emulator(), RESUME_URL);
		await pause(60);
		const page = await fetch(expired.authorizationUrl);
		expect(page.status).toBe(400);
		expect(await page.text()).toMatch(/has expired/);
		const late = await call(emulator(), `${DIGILOCKER}/digilocker-redirect`, {
			form: { state: expired.id, person: 'kavya', decision: 'allow' },
		});
		expect(late.status).toBe(302);
		const location = new URL(late.headers.get('location') ?? '');
		expect(location.searchParams.get('error')).toBe('invalid_request');
		expect(location.searchParams.get('error_description')).toMatch(/expired/);
		expect(location.searchParams.has('code')).toBe(false);
		expect(sessionOf(expired.id)?.codes).toEqual([]);
	});

	it('refuses a form without a known person or a decision', async () => {
		const session = await startSession(emulator(), RESUME_URL);
		const forms: Array<Record<string, string>> = [
			{ state: session.id, person: 'nobody', decision: 'allow' },
			{ state: session.id, person: 'kavya', decision: 'maybe' },
			{ state: session.id, person: 'kavya' },
		];
		for (const form of forms) {
			const answer = await call(emulator(), `${DIGILOCKER}/digilocker-redirect`, { form });
			expect(answer.status).toBe(400);
		}
		// The session still waits for its applicant.
		expect((await fetch(session.authorizationUrl)).status).toBe(200);
	});
});

describe('access-token', () => {
	it("trades the code for the access token and the applicant's profile", async () => {
		const { id, code } = await allowedSession(emulator(), 'kavya');
		const answer = await documentsCall(emulator(), 'access-token', id, { digilocker_code: code });
		expect(answer.status).toBe(200);
		const kavya = personById('kavya');
		expect(dataOf(answer)).toEqual({
			expires_in: 3600,
			consent_valid_till: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
			digilockerid: expect.stringMatching(
				/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
			),
			name: 'KAVYA REDDY',
			dob: '12031994',
			gender: 'F',
			eaadhaar: 'Y',
			mobile: kavya.mobile,
		});
	});

	it('takes a code once', async () => {
		const { id, code } = await allowedSession(emulator(), 'kavya');
		expect(
			(await documentsCall(emulator(), 'access-token', id, { digilocker_code: code })).status,
		).toBe(200);
		const again = await documentsCall(emulator(), 'access-token', id, { digilocker_code: code });
		expect([again.status, detailOf(again)]).toEqual([400, 'Invalid or expired digilocker_code']);
	});

	it('refuses an expired code, an unknown one and one of another session', async () => {
		emulator().setConditions({ digilockerCodeLifetimeMs: 30 });
		const expired = await allowedSession(emulator(), 'kavya');
		await pause(60);
		emulator().setConditions({});
		const first = await allowedSession(emulator(), 'kavya');
		const second = await allowedSession(emulator(), 'asha');
		for (const [id, code] of [
			[expired.id, expired.code],
			[first.id, 'f'.repeat(40)],
			[first.id, second.code],
		]) {
			const answer = await documentsCall(emulator(), 'access-token', id, { digilocker_code: code });
			expect([answer.status, detailOf(answer)]).toEqual([
				400,
				'Invalid or expired digilocker_code',
			]);
		}
		// The code of the other session still works there: refusing it elsewhere did not use it.
		expect(
			(await documentsCall(emulator(), 'access-token', second.id, { digilocker_code: second.code }))
				.status,
		).toBe(200);
	});

	it('answers 404 for a session it does not know, and 422 without the code', async () => {
		const unknown = await documentsCall(emulator(), 'access-token', 'no-such-session', {
			digilocker_code: 'x',
		});
		expect([unknown.status, detailOf(unknown)]).toEqual([404, 'Session not found']);
		const { id } = await allowedSession(emulator(), 'kavya');
		const noCode = await documentsCall(emulator(), 'access-token', id);
		expect([noCode.status, detailOf(noCode)]).toEqual([422, 'digilocker_code is required']);
	});

	it('gives a denied session no way in', async () => {
		const session = await startSession(emulator(), RESUME_URL);
		await answerConsentPage(emulator(), session.authorizationUrl, 'kavya', 'deny');
		const answer = await documentsCall(emulator(), 'access-token', session.id, {
			digilocker_code: 'x',
		});
		expect(answer.status).toBe(400);
	});
});

describe('the documents', () => {
	it('need the access token first: 400 before it, 404 for an unknown session', async () => {
		const { id } = await allowedSession(emulator(), 'kavya');
		for (const step of ['eaadhaar', 'issued-files']) {
			const early = await documentsCall(emulator(), step, id);
			expect([early.status, detailOf(early)]).toEqual([
				400,
				'Access token not generated for this session',
			]);
			const unknown = await documentsCall(emulator(), step, 'no-such-session');
			expect([unknown.status, detailOf(unknown)]).toEqual([404, 'Session not found']);
		}
		const file = await documentsCall(emulator(), 'file', id, { uri: 'in.gov.pan-PANCR-X' });
		expect(file.status).toBe(400);
	});

	it("answer the e-Aadhaar with the person's name, address and photo, masked, and a PDF when asked", async () => {
		const id = await openedSession(emulator(), 'kavya');
		const kavya = personById('kavya');
		const plain = dataOf(await documentsCall(emulator(), 'eaadhaar', id, { generate_pdf: false }));
		expect(plain).toMatchObject({
			masked_uid: `xxxxxxxx${kavya.aadhaar.slice(-4)}`,
			proof_of_identity: { dob: '12-03-1994', gender: 'F', name: 'KAVYA REDDY' },
			proof_of_address: {
				care_of: kavya.address.careOf,
				district: 'Hyderabad',
				house: kavya.address.house,
				locality: 'Banjara Hills',
				street: 'Road No. 12',
				vtc: 'Hyderabad',
				pincode: '500034',
				state: 'Telangana',
				country: 'India',
			},
		});
		expect(plain.document_pdf).toBeUndefined();
		const photo = Buffer.from(String(plain.photo), 'base64');
		expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
		expect(photo.toString('latin1')).toContain('deepvue-emulator person=kavya kind=document');

		for (const generatePdf of [true, 'Y', 'true']) {
			const withPdf = dataOf(
				await documentsCall(emulator(), 'eaadhaar', id, { generate_pdf: generatePdf }),
			);
			expect(Buffer.from(String(withPdf.document_pdf), 'base64').toString('latin1')).toMatch(
				/^%PDF-1\.4[\s\S]*%%EOF\n$/,
			);
		}
		const wrong = await documentsCall(emulator(), 'eaadhaar', id, { generate_pdf: 'perhaps' });
		expect(wrong.status).toBe(422);
	});

	it('list the documents the person holds among those asked for, and serve each as certificate XML', async () => {
		const id = await openedSession(emulator(), 'arjun');
		const arjun = personById('arjun');
		const files = dataOf<Array<Record<string, string>>>(
			await documentsCall(emulator(), 'issued-files', id),
		);
		expect(files.map((file) => file.doctype)).toEqual(['ADHAR', 'PANCR', 'DRVLC']);
		for (const file of files) {
			expect(file).toEqual({
				name: expect.any(String),
				type: 'file',
				size: expect.stringMatching(/^\d+$/),
				date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
				mime: 'application/xml',
				uri: expect.any(String),
				doctype: expect.any(String),
				description: expect.any(String),
				issuerid: expect.any(String),
				issuer: expect.any(String),
			});
		}
		expect(files[1].uri).toBe(`in.gov.pan-PANCR-${arjun.pan}`);
		expect(files[2].uri).toBe(`in.gov.transport-DRVLC-${arjun.digiLocker.drivingLicence}`);

		const xml = async (uri: string) =>
			String(dataOf<unknown>(await documentsCall(emulator(), 'file', id, { uri })));
		const pan = await xml(files[1].uri);
		expect(pan).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><Certificate /);
		expect(pan).toContain(`type="PANCR" number="${arjun.pan}"`);
		expect(pan).toContain('<Person name="ARJUN SINGH MEHTA" dob="30-04-1979" gender="M"');
		expect(Buffer.byteLength(pan)).toBe(Number(files[1].size));
		const licence = await xml(files[2].uri);
		expect(licence).toContain(`type="DRVLC" number="${arjun.digiLocker.drivingLicence}"`);
		const aadhaar = await xml(files[0].uri);
		expect(aadhaar).toContain(`number="xxxxxxxx${arjun.aadhaar.slice(-4)}"`);
		expect(aadhaar).not.toContain(arjun.aadhaar);
	});

	it("answer 404 for a document that is not the session's person's, or not asked for", async () => {
		const id = await openedSession(emulator(), 'kavya', ['pan']);
		const files = dataOf<Array<{ doctype: string }>>(
			await documentsCall(emulator(), 'issued-files', id),
		);
		expect(files.map((file) => file.doctype)).toEqual(['PANCR']);
		for (const uri of [`in.gov.pan-PANCR-${personById('asha').pan}`, 'in.gov.transport-DRVLC-X']) {
			const answer = await documentsCall(emulator(), 'file', id, { uri });
			expect([answer.status, detailOf(answer)]).toEqual([404, 'File not found']);
		}
		const eAadhaar = await documentsCall(emulator(), 'eaadhaar', id);
		expect([eAadhaar.status, detailOf(eAadhaar)]).toEqual([404, 'e-Aadhaar not found']);
	});

	it('hold no PAN for Priya Nair, and no e-Aadhaar for Rohan Prakash Das', async () => {
		const priya = await openedSession(emulator(), 'priya');
		const priyaFiles = dataOf<Array<{ doctype: string }>>(
			await documentsCall(emulator(), 'issued-files', priya),
		);
		expect(priyaFiles.map((file) => file.doctype)).toEqual(['ADHAR']);

		const { id, code } = await allowedSession(emulator(), 'rohan');
		const token = await documentsCall(emulator(), 'access-token', id, { digilocker_code: code });
		expect(dataOf(token).eaadhaar).toBe('N');
		const eAadhaar = await documentsCall(emulator(), 'eaadhaar', id);
		expect([eAadhaar.status, detailOf(eAadhaar)]).toEqual([404, 'e-Aadhaar not found']);
	});
});

describe('faults and conditions', () => {
	it('meet the DigiLocker calls like any other, and leave the consent page alone unless named', async () => {
		emulator().inject({ status: 503, pathPrefix: DIGILOCKER, times: 1 });
		const session = await startSession(emulator(), RESUME_URL).catch((error: Error) => error);
		expect(String(session)).toMatch(/answered 503/);
		const started = await startSession(emulator(), RESUME_URL);
		emulator().inject({ status: 500, pathPrefix: DIGILOCKER });
		expect((await fetch(started.authorizationUrl)).status).toBe(200);
		emulator().clearFaults();

		emulator().inject({ status: 502, pathPrefix: `${DIGILOCKER}/digilocker-redirect` });
		expect((await fetch(started.authorizationUrl)).status).toBe(502);

		emulator().setConditions({ ratePerSecond: 1 });
		const statuses = [];
		for (let index = 0; index < 3; index++)
			statuses.push(
				(
					await call(emulator(), `${DIGILOCKER}/initiate-session`, {
						headers: CLIENT_ID_HEADERS,
						json: { ...CONSENT, redirect_url: RESUME_URL },
					})
				).status,
			);
		expect(statuses).toContain(429);
	});
});
