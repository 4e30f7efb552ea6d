/**
 * DigiLocker through the node, against the emulator's consent page: a session started, the
 * applicant's choice at DigiLocker, and the documents fetched from what the redirect brought back,
 * each name compared with Name to Match; a refusal, another session's redirect, a lost answer.
 */
import type { IDataObject, INodeExecutionData, INodeParameters, INodeType } from 'n8n-workflow';

import type { Fault } from '../testbed/emulator/server';
import { WORLD } from '../testbed/emulator/world';
import { runNode } from '../testbed/inProcessN8n/run';
import { loadPackage } from '../testbed/inProcessN8n/package';
import { useTestBed } from './harness/fixture';
import { digilockerDocuments, kyc, redirectQuery } from './harness/identity';
import type { DocumentsRun } from './harness/identity';
import { retryOnFailFlow, runWorkflowFile } from './harness/workflow';

const testBed = useTestBed();
afterEach(() => testBed().emulator.setConditions({}));

const ACCESS_TOKEN = '/v1/kyc/digilocker/access-token';
const person = (id: string) => WORLD.find((candidate) => candidate.id === id)!;

/** Starts a session through the node and returns its output item. */
async function startSession(documents: string[] = ['aadhaar', 'pan']) {
	const { items, error } = await runNode(testBed().instance, {
		parameters: kyc('startDigilockerSession', {
			redirectUrl: 'https://n8n.example.com/webhook-waiting/42?signature=abc.def',
			digilockerDocuments: documents,
		}),
	});
	expect(error).toBeUndefined();
	return items[0].json;
}

/** The documents of a session that `personId` allowed (or denied), fetched through the node. */
async function documentsOf(
	personId: string,
	options: DocumentsRun = {},
): Promise<{ item: INodeExecutionData; session: IDataObject; error?: Error }> {
	const { items, session, error } = await digilockerDocuments(testBed(), personId, options);
	return { item: items[0], session, error };
}

/**
 * Kavya's session allowed, then Get DigiLocker Documents with Settings > Retry On Fail (3 tries,
 * On Error Stop) while `fault` is queued at the emulator.
 */
async function fetchedWithRetryOnFail(fault: Fault) {
	const session = await startSession();
	const query = await redirectQuery(testBed().emulator, String(session.authorization_url), 'kavya');
	testBed().emulator.inject(fault);
	return await runWorkflowFile(
		testBed().instance,
		retryOnFailFlow(
			'stopWorkflow',
			kyc('getDigilockerDocuments', {
				digilockerSessionId: String(session.session_id),
				digilockerRedirect: query as INodeParameters,
			}),
		),
		{ pinData: { Rows: [{ json: {} }] } },
	);
}

describe('Start DigiLocker Session', () => {
	it("gives the link to send the applicant to and the session's id, and when the link stops working", async () => {
		const before = Date.now();
		const session = await startSession(['aadhaar', 'pan', 'dl']);

		expect(session.session_id).toEqual(expect.any(String));
		expect(String(session.authorization_url)).toBe(
			testBed().emulator.digilockerPageUrl(String(session.session_id)),
		);
		expect(session.documents).toEqual(['aadhaar', 'pan', 'dl']);
		const expiresAt = Date.parse(String(session.link_expires_at));
		expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60_000);
		const [call] = testBed().emulator.requestsTo('/v1/kyc/digilocker/initiate-session');
		expect(call.json).toMatchObject({
			redirect_url: 'https://n8n.example.com/webhook-waiting/42?signature=abc.def',
			doc_types: ['aadhaar', 'pan', 'dl'],
		});
	});

	// About one UUID in 100 holds 12 digits that read as an Aadhaar number: its last group, or its
	// three middle groups written 4-4-4. Seen in a real n8n run, where the link then did not work.
	it.each([
		['its last group', 'e8e58243-49de-4f77-9ecc-512345678873'],
		['its middle groups', 'e8e58243-2345-4789-8123-0a1b2c3d4e5f'],
	])(
		'gives the session id and the link as Deepvue sent them when digits in %s look like an Aadhaar number',
		async (_case, id) => {
			const link = testBed().emulator.digilockerPageUrl(id);
			testBed().emulator.inject({
				pathPrefix: '/v1/kyc/digilocker/initiate-session',
				status: 201,
				body: {
					code: 201,
					timestamp: Date.now(),
					transaction_id: id,
					sub_code: 'SUCCESS',
					message: 'DigiLocker session initiated successfully',
					data: { authorization_url: link },
				},
			});

			const session = await startSession();

			expect(session.session_id).toBe(id);
			expect(session.authorization_url).toBe(link);
		},
	);

	it('refuses a Redirect URL that is not http(s), before any call', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: kyc('startDigilockerSession', { redirectUrl: 'n8n.example.com/resume' }),
		});
		expect(error?.message).toMatch(
			/^"Redirect URL" must be an absolute http:\/\/ or https:\/\/ URL/,
		);
		expect(testBed().emulator.requests).toHaveLength(0);
	});
});

