/**
 * The records the emulator answers with: one builder per operation, returning the `data` object
 * with every field of the spec's shape and type. Records are deterministic: the input is echoed
 * where the record carries it. An identifier of a person of the world (../world.ts) gets that
 * person's record; for any other input, names, numbers and dates are picked by a hash of the
 * input (see `Seed`), so the same input always gets the same record.
 */
import { Seed } from './seed';
import { gstinOf } from '../business/gstinCheck';
import { businessByAccount, businessesByPan, businessOwningPan } from '../businesses';
import type { BusinessAddress } from '../businesses';
import {
	displayName,
	personByAccount,
	personById,
	personByMobile,
	personByPan,
	personByVpa,
	WORLD,
} from '../world';
import type { AadhaarAddress, WorldPerson } from '../world';

/** Inputs the emulator answers with 404, as the API does for a lookup that finds nothing. */
export const NOT_FOUND_INPUTS = {
	/** Every operation taking a mobile_number. */
	mobileNumber: '9999999999',
	/** TDS 206AB check, PAN verification and GSTINs by PAN (pan_number). */
	panNumber: 'ZZZPZ9999Z',
	/** UPI verification (vpa). */
	vpa: 'unknown@upi',
	/** Challan details (rc_number). */
	rcNumber: 'XX00XX0000',
	/** FSSAI verification (fssai_id). */
	fssaiId: '00000000000000',
	/** Passport verification (file_number). */
	passportFileNumber: 'NOTFOUND000',
	/** AIS and Form 26AS downloads (itr_client_id). */
	itrClientId: 'unknown-client',
	/** Shop establishment certificate (certificate_number). */
	certificateNumber: 'NOTFOUND',
	/** A row of a CIN batch: its result row says "No record found". */
	cin: 'U00000XX0000PTC000000',
	/** A row of a UAN employment-history batch: its result row says "No record found". */
	uan: '100000000000',
	/** Bank account penny drop (account_number). */
	bankAccountNumber: '000000000000',
	/** Verify GSTIN and GST return filing (gstin_number): the not-found PAN's GSTIN in Maharashtra. */
	gstin: gstinOf('27', 'ZZZPZ9999Z'),
	/** Director by DIN (id_number). */
	din: '00000000',
	/** Company by CIN (id_number). */
	companyCin: 'U00000MH2000PTC000000',
	/** A Udyam number the source does not find: its verification fails. */
	udyamNumber: 'UDYAM-XX-00-0000000',
} as const;

/**
 * Inputs whose records say the thing checked is not valid, an answer rather than "no record": a
 * PAN the Income Tax department does not know (`status: INVALID`), and a closed bank account
 * (`account_exists: false`, nothing deposited).
 */
export const INVALID_INPUTS = {
	/** PAN verification (pan_number): a PAN starting with these letters is INVALID, e.g. INVPA1234A. */
	panPrefix: 'INV',
	/** Penny drop (account_number): an account number starting with these digits is closed. */
	closedAccountPrefix: '1100',
} as const;

/**
 * Inputs the emulator answers with 503 "Source Unavailable" every time, as a source that stays
 * down does: for flows in a real n8n, where tests cannot queue faults.
 */
export const UNAVAILABLE_INPUTS = {
	/** Every lookup taking a mobile_number. */
	mobileNumber: '9999999990',
	/** A row of an uploaded batch file: every status check of that batch answers 503. */
	batchRow: 'status-unavailable@upi',
} as const;

/**
 * Inputs whose records say something changed since a customer was first verified, for
 * re-verification flows (examples/scheduled-reverification.json). A changed name needs no input
 * of its own: a VPA whose handle starts with a sample first name (asha@, ravi.kumar@...) is held
 * by that person, so a stored name other than theirs no longer matches.
 */
export const CHANGED_INPUTS = {
	/**
	 * Revoked-number check (mobile_number): a number starting with these digits is not on the
	 * list (404, no record); every other number is.
	 */
	activeMobilePrefix: '80000',
	/** UPI verification (vpa): a VPA whose handle starts with this has no account any more (`account_exists: false`). */
	closedVpaPrefix: 'closed',
} as const;

