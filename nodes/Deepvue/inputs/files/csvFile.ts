import type { IBinaryData } from 'n8n-workflow';

import type { FileRule } from '../../model/input';
import { fileKindOf, headOf } from './fileSignatures';

/** MIME types no CSV file has; `application/vnd.ms-excel` is not one: Windows labels CSV files so. */
const NOT_CSV_TYPE = new RegExp(
	'^(image|audio|video|font)/|^application/(pdf|zip|x-zip-compressed|gzip|x-gzip|' +
		'x-7z-compressed|x-rar-compressed|msword|vnd\\.openxmlformats-officedocument\\.|' +
		'vnd\\.oasis\\.opendocument\\.)',
);

/**
 * Why a file is clearly not a CSV file (empty, an image, a PDF, a workbook), or undefined. Reads
 * the given content, else the start of a file held in the item; a file n8n keeps elsewhere is
 * checked again when its content is read for the upload.
 */
export function notCsvReason(file: IBinaryData, content?: Buffer): string | undefined {
	const head = content ?? headOf(file);
	if (head !== undefined && head.length === 0) return 'is empty (0 bytes)';
	const kind = head && fileKindOf(head);
	if (kind) return `is ${kind}, by its first bytes`;
	const mimeType = (file.mimeType ?? '').trim().toLowerCase();
	if (NOT_CSV_TYPE.test(mimeType)) return `has the MIME type ${mimeType}`;
	return undefined;
}

/** The batch uploads' file: a CSV file. */
export const csvFile: FileRule = {
	expected: 'a CSV file',
	reasonAgainst: notCsvReason,
	advice:
		'Deepvue batch uploads take a CSV file: a header row, then one row per ' +
		'lookup. Convert the data to CSV first (e.g. with Convert to File), or ' +
		'set "Input Binary Field" to the field that holds the CSV.',
	defaultFileName: 'batch.csv',
};
