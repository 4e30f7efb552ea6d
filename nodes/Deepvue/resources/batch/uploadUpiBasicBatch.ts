import type { DeepvueOperation } from '../../model/operation';
import { batchFile, webhookUrl } from '../../inputs/apiInputs';
import { resultFileDownload } from '../../followUps/resultFileDownload';
import { waitForBatch } from '../../followUps/waitForBatch';
import { getBatchStatus } from './getBatchStatus';

export const uploadUpiBasicBatch: DeepvueOperation = {
	value: 'uploadUpiBasicBatch',
	name: 'Upload UPI Batch',
	action: 'Upload UPI batch',
	description:
		'Uploads a CSV file of UPI IDs for bulk basic verification. Processing ' +
		'continues after the upload; returns the batch request ID.',
	method: 'POST',
	path: '/v1/verification/upi-basic/batch',
	inputs: [batchFile, webhookUrl],
	noRecord: false,
	followUps: [waitForBatch(getBatchStatus), resultFileDownload('batch_output_file_url')],
};
