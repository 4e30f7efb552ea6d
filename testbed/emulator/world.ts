/**
 * The emulator's sample people: one world, where each person's identifiers agree on every path.
 * A lookup by any identifier of a person below (mobile number, PAN, UPI ID, bank account number,
 * Aadhaar number) answers with that person: Mobile to Name, Mobile to PAN (their PAN), Mobile to
 * VPA (their UPI ID), network details (their state), the revoked-number list (not on it unless
 * `mnrlRevoked`), Verify UPI ID, Verify PAN, TDS 206AB, the penny drop (by account number), the
 * Offline Aadhaar eKYC and DigiLocker (their documents, photo and address). Face match and
 * liveness know their photos (identity/photos/<id>-document.jpg and <id>-selfie.jpg).
 *
 * Inputs that are no one's identifier here get records derived from a hash of the input
 * (endpoints/fixtures.ts), in the names of eight of them (all but Mathew Thomas and Thomas
 * Mathew); an identifier such a record hands out (Mobile to PAN's PAN, Mobile to VPA's UPI ID)
 * names the same person when looked up.
 *
 * Every value is a sample. The Aadhaar numbers start 9999 0000 0 and end with a valid Verhoeff
 * check digit, so they pass the API's checks, and are no resident's. The emulator never puts an
 * Aadhaar number in an answer or a page; tests check it.
 *
 * The people and what each is for are listed in docs/development.md (The emulator's sample
 * people); test/emulatorWorld.test.ts checks that the list there agrees with this file.
 */

export type Gender = 'M' | 'F';

/** An address as Aadhaar writes it (the eKYC answer's fields; DigiLocker's `vtc` is the town). */
export interface AadhaarAddress {
	/** "D/O ...", "S/O ...": whose son or daughter, as Aadhaar records it. */
	careOf: string;
	house: string;
	street: string;
	landmark: string;
	locality: string;
	/** Village, town or city. */
	vtc: string;
	subdistrict: string;
	district: string;
	state: string;
	pincode: string;
}

/** What the person's DigiLocker holds. */
export interface DigiLockerHoldings {
	eAadhaar: boolean;
	pan: boolean;
	/** The driving licence number, when DigiLocker holds one. */
	drivingLicence?: string;
}

export interface WorldPerson {
	/** Short and stable: the DigiLocker page's choice, the photos' file names, the JPEG comments. */
	id: string;
	/** The full name as records write it (upper case). */
	name: string;
	first: string;
	/** '' when none. */
	middle: string;
	last: string;
	gender: Gender;
	/** YYYY-MM-DD. */
	dateOfBirth: string;
	/** 10 digits, without +91. */
	mobile: string;
	pan: string;
	/** UPI ID. */
	vpa: string;
	bank: { accountNumber: string; ifsc: string };
	/** 12 digits; a sample (see above). */
	aadhaar: string;
	/** The mobile number linked to the Aadhaar number; undefined when none is (eKYC's OTP cannot be sent). */
	aadhaarMobile?: string;
	email: string;
	address: AadhaarAddress;
	digiLocker: DigiLockerHoldings;
	/** Their mobile number is on the revoked-number list (MNRL). */
	mnrlRevoked?: true;
	/** What the person is in the world for. */
	role: string;
}

/** The OTP the emulator's Offline Aadhaar eKYC accepts, for every reference. */
export const EKYC_OTP = '123456';

/** An Aadhaar number (no one's) for which UIDAI is down: generate-otp answers 503 every time. */
export const UIDAI_DOWN_AADHAAR = '999900000997';

/** Where Mathew Thomas and his son Thomas Mathew live. */
const MATHEW_FAMILY_HOME: Omit<AadhaarAddress, 'careOf'> = {
	house: 'Puthenpurackal House',
	street: 'MC Road',
	landmark: "Near St. Mary's Church",
	locality: 'Nagampadam',
	vtc: 'Kottayam',
	subdistrict: 'Kottayam',
	district: 'Kottayam',
	state: 'Kerala',
	pincode: '686001',
};

