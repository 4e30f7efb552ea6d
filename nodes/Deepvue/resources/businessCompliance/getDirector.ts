import type { DeepvueOperation } from '../../model/operation';
import { companyToCheck, din } from '../../inputs/businessInputs';
import { directorResult } from '../../answer/mcaResults';

export const getDirector: DeepvueOperation = {
	value: 'getDirector',
	name: 'Get Director by DIN',
	action: 'Get director by DIN',
	description:
		"Looks up a director by DIN with the MCA. Returns the director's name (compared with " +
		'Name to Match), the companies and LLPs they serve or served, with designation and ' +
		'dates, and, with CIN to Check, whether they are a current director of that company.',
	method: 'GET',
	path: '/v1/verification/mca/din',
	inputs: [din, companyToCheck],
	nameIn: 'director_data.name',
	shapeResult: directorResult,
};
