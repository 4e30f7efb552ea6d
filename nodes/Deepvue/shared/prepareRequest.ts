import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { consentQuery } from './consent';
import { itemInputs } from './itemInputs';
import { retrySettings, waitTimeoutMs } from './retryPolicy';
import type { DeepvueOperation } from './operation';
import { fileUploadBody } from './upload';
import type { UploadBody } from './upload';

type PreSend = (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) => Promise<IHttpRequestOptions>;

/**
 * Builds an operation's query, JSON body or upload from the item's inputs. The consent
 * parameters go in the query string of every request, JSON POSTs and uploads included: Deepvue's
 * docs show them as query parameters and say nothing of bodies.
 */
export function prepareRequest(operation: DeepvueOperation): PreSend {
	return async function (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
		// Every input is read and checked before the upload is read, so a bad value costs no file I/O.
		const checked = itemInputs(this, operation);
		// Options from expressions too: a bad one is an error now, not after the paid call.
		retrySettings(this);
		if (operation.followUps && this.getNodeParameter('options.waitForCompletion', false) === true) waitTimeoutMs(this);
		const consent = consentQuery(this.getNode());

		const query: IDataObject = {};
		const json: IDataObject = {};
		let upload: UploadBody | undefined;

		for (const [index, input] of operation.inputs.entries()) {
			const value = checked[index];
			if (value === undefined) continue;
			if (input.in === 'query') query[input.apiName] = value;
			else if (input.in === 'body') json[input.apiName] = value;
			else upload = await fileUploadBody(this, input.apiName, value);
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
		return requestOptions;
	};
}
