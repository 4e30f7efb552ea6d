/**
 * The sample people's photos (identity/photos/, drawn by make-photos.sh there): a document photo
 * and a selfie per person of the world, and an anonymous document photo. Each JPEG's comment
 * says whose it is and of what kind (jpeg.ts reads it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { PhotoKind } from './jpeg';

const FOLDER = path.join(__dirname, 'photos');

const cache = new Map<string, Buffer>();

function photoFile(name: string): Buffer {
	let bytes = cache.get(name);
	if (!bytes) {
		bytes = readFileSync(path.join(FOLDER, name));
		cache.set(name, bytes);
	}
	return bytes;
}

/** The JPEG of a world person's document photo or selfie. */
export function photoOf(personId: string, kind: PhotoKind): Buffer {
	return photoFile(`${personId}-${kind}.jpg`);
}

/** The document photo of an eKYC record of someone who is not in the world. */
export function anonymousPhoto(): Buffer {
	return photoFile('anonymous.jpg');
}
