import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData, JsonObject } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { describeHttpFailure, toNodeApiError } from '../failures/errors';
import { maskSensitiveValues } from './mask';
import { readOptions } from '../options/readOptions';

/** A batch submission's answer (201): no `data`, the request ID at the top. */
function isSubmission(envelope: IDataObject): boolean {
	return typeof envelope.request_id === 'string' && envelope.request_id !== '';
}

/**
 * The item's result: the envelope's `data` by default. Batch submissions that answer 201 have no
 * `data`; their result is the submission fields (request_id, message, output_batch_file...).
 */
function resultOf(envelope: IDataObject): IDataObject {
	if (isObject(envelope.data)) return envelope.data;
	const { code: _code, timestamp: _timestamp, data: _data, ...submission } = envelope;
	return submission;
}

/** A field of the result, whichever Response Format put it at the top or under `data`. */
export function resultField(json: IDataObject, field: string): unknown {
	const data = json.data;
	if (json[field] !== undefined) return json[field];
	return isObject(data) ? data[field] : undefined;
}

/**
 * The envelope of a successful answer, or an error when the answer is not one: not JSON, an error
 * code in the body, or no result at all. An empty success would read as "verified, nothing found".
 */
export function checkedEnvelope(context: IExecuteSingleFunctions, response: IN8nHttpFullResponse): IDataObject {
	const envelope: unknown = response.body;
	const itemIndex = context.getItemIndex();
	if (!isObject(envelope)) {
		throw new NodeApiError(
			context.getNode(),
			{ body: typeof envelope === 'string' ? envelope.slice(0, 200) : String(envelope) } as JsonObject,
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
	if (!isObject(envelope.data) && !isSubmission(envelope)) {
		throw new NodeApiError(context.getNode(), envelope as JsonObject, {
			message: 'Deepvue answered without a result',
			description: 'The answer had no data. Try again later; if it persists, contact Deepvue support with its transaction_id.',
			httpCode: String(response.statusCode),
			itemIndex,
		});
	}
	return envelope;
}

/** The item's output: the result (or the whole envelope) of a checked envelope, masked when the user asks. */
export function toOutputItems(context: IExecuteSingleFunctions, envelope: IDataObject): INodeExecutionData[] {
	const options = readOptions(context);
	const result = options.fullResponse ? envelope : resultOf(envelope);
	return [{ json: options.maskSensitive ? maskSensitiveValues(result) : result, pairedItem: { item: context.getItemIndex() } }];
}
