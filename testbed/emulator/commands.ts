/**
 * What a process may ask of an emulator running in another process (the CLI's `--ipc`, the
 * benchmark's emulator worker): set the service conditions, read or clear the request log, and
 * count the eKYC OTPs sent.
 */
import { createHash } from 'node:crypto';

import type { Emulator, EmulatorConditions, RecordedRequest } from './server';

/** What the log hands out of a request: no tokens, secrets or bodies. */
export interface LoggedRequest {
	method: string;
	path: string;
	status: number;
	/** Arrival time, ms since epoch (same clock as the caller's Date.now() on this machine). */
	at: number;
	/** client_id of an authorize call. */
	clientId?: string;
	/** The mobile_number a lookup asked about (test inputs only). */
	mobile?: string;
	/** A short hash of the bearer token a lookup sent, to tell tokens apart without keeping them. */
	tokenHash?: string;
	connection?: string;
	userAgent?: string;
	/** Bytes of the body (content-length header), when sent. */
	contentLength?: number;
}

function tokenHash(authorization: string | undefined): string | undefined {
	return authorization === undefined
		? undefined
		: createHash('sha256').update(authorization).digest('hex').slice(0, 8);
}

function loggedRequest(request: RecordedRequest): LoggedRequest {
	return {
		method: request.method,
		path: request.path,
		status: request.status,
		at: request.at,
		clientId: request.form?.client_id,
		mobile: request.query.mobile_number,
		tokenHash: tokenHash(request.headers.authorization),
		connection: request.headers.connection,
		userAgent: request.headers['user-agent'],
		contentLength:
			request.headers['content-length'] === undefined
				? undefined
				: Number(request.headers['content-length']),
	};
}

export function emulatorCommands(emulator: Emulator) {
	return {
		setConditions: (conditions: EmulatorConditions) => emulator.setConditions(conditions),
		clearLog: () => emulator.clearLog(),
		log: (): LoggedRequest[] => emulator.requests.map(loggedRequest),
		/** How many eKYC OTPs were sent for a (sample) Aadhaar number: each is paid for. */
		otpsSentTo: (aadhaarNumber: string) => emulator.otpsSentTo(aadhaarNumber),
	};
}
