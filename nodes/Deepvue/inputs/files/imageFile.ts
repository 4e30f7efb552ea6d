import type { IBinaryData } from 'n8n-workflow';

import type { FileRule } from '../../model/input';
import { fileKindOf, headOf, sizeOf } from './fileSignatures';

/**
 * The largest photo the node sends. Deepvue documents no limit; phone cameras make photos of 2 to
 * 8 MB, and a larger one is more likely a wrong file than a better photo.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const IMAGE_KINDS = new Set(['a JPEG image', 'a PNG image']);

/**
 * Why a file is not a photo the face checks take (empty, not a JPEG or PNG by its first bytes or
 * MIME type, larger than MAX_IMAGE_BYTES), or undefined. Reads the given content, else what the
 * binary data's entry shows; a file n8n keeps elsewhere is checked again when it is read.
 */
export function notImageReason(file: IBinaryData, content?: Buffer): string | undefined {
	const head = content ?? headOf(file);
	const size = content?.length ?? sizeOf(file);
	if (size === 0 || (head !== undefined && head.length === 0)) return 'is empty (0 bytes)';
	if (size !== undefined && size > MAX_IMAGE_BYTES) {
		return `is ${(size / 1024 / 1024).toFixed(1)} MB, above the ${MAX_IMAGE_BYTES / 1024 / 1024} MB the node sends`;
	}
	if (head !== undefined) {
		const kind = fileKindOf(head);
		if (kind === undefined) return 'is not a JPEG or PNG image, by its first bytes';
		return IMAGE_KINDS.has(kind) ? undefined : `is ${kind}, by its first bytes`;
	}
	const mimeType = (file.mimeType ?? '').trim().toLowerCase();
	if (!/^image\/(jpeg|jpg|pjpeg|png)$/.test(mimeType)) {
		return `has the MIME type ${mimeType === '' ? '(none)' : mimeType}, not image/jpeg or image/png`;
	}
	return undefined;
}

/** A photo for the face checks: a JPEG or PNG image. */
export const imageFile: FileRule = {
	expected: 'a JPEG or PNG photo',
	reasonAgainst: notImageReason,
	advice:
		'Face match and liveness take a JPEG or PNG photo of up to ' +
		`${MAX_IMAGE_BYTES / 1024 / 1024} MB: a selfie from a form's file upload, or ` +
		'the photo a DigiLocker or eKYC node returned. Set the field to the name of ' +
		'the binary field that holds it.',
	defaultFileName: 'photo.jpg',
};