/** Shop establishment states: the spec's state_code table (input and output). */
export const SHOP_ESTABLISHMENT_STATES: Readonly<Record<string, string>> = {
	DL: 'Delhi',
	HR: 'Haryana',
	JK: 'Jammu And Kashmir',
	KR: 'Karnataka',
	RJ: 'Rajasthan',
	TL: 'Telangana',
	UK: 'Uttarakhand',
	UP: 'Uttar Pradesh',
	WB: 'West Bengal',
};

/**
 * Base of the document and output-file links of records built outside a running emulator. A
 * running emulator links to its own `/files/` instead, where it serves them. The `.example`
 * domain never resolves.
 */
export const FILE_HOST = 'https://files.deepvue-emulator.example';

export const MONTHS = [
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
] as const;

// ---------------------------------------------------------------------------------------------
// Sample people, places and businesses that records are built from.

/** What a record derived from a hash takes of a person: the name and gender, no identifier. */
type Person = Pick<WorldPerson, 'first' | 'middle' | 'last' | 'gender'>;

/**
 * The people records derived from a hash are in the names of, in this order (the order picks
 * them, so it stays as it is).
 */
const PEOPLE: readonly Person[] = [
	'asha',
	'ravi',
	'priya',
	'arjun',
	'meera',
	'vikram',
	'kavya',
	'rohan',
].map(personById);

export interface Place {
	line_1: string;
	line_2: string;
	street_name: string;
	city: string;
	district: string;
	taluk: string;
	state: string;
	/** Vehicle registration prefix of the state. */
	stateCode: string;
	zip: string;
}

export const PLACES: readonly Place[] = [
	{
		line_1: 'Flat 302, Lotus Residency',
		line_2: 'Kothrud',
		street_name: 'Paud Road',
		city: 'Pune',
		district: 'Pune',
		taluk: 'Haveli',
		state: 'Maharashtra',
		stateCode: 'MH',
		zip: '411038',
	},
	{
		line_1: '14, 2nd Cross',
		line_2: 'Indiranagar',
		street_name: '100 Feet Road',
		city: 'Bengaluru',
		district: 'Bangalore Urban',
		taluk: 'Bangalore East',
		state: 'Karnataka',
		stateCode: 'KA',
		zip: '560038',
	},
	{
		line_1: 'House 27, Block C',
		line_2: 'Saket',
		street_name: 'Press Enclave Marg',
		city: 'New Delhi',
		district: 'South Delhi',
		taluk: 'Hauz Khas',
		state: 'Delhi',
		stateCode: 'DL',
		zip: '110017',
	},
	{
		line_1: '8-2-293, Plot 41',
		line_2: 'Banjara Hills',
		street_name: 'Road No. 12',
		city: 'Hyderabad',
		district: 'Hyderabad',
		taluk: 'Khairatabad',
		state: 'Telangana',
		stateCode: 'TS',
		zip: '500034',
	},
	{
		line_1: '5, Ganga Apartments',
		line_2: 'Mylapore',
		street_name: 'Luz Church Road',
		city: 'Chennai',
		district: 'Chennai',
		taluk: 'Mylapore',
		state: 'Tamil Nadu',
		stateCode: 'TN',
		zip: '600004',
	},
];

const BUSINESSES = [
	'Sunrise Traders',
	'Annapurna Foods Private Limited',
	'Lakeview Bakery',
	'Green Leaf Restaurant',
	'Mehta Hardware Stores',
	'Coastal Spices LLP',
] as const;

const CARRIERS = ['Reliance Jio', 'Bharti Airtel', 'Vodafone Idea', 'BSNL'] as const;
const UPI_HANDLES = ['okhdfcbank', 'ybl', 'okicici', 'paytm', 'okaxis'] as const;
const OFFENCES = [
	{ text: 'Driving without a helmet', amount: 1000 },
	{ text: 'Jumping a red light', amount: 500 },
	{ text: 'Over-speeding', amount: 2000 },
	{ text: 'Parking in a no-parking zone', amount: 500 },
] as const;

