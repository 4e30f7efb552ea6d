import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Clock } from '../../../common/clock';
import { itemError } from '../failures/errors';
import type { DeepvueOperation, FollowUp } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { checkedEnvelope, resultField } from '../answer/output';
import { DEFAULT_TIMEOUTS_MS } from '../../../common/limits/timeouts';
import { runCredential } from '../transport/runCredential';
import { callApi } from '../transport/transport';

/**
 * When the status is checked: `firstMs` after the upload, then twice as long after each check, at
 * most `longestMs` apart.
 */
const STATUS_CHECK_PAUSES = { firstMs: 2000, longestMs: 30_000 } as const;

/** A batch is done when its status carries the output file's address. */
export function isCompleted(record: IDataObject): boolean {
	const url = resultField(record, 'batch_output_file_url');
	return typeof url === 'string' && url !== '';
}

/**
 * A check of the batch's state with the status operation's row (Batch > Get Batch Status): its
 * method, path and request ID parameter.
 */
async function fetchStatus(
	context: IExecuteSingleFunctions,
	status: DeepvueOperation,
	requestId: string,
	deadline: number,
	options: NodeOptions,
	clock: Clock,
): Promise<IDataObject> {
	const [requestIdInput] = status.inputs;
	const response = await callApi(
		context,
		await runCredential(context),
		{
			method: status.method,
			url: status.path,
			qs: { [requestIdInput.apiName]: requestId, ...options.consent() },
			headers: { Accept: 'application/json' },
			json: true,
		},
		'read',
		options,
		{ timeoutMs: DEFAULT_TIMEOUTS_MS.status, deadline, clock },
	);
	return checkedEnvelope(context, response);
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
		const deadline = clock.now() + timeoutMs;
		let pause: number = STATUS_CHECK_PAUSES.firstMs;
		const outOfTime = () =>
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
			);
		for (;;) {
			const remaining = deadline - clock.now();
			if (remaining <= 0) throw outOfTime();
			await clock.sleep(Math.min(pause, remaining));
			pause = Math.min(pause * 2, STATUS_CHECK_PAUSES.longestMs);
			let status: IDataObject;
			try {
				status = await fetchStatus(context, statusOperation, requestId, deadline, options, clock);
			} catch (error) {
				// A check cut short by Wait Timeout (stalled, or still being retried) ran out of time;
				// a timeout timer may fire a millisecond before the deadline it was set for.
				if (clock.now() >= deadline - 1) throw outOfTime();
				throw itemError(context.getNode(), error);
			}
			const record = (status.data ?? status) as IDataObject;
			if (isCompleted(record)) {
				results.push({ ...item, json: fullResponse ? status : record });
				break;
			}
		}
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
