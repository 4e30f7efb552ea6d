import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { itemInputs } from '../inputs/itemInputs';
import type { DeepvueOperation } from '../model/operation';
import { readOptions } from '../options/readOptions';
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
export function prepareRequest(context: IExecuteSingleFunctions, operation: DeepvueOperation) {
	return async function (requestOptions: IHttpRequestOptions): Promise<string> {
		// Every input is read and checked before the upload is read, so a bad value costs no file I/O.
		const checked = await itemInputs(context, operation);
		// Wait Timeout and Max File Size from expressions too: a bad one is an error now, not after
		// the paid call. (The transport has checked the retry options already.)
		const options = readOptions(context);
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

		requestOptions.qs = { ...query, ...consent };
		if (upload) {
			requestOptions.body = upload.body;
			requestOptions.headers = { ...requestOptions.headers, 'Content-Type': upload.contentType };
		} else if (operation.method === 'POST') {
			requestOptions.body = json;
			requestOptions.headers = { ...requestOptions.headers, 'Content-Type': 'application/json' };
		} else {
			delete requestOptions.body;
		}
		const keyedBody = upload ? { ...json, file: upload.fileDigest } : operation.method === 'POST' ? json : undefined;
		return requestKey(operation.method, operation.path, requestOptions.qs, keyedBody);
	};
}