const fullName = displayName;

/** A sample place as a business's address. */
export function businessAddressAt(place: Place): BusinessAddress {
	return {
		buildingNumber: place.line_1,
		buildingName: '',
		floor: '',
		street: place.street_name,
		locality: place.line_2,
		city: place.city,
		district: place.district,
		state: place.state,
		pincode: place.zip,
	};
}

export function personFor(seed: Seed): Person {
	return seed.pick(PEOPLE, 'person');
}

/** Whose a mobile number is: a person of the world's, else one picked by its hash. */
function holderOfMobile(mobileNumber: string): Person {
	return personByMobile(mobileNumber) ?? personFor(new Seed(mobileNumber));
}

/**
 * The 4 digits of a PAN made for a person picked by a hash: they name the person, so that the PAN
 * a record hands out (Mobile to PAN) is in the same person's name when it is verified.
 */
function panDigits(prefix: string, person: Person): string {
	return new Seed(`pan/${prefix}`).digits(`person${PEOPLE.indexOf(person)}`, 4);
}

/** A PAN of an individual (4th letter P, 5th the surname's initial), never a not-found input. */
function panFor(seed: Seed, person: Person): string {
	const prefix = seed.letters('pan.prefix', 3);
	return `${prefix}P${person.last[0]}${panDigits(prefix, person)}${seed.letters('pan.check', 1)}`;
}

/** The person a PAN made by `panFor` was made for; undefined for any other PAN. */
function personOfMadePan(pan: string): Person | undefined {
	const prefix = pan.slice(0, 3);
	return PEOPLE.find(
		(person) => pan[4] === person.last[0] && pan.slice(5, 9) === panDigits(prefix, person),
	);
}

/** Whose an individual's PAN is: the world's person, the person it was made for, or one picked by its hash. */
function holderOfPan(pan: string, seed: Seed): Person {
	return personByPan(pan) ?? personOfMadePan(pan) ?? personFor(seed);
}

/** A fixed-length integer, e.g. 6 digits, from a hash. */
function integerOf(seed: Seed, name: string, digits: number): number {
	return Number(`${seed.int(`${name}.lead`, 1, 9)}${seed.digits(name, digits - 1)}`);
}

function pad2(value: number): string {
	return String(value).padStart(2, '0');
}

// ---------------------------------------------------------------------------------------------
// Records, in the order of the spec's endpoint table.

/** 1. Challan details for a vehicle registration number. */
export function challanDetails(rcNumber: string) {
	const seed = new Seed(rcNumber);
	const owner = personFor(seed);
	const prefix = /^[A-Za-z]{2}/.test(rcNumber) ? rcNumber.slice(0, 2).toUpperCase() : undefined;
	const place =
		PLACES.find((candidate) => candidate.stateCode === prefix) ?? seed.pick(PLACES, 'place');
	const state = prefix ?? place.stateCode;
	const count = seed.int('challans', 1, 2);
	const challans = Array.from({ length: count }, (_, index) => {
		const offence = seed.pick(OFFENCES, `challan${index}.offence`);
		const date = seed.date(`challan${index}.date`, 2021, 2024);
		const time = `${pad2(seed.int(`challan${index}.hour`, 7, 21))}:${pad2(seed.int(`challan${index}.minute`, 0, 59))}:00`;
		const disposed = seed.chance(`challan${index}.disposed`, 40);
		return {
			number: index + 1,
			challan_number: `${state}${seed.digits(`challan${index}.number`, 18)}`,
			offense_details: offence.text,
			offense_details_list: [],
			challan_place: `${place.line_2}, ${place.city}`,
			challan_date: date,
			challan_date_time: `${date}T${time}`,
			state,
			rto: null,
			upstream_code: 'ECHALLAN',
			accused_name: fullName(owner).toUpperCase(),
			amount: offence.amount,
			challan_status: disposed ? 'Disposed' : 'Pending',
			court_challan: null,
			court_name: disposed ? `Virtual Court ${place.city}` : '',
		};
	});
	return {
		challan_details: {
			challans,
			blacklist: [],
			successful_backends: ['echallan', 'vahan'],
			failed_backends: [],
		},
	};
}

