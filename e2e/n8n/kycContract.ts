// The requests of the six KYC operations as a real n8n sends them, read at an emulator started in
// this process (as contract.ts reads the documented lookups'): method, path, body or query, and
// the headers (client-id and x-api-key, no Authorization, for DigiLocker and the Offline Aadhaar
// eKYC; a bearer token and x-api-key for face match and liveness), consent=Y and the purpose where
// the API takes them, face match's two files, liveness's base64 image. One workflow, started by
// a multipart POST to its Webhook as an onboarding app would make it: the applicant's Aadhaar
// number mapped from that item by an expression (a number typed into the field would be saved
// with the workflow), the selfie and document photo as its files. The endpoints are the engine
// tests' (test/spec/identityOperations.ts).
import { isDeepStrictEqual } from 'node:util';

import { IDENTITY_ENDPOINTS } from '../../test/spec/identityOperations';
import { PURPOSE } from '../../test/harness/kycParameters';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { DEMO_CLIENT, type Emulator, type RecordedRequest } from '../../testbed/emulator/server';
import { EKYC_OTP, personById, writtenAadhaar } from '../../testbed/emulator/world';
import type { N8nContext } from '../lib/n8nContext';
import {
	applicantWebhook,
	createLiveWorkflow,
	kycNode,
	kycWorkflow,
	withKycEmulator,
} from '../lib/kycWorkflows';
import type { StoredCredential } from './shared';

const WEBHOOK_PATH = 'deepvue-kyc-contract';
const CODE = 'contract-check-code';
const kavya = personById('kavya');
const CONSENT = { consent: 'Y', purpose: PURPOSE };
const MASKED = `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`;

const pathOf = (operation: string) =>
	IDENTITY_ENDPOINTS.find((endpoint) => endpoint.operation === operation)?.path ?? '';

function contractWorkflow(credential: StoredCredential): object {
	const node = (name: string, operation: string, parameters = {}) =>
		kycNode(name, operation, parameters, credential);
	return kycWorkflow(
		'Deepvue contract of the KYC operations',
		applicantWebhook(WEBHOOK_PATH, 'onReceived'),
		[
			// DigiLocker and eKYC first: the token the next two need must not be fetched before them.
			[
				node('Start DigiLocker Session', 'startDigilockerSession'),
				{
					...node('Get DigiLocker Documents', 'getDigilockerDocuments', {
						digilockerSessionId: '={{ $json.session_id }}',
						// A code DigiLocker never issued: the call is what is checked, its 400 goes on.
						digilockerRedirect: `={{ 'state=' + $json.session_id + '&code=${CODE}' }}`,
					}),
					onError: 'continueRegularOutput',
				},
			],
			[
				node('Send Aadhaar OTP', 'sendAadhaarOtp', { aadhaarNumber: '={{ $json.body.aadhaar }}' }),
				node('Verify Aadhaar OTP', 'verifyAadhaarOtp', {
					otp: EKYC_OTP,
					otpReferenceId: '={{ $json.reference_id }}',
				}),
			],
			[node('Match Faces', 'matchFaces')],
			[node('Check Liveness', 'checkLiveness')],
		],
	);
}

/** The applicant's input as an onboarding app posts it: the Aadhaar number, a selfie and the document photo. */
function applicantForm(): FormData {
	const form = new FormData();
	form.append('aadhaar', kavya.aadhaar);
	form.append(
		'selfie',
		new Blob([new Uint8Array(photoOf('kavya', 'selfie'))], { type: 'image/jpeg' }),
		'selfie.jpg',
	);
	form.append(
		'photo',
		new Blob([new Uint8Array(photoOf('kavya', 'document'))], { type: 'image/jpeg' }),
		'photo.jpg',
	);
	return form;
}

const clientKeyHeaders = (call: RecordedRequest) =>
	call.headers['client-id'] === DEMO_CLIENT.clientId &&
	call.headers['x-api-key'] === DEMO_CLIENT.clientSecret &&
	call.headers.authorization === undefined;

const tokenHeaders = (call: RecordedRequest) =>
	/^Bearer \S+$/.test(call.headers.authorization ?? '') &&
	call.headers['x-api-key'] === DEMO_CLIENT.clientSecret &&
	call.headers['client-id'] === undefined;

