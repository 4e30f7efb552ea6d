import type { DeepvueOperation } from '../../model/operation';
import { batchFile, webhookUrl } from '../../inputs/apiInputs';
import { downloadResultFile } from '../../answer/resultFile';
import { waitForBatch } from '../../answer/waitForBatch';
import { getBatchStatus } from './getBatchStatus';

export const uploadUanEmploymentHistoryBatch: DeepvueOperation = {
	value: 'uploadUanEmploymentHistoryBatch',
	name: 'Upload UAN Employment History Batch',
	action: 'Upload UAN employment batch',
	description:
		'Uploads a CSV file of EPFO UANs to look up the employment history in bulk. Processing continues after the upload; returns the batch request ID.',
	method: 'POST',
	path: '/v1/verification/epfo/uan-to-employment-history/batch',
	inputs: [batchFile, webhookUrl],
	noRecord: false,
	followUps: [waitForBatch(getBatchStatus), downloadResultFile('batch_output_file_url')],
};
