import type { DeepvueOperation } from '../../model/operation';
import { fssaiLicenceNumber } from '../../inputs/apiInputs';

export const verifyFssaiLicence: DeepvueOperation = {
	value: 'verifyFssaiLicence',
	name: 'Verify FSSAI Licence',
	action: 'Verify FSSAI licence',
	description:
		'Verifies a food business licence or registration with FSSAI. Returns ' +
		'the company name, premises address, licence category, status and dates.',
	method: 'GET',
	path: '/v1/business-compliance/fssai-verification',
	inputs: [fssaiLicenceNumber],
};
