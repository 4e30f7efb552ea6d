/**
 * What an emulated endpoint is (one row of routes.ts or identityRoutes.ts), what its `build` is
 * given and what it returns. server.ts reads a row in this order: its path and method, its
 * authentication, its consent, its parameters, then `build`.
 */
import type { FileShelf } from '../files/fileShelf';
import type { PennyDrops } from '../service/pennyDrops';
import type { JobStore } from '../batches/jobs';
import type { UploadedFile } from '../http/multipart';

export type InputKind = 'query' | 'json' | 'multipart';

export interface RouteInput {
	/** Required and given optional parameters, as strings. */
	params: Readonly<Record<string, string>>;
	/** Required file fields of a multipart input, by field name. */
	files: Readonly<Record<string, UploadedFile>>;
	jobs: JobStore;
	/** The documents the emulator serves; records link to them. */
	shelf: FileShelf;
	/** The ₹1 deposits of the penny drops made. */
	pennyDrops: PennyDrops;
}

export type RouteResult =
	| { data: object | object[] }
	/** A 201 batch submission: these fields go at the top level, and there is no `data`. */
	| { submission: { request_id: string; output_batch_file: string } };

export interface Route {
	method: 'GET' | 'POST';
	path: string;
	/** Name of the operation, as the node calls it. */
	operation: string;
	/** Row of the spec's endpoint table; none for the endpoints beyond it. */
	row?: number;
	input: InputKind;
	required: readonly string[];
	optional: readonly string[];
	status: 200 | 201;
	/**
	 * The envelope's `message`: the spec's default message. None where the docs' sample answer has
	 * neither message nor sub_code (PAN verification, the penny drop).
	 */
	message?: string;
	/** The envelope's `sub_code`; SUCCESS by default. */
	subCode?: string;
	/** False for endpoints that check no one (batch status), so consent is never required there. */
	needsConsent?: false;
	build(input: RouteInput): RouteResult;
}

/** A batch upload: never answered 503 by the unavailable share (an upload is not sent again). */
export function isBatchUpload(route: Route): boolean {
	return route.input === 'multipart' && route.required.includes('batch_file');
}
