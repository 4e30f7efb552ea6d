import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { itemError } from '../failures/errors';
import { udyamWait } from '../inputs/businessInputs';
import type { DeepvueOperation, FollowUp, FollowUpStep } from '../model/operation';
import { resultField } from '../answer/output';
import { shapedOutputItems } from '../answer/shapedOutput';
import { isUnderWay, udyamResult } from '../answer/udyamResult';
import { checkStatus, pollUntilDone } from './statusChecks';
import type { CheckPauses } from './statusChecks';

/**
 * When a Udyam result is checked, as Deepvue's guide to its asynchronous endpoints advises: from
 * 3 s after the request, backing off, at most 15 s apart (most results are ready in 5 to 30 s).
 */
const RESULT_CHECK_PAUSES: CheckPauses = { firstMs: 3000, growth: 1.5, longestMs: 15_000 };

/** What to do about a verification Deepvue accepted and this run could not finish waiting for. */
function getItLater(requestId: string): string {
	return (
		`Deepvue accepted Udyam verification ${requestId}. Get its result with Business Compliance ` +
		`> Get Udyam Result and request ID ${requestId}: reading it costs no new verification, ` +
		`while verifying the number again would.`
	);
}

/** An error of the wait, naming the accepted request in its message, which is what a next node reads. */
function namingRequest(error: unknown, requestId: string): unknown {
	if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) return error;
	error.message = `${error.message} (Udyam verification ${requestId} was accepted)`;
	error.description = `${getItLater(requestId)} ${error.description ?? ''}`.trim();
	return error;
}

/**
 * Waits for the verification an item's answer names by its `request_id`, within the item's Wait Up
 * To (Seconds), and outputs its result as Get Udyam Result does. Out of time, or when a check
 * fails, the item fails naming the request ID, which Get Udyam Result reads later without a new
 * verification; Retry On Fail and a run within Reuse Answers For read the same request again.
 */
async function waitForResult(
	context: IExecuteSingleFunctions,
	status: DeepvueOperation,
	item: INodeExecutionData,
	{ options, inputs, clock }: FollowUpStep,
): Promise<INodeExecutionData[]> {
	const requestId = String(resultField(item.json, 'request_id') ?? '');
	// A "no record" answer names no request: there is nothing to wait for.
	if (requestId === '') return [item];
	// Checked as a whole number from 5 to 900, unless Check Input Formats is off.
	const given = Number(inputs.wait_seconds);
	const seconds = Number.isFinite(given) && given > 0 ? given : Number(udyamWait.field.default);
	const record = await pollUntilDone<IDataObject>({
		clock,
		deadline: clock.now() + seconds * 1000,
		pauses: RESULT_CHECK_PAUSES,
		async check(deadline) {
			const { httpStatus, envelope } = await checkStatus(
				context,
				status,
				requestId,
				deadline,
				options,
				clock,
			);
			return httpStatus === 202 || isUnderWay(envelope) ? undefined : envelope;
		},
		outOfTime: () =>
			new NodeOperationError(
				context.getNode(),
				`Udyam verification ${requestId} did not complete within ${seconds} seconds`,
				{
					itemIndex: context.getItemIndex(),
					description: `${getItLater(requestId)} Or raise Wait Up To (Seconds).`,
				},
			),
		failed: (error) => namingRequest(itemError(context.getNode(), error), requestId),
	});
	const [output] = await shapedOutputItems(context, udyamResult, record, inputs, options);
	// A request reused from an earlier answer (Reuse Answers For) says so, as any reused answer does.
	const { reused, answered_at: answeredAt } = item.json;
	return [
		reused === true
			? { ...output, json: { ...output.json, reused, answered_at: answeredAt } }
			: output,
	];
}

/**
 * Verify Udyam's wait for its result, checked with the `status` operation's row (Get Udyam
 * Result). It reads again what the answer names, so an answer reused from an earlier run serves.
 */
export function waitForUdyam(status: DeepvueOperation): FollowUp {
	return {
		servesReusedAnswers: true,
		async run(context, items, step) {
			const results: INodeExecutionData[] = [];
			for (const item of items) results.push(...(await waitForResult(context, status, item, step)));
			return results;
		},
	};
}