/**
 * 2. Shop establishment certificate; `stateCode` is one of SHOP_ESTABLISHMENT_STATES. Its
 * `document_link` is under `fileBaseUrl`.
 */
export function shopEstablishmentCertificate(
	certificateNumber: string,
	stateCode: string,
	fileBaseUrl = FILE_HOST,
) {
	const seed = new Seed(`${stateCode}/${certificateNumber}`);
	return {
		client_id: `shop_establishment_${seed.hex('client', 20)}`,
		se_number: certificateNumber,
		state_code: stateCode,
		state_name: SHOP_ESTABLISHMENT_STATES[stateCode],
		business_name: seed.pick(BUSINESSES, 'business').toUpperCase(),
		user_mobile_number: `9${seed.digits('mobile', 9)}`,
		registration_number: certificateNumber,
		certificate_number: certificateNumber,
		acknowledgement_number: `ACK${seed.digits('acknowledgement', 10)}`,
		document_link: `${fileBaseUrl}/shop-establishment/${seed.hex('document', 16)}.pdf`,
		address: null,
		registration_date: null,
		category: null,
		date_of_commencement: null,
		valid_upto: null,
		email_id: null,
		website_url: null,
		name_of_occupier: null,
		father_name_of_occupier: null,
		manager_name: null,
		manager_father_name: null,
		male_workers: null,
		female_workers: null,
		young_workers: null,
		total_workers: null,
		family_members_working: null,
		confidential_employers_capacity: null,
		fax: null,
	};
}

/** 3. Food business licence (FSSAI). */
export function fssaiLicence(fssaiId: string) {
	const seed = new Seed(fssaiId);
	const place = seed.pick(PLACES, 'place');
	const refId = integerOf(seed, 'ref', 8);
	const submitted = seed.date('submitted', 2019, 2022);
	const renewal = seed.chance('renewal', 50);
	return {
		id_number: fssaiId,
		application_number: `${submitted.slice(0, 4)}${seed.digits('application', 13)}`,
		fssai_number: fssaiId,
		details: [
			{
				address_premises: `${place.line_1}, ${place.street_name}, ${place.line_2}, ${place.city}`,
				status_desc: 'Active',
				district_name: place.district,
				display_ref_id: `REF${refId}`,
				taluk_name: place.taluk,
				company_name: seed.pick(BUSINESSES, 'business').toUpperCase(),
				state_premises: place.state,
				app_type_desc: renewal ? 'Renewal of Licence' : 'New Licence',
				state_name: place.state,
				license_category_name: seed.pick(
					['State License', 'Central License', 'Registration'],
					'category',
				),
				app_type: renewal ? 'R' : 'N',
				fbo_id: integerOf(seed, 'fbo', 7),
				district_premises: seed.int('district', 100, 999),
				taluk_premises: seed.int('taluk', 1000, 9999),
				pincode: Number(place.zip),
				ref_id: refId,
				app_submission_date: submitted,
				last_updated_on: seed.date('updated', 2023, 2024),
			},
		],
	};
}

/** 4. Network details of a mobile number; a world person's number is of their state's circle. */
export function networkDetails(mobileNumber: string) {
	const seed = new Seed(mobileNumber);
	const current = seed.pick(CARRIERS, 'carrier');
	const ported = seed.chance('ported', 30);
	const original = ported
		? seed.pick(
				CARRIERS.filter((carrier) => carrier !== current),
				'original',
			)
		: current;
	const region = personByMobile(mobileNumber)?.address.state ?? seed.pick(PLACES, 'place').state;
	return {
		currentNetworkName: current,
		currentNetworkRegion: region,
		currentNetworkcountryCodeIso2: 'IN',
		imsi: `404${seed.digits('imsi', 12)}`,
		numberBillingType: seed.chance('postpaid', 25) ? 'postpaid' : 'prepaid',
		portedFromNetworkName: original,
		portedFromNetworkRegion: region,
		portedFromNetworkcountryCodeIso2: 'IN',
		roamingNetworkcountryCodeIso2: '',
		roamingNetworkName: '',
		roamingNetworkRegion: '',
		isPhoneReachable: true,
		isValidPhoneNumber: true,
		numberHasPortingHistory: ported,
		roaming: false,
	};
}

