import { createHash } from 'crypto';
import type { IExecuteSingleFunctions } from 'n8n-workflow';

import type { ApiInput, FileRule } from '../model/input';
import { refusedFileError } from '../inputs/files/refusedFile';

/** A file input whose value is checked: the binary field to read. */
export interface FilePart {
	input: ApiInput & { file: FileRule };
	binaryPropertyName: string;
}

/** A multipart/form-data body and the Content-Type header naming its boundary. */
export interface UploadBody {
	body: Buffer;
	contentType: string;
	/** The files' SHA-256, in order: they tell the same upload again (the boundary is new each time). */
	fileDigests: string[];
}

/** Quotes in a part's name or file name, as browsers and Node's FormData encode them. */
function quoted(value: string): string {
	return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A MIME type safe to put in a part header: no line breaks, which would start a new header. */
function safeMimeType(mimeType: string | undefined, fallback: string): string {
	const type = (mimeType ?? '').trim();
	return type !== '' && !/[\r\n]/.test(type) ? type : fallback;
}

const FALLBACK_TYPES: Readonly<Record<string, string>> = {
	csv: 'text/csv',
	jpg: 'image/jpeg',
	png: 'image/png',
};

/** The item's file in `part`, read and checked again now that its content is there. */
async function readFile(context: IExecuteSingleFunctions, { input, binaryPropertyName }: FilePart) {
	const binary = context.helpers.assertBinaryData(binaryPropertyName);
	const content = await context.helpers.getBinaryDataBuffer(binaryPropertyName);
	const reason = input.file.reasonAgainst(binary, content);
	if (reason !== undefined) {
		throw refusedFileError(
			context.getNode(),
			input,
			binaryPropertyName,
			context.getItemIndex(),
			reason,
		);
	}
	const fileName = binary.fileName ?? input.file.defaultFileName;
	const extension = input.file.defaultFileName.split('.').pop() ?? '';
	return {
		content,
		fileName,
		mimeType: safeMimeType(
			binary.mimeType,
			FALLBACK_TYPES[extension] ?? 'application/octet-stream',
		),
		digest: createHash('sha256').update(content).digest('hex'),
	};
}

/**
 * A multipart body holding each part's binary file under its input's API name, built as one Buffer:
 * n8n can send it again when it re-authorizes after a 401 (a stream could not be), and each file is
 * held twice at most (n8n's Buffer and the body), where FormData and Blob would add a third copy.
 */
export async function fileUploadBody(
	context: IExecuteSingleFunctions,
	parts: FilePart[],
): Promise<UploadBody> {
	const boundary = `----DeepvueUpload${crypto.randomUUID().replace(/-/g, '')}`;
	const chunks: Buffer[] = [];
	const fileDigests: string[] = [];
	for (const part of parts) {
		const file = await readFile(context, part);
		chunks.push(
			Buffer.from(
				`--${boundary}\r\n` +
					`Content-Disposition: form-data; name="${quoted(part.input.apiName)}"; filename="${quoted(file.fileName)}"\r\n` +
					`Content-Type: ${file.mimeType}\r\n\r\n`,
				'utf8',
			),
			file.content,
			Buffer.from('\r\n', 'utf8'),
		);
		fileDigests.push(file.digest);
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
	return {
		body: Buffer.concat(chunks),
		contentType: `multipart/form-data; boundary=${boundary}`,
		fileDigests,
	};
}

/** The item's file in `part` as base64 text, for an API that takes a file inside its JSON body. */
export async function fileAsBase64(
	context: IExecuteSingleFunctions,
	part: FilePart,
): Promise<{ base64: string; digest: string }> {
	const file = await readFile(context, part);
	return { base64: file.content.toString('base64'), digest: file.digest };
}
