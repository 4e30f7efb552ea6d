/**
 * The identity documents' endpoints, one row each (the same rows as routes.ts): DigiLocker and
 * the Offline Aadhaar eKYC V2, called with `client-id` and `x-api-key` and always with consent
 * and a purpose; face match and liveness, called like every other endpoint. The applicant's
 * DigiLocker consent page is not a row: it takes no credentials (digiLockerPage.ts).
 *
 * The documents' people are the world's (../world.ts); the emulator's OTP is always 123456; no
 * answer carries an Aadhaar number.
 */
import { invalid, notFound } from '../http/errors';
import {
	accessTokenProfile,
	eAadhaarRecord,
	fileContent,
	issuedFiles,
	sharesEAadhaar,
} from '../identity/digiLockerDocuments';
import { ekycRecord } from '../identity/ekycRecord';
import { DOC_TYPES } from '../service/digilocker';
import type { DocType } from '../service/digilocker';
import { faceMatch, liveness } from '../service/faces';
import { personById } from '../world';
import { digiLockerPageUrl } from './digiLockerPage';
import type { Route, RouteInput } from './routeModel';

const DIGILOCKER = '/v1/kyc/digilocker';
const SESSION_ID = 'initial_deepvue_transaction_id';

/** The DigiLocker and eKYC rows' common part: client-id authentication, consent with a purpose. */
const identityCall = { auth: 'clientId', consent: 'purpose', status: 200 } as const;

/** A yes-or-no field: a boolean, or Y, N, true, false; absent is no. */
function flag(value: unknown, name: string): boolean {
	if (value === undefined || value === null || value === '') return false;
	if (typeof value === 'boolean') return value;
	const text = String(value).trim().toLowerCase();
	if (text === 'y' || text === 'true') return true;
	if (text === 'n' || text === 'false') return false;
	throw invalid(`${name} must be true or false`);
}

/** `doc_types`: a list of aadhaar, pan, dl (or one comma-separated string); all three when absent or empty. */
function docTypesOf(value: unknown): DocType[] {
	const items =
		value === undefined || value === null
			? []
			: Array.isArray(value)
				? value
				: typeof value === 'string'
					? value.split(',')
					: [value];
	const names = items
		.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
		.filter((item) => item !== '');
	if (names.length === 0) return [...DOC_TYPES];
	for (const name of names) {
		if (!(DOC_TYPES as readonly unknown[]).includes(name))
			throw invalid(`doc_types must be among ${DOC_TYPES.join(', ')}`);
	}
	return DOC_TYPES.filter((type) => names.includes(type));
}

function isAbsoluteHttpUrl(value: unknown): value is string {
	if (typeof value !== 'string') return false;
	try {
		return ['http:', 'https:'].includes(new URL(value).protocol);
	} catch {
		return false;
	}
}

/** The session of a documents call, once its access token was generated, with its person. */
function sessionWithPerson({ params, identity }: RouteInput) {
	const session = identity.digilocker.withAccessToken(params[SESSION_ID].trim());
	return { session, person: personById(session.personId) };
}

/** An image sent as base64, with or without a `data:` URL's head. */
function base64Image(text: string): Buffer {
	return Buffer.from(text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text, 'base64');
}

