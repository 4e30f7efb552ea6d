/**
 * The result shapes of api-spec.md, written out independently of the emulator's fixtures so the
 * tests check the node's output against the spec, not against themselves.
 *
 * Types: 'string', 'integer', 'number', 'boolean', 'null' (nullable fields the spec shows as
 * null), 'array', 'object', 'date' (YYYY-MM-DD), 'datetime' (ISO 8601 without offset),
 * 'month' (a month name), 'fy' (YYYY-YY), 'url', 'any' (type not declared), 'string|null'.
 */
export type FieldType =
	| 'string'
	| 'integer'
	| 'number'
	| 'boolean'
	| 'null'
	| 'array'
	| 'object'
	| 'date'
	| 'datetime'
	| 'month'
	| 'fy'
	| 'url'
	| 'any'
	| 'string|null';

export interface Shape {
	[field: string]: FieldType | Shape | [Shape];
}

const NULLABLE_SHOP_FIELDS = [
	'address',
	'registration_date',
	'category',
	'date_of_commencement',
	'valid_upto',
	'email_id',
	'website_url',
	'name_of_occupier',
	'father_name_of_occupier',
	'manager_name',
	'manager_father_name',
	'male_workers',
	'female_workers',
	'young_workers',
	'total_workers',
	'family_members_working',
	'confidential_employers_capacity',
	'fax',
];

export const RESULT_SHAPES: Record<string, Shape> = {
	getChallans: {
		challan_details: {
			challans: [
				{
					number: 'integer',
					challan_number: 'string',
					offense_details: 'string',
					offense_details_list: 'array',
					challan_place: 'string',
					challan_date: 'date',
					challan_date_time: 'datetime',
					state: 'string',
					rto: 'null',
					upstream_code: 'string',
					accused_name: 'string',
					amount: 'number',
					challan_status: 'string',
					court_challan: 'null',
					court_name: 'string',
				},
			],
			blacklist: 'array',
			successful_backends: 'array',
			failed_backends: 'array',
		},
	},
	verifyShopEstablishment: {
		client_id: 'string',
		se_number: 'string',
		state_code: 'string',
		state_name: 'string',
		business_name: 'string',
		user_mobile_number: 'string',
		registration_number: 'string',
		certificate_number: 'string',
		acknowledgement_number: 'string',
		document_link: 'url',
		...Object.fromEntries(NULLABLE_SHOP_FIELDS.map((field) => [field, 'null' as const])),
	},
	verifyFssaiLicence: {
		id_number: 'string',
		application_number: 'string',
		fssai_number: 'string',
		details: [
			{
				address_premises: 'string',
				status_desc: 'string',
				district_name: 'string',
				display_ref_id: 'string',
				taluk_name: 'string',
				company_name: 'string',
				state_premises: 'string',
				app_type_desc: 'string',
				state_name: 'string',
				license_category_name: 'string',
				app_type: 'string',
				fbo_id: 'integer',
				district_premises: 'integer',
				taluk_premises: 'integer',
				pincode: 'integer',
				ref_id: 'integer',
				app_submission_date: 'date',
				last_updated_on: 'date',
			},
		],
	},
	getNetworkDetails: {
		currentNetworkName: 'string',
		currentNetworkRegion: 'string',
		currentNetworkcountryCodeIso2: 'string',
		imsi: 'string',
		numberBillingType: 'string',
		portedFromNetworkName: 'string',
		portedFromNetworkRegion: 'string',
		portedFromNetworkcountryCodeIso2: 'string',
		roamingNetworkcountryCodeIso2: 'string',
		roamingNetworkName: 'string',
		roamingNetworkRegion: 'string',
		isPhoneReachable: 'boolean',
		isValidPhoneNumber: 'boolean',
		numberHasPortingHistory: 'boolean',
		roaming: 'boolean',
	},
	getPan: {
		pan_number: 'string',
		full_name: 'string',
		masked_aadhaar: 'string',
		gender: 'string',
		category: 'string',
		full_name_split: 'array',
		address: {
			line_1: 'string',
			line_2: 'string',
			street_name: 'string',
			zip: 'string',
			city: 'string',
			state: 'string',
			country: 'string',
			full: 'string',
		},
		email: 'null',
		phone_number: 'null',
		input_dob: 'null',
		dob: 'date',
		aadhaar_linked: 'boolean',
		dob_verified: 'boolean',
		dob_check: 'boolean',
		less_info: 'boolean',
	},
	downloadAis: {
		itr_client_id: 'string',
		pan_no: 'string',
		ais_file: 'url',
		file_type: 'string',
		status: 'string',
		financial_year: 'fy',
	},
	download26as: { client_id: 'string', pan_no: 'string', tds: 'any' },
	checkTds206ab: {
		pan_number: 'string',
		compliant: 'boolean',
		pan_allotment_date: 'date',
		masked_name: 'string',
		pan_aadhaar_linked: 'string',
		specified_person_under_206: 'string',
		pan_status: 'string',
		valid_pan: 'string',
	},
	uploadCinBatch: {
		request_id: 'string',
		status: 'integer',
		product_id: 'string',
		message: 'string',
		batch_output_file_url: 'url',
	},
	checkMnrl: {
		mnrl_record_found: 'boolean',
		phone_number: 'string',
		latest_revocation_status: 'boolean',
		first_revocation_month: 'month',
		latest_revocation_month: 'month',
		first_revocation_year: 'integer',
		latest_revocation_year: 'integer',
	},
	verifyPassport: {
		file_number: 'string',
		name: 'string',
		dob: 'string',
		application_type: 'string',
		application_received_date: 'string',
		status: 'string',
	},
	verifyUpi: {
		account_exists: 'boolean',
		name_at_bank: 'string',
		name_information: { name_at_bank_cleaned: 'string' },
	},
	// The 201 batch submissions have no data object: their result is the submission fields.
	uploadUpiBasicBatch: {
		transaction_id: 'string',
		request_id: 'string',
		message: 'string',
		sub_code: 'string',
		output_batch_file: 'string',
	},
	uploadUanEmploymentHistoryBatch: {
		transaction_id: 'string',
		request_id: 'string',
		message: 'string',
		sub_code: 'string',
		output_batch_file: 'string',
	},
	getVpaFromMobile: { mobile_number: 'string', vpa: 'string', name_at_bank: 'string' },
	getDigitalAge: { businessNameDetected: 'boolean', digitalAge: 'string' },
	getUanList: { uan_numbers: 'array' },
	getName: { name: 'string' },
	// Beyond the spec: the shapes of Deepvue's reference pages (docs.deepvue.ai/reference/...).
	verifyPan: {
		'@entity': 'string',
		pan: 'string',
		full_name: 'string',
		status: 'string',
		category: 'string',
		name_information: { pan_name_cleaned: 'string' },
	},
	verifyBankAccount: {
		message: 'string',
		account_exists: 'boolean',
		name_at_bank: 'string',
		utr: 'string',
		amount_deposited: 'number',
		name_information: { name_at_bank_cleaned: 'string' },
	},
	// Its `data` is a list: the node's item holds it as `gstins`.
	getGstinsByPan: {
		gstins: [{ gstin: 'string', state: 'string', state_code: 'string', status: 'string' }],
	},
};

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