/** 5. PAN record linked to a mobile number: a world person's own, else one derived from the number. */
export function panFromMobile(mobileNumber: string) {
	const world = personByMobile(mobileNumber);
	if (world) {
		const { address } = world;
		return panRecord(world, {
			pan: world.pan,
			maskedAadhaar: `XXXXXXXX${world.aadhaar.slice(-4)}`,
			dob: world.dateOfBirth,
			address: {
				line_1: address.house,
				line_2: `${address.locality}, ${address.vtc}`,
				street_name: address.street,
				zip: address.pincode,
				city: address.vtc,
				state: address.state,
			},
		});
	}
	const seed = new Seed(mobileNumber);
	const person = personFor(seed);
	const place = seed.pick(PLACES, 'place');
	return panRecord(person, {
		pan: panFor(seed, person),
		maskedAadhaar: `XXXXXXXX${seed.digits('aadhaar', 4)}`,
		dob: seed.date('dob', 1970, 2000),
		address: {
			line_1: place.line_1,
			line_2: `${place.line_2}, ${place.city}`,
			street_name: place.street_name,
			zip: place.zip,
			city: place.city,
			state: place.state,
		},
	});
}

/** Mobile to PAN's record of `person`, with their PAN, masked Aadhaar number, birth date and address. */
function panRecord(
	person: Person,
	fields: {
		pan: string;
		maskedAadhaar: string;
		dob: string;
		address: Record<'line_1' | 'line_2' | 'street_name' | 'zip' | 'city' | 'state', string>;
	},
) {
	const { address } = fields;
	return {
		pan_number: fields.pan,
		full_name: fullName(person).toUpperCase(),
		full_name_split: [
			person.first.toUpperCase(),
			person.middle.toUpperCase(),
			person.last.toUpperCase(),
		],
		masked_aadhaar: fields.maskedAadhaar,
		address: {
			...address,
			country: 'INDIA',
			full: `${address.line_1}, ${address.street_name}, ${address.line_2}, ${address.state} ${address.zip}`,
		},
		email: null,
		phone_number: null,
		gender: person.gender,
		dob: fields.dob,
		input_dob: null,
		aadhaar_linked: true,
		dob_verified: false,
		dob_check: false,
		category: 'person',
		less_info: false,
	};
}

/** PAN and financial year an ITR client stands for (shared by the AIS and 26AS records). */
function itrClient(itrClientId: string) {
	const seed = new Seed(itrClientId);
	return { seed, pan: panFor(seed, personFor(seed)) };
}

/** 6. Annual information statement (AIS) download; its `ais_file` is under `fileBaseUrl`. */
export function aisDownload(itrClientId: string, fileBaseUrl = FILE_HOST) {
	const { seed, pan } = itrClient(itrClientId);
	const startYear = seed.int('financial_year', 2021, 2024);
	return {
		itr_client_id: itrClientId,
		pan_no: pan,
		ais_file: `${fileBaseUrl}/ais/${seed.hex('file', 24)}.pdf`,
		file_type: 'pdf',
		status: 'completed',
		financial_year: `${startYear}-${String(startYear + 1).slice(2)}`,
	};
}

/** 7. TDS section 206AB compliance of a PAN. */
export function tds206abCheck(panNumber: string) {
	const seed = new Seed(panNumber);
	const person = holderOfPan(panNumber, seed);
	const compliant = !seed.chance('specified', 20);
	const mask = (word: string) => `${word[0]}${'*'.repeat(word.length - 1)}`;
	return {
		pan_number: panNumber,
		compliant,
		pan_allotment_date: seed.date('allotted', 1995, 2015),
		masked_name:
			`${person.first.slice(0, 2)}${'*'.repeat(person.first.length - 2)} ${mask(person.last)}`.toUpperCase(),
		pan_aadhaar_linked: 'Yes',
		specified_person_under_206: compliant ? 'No' : 'Yes',
		pan_status: 'Operative',
		valid_pan: 'true',
	};
}

