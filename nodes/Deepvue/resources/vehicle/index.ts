import type { DeepvueResource } from '../../model/operation';
import { getChallans } from './getChallans';

export const vehicle: DeepvueResource = {
	value: 'vehicle',
	name: 'Vehicle',
	description: 'Traffic challans of a vehicle',
	operations: [getChallans],
};
