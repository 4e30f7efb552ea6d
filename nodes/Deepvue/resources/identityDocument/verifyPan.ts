import type { DeepvueOperation } from '../../model/operation';
import { panNumber } from '../../inputs/apiInputs';
import { businessNameToMatch } from '../../inputs/businessNameToMatch';
import { panHolderNames } from '../../answer/businessNameCheck';

export const verifyPan: DeepvueOperation = {
	value: 'verifyPan',
	name: 'Verify PAN',
	action: 'Verify PAN',
	description:
		'Verifies a PAN with the Income Tax department. Returns the holder name ' +
		'(full_name), status VALID or INVALID, and category (Individual, Company...). ' +
		"Optionally give the name you expect: a person's (Name to Match) or a business's " +
		'(Business Name to Match).',
	method: 'GET',
	path: '/v1/verification/panbasic',
	inputs: [panNumber, businessNameToMatch],
	businessNameIn: { record: panHolderNames },
	nameIn: 'full_name',
};
