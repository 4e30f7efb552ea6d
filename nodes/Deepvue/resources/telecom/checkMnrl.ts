import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const checkMnrl: DeepvueOperation = {
	value: 'checkMnrl',
	name: 'Check Revoked Number List',
	action: 'Check revoked number (MNRL)',
	description:
		"Checks a mobile number against the Department of Telecommunications' " +
		'Mobile Number Revocation List (MNRL). Returns whether it was revoked ' +
		'and when.',
	method: 'GET',
	path: '/v1/verification/mnrl/verify',
	inputs: [mobileNumber],
	noRecord: { mnrl_record_found: false },
};
