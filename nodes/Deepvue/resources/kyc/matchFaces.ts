import type { DeepvueOperation } from '../../model/operation';
import { verdictResult } from '../../answer/identityResults';
import { documentPhoto, selfie } from '../../inputs/identityInputs';

export const matchFaces: DeepvueOperation = {
	value: 'matchFaces',
	name: 'Match Faces',
	action: 'Match faces',
	description:
		"Compares the face in a selfie with the face in a document's photo (the e-Aadhaar " +
		'photo from DigiLocker or eKYC). Returns match (true or false) and confidence (0 to 100).',
	method: 'POST',
	path: '/v2/facematch',
	inputs: [selfie, documentPhoto],
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: verdictResult('match', 'confidence'),
};
