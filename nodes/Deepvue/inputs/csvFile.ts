import { NodeOperationError } from 'n8n-workflow';
import type { IBinaryData, INode } from 'n8n-workflow';

import { batchFile } from './apiInputs';

/** MIME types no CSV file has; `application/vnd.ms-excel` is not one: Windows labels CSV files so. */
const NOT_CSV_TYPE = new RegExp(
	'^(image|audio|video|font)/|^application/(pdf|zip|x-zip-compressed|gzip|x-gzip|' +
		'x-7z-compressed|x-rar-compressed|msword|vnd\\.openxmlformats-officedocument\\.|' +
		'vnd\\.oasis\\.opendocument\\.)',
);

/** The first bytes of common files that are not CSV, and what they are. */
const SIGNATURES: Array<{ bytes: Buffer; what: string }> = [
	{ bytes: Buffer.from('%PDF-'), what: 'a PDF document' },
	{ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), what: 'a PNG image' },
	{ bytes: Buffer.from([0xff, 0xd8, 0xff]), what: 'a JPEG image' },
	{ bytes: Buffer.from('GIF8'), what: 'a GIF image' },
	{ bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04]), what: 'a ZIP archive or Excel workbook (.xlsx)' },
	{
		bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
		what: 'an Office document such as an Excel 97 workbook (.xls)',
	},
	{ bytes: Buffer.from([0x1f, 0x8b]), what: 'a gzip archive' },
];

/** The first bytes of a file held in the item itself (base64), without decoding all of it. */
function headOf(file: IBinaryData): Buffer | undefined {
	return file.id === undefined && typeof file.data === 'string'
		? Buffer.from(file.data.slice(0, 16), 'base64')
		: undefined;
}

/**
 * Why a file is clearly not a CSV file (empty, an image, a PDF, a workbook), or undefined. Reads
 * the given content, else the start of a file held in the item; a file n8n keeps elsewhere is
 * checked again when its content is read for the upload.
 */
export function notCsvReason(file: IBinaryData, content?: Buffer): string | undefined {
	const head = content ?? headOf(file);
	if (head !== undefined && head.length === 0) return 'is empty (0 bytes)';
	const signature =
		head && SIGNATURES.find(({ bytes }) => head.subarray(0, bytes.length).equals(bytes));
	if (signature) return `is ${signature.what}, by its first bytes`;
	const mimeType = (file.mimeType ?? '').trim().toLowerCase();
	if (NOT_CSV_TYPE.test(mimeType)) return `has the MIME type ${mimeType}`;
	return undefined;
}

/** The error for an upload that is not a CSV file, naming the field and what to do. */
export function notCsvError(
	node: INode,
	binaryPropertyName: string,
	itemIndex: number,
	reason: string,
): NodeOperationError {
	return new NodeOperationError(
		node,
		`"${batchFile.field.displayName}" must hold a CSV file, but the file ` +
			`in "${binaryPropertyName}" of item ${itemIndex} ${reason}`,
		{
			itemIndex,
			description:
				'Deepvue batch uploads take a CSV file: a header row, then one row per ' +
				'lookup. Convert the data to CSV first (e.g. with Convert to File), or ' +
				'set "Input Binary Field" to the field that holds the CSV.',
		},
	);
}
