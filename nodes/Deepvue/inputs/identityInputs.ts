import type { INodeProperties } from 'n8n-workflow';

import type { ApiInput } from '../model/input';
import { DOCUMENT_TYPES } from '../model/digilocker';
import { aadhaarNumberFormat } from './aadhaarNumber';
import { digilockerRedirectFormat, readRedirect } from './digilockerRedirect';
import {
	booleanFormat,
	deepvueIdFormat,
	httpUrlFormat,
	listOfFormat,
	mobileNumberFormat,
	otpFormat,
	plainTextFormat,
} from './formats';
import { imageFile } from './files/imageFile';

/*
 * The inputs of the identity documents: DigiLocker, Offline Aadhaar eKYC, face match and liveness.
 * Where one field is sent differently by two operations (in the body or the query), each has its
 * own input around the same field.
 */

const documentsField: INodeProperties = {
	displayName: 'Documents',
	name: 'digilockerDocuments',
	type: 'multiOptions',
	options: DOCUMENT_TYPES.map(({ name, value }) => ({ name, value })),
	default: ['aadhaar', 'pan'],
	required: true,
	description:
		"The documents to ask for in the applicant's DigiLocker. The e-Aadhaar gives name, " +
		'date of birth, gender, address and photo.',
};

/** The documents a session asks for, sent as `doc_types`. */
export const documentsAskedFor: ApiInput = {
	apiName: 'doc_types',
	format: listOfFormat(DOCUMENT_TYPES.map(({ value }) => value)),
	in: 'body',
	required: true,
	field: { ...documentsField },
	sends: (value) => ({ doc_types: value.split(',') }),
};

/** The documents to fetch from a session: read by the node, not sent. */
export const documentsToFetch: ApiInput = {
	...documentsAskedFor,
	in: 'node',
	field: documentsAskedFor.field,
	sends: undefined,
};

export const redirectUrl: ApiInput = {
	apiName: 'redirect_url',
	format: httpUrlFormat,
	in: 'body',
	required: true,
	field: {
		displayName: 'Redirect URL',
		name: 'redirectUrl',
		type: 'string',
		default: '={{ $execution.resumeUrl }}',
		required: true,
		description:
			'Where DigiLocker sends the applicant back, with the code or their refusal ' +
			'added to its query: the resume URL of the Wait node that comes next.',
	},
};

export const digilockerSessionId: ApiInput = {
	apiName: 'initial_deepvue_transaction_id',
	format: deepvueIdFormat,
	in: 'body',
	required: true,
	field: {
		displayName: 'Session ID',
		name: 'digilockerSessionId',
		type: 'string',
		default: '',
		required: true,
		placeholder: "={{ $('Start DigiLocker Session').item.json.session_id }}",
		description: 'The session_id that Start DigiLocker Session returned for this applicant',
	},
};

export const digilockerRedirect: ApiInput = {
	apiName: 'digilocker_code',
	format: digilockerRedirectFormat,
	in: 'body',
	required: true,
	field: {
		displayName: 'Redirect Query',
		name: 'digilockerRedirect',
		type: 'string',
		default: '={{ $json.query }}',
		required: true,
		description:
			"What DigiLocker sent back to the Redirect URL: the Wait node's query " +
			'({{ $json.query }}), or the whole URL. Its state must be the Session ID.',
	},
	sends(value) {
		const redirect = readRedirect(value);
		return redirect && 'code' in redirect ? { digilocker_code: redirect.code } : {};
	},
};

/**
 * The e-Aadhaar PDF is UIDAI's document: it may print the Aadhaar number whole, and the node cannot
 * mask text inside a PDF (docs/personal-data.md). So it is off unless asked for, and says so.
 */
const pdfField: INodeProperties = {
	displayName: 'Get Aadhaar PDF',
	name: 'generatePdf',
	type: 'boolean',
	default: false,
	description:
		"Whether to also get the e-Aadhaar as a PDF file (binary field eaadhaar_pdf). UIDAI's " +
		'PDF may print the Aadhaar number whole, which the node cannot mask: keep it only where ' +
		'Aadhaar numbers may be stored (masked, or in an Aadhaar Data Vault), and delete it after ' +
		'the verification.',
	hint: "UIDAI's PDF may print the Aadhaar number whole: the node cannot mask it",
};