/**
 * 8, and the batch-status endpoint: the state of a batch job. The API documents only the
 * completed state; while a job is in progress the emulator answers `status: 102` (HTTP
 * "Processing") with the submission's message and no file yet.
 */
// The job's fields it reads, not the jobs' own BatchJob type: the jobs build their file links from
// this file, so importing them here would close a circle.
export function batchJobRecord(job: {
	requestId: string;
	state: string;
	productId: string;
	outputFileUrl: string;
}) {
	const completed = job.state === 'completed';
	return {
		request_id: job.requestId,
		status: completed ? 200 : 102,
		product_id: job.productId,
		message: completed ? 'batch processing completed' : 'batch processing in progress',
		batch_output_file_url: completed ? job.outputFileUrl : '',
	};
}

export function batchOutputFileUrl(requestId: string, fileBaseUrl = FILE_HOST): string {
	return `${fileBaseUrl}/batch-output/${requestId}.csv`;
}

/** 9. Revoked-number list (MNRL) record of a mobile number. */
export function mnrlRecord(mobileNumber: string) {
	const seed = new Seed(mobileNumber);
	const firstYear = seed.int('first.year', 2019, 2022);
	const firstMonth = seed.int('first.month', 0, 11);
	const latestYear = firstYear + seed.int('latest.year', 0, 2);
	const latestMonth =
		latestYear === firstYear
			? seed.int('latest.month', firstMonth, 11)
			: seed.int('latest.month', 0, 11);
	return {
		mnrl_record_found: true,
		phone_number: mobileNumber,
		latest_revocation_status: true,
		first_revocation_month: MONTHS[firstMonth],
		first_revocation_year: firstYear,
		latest_revocation_month: MONTHS[latestMonth],
		latest_revocation_year: latestYear,
	};
}

/**
 * 10. Form 26AS download. The spec leaves the type of `tds` open; here it is a list of
 * deductors with their amounts.
 */
export function form26asDownload(itrClientId: string) {
	const { seed, pan } = itrClient(itrClientId);
	const paid = seed.int('paid', 6, 24) * 50000;
	return {
		client_id: itrClientId,
		pan_no: pan,
		tds: [
			{
				deductor_name: seed.pick(BUSINESSES, 'employer').toUpperCase(),
				deductor_tan: `${seed.letters('tan.prefix', 4)}${seed.digits('tan.digits', 5)}${seed.letters('tan.check', 1)}`,
				section: '192',
				total_amount_paid: paid,
				total_tax_deducted: paid / 10,
				total_tds_deposited: paid / 10,
			},
		],
	};
}

/** 11. Passport application status; `dob` is echoed as given (YYYY-MM-DD). */
export function passportStatus(fileNumber: string, dob: string) {
	const seed = new Seed(fileNumber);
	return {
		file_number: fileNumber,
		name: fullName(personFor(seed)).toUpperCase(),
		dob,
		application_type: seed.pick(
			['Fresh Passport (Normal)', 'Re-issue of Passport (Normal)', 'Fresh Passport (Tatkaal)'],
			'type',
		),
		application_received_date: seed.date('received', 2021, 2024),
		status: seed.pick(
			['Passport has been dispatched', 'Application is under process', 'Passport has been granted'],
			'status',
		),
	};
}

/**
 * 12. UPI address (VPA) verification. A world person's VPA is theirs; a VPA `<mobile number>@...`
 * (as Mobile to VPA hands out) is held by whoever holds the number; one whose handle starts with a
 * sample person's first name (asha@, ravi.kumar@...) by that person; any other by one picked by
 * its hash.
 */
