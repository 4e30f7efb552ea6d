// Which stores n8n gives a node, and from where, in a real n8n of each tested line: whether a
// declarative node's request hooks (what the Deepvue node runs in) can reach n8n's data tables
// (`helpers.getDataTableProxy`), its deduplication store (`helpers.checkProcessedAndRecord`) or
// the workflow's static data, beside a programmatic node (`execute`) for contrast. A store that
// outlives a crashed execution would let a re-run skip the lookups it had paid for
// (docs/paying-once.md). Run it again after an n8n upgrade:
//
//   node --require ts-node/register/transpile-only --test-reporter=spec e2e/storeProbe.test.ts [--line 1|2]
//
// It writes two probe nodes into a fresh n8n user folder's custom folder, runs them with
// `n8n execute` and inside `n8n start` (a webhook call), and prints what each context offered.
// It reports, it checks nothing: the runner fails it only when a step cannot be done.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { createContext, executionOf, outputOf } from './lib/n8nContext';
import { ensureN8n, linesAsked } from '../testbed/realN8n/n8nInstall';
import { freePort } from '../testbed/realN8n/ports';
import { importWorkflows } from '../testbed/realN8n/imports';
import { n8nCli } from '../testbed/realN8n/n8nCli';
import { n8nEnvironment } from '../testbed/realN8n/environment';
import { restClient } from '../testbed/realN8n/restClient';
import { startN8n } from '../testbed/realN8n/n8nProcess';

/** What a context offers: the helpers a store would come through, and what a data table call answers. */
const REPORT = `async function report(context) {
	const helpers = context.helpers ?? {};
	const found = {
		getDataTableProxy: typeof helpers.getDataTableProxy,
		getDataTableAggregateProxy: typeof helpers.getDataTableAggregateProxy,
		checkProcessedAndRecord: typeof helpers.checkProcessedAndRecord,
		getWorkflowStaticData: typeof context.getWorkflowStaticData,
	};
	if (typeof helpers.getDataTableAggregateProxy === 'function') {
		try {
			const tables = await helpers.getDataTableAggregateProxy();
			found.dataTables = 'reachable: ' + Object.keys(tables).sort().join(', ');
		} catch (error) {
			found.dataTables = 'refused: ' + error.message;
		}
	}
	return found;
}`;

/** A probe node's file: `kind` names it, `description` adds to its description, `members` is the rest of its class. */
function probeFile(kind: string, description: string, members: string): string {
	const className = `StoreProbe${kind[0].toUpperCase()}${kind.slice(1)}`;
	return `'use strict';
${REPORT}
class ${className} {
	description = {
		displayName: 'Store Probe (${kind})', name: 'storeProbe${kind[0].toUpperCase()}${kind.slice(1)}', group: ['transform'], version: 1,
		defaults: { name: '${kind[0].toUpperCase()}${kind.slice(1)}' }, inputs: ['main'], outputs: ['main'], ${description}
	};
	${members}
}
module.exports = { ${className} };
`;
}

/** The probe nodes' files: n8n's loader takes each class's name from its file's name. */
const PROBES = {
	'StoreProbeDeclarative.node.js': probeFile(
		'declarative',
		`description: 'What the request hook of a declarative node is given', requestDefaults: { baseURL: 'http://127.0.0.1:9' },
		properties: [{
			displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'probe',
			options: [{ name: 'Probe', value: 'probe', routing: {
				request: { method: 'GET', url: '/' },
				send: { paginate: true },
				operations: { pagination: async function () { return [{ json: await report(this) }]; } },
			} }],
		}],`,
		'',
	),
	'StoreProbeProgrammatic.node.js': probeFile(
		'programmatic',
		`description: 'What a programmatic node is given', properties: [],`,
		'async execute() { return [[{ json: await report(this) }]]; }',
	),
};

