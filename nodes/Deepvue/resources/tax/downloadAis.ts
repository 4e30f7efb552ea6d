import type { DeepvueOperation } from '../../model/operation';
import { itrClientId } from '../../inputs/apiInputs';
import { resultFileDownload } from '../../followUps/resultFileDownload';

export const downloadAis: DeepvueOperation = {
	value: 'downloadAis',
	name: 'Download AIS',
	action: 'Get AIS file',
	description:
		"Downloads a taxpayer's Annual Information Statement (AIS) for an ITR " +
		'client ID. Returns the PAN, financial year, status and a link to the ' +
		'AIS file.',
	method: 'POST',
	path: '/v1/verification/itr/ais-download',
	inputs: [itrClientId],
	followUps: [resultFileDownload('ais_file')],
};
