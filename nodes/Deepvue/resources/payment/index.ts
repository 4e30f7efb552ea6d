import type { DeepvueResource } from '../../model/operation';
import { getVpaFromMobile } from './getVpaFromMobile';
import { verifyUpi } from './verifyUpi';

export const payment: DeepvueResource = {
	value: 'payment',
	name: 'Payment',
	description: 'UPI IDs: verify one, or find the one linked to a mobile number',
	operations: [getVpaFromMobile, verifyUpi],
};
