// The requests of the operations from Deepvue's reference pages (Verify PAN, the bank account
// penny drop, GSTINs by PAN) as a real n8n sends them: method, path, query and both auth headers.
// Read at an emulator started in this process, since the shared one logs no query or headers;
// the cases are the engine tests' (test/spec/operations.ts).
import { isDeepStrictEqual } from 'node:util';

import { DOCUMENTED_CASES } from '../../test/spec/operations';
import { DEMO_CLIENT, startEmulatorServer } from '../../testbed/emulator/server';
import type { N8nContext } from '../lib/n8nContext';
import { storeDeepvueLine } from './shared';

/** The documented operations, one node each, in a line. */
const STEPS = DOCUMENTED_CASES.map((testCase) => ({
	name: testCase.operation,
	resource: testCase.resource,
	operation: testCase.operation,
	parameters: testCase.parameters,
}));

export async function run(ctx: N8nContext): Promise<void> {
	const { rest, check } = ctx;
	const emulator = await startEmulatorServer();
	try {
		const workflowId = await storeDeepvueLine(
			rest,
			emulator.baseUrl,
			'Deepvue contract of the documented operations',
			STEPS,
		);
		const run = await ctx.execute(workflowId);
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
