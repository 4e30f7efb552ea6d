import {
	cinFormat,
	companyOrLlpFormat,
	dinFormat,
	financialYearFormat,
	gstinFormat,
	secondsFormat,
	udyamNumberFormat,
} from './businessFormats';
import { deepvueIdFormat, panFormat } from './formats';
import type { ApiInput } from '../model/input';

/**
 * The inputs of a business's checks: its GSTIN, a financial year of its GST returns, its CIN, a
 * director's DIN, its Udyam number; and what the node compares an answer with without sending it
 * (a PAN, a company the director should serve) or waits for (a Udyam result).
 */

export const gstin: ApiInput = {
	apiName: 'gstin_number',
	format: gstinFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'GSTIN',
		name: 'gstin',
		type: 'string',
		default: '',
		required: true,
		placeholder: '27AAACR5055K1Z7',
		description:
			'The 15-character GST registration number. Lower-case a-z is converted; a mistyped ' +
			'character is caught by its check character before any call.',
	},
};

/** A PAN the GSTIN's own PAN is compared with: not sent. */
export const panToMatch: ApiInput = {
	apiName: 'pan_to_match',
	format: panFormat,
	in: 'node',
	required: false,
	field: {
		displayName: 'PAN to Match',
		name: 'panToMatch',
		type: 'string',
		default: '',
		placeholder: 'AAACR5055K',
		description:
			"Optional. The business's PAN as you have it (the one it gave you): the output's " +
			'pan_matches says whether the GSTIN was issued under it. Not sent to Deepvue.',
	},
};

export const financialYear: ApiInput = {
	apiName: 'financial_year',
	format: financialYearFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Financial Year',
		name: 'financialYear',
		type: 'string',
		default: '',
		required: true,
		placeholder: '2024-25',
		description:
			'The financial year (April to March) whose GST returns to list, as 2024-25. ' +
			'2024-2025 and FY 2024-25 are read too.',
	},
};

export const din: ApiInput = {
	apiName: 'id_number',
	format: dinFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'DIN',
		name: 'din',
		type: 'string',
		default: '',
		required: true,
		placeholder: '00012345',
		description: "The director's 8-digit Director Identification Number, from the MCA",
	},
};

/** The company (or LLP) the director should serve: compared by the node, not sent. */
export const companyToCheck: ApiInput = {
	apiName: 'company_to_check',
	format: companyOrLlpFormat,
	in: 'node',
	required: false,
	field: {
		displayName: 'CIN to Check',
		name: 'cinToCheck',
		type: 'string',
		default: '',
		placeholder: 'U72900KA2015PTC082988',
		description:
			"Optional. A company's CIN (or an LLP's LLPIN): the output's is_current_director says " +
			'whether the director serves it now (appointed, not ceased). Not sent to Deepvue.',
	},
};

export const cin: ApiInput = {
	apiName: 'id_number',
	format: cinFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'CIN',
		name: 'cin',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'U72900KA2015PTC082988',
		description: "The company's 21-character Corporate Identification Number, from the MCA",
	},
};

export const udyamNumber: ApiInput = {
	apiName: 'udyam_aadhaar_number',
	format: udyamNumberFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Udyam Number',
		name: 'udyamNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'UDYAM-MH-27-0012345',
		description: "The MSME's Udyam registration number, UDYAM-XX-00-0000000, as on its certificate",
	},
};

/** The longest a node run waits for a Udyam result: the item fails past it, naming its request ID. */
export const MAX_UDYAM_WAIT_SECONDS = 900;

export const udyamWait: ApiInput = {
	apiName: 'wait_seconds',
	format: secondsFormat(5, MAX_UDYAM_WAIT_SECONDS),
	in: 'node',
	required: true,
	field: {
		displayName: 'Wait Up To (Seconds)',
		name: 'udyamWaitSeconds',
		type: 'number',
		typeOptions: { minValue: 5, maxValue: MAX_UDYAM_WAIT_SECONDS },
		default: 120,
		required: true,
		description:
			'How long this run waits for the result (most are ready within 30 seconds). Past it the ' +
			'item fails, naming the request ID: get the result later with Get Udyam Result, ' +
			'without paying again.',
	},
};

export const udyamRequestId: ApiInput = {
	apiName: 'request_id',
	format: deepvueIdFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Udyam Request ID',
		name: 'udyamRequestId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '2db0ab31-ce7c-47f3-8488-f2298fc2a811',
		description: 'The request_id Verify Udyam returned (its output, or the message of its timeout)',
	},
};
