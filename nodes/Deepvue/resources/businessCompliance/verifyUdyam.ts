import type { DeepvueOperation } from '../../model/operation';
import { udyamNumber, udyamWait } from '../../inputs/businessInputs';
import { waitForUdyam } from '../../followUps/waitForUdyam';
import { getUdyamResult } from './getUdyamResult';

export const verifyUdyam: DeepvueOperation = {
	value: 'verifyUdyam',
	name: 'Verify Udyam (MSME)',
	action: 'Verify Udyam registration',
	description:
		"Verifies an MSME's Udyam registration and waits for the result: the enterprise's " +
		'name, type (Micro, Small, Medium), activity, organisation, dates and address, or ' +
		'status failed and why. Past Wait Up To it fails naming the request_id for Get Udyam Result.',
	method: 'POST',
	path: '/v1/verification/async/post-udyam-details',
	inputs: [udyamNumber, udyamWait],
	followUps: [waitForUdyam(getUdyamResult)],
};
