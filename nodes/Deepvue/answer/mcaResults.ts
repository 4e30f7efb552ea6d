import type { IDataObject } from 'n8n-workflow';

import { companyKindOf } from '../model/businessKinds';
import type { InputsByName } from '../model/input';
import type { ShapedResult } from '../model/shapedResult';
import { dateIn, objectIn, objectsIn, resultData, tenureOf, textIn } from './businessFields';
import { transactionIdOf } from './identityResults';

/**
 * The MCA operations' results: a director's companies and LLPs (Director by DIN), and a company
 * with its directors (Company by CIN), each appointment with its dates as YYYY-MM-DD and whether
 * it holds today (`current`).
 */

/** An identifier as the node compares it: upper case, letters, digits and dashes only. */
const idOf = (value: string | null) => value?.toUpperCase().replace(/[^A-Z0-9-]/g, '') ?? null;

/**
 * Director by DIN: the director's name (compared with Name to Match), the companies and LLPs they
 * serve or served, and, for CIN to Check, whether they serve it now (`is_current_director`: a
 * current director of the company, or designated partner of the LLP).
 */
export function directorResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = resultData(envelope);
	const director = objectIn(data, 'director_data', 'directorData') ?? {};
	const companies = objectsIn(data, 'company_data', 'companyData').map((entry) => ({
		cin: idOf(textIn(entry, 'cin/fcrn', 'cin', 'cinOrFcrn')),
		company_name: textIn(entry, 'company_name', 'companyName'),
		designation: textIn(entry, 'designation'),
		...tenureOf(entry),
	}));
	const llps = objectsIn(data, 'llp_data', 'llpData').map((entry) => ({
		llpin: idOf(textIn(entry, 'llpin/fllpin', 'llpin', 'llpinOrFllpin')),
		llp_name: textIn(entry, 'llp_name', 'llpName'),
		designation: textIn(entry, 'designation'),
		...tenureOf(entry),
	}));
	const checked = idOf(inputs.company_to_check ?? null);
	const roles = [
		...companies.map(({ cin, ...role }) => ({ id: cin, ...role })),
		...llps.map(({ llpin, ...role }) => ({ id: llpin, ...role })),
	].filter((role) => checked !== null && role.id === checked);
	// A director appointed again after ceasing has two entries: the current one, if any, is the role.
	const role = roles.find((entry) => entry.current) ?? roles[0];
	return {
		json: {
			din: textIn(director, 'din') ?? inputs.id_number ?? null,
			name: textIn(director, 'name'),
			companies,
			llps,
			cin_checked: checked,
			is_current_director: checked === null ? null : role?.current === true,
			role_in_checked: role
				? {
						designation: role.designation,
						appointed_on: role.appointed_on,
						ceased_on: role.ceased_on,
					}
				: null,
			transaction_id: transactionIdOf(envelope),
		},
		files: [],
	};
}

/**
 * Company by CIN: the company's name, status, incorporation date, its kind (from its CIN:
 * private or public limited, one person, government, not for profit...) and its directors, with
 * whether each serves today. Read from `company_master_data` and `director_data`, and the names
 * other sources give them.
 */
export function companyResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = resultData(envelope);
	const master = objectIn(data, 'company_master_data', 'company_data', 'companyMasterData') ?? data;
	const cin = idOf(textIn(master, 'cin', 'CIN') ?? inputs.id_number ?? null);
	const status = textIn(
		master,
		'company_status',
		'company_status(for_efiling)',
		'companyStatus',
		'status',
	);
	const directors = objectsIn(
		data,
		'director_data',
		'directors',
		'directors/signatory_details',
		'signatories',
	).map((entry) => ({
		din: textIn(entry, 'din', 'din/pan', 'din_number'),
		name: textIn(entry, 'name', 'director_name', 'full_name'),
		designation: textIn(entry, 'designation'),
		...tenureOf(entry),
	}));
	return {
		json: {
			cin,
			company_name: textIn(master, 'company_name', 'companyName', 'name'),
			company_kind: cin === null ? null : companyKindOf(cin),
			listed: cin === null ? null : cin.startsWith('L'),
			status,
			is_active: status?.toLowerCase() === 'active',
			date_of_incorporation: dateIn(master, 'date_of_incorporation', 'dateOfIncorporation'),
			company_class: textIn(master, 'class_of_company', 'company_class'),
			company_category: textIn(master, 'company_category'),
			company_subcategory: textIn(master, 'company_subcategory', 'company_sub_category'),
			registered_address: textIn(master, 'registered_address', 'registeredAddress'),
			email: textIn(master, 'email_id', 'email'),
			directors,
			current_directors_count: directors.filter((director) => director.current).length,
			transaction_id: transactionIdOf(envelope),
		},
		files: [],
	};
}
