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
import { maskSensitiveValues } from './mask';

/**
 * Fields that hold an identifier Deepvue made (a reference, a session's id and link, a hash): no
 * Aadhaar number, and one masked by mistake would break (an OTP's reference of hex digits may hold
 * 12 digits in a row).
 */
const IDENTIFIER_FIELD = /(^|_)(id|ids|url|hash)$/;

/** A result with any number in its texts that may be an Aadhaar number masked, its identifiers aside. */
function withAadhaarMasked(value: unknown, key = ''): unknown {
	if (IDENTIFIER_FIELD.test(key)) return value;
	if (typeof value === 'string') return maskAadhaarNumbers(value);
	if (Array.isArray(value)) return value.map((entry) => withAadhaarMasked(entry));
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([name, entry]) => [name, withAadhaarMasked(entry, name)]),
		);
	}
	return value;
}

/**
 * The item of an answer that its operation shapes (`shapeResult`: the identity documents): the
 * shaped result, beside the envelope's other fields with Full Response, its files as n8n binary
 * data, never as base64 in the JSON, and any number that may be an Aadhaar number masked.
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
	const json = withAadhaarMasked(options.maskSensitive ? maskSensitiveValues(result) : result);
	const binary: IBinaryKeyData = {};
	for (const file of shaped.files) {
		binary[file.field] = await context.helpers.prepareBinaryData(
			Buffer.from(file.base64, 'base64'),
			file.fileName,
			file.mimeType,
		);
	}
	return [
		{
			json: json as IDataObject,
			...(shaped.files.length > 0 ? { binary } : {}),
			pairedItem: { item: context.getItemIndex() },
		},
	];
}
