import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Clock } from '../../../common/clock';
import { itemError } from '../failures/errors';
import type { DeepvueOperation, FollowUp } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { resultField } from '../answer/output';
import { checkStatus, pollUntilDone } from './statusChecks';
import type { CheckPauses } from './statusChecks';

/** When the status is checked: 2 s after the upload, then twice as long after each check, at most 30 s apart. */
const STATUS_CHECK_PAUSES: CheckPauses = { firstMs: 2000, growth: 2, longestMs: 30_000 };

/** A batch is done when its status carries the output file's address. */
export function isCompleted(record: IDataObject): boolean {
	const url = resultField(record, 'batch_output_file_url');
	return typeof url === 'string' && url !== '';
}

/**
 * With Options > Wait for Completion, polls the batch's status, waiting longer each time, until
 * it is completed; the item then holds the completed status (with the output file's address).
 * Running out of time is an error that names the request ID, so the batch can still be fetched.
 */
async function waitForEach(
	context: IExecuteSingleFunctions,
	statusOperation: DeepvueOperation,
	items: INodeExecutionData[],
	options: NodeOptions,
	clock: Clock,
): Promise<INodeExecutionData[]> {
	const timeoutMs = options.waitTimeoutMs();
	const fullResponse = options.fullResponse;
	const results: INodeExecutionData[] = [];

	for (const item of items) {
		if (isCompleted(item.json)) {
			results.push(item);
			continue;
		}
		const requestId = String(resultField(item.json, 'request_id') ?? '');
		const status = await pollUntilDone({
			clock,
			deadline: clock.now() + timeoutMs,
			pauses: STATUS_CHECK_PAUSES,
			async check(deadline) {
				const { envelope } = await checkStatus(
					context,
					statusOperation,
					requestId,
					deadline,
					options,
					clock,
				);
				return isCompleted((envelope.data ?? envelope) as IDataObject) ? envelope : undefined;
			},
			outOfTime: () =>
				new NodeOperationError(
					context.getNode(),
					`Batch ${requestId} did not complete within ${timeoutMs / 1000} seconds`,
					{
						itemIndex: context.getItemIndex(),
						description:
							`Deepvue is still processing it. Fetch it later with Batch > Get Batch ` +
							`Status and request ID ${requestId}, raise Wait Timeout, or receive it ` +
							`with a Deepvue Trigger.`,
					},
				),
			failed: (error) => itemError(context.getNode(), error),
		});
		results.push({
			...item,
			json: fullResponse ? status : ((status.data ?? status) as IDataObject),
		});
	}
	return results;
}

/** Options > Wait for Completion, checking the batch's state with the `status` operation. */
export function waitForBatch(status: DeepvueOperation): FollowUp {
	return {
		option: 'waitForCompletion',
		run: async (context, items, { options, clock }) =>
			await waitForEach(context, status, items, options, clock),
	};
}
