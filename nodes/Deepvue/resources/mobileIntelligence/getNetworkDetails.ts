import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getNetworkDetails: DeepvueOperation = {
	value: 'getNetworkDetails',
	name: 'Get Network Details',
	action: 'Get mobile network details',
	description:
		'Finds the current mobile operator and circle of a mobile number, whether ' +
		'it was ported and from where, whether it is roaming and reachable, and ' +
		'whether it is prepaid or postpaid',
	method: 'GET',
	path: '/v1/mobile-intelligence/mobile-to-network-details',
	inputs: [mobileNumber],
};
