import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { inputChecks, itemInputs } from '../inputs/itemInputs';
import type { NodeOptions } from '../model/nodeOptions';
import type { DeepvueOperation } from '../model/operation';
import { requestKey } from './requestKey';
import { fileUploadBody } from './uploadBody';
import type { UploadBody } from './uploadBody';

/**
 * Completes an operation's request with the query, JSON body or upload from the item's inputs.
 * It runs when the request is next in its client's pacing queue, not while n8n
 * prepares every item of the run: at a plan limit, the first requests leave sooner. The consent
 * parameters go in the query string of every request, JSON POSTs and uploads included: Deepvue's
 * docs show them as query parameters and say nothing of bodies. Returns the request's key
 * (requestKey.ts), by which an answer already paid for is found.
 */
export function prepareRequest(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	options: NodeOptions,
) {
	return async function (request: IHttpRequestOptions): Promise<string> {
		// Every input is read and checked before the upload is read, so a bad value costs no file I/O.
		const checks = inputChecks(context, options);
		const checked = await itemInputs(context, operation, checks);
		// Wait Timeout and Max File Size from expressions too: a bad one is an error now, not after
		// the paid call. (The transport checks the retry options before its first attempt.)
		if (operation.followUps && options.waitForCompletion) options.waitTimeoutMs();
		if (operation.followUps && options.downloadResult) options.maxFileSizeMb();
		const consent = options.consent();

		const query: IDataObject = {};
		const json: IDataObject = {};
		let upload: UploadBody | undefined;

		for (const [index, input] of operation.inputs.entries()) {
			const value = checked[index];
			if (value === undefined) continue;
			if (input.in === 'query') query[input.apiName] = value;
			else if (input.in === 'body') json[input.apiName] = value;
			else upload = await fileUploadBody(context, input.apiName, value);
		}

		request.qs = { ...query, ...consent };
		if (upload) {
			request.body = upload.body;
			request.headers = { ...request.headers, 'Content-Type': upload.contentType };
		} else if (operation.method === 'POST') {
			request.body = json;
			request.headers = { ...request.headers, 'Content-Type': 'application/json' };
		} else {
			delete request.body;
		}
		const keyedBody = upload
			? { ...json, file: upload.fileDigest }
			: operation.method === 'POST'
				? json
				: undefined;
		return requestKey(operation.method, operation.path, request.qs, keyedBody);
	};
}
