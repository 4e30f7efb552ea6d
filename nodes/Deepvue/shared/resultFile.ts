import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';

import { fileNameOf } from '../../../common/fileName';
import type { FollowUp } from './operation';
import { resultField } from './output';
import { DEFAULT_TIMEOUTS_MS, seconds } from './requestSettings';
import { downloadFile } from './transport';

/** The item's binary data with the linked file in the field the user chose. */
async function download(context: IExecuteSingleFunctions, url: string): Promise<INodeExecutionData['binary']> {
	const field = String(context.getNodeParameter('options.binaryPropertyOutput', 'data'));
	let response;
	try {
		response = await downloadFile(context, url);
	} catch (error) {
		const status = (error as { httpCode?: unknown }).httpCode;
		const httpCode = typeof status === 'string' && /^\d{3}$/.test(status) ? status : 'none';
		throw new NodeApiError(context.getNode(), { url } as JsonObject, {
			message: `Could not download the result file${httpCode === 'none' ? '' : ` (HTTP ${httpCode})`}`,
			description:
				httpCode === 'none'
					? `The file's host could not be reached or did not answer in time (${seconds(DEFAULT_TIMEOUTS_MS.download)}, or the node's Settings > Request Options > Timeout). Try again later with Batch > Get Batch Status, or switch off Download Result File.`
					: 'The link may have expired. Get a fresh one with Batch > Get Batch Status, or switch off Download Result File.',
			httpCode,
			itemIndex: context.getItemIndex(),
		});
	}
	const headers = response.headers ?? {};
	const mimeType = String(headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim();
	const content = Buffer.from(response.body as ArrayBuffer);
	const fileName = fileNameOf(url, headers['content-disposition']);
	return { [field]: await context.helpers.prepareBinaryData(content, fileName, mimeType) };
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
