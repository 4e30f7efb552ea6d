/**
 * A business's endpoints (Deepvue's reference pages, kyb/...) as the node must call them: the
 * node parameters a user sets, tidied as a user may write them, and what the API must receive.
 * Written from the API's documentation (and, for Company by CIN and Udyam's create call, the
 * third-party client code docs/decisions.md names), independently of the node's own rows. The
 * values are the emulator's sample businesses' (testbed/emulator/businesses.ts).
 */
export interface BusinessCase {
	resource: 'businessCompliance';
	operation: string;
	method: 'GET' | 'POST';
	path: string;
	parameters: Record<string, string | number>;
	/** Query parameters the API must receive (consent aside). */
	query: Record<string, string>;
}

/** The request a verification is read by (Get Udyam Result): its request ID comes from Verify Udyam. */
export const UDYAM_RESULT = {
	operation: 'getUdyamResult',
	method: 'GET',
	path: '/v1/verification/async/get-udyam-details',
} as const;

export const BUSINESS_CASES: BusinessCase[] = [
	{
		resource: 'businessCompliance',
		operation: 'verifyGstin',
		method: 'GET',
		path: '/v1/verification/gstinlite',
		parameters: { gstin: ' 36aaecd4127k1zn ', panToMatch: 'aaecd 4127k' },
		query: { gstin_number: '36AAECD4127K1ZN' },
	},
	{
		resource: 'businessCompliance',
		operation: 'getGstReturns',
		method: 'GET',
		path: '/v1/verification/gstin/track-gstr',
		parameters: { gstin: '27AASPM8116G1ZC', financialYear: 'FY 2024-2025' },
		query: { gstin_number: '27AASPM8116G1ZC', financial_year: '2024-25' },
	},
	{
		resource: 'businessCompliance',
		operation: 'getCompany',
		method: 'GET',
		path: '/v1/verification/mca/cin',
		parameters: { cin: 'u15490tg2019ptc131457' },
		query: { id_number: 'U15490TG2019PTC131457' },
	},
	{
		resource: 'businessCompliance',
		operation: 'getDirector',
		method: 'GET',
		path: '/v1/verification/mca/din',
		parameters: {
			din: '0812 3456',
			cinToCheck: 'U15490TG2019PTC131457',
			nameToMatch: 'Kavya Reddy',
		},
		query: { id_number: '08123456' },
	},
	{
		resource: 'businessCompliance',
		operation: 'verifyUdyam',
		method: 'POST',
		path: '/v1/verification/async/post-udyam-details',
		parameters: { udyamNumber: 'udyam ts 02 0012345', udyamWaitSeconds: 60 },
		query: { udyam_aadhaar_number: 'UDYAM-TS-02-0012345' },
	},
];