describe('Get DigiLocker Documents', () => {
	it("gives the applicant's e-Aadhaar and PAN, each name compared, the photo as a file, the Aadhaar number only masked", async () => {
		const kavya = person('kavya');
		const { item, session, error } = await documentsOf('kavya', {
			extra: { nameToMatch: 'Kavya Reddy' },
		});

		expect(error).toBeUndefined();
		expect(item.json).toMatchObject({
			status: 'fetched',
			session_id: session.session_id,
			account: { name: kavya.name, date_of_birth: kavya.dateOfBirth },
			eaadhaar: {
				name: kavya.name,
				date_of_birth: kavya.dateOfBirth,
				gender: 'F',
				masked_aadhaar: `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`,
				name_match: { verdict: 'match' },
			},
			pan: { name: kavya.name, pan_number: kavya.pan, name_match: { verdict: 'match' } },
			documents_missing: [],
			name_match: { verdict: 'match' },
		});
		expect((item.json.eaadhaar as IDataObject).address).toMatchObject({
			vtc: kavya.address.vtc,
			pincode: kavya.address.pincode,
		});
		// The photo is a file, the JPEG DigiLocker gave, not base64 in the JSON.
		expect(item.binary?.photo?.mimeType).toBe('image/jpeg');
		expect(Buffer.from(item.binary!.photo.data, 'base64').subarray(0, 3)).toEqual(
			Buffer.from([0xff, 0xd8, 0xff]),
		);
		expect(JSON.stringify(item.json)).not.toMatch(/\/9j\/|"photo"/);
		expect(JSON.stringify(item)).not.toContain(kavya.aadhaar);
		// The code is exchanged once; the documents read after it, each call's id kept for an audit.
		expect(testBed().emulator.requestsTo(ACCESS_TOKEN)).toHaveLength(1);
		const calls = testBed().emulator.requestsTo('/v1/kyc/digilocker/');
		// The applicant's consent page and the session's start are not the item's calls.
		const documentCalls = calls.filter(
			(call) => !/initiate-session|digilocker-redirect/.test(call.path),
		);
		expect(item.json.transaction_ids).toEqual(
			documentCalls.map((call) => (call.reply as IDataObject).transaction_id),
		);
		expect(documentCalls.map((call) => call.path.split('/').pop())).toEqual([
			'access-token',
			'eaadhaar',
			'issued-files',
			'file',
		]);
	});

	it("gives another person's documents as that person's: the names do not match", async () => {
		const { item } = await documentsOf('meera', { extra: { nameToMatch: 'Kavya Reddy' } });
		expect(item.json).toMatchObject({
			eaadhaar: { name: person('meera').name, name_match: { verdict: 'mismatch' } },
			pan: { name_match: { verdict: 'mismatch' } },
		});
	});

	it("asks for the e-Aadhaar PDF only when told to, its field saying UIDAI's PDF may print the Aadhaar number whole", async () => {
		const { nodes } = await loadPackage();
		const fields = (nodes.deepvue as INodeType).description.properties.filter(
			(property) => property.name === 'generatePdf',
		);
		expect(fields.length).toBeGreaterThan(0);
		for (const field of fields) {
			expect(field.default).toBe(false);
			expect(field.hint).toMatch(/may print the Aadhaar number whole/);
			expect(field.description).toMatch(/cannot mask/);
		}
		await documentsOf('kavya');
		expect(testBed().emulator.requestsTo('/v1/kyc/digilocker/eaadhaar')[0].json).toMatchObject({
			generate_pdf: false,
		});
	});

	it('gives the e-Aadhaar PDF as a file on request', async () => {
		const { item } = await documentsOf('kavya', { extra: { generatePdf: true } });
		expect(item.binary?.eaadhaar_pdf?.mimeType).toBe('application/pdf');
		expect(Buffer.from(item.binary!.eaadhaar_pdf.data, 'base64').subarray(0, 5).toString()).toBe(
			'%PDF-',
		);
	});

	it('lists a document the applicant does not have in documents_missing, an answer and not an error', async () => {
		const { item, error } = await documentsOf('priya');
		expect(error).toBeUndefined();
		expect(item.json).toMatchObject({ pan: null, documents_missing: ['pan'] });
		expect(item.json.eaadhaar).toMatchObject({ name: person('priya').name });
	});

	it('reads a driving licence from its certificate', async () => {
		const arjun = person('arjun');
		const { item } = await documentsOf('arjun', {
			documents: ['dl'],
			extra: { nameToMatch: 'Arjun Mehta' },
		});
		expect(item.json).toMatchObject({
			driving_licence: {
				name: arjun.name,
				licence_number: arjun.digiLocker.drivingLicence,
				name_match: { verdict: 'match' },
			},
			documents_missing: [],
		});
		expect(item.json.eaadhaar).toBeUndefined();
		expect(item.binary?.driving_licence_document?.mimeType).toBe('application/xml');
	});

	it('is an answer, status denied, when the applicant refused at DigiLocker, with no call', async () => {
		const { item, session, error } = await documentsOf('kavya', { decision: 'deny' });
		expect(error).toBeUndefined();
		expect(item.json).toEqual({
			status: 'denied',
			session_id: session.session_id,
			digilocker_error: 'access_denied',
			digilocker_error_description: expect.any(String),
		});
		expect(testBed().emulator.requestsTo('/v1/kyc/digilocker/access-token')).toHaveLength(0);
	});

	it("refuses another session's redirect before any call: one applicant's code never opens another's documents", async () => {
		const mine = await startSession();
		const theirs = await startSession();
		const theirQuery = await redirectQuery(
			testBed().emulator,
			String(theirs.authorization_url),
			'meera',
		);
		testBed().emulator.clearLog();

		const { error } = await runNode(testBed().instance, {
			parameters: kyc('getDigilockerDocuments', {
				digilockerSessionId: String(mine.session_id),
				digilockerRedirect: '={{ $json.query }}',
			}),
			items: [{ json: { query: theirQuery } }],
		});

		expect(error?.message).toBe(
			"The DigiLocker redirect is another session's: its state is not the Session ID, so no call is made",
		);
		expect(testBed().emulator.requests).toHaveLength(0);
		// The code is a one-time secret: the error does not show it.
		expect(JSON.stringify(error)).not.toContain(String(theirQuery.code));
	});

	it('reads the redirect as a whole URL too, and the code under digilocker_code', async () => {
		const session = await startSession();
		const query = await redirectQuery(
			testBed().emulator,
			String(session.authorization_url),
			'kavya',
		);
		const url = `https://n8n.example.com/webhook-waiting/42?signature=abc&digilocker_code=${String(query.code)}&state=${String(query.state)}`;

		const { items, error } = await runNode(testBed().instance, {
			parameters: kyc('getDigilockerDocuments', {
				digilockerSessionId: String(session.session_id),
				digilockerRedirect: url,
			}),
		});

		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('fetched');
		expect(testBed().emulator.requestsTo(ACCESS_TOKEN)[0].json).toMatchObject({
			digilocker_code: query.code,
			initial_deepvue_transaction_id: session.session_id,
		});
	});

	it('never exchanges a code twice: the answer was lost, the item fails saying so, and Retry On Fail does not send it again', async () => {
		const run = await fetchedWithRetryOnFail({
			pathPrefix: ACCESS_TOKEN,
			status: 503,
			afterProcessing: true,
			times: 3,
		});

		expect(run.error?.message).toMatch(
			/^The DigiLocker code exchange sent at .* got no answer \(.*\): the one-time DigiLocker code may have been spent, so it is not sent again$/,
		);
		expect(testBed().emulator.requestsTo(ACCESS_TOKEN)).toHaveLength(1);
	});

	it('fetches the documents again on Retry On Fail without exchanging the code again', async () => {
		const run = await fetchedWithRetryOnFail({
			pathPrefix: '/v1/kyc/digilocker/eaadhaar',
			status: 500,
			times: 1,
		});

		expect(run.error).toBeUndefined();
		expect(run.output('Deepvue')[0].json.status).toBe('fetched');
		expect(testBed().emulator.requestsTo(ACCESS_TOKEN)).toHaveLength(1);
		expect(testBed().emulator.requestsTo('/v1/kyc/digilocker/eaadhaar')).toHaveLength(2);
	});
});
