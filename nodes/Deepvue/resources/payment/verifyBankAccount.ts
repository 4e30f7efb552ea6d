import type { DeepvueOperation } from '../../model/operation';
import { bankAccountNumber, ifsc } from '../../inputs/apiInputs';
import { PENNY_DROP } from '../../failures/singleUseCalls';

export const verifyBankAccount: DeepvueOperation = {
	value: 'verifyBankAccount',
	name: 'Verify Bank Account (Penny Drop)',
	action: 'Verify bank account',
	description:
		'Verifies a bank account by depositing ₹1 in it (penny drop). Returns ' +
		'whether it exists, the account holder name at the bank, the amount deposited ' +
		'and the UTR. Each call deposits again: give the name you expect rather ' +
		'than calling twice.',
	method: 'GET',
	path: '/v1/verification/bankaccount',
	inputs: [bankAccountNumber, ifsc],
	nameIn: 'name_at_bank',
	singleUse: PENNY_DROP,
};
