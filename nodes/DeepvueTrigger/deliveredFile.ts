import type { IBinaryData, IN8nHttpFullResponse, IWebhookFunctions } from 'n8n-workflow';

import { downloadLinkedFile } from '../../common/files/download';

export interface DeliveredFileOptions {
	allowLoopbackHttp: boolean;
	maxSizeMb: number;
	timeoutSeconds: number;
}

/**
 * The result file a delivery links to, or why it was not downloaded (the item's `downloadError`).
 * Never throws: the delivery has been acknowledged already, so the workflow starts either way.
 */
export async function downloadDeliveredFile(
	context: IWebhookFunctions,
	url: string,
	{ allowLoopbackHttp, maxSizeMb, timeoutSeconds }: DeliveredFileOptions,
): Promise<{ file: IBinaryData } | { failure: string }> {
	try {
		const fetched = await downloadLinkedFile(
			url,
			{
				field: 'batch_output_file_url',
				allowLoopbackHttp,
				maxSizeMb,
				maxSizeSetting: 'Max Size',
				timeoutMs: timeoutSeconds * 1000,
			},
			async (request) => (await context.helpers.httpRequest(request)) as IN8nHttpFullResponse,
			async (content, fileName, mimeType) =>
				await context.helpers.prepareBinaryData(content, fileName, mimeType),
		);
		if ('file' in fetched) return fetched;
		const { reason, message } = fetched.failure;
		return {
			failure:
				reason === 'notHttps' && !allowLoopbackHttp
					? `${message} (Allow HTTP on This Machine is off)`
					: message,
		};
	} catch (error) {
		return {
			failure: `The result file could not be stored: ${error instanceof Error ? error.message : String(error)}`,
		};
	}
}
