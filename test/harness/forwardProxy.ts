import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A plain HTTP forward proxy on loopback that records the address of every request it forwards. */
export interface ForwardProxy {
	url: string;
	/** Absolute addresses of the requests that went through, in order. */
	forwarded: string[];
	/** The Proxy-Authorization header of each, if any. */
	authorizations: Array<string | undefined>;
	close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
	const forwarded: string[] = [];
	const authorizations: Array<string | undefined> = [];
	const server = createServer((incoming, outgoing) => {
		const target = new URL(incoming.url ?? '/');
		forwarded.push(target.href);
		authorizations.push(incoming.headers['proxy-authorization']);
		const headers = { ...incoming.headers };
		delete headers['proxy-authorization'];
		const upstream = httpRequest(
			{ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: incoming.method, headers },
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		upstream.on('error', () => outgoing.destroy());
		incoming.pipe(upstream);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		forwarded,
		authorizations,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
