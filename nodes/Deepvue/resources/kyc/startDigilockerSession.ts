import type { DeepvueOperation } from '../../model/operation';
import { documentsAskedFor, redirectUrl } from '../../inputs/identityInputs';
import { digilockerSessionResult } from '../../answer/identityResults';

export const startDigilockerSession: DeepvueOperation = {
	value: 'startDigilockerSession',
	name: 'Start DigiLocker Session',
	action: 'Start DigiLocker session',
	description:
		'Starts a DigiLocker session for one applicant. Returns the link to send them to ' +
		'(authorization_url), where they log in to DigiLocker and allow sharing the ' +
		'documents asked for, and the session_id to fetch them with.',
	method: 'POST',
	path: '/v1/kyc/digilocker/initiate-session',
	inputs: [redirectUrl, documentsAskedFor],
	consent: 'purpose',
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: digilockerSessionResult,
};
