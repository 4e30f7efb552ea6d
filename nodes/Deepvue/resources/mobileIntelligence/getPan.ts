import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getPan: DeepvueOperation = {
	value: 'getPan',
	name: 'Get PAN From Mobile Number',
	action: 'Get PAN from mobile',
	description:
		'Finds the PAN linked to a mobile number. Returns the PAN, full name, ' +
		'gender, date of birth, masked Aadhaar, address and whether Aadhaar is ' +
		'linked.',
	method: 'GET',
	path: '/v1/mobile-intelligence/mobile-to-pan',
	inputs: [mobileNumber],
	nameIn: 'full_name',
	mayHoldAadhaar: true,
};
