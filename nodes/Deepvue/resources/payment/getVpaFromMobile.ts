import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getVpaFromMobile: DeepvueOperation = {
	value: 'getVpaFromMobile',
	name: 'Get UPI ID From Mobile Number',
	action: 'Get UPI ID from mobile',
	description:
		'Finds the UPI ID (VPA) linked to a mobile number and the account holder name at the bank',
	method: 'GET',
	path: '/v1/verification/mobile-to-vpa',
	inputs: [mobileNumber],
	nameIn: 'name_at_bank',
};
