// The node's retries inside n8n: the emulator answers a fifth of the lookups 503 "Source
// Unavailable" (a fixed sequence); a run of 20 UPI lookups must still answer every item, each
// paid for exactly once.
import type { N8nContext } from '../lib/n8nContext';
import { CREDENTIALS } from './shared';

const ITEMS = 20;
const UPI_LOOKUP = 'GET /v1/verification/upi';

const workflow = {
	name: 'Deepvue retries check',
	nodes: [
		{
			parameters: {},
			id: 'e1d4c1a0-0000-4000-8000-000000000001',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
		},
		{
			parameters: {
				jsCode: `return Array.from({ length: ${ITEMS} }, (_, index) => ({ json: { vpa: 'user' + index + '@ybl' } }));`,
			},
			id: 'e1d4c1a0-0000-4000-8000-000000000002',
			name: 'UPI IDs',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			position: [200, 0],
		},
		{
			parameters: {
				resource: 'payment',
				operation: 'verifyUpi',
				vpa: '={{ $json.vpa }}',
				options: {},
			},
			id: 'e1d4c1a0-0000-4000-8000-000000000003',
			name: 'Verify UPI ID',
			type: 'n8n-nodes-deepvue.deepvue',
			typeVersion: 1,
			position: [400, 0],
			credentials: CREDENTIALS,
		},
	],
	connections: {
		Start: { main: [[{ node: 'UPI IDs', type: 'main', index: 0 }]] },
		'UPI IDs': { main: [[{ node: 'Verify UPI ID', type: 'main', index: 0 }]] },
	},
	settings: {},
};

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	await ctx.importWorkflows({ deepvueRetries01: workflow });
	const before = ctx.emulator.log().length;
	const run = await ctx.timed('n8n execute: 20 lookups with 503s', () =>
		ctx.execute('deepvueRetries01'),
	);
	const items = ctx.outputOf(run, 'Verify UPI ID');
	await check(
		`retries: the run answered all ${ITEMS} items`,
		run.status === 'success' &&
			items.length === ITEMS &&
			items.every((item) => typeof item.json.account_exists === 'boolean'),
		JSON.stringify(run.data.resultData.error ?? items.slice(0, 3)),
	);
	const lookups = ctx.emulator
		.log()
		.slice(before)
		.split('\n')
		.filter((line) => line.endsWith(UPI_LOOKUP));
	const unavailable = lookups.filter((line) => /\s503\s/.test(line)).length;
	const answered = lookups.filter((line) => /\s200\s/.test(line)).length;
	await check(
		`retries: the ${unavailable} lookups answered 503 were retried, and each item was answered once (${answered} answers)`,
		unavailable > 0 && answered === ITEMS && lookups.length === ITEMS + unavailable,
		lookups.join('\n     '),
	);
}
