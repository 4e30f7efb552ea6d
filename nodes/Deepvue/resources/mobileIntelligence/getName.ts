import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getName: DeepvueOperation = {
	value: 'getName',
	name: 'Get Name',
	action: 'Get the name registered to a mobile number',
	description: 'Finds the name of the person a mobile number is registered to',
	method: 'GET',
	path: '/v1/mobile-intelligence/mobile-to-name',
	inputs: [mobileNumber],
	nameIn: 'name',
};
