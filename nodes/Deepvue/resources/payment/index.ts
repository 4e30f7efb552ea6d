import type { DeepvueResource } from '../../model/operation';
import { getVpaFromMobile } from './getVpaFromMobile';
import { verifyBankAccount } from './verifyBankAccount';
import { verifyUpi } from './verifyUpi';

export const payment: DeepvueResource = {
	value: 'payment',
	name: 'Payment',
	description:
		'Bank accounts (penny drop) and UPI IDs: verify one, or find the UPI ID linked to a mobile number',
	operations: [getVpaFromMobile, verifyBankAccount, verifyUpi],
};