export function upiVerification(vpa: string) {
	const seed = new Seed(vpa.toLowerCase());
	const handleName = vpa.split('@')[0].toLowerCase();
	if (handleName.startsWith(CHANGED_INPUTS.closedVpaPrefix)) {
		return {
			account_exists: false,
			name_at_bank: '',
			name_information: { name_at_bank_cleaned: '' },
		};
	}
	const person =
		personByVpa(vpa) ??
		(/^\d{10}$/.test(handleName) ? holderOfMobile(handleName) : undefined) ??
		WORLD.find((candidate) => handleName.startsWith(candidate.first.toLowerCase())) ??
		personFor(seed);
	return {
		account_exists: true,
		name_at_bank: fullName(person).toUpperCase(),
		name_information: { name_at_bank_cleaned: fullName(person) },
	};
}

/** 15. UPI address linked to a mobile number: a world person's own, else `<number>@<handle>`. */
export function vpaFromMobile(mobileNumber: string) {
	const seed = new Seed(mobileNumber);
	return {
		mobile_number: mobileNumber,
		vpa: personByMobile(mobileNumber)?.vpa ?? `${mobileNumber}@${seed.pick(UPI_HANDLES, 'handle')}`,
		name_at_bank: fullName(holderOfMobile(mobileNumber)).toUpperCase(),
	};
}

/** 16. Digital age of a mobile number: how long it has been seen online. */
export function digitalAge(mobileNumber: string) {
	const seed = new Seed(mobileNumber);
	return {
		businessNameDetected: seed.chance('business', 20),
		digitalAge: `${seed.int('years', 1, 14)} years ${seed.int('months', 0, 11)} months`,
	};
}

/** 17. UANs (EPFO accounts) linked to a mobile number. */
export function uanList(mobileNumber: string) {
	const seed = new Seed(mobileNumber);
	const count = seed.int('uans', 1, 2);
	return {
		uan_numbers: Array.from({ length: count }, (_, index) => `10${seed.digits(`uan${index}`, 10)}`),
	};
}

/** 18. Name registered for a mobile number. */
export function nameFromMobile(mobileNumber: string) {
	return { name: fullName(holderOfMobile(mobileNumber)) };
}

/**
 * PAN verification (docs.deepvue.ai reference/kyc/pan/pan-verification-basic). The fourth letter
 * of a PAN says who holds it: a person's PAN is in a sample person's name (a world person's PAN in
 * theirs), a sample business's in its name (../businesses.ts), any other in a sample business name.
 */
export function panBasic(pan: string) {
	const category = PAN_HOLDER_TYPES[pan[3]] ?? 'Individual';
	if (pan.startsWith(INVALID_INPUTS.panPrefix)) {
		return {
			'@entity': 'pan',
			pan,
			full_name: '',
			status: 'INVALID',
			category,
			name_information: { pan_name_cleaned: '' },
		};
	}
	const name = holderNameOfPan(pan);
	return {
		'@entity': 'pan',
		pan,
		full_name: name.toUpperCase(),
		status: 'VALID',
		category,
		name_information: { pan_name_cleaned: name },
	};
}

/**
 * The name a PAN is held in: a sample business's or person's own; an individual's PAN made for a
 * person picked by a hash is in that person's name; any other in a sample business's, by its hash.
 */
export function holderNameOfPan(pan: string): string {
	const business = businessOwningPan(pan);
	if (business) return business.legalName;
	const seed = new Seed(pan);
	return pan[3] === 'P' ? fullName(holderOfPan(pan, seed)) : seed.pick(BUSINESSES, 'business');
}

/** The holder type of a PAN's fourth letter, as Deepvue's `category` names it. */
const PAN_HOLDER_TYPES: Readonly<Record<string, string>> = {
	P: 'Individual',
	C: 'Company',
	H: 'Hindu Undivided Family',
	F: 'Firm',
	A: 'Association of Persons',
	T: 'Trust',
	B: 'Body of Individuals',
	L: 'Local Authority',
	J: 'Artificial Juridical Person',
	G: 'Government',
};

/**
 * Penny drop (reference/kyc/bank-account/penny-drop-verification): ₹1 deposited in the account,
 * with the UTR of the transfer and the name the bank holds: a world person's account (by its
 * number, whatever the IFSC) is in their name. A closed account takes no deposit.
 */
