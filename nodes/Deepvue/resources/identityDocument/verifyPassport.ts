import type { DeepvueOperation } from '../../model/operation';
import { dateOfBirth, passportFileNumber } from '../../inputs/apiInputs';

export const verifyPassport: DeepvueOperation = {
	value: 'verifyPassport',
	name: 'Verify Passport',
	action: 'Verify passport application',
	description:
		'Verifies an Indian passport application by its file number and the applicant ' +
		'date of birth. Returns the name, application type, date received and ' +
		'status.',
	method: 'GET',
	path: '/v1/verification/passport',
	inputs: [passportFileNumber, dateOfBirth],
	nameIn: 'name',
};
