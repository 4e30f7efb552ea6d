/** Reads request bodies and parses the three kinds the API takes: JSON, URL-encoded and multipart forms. */
import type { IncomingMessage } from 'node:http';

import { ApiError } from './errors';
import { parseMultipart } from './multipart';
import type { UploadedFile } from './multipart';

/**
 * Largest body accepted; batch files are the only big ones. Deepvue documents no limit; this one
 * leaves room for large batches (tests upload 50 MB) while bounding the memory a request can take.
 */
export const MAX_BODY_BYTES = 100 * 1024 * 1024;

export interface ParsedBody {
	/** The JSON value, for `application/json` bodies. */
	json?: unknown;
	/** Text fields, for URL-encoded and multipart forms. */
	form?: Record<string, string>;
	/** Files, for multipart forms (possibly none). */
	files?: UploadedFile[];
	/** Why the body could not be parsed; answered with 422 once the caller is authenticated. */
	error?: string;
}

/** The media type of a Content-Type header, lower case and without parameters. */
export function mediaType(contentType: string): string {
	return contentType.split(';')[0].trim().toLowerCase();
}

export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let tooLarge = false;
		request.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > limit) tooLarge = true;
			else chunks.push(chunk);
		});
		request.on('end', () =>
			tooLarge ? reject(new ApiError(413)) : resolve(Buffer.concat(chunks)),
		);
		request.on('error', reject);
	});
}

export function parseBody(contentType: string, raw: Buffer): ParsedBody {
	const type = mediaType(contentType);
	try {
		if (type === 'multipart/form-data') {
			const { fields, files } = parseMultipart(raw, contentType);
			return { form: fields, files };
		}
		if (type === 'application/x-www-form-urlencoded') {
			return { form: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
		}
		if (raw.length === 0) return {};
		if (type === 'application/json' || type.endsWith('+json')) {
			return { json: JSON.parse(raw.toString('utf8')) as unknown };
		}
		return {};
	} catch (error) {
		const reason =
			error instanceof SyntaxError
				? 'Invalid JSON body'
				: `Invalid form body: ${(error as Error).message}`;
		return { error: reason };
	}
}