const noBody = (call: RecordedRequest) =>
	call.json === undefined && call.form === undefined && call.files === undefined;

/** What a check's detail shows of a call: never the Aadhaar number the emulator received. */
const shown = (calls: RecordedRequest[]) =>
	JSON.stringify(
		calls.map(({ method, path, query, headers, json, files }) => ({
			method,
			path,
			query,
			headers: Object.keys(headers),
			json: json && { ...(json as object), image: undefined },
			files: files?.map(({ field, filename, contentType, data }) => ({
				field,
				filename,
				contentType,
				bytes: data.length,
			})),
		})),
	).replaceAll(new RegExp(writtenAadhaar(kavya.aadhaar).source, 'g'), MASKED);

async function checkCalls(ctx: N8nContext, emulator: Emulator, executionId: string): Promise<void> {
	const { check } = ctx;
	const one = (operation: string) => {
		const calls = emulator.requestsTo(pathOf(operation));
		return { calls, call: calls.length === 1 ? calls[0] : undefined };
	};

	const start = one('startDigilockerSession');
	const body = start.call?.json as Record<string, unknown> | undefined;
	const resumeUrl = String(body?.redirect_url);
	const signed = /^\?signature=[^&\s]+$/;
	await check(
		`KYC contract: Start DigiLocker Session sends POST ${pathOf('startDigilockerSession')} with client-id and x-api-key, no Authorization, and the JSON body consent=Y, purpose, redirect_url (the execution's resume URL${ctx.line === '2' ? ', signed' : ''}) and doc_types`,
		start.call?.method === 'POST' &&
			clientKeyHeaders(start.call) &&
			isDeepStrictEqual(start.call.query, {}) &&
			isDeepStrictEqual(Object.keys(body ?? {}).sort(), [
				'consent',
				'doc_types',
				'purpose',
				'redirect_url',
			]) &&
			body?.consent === 'Y' &&
			body.purpose === PURPOSE &&
			isDeepStrictEqual(body.doc_types, ['aadhaar', 'pan']) &&
			resumeUrl.startsWith(`${ctx.n8nUrl}/webhook-waiting/${executionId}`) &&
			(ctx.line === '2'
				? signed.test(resumeUrl.slice(resumeUrl.indexOf('?')))
				: !resumeUrl.includes('?')),
		shown(start.calls),
	);

	const sessionId = (start.call?.reply as { transaction_id?: string } | undefined)?.transaction_id;
	const token = one('getDigilockerDocuments');
	await check(
		`KYC contract: Get DigiLocker Documents sends POST ${pathOf('getDigilockerDocuments')} with client-id and x-api-key, no Authorization, and the JSON body consent=Y, purpose, initial_deepvue_transaction_id (the session's) and digilocker_code (the redirect's)`,
		token.call?.method === 'POST' &&
			clientKeyHeaders(token.call) &&
			isDeepStrictEqual(token.call.query, {}) &&
			isDeepStrictEqual(token.call.json, {
				...CONSENT,
				initial_deepvue_transaction_id: sessionId,
				digilocker_code: CODE,
			}),
		shown(token.calls),
	);

	const otp = one('sendAadhaarOtp');
	await check(
		`KYC contract: Send Aadhaar OTP sends POST ${pathOf('sendAadhaarOtp')} with client-id and x-api-key, no Authorization, the query aadhaar_number (the item's, mapped by an expression), consent=Y and purpose, no body`,
		otp.call?.method === 'POST' &&
			clientKeyHeaders(otp.call) &&
			isDeepStrictEqual(otp.call.query, { aadhaar_number: kavya.aadhaar, ...CONSENT }) &&
			noBody(otp.call),
		shown(otp.calls),
	);

	const referenceId = (otp.call?.reply as { reference_id?: string } | undefined)?.reference_id;
	const verify = one('verifyAadhaarOtp');
	await check(
		`KYC contract: Verify Aadhaar OTP sends POST ${pathOf('verifyAadhaarOtp')} with client-id and x-api-key, no Authorization, the query otp, reference_id (Send Aadhaar OTP's), consent=Y and purpose, no body`,
		verify.call?.method === 'POST' &&
			clientKeyHeaders(verify.call) &&
			referenceId !== undefined &&
			isDeepStrictEqual(verify.call.query, {
				otp: EKYC_OTP,
				reference_id: referenceId,
				...CONSENT,
			}) &&
			noBody(verify.call),
		shown(verify.calls),
	);

	const faces = one('matchFaces');
	const file = (field: string) => faces.call?.files?.find((candidate) => candidate.field === field);
	await check(
		`KYC contract: Match Faces sends POST ${pathOf('matchFaces')} with a bearer token and x-api-key, no client-id, multipart with the selfie as file_a and the document photo as file_b (JPEG, the bytes posted to n8n)`,
		faces.call?.method === 'POST' &&
			tokenHeaders(faces.call) &&
			faces.call.contentType.startsWith('multipart/form-data') &&
			isDeepStrictEqual(faces.call.query, {}) &&
			faces.call.files?.length === 2 &&
			file('file_a')?.data.equals(photoOf('kavya', 'selfie')) === true &&
			file('file_b')?.data.equals(photoOf('kavya', 'document')) === true &&
			file('file_a')?.contentType === 'image/jpeg' &&
			file('file_b')?.contentType === 'image/jpeg',
		shown(faces.calls),
	);

	const liveness = one('checkLiveness');
	await check(
		`KYC contract: Check Liveness sends POST ${pathOf('checkLiveness')} with a bearer token and x-api-key, no client-id, and the JSON body {image: the selfie in base64}`,
		liveness.call?.method === 'POST' &&
			tokenHeaders(liveness.call) &&
			isDeepStrictEqual(liveness.call.query, {}) &&
			isDeepStrictEqual(liveness.call.json, {
				image: photoOf('kavya', 'selfie').toString('base64'),
			}),
		shown(liveness.calls),
	);

	// The branches ran top to bottom: DigiLocker and eKYC before face match.
	const clientKeyCalls = [
		'startDigilockerSession',
		'getDigilockerDocuments',
		'sendAadhaarOtp',
		'verifyAadhaarOtp',
	].flatMap((operation) => emulator.requestsTo(pathOf(operation)));
	const lastClientKeyCall = Math.max(...clientKeyCalls.map((call) => call.at));
	const authorize = emulator.requestsTo('/v1/authorize');
	await check(
		'KYC contract: no token was asked for DigiLocker and the eKYC (no /v1/authorize call before their last call); one for face match and liveness',
		clientKeyCalls.length === 4 && authorize.length === 1 && authorize[0].at >= lastClientKeyCall,
		JSON.stringify(emulator.requests.map(({ method, path, at }) => `${at} ${method} ${path}`)),
	);
}

