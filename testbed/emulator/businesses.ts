/**
 * The emulator's sample businesses, in the world of its sample people (world.ts): their owners,
 * proprietors, directors and partners are those people, and each business's identifiers agree on
 * every path. A lookup by any of them answers with that business: Verify PAN (its name), GSTINs by
 * PAN (its GSTIN), Verify GSTIN (legal and trade name, status, address), GST return filing, Company
 * by CIN (its directors), Director by DIN (a person's companies and LLPs), the penny drop (the name
 * its bank holds) and Udyam.
 *
 * A proprietorship has no PAN of its own: its GSTIN carries the proprietor's PAN, and its legal
 * name is the proprietor's name. A sample person who runs no business here holds no GSTIN.
 *
 * The businesses and what each is for are listed in docs/development.md (The emulator's sample
 * businesses); test/emulatorBusinesses.test.ts checks that the list there agrees with this file.
 */
import { gstinOf } from './business/gstinCheck';
import { personById } from './world';
import type { WorldPerson } from './world';

export type BusinessKind = 'company' | 'llp' | 'proprietorship';

/** A place of business, as GST records write an address. */
export interface BusinessAddress {
	buildingNumber: string;
	buildingName: string;
	floor: string;
	street: string;
	locality: string;
	city: string;
	district: string;
	state: string;
	pincode: string;
}

/** A director of a company, or a designated partner of an LLP. */
export interface Officer {
	/** A sample person's id. */
	person: string;
	designation: string;
	/** YYYY-MM-DD. */
	from: string;
	/** YYYY-MM-DD; undefined while they serve. */
	to?: string;
}

/** How the business files its GST returns: which, how often, which months it missed. */
export interface ReturnFiling {
	/** GSTR-1 and GSTR-3B (a regular taxpayer), or CMP-08 (a composition taxpayer). */
	returns: ReadonlyArray<'GSTR1' | 'GSTR3B' | 'CMP08'>;
	/** Monthly, or quarterly (QRMP, and CMP-08). */
	frequency: 'monthly' | 'quarterly';
	/** Months (1 to 12) whose GSTR-3B it did not file, in every financial year. */
	missedMonths?: readonly number[];
}

export interface WorldBusiness {
	/** Short and stable. */
	id: string;
	kind: BusinessKind;
	/** As GST and the MCA write it (upper case): a proprietorship's is the proprietor's name. */
	legalName: string;
	/** The name it trades under, on its GSTIN. */
	tradeName: string;
	/** The PAN its GSTIN carries: a proprietor's own. */
	pan: string;
	/** A proprietorship's proprietor: a sample person's id. */
	proprietor?: string;
	gst: {
		gstin: string;
		status: 'Active' | 'Cancelled';
		taxpayerType: 'Regular' | 'Composition';
		/** As GST names the constitution of business. */
		constitution: string;
		/** YYYY-MM-DD. */
		registeredOn: string;
		cancelledOn?: string;
		eInvoicing: boolean;
		natureOfBusiness: string;
		address: BusinessAddress;
		filing: ReturnFiling;
	};
	/** A company's CIN and MCA record. */
	company?: {
		cin: string;
		status: 'Active' | 'Strike Off';
		incorporatedOn: string;
		email: string;
	};
	/** An LLP's LLPIN. */
	llpin?: string;
	/** A company's directors or an LLP's designated partners. */
	officers?: readonly Officer[];
	/** Its bank account, and the name the bank holds it in. */
	bank?: { accountNumber: string; ifsc: string; holder: string };
	udyam?: {
		number: string;
		/** `failed`: the source does not find it ("Please enter a valid UAM number"). */
		outcome: 'completed' | 'failed';
		enterpriseType: 'Micro' | 'Small' | 'Medium';
		majorActivity: 'Manufacturing' | 'Services' | 'Trading';
		/** YYYY-MM-DD. */
		registeredOn: string;
	};
	/** What the business is in the world for. */
	role: string;
}

/** The Director Identification Numbers of the sample people who direct or partner a business. */
export const DINS: Readonly<Record<string, string>> = {
	kavya: '08123456',
	ravi: '07654321',
	priya: '09234567',
	mathew: '06345678',
	vikram: '07012345',
};

const DECCAN_PAN = 'AAECD4127K';
const MALABAR_PAN = 'AAKFM6230R';
const SUNRISE_PAN = 'AAHCS5812M';

