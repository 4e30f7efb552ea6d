import type { DeepvueOperation } from '../../model/operation';
import { mobileNumber } from '../../inputs/apiInputs';

export const getUanList: DeepvueOperation = {
	value: 'getUanList',
	name: 'Get UAN List',
	action: 'Get UAN list from mobile',
	description:
		'Lists the EPFO Universal Account Numbers (UANs, provident fund accounts) registered with a mobile number',
	method: 'GET',
	path: '/v1/mobile-intelligence/mobile-to-uan-list',
	inputs: [mobileNumber],
};
