import type { IBinaryData } from 'n8n-workflow';

/** The first bytes of common files, and what they are. */
export const FILE_SIGNATURES: ReadonlyArray<{ bytes: Buffer; what: string }> = [
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

/** What a file is by its first bytes, among FILE_SIGNATURES, or undefined. */
export function fileKindOf(head: Buffer): string | undefined {
	return FILE_SIGNATURES.find(({ bytes }) => head.subarray(0, bytes.length).equals(bytes))?.what;
}

/** The first bytes of a file held in the item itself (base64), without decoding all of it. */
export function headOf(file: IBinaryData): Buffer | undefined {
	return file.id === undefined && typeof file.data === 'string'
		? Buffer.from(file.data.slice(0, 16), 'base64')
		: undefined;
}

/**
 * A file's size in bytes as far as its binary data's entry shows it without reading it: n8n's
 * `bytes`, or the decoded length of a file held in the item (base64). Undefined otherwise.
 */
export function sizeOf(file: IBinaryData): number | undefined {
	if (typeof file.bytes === 'number') return file.bytes;
	if (file.id !== undefined || typeof file.data !== 'string') return undefined;
	const padding = file.data.endsWith('==') ? 2 : file.data.endsWith('=') ? 1 : 0;
	return Math.floor((file.data.length * 3) / 4) - padding;
}
