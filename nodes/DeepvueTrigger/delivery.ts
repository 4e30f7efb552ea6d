import type { IBinaryData, IDataObject, IWebhookFunctions } from 'n8n-workflow';

import { isObject } from '../../common/isObject';
import { mediaTypeOf } from '../../common/files/mediaType';

/**
 * What a batch-result delivery holds. Deepvue does not document its webhook payload, so every
 * reasonable form is read: JSON (expected: request_id, status, product_id, message,
 * batch_output_file_url), a URL-encoded form, a multipart form with the result file, or the
 * result CSV itself as the body.
 */
export interface Delivery {
	fields: IDataObject;
	file?: IBinaryData;
}

/** A delivery, or why it cannot be read (the caller answers 400). */
export type ReadResult = { delivery: Delivery } | { refused: string };

interface UploadedFile {
	filepath: string;
	originalFilename?: string | null;
	newFilename?: string;
	mimetype?: string | null;
	size?: number;
}

const TOO_LARGE = 'The delivery is larger than the Max Size of the trigger';

/**
 * How many records a CSV text holds that are not blank, the header included. A line break inside
 * quotes belongs to its record.
 */
export function csvRecords(text: string): number {
	let records = 0;
	let quoted = false;
	let blank = true;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (char === '"') {
			quoted = !quoted;
			blank = false;
		} else if (!quoted && (char === '\n' || char === '\r')) {
			if (!blank) records += 1;
			blank = true;
		} else if (blank && char.trim() !== '') {
			blank = false;
		}
	}
	return blank ? records : records + 1;
}

async function multipartDelivery(
	context: IWebhookFunctions,
	body: IDataObject,
	maxBytes: number,
): Promise<ReadResult> {
	const fields = isObject(body.data) ? body.data : {};
	const files = (isObject(body.files) ? Object.values(body.files).flat() : []) as UploadedFile[];
	// Every part counts: the fields and all files, not only the file that is kept.
	const size = files.reduce(
		(total, file) => total + (file.size ?? 0),
		Buffer.byteLength(JSON.stringify(fields)),
	);
	if (size > maxBytes) return { refused: TOO_LARGE };
	const upload = files[0];
	if (!upload)
		return Object.keys(fields).length
			? { delivery: { fields } }
			: { refused: 'The delivery is empty' };
	const name = upload.originalFilename ?? upload.newFilename ?? 'batch-result.csv';
	const file = await context.nodeHelpers.copyBinaryFile(
		upload.filepath,
		name,
		upload.mimetype ?? 'text/csv',
	);
	return { delivery: { fields, file } };
}

async function csvDelivery(context: IWebhookFunctions, raw: Buffer): Promise<ReadResult> {
	const records = csvRecords(raw.toString('utf8'));
	if (records === 0) return { refused: 'The delivery is empty' };
	const file = await context.helpers.prepareBinaryData(raw, 'batch-result.csv', 'text/csv');
	// The first record is the header.
	return { delivery: { fields: { rows: records - 1 }, file } };
}

function isJson(raw: Buffer): boolean {
	try {
		JSON.parse(raw.toString('utf8'));
		return true;
	} catch {
		return false;
	}
}

/** Reads the delivery of the current webhook call. */
export async function readDelivery(
	context: IWebhookFunctions,
	maxBytes: number,
): Promise<ReadResult> {
	const request = context.getRequestObject() as unknown as { body?: unknown; rawBody?: Buffer };
	const contentType = mediaTypeOf(context.getHeaderData()['content-type']);
	const raw = Buffer.isBuffer(request.rawBody) ? request.rawBody : undefined;
	if (raw && raw.length > maxBytes) return { refused: TOO_LARGE };

	if (contentType === 'multipart/form-data') {
		if (!isObject(request.body)) return { refused: 'The multipart delivery could not be read' };
		return await multipartDelivery(context, request.body, maxBytes);
	}
	if (
		contentType === 'text/csv' ||
		contentType === 'text/plain' ||
		contentType === 'application/csv'
	) {
		const text = raw ?? (typeof request.body === 'string' ? Buffer.from(request.body) : undefined);
		if (!text || text.length === 0) return { refused: 'The delivery is empty' };
		if (text.length > maxBytes) return { refused: TOO_LARGE };
		return await csvDelivery(context, text);
	}
	// n8n answers unparseable JSON itself in most versions; check again rather than start on nothing.
	if (contentType === 'application/json' && raw !== undefined && !isJson(raw)) {
		return { refused: 'The delivery is not valid JSON' };
	}
	if (!isObject(request.body) || Object.keys(request.body).length === 0) {
		return { refused: 'The delivery is empty or not an object' };
	}
	return { delivery: { fields: request.body } };
}
