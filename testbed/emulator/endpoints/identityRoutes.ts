/**
 * The identity documents' endpoints, one row each (the same rows as routes.ts): face match and
 * liveness, called like every other endpoint, answering from the world's photos (../world.ts).
 */
import { faceMatch, liveness } from '../service/faces';
import type { Route } from './routeModel';

/** An image sent as base64, with or without a `data:` URL's head. */
function base64Image(text: string): Buffer {
	return Buffer.from(text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text, 'base64');
}

export const IDENTITY_ROUTES: readonly Route[] = [
	{
		// Docs only (reference/forensics/face/...): two images as multipart file fields.
		operation: 'faceMatch',
		method: 'POST',
		path: '/v2/facematch',
		input: 'multipart',
		required: ['file_a', 'file_b'],
		optional: [],
		status: 200,
		message: 'Face match completed successfully',
		build: ({ files }) => ({ data: faceMatch(files.file_a.data, files.file_b.data) }),
	},
	{
		operation: 'livenessCheck',
		method: 'POST',
		path: '/v1/liveness-check',
		input: 'json',
		required: ['image'],
		optional: [],
		status: 200,
		message: 'Liveness check completed successfully',
		build: ({ params }) => ({ data: liveness(base64Image(params.image.trim())) }),
	},
];