export const IDENTITY_ROUTES: readonly Route[] = [
	{
		...identityCall,
		operation: 'digilockerInitiateSession',
		method: 'POST',
		path: `${DIGILOCKER}/initiate-session`,
		input: 'json',
		required: [],
		optional: [],
		status: 201,
		message: 'DigiLocker session initiated successfully',
		build: ({ json, identity }) => {
			if (!isAbsoluteHttpUrl(json.redirect_url))
				throw invalid('redirect_url must be an absolute http(s) URL');
			const session = identity.digilocker.start({
				purpose: String(json.purpose),
				redirectUrl: json.redirect_url,
				docTypes: docTypesOf(json.doc_types),
			});
			return {
				transactionId: session.id,
				data: { authorization_url: digiLockerPageUrl(identity.baseUrl, session.id) },
			};
		},
	},
	{
		...identityCall,
		operation: 'digilockerAccessToken',
		method: 'POST',
		path: `${DIGILOCKER}/access-token`,
		input: 'json',
		required: [SESSION_ID, 'digilocker_code'],
		optional: [],
		message: 'Access token generated successfully',
		build: ({ params, identity }) => {
			const session = identity.digilocker.exchange(
				params[SESSION_ID].trim(),
				params.digilocker_code.trim(),
			);
			return { data: accessTokenProfile(personById(session.personId ?? ''), Date.now()) };
		},
	},
	{
		...identityCall,
		operation: 'digilockerEAadhaar',
		method: 'POST',
		path: `${DIGILOCKER}/eaadhaar`,
		input: 'json',
		required: [SESSION_ID],
		optional: [],
		message: 'e-Aadhaar fetched successfully',
		build: (input) => {
			const { session, person } = sessionWithPerson(input);
			const generatePdf = flag(input.json.generate_pdf, 'generate_pdf');
			if (!sharesEAadhaar(person, session.docTypes)) throw notFound('e-Aadhaar not found');
			return {
				data: eAadhaarRecord(person, {
					generatePdf,
					paddingBytes: input.identity.documentPaddingBytes,
				}),
			};
		},
	},
	{
		...identityCall,
		operation: 'digilockerIssuedFiles',
		method: 'POST',
		path: `${DIGILOCKER}/issued-files`,
		input: 'json',
		required: [SESSION_ID],
		optional: [],
		message: 'Issued files fetched successfully',
		build: (input) => {
			const { session, person } = sessionWithPerson(input);
			return { data: issuedFiles(person, session.docTypes) };
		},
	},
	{
		...identityCall,
		operation: 'digilockerFile',
		method: 'POST',
		path: `${DIGILOCKER}/file`,
		input: 'json',
		required: [SESSION_ID, 'uri'],
		optional: [],
		message: 'File fetched successfully',
		build: (input) => {
			const { session, person } = sessionWithPerson(input);
			const content = fileContent(person, session.docTypes, input.params.uri.trim());
			if (content === undefined) throw notFound('File not found');
			return { data: content };
		},
	},
	{
		...identityCall,
		operation: 'ekycGenerateOtp',
		method: 'POST',
		path: '/v2/ekyc/aadhaar/generate-otp',
		input: 'query',
		required: ['aadhaar_number'],
		optional: [],
		message: 'OTP sent to registered mobile number',
		build: ({ params, identity }) => ({
			topLevel: { reference_id: identity.otps.send(params.aadhaar_number) },
			data: {},
		}),
	},
	{
		...identityCall,
		operation: 'ekycVerifyOtp',
		method: 'POST',
		path: '/v2/ekyc/aadhaar/verify-otp',
		input: 'query',
		required: ['otp', 'reference_id'],
		optional: ['mobile_number', 'generate_pdf'],
		message: 'OTP verified successfully',
		build: ({ params, identity }) => {
			const generatePdf = flag(params.generate_pdf, 'generate_pdf');
			const mobileNumber = params.mobile_number?.trim();
			if (mobileNumber !== undefined && !/^\d{10}$/.test(mobileNumber))
				throw invalid('Invalid mobile_number');
			const holder = identity.otps.verify(params.reference_id.trim(), params.otp.trim());
			return {
				data: ekycRecord(holder, {
					mobileNumber,
					generatePdf,
					paddingBytes: identity.documentPaddingBytes,
				}),
			};
		},
	},
	{
		// Docs only (reference/forensics/face/...): two images as multipart file fields.
		operation: 'faceMatch',
		method: 'POST',
		path: '/v2/facematch',
		input: 'multipart',
		required: ['file_a', 'file_b'],
		optional: [],
		status: 200,
		message: 'Face match completed successfully',
		build: ({ files }) => ({ data: faceMatch(files.file_a.data, files.file_b.data) }),
	},
	{
		operation: 'livenessCheck',
		method: 'POST',
		path: '/v1/liveness-check',
		input: 'json',
		required: ['image'],
		optional: [],
		status: 200,
		message: 'Liveness check completed successfully',
		build: ({ params }) => ({ data: liveness(base64Image(params.image.trim())) }),
	},
];
