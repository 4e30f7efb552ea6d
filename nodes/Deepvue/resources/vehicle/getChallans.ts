import type { DeepvueOperation } from '../../model/operation';
import { vehicleRegistrationNumber } from '../../inputs/apiInputs';

export const getChallans: DeepvueOperation = {
	value: 'getChallans',
	name: 'Get Challans',
	action: 'Get vehicle challans',
	description:
		'Looks up traffic offence challans for a vehicle registration number. ' +
		'Returns each challan with offence, place, date, amount and status, plus ' +
		'blacklist entries.',
	method: 'GET',
	path: '/v1/verification/rc-challan-details',
	inputs: [vehicleRegistrationNumber],
};
