import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getDigitalAge: DeepvueOperation = {
	value: 'getDigitalAge',
	name: 'Get Digital Age',
	action: 'Get digital age of mobile',
	description:
		'Estimates how long a mobile number has been in use online (its digital ' +
		'age) and whether a business name is registered on it',
	method: 'GET',
	path: '/v1/mobile-intelligence/mobile-to-digital-age',
	inputs: [mobileNumber],
};
