/**
 * Face match and liveness, answered from what the images are: the sample photos carry a comment
 * naming their person and kind (../identity/jpeg.ts). Deepvue documents neither thresholds nor
 * score ranges; these are the emulator's, deterministic for the same images:
 *
 * - face match: identical bytes 99; a document photo and a selfie of the same person 88 to 97;
 *   two people of the world 8 to 40; an image the emulator did not make 25 to 60. A match from 75.
 * - liveness: a world person's selfie 90 to 98 (live), a document photo 10 to 30 (a photo of a
 *   photo), any other image 40 to 70. Live from 50.
 */
import { createHash } from 'node:crypto';

import { invalid } from '../http/errors';
import { isJpeg, isPng, photoLabel } from '../identity/jpeg';
import { WORLD } from '../world';

export const MATCH_FROM = 75;
export const LIVE_FROM = 50;

function checkImage(image: Buffer): void {
	if (!isJpeg(image) && !isPng(image)) throw invalid('Invalid image file');
}

function digest(image: Buffer): string {
	return createHash('sha256').update(image).digest('hex');
}

/** An integer from `min` to `max` picked by a hash of the texts, in any order. */
function spread(min: number, max: number, ...texts: string[]): number {
	const hash = createHash('sha256')
		.update([...texts].sort().join('\n'))
		.digest();
	return min + (hash.readUInt32BE(0) % (max - min + 1));
}

/** The world person an image is of, by its comment; undefined for any other image. */
function personOf(image: Buffer): string | undefined {
	const { person } = photoLabel(image);
	return WORLD.some((candidate) => candidate.id === person) ? person : undefined;
}

/** `POST /v2/facematch`: how alike the faces of two images are. */
export function faceMatch(fileA: Buffer, fileB: Buffer): { match: boolean; confidence: number } {
	checkImage(fileA);
	checkImage(fileB);
	const [a, b] = [digest(fileA), digest(fileB)];
	const [personA, personB] = [personOf(fileA), personOf(fileB)];
	let confidence: number;
	if (a === b) confidence = 99;
	else if (personA === undefined || personB === undefined) confidence = spread(25, 60, a, b);
	else if (personA === personB) confidence = spread(88, 97, a, b);
	else confidence = spread(8, 40, a, b);
	return { match: confidence >= MATCH_FROM, confidence };
}

/** `POST /v1/liveness-check`: whether an image is of a live person in front of the camera. */
export function liveness(image: Buffer): { is_live: boolean; score: number } {
	checkImage(image);
	const hash = digest(image);
	const { kind } = photoLabel(image);
	let score: number;
	if (kind === 'document') score = spread(10, 30, hash);
	else if (kind === 'selfie' && personOf(image) !== undefined) score = spread(90, 98, hash);
	else score = spread(40, 70, hash);
	return { is_live: score >= LIVE_FROM, score };
}
