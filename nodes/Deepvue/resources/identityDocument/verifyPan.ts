import type { DeepvueOperation } from '../../model/operation';
import { panNumber } from '../../inputs/apiInputs';

export const verifyPan: DeepvueOperation = {
	value: 'verifyPan',
	name: 'Verify PAN',
	action: 'Verify PAN',
	description:
		'Verifies a PAN with the Income Tax department. Returns the holder name ' +
		'(full_name), status VALID or INVALID, and category (Individual, Company...). ' +
		'Optionally give the name you expect.',
	method: 'GET',
	path: '/v1/verification/panbasic',
	inputs: [panNumber],
	nameIn: 'full_name',
};