export function pennyDrop(accountNumber: string, ifsc: string) {
	const seed = new Seed(`${accountNumber}/${ifsc}`);
	if (accountNumber.startsWith(INVALID_INPUTS.closedAccountPrefix)) {
		return {
			message: 'Account is closed.',
			account_exists: false,
			name_at_bank: '',
			utr: '',
			amount_deposited: 0,
			name_information: { name_at_bank_cleaned: '' },
		};
	}
	// A current account is held by a business, a savings account by a person.
	const world = personByAccount(accountNumber);
	const name = world
		? fullName(world)
		: (businessByAccount(accountNumber)?.bank?.holder ?? derivedHolder());
	return {
		message: 'Bank Account details verified successfully.',
		account_exists: true,
		name_at_bank: name.toUpperCase(),
		utr: `${seed.int('utr.lead', 1, 9)}${seed.digits('utr', 11)}`,
		amount_deposited: 1,
		name_information: { name_at_bank_cleaned: name },
	};

	function derivedHolder(): string {
		return seed.chance('business', 40)
			? seed.pick(BUSINESSES, 'business')
			: fullName(personFor(seed));
	}
}

/** Two-digit GST state codes of the sample places' states, and two more. */
export const GST_STATES = [
	{ state: 'Maharashtra', state_code: '27' },
	{ state: 'Karnataka', state_code: '29' },
	{ state: 'Delhi', state_code: '07' },
	{ state: 'Telangana', state_code: '36' },
	{ state: 'Tamil Nadu', state_code: '33' },
	{ state: 'Gujarat', state_code: '24' },
] as const;

/**
 * GSTINs by PAN (reference/kyb/gst/pan-to-gst): a sample business's own (a proprietor's PAN has
 * the GSTIN of their shop); none for a sample person who runs no business. Any other person's PAN
 * has one GSTIN, a business's three or four, in as many states, the last one cancelled. A GSTIN is
 * the state code, the PAN, the registration's number in that state, Z and a check character.
 */
export function gstinsByPan(pan: string) {
	const world = businessesByPan(pan);
	if (world.length > 0 || personByPan(pan)) {
		return world.map(({ gst }) => ({
			gstin: gst.gstin,
			state: gst.address.state,
			state_code: gst.gstin.slice(0, 2),
			status: gst.status,
		}));
	}
	const seed = new Seed(pan);
	const count = pan[3] === 'P' ? 1 : seed.int('gstins', 3, 4);
	const first = seed.int('state', 0, GST_STATES.length - 1);
	return Array.from({ length: count }, (_, index) => {
		const { state, state_code } = GST_STATES[(first + index) % GST_STATES.length];
		return {
			gstin: gstinOf(state_code, pan),
			state,
			state_code,
			status: count > 1 && index === count - 1 ? 'Cancelled' : 'Active',
		};
	});
}

const PARENT_NAMES = ['Ramesh', 'Suresh', 'Mohan', 'Venkatesh', 'Prakash', 'Gopal'] as const;

/**
 * Whose an Aadhaar number that is no world person's is, for the Offline Aadhaar eKYC: a person
 * picked by its hash, with a birth date, an address and a linked mobile number of the same hash.
 */
export function derivedAadhaarHolder(aadhaar: string) {
	const seed = new Seed(aadhaar);
	const person = personFor(seed);
	const place = seed.pick(PLACES, 'place');
	const address: AadhaarAddress = {
		careOf: `${person.gender === 'F' ? 'D/O' : 'S/O'} ${seed.pick(PARENT_NAMES, 'parent')} ${person.last}`,
		house: place.line_1,
		street: place.street_name,
		landmark: '',
		locality: place.line_2,
		vtc: place.city,
		subdistrict: place.taluk,
		district: place.district,
		state: place.state,
		pincode: place.zip,
	};
	return {
		name: fullName(person).toUpperCase(),
		gender: person.gender,
		dateOfBirth: seed.date('dob', 1970, 2000),
		email: `${person.first.toLowerCase()}.${seed.digits('email', 4)}@example.com`,
		linkedMobile: `9${seed.digits('mobile', 9)}`,
		address,
	};
}
