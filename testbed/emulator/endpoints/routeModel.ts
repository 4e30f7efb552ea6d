/**
 * What an emulated endpoint is (one row of routes.ts or identityRoutes.ts), what its `build` is
 * given and what it returns. server.ts reads a row in this order: its path and method, its
 * authentication, its consent, its parameters, then `build`.
 */
import type { FileShelf } from '../files/fileShelf';
import type { PennyDrops } from '../service/pennyDrops';
import type { IdentityServices } from '../service/identityServices';
import type { UdyamRequests } from '../business/udyamRequests';
import type { JobStore } from '../batches/jobs';
import type { UploadedFile } from '../http/multipart';

export type InputKind = 'query' | 'json' | 'multipart';

/**
 * How a call proves who it is:
 * - `bearer`: `Authorization: Bearer <token>` from `/v1/authorize`, and `x-api-key` (most endpoints);
 * - `clientId`: `client-id` and `x-api-key`, no token (DigiLocker and the Offline Aadhaar eKYC).
 */
export type AuthKind = 'bearer' | 'clientId';

/**
 * What consent a call must carry:
 * - `reason`: `consent=Y` and an accepted `reason` in the query, only when the emulator requires
 *   consent (`--require-consent`), as Deepvue's Consent & Compliance page describes;
 * - `none`: never (an endpoint that checks no one, such as batch status);
 * - `purpose`: `consent: "Y"` and a `purpose`, always, in the JSON body of a `json` route or the
 *   query of a `query` route (DigiLocker and the Offline Aadhaar eKYC).
 */
export type ConsentKind = 'reason' | 'none' | 'purpose';

export interface RouteInput {
	/** Required and given optional parameters, as strings. */
	params: Readonly<Record<string, string>>;
	/** Required file fields of a multipart input, by field name. */
	files: Readonly<Record<string, UploadedFile>>;
	/** The JSON body when it is an object (fields that are not strings included); {} otherwise. */
	json: Readonly<Record<string, unknown>>;
	jobs: JobStore;
	/** The documents the emulator serves; records link to them. */
	shelf: FileShelf;
	/** The ₹1 deposits of the penny drops made. */
	pennyDrops: PennyDrops;
	/** DigiLocker sessions, eKYC OTPs and the identity documents' settings. */
	identity: IdentityServices;
	/** The Udyam verifications requested. */
	udyam: UdyamRequests;
}

export type RouteResult =
	| {
			data: object | object[] | string;
			/** The envelope's `transaction_id` when the call names something by it (a DigiLocker session); random otherwise. */
			transactionId?: string;
			/** Fields of the envelope beside `data`, such as eKYC's `reference_id`. */
			topLevel?: Record<string, unknown>;
	  }
	/**
	 * A submission (a 201 batch, a Udyam verification): these fields go at the top level, and there
	 * is no `data`.
	 */
	| { submission: { request_id: string; output_batch_file?: string } }
	/** An answer outside the envelope, with its own status: an asynchronous task's record (Udyam). */
	| { raw: object; status: 200 | 202 };

export interface Route {
	method: 'GET' | 'POST';
	path: string;
	/** Name of the operation, as the node calls it. */
	operation: string;
	/** Row of the spec's endpoint table; none for the endpoints beyond it. */
	row?: number;
	input: InputKind;
	required: readonly string[];
	/** Optional parameters read as strings: from the query, or from the JSON body of a `json` route. */
	optional: readonly string[];
	status: 200 | 201;
	/**
	 * The envelope's `message`: the spec's default message. None where the docs' sample answer has
	 * neither message nor sub_code (PAN verification, the penny drop).
	 */
	message?: string;
	/** The envelope's `sub_code`; SUCCESS by default. */
	subCode?: string;
	/** `bearer` by default. */
	auth?: AuthKind;
	/** `reason` by default. */
	consent?: ConsentKind;
	build(input: RouteInput): RouteResult;
}

/** A batch upload: never answered 503 by the unavailable share (an upload is not sent again). */
export function isBatchUpload(route: Route): boolean {
	return route.input === 'multipart' && route.required.includes('batch_file');
}