export const WORLD: readonly WorldPerson[] = [
	{
		id: 'kavya',
		name: 'KAVYA REDDY',
		first: 'Kavya',
		middle: '',
		last: 'Reddy',
		gender: 'F',
		dateOfBirth: '1994-03-12',
		mobile: '9876543210',
		pan: 'BNKPR4821L',
		vpa: 'kavya.reddy@okaxis',
		bank: { accountNumber: '50100234567811', ifsc: 'HDFC0001234' },
		aadhaar: '999900000016',
		aadhaarMobile: '9876543210',
		email: 'kavya.reddy@example.com',
		address: {
			careOf: 'D/O Srinivas Reddy',
			house: '8-2-293, Plot 41',
			street: 'Road No. 12',
			landmark: 'Near KBR Park',
			locality: 'Banjara Hills',
			vtc: 'Hyderabad',
			subdistrict: 'Khairatabad',
			district: 'Hyderabad',
			state: 'Telangana',
			pincode: '500034',
		},
		digiLocker: { eAadhaar: true, pan: true },
		role: 'Approved everywhere: every identifier, document and photo is hers',
	},
	{
		id: 'mathew',
		name: 'MATHEW THOMAS',
		first: 'Mathew',
		middle: '',
		last: 'Thomas',
		gender: 'M',
		dateOfBirth: '1961-08-20',
		mobile: '9447012345',
		pan: 'CMTPT3057Q',
		vpa: 'mt.kottayam@oksbi',
		bank: { accountNumber: '67012345001', ifsc: 'SBIN0070123' },
		aadhaar: '999900000028',
		aadhaarMobile: '9447012345',
		email: 'mathew.thomas@example.com',
		address: { careOf: 'S/O Thomas Chacko', ...MATHEW_FAMILY_HOME },
		digiLocker: { eAadhaar: true, pan: true, drivingLicence: 'KL0520090012345' },
		role: "A Kerala father, whose son is Thomas Mathew: a son who types his own name with his father's identifiers is not him",
	},
	{
		id: 'thomas',
		name: 'THOMAS MATHEW',
		first: 'Thomas',
		middle: '',
		last: 'Mathew',
		gender: 'M',
		dateOfBirth: '1992-11-05',
		mobile: '9447054321',
		pan: 'CTMPM6142R',
		vpa: 'thomas.mathew@okicici',
		bank: { accountNumber: '67012345002', ifsc: 'SBIN0070123' },
		aadhaar: '999900000037',
		aadhaarMobile: '9447054321',
		email: 'thomas.mathew@example.com',
		address: { careOf: 'S/O Mathew Thomas', ...MATHEW_FAMILY_HOME },
		digiLocker: { eAadhaar: true, pan: true },
		role: "Mathew Thomas's son, with identifiers of his own: his father's words in the other order",
	},
	{
		id: 'asha',
		name: 'ASHA RAO',
		first: 'Asha',
		middle: '',
		last: 'Rao',
		gender: 'F',
		dateOfBirth: '1988-06-15',
		mobile: '9812345678',
		pan: 'AJRPR2204C',
		vpa: 'asha.rao@okhdfcbank',
		bank: { accountNumber: '50100234567822', ifsc: 'HDFC0000523' },
		aadhaar: '999900000044',
		aadhaarMobile: '9812345678',
		email: 'asha.rao@example.com',
		address: {
			careOf: 'D/O Venkatesh Rao',
			house: '14, 2nd Cross',
			street: '100 Feet Road',
			landmark: 'Near Indiranagar Metro',
			locality: 'Indiranagar',
			vtc: 'Bengaluru',
			subdistrict: 'Bangalore East',
			district: 'Bangalore Urban',
			state: 'Karnataka',
			pincode: '560038',
		},
		digiLocker: { eAadhaar: true, pan: true },
		role: 'The sample customer of the re-verification and bulk UPI examples',
	},
	{
		id: 'ravi',
		name: 'RAVI KUMAR SHARMA',
		first: 'Ravi',
		middle: 'Kumar',
		last: 'Sharma',
		gender: 'M',
		dateOfBirth: '1985-01-26',
		mobile: '9876543212',
		pan: 'BRSPS7719D',
		vpa: 'ravi.sharma@ybl',
		bank: { accountNumber: '910010012345601', ifsc: 'UTIB0000049' },
		aadhaar: '999900000059',
		aadhaarMobile: '9876543212',
		email: 'ravi.sharma@example.com',
		address: {
			careOf: 'S/O Suresh Kumar Sharma',
			house: 'House 27, Block C',
			street: 'Press Enclave Marg',
			landmark: 'Near Saket Metro',
			locality: 'Saket',
			vtc: 'New Delhi',
			subdistrict: 'Hauz Khas',
			district: 'South Delhi',
			state: 'Delhi',
			pincode: '110017',
		},
		digiLocker: { eAadhaar: true, pan: true },
		role: 'A middle name (Kumar) that records may leave out',
	},
	{
		id: 'priya',
		name: 'PRIYA NAIR',
		first: 'Priya',
		middle: '',
		last: 'Nair',
		gender: 'F',
		dateOfBirth: '1990-09-09',
		mobile: '9988776655',
		pan: 'ANPPN5530E',
		vpa: 'priya.nair@okaxis',
		bank: { accountNumber: '10140100034567', ifsc: 'FDRL0001014' },
		aadhaar: '999900000063',
		aadhaarMobile: '9988776655',
		email: 'priya.nair@example.com',
		address: {
			careOf: 'D/O Gopinathan Nair',
			house: 'TC 25/1402',
			street: 'MG Road',
			landmark: 'Near Statue Junction',
			locality: 'Thampanoor',
			vtc: 'Thiruvananthapuram',
			subdistrict: 'Thiruvananthapuram',
			district: 'Thiruvananthapuram',
			state: 'Kerala',
			pincode: '695001',
		},
		digiLocker: { eAadhaar: true, pan: false },
		role: 'Her DigiLocker holds no PAN (her e-Aadhaar only)',
	},
	{
		id: 'arjun',
		name: 'ARJUN SINGH MEHTA',
		first: 'Arjun',
		middle: 'Singh',
		last: 'Mehta',
		gender: 'M',
		dateOfBirth: '1979-04-30',
		mobile: '9822012345',
		pan: 'AASPM8116G',
		vpa: 'arjun.mehta@paytm',
		bank: { accountNumber: '60312345678', ifsc: 'MAHB0000123' },
		aadhaar: '999900000071',
		aadhaarMobile: '9822012345',
		email: 'arjun.mehta@example.com',
		address: {
			careOf: 'S/O Harinder Singh Mehta',
			house: 'Flat 302, Lotus Residency',
			street: 'Paud Road',
			landmark: 'Near Kothrud Depot',
			locality: 'Kothrud',
			vtc: 'Pune',
			subdistrict: 'Haveli',
			district: 'Pune',
			state: 'Maharashtra',
			pincode: '411038',
		},
		digiLocker: { eAadhaar: true, pan: true, drivingLicence: 'MH1220150012345' },
		role: 'His DigiLocker holds a driving licence besides his e-Aadhaar and PAN',
	},
	{
		id: 'meera',
		name: 'MEERA LAKSHMI IYER',
		first: 'Meera',
		middle: 'Lakshmi',
		last: 'Iyer',
		gender: 'F',
		dateOfBirth: '1996-12-01',
		mobile: '9876543211',
		pan: 'AMIPI3348H',
		vpa: 'meera.iyer@ybl',
		bank: { accountNumber: '50100234567833', ifsc: 'HDFC0000240' },
		aadhaar: '999900000085',
		aadhaarMobile: '9876543211',
		email: 'meera.iyer@example.com',
		address: {
			careOf: 'D/O Lakshmi Narayanan Iyer',
			house: '5, Ganga Apartments',
			street: 'Luz Church Road',
			landmark: 'Near Kapaleeshwarar Temple',
			locality: 'Mylapore',
			vtc: 'Chennai',
			subdistrict: 'Mylapore',
			district: 'Chennai',
			state: 'Tamil Nadu',
			pincode: '600004',
		},
		digiLocker: { eAadhaar: true, pan: true },
		role: "Another applicant's identifiers: a name typed with hers is not hers",
	},
	{
		id: 'vikram',
		name: 'VIKRAM RATHORE',
		first: 'Vikram',
		middle: '',
		last: 'Rathore',
		gender: 'M',
		dateOfBirth: '1983-07-17',
		mobile: '9829012345',
		pan: 'BVRPR9025J',
		vpa: 'vikram.rathore@okicici',
		bank: { accountNumber: '67012345003', ifsc: 'SBIN0031234' },
		aadhaar: '999900000092',
		email: 'vikram.rathore@example.com',
		address: {
			careOf: 'S/O Bhanwar Singh Rathore',
			house: '12, Rajput Colony',
			street: 'Ajmer Road',
			landmark: 'Near Sodala Circle',
			locality: 'Sodala',
			vtc: 'Jaipur',
			subdistrict: 'Jaipur',
			district: 'Jaipur',
			state: 'Rajasthan',
			pincode: '302006',
		},
		digiLocker: { eAadhaar: true, pan: true },
		role: 'No mobile number is linked to his Aadhaar: eKYC cannot send him an OTP (422)',
	},
	{
		id: 'rohan',
		name: 'ROHAN PRAKASH DAS',
		first: 'Rohan',
		middle: 'Prakash',
		last: 'Das',
		gender: 'M',
		dateOfBirth: '1999-02-14',
		mobile: '9831012345',
		pan: 'ARDPD1473N',
		vpa: 'rohan.das@ybl',
		bank: { accountNumber: '33012345678901', ifsc: 'UCBA0000123' },
		aadhaar: '999900000102',
		aadhaarMobile: '9831012345',
		email: 'rohan.das@example.com',
		address: {
			careOf: 'S/O Prakash Das',
			house: '23/1 Lake Road',
			street: 'Rashbehari Avenue',
			landmark: 'Near Lake Market',
			locality: 'Kalighat',
			vtc: 'Kolkata',
			subdistrict: 'Kolkata',
			district: 'Kolkata',
			state: 'West Bengal',
			pincode: '700029',
		},
		digiLocker: { eAadhaar: false, pan: true },
		mnrlRevoked: true,
		role: 'His mobile number is on the revoked-number list; his DigiLocker holds his PAN but no e-Aadhaar',
	},
];

