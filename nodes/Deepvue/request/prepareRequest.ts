import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { inputChecks, itemInputs } from '../inputs/itemInputs';
import type { ApiInput, FileRule, InputsByName } from '../model/input';
import type { NodeOptions } from '../model/nodeOptions';
import type { DeepvueOperation } from '../model/operation';
import { requestKey } from './requestKey';
import { fileAsBase64, fileUploadBody } from './uploadBody';
import type { FilePart } from './uploadBody';

/**
 * What an item's prepared request is: a question to ask Deepvue, by its key (requestKey.ts), or
 * an answer the item has without any call (an operation's `answerWithoutCall`).
 */
export type PreparedRequest =
	{ question: string; inputs: InputsByName } | { answer: IDataObject; inputs: InputsByName };

const isFileInput = (input: ApiInput): input is ApiInput & { file: FileRule } =>
	input.file !== undefined;

/** Whether the operation's inputs make a JSON body. */
const hasJsonBody = (operation: DeepvueOperation) =>
	operation.inputs.some((input) => input.in === 'body' || input.in === 'fileBase64');

/**
 * Completes an operation's request with the query, JSON body or upload from the item's inputs.
 * It runs when the request is next in its client's pacing queue, not while n8n
 * prepares every item of the run: at a plan limit, the first requests leave sooner. Consent goes
 * in the query string (Deepvue's docs show Consent Reason's `consent` and `reason` as query
 * parameters, JSON POSTs and uploads included); an identity-document operation's `consent` and
 * `purpose` go where its other inputs go, as its docs show them. Returns the request's key, by
 * which an answer already paid for is found, or the answer the item has without a call.
 */
export function prepareRequest(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	options: NodeOptions,
) {
	return async function (request: IHttpRequestOptions): Promise<PreparedRequest> {
		// Every input is read and checked before a file is read, so a bad value costs no file I/O.
		const checks = inputChecks(context, options);
		const checked = await itemInputs(context, operation, checks);
		// Wait Timeout and Max File Size from expressions too: a bad one is an error now, not after
		// the paid call. (The transport checks the retry options before its first attempt.)
		if (operation.followUps && options.waitForCompletion) options.waitTimeoutMs();
		if (operation.followUps && options.downloadResult) options.maxFileSizeMb();
		// With an identity-document operation's consent and purpose, which its follow-ups send too.
		const inputs: InputsByName = {
			...Object.fromEntries(
				operation.inputs.map((input, index) => [input.apiName, checked.values[index]]),
			),
			...(checked.consent as Record<string, string>),
		};
		const refuse = (message: string, description: string): never => {
			throw new NodeOperationError(context.getNode(), message, {
				itemIndex: context.getItemIndex(),
				description,
			});
		};
		const answer = operation.answerWithoutCall?.(inputs, refuse);
		if (answer !== undefined) return { answer, inputs };

		const query: IDataObject = {};
		const json: IDataObject = {};
		/** The JSON body as the request's key holds it: a file's digest instead of its base64 text. */
		const keyed: IDataObject = {};
		const parts: FilePart[] = [];

		for (const [index, input] of operation.inputs.entries()) {
			const value = checked.values[index];
			if (value === undefined) continue;
			if (isFileInput(input) && input.in === 'fileBase64') {
				const file = await fileAsBase64(context, { input, binaryPropertyName: value });
				json[input.apiName] = file.base64;
				keyed[input.apiName] = file.digest;
			} else if (isFileInput(input)) {
				parts.push({ input, binaryPropertyName: value });
			} else if (input.in !== 'node') {
				const params = input.sends ? input.sends(value) : { [input.apiName]: value };
				Object.assign(input.in === 'query' ? query : json, params);
				if (input.in !== 'query') Object.assign(keyed, params);
			}
		}
		if (operation.consent === 'purpose' && hasJsonBody(operation)) {
			Object.assign(json, checked.consent);
			Object.assign(keyed, checked.consent);
		} else {
			Object.assign(query, operation.consent === 'purpose' ? checked.consent : options.consent());
		}

		request.qs = query;
		const upload = parts.length > 0 ? await fileUploadBody(context, parts) : undefined;
		if (upload) {
			request.body = upload.body;
			request.headers = { ...request.headers, 'Content-Type': upload.contentType };
		} else if (operation.method === 'POST' && hasJsonBody(operation)) {
			request.body = json;
			request.headers = { ...request.headers, 'Content-Type': 'application/json' };
		} else {
			delete request.body;
		}
		const keyedBody = upload
			? { ...keyed, files: upload.fileDigests }
			: operation.method === 'POST'
				? keyed
				: undefined;
		return { question: requestKey(operation.method, operation.path, query, keyedBody), inputs };
	};
}
