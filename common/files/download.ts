/**
 * The one way both nodes fetch a file a result links to (a batch's result CSV, an AIS file). The
 * links are pre-signed: no credentials go with them. Over https only, or plain http to this machine
 * when the node allows it (a local emulator); no redirects, so none to plain http either; within a
 * size limit and one deadline.
 */
import type { IBinaryData, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';

import { isLoopbackHost } from '../authorization/baseUrl';
import { fileNameOf } from './fileName';
import { mediaTypeOf } from './mediaType';

export interface DownloadRules {
	/** The result field the link came from, named in messages: `batch_output_file_url`, `ais_file`. */
	field: string;
	/** Whether http:// to this machine (127.0.0.0/8, localhost, [::1]) is allowed besides https://. */
	allowLoopbackHttp: boolean;
	maxSizeMb: number;
	/** The setting that gives `maxSizeMb`, named when a file is larger: "Max Size". */
	maxSizeSetting: string;
	/** One deadline for the whole download: connecting, any retries, every byte of the body. */
	timeoutMs: number;
}

export type DownloadFailureReason =
	'notUrl' | 'notHttps' | 'tooLarge' | 'timeout' | 'redirect' | 'httpStatus' | 'unreachable';

/** Why a file was not downloaded; `message` stands on its own. */
export interface DownloadFailure {
	reason: DownloadFailureReason;
	message: string;
	/** The status the file's host answered with, when it answered. */
	httpCode?: string;
}

export type Download = { file: IBinaryData } | { failure: DownloadFailure };

/** Sends the GET: n8n's httpRequest helper, or the Deepvue node's transport (which retries dropped connections). */
export type SendRequest = (request: IHttpRequestOptions) => Promise<IN8nHttpFullResponse>;

/** n8n's `prepareBinaryData`, of the node that downloads. */
export type PrepareBinaryData = (
	content: Buffer,
	fileName: string,
	mimeType: string,
) => Promise<IBinaryData>;

const MB = 1024 * 1024;

/** Whether the address is plain http to this machine. */
export function isLoopbackHttp(address: string): boolean {
	try {
		const parsed = new URL(address);
		return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
	} catch {
		return false;
	}
}

/** Why the link may not be fetched, or undefined when it may. */
export function refusedUrl(
	url: string,
	field: string,
	allowLoopbackHttp: boolean,
): DownloadFailure | undefined {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return { reason: 'notUrl', message: `Not downloaded: ${field} is not a URL` };
	}
	if (parsed.protocol === 'https:' || (allowLoopbackHttp && isLoopbackHttp(url))) return undefined;
	return {
		reason: 'notHttps',
		message: `Not downloaded: ${field} must be https${allowLoopbackHttp ? ', or http on this machine' : ''}`,
	};
}

function tooLarge(rules: DownloadRules): DownloadFailure {
	return {
		reason: 'tooLarge',
		message: `Not downloaded: the result file is larger than ${rules.maxSizeSetting} (${rules.maxSizeMb} MB)`,
	};
}

function answered(status: number): DownloadFailure {
	const httpCode = String(status);
	return status >= 300 && status < 400
		? {
				reason: 'redirect',
				httpCode,
				message: `Not downloaded: the file's host answered with a redirect (HTTP ${status}), which is not followed`,
			}
		: {
				reason: 'httpStatus',
				httpCode,
				message: `Could not download the result file (HTTP ${status})`,
			};
}

type Body = AsyncIterable<Buffer> & { destroy(): void };

/** The response body, or undefined as soon as it passes `maxBytes` (the rest is not read). */
async function readCapped(body: Body, maxBytes: number): Promise<Buffer | undefined> {
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

/** The file's bytes and headers, or why they were not read. */
async function fetchContent(
	url: string,
	rules: DownloadRules,
	send: SendRequest,
): Promise<
	{ content: Buffer; headers: IN8nHttpFullResponse['headers'] } | { failure: DownloadFailure }
> {
	const maxBytes = rules.maxSizeMb * MB;
	const deadline = AbortSignal.timeout(rules.timeoutMs);
	try {
		const response = await send({
			method: 'GET',
			url,
			encoding: 'stream',
			json: false,
			returnFullResponse: true,
			disableFollowRedirect: true,
			// Every answer comes back with its body unread: an error page is not read either.
			ignoreHttpStatusErrors: true,
			abortSignal: deadline,
		});
		const body = response.body as Body;
		const headers = response.headers ?? {};
		if (response.statusCode < 200 || response.statusCode >= 300) {
			body.destroy();
			return { failure: answered(response.statusCode) };
		}
		if (Number(headers['content-length']) > maxBytes) {
			body.destroy();
			return { failure: tooLarge(rules) };
		}
		const content = await readCapped(body, maxBytes);
		return content ? { content, headers } : { failure: tooLarge(rules) };
	} catch {
		// The deadline covers the body too: a server that trickles bytes cannot hold the workflow back.
		if (deadline.aborted)
			return {
				failure: {
					reason: 'timeout',
					message: `Could not download the result file within ${rules.timeoutMs / 1000} s`,
				},
			};
		return { failure: { reason: 'unreachable', message: 'Could not download the result file' } };
	}
}

/** Downloads the file at `url` into binary data named as its host names it, or says why not. */
export async function downloadLinkedFile(
	url: string,
	rules: DownloadRules,
	send: SendRequest,
	prepareBinaryData: PrepareBinaryData,
): Promise<Download> {
	const refused = refusedUrl(url, rules.field, rules.allowLoopbackHttp);
	if (refused) return { failure: refused };
	const fetched = await fetchContent(url, rules, send);
	if ('failure' in fetched) return fetched;
	const { content, headers } = fetched;
	const mimeType = mediaTypeOf(headers['content-type']) || 'application/octet-stream';
	return {
		file: await prepareBinaryData(
			content,
			fileNameOf(url, headers['content-disposition']),
			mimeType,
		),
	};
}