/** The person with this id; throws for an unknown one (a mistyped id in a test). */
export function personById(id: string): WorldPerson {
	const person = WORLD.find((candidate) => candidate.id === id);
	if (!person)
		throw new Error(`No sample person "${id}"; the world has ${WORLD.map((p) => p.id).join(', ')}`);
	return person;
}

function find(matches: (person: WorldPerson) => boolean): WorldPerson | undefined {
	return WORLD.find(matches);
}

/** The person whose mobile number this is, as the API reads it (10 digits). */
export const personByMobile = (mobile: string) => find((person) => person.mobile === mobile.trim());

/** The person whose PAN this is (any letter case). */
export const personByPan = (pan: string) =>
	find((person) => person.pan === pan.trim().toUpperCase());

/** The person whose UPI ID this is (any letter case). */
export const personByVpa = (vpa: string) =>
	find((person) => person.vpa === vpa.trim().toLowerCase());

/** The person holding this bank account number (whatever the IFSC given). */
export const personByAccount = (accountNumber: string) =>
	find((person) => person.bank.accountNumber === accountNumber.trim());

/** The person whose Aadhaar number this is. */
export const personByAadhaar = (aadhaar: string) =>
	find((person) => person.aadhaar === aadhaar.trim());

/**
 * What may stand between two digits of a written Aadhaar number: up to 3 characters other than
 * letters and digits (a space of any kind, a tab, a dash, a dot), or such a character as a text
 * escapes it: in JSON (`\t`, `\u00a0`), a URL (`%20`, `%C2%A0`) or HTML (`&nbsp;`, `&#8239;`).
 */