/** The e-Aadhaar PDF asked for in a JSON body (DigiLocker). */
export const pdfInBody: ApiInput = {
	apiName: 'generate_pdf',
	format: booleanFormat,
	in: 'node',
	required: false,
	field: { ...pdfField },
};

/** The e-Aadhaar PDF asked for in the query (Offline Aadhaar eKYC). */
export const pdfInQuery: ApiInput = {
	apiName: 'generate_pdf',
	format: booleanFormat,
	in: 'query',
	required: false,
	field: pdfInBody.field,
	sends: (value) => (value === 'true' ? { generate_pdf: 'true' } : {}),
};

export const aadhaarNumber: ApiInput = {
	apiName: 'aadhaar_number',
	format: aadhaarNumberFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Aadhaar Number',
		name: 'aadhaarNumber',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description:
			"The applicant's 12-digit Aadhaar number, mapped from their input with an expression " +
			'(a number typed here is saved in the workflow). Spaces, dashes and dots are removed; ' +
			'the node shows it only masked, xxxx-xxxx-1234. One OTP per number per run.',
	},
	onePerRun: {
		rule: 'one OTP per Aadhaar number per run',
		advice: (first) =>
			'A second OTP would be a second text message to the same person, and would stop ' +
			`the first OTP from working. Keep one item per Aadhaar number: item ${first} has ` +
			`this one. With On Error set to continue, item ${first} is sent and this item fails; ` +
			'otherwise no item is sent.',
	},
};

export const otp: ApiInput = {
	apiName: 'otp',
	format: otpFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'OTP',
		name: 'otp',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		description: 'The 6-digit OTP the applicant received on their Aadhaar-linked mobile number',
	},
};

export const otpReferenceId: ApiInput = {
	apiName: 'reference_id',
	format: deepvueIdFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Reference ID',
		name: 'otpReferenceId',
		type: 'string',
		default: '',
		required: true,
		placeholder: "={{ $('Send Aadhaar OTP').item.json.reference_id }}",
		description: 'The reference_id that Send Aadhaar OTP returned for this applicant',
	},
};

export const aadhaarLinkedMobile: ApiInput = {
	apiName: 'mobile_number',
	format: mobileNumberFormat,
	in: 'query',
	required: false,
	field: {
		displayName: 'Mobile Number to Check',
		name: 'aadhaarLinkedMobile',
		type: 'string',
		default: '',
		placeholder: '9876543210',
		description:
			'Optional. A mobile number the applicant gave: the output says whether it is the ' +
			'one linked to their Aadhaar (mobile_matches_aadhaar).',
	},
};

const selfieField: INodeProperties = {
	displayName: 'Selfie Binary Field',
	name: 'selfieBinaryField',
	type: 'string',
	default: 'selfie',
	required: true,
	description:
		"The input item's binary field that holds the applicant's photo taken now " +
		"(a form's file field, by its label), a JPEG or PNG of up to 10 MB",
};

export const selfie: ApiInput = {
	apiName: 'file_a',
	format: plainTextFormat,
	in: 'file',
	file: imageFile,
	required: true,
	field: { ...selfieField },
};

export const documentPhoto: ApiInput = {
	apiName: 'file_b',
	format: plainTextFormat,
	in: 'file',
	file: imageFile,
	required: true,
	field: {
		displayName: 'Document Photo Binary Field',
		name: 'documentPhotoBinaryField',
		type: 'string',
		default: 'photo',
		required: true,
		description:
			"The input item's binary field that holds the photo to compare with: photo, as " +
			'Get DigiLocker Documents and Verify Aadhaar OTP give it',
	},
};

export const livenessPhoto: ApiInput = {
	apiName: 'image',
	format: plainTextFormat,
	in: 'fileBase64',
	file: imageFile,
	required: true,
	field: selfie.field,
};
