/**
 * The spec's 18 endpoints as test cases: the node parameters a user sets, and what the API must
 * receive for them. Written from api-spec.md, independently of the node's own table.
 */
export interface OperationCase {
	/** Spec row number; none for an endpoint of Deepvue's reference pages (DOCUMENTED_CASES). */
	row?: number;
	resource: string;
	operation: string;
	method: 'GET' | 'POST';
	path: string;
	parameters: Record<string, string>;
	/** Query parameters the API must receive. */
	query: Record<string, string>;
	/** JSON body the API must receive (POST tax operations). */
	json?: Record<string, string>;
	/** Multipart upload (batch operations): field batch_file. */
	upload?: boolean;
	/** The spec's default message. */
	message: string;
	status: 200 | 201;
	subCode: string;
}

const success = { status: 200 as const, subCode: 'SUCCESS' };

export const OPERATION_CASES: OperationCase[] = [
	{
		row: 1,
		resource: 'vehicle',
		operation: 'getChallans',
		method: 'GET',
		path: '/v1/verification/rc-challan-details',
		parameters: { rcNumber: 'MH12AB1234' },
		query: { rc_number: 'MH12AB1234' },
		message: 'Challan details fetched successfully',
		...success,
	},
	{
		row: 2,
		resource: 'businessCompliance',
		operation: 'verifyShopEstablishment',
		method: 'GET',
		path: '/v1/business-compliance/shop-establishment-certificate',
		parameters: { certificateNumber: 'SE/2021/12345', stateCode: 'KR' },
		query: { certificate_number: 'SE/2021/12345', state_code: 'KR' },
		message: 'S&E Certificate Verified Successfully.',
		...success,
	},
	{
		row: 3,
		resource: 'businessCompliance',
		operation: 'verifyFssaiLicence',
		method: 'GET',
		path: '/v1/business-compliance/fssai-verification',
		parameters: { fssaiId: '10012345678901' },
		query: { fssai_id: '10012345678901' },
		message: 'FSSAI verified successfully.',
		...success,
	},
	{
		row: 4,
		resource: 'mobileIntelligence',
		operation: 'getNetworkDetails',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-network-details',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'Network Details fetched successfully',
		...success,
	},
	{
		row: 5,
		resource: 'mobileIntelligence',
		operation: 'getPan',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-pan',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'PAN details fetched successfully',
		...success,
	},
	{
		row: 6,
		resource: 'tax',
		operation: 'downloadAis',
		method: 'POST',
		path: '/v1/verification/itr/ais-download',
		parameters: { itrClientId: 'itr-client-42' },
		query: {},
		json: { itr_client_id: 'itr-client-42' },
		message: 'AIS details downloaded successfully.',
		...success,
	},
	{
		row: 7,
		resource: 'tax',
		operation: 'checkTds206ab',
		method: 'GET',
		path: '/v1/verification/tax-payer/tds/206-ab',
		parameters: { panNumber: 'ABCPE1234F' },
		query: { pan_number: 'ABCPE1234F' },
		message: 'TDS Check Performed Successfully.',
		...success,
	},
	{
		row: 8,
		resource: 'batch',
		operation: 'uploadCinBatch',
		method: 'POST',
		path: '/v1/verification/mca/cin/batch',
		parameters: {
			binaryPropertyName: 'data',
			webhookUrl: 'https://n8n.example.com/webhook/deepvue',
		},
		query: { webhook_url: 'https://n8n.example.com/webhook/deepvue' },
		upload: true,
		message: 'Batch Upload status fetched successfully',
		...success,
	},
	{
		row: 9,
		resource: 'telecom',
		operation: 'checkMnrl',
		method: 'GET',
		path: '/v1/verification/mnrl/verify',
		// A number on the emulator's revoked list: Rohan Prakash Das's, a sample person marked revoked.
		parameters: { mobileNumber: '9831012345' },
		query: { mobile_number: '9831012345' },
		message: 'MNRL record found',
		status: 200,
		subCode: 'LATEST_MNRL_RECORD_FOUND',
	},
	{
		row: 10,
		resource: 'tax',
		operation: 'download26as',
		method: 'POST',
		path: '/v1/verification/itr/26as-download',
		parameters: { itrClientId: 'itr-client-42' },
		query: {},
		json: { itr_client_id: 'itr-client-42' },
		message: '',
		...success,
	},
	{
		row: 11,
		resource: 'identityDocument',
		operation: 'verifyPassport',
		method: 'GET',
		path: '/v1/verification/passport',
		parameters: { fileNumber: 'DL1061234567823', dateOfBirth: '1990-01-31' },
		query: { file_number: 'DL1061234567823', dob: '1990-01-31' },
		message: 'Passport verification successful',
		...success,
	},
	{
		row: 12,
		resource: 'payment',
		operation: 'verifyUpi',
		method: 'GET',
		path: '/v1/verification/upi',
		parameters: { vpa: 'asha@okhdfcbank', nameToMatch: 'Asha Rao' },
		query: { vpa: 'asha@okhdfcbank', name: 'Asha Rao' },
		message: 'UPI Successfully Verified',
		...success,
	},
	{
		row: 13,
		resource: 'batch',
		operation: 'uploadUpiBasicBatch',
		method: 'POST',
		path: '/v1/verification/upi-basic/batch',
		parameters: { binaryPropertyName: 'data', webhookUrl: '' },
		query: {},
		upload: true,
		message: 'batch processing in progress',
		status: 201,
		subCode: 'SUCCESS',
	},
	{
		row: 14,
		resource: 'batch',
		operation: 'uploadUanEmploymentHistoryBatch',
		method: 'POST',
		path: '/v1/verification/epfo/uan-to-employment-history/batch',
		parameters: { binaryPropertyName: 'data', webhookUrl: 'https://n8n.example.com/webhook/uan' },
		query: { webhook_url: 'https://n8n.example.com/webhook/uan' },
		upload: true,
		message: 'batch processing in progress',
		status: 201,
		subCode: 'SUCCESS',
	},
	{
		row: 15,
		resource: 'payment',
		operation: 'getVpaFromMobile',
		method: 'GET',
		path: '/v1/verification/mobile-to-vpa',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'Linked VPA Fetched Successfully.',
		...success,
	},
	{
		row: 16,
		resource: 'mobileIntelligence',
		operation: 'getDigitalAge',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-digital-age',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'Details fetched successfully',
		...success,
	},
	{
		row: 17,
		resource: 'mobileIntelligence',
		operation: 'getUanList',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-uan-list',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'UAN Number List successfully fetched',
		...success,
	},
	{
		row: 18,
		resource: 'mobileIntelligence',
		operation: 'getName',
		method: 'GET',
		path: '/v1/mobile-intelligence/mobile-to-name',
		parameters: { mobileNumber: '9876543210' },
		query: { mobile_number: '9876543210' },
		message: 'Name fetched successfully',
		...success,
	},
];