export const BUSINESSES: readonly WorldBusiness[] = [
	{
		id: 'deccan',
		kind: 'company',
		legalName: 'DECCAN SPICE FOODS PRIVATE LIMITED',
		tradeName: 'DECCAN SPICE',
		pan: DECCAN_PAN,
		gst: {
			gstin: gstinOf('36', DECCAN_PAN),
			status: 'Active',
			taxpayerType: 'Regular',
			constitution: 'Private Limited Company',
			registeredOn: '2019-07-01',
			eInvoicing: true,
			natureOfBusiness: 'Factory / Manufacturing, Wholesale Business',
			address: {
				buildingNumber: 'Plot 12',
				buildingName: 'Phase II',
				floor: '',
				street: 'IDA Cherlapally',
				locality: 'Cherlapally',
				city: 'Hyderabad',
				district: 'Medchal Malkajgiri',
				state: 'Telangana',
				pincode: '500051',
			},
			filing: { returns: ['GSTR1', 'GSTR3B'], frequency: 'monthly' },
		},
		company: {
			cin: 'U15490TG2019PTC131457',
			status: 'Active',
			incorporatedOn: '2019-06-14',
			email: 'accounts@deccanspice.example',
		},
		officers: [
			{ person: 'kavya', designation: 'Managing Director', from: '2019-06-14' },
			{ person: 'ravi', designation: 'Director', from: '2019-06-14', to: '2023-03-31' },
		],
		bank: {
			accountNumber: '50200012345671',
			ifsc: 'HDFC0001234',
			holder: 'DECCAN SPICE FOODS PRIVATE LIMITED',
		},
		udyam: {
			number: 'UDYAM-TS-02-0012345',
			outcome: 'completed',
			enterpriseType: 'Small',
			majorActivity: 'Manufacturing',
			registeredOn: '2020-09-18',
		},
		role: 'A private limited company whose managing director is Kavya Reddy; Ravi Kumar Sharma resigned in 2023',
	},
	{
		id: 'mehta',
		kind: 'proprietorship',
		legalName: 'ARJUN SINGH MEHTA',
		tradeName: 'MEHTA HARDWARE STORES',
		pan: personById('arjun').pan,
		proprietor: 'arjun',
		gst: {
			gstin: gstinOf('27', personById('arjun').pan),
			status: 'Active',
			taxpayerType: 'Regular',
			constitution: 'Proprietorship',
			registeredOn: '2017-07-01',
			eInvoicing: false,
			natureOfBusiness: 'Retail Business',
			address: {
				buildingNumber: 'Shop 4',
				buildingName: 'Ganesh Complex',
				floor: 'Ground Floor',
				street: 'Karve Road',
				locality: 'Erandwane',
				city: 'Pune',
				district: 'Pune',
				state: 'Maharashtra',
				pincode: '411004',
			},
			filing: { returns: ['GSTR1', 'GSTR3B'], frequency: 'monthly', missedMonths: [9, 10] },
		},
		bank: { accountNumber: '60312345999', ifsc: 'MAHB0000123', holder: 'MEHTA HARDWARE STORES' },
		udyam: {
			number: 'UDYAM-MH-26-0034567',
			outcome: 'completed',
			enterpriseType: 'Micro',
			majorActivity: 'Trading',
			registeredOn: '2021-02-10',
		},
		role: "Arjun Singh Mehta's shop: his PAN on the GSTIN, the shop's name as trade name and at the bank; GSTR-3B missed for September and October every year",
	},
	{
		id: 'malabar',
		kind: 'llp',
		legalName: 'MALABAR PEPPER EXPORTS LLP',
		tradeName: 'MALABAR PEPPER',
		pan: MALABAR_PAN,
		gst: {
			gstin: gstinOf('32', MALABAR_PAN),
			status: 'Active',
			taxpayerType: 'Regular',
			constitution: 'Limited Liability Partnership',
			registeredOn: '2020-03-01',
			eInvoicing: false,
			natureOfBusiness: 'Export, Wholesale Business',
			address: {
				buildingNumber: 'Door 41/2150',
				buildingName: '',
				floor: '',
				street: 'Bazaar Road',
				locality: 'Mattancherry',
				city: 'Kochi',
				district: 'Ernakulam',
				state: 'Kerala',
				pincode: '682002',
			},
			filing: { returns: ['GSTR1', 'GSTR3B'], frequency: 'quarterly' },
		},
		llpin: 'AAK-4321',
		officers: [
			{ person: 'priya', designation: 'Designated Partner', from: '2020-02-03' },
			{ person: 'mathew', designation: 'Designated Partner', from: '2020-02-03' },
		],
		bank: {
			accountNumber: '10140200045678',
			ifsc: 'FDRL0001014',
			holder: 'MALABAR PEPPER EXPORTS LLP',
		},
		udyam: {
			number: 'UDYAM-KL-07-0045678',
			outcome: 'failed',
			enterpriseType: 'Micro',
			majorActivity: 'Trading',
			registeredOn: '2021-06-30',
		},
		role: 'An LLP of Priya Nair and Mathew Thomas, filing quarterly; its Udyam number is not found at the source (failed)',
	},
	{
		id: 'lakeview',
		kind: 'proprietorship',
		legalName: 'ASHA RAO',
		tradeName: 'LAKEVIEW BAKERY',
		pan: personById('asha').pan,
		proprietor: 'asha',
		gst: {
			gstin: gstinOf('29', personById('asha').pan),
			status: 'Cancelled',
			taxpayerType: 'Composition',
			constitution: 'Proprietorship',
			registeredOn: '2018-04-01',
			cancelledOn: '2023-08-31',
			eInvoicing: false,
			natureOfBusiness: 'Retail Business',
			address: {
				buildingNumber: 'No. 7',
				buildingName: '',
				floor: '',
				street: '80 Feet Road',
				locality: 'Indiranagar',
				city: 'Bengaluru',
				district: 'Bangalore Urban',
				state: 'Karnataka',
				pincode: '560038',
			},
			filing: { returns: ['CMP08'], frequency: 'quarterly' },
		},
		role: "Asha Rao's bakery, closed: its GSTIN was cancelled in 2023",
	},
	{
		id: 'sunrise',
		kind: 'company',
		legalName: 'SUNRISE TRADING COMPANY PRIVATE LIMITED',
		tradeName: 'SUNRISE TRADING CO',
		pan: SUNRISE_PAN,
		gst: {
			gstin: gstinOf('08', SUNRISE_PAN),
			status: 'Cancelled',
			taxpayerType: 'Regular',
			constitution: 'Private Limited Company',
			registeredOn: '2017-07-01',
			cancelledOn: '2022-05-20',
			eInvoicing: false,
			natureOfBusiness: 'Wholesale Business',
			address: {
				buildingNumber: 'B-14',
				buildingName: '',
				floor: '',
				street: 'Sitapura Industrial Area',
				locality: 'Sitapura',
				city: 'Jaipur',
				district: 'Jaipur',
				state: 'Rajasthan',
				pincode: '302022',
			},
			filing: { returns: ['GSTR1', 'GSTR3B'], frequency: 'monthly' },
		},
		company: {
			cin: 'U51909RJ2014PTC045632',
			status: 'Strike Off',
			incorporatedOn: '2014-09-01',
			email: 'sunrise.trading@example.com',
		},
		officers: [{ person: 'vikram', designation: 'Director', from: '2014-09-01' }],
		bank: {
			accountNumber: '51234500012345',
			ifsc: 'SBIN0031234',
			holder: 'SUNRISE TRADING COMPANY PRIVATE LIMITED',
		},
		role: 'A company struck off the register, Vikram Rathore still its director; its GSTIN cancelled',
	},
	{
		id: 'stmarys',
		kind: 'proprietorship',
		legalName: 'MATHEW THOMAS',
		tradeName: "ST. MARY'S PROVISIONS",
		pan: personById('mathew').pan,
		proprietor: 'mathew',
		gst: {
			gstin: gstinOf('32', personById('mathew').pan),
			status: 'Active',
			taxpayerType: 'Regular',
			constitution: 'Proprietorship',
			registeredOn: '2017-09-15',
			eInvoicing: false,
			natureOfBusiness: 'Retail Business',
			address: {
				buildingNumber: 'Puthenpurackal Buildings',
				buildingName: '',
				floor: '',
				street: 'MC Road',
				locality: 'Nagampadam',
				city: 'Kottayam',
				district: 'Kottayam',
				state: 'Kerala',
				pincode: '686001',
			},
			filing: { returns: ['GSTR1', 'GSTR3B'], frequency: 'monthly' },
		},
		bank: { accountNumber: '67012345010', ifsc: 'SBIN0070123', holder: 'MATHEW THOMAS' },
		role: "Mathew Thomas's shop: its GSTIN carries his PAN, so his son Thomas Mathew giving it with his own PAN is someone else's GSTIN",
	},
];

