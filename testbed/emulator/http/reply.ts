/** The answer to one request, and how it is written to the connection. */
import type { ServerResponse } from 'node:http';

import { standardDetail } from './errors';
import type { ApiError } from './errors';
import type { Fault } from '../service/faults';

export interface Reply {
	status: number;
	/** Drop the connection instead of answering. */
	reset?: boolean;
	body?: unknown;
	/** Sent as is instead of a JSON body: text, or the bytes of a file. */
	rawBody?: string | Buffer;
	contentType?: string;
	headers?: Readonly<Record<string, string>>;
	/** Milliseconds to wait before answering. */
	delayMs?: number;
}

export function errorReply(error: ApiError): Reply {
	return { status: error.status, body: { detail: error.detail }, headers: error.headers };
}

export function faultReply(fault: Fault): Reply {
	if (fault.reset) return { status: 0, reset: true, delayMs: fault.delayMs };
	return {
		delayMs: fault.delayMs,
		status: fault.status,
		body: fault.body ?? { detail: standardDetail(fault.status) },
		rawBody: fault.rawBody,
		contentType: fault.contentType,
		headers: fault.headers,
	};
}

export function send(response: ServerResponse, reply: Reply): void {
	const raw = reply.rawBody !== undefined;
	const content = raw ? (reply.rawBody ?? '') : JSON.stringify(reply.body);
	const headers: Record<string, string | number> = {
		'content-type': reply.contentType ?? (raw ? 'text/plain; charset=utf-8' : 'application/json'),
	};
	for (const [name, value] of Object.entries(reply.headers ?? {}))
		headers[name.toLowerCase()] = value;
	headers['content-length'] = Buffer.byteLength(content);
	response.writeHead(reply.status, headers);
	response.end(content);
}