/**
 * Endpoints beyond the spec, from Deepvue's reference pages (docs.deepvue.ai/reference/...):
 * their sample answers have no message (PAN, penny drop) or the one given here.
 */
export const DOCUMENTED_CASES: OperationCase[] = [
	{
		resource: 'identityDocument',
		operation: 'verifyPan',
		method: 'GET',
		path: '/v1/verification/panbasic',
		parameters: { panNumber: 'AAAPA1234A', nameToMatch: 'Asha Rao' },
		query: { pan_number: 'AAAPA1234A' },
		message: '',
		...success,
	},
	{
		resource: 'payment',
		operation: 'verifyBankAccount',
		method: 'GET',
		path: '/v1/verification/bankaccount',
		parameters: { accountNumber: '123456789012', ifsc: 'SBIN0001234', nameToMatch: 'Asha Rao' },
		query: { account_number: '123456789012', ifsc: 'SBIN0001234' },
		message: '',
		...success,
	},
	{
		resource: 'businessCompliance',
		operation: 'getGstinsByPan',
		method: 'GET',
		path: '/v1/verification/gstin/gstin-by-pan',
		parameters: { panNumber: 'AAACB1234C' },
		query: { pan_number: 'AAACB1234C' },
		message: 'Linked GSTINs fetched successfully.',
		...success,
	},
];
