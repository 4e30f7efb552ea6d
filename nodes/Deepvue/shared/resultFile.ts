import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';

import type { FollowUp } from './operation';

/** A field of the result, whichever Response Format put it at the top or under `data`. */
export function resultField(json: IDataObject, field: string): unknown {
	const data = json.data;
	if (json[field] !== undefined) return json[field];
	return data !== null && typeof data === 'object' ? (data as IDataObject)[field] : undefined;
}

function fileNameOf(url: string, disposition: unknown): string {
	const named = typeof disposition === 'string' ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
	if (named) return decodeURIComponent(named[1]);
	try {
		const last = new URL(url).pathname.split('/').filter(Boolean).pop();
		return last ? decodeURIComponent(last) : 'result';
	} catch {
		return 'result';
	}
}

/**
 * Fetches a file a result links to (a batch's output CSV, an AIS file) into a binary field, with
 * its file name and MIME type, ready for Extract From File. The links are pre-signed download
 * addresses, so no Deepvue credentials are sent with them.
 */
async function download(context: IExecuteSingleFunctions, url: string): Promise<INodeExecutionData['binary']> {
	const field = String(context.getNodeParameter('options.binaryPropertyOutput', 'data'));
	let response;
	try {
		response = await context.helpers.httpRequest({ method: 'GET', url, encoding: 'arraybuffer', returnFullResponse: true, json: false });
	} catch (error) {
		const status = (error as { response?: { status?: number } }).response?.status;
		throw new NodeApiError(context.getNode(), { url } as JsonObject, {
			message: `Could not download the result file${status ? ` (HTTP ${status})` : ''}`,
			description: 'The link may have expired. Get a fresh one with Batch > Get Batch Status, or switch off Download Result File.',
			httpCode: status ? String(status) : 'none',
			itemIndex: context.getItemIndex(),
		});
	}
	const headers = (response.headers ?? {}) as IDataObject;
	const mimeType = String(headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim();
	const content = Buffer.from(response.body as ArrayBuffer);
	return { [field]: await context.helpers.prepareBinaryData(content, fileNameOf(url, headers['content-disposition']), mimeType) };
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