const WEBHOOK_PATH = 'store-probe';
/** The probes after `start`: a manual trigger for `n8n execute`, a webhook for a run inside `n8n start`. */
const workflowFrom = (start: Record<string, unknown>) => ({
	name: 'Store probe',
	nodes: [
		{ id: 'a0000000-0000-4000-8000-000000000001', name: 'Start', position: [0, 0], ...start },
		{
			parameters: { operation: 'probe' },
			id: 'a0000000-0000-4000-8000-000000000002',
			name: 'Declarative',
			type: 'CUSTOM.storeProbeDeclarative',
			typeVersion: 1,
			position: [200, 0],
		},
		{
			parameters: {},
			id: 'a0000000-0000-4000-8000-000000000003',
			name: 'Programmatic',
			type: 'CUSTOM.storeProbeProgrammatic',
			typeVersion: 1,
			position: [400, 0],
		},
	],
	connections: {
		Start: { main: [[{ node: 'Declarative', type: 'main', index: 0 }]] },
		Declarative: { main: [[{ node: 'Programmatic', type: 'main', index: 0 }]] },
	},
	settings: {},
});
const MANUAL = { parameters: {}, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1 };
const WEBHOOK = {
	parameters: { httpMethod: 'POST', path: WEBHOOK_PATH, responseMode: 'onReceived', options: {} },
	type: 'n8n-nodes-base.webhook',
	typeVersion: 2,
	webhookId: 'b5e3c1d2-7a4f-4e6b-9c8d-0f1a2b3c4d5e',
};

type Run = Parameters<typeof outputOf>[0];

function print(where: string, run: Run): void {
	console.log(`  ${where}`);
	for (const node of ['Declarative', 'Programmatic'])
		console.log(
			`    ${node.padEnd(12)} ${JSON.stringify(outputOf(run, node)[0]?.json ?? run.data.resultData.error?.message)}`,
		);
}

/** A user folder with the probe nodes in its custom folder, which every n8n command loads (as CUSTOM.<name>). */
function userFolderWithProbes(): string {
	const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-store-probe-'));
	const custom = path.join(userFolder, '.n8n', 'custom');
	mkdirSync(custom, { recursive: true });
	for (const [file, text] of Object.entries(PROBES)) writeFileSync(path.join(custom, file), text);
	return userFolder;
}

for (const line of linesAsked()) {
	test(`stores n8n gives a node, n8n line ${line}`, async (t) => {
		const installation = await ensureN8n({ line });
		const userFolder = userFolderWithProbes();
		let n8n: Awaited<ReturnType<typeof startN8n>> | undefined;
		try {
			const env = n8nEnvironment(installation, userFolder, await freePort());
			await importWorkflows(installation, env, {
				storeProbeManual: workflowFrom(MANUAL),
				storeProbeWebhook: workflowFrom(WEBHOOK),
			});
			console.log(`\nn8n ${installation.version}`);
			await t.test('n8n execute', async () => {
				print(
					'n8n execute (the CLI):',
					executionOf(
						await n8nCli(installation, env, ['execute', '--id=storeProbeManual', '--rawOutput']),
					),
				);
			});
			await t.test('n8n start', async () => {
				n8n = await startN8n(installation, env, path.join(userFolder, 'n8n.log'));
				const ctx = createContext({
					installation,
					env,
					n8n,
					rest: await restClient(n8n.url),
					emulator: undefined,
					check: async () => {},
					timed: (_label, action) => action(),
				});
				if (!(await ctx.activate('storeProbeWebhook')))
					throw new Error('The webhook probe could not be activated');
				await fetch(`${n8n.url}/webhook/${WEBHOOK_PATH}`, { method: 'POST' });
				const [execution] = await ctx.waitForExecutions('storeProbeWebhook', 1);
				print('n8n start (a webhook call):', await ctx.runData(String(execution.id)));
			});
		} finally {
			await n8n?.stop();
			rmSync(userFolder, { recursive: true, force: true });
		}
	});
}
