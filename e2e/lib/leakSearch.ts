// Searching what n8n kept (executions, Data Table rows, pages, files of its user folder) for
// Aadhaar numbers and photos: a number in any spacing, a photo as its base64, any JPEG's base64
// (its first bytes FF D8 FF are `/9j/`), or the photo's own bytes in a file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { writtenAadhaar } from '../../testbed/emulator/world';

/** Something that must not be found: in text, and (for a photo) as bytes in a file. */
export interface Needle {
	label: string;
	inText: (text: string) => boolean;
	inBytes?: (bytes: Buffer) => boolean;
}

/** A place searched: a text (an execution's data, rows, a page) or a file's bytes. */
export type Haystack = { label: string; text: string } | { label: string; file: string };

/** An Aadhaar number written with any spacing (testbed/emulator/world.ts `writtenAadhaar`). */
export function aadhaarNeedle(label: string, digits: string): Needle {
	const pattern = writtenAadhaar(digits);
	return { label, inText: (text) => pattern.test(text) };
}

/**
 * A photo: its base64, whole or its start (the first 72 bytes: the JPEG's header and the comment
 * naming its person, so that a photo split across a database's pages is found by its first page),
 * and a run of 256 of its bytes from the middle (the image data, not the header) in a file.
 */
export function photoNeedle(label: string, bytes: Buffer): Needle {
	const start = bytes.subarray(0, 72).toString('base64');
	const middle = bytes.subarray(bytes.length >> 1, (bytes.length >> 1) + 256);
	return {
		label,
		inText: (text) => text.includes(start),
		inBytes: (file) => file.includes(middle),
	};
}

/** Any JPEG as base64 (as n8n keeps binary data in an execution's JSON without a binary store), `/` escaped or not. */
export const JPEG_BASE64: Needle = {
	label: 'a JPEG as base64 (/9j/...)',
	inText: (text) => /(^|[^A-Za-z0-9+/\\])(\/|\\\/)9j(\/|\\\/)/.test(text),
};

/** Every file under `folder` (none when it is missing). */
export function filesUnder(folder: string): string[] {
	if (!existsSync(folder)) return [];
	return readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.map((name) => path.join(folder, name))
		.filter((file) => statSync(file).isFile());
}

export interface Finding {
	where: string;
	what: string;
}

/** Where each needle was found; a file is searched as bytes and as Latin-1 text. */
export function search(haystacks: Haystack[], needles: Needle[]): Finding[] {
	const findings: Finding[] = [];
	for (const haystack of haystacks) {
		const bytes = 'file' in haystack ? readFileSync(haystack.file) : undefined;
		const text = 'text' in haystack ? haystack.text : (bytes?.toString('latin1') ?? '');
		for (const needle of needles) {
			if (needle.inText(text) || (bytes && needle.inBytes?.(bytes)))
				findings.push({ where: haystack.label, what: needle.label });
		}
	}
	return findings;
}
