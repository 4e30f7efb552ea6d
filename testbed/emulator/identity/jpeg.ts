/**
 * What the emulator reads of an image it is sent: JPEG or PNG by its first bytes, and the
 * comment (COM segment) of the sample photos, e.g. `deepvue-emulator person=kavya kind=selfie`,
 * which face match and liveness answer by. And a JPEG padded to a size, for benchmarks.
 */
export type PhotoKind = 'document' | 'selfie';

/** What an image's comment says of it; both absent for an image the emulator did not make. */
export interface PhotoLabel {
	person?: string;
	kind?: PhotoKind;
}

const COMMENT_PREFIX = 'deepvue-emulator';

export function isJpeg(bytes: Buffer): boolean {
	return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
	return bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

const START_OF_SCAN = 0xda;
const COMMENT = 0xfe;
/** APP15, an application segment no reader interprets: where padding goes. */
const PADDING_SEGMENT = 0xef;
const MAX_SEGMENT_DATA = 0xffff - 2;

/** The segments of a JPEG before its image data: marker and the data after the length. */
function headerSegments(jpeg: Buffer): Array<{ marker: number; data: Buffer }> {
	const segments: Array<{ marker: number; data: Buffer }> = [];
	let at = 2;
	while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
		const marker = jpeg[at + 1];
		if (marker === START_OF_SCAN) break;
		const length = jpeg.readUInt16BE(at + 2);
		segments.push({ marker, data: jpeg.subarray(at + 4, at + 2 + length) });
		at += 2 + length;
	}
	return segments;
}

/** The person and kind a JPEG's `deepvue-emulator` comment names. */
export function photoLabel(image: Buffer): PhotoLabel {
	if (!isJpeg(image)) return {};
	for (const { marker, data } of headerSegments(image)) {
		const text = marker === COMMENT ? data.toString('latin1') : '';
		if (!text.startsWith(`${COMMENT_PREFIX} `)) continue;
		const fields = Object.fromEntries(
			text
				.slice(COMMENT_PREFIX.length)
				.trim()
				.split(/\s+/)
				.map((field) => field.split('=') as [string, string]),
		);
		const kind = fields.kind === 'document' || fields.kind === 'selfie' ? fields.kind : undefined;
		return { person: fields.person || undefined, kind };
	}
	return {};
}

/**
 * The JPEG made about `size` bytes (never smaller than it is) by APP15 segments after its start
 * marker: still a valid JPEG showing the same picture, for benchmarks that pass large documents.
 * Written into one Buffer: a benchmark measuring memory must not leave megabytes of freed small
 * blocks behind, which the allocator would hand to the measured run as memory already counted.
 */
export function paddedJpeg(jpeg: Buffer, size: number): Buffer {
	const segments: number[] = [];
	let missing = size - jpeg.length;
	while (missing > 4) {
		const length = Math.min(MAX_SEGMENT_DATA, missing - 4);
		segments.push(length);
		missing -= length + 4;
	}
	const padding = segments.reduce((sum, length) => sum + length + 4, 0);
	const padded = Buffer.alloc(jpeg.length + padding, 0x20);
	jpeg.copy(padded, 0, 0, 2);
	let at = 2;
	for (const length of segments) {
		padded[at] = 0xff;
		padded[at + 1] = PADDING_SEGMENT;
		padded.writeUInt16BE(length + 2, at + 2);
		at += length + 4;
	}
	jpeg.copy(padded, at, 2);
	return padded;
}
