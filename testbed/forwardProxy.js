'use strict';
// A plain HTTP forward proxy on loopback that records every request it forwards. Plain JavaScript,
// so the jest tests (test/requestOptions.test.ts) and the real-n8n check
// (e2e/n8n/requestOptions.ts) share it.
const { createServer, request } = require('node:http');

/**
 * Starts the proxy; resolves to { url, forwarded, authorizations, close() }: the absolute address
 * of each request that went through, in order, and its Proxy-Authorization header, if any.
 */
async function startForwardProxy() {
	const forwarded = [];
	const authorizations = [];
	const server = createServer((incoming, outgoing) => {
		const target = new URL(incoming.url ?? '/');
		forwarded.push(target.href);
		authorizations.push(incoming.headers['proxy-authorization']);
		const headers = { ...incoming.headers };
		delete headers['proxy-authorization'];
		const upstream = request(
			{
				host: target.hostname,
				port: target.port,
				path: `${target.pathname}${target.search}`,
				method: incoming.method,
				headers,
			},
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		upstream.on('error', () => outgoing.destroy());
		incoming.pipe(upstream);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}`,
		forwarded,
		authorizations,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

module.exports = { startForwardProxy };
