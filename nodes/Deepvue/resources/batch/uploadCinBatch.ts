import type { DeepvueOperation } from '../../model/operation';
import { batchFile, webhookUrl } from '../../inputs/apiInputs';
import { resultFileDownload } from '../../followUps/resultFileDownload';
import { waitForBatch } from '../../followUps/waitForBatch';
import { getBatchStatus } from './getBatchStatus';

export const uploadCinBatch: DeepvueOperation = {
	value: 'uploadCinBatch',
	name: 'Upload CIN Batch',
	action: 'Upload CIN batch',
	description:
		'Uploads a CSV file of company identification numbers (CINs) for bulk ' +
		'verification with the MCA. Returns the batch request ID, its status ' +
		'and the link to the result file.',
	method: 'POST',
	path: '/v1/verification/mca/cin/batch',
	inputs: [batchFile, webhookUrl],
	noRecord: false,
	followUps: [waitForBatch(getBatchStatus), resultFileDownload('batch_output_file_url')],
};
