import { NodeApiError } from 'n8n-workflow';
import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	JsonObject,
} from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { describeHttpFailure, toNodeApiError } from '../failures/errors';
import { unsettledCallError, unsettledMessage } from '../failures/unsettledCall';
import type { SingleUse } from '../model/singleUse';
import { withAadhaarNumbersMasked } from '../inputs/aadhaarNumber';
import { maskSensitiveValues } from './mask';
import type { NodeOptions } from '../model/nodeOptions';
import type { DeepvueOperation } from '../model/operation';

/**
 * An answer whose result is at the top, beside the envelope, rather than in `data`: a batch
 * submission's (201: `request_id`), an Aadhaar OTP's (`reference_id`).
 */
function isSubmission(envelope: IDataObject): boolean {
	return ['request_id', 'reference_id'].some(
		(field) => typeof envelope[field] === 'string' && envelope[field] !== '',
	);
}

/**
 * The item's result: the envelope's `data` by default, a list in the operation's `listAs` field.
 * Batch submissions that answer 201 have no `data`; their result is the submission fields
 * (request_id, message, output_batch_file...).
 */
function resultOf(envelope: IDataObject, operation: DeepvueOperation): IDataObject {
	if (isObject(envelope.data)) return envelope.data;
	if (Array.isArray(envelope.data)) return { [operation.listAs ?? 'list']: envelope.data };
	const { code: _code, timestamp: _timestamp, data: _data, ...submission } = envelope;
	return submission;
}

/** A field of the result, whichever Response Format put it at the top or under `data`. */
export function resultField(json: IDataObject, field: string): unknown {
	const data = json.data;
	if (json[field] !== undefined) return json[field];
	return isObject(data) ? data[field] : undefined;
}

/** How an answer is read: what counts as its result, what its call did. */
export interface AnswerReading {
	/** A text `data` is a result too (a DigiLocker document's file). */
	textResult?: boolean;
	/** The call cannot be made twice (model/singleUse.ts). */
	singleUse?: SingleUse;
}

/**
 * The envelope of a successful answer, or an error when the answer is not one: not JSON, an error
 * code in the body, or no result at all. An empty success would read as "verified, nothing found".
 * A single-use call whose answer came but cannot be read (not a refusal: a server error's code in
 * the body, no result) may have been done all the same: its error says so
 * (failures/unsettledCall.ts), and it is not sent again.
 */
export function checkedEnvelope(
	context: IExecuteSingleFunctions,
	response: IN8nHttpFullResponse,
	{ textResult = false, singleUse }: AnswerReading = {},
): IDataObject {
	try {
		return envelopeOf(context, response, textResult);
	} catch (error) {
		const failed =
			error instanceof NodeApiError
				? error
				: new NodeApiError(context.getNode(), error as JsonObject);
		if (singleUse === undefined || /^4\d\d$/.test(failed.httpCode ?? '')) throw failed;
		throw unsettledCallError(
			context.getNode(),
			singleUse,
			unsettledMessage(singleUse, failed.message, Date.now()),
			context.getItemIndex(),
		);
	}
}

function envelopeOf(
	context: IExecuteSingleFunctions,
	response: IN8nHttpFullResponse,
	textResult: boolean,
): IDataObject {
	const envelope: unknown = response.body;
	const itemIndex = context.getItemIndex();
	if (!isObject(envelope)) {
		throw new NodeApiError(
			context.getNode(),
			{
				body: typeof envelope === 'string' ? envelope.slice(0, 200) : String(envelope),
			} as JsonObject,
			{
				message: 'Deepvue answered with something other than JSON',
				description: 'Check that the Base URL in the Deepvue credential points at the Deepvue API.',
				httpCode: String(response.statusCode),
				itemIndex,
			},
		);
	}
	const code = envelope.code;
	if (typeof code === 'number' && (code < 200 || code > 299)) {
		throw toNodeApiError(context.getNode(), describeHttpFailure(code, envelope), itemIndex);
	}
	const text = textResult && typeof envelope.data === 'string' && envelope.data !== '';
	if (
		!isObject(envelope.data) &&
		!Array.isArray(envelope.data) &&
		!isSubmission(envelope) &&
		!text
	) {
		throw new NodeApiError(context.getNode(), envelope as JsonObject, {
			message: 'Deepvue answered without a result',
			description:
				'The answer had no data. Try again later; if it persists, contact Deepvue support with its transaction_id.',
			httpCode: String(response.statusCode),
			itemIndex,
		});
	}
	return envelope;
}

/** A list entry as an item's JSON: Deepvue's entries are objects; anything else is kept under `value`. */
const entryOf = (entry: unknown): IDataObject =>
	isObject(entry) ? entry : { value: entry as IDataObject[string] };

/**
 * The results of a checked envelope: one, the whole envelope with Full Response; for a list with
 * Options > Split Into Items, one per entry (an empty list still one, so the input row is kept).
 */
function resultsOf(
	envelope: IDataObject,
	operation: DeepvueOperation,
	options: { fullResponse: boolean; splitList: boolean },
): IDataObject[] {
	if (options.fullResponse) return [envelope];
	const { data } = envelope;
	if (options.splitList && Array.isArray(data) && data.length > 0) return data.map(entryOf);
	return [resultOf(envelope, operation)];
}

/** The item's output: the results of a checked envelope, each paired with the input item, masked when the user asks. */
export function toOutputItems(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	envelope: IDataObject,
	options: NodeOptions,
): INodeExecutionData[] {
	return resultsOf(envelope, operation, options).map((result) => ({
		json: options.maskSensitive ? maskSensitiveValues(result) : result,
		pairedItem: { item: context.getItemIndex() },
	}));
}

/**
 * Output items with every Aadhaar number in their JSON masked, and those the item sent (`sent`)
 * wherever they stand (inputs/aadhaarNumber.ts): what an operation whose answers may hold one
 * outputs, whatever made the items (Deepvue's answer with either Response Format, a follow-up's
 * documents, a refusal at DigiLocker, Name to Match's verdict). Their files were masked as kept
 * (shapedOutput.ts, `binaryOf`).
 */
export function aadhaarMaskedItems(
	items: INodeExecutionData[],
	sent: readonly string[],
): INodeExecutionData[] {
	return items.map((item) => ({
		...item,
		json: withAadhaarNumbersMasked(item.json, sent) as IDataObject,
	}));
}
