import type { IBinaryData, IDataObject, IHttpRequestOptions } from 'n8n-workflow';

interface FileHelpers {
	httpRequest(options: IHttpRequestOptions): Promise<unknown>;
	prepareBinaryData(content: Buffer, fileName?: string, mimeType?: string): Promise<IBinaryData>;
}

/** The file, or why it could not be had: `status` is the HTTP status, undefined when no answer came. */
export type FetchedFile = { file: IBinaryData } | { failure: string; status?: number };

/** Percent-decoded text, or the text as it is when it is not valid percent-encoding ("100%"). */
function decoded(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

/** The file name a download announces (Content-Disposition), or the last part of its URL. */
export function fileNameOf(url: string, disposition: unknown): string {
	const named = typeof disposition === 'string' ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
	if (named) return decoded(named[1]);
	try {
		const last = new URL(url).pathname.split('/').filter(Boolean).pop();
		return last ? decoded(last) : 'result';
	} catch {
		return 'result';
	}
}

/**
 * Fetches a file a result links to (a batch's output CSV, an AIS file) as binary data with its
 * file name and MIME type, ready for Extract From File. These links are pre-signed download
 * addresses, so no Deepvue credentials are sent with them.
 */
export async function fetchFile(helpers: FileHelpers, url: string): Promise<FetchedFile> {
	let response: { body?: unknown; headers?: IDataObject };
	try {
		response = (await helpers.httpRequest({
			method: 'GET',
			url,
			encoding: 'arraybuffer',
			returnFullResponse: true,
			json: false,
		})) as typeof response;
	} catch (error) {
		const status = (error as { response?: { status?: number } }).response?.status;
		return { failure: `Could not download the result file${status ? ` (HTTP ${status})` : ''}`, status };
	}
	const headers = response.headers ?? {};
	const mimeType = String(headers['content-type'] ?? 'application/octet-stream').split(';')[0].trim();
	const content = Buffer.from(response.body as ArrayBuffer);
	return { file: await helpers.prepareBinaryData(content, fileNameOf(url, headers['content-disposition']), mimeType) };
}
