// The requests of the operations from Deepvue's reference pages (Verify PAN, the bank account
// penny drop, GSTINs by PAN) as a real n8n sends them: method, path, query and both auth headers.
// Read at an emulator started in this process, since the shared one logs no query or headers;
// the cases are the engine tests' (test/spec/operations.ts).
import { isDeepStrictEqual } from 'node:util';

import { DOCUMENTED_CASES } from '../../test/spec/operations';
import { DEMO_CLIENT, startEmulatorServer } from '../../testbed/emulator/server';
import type { N8nContext } from '../lib/n8nContext';
import { createCredential } from './credentialTest';

function contractWorkflow(credential: { id: string; name: string }) {
	const names = ['Start', ...DOCUMENTED_CASES.map((testCase) => testCase.operation)];
	return {
		name: 'Deepvue contract of the documented operations',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'trigger',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			...DOCUMENTED_CASES.map((testCase, index) => ({
				id: testCase.operation,
				name: testCase.operation,
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [220 * (index + 1), 0],
				parameters: {
					resource: testCase.resource,
					operation: testCase.operation,
					...testCase.parameters,
					options: {},
				},
				credentials: { deepvueApi: credential },
			})),
		],
		connections: Object.fromEntries(
			names
				.slice(0, -1)
				.map((name, index) => [
					name,
					{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
				]),
		),
	};
}

export async function run(ctx: N8nContext): Promise<void> {
	const { rest, check } = ctx;
	const emulator = await startEmulatorServer();
	try {
		const credential = await createCredential(rest, 'Deepvue contract check', {
			baseUrl: emulator.baseUrl,
			clientId: DEMO_CLIENT.clientId,
			clientSecret: DEMO_CLIENT.clientSecret,
			rateLimitPlan: 'off',
			accessToken: '',
		});
		const { data: created } = await rest.call<{ data: { id: string } }>(
			'POST',
			'/workflows',
			contractWorkflow({ id: credential.id, name: credential.name }),
		);
		const run = await ctx.execute(created.id);
		await check(
			'contract: the documented operations ran in n8n',
			run.status === 'success' && !run.data.resultData.error,
			JSON.stringify(run.data.resultData.error),
		);
		for (const testCase of DOCUMENTED_CASES) {
			const calls = emulator.requestsTo(testCase.path);
			const [call] = calls;
			await check(
				`contract: ${testCase.operation} sends ${testCase.method} ${testCase.path} with the query ${JSON.stringify(testCase.query)}, a bearer token and the x-api-key, no body`,
				calls.length === 1 &&
					call.method === testCase.method &&
					isDeepStrictEqual(call.query, testCase.query) &&
					/^Bearer \S+$/.test(call.headers.authorization ?? '') &&
					call.headers['x-api-key'] === DEMO_CLIENT.clientSecret &&
					call.json === undefined,
				JSON.stringify(calls.map(({ method, path, query }) => ({ method, path, query }))),
			);
		}
		await check(
			'contract: the penny drop deposited once',
			emulator.pennyDrops.length === 1,
			String(emulator.pennyDrops.length),
		);
	} finally {
		await emulator.close();
	}
}
