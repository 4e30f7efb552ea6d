import type { DeepvueOperation } from '../../model/operation';
import { upiId } from '../../inputs/apiInputs';
import { nameToMatch } from '../../inputs/nameToMatch';

export const verifyUpi: DeepvueOperation = {
	value: 'verifyUpi',
	name: 'Verify UPI ID',
	action: 'Verify UPI ID',
	description:
		'Checks that a UPI ID (VPA) exists and returns the account holder name ' +
		'at the bank. Optionally give the name you expect.',
	method: 'GET',
	path: '/v1/verification/upi',
	inputs: [upiId, nameToMatch],
	nameIn: 'name_at_bank',
};
