import type { DeepvueOperation } from '../../model/operation';
import { panNumber } from '../../inputs/apiInputs';

export const checkTds206ab: DeepvueOperation = {
	value: 'checkTds206ab',
	name: 'Check TDS 206AB Compliance',
	action: 'Check PAN for TDS 206AB',
	description:
		'Checks whether a PAN holder is a specified person under section 206AB ' +
		'of the Income Tax Act (higher TDS for non-filers). Returns compliance, ' +
		'PAN status, Aadhaar link status and allotment date.',
	method: 'GET',
	path: '/v1/verification/tax-payer/tds/206-ab',
	inputs: [panNumber],
};
