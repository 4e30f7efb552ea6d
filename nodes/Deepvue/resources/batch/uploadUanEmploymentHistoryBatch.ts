import type { DeepvueOperation } from '../../model/operation';
import { batchFile, webhookUrl } from '../../inputs/apiInputs';
import { resultFileDownload } from '../../followUps/resultFileDownload';
import { waitForBatch } from '../../followUps/waitForBatch';
import { getBatchStatus } from './getBatchStatus';

export const uploadUanEmploymentHistoryBatch: DeepvueOperation = {
	value: 'uploadUanEmploymentHistoryBatch',
	name: 'Upload UAN Employment History Batch',
	action: 'Upload UAN employment batch',
	description:
		'Uploads a CSV file of EPFO UANs to look up the employment history in ' +
		'bulk. Processing continues after the upload; returns the batch request ' +
		'ID.',
	method: 'POST',
	path: '/v1/verification/epfo/uan-to-employment-history/batch',
	inputs: [batchFile, webhookUrl],
	noRecord: false,
	followUps: [waitForBatch(getBatchStatus), resultFileDownload('batch_output_file_url')],
};