function find(matches: (business: WorldBusiness) => boolean): WorldBusiness | undefined {
	return BUSINESSES.find(matches);
}

/** The business with this id; throws for an unknown one (a mistyped id in a test). */
export function businessById(id: string): WorldBusiness {
	const business = find((candidate) => candidate.id === id);
	if (!business)
		throw new Error(
			`No sample business "${id}"; there are ${BUSINESSES.map((b) => b.id).join(', ')}`,
		);
	return business;
}

/** The businesses whose GSTIN carries this PAN (a proprietor may run one; a company has its own). */
export const businessesByPan = (pan: string) =>
	BUSINESSES.filter((business) => business.pan === pan.trim().toUpperCase());

/** The business that holds this PAN itself (a company or an LLP, not a proprietor). */
export const businessOwningPan = (pan: string) =>
	find(
		(business) => business.kind !== 'proprietorship' && business.pan === pan.trim().toUpperCase(),
	);

export const businessByGstin = (gstin: string) =>
	find((business) => business.gst.gstin === gstin.trim().toUpperCase());

export const businessByCin = (cin: string) =>
	find((business) => business.company?.cin === cin.trim().toUpperCase());

export const businessByAccount = (accountNumber: string) =>
	find((business) => business.bank?.accountNumber === accountNumber.trim());

export const businessByUdyam = (udyam: string) =>
	find((business) => business.udyam?.number === udyam.trim().toUpperCase());

/** The sample person whose DIN this is. */
export function personByDin(din: string): WorldPerson | undefined {
	const id = Object.keys(DINS).find((person) => DINS[person] === din.trim());
	return id === undefined ? undefined : personById(id);
}

/** The businesses a sample person directs or partners, with their role in each. */
export function rolesOf(personId: string): Array<{ business: WorldBusiness; officer: Officer }> {
	return BUSINESSES.flatMap((business) =>
		(business.officers ?? [])
			.filter((officer) => officer.person === personId)
			.map((officer) => ({ business, officer })),
	);
}
