import { createHash } from 'crypto';
import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { notCsvError, notCsvReason } from '../inputs/csvFile';

/** A multipart/form-data body and the Content-Type header naming its boundary. */
export interface UploadBody {
	body: Buffer;
	contentType: string;
	/** The file's SHA-256, which tells the same upload again (the body's boundary is new each time). */
	fileDigest: string;
}

/** Quotes in a part's name or file name, as browsers and Node's FormData encode them. */
function quoted(value: string): string {
	return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A MIME type safe to put in a part header: no line breaks, which would start a new header. */
function safeMimeType(mimeType: string | undefined): string {
	const type = (mimeType ?? '').trim();
	return type !== '' && !/[\r\n]/.test(type) ? type : 'text/csv';
}

/**
 * A multipart body holding the item's binary file under `fieldName`, built as one Buffer: n8n can
 * send it again when it re-authorizes after a 401 (a stream could not be), and the file is held
 * twice at most (n8n's Buffer and the body), where FormData and Blob would add a third copy.
 */
export async function fileUploadBody(
	context: IExecuteSingleFunctions,
	fieldName: string,
	binaryPropertyName: string,
): Promise<UploadBody> {
	const binary = context.helpers.assertBinaryData(binaryPropertyName);
	const content = await context.helpers.getBinaryDataBuffer(binaryPropertyName);
	const reason = notCsvReason(binary, content);
	if (reason !== undefined)
		throw notCsvError(context.getNode(), binaryPropertyName, context.getItemIndex(), reason);
	const fileName = binary.fileName ?? `${binaryPropertyName}.csv`;
	const boundary = `----DeepvueUpload${crypto.randomUUID().replace(/-/g, '')}`;
	const head =
		`--${boundary}\r\n` +
		`Content-Disposition: form-data; name="${quoted(fieldName)}"; filename="${quoted(fileName)}"\r\n` +
		`Content-Type: ${safeMimeType(binary.mimeType)}\r\n\r\n`;
	const tail = `\r\n--${boundary}--\r\n`;
	return {
		body: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(tail, 'utf8')]),
		contentType: `multipart/form-data; boundary=${boundary}`,
		fileDigest: createHash('sha256').update(content).digest('hex'),
	};
}