export async function run(ctx: N8nContext): Promise<void> {
	await withKycEmulator(ctx, 'Deepvue KYC contract check', async (emulator, credential) => {
		const workflowId = await ctx.timed('KYC contract: make the workflow live', () =>
			createLiveWorkflow(ctx, contractWorkflow(credential)),
		);
		const stored = JSON.stringify(await ctx.rest.call('GET', `/workflows/${workflowId}`));
		await ctx.check(
			'KYC contract: the workflow as n8n stores it holds no Aadhaar number (the field holds an expression)',
			!writtenAadhaar(kavya.aadhaar).test(stored) && stored.includes('$json.body.aadhaar'),
		);
		const posted = await fetch(`${ctx.n8nUrl}/webhook/${WEBHOOK_PATH}`, {
			method: 'POST',
			body: applicantForm(),
		});
		await ctx.check(
			`KYC contract: n8n took the applicant's multipart POST at /webhook/${WEBHOOK_PATH}`,
			posted.ok,
			`${posted.status} ${await posted.text()}`,
		);
		const [execution] = await ctx.timed('KYC contract: the run', () =>
			ctx.waitForExecutions(workflowId, 1),
		);
		const run = execution ? await ctx.runData(execution.id) : undefined;
		await ctx.check(
			'KYC contract: the six operations ran in n8n (the made-up DigiLocker code refused, and gone on from)',
			run?.status === 'success' &&
				ctx.outputOf(run, 'Check Liveness').length === 1 &&
				/digilocker_code/.test(
					String(ctx.outputOf(run, 'Get DigiLocker Documents')[0]?.json.error),
				),
			JSON.stringify(run?.data.resultData.error ?? run?.status),
		);
		await checkCalls(ctx, emulator, execution?.id ?? '');
	});
}
