import type { DeepvueOperation } from '../../model/operation';
import { verdictResult } from '../../answer/identityResults';
import { livenessPhoto } from '../../inputs/identityInputs';

export const checkLiveness: DeepvueOperation = {
	value: 'checkLiveness',
	name: 'Check Liveness',
	action: 'Check liveness',
	description:
		'Checks whether a selfie shows a live person rather than a photo of a photo or a ' +
		'screen. Returns is_live (true or false) and score (0 to 100).',
	method: 'POST',
	path: '/v1/liveness-check',
	inputs: [livenessPhoto],
	noRecord: false,
	keptForExecutionOnly: true,
	notForAgents: true,
	mayHoldAadhaar: true,
	shapeResult: verdictResult('is_live', 'score'),
};
