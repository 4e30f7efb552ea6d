/**
 * MCA records: a director's companies and LLPs by DIN (reference/kyb/mca/din-verification, its
 * field names: director_data, company_data with "cin/fcrn", begin_date and end_date as DD/MM/YYYY,
 * "-" while current) and a company by CIN (a single lookup Deepvue does not document: the emulator
 * answers its `company_master_data` and `director_data`, dates written as the DIN page writes
 * them). A sample person's DIN and a sample company's CIN answer with the businesses of
 * ../businesses.ts; any other with a record derived from a hash, in the names of the sample people.
 */
import { BUSINESSES, DINS, businessByCin, personByDin, rolesOf } from '../businesses';
import type { Officer, WorldBusiness } from '../businesses';
import { personFor } from '../endpoints/fixtures';
import { Seed } from '../endpoints/seed';
import { displayName, personById } from '../world';

/** L or U, industry code, state, year of incorporation, company type, registration number. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}(\d{4})([A-Z]{3})\d{6}$/;

const COMPANY_STEMS = [
	'SUNRISE TRADERS',
	'ANNAPURNA FOODS',
	'LAKEVIEW BAKERS',
	'GREEN LEAF HOSPITALITY',
	'MEHTA HARDWARE',
	'COASTAL SPICES',
] as const;
const INACTIVE_STATUSES = ['Strike Off', 'Amalgamated', 'Under Liquidation'] as const;

/** YYYY-MM-DD as the MCA's pages write a date: DD/MM/YYYY. */
const dayFirst = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** What the MCA says of a company: its name, status and date of incorporation (YYYY-MM-DD). */
export function companyBasics(cin: string): {
	name: string;
	status: string;
	incorporatedOn: string;
} {
	const business = businessByCin(cin);
	if (business?.company)
		return {
			name: business.legalName,
			status: business.company.status,
			incorporatedOn: business.company.incorporatedOn,
		};
	const [, year, type] = CIN_PATTERN.exec(cin) ?? [];
	const seed = new Seed(cin);
	return {
		name: `${seed.pick(COMPANY_STEMS, 'company')} ${type === 'PLC' ? 'LIMITED' : 'PRIVATE LIMITED'}`,
		status: seed.chance('active', 85) ? 'Active' : seed.pick(INACTIVE_STATUSES, 'status'),
		// The CIN carries the year of incorporation; month and day come from the hash.
		incorporatedOn: seed.date('incorporated', Number(year), Number(year)),
	};
}

/** An officer's dates as the MCA writes them. */
const tenure = (officer: Pick<Officer, 'from' | 'to'>) => ({
	begin_date: dayFirst(officer.from),
	end_date: officer.to === undefined ? '-' : dayFirst(officer.to),
});

/** The director data of a DIN that is no sample person's: a person and a company by its hash. */
function derivedDirector(din: string) {
	const seed = new Seed(din);
	const person = personFor(seed);
	const cin = `U${seed.digits('industry', 5)}MH${seed.int('year', 2005, 2020)}PTC${seed.digits('number', 6)}`;
	return {
		director_data: { din, name: displayName(person).toUpperCase() },
		company_data: [
			{
				end_date: '-',
				designation: 'Director',
				company_name: companyBasics(cin).name,
				begin_date: dayFirst(seed.date('appointed', 2015, 2022)),
				'cin/fcrn': cin,
			},
		],
		llp_data: [],
	};
}

/** Director by DIN: the director's name, companies and LLPs. */
export function directorRecord(din: string) {
	const person = personByDin(din);
	if (!person) return derivedDirector(din);
	const roles = rolesOf(person.id);
	const inKind = (kind: WorldBusiness['kind']) =>
		roles.filter(({ business }) => business.kind === kind);
	return {
		director_data: { din, name: person.name },
		company_data: inKind('company').map(({ business, officer }) => ({
			...tenure(officer),
			designation: officer.designation,
			company_name: business.legalName,
			'cin/fcrn': business.company?.cin ?? '',
		})),
		llp_data: inKind('llp').map(({ business, officer }) => ({
			...tenure(officer),
			llp_name: business.legalName,
			designation: officer.designation,
			'llpin/fllpin': business.llpin ?? '',
		})),
	};
}

/** The directors of a company that is no sample business: two people by its hash, with DINs of their own. */
function derivedDirectors(cin: string, incorporatedOn: string) {
	const seed = new Seed(cin);
	return [0, 1].map((index) => ({
		din: `0${seed.digits(`din${index}`, 7)}`,
		name: displayName(personFor(new Seed(`${cin}/${index}`))).toUpperCase(),
		designation: index === 0 ? 'Managing Director' : 'Director',
		...tenure({ from: incorporatedOn }),
	}));
}

/** Company by CIN: the company's master data and its directors, past ones included. */
export function companyRecord(cin: string) {
	const basics = companyBasics(cin);
	const business = businessByCin(cin);
	const [, , type] = CIN_PATTERN.exec(cin) ?? [];
	const directors = business
		? (business.officers ?? []).map((officer) => ({
				din: DINS[officer.person],
				name: personById(officer.person).name,
				designation: officer.designation,
				...tenure(officer),
			}))
		: derivedDirectors(cin, basics.incorporatedOn);
	const address = business?.gst.address;
	return {
		company_master_data: {
			cin,
			company_name: basics.name,
			company_status: basics.status,
			date_of_incorporation: dayFirst(basics.incorporatedOn),
			class_of_company: type === 'PLC' ? 'Public' : 'Private',
			company_category: 'Company limited by Shares',
			company_subcategory: 'Non-govt company',
			registered_address: address
				? [
						address.buildingNumber,
						address.street,
						address.locality,
						address.city,
						address.state,
						address.pincode,
					]
						.filter(Boolean)
						.join(', ')
				: '',
			email_id: business?.company?.email ?? '',
		},
		director_data: directors,
	};
}

/** Every CIN of the sample businesses, for the emulator's banner and tests. */
export const SAMPLE_CINS = BUSINESSES.flatMap((business) => business.company?.cin ?? []);
