import type { DeepvueOperation } from '../../shared/operation';
import { batchRequestId } from '../../shared/apiInputs';
import { downloadResultFile } from '../../shared/resultFile';
import { BATCH_STATUS_PATH } from '../../shared/waitForBatch';

// Beyond the spec: Deepvue documents this endpoint publicly.
export const getBatchStatus: DeepvueOperation = {
	value: 'getBatchStatus',
	name: 'Get Batch Status',
	action: 'Get the status and result file link of a batch',
	description:
		'Gets the state of an uploaded batch by its request ID: in progress, or completed with a link to the result CSV file, which the node can download',
	method: 'GET',
	path: BATCH_STATUS_PATH,
	inputs: [batchRequestId],
	noRecord: false,
	followUps: [downloadResultFile('batch_output_file_url')],
};
