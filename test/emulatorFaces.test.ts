/**
 * The emulator's face match and liveness over HTTP, with the sample people's JPEGs: the same
 * person's document photo and selfie match, two people do not, identical images are 99, an
 * image it did not make gets a middling score, and each answer is the same for the same images.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { paddedJpeg, photoLabel } from '../testbed/emulator/identity/jpeg';
import { photoOf } from '../testbed/emulator/identity/samplePhotos';
import { WORLD } from '../testbed/emulator/world';
import {
	CLIENT_ID_HEADERS,
	bearerHeaders,
	call,
	dataOf,
	detailOf,
	useEmulator,
} from './harness/emulatorClient';

const PHOTOS = path.resolve(__dirname, '../testbed/emulator/identity/photos');

const emulator = useEmulator();
let headers: Record<string, string>;

beforeAll(async () => {
	headers = await bearerHeaders(emulator());
});

/** A PNG of one white pixel: an image no sample person's. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
	'base64',
);

async function faceMatch(fileA: Buffer, fileB: Buffer, requestHeaders = headers) {
	const form = new FormData();
	form.append('file_a', new Blob([new Uint8Array(fileA)], { type: 'image/jpeg' }), 'a.jpg');
	form.append('file_b', new Blob([new Uint8Array(fileB)], { type: 'image/jpeg' }), 'b.jpg');
	return call(emulator(), '/v2/facematch', { headers: requestHeaders, multipart: form });
}

async function confidence(fileA: Buffer, fileB: Buffer): Promise<number> {
	const answer = await faceMatch(fileA, fileB);
	expect(answer.status).toBe(200);
	const data = dataOf<{ match: boolean; confidence: number }>(answer);
	expect(data.match).toBe(data.confidence >= 75);
	return data.confidence;
}

async function liveness(image: Buffer | string) {
	const answer = await call(emulator(), '/v1/liveness-check', {
		headers,
		json: { image: typeof image === 'string' ? image : image.toString('base64') },
	});
	expect(answer.status).toBe(200);
	return dataOf<{ is_live: boolean; score: number }>(answer);
}

describe('the sample photos', () => {
	it('are a small JPEG document photo and selfie per person of the world, each saying whose it is', () => {
		const files = readdirSync(PHOTOS).filter((name) => name.endsWith('.jpg'));
		expect(files.sort()).toEqual(
			[
				'anonymous.jpg',
				...WORLD.flatMap((person) => [`${person.id}-document.jpg`, `${person.id}-selfie.jpg`]),
			].sort(),
		);
		for (const person of WORLD) {
			for (const kind of ['document', 'selfie'] as const) {
				const bytes = readFileSync(path.join(PHOTOS, `${person.id}-${kind}.jpg`));
				expect(bytes.length).toBeGreaterThan(2000);
				expect(bytes.length).toBeLessThan(20000);
				expect(photoLabel(bytes)).toEqual({ person: person.id, kind });
			}
		}
		expect(photoLabel(readFileSync(path.join(PHOTOS, 'anonymous.jpg')))).toEqual({
			person: undefined,
			kind: 'document',
		});
	});

	it('padded to a size (for the benchmark), are that size and still JPEGs saying whose they are, with the same picture', () => {
		const selfie = photoOf('kavya', 'selfie');
		for (const size of [70_000, 2 * 1024 * 1024]) {
			const padded = paddedJpeg(selfie, size);
			expect(padded.length).toBeGreaterThan(size - 5);
			expect(padded.length).toBeLessThanOrEqual(size);
			expect(photoLabel(padded)).toEqual({ person: 'kavya', kind: 'selfie' });
			expect(padded.subarray(0, 2)).toEqual(selfie.subarray(0, 2));
			expect(padded.subarray(padded.length - selfie.length + 2)).toEqual(selfie.subarray(2));
		}
		expect(paddedJpeg(selfie, 100)).toEqual(selfie);
	});
});

describe('face match', () => {
	it('is 99 for identical images', async () => {
		expect(await confidence(photoOf('kavya', 'selfie'), photoOf('kavya', 'selfie'))).toBe(99);
		expect(await confidence(PNG, PNG)).toBe(99);
	});

	it("matches each person's document photo with their selfie, 88 to 97", async () => {
		for (const person of WORLD) {
			const score = await confidence(photoOf(person.id, 'document'), photoOf(person.id, 'selfie'));
			expect(score).toBeGreaterThanOrEqual(88);
			expect(score).toBeLessThanOrEqual(97);
		}
	});

	it('does not match two people, 8 to 40: a father and his son included', async () => {
		const pairs = [
			['mathew', 'thomas'],
			['kavya', 'meera'],
			['asha', 'priya'],
			['ravi', 'rohan'],
		];
		for (const [a, b] of pairs) {
			for (const score of [
				await confidence(photoOf(a, 'document'), photoOf(b, 'selfie')),
				await confidence(photoOf(a, 'selfie'), photoOf(b, 'selfie')),
			]) {
				expect(score).toBeGreaterThanOrEqual(8);
				expect(score).toBeLessThanOrEqual(40);
			}
		}
	});

	it('gives an image it did not make 25 to 60, the same each time and in either order', async () => {
		const score = await confidence(PNG, photoOf('kavya', 'selfie'));
		expect(score).toBeGreaterThanOrEqual(25);
		expect(score).toBeLessThanOrEqual(60);
		expect(await confidence(PNG, photoOf('kavya', 'selfie'))).toBe(score);
		expect(await confidence(photoOf('kavya', 'selfie'), PNG)).toBe(score);
		const samePerson = await confidence(photoOf('asha', 'document'), photoOf('asha', 'selfie'));
		expect(await confidence(photoOf('asha', 'selfie'), photoOf('asha', 'document'))).toBe(
			samePerson,
		);
	});

	it('refuses a file that is neither JPEG nor PNG, 422', async () => {
		const answer = await faceMatch(Buffer.from('GIF89a not a face'), photoOf('kavya', 'selfie'));
		expect([answer.status, detailOf(answer)]).toEqual([422, 'Invalid image file']);
	});

	it('needs both files, and a bearer token rather than client-id', async () => {
		const form = new FormData();
		form.append('file_a', new Blob([new Uint8Array(photoOf('kavya', 'selfie'))]), 'a.jpg');
		const one = await call(emulator(), '/v2/facematch', { headers, multipart: form });
		expect([one.status, detailOf(one)]).toEqual([422, 'file_b is required']);
		const clientId = await faceMatch(photoOf('kavya', 'selfie'), photoOf('kavya', 'document'), {
			...CLIENT_ID_HEADERS,
		});
		expect([clientId.status, detailOf(clientId)]).toEqual([401, 'Not authenticated']);
	});

	it('meets the unavailable share like any lookup', async () => {
		emulator().setConditions({ unavailableShare: 1 });
		const answer = await faceMatch(photoOf('kavya', 'selfie'), photoOf('kavya', 'document'));
		expect(answer.status).toBe(503);
	});
});

describe('liveness', () => {
	it("finds a world person's selfie live, 90 to 98, and a document photo not, 10 to 30", async () => {
		for (const person of WORLD) {
			const selfie = await liveness(photoOf(person.id, 'selfie'));
			expect(selfie.is_live).toBe(true);
			expect(selfie.score).toBeGreaterThanOrEqual(90);
			expect(selfie.score).toBeLessThanOrEqual(98);
			const document = await liveness(photoOf(person.id, 'document'));
			expect(document.is_live).toBe(false);
			expect(document.score).toBeGreaterThanOrEqual(10);
			expect(document.score).toBeLessThanOrEqual(30);
		}
	});

	it('gives an image it did not make 40 to 70, the same each time, and takes a data URL', async () => {
		const first = await liveness(PNG);
		expect(first.score).toBeGreaterThanOrEqual(40);
		expect(first.score).toBeLessThanOrEqual(70);
		expect(first.is_live).toBe(first.score >= 50);
		expect(await liveness(`data:image/png;base64,${PNG.toString('base64')}`)).toEqual(first);
	});

	it('refuses what is not an image, and an absent image', async () => {
		const text = await call(emulator(), '/v1/liveness-check', {
			headers,
			json: { image: Buffer.from('hello').toString('base64') },
		});
		expect([text.status, detailOf(text)]).toEqual([422, 'Invalid image file']);
		const none = await call(emulator(), '/v1/liveness-check', { headers, json: {} });
		expect([none.status, detailOf(none)]).toEqual([422, 'image is required']);
	});

	it('needs consent and a reason only when the emulator requires consent, in the query', async () => {
		emulator().setConditions({ requireConsent: true });
		const image = photoOf('kavya', 'selfie').toString('base64');
		const without = await call(emulator(), '/v1/liveness-check', { headers, json: { image } });
		expect(without.status).toBe(422);
		const withConsent = await call(emulator(), '/v1/liveness-check', {
			headers,
			query: { consent: 'Y', reason: 'KYC' },
			json: { image },
		});
		expect(withConsent.status).toBe(200);
	});
});
