import type { DeepvueOperation } from '../../model/operation';
import { batchRequestId } from '../../inputs/apiInputs';
import { resultFileDownload } from '../../followUps/resultFileDownload';

// Beyond the spec: Deepvue documents this endpoint publicly.
export const getBatchStatus: DeepvueOperation = {
	value: 'getBatchStatus',
	name: 'Get Batch Status',
	action: 'Get batch status',
	description:
		'Gets the state of an uploaded batch by its request ID: in progress, ' +
		'or completed with a link to the result CSV file, which the node can ' +
		'download',
	method: 'GET',
	path: '/v1/verification/batch-processing-status',
	inputs: [batchRequestId],
	noRecord: false,
	followUps: [resultFileDownload('batch_output_file_url')],
};
