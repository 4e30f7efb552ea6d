import type { DeepvueOperation } from '../../model/operation';
import { cin } from '../../inputs/businessInputs';
import { companyResult } from '../../answer/mcaResults';

/**
 * Where one CIN is looked up: the single lookup third-party clients call. Deepvue documents only
 * the CIN batch (Batch > Upload CIN Batch); why this one, and how to change it: docs/decisions.md.
 */
const COMPANY_BY_CIN_PATH = '/v1/verification/mca/cin';

export const getCompany: DeepvueOperation = {
	value: 'getCompany',
	name: 'Get Company by CIN',
	action: 'Get company by CIN',
	description:
		"Looks up a company by CIN with the MCA. Returns the company's name, kind (private or " +
		'public limited...), status (Active, Strike Off...), incorporation date and its ' +
		'directors with their DINs, designations and dates.',
	method: 'GET',
	path: COMPANY_BY_CIN_PATH,
	inputs: [cin],
	shapeResult: companyResult,
};
