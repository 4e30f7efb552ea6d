import type {
	IBinaryKeyData,
	IDataObject,
	IExecuteSingleFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { maskAadhaarNumbers } from '../inputs/aadhaarNumber';
import type { NodeOptions } from '../model/nodeOptions';
import type { DeepvueOperation } from '../model/operation';
import type { InputsByName } from '../model/input';
import type { ResultFile } from '../model/shapedResult';
import { maskSensitiveValues } from './mask';

/** A file kept as text, whose content is masked like a text: an XML certificate. */
const TEXT_FILE = /^(text\/|application\/([\w.-]+\+)?xml\b)/;

/**
 * Files as n8n binary data, kept with any Aadhaar number masked in their names, media types and,
 * for an XML certificate, content (a PAN's or licence's may carry its holder's full uid). A photo
 * or a PDF is kept as it came: UIDAI's e-Aadhaar PDF may print the number whole (Get Aadhaar PDF
 * says so).
 */
export async function binaryOf(
	context: IExecuteSingleFunctions,
	files: ResultFile[],
): Promise<IBinaryKeyData> {
	const binary: IBinaryKeyData = {};
	for (const { field, base64, fileName, mimeType } of files) {
		const content = Buffer.from(base64, 'base64');
		binary[field] = await context.helpers.prepareBinaryData(
			TEXT_FILE.test(mimeType)
				? Buffer.from(maskAadhaarNumbers(content.toString('utf8')), 'utf8')
				: content,
			maskAadhaarNumbers(fileName),
			maskAadhaarNumbers(mimeType),
		);
	}
	return binary;
}

/**
 * The item of an answer that its operation shapes (`shapeResult`: the identity documents): the
 * shaped result, beside the envelope's other fields with Full Response, its files as n8n binary
 * data, never as base64 in the JSON.
 */
export async function shapedOutputItems(
	context: IExecuteSingleFunctions,
	shapeResult: NonNullable<DeepvueOperation['shapeResult']>,
	envelope: IDataObject,
	inputs: InputsByName,
	options: NodeOptions,
): Promise<INodeExecutionData[]> {
	const shaped = shapeResult(envelope, inputs);
	const result = options.fullResponse ? { ...envelope, data: shaped.json } : shaped.json;
	return [
		{
			json: options.maskSensitive ? maskSensitiveValues(result) : result,
			...(shaped.files.length > 0 ? { binary: await binaryOf(context, shaped.files) } : {}),
			pairedItem: { item: context.getItemIndex() },
		},
	];
}
