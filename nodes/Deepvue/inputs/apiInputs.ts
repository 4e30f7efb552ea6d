import {
	bankAccountNumberFormat,
	dateFormat,
	fssaiFormat,
	httpUrlFormat,
	ifscFormat,
	mobileNumberFormat,
	oneOfFormat,
	panFormat,
	passportFileNumberFormat,
	plainTextFormat,
	vehicleRegistrationFormat,
	vpaFormat,
} from './formats';
import { csvFile } from './files/csvFile';
import type { ApiInput } from '../model/input';

/** The spec's state table for shop establishment certificates. */
export const SHOP_ESTABLISHMENT_STATES = [
	{ name: 'Delhi', value: 'DL' },
	{ name: 'Haryana', value: 'HR' },
	{ name: 'Jammu And Kashmir', value: 'JK' },
	{ name: 'Karnataka', value: 'KR' },
	{ name: 'Rajasthan', value: 'RJ' },
	{ name: 'Telangana', value: 'TL' },
	{ name: 'Uttar Pradesh', value: 'UP' },
	{ name: 'Uttarakhand', value: 'UK' },
	{ name: 'West Bengal', value: 'WB' },
];

export const mobileNumber: ApiInput = {
	apiName: 'mobile_number',
	format: mobileNumberFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Mobile Number',
		name: 'mobileNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: '9876543210',
		description:
			'Indian mobile number: 10 digits starting with 6-9. A +91, 91 or 0 prefix, spaces and dashes are removed.',
	},
};

export const vehicleRegistrationNumber: ApiInput = {
	apiName: 'rc_number',
	format: vehicleRegistrationFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Vehicle Registration Number',
		name: 'rcNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'MH12AB1234',
		description: 'The registration number on the number plate, e.g. MH12AB1234',
	},
};

export const certificateNumber: ApiInput = {
	apiName: 'certificate_number',
	format: plainTextFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Certificate Number',
		name: 'certificateNumber',
		type: 'string',
		default: '',
		required: true,
		description: 'Registration number of the shop and establishment certificate',
	},
};

export const stateCode: ApiInput = {
	apiName: 'state_code',
	format: oneOfFormat(SHOP_ESTABLISHMENT_STATES.map((state) => state.value)),
	in: 'query',
	required: true,
	field: {
		displayName: 'State',
		name: 'stateCode',
		type: 'options',
		options: SHOP_ESTABLISHMENT_STATES,
		default: '',
		required: true,
		description: 'The state that issued the certificate',
	},
};

export const fssaiLicenceNumber: ApiInput = {
	apiName: 'fssai_id',
	format: fssaiFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'FSSAI Licence Number',
		name: 'fssaiId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '10012345678901',
		description: 'The 14-digit FSSAI licence or registration number',
	},
};

export const itrClientId: ApiInput = {
	apiName: 'itr_client_id',
	format: plainTextFormat,
	in: 'body',
	required: true,
	field: {
		displayName: 'ITR Client ID',
		name: 'itrClientId',
		type: 'string',
		default: '',
		required: true,
		description: "The client ID Deepvue gave for the taxpayer's ITR portal session",
	},
};

export const panNumber: ApiInput = {
	apiName: 'pan_number',
	format: panFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'PAN',
		name: 'panNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'ABCPE1234F',
		description:
			'Permanent Account Number: 5 letters, 4 digits, 1 letter. Lower-case a-z is converted.',
	},
};

export const bankAccountNumber: ApiInput = {
	apiName: 'account_number',
	format: bankAccountNumberFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Account Number',
		name: 'accountNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: '123456789012',
		description: 'The bank account number: 9 to 18 digits. Spaces and dashes are removed.',
	},
};

export const ifsc: ApiInput = {
	apiName: 'ifsc',
	format: ifscFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'IFSC',
		name: 'ifsc',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'SBIN0001234',
		description:
			"The IFSC of the account's branch: 4 letters, a 0, then 6 letters or digits. Lower-case a-z is converted.",
	},
};

export const passportFileNumber: ApiInput = {
	apiName: 'file_number',
	format: passportFileNumberFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Passport File Number',
		name: 'fileNumber',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'DL1061234567823',
		description: 'The file number of the passport application, printed on the application receipt',
	},
};

export const dateOfBirth: ApiInput = {
	apiName: 'dob',
	format: dateFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Date of Birth',
		name: 'dateOfBirth',
		type: 'string',
		default: '',
		required: true,
		placeholder: '1990-01-31',
		description:
			"The applicant's date of birth, as YYYY-MM-DD. DD-MM-YYYY and DD/MM/YYYY " +
			"are converted; a date from another node is read in the workflow's time " +
			'zone.',
	},
};

export const upiId: ApiInput = {
	apiName: 'vpa',
	format: vpaFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'UPI ID',
		name: 'vpa',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'name@bank',
		description: 'The UPI ID (virtual payment address) to verify, e.g. name@okhdfcbank',
	},
};

export const batchFile: ApiInput = {
	apiName: 'batch_file',
	format: plainTextFormat,
	in: 'file',
	file: csvFile,
	required: true,
	field: {
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint:
			'The name of the input binary field that holds the CSV file to upload ' +
			'(not empty, not an image, PDF or Excel workbook)',
		description:
			'Name of the binary field of the incoming item that holds the batch file, ' +
			'e.g. from a Read/Write Files or Convert to File node',
	},
};

export const webhookUrl: ApiInput = {
	apiName: 'webhook_url',
	format: httpUrlFormat,
	in: 'query',
	required: false,
	field: {
		displayName: 'Webhook URL',
		name: 'webhookUrl',
		type: 'string',
		default: '',
		placeholder: 'https://your-n8n.example.com/webhook/...',
		description:
			'Optional. Where Deepvue delivers the result file when the batch is done, ' +
			'e.g. the production URL of a Deepvue Trigger node.',
	},
};

export const batchRequestId: ApiInput = {
	apiName: 'request_id',
	format: plainTextFormat,
	in: 'query',
	required: true,
	field: {
		displayName: 'Request ID',
		name: 'requestId',
		type: 'string',
		default: '',
		required: true,
		placeholder: '0231bfaa-04aa-478f-a4db-5282bcd5e4bb',
		description: 'The request_id a batch upload returned',
	},
};
