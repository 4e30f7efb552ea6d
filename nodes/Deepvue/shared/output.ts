import { NodeApiError } from 'n8n-workflow';

import { maskSensitiveValues } from './mask';
import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	JsonObject,
} from 'n8n-workflow';

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The item's result: the envelope's `data` by default. Batch submissions that answer 201 have no
 * `data`; their result is the submission fields (request_id, message, output_batch_file...).
 */
export function resultOf(envelope: IDataObject): IDataObject {
	if (isObject(envelope.data)) return envelope.data;
	const { code: _code, timestamp: _timestamp, data: _data, ...submission } = envelope;
	return submission;
}

export async function toOutputItems(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const envelope: unknown = response.body;
	if (!isObject(envelope)) {
		throw new NodeApiError(
			this.getNode(),
			{ body: typeof envelope === 'string' ? envelope.slice(0, 200) : String(envelope) } as JsonObject,
			{
				message: 'Deepvue answered with something other than JSON',
				description: 'Check that the Base URL in the Deepvue credential points at the Deepvue API.',
				httpCode: String(response.statusCode),
				itemIndex: this.getItemIndex(),
			},
		);
	}
	const format = this.getNodeParameter('options.response', 'data') as string;
	const result = format === 'full' ? envelope : resultOf(envelope);
	const mask = this.getNodeParameter('options.maskSensitive', false) === true;
	return [{ json: mask ? maskSensitiveValues(result) : result, pairedItem: { item: this.getItemIndex() } }];
}
