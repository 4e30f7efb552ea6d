/**
 * The identity-document endpoints (Deepvue's reference pages: digilocker-kyc, forensics/face) as
 * the node must call them: method, path, where the parameters go and which headers authenticate
 * them. Written from the API's documentation, independently of the node's own rows.
 */
export interface IdentityEndpoint {
	operation: string;
	method: 'POST';
	path: string;
	/** `clientKey`: client-id and x-api-key, no token; `token`: Bearer and x-api-key. */
	auth: 'clientKey' | 'token';
	/** Where consent=Y and purpose travel; none for face match and liveness. */
	consentIn?: 'body' | 'query';
}

export const IDENTITY_ENDPOINTS: IdentityEndpoint[] = [
	{
		operation: 'startDigilockerSession',
		method: 'POST',
		path: '/v1/kyc/digilocker/initiate-session',
		auth: 'clientKey',
		consentIn: 'body',
	},
	{
		operation: 'getDigilockerDocuments',
		method: 'POST',
		path: '/v1/kyc/digilocker/access-token',
		auth: 'clientKey',
		consentIn: 'body',
	},
	{
		operation: 'sendAadhaarOtp',
		method: 'POST',
		path: '/v2/ekyc/aadhaar/generate-otp',
		auth: 'clientKey',
		consentIn: 'query',
	},
	{
		operation: 'verifyAadhaarOtp',
		method: 'POST',
		path: '/v2/ekyc/aadhaar/verify-otp',
		auth: 'clientKey',
		consentIn: 'query',
	},
	{ operation: 'matchFaces', method: 'POST', path: '/v2/facematch', auth: 'token' },
	{ operation: 'checkLiveness', method: 'POST', path: '/v1/liveness-check', auth: 'token' },
];
