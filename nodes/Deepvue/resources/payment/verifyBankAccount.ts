import type { DeepvueOperation } from '../../model/operation';
import { bankAccountNumber, ifsc } from '../../inputs/apiInputs';
import { businessNameToMatch, tradeNameToMatch } from '../../inputs/businessNameToMatch';
import { PENNY_DROP } from '../../failures/singleUseCalls';

export const verifyBankAccount: DeepvueOperation = {
	value: 'verifyBankAccount',
	name: 'Verify Bank Account (Penny Drop)',
	action: 'Verify bank account',
	description:
		'Verifies a bank account by depositing ₹1 in it (penny drop). Returns ' +
		'whether it exists, the account holder name at the bank, the amount deposited ' +
		'and the UTR. Each call deposits again: give the name you expect rather ' +
		"than calling twice: a person's (Name to Match), or a business's legal and trade " +
		'names (Business Name to Match, Trade Name to Match).',
	method: 'GET',
	path: '/v1/verification/bankaccount',
	inputs: [bankAccountNumber, ifsc, businessNameToMatch, tradeNameToMatch],
	businessNameIn: { accountHolder: 'name_at_bank' },
	nameIn: 'name_at_bank',
	singleUse: PENNY_DROP,
};
