import type { DeepvueOperation } from '../../model/operation';
import { udyamRequestId } from '../../inputs/businessInputs';
import { udyamResult } from '../../answer/udyamResult';

export const getUdyamResult: DeepvueOperation = {
	value: 'getUdyamResult',
	name: 'Get Udyam Result',
	action: 'Get Udyam result',
	description:
		'Gets the result of a Udyam verification by the request ID Verify Udyam gave: status ' +
		'in_progress, completed (the enterprise) or failed (and why). Reading it is not a ' +
		'new verification.',
	method: 'GET',
	path: '/v1/verification/async/get-udyam-details',
	inputs: [udyamRequestId],
	noRecord: false,
	shapeResult: udyamResult,
};
