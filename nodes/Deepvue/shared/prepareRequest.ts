import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkAllItemsFirst } from './checkAllItems';
import type { DeepvueOperation } from './operation';
import { readInput } from './readInput';
import { fileUploadBody } from './upload';
import type { UploadBody } from './upload';

type PreSend = (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) => Promise<IHttpRequestOptions>;

/** Builds an operation's query, JSON body or upload from the item's inputs. */
export function prepareRequest(operation: DeepvueOperation): PreSend {
	return async function (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
		const checked = checkAllItemsFirst(this, operation);

		const query: IDataObject = {};
		const json: IDataObject = {};
		let upload: UploadBody | undefined;

		// Every input is read and checked before the upload is read, so a bad value costs no file I/O.
		const values = operation.inputs.map((input, index) => ({
			input,
			value: checked ? checked[index] : readInput(this, input),
		}));
		for (const { input, value } of values) {
			if (value === undefined) continue;
			if (input.in === 'query') query[input.apiName] = value;
			else if (input.in === 'body') json[input.apiName] = value;
			else upload = await fileUploadBody(this, input.apiName, value);
		}

		requestOptions.qs = query;
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
