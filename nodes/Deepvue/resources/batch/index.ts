import type { DeepvueResource } from '../../model/operation';
import { getBatchStatus } from './getBatchStatus';
import { uploadCinBatch } from './uploadCinBatch';
import { uploadUanEmploymentHistoryBatch } from './uploadUanEmploymentHistoryBatch';
import { uploadUpiBasicBatch } from './uploadUpiBasicBatch';

export const batch: DeepvueResource = {
	value: 'batch',
	name: 'Batch',
	description: 'Bulk verification from an uploaded CSV file, and the state of a batch',
	operations: [
		getBatchStatus,
		uploadCinBatch,
		uploadUanEmploymentHistoryBatch,
		uploadUpiBasicBatch,
	],
};