function matchesType(value: unknown, type: FieldType): boolean {
	switch (type) {
		case 'string':
			return typeof value === 'string';
		case 'integer':
			return Number.isInteger(value);
		case 'number':
			return typeof value === 'number' && Number.isFinite(value);
		case 'boolean':
			return typeof value === 'boolean';
		case 'null':
			return value === null;
		case 'array':
			return Array.isArray(value);
		case 'object':
			return typeof value === 'object' && value !== null && !Array.isArray(value);
		case 'date':
			return (
				typeof value === 'string' &&
				/^\d{4}-\d{2}-\d{2}$/.test(value) &&
				!Number.isNaN(Date.parse(value))
			);
		case 'datetime':
			return (
				typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value)
			);
		case 'month':
			return typeof value === 'string' && MONTHS.includes(value);
		case 'fy':
			return typeof value === 'string' && /^\d{4}-\d{2}$/.test(value);
		case 'url':
			return typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
		case 'any':
			return value !== undefined;
		case 'string|null':
			return value === null || typeof value === 'string';
	}
}

/** Lists every way `value` departs from `shape`: a missing field or a wrong type. */
export function shapeMismatches(value: unknown, shape: Shape, path = ''): string[] {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return [`${path || 'result'}: expected an object, got ${JSON.stringify(value)}`];
	}
	const record = value as Record<string, unknown>;
	const problems: string[] = [];
	for (const [field, expected] of Object.entries(shape)) {
		const where = path ? `${path}.${field}` : field;
		if (!(field in record)) {
			problems.push(`${where}: missing`);
		} else if (typeof expected === 'string') {
			if (!matchesType(record[field], expected)) {
				problems.push(`${where}: expected ${expected}, got ${JSON.stringify(record[field])}`);
			}
		} else if (Array.isArray(expected)) {
			const list = record[field];
			if (!Array.isArray(list) || list.length === 0) {
				problems.push(`${where}: expected a non-empty list`);
			} else {
				list.forEach((entry, index) =>
					problems.push(...shapeMismatches(entry, expected[0], `${where}[${index}]`)),
				);
			}
		} else {
			problems.push(...shapeMismatches(record[field], expected, where));
		}
	}
	return problems;
}
