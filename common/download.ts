import type { IBinaryData, IDataObject, IWebhookFunctions } from 'n8n-workflow';

import { fileNameOf } from './fileName';

export interface DownloadLimits {
	maxBytes: number;
	timeoutMs: number;
	/** Whether http:// to this machine is allowed (a local emulator), besides https://. */
	allowLoopbackHttp: boolean;
}

/** The file, or why it was not downloaded (for the item's `downloadError`). */
export type Download = { file: IBinaryData } | { failure: string };

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why the URL may not be fetched, or undefined when it may. */
export function refusedUrl(url: string, allowLoopbackHttp: boolean): string | undefined {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return 'batch_output_file_url is not a URL';
	}
	if (parsed.protocol === 'https:') return undefined;
	if (parsed.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.test(parsed.hostname)) return undefined;
	return allowLoopbackHttp
		? 'Not downloaded: batch_output_file_url must be https, or http on this machine'
		: 'Not downloaded: batch_output_file_url must be https (Allow HTTP on This Machine is off)';
}

interface Streamed {
	body: AsyncIterable<Buffer> & { destroy(): void };
	headers?: IDataObject;
}

/** The response body, stopped as soon as it passes `maxBytes`. */
async function readCapped(body: Streamed['body'], maxBytes: number): Promise<Buffer | undefined> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of body) {
		size += chunk.length;
		if (size > maxBytes) {
			body.destroy();
			return undefined;
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/**
 * Downloads the result file a delivery links to, within a size and a time limit, over https
 * (or http on this machine when allowed), without following redirects. Never throws: the
 * delivery has been acknowledged already, so whatever fails becomes the item's `downloadError`.
 */
export async function downloadResult(context: IWebhookFunctions, url: string, limits: DownloadLimits): Promise<Download> {
	const refused = refusedUrl(url, limits.allowLoopbackHttp);
	if (refused) return { failure: refused };
	// One deadline for the whole download, the body included: a server that trickles bytes
	// cannot hold the workflow back.
	const deadline = AbortSignal.timeout(limits.timeoutMs);
	try {
		const response = (await context.helpers.httpRequest({
			method: 'GET',
			url,
			encoding: 'stream',
			returnFullResponse: true,
			json: false,
			disableFollowRedirect: true,
			abortSignal: deadline,
		})) as Streamed;
		const content = await readCapped(response.body, limits.maxBytes);
		if (!content) return { failure: 'Not downloaded: the result file is larger than Max Size' };
		const headers = response.headers ?? {};
		const mimeType = String(headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim();
		return { file: await context.helpers.prepareBinaryData(content, fileNameOf(url, headers['content-disposition']), mimeType) };
	} catch (error) {
		if (deadline.aborted) return { failure: `Could not download the result file within ${limits.timeoutMs / 1000} s` };
		const status = (error as { response?: { status?: number } }).response?.status;
		return { failure: `Could not download the result file${status ? ` (HTTP ${status})` : ''}` };
	}
}
