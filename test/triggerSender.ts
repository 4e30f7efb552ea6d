import axios from 'axios';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret token of the trigger in these tests. */
export const SECRET = 'trigger-secret-4f9c2a7e';
export const RESULT = {
	request_id: 'req-1',
	status: 200,
	product_id: 'upi-basic-batch',
	message: 'batch processing completed',
	batch_output_file_url: '',
};
export const CSV = 'vpa,account_exists,name_at_bank,error\nasha@okhdfcbank,true,ASHA RAO,\n';

/** Posts like an independent sender; never throws on an HTTP status. */
export async function post(url: string, data: unknown, headers: Record<string, string> = {}) {
	return await axios.post(url, data, {
		headers,
		validateStatus: () => true,
		transformResponse: (body: unknown) => body,
	});
}

export const withToken = (url: string, token = SECRET) =>
	`${url}?token=${encodeURIComponent(token)}`;

// The tests import `sleep` from here with the rest of the sender's helpers.
export { sleep } from 'n8n-workflow';

/** A file server on loopback that counts the requests it got. */
export interface FileServer {
	/** http://127.0.0.1:<port> */
	base: string;
	requests: string[];
	close(): Promise<void>;
}

export async function serveFiles(
	handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<FileServer> {
	const requests: string[] = [];
	const server = createServer((request, response) => {
		requests.push(String(request.url));
		handle(request, response);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
	return {
		base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requests,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
