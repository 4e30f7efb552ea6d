import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';

import { fetchFile } from './fetchFile';
import type { FollowUp } from './operation';

/** A field of the result, whichever Response Format put it at the top or under `data`. */
export function resultField(json: IDataObject, field: string): unknown {
	const data = json.data;
	if (json[field] !== undefined) return json[field];
	return data !== null && typeof data === 'object' ? (data as IDataObject)[field] : undefined;
}

/** The item's binary data with the linked file in the field the user chose. */
async function download(context: IExecuteSingleFunctions, url: string): Promise<INodeExecutionData['binary']> {
	const field = String(context.getNodeParameter('options.binaryPropertyOutput', 'data'));
	const fetched = await fetchFile(context.helpers, url);
	if ('file' in fetched) return { [field]: fetched.file };
	throw new NodeApiError(context.getNode(), { url } as JsonObject, {
		message: fetched.failure,
		description: 'The link may have expired. Get a fresh one with Batch > Get Batch Status, or switch off Download Result File.',
		httpCode: fetched.status ? String(fetched.status) : 'none',
		itemIndex: context.getItemIndex(),
	});
}

/** A follow-up that downloads the file at the result's `urlField` when the user asks for it. */
export function downloadResultFile(urlField: string): FollowUp {
	return async function (this: IExecuteSingleFunctions, items) {
		if (this.getNodeParameter('options.downloadResult', false) !== true) return items;
		const results: INodeExecutionData[] = [];
		for (const item of items) {
			const url = resultField(item.json, urlField);
			if (typeof url !== 'string' || url === '') {
				throw new NodeOperationError(this.getNode(), `The result has no file to download yet (${urlField} is empty)`, {
					itemIndex: this.getItemIndex(),
					description: 'For a batch that is still processing, switch on Wait for Completion, or use a Deepvue Trigger.',
				});
			}
			results.push({ ...item, binary: { ...item.binary, ...(await download(this, url)) } });
		}
		return results;
	};
}
