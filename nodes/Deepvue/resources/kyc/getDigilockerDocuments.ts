import type { DeepvueOperation } from '../../model/operation';
import {
	digilockerRedirect,
	digilockerSessionId,
	documentsToFetch,
	pdfInBody,
} from '../../inputs/identityInputs';
import { digilockerAccountResult } from '../../answer/identityResults';
import { DIGILOCKER_CODE } from '../../failures/singleUseCalls';
import { digilockerDocuments } from '../../followUps/digilockerDocuments';
import { redirectAnswer } from '../../inputs/digilockerRedirect';

export const getDigilockerDocuments: DeepvueOperation = {
	value: 'getDigilockerDocuments',
	name: 'Get DigiLocker Documents',
	action: 'Get DigiLocker documents',
	description:
		'Fetches the documents an applicant shared in a DigiLocker session, from what ' +
		'DigiLocker sent back to the Redirect URL: the e-Aadhaar (name, date of birth, ' +
		'gender, address, masked number, photo) and the PAN or driving licence, each ' +
		"name compared with Name to Match. A refusal at DigiLocker is an answer: status 'denied'.",
	method: 'POST',
	path: '/v1/kyc/digilocker/access-token',
	inputs: [digilockerSessionId, digilockerRedirect, documentsToFetch, pdfInBody],
	consent: 'purpose',
	singleUse: DIGILOCKER_CODE,
	answerWithoutCall: redirectAnswer,
	nameIn: 'name',
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: digilockerAccountResult,
	followUps: [digilockerDocuments],
};
