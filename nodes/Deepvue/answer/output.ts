import { NodeApiError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData, JsonObject } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { describeHttpFailure, toNodeApiError } from '../failures/errors';
import { maskSensitiveValues } from './mask';
import { nameMatch } from './nameMatch/nameMatch';
import type { NameThresholds } from './nameMatch/nameMatch';
import { readOptions } from '../options/readOptions';
import { nameToMatch } from '../inputs/apiInputs';
import { checkInput, inputChecks } from '../inputs/checkInput';
import { parameterForItem } from '../engine/n8nInternals';
import type { DeepvueOperation } from '../model/operation';
import type { PaidAnswer } from '../memory/paidAnswer';

/** A batch submission's answer (201): no `data`, the request ID at the top. */
function isSubmission(envelope: IDataObject): boolean {
	return typeof envelope.request_id === 'string' && envelope.request_id !== '';
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
	if (!isObject(envelope.data) && !Array.isArray(envelope.data) && !isSubmission(envelope)) {
		throw new NodeApiError(context.getNode(), envelope as JsonObject, {
			message: 'Deepvue answered without a result',
			description: 'The answer had no data. Try again later; if it persists, contact Deepvue support with its transaction_id.',
			httpCode: String(response.statusCode),
			itemIndex,
		});
	}
	return envelope;
}

/** A list entry as an item's JSON: Deepvue's entries are objects; anything else is kept under `value`. */
const entryOf = (entry: unknown): IDataObject => (isObject(entry) ? entry : { value: entry as IDataObject[string] });

/**
 * The results of a checked envelope: one, the whole envelope with Full Response; for a list with
 * Options > Split Into Items, one per entry (an empty list still one, so the input row is kept).
 */
function resultsOf(envelope: IDataObject, operation: DeepvueOperation, options: { fullResponse: boolean; splitList: boolean }): IDataObject[] {
	if (options.fullResponse) return [envelope];
	const { data } = envelope;
	if (options.splitList && Array.isArray(data) && data.length > 0) return data.map(entryOf);
	return [resultOf(envelope, operation)];
}

/** The item's output: the results of a checked envelope, each paired with the input item, masked when the user asks. */
export function toOutputItems(context: IExecuteSingleFunctions, operation: DeepvueOperation, envelope: IDataObject): INodeExecutionData[] {
	const options = readOptions(context);
	return resultsOf(envelope, operation, options).map((result) => ({
		json: options.maskSensitive ? maskSensitiveValues(result) : result,
		pairedItem: { item: context.getItemIndex() },
	}));
}

/** What an item's name is compared with: its Name to Match, and the thresholds of its verdict. */
export interface NameCheck {
	expected: string;
	thresholds: NameThresholds;
}

/**
 * The item's Name to Match and thresholds, checked, for an operation that finds a person's name;
 * undefined when it finds none or Name to Match is empty. Read before the item's call, so a wrong
 * threshold costs nothing.
 */
export function nameCheckOf(context: IExecuteSingleFunctions, operation: DeepvueOperation): NameCheck | undefined {
	if (operation.nameIn === undefined) return undefined;
	const node = context.getNode();
	const itemIndex = context.getItemIndex();
	const raw = parameterForItem(context, node, nameToMatch.field.name, nameToMatch.field.default, itemIndex);
	const expected = checkInput(nameToMatch, raw, inputChecks(context), node, itemIndex);
	return expected === undefined ? undefined : { expected, thresholds: readOptions(context).nameThresholds() };
}

/**
 * The items with `name_match` beside the other fields (beside the envelope with Full Response),
 * compared with the name in the answer as Deepvue gave it, before any masking. Worked out for each
 * item from its own Name to Match, a reused answer's too; never kept with the answer.
 */
export function withNameMatch(items: INodeExecutionData[], check: NameCheck | undefined, operation: DeepvueOperation, answer: PaidAnswer): INodeExecutionData[] {
	if (!check || operation.nameIn === undefined) return items;
	const data = 'envelope' in answer ? answer.envelope.data : undefined;
	const found = isObject(data) ? data[operation.nameIn] : undefined;
	const match = nameMatch(check.expected, found, check.thresholds);
	return items.map((item) => ({ ...item, json: { ...item.json, name_match: { ...match } } }));
}
