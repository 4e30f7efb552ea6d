/**
 * The identity documents' endpoints, one row each (the same rows as routes.ts): the Offline
 * Aadhaar eKYC V2, called with `client-id` and `x-api-key` and always with consent and a purpose;
 * face match and liveness, called like every other endpoint.
 *
 * The documents' people are the world's (../world.ts); the emulator's OTP is always 123456; no
 * answer carries an Aadhaar number.
 */
import { invalid } from '../http/errors';
import { ekycRecord } from '../identity/ekycRecord';
import { faceMatch, liveness } from '../service/faces';
import type { Route } from './routeModel';

/** The eKYC rows' common part: client-id authentication, consent with a purpose. */
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

/** An image sent as base64, with or without a `data:` URL's head. */
function base64Image(text: string): Buffer {
	return Buffer.from(text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text, 'base64');
}

export const IDENTITY_ROUTES: readonly Route[] = [
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
