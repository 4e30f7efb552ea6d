// Request Options, which n8n adds to the node's Settings: a proxy set there carries every call of
// an item, not only the lookup n8n itself sends. An AIS download with Download Result File makes
// two calls, the POST and then the file's download; both must go through the proxy.
import { startForwardProxy } from '../../testbed/forwardProxy';
import type { N8nContext } from '../lib/n8nContext';
import { CREDENTIALS } from './shared';

const AIS_PATH = '/v1/verification/itr/ais-download';

function workflow(proxyUrl: string) {
	return {
		name: 'Deepvue request options check',
		nodes: [
			{
				parameters: {},
				id: 'f2a5c1a0-0000-4000-8000-000000000001',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
			},
			{
				parameters: {
					resource: 'tax',
					operation: 'downloadAis',
					itrClientId: 'itr-client-42',
					options: { downloadResult: true },
					requestOptions: { proxy: proxyUrl },
				},
				id: 'f2a5c1a0-0000-4000-8000-000000000002',
				name: 'Download AIS',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [200, 0],
				credentials: CREDENTIALS,
			},
		],
		connections: { Start: { main: [[{ node: 'Download AIS', type: 'main', index: 0 }]] } },
		settings: {},
	};
}

export async function run(ctx: N8nContext): Promise<void> {
	const proxy = await startForwardProxy();
	try {
		await ctx.importWorkflows({ deepvueRequestOptions01: workflow(proxy.url) });
		const run = await ctx.timed('n8n execute: AIS download through a proxy', () =>
			ctx.execute('deepvueRequestOptions01'),
		);
		const [item] = ctx.outputOf(run, 'Download AIS');
		await ctx.check(
			'request options: the AIS download ran and holds the PDF',
			run.status === 'success' && item?.binary?.data?.mimeType === 'application/pdf',
			JSON.stringify(run.data.resultData.error ?? item?.json ?? null),
		);
		const paths = proxy.forwarded.map((href) => new URL(href).pathname);
		await ctx.check(
			'request options: the proxy carried the POST and the file download',
			paths.includes(AIS_PATH) && paths.some((path) => path.startsWith('/files/')),
			paths.join(', '),
		);
	} finally {
		await proxy.close();
	}
}
