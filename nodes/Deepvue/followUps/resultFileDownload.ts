import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';

import { apiBaseUrl } from '../../../common/authorization/accessToken';
import type { Clock } from '../../../common/clock';
import { downloadLinkedFile, isLoopbackHttp } from '../../../common/files/download';
import type { DownloadFailure, DownloadFailureReason } from '../../../common/files/download';
import type { FollowUp } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { resultField } from '../answer/output';
import { DEFAULT_TIMEOUTS_MS, seconds } from '../../../common/limits/timeouts';
import { downloadFile } from '../transport/transport';

const FRESH_LINK =
	'Get a fresh link (for a batch: Batch > Get Batch Status), or switch off Download Result File.';

/** What to do about each failure, in the node's terms. */
const ADVICE: Record<DownloadFailureReason, string> = {
	notUrl: `Deepvue's answer holds no link the node can fetch. ${FRESH_LINK}`,
	notHttps:
		'Result files are fetched over https only. Plain http is allowed only ' +
		'to this machine (127.0.0.1, localhost), and only when the Base URL of ' +
		'the Deepvue credential is http on this machine too, as with a local ' +
		'emulator.',
	tooLarge:
		'Raise Options > Max File Size (MB), or switch off Download Result File and fetch the link another way.',
	timeout:
		`The whole download, retries included, has to finish within the node's ` +
		`Settings > Request Options > Timeout, else ${seconds(DEFAULT_TIMEOUTS_MS.download)}. ` +
		`Try again later, or raise the Timeout.`,
	redirect: `The file is fetched only from the address Deepvue gave. ${FRESH_LINK}`,
	httpStatus: `The link may have expired. ${FRESH_LINK}`,
	unreachable: `The file's host could not be reached. Try again later. ${FRESH_LINK}`,
};

function failureError(
	context: IExecuteSingleFunctions,
	url: string,
	failure: DownloadFailure,
): NodeApiError | NodeOperationError {
	const options = {
		message: failure.message,
		description: ADVICE[failure.reason],
		itemIndex: context.getItemIndex(),
	};
	// Refused before or instead of reading it: nothing went wrong with the file's host.
	if (
		failure.reason === 'notUrl' ||
		failure.reason === 'notHttps' ||
		failure.reason === 'tooLarge'
	) {
		return new NodeOperationError(context.getNode(), failure.message, options);
	}
	return new NodeApiError(context.getNode(), { url } as JsonObject, {
		...options,
		httpCode: failure.httpCode ?? 'none',
	});
}

/** The item's binary data with the linked file in the field the user chose. */
async function download(
	context: IExecuteSingleFunctions,
	url: string,
	urlField: string,
	options: NodeOptions,
	clock: Clock,
): Promise<INodeExecutionData['binary']> {
	const field = options.binaryPropertyOutput;
	const credentials = await context.getCredentials('deepvueApi');
	const fetched = await downloadLinkedFile(
		url,
		{
			field: urlField,
			// Only a credential that talks to this machine over http (a local emulator) gets its file links there.
			allowLoopbackHttp: isLoopbackHttp(apiBaseUrl(credentials.baseUrl)),
			maxSizeMb: options.maxFileSizeMb(),
			maxSizeSetting: 'Max File Size',
			timeoutMs:
				options.requestSettings(DEFAULT_TIMEOUTS_MS.download).timeout ??
				DEFAULT_TIMEOUTS_MS.download,
		},
		async (request) => await downloadFile(context, request, options, clock),
		async (content, fileName, mimeType) =>
			await context.helpers.prepareBinaryData(content, fileName, mimeType),
	);
	if ('failure' in fetched) throw failureError(context, url, fetched.failure);
	return { [field]: fetched.file };
}

/** A follow-up that downloads the file at the result's `urlField` when the user asks for it. */
export function resultFileDownload(urlField: string): FollowUp {
	return {
		option: 'downloadResult',
		async run(context, items, { options, clock }) {
			const results: INodeExecutionData[] = [];
			for (const item of items) {
				const url = resultField(item.json, urlField);
				if (typeof url !== 'string' || url === '') {
					throw new NodeOperationError(
						context.getNode(),
						`The result has no file to download yet (${urlField} is empty)`,
						{
							itemIndex: context.getItemIndex(),
							description:
								'For a batch that is still processing, switch on Wait for Completion, or use a Deepvue Trigger.',
						},
					);
				}
				results.push({
					...item,
					binary: {
						...item.binary,
						...(await download(context, url, urlField, options, clock)),
					},
				});
			}
			return results;
		},
	};
}
