import { createServer, type AddressInfo } from 'node:net';

/** Whether `port` can be listened on at 127.0.0.1 right now. */
export function canListen(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = createServer();
		server.unref();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/**
 * A port for a server n8n starts later. Taken below Linux's ephemeral range (32768 and up), which
 * the system hands out to outgoing connections: on a busy machine one of those could take the port
 * between this check and n8n's start.
 */
export async function freePort(): Promise<number> {
	for (let tries = 0; tries < 200; tries++) {
		const port = 20_000 + Math.floor(Math.random() * 12_000);
		if (await canListen(port)) return port;
	}
	throw new Error('No free port found from 20000 to 31999');
}

/** Where a port a server listens on is, for servers started here. */
export function portOf(address: string | AddressInfo | null): number {
	if (address === null || typeof address === 'string')
		throw new Error(`Not listening on a TCP port: ${String(address)}`);
	return address.port;
}
