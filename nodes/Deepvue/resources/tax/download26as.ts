import type { DeepvueOperation } from '../../model/operation';
import { itrClientId } from '../../inputs/apiInputs';

export const download26as: DeepvueOperation = {
	value: 'download26as',
	name: 'Download Form 26AS',
	action: 'Get 26AS TDS records',
	description:
		"Downloads a taxpayer's Form 26AS data (tax deducted at source and other " +
		'tax credits) for an ITR client ID. Returns the PAN and the TDS records.',
	method: 'POST',
	path: '/v1/verification/itr/26as-download',
	inputs: [itrClientId],
};