const BETWEEN_DIGITS = String.raw`(?:[^0-9A-Za-z]|\\[bfnrtv]|\\u[0-9A-Fa-f]{4}|%[0-9A-Fa-f]{2}|&#?[0-9A-Za-z]+;){0,3}`;

/**
 * An Aadhaar number as it may be written anywhere, in any spacing: its 12 digits in order, with
 * BETWEEN_DIGITS between any two (`7381 6405 2912`, `7381\t6405\t2912` and its JSON, `7381%C2%A06405...`,
 * `7 3 8 1...`), wherever it stands (a URL's `?aadhaar_number=738164052912` included).
 */
export const writtenAadhaar = (number: string): RegExp =>
	new RegExp([...number].join(BETWEEN_DIGITS));

/**
 * An Aadhaar number shaped as a real one (first digit 2-9, Verhoeff check digit) that no sample
 * person holds and that reads as no test number: the emulator answers it with a holder derived from
 * the number. The leak searches look for it beside the sample people's.
 */
export const REAL_SHAPED_AADHAAR = '738164052912';

/**
 * Another real-shaped number, for the hostile emulator's runs alone (service/hostile.ts): the
 * number its answers and errors quote whole, and its DigiLocker's applicants hold.
 */
export const HOSTILE_AADHAAR = '562904178335';

/** Every Aadhaar number the tests may put through the node: the sample people's and the real-shaped ones. */
export const SEARCHED_AADHAAR_NUMBERS: ReadonlyArray<{ holder: string; aadhaar: string }> = [
	...WORLD.map((person) => ({ holder: person.id, aadhaar: person.aadhaar })),
	{ holder: 'the real-shaped number', aadhaar: REAL_SHAPED_AADHAAR },
	{ holder: "the hostile emulator's number", aadhaar: HOSTILE_AADHAAR },
];

/** The full name in the words' own case, e.g. `Ravi Kumar Sharma`. */
export function displayName(person: Pick<WorldPerson, 'first' | 'middle' | 'last'>): string {
	return [person.first, person.middle, person.last].filter(Boolean).join(' ');
}
