// What a crash costs, measured in a real n8n 2.41.3: an n8n process that dies during a bulk run
// (killed, out of memory, a queue-mode worker lost) takes with it every answer it had paid for,
// since n8n saves an execution's data only when it ends, and no store n8n gives a declarative
// node outlives it (e2e/storeProbe.test.ts). Two flows of ROWS rows at PER_SECOND lookups a
// second, the n8n process killed KILL_AFTER_S seconds after the start, then started again and the
// flow run again:
//   - one Deepvue node over every row: every answer paid before the kill is lost, and paid again;
//   - Loop Over Items in groups of GROUP: each group's answers go into an n8n Data Table before the
//     next group, and the rows already in the table are skipped (Data Table, If Row Does Not
//     Exist): at most one group's answers are lost.
// Counted at the emulator: each lookup answered 200 is a paid answer. It measures, it checks
// nothing: the runner fails it only when a step cannot be done.
//
//   node --require ts-node/register/transpile-only --test-reporter=spec e2e/crashLoss.test.ts
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { sleep } from 'n8n-workflow';

import { ensureN8n } from '../testbed/realN8n/n8nInstall';
import { activateWorkflow } from '../testbed/realN8n/activation';
import { freePort } from '../testbed/realN8n/ports';
import { importCredentials } from '../testbed/realN8n/imports';
import { n8nEnvironment } from '../testbed/realN8n/environment';
import { prepareUserFolder } from '../testbed/realN8n/userFolder';
import { restClient } from '../testbed/realN8n/restClient';
import { startEmulatorProcess } from '../testbed/realN8n/emulatorProcess';
import { startN8n } from '../testbed/realN8n/n8nProcess';
import { DEEPVUE_ACCOUNT } from '../testbed/packageIdentity';

const ROWS = 150;
const PER_SECOND = 5;
const KILL_AFTER_S = 20;
const GROUP = 25;
const LOOKUP = /\s200\s+GET \/v1\/mobile-intelligence\/mobile-to-name$/;
const CREDENTIALS = { deepvueApi: { id: 'deepvueCrash', name: DEEPVUE_ACCOUNT } };

let ids = 0;
const id = () => `c0a50000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const node = (
	name: string,
	type: string,
	typeVersion: number,
	parameters: Record<string, unknown>,
	extra: Record<string, unknown> = {},
) => ({
	id: id(),
	name,
	type,
	typeVersion,
	position: [0, 0],
	parameters,
	...extra,
});
const link = (to: string, index = 0) => ({ node: to, type: 'main', index });

const webhook = (path: string) =>
	node(
		'Webhook',
		'n8n-nodes-base.webhook',
		2,
		{ httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
		{
			webhookId: `c0a51111-0000-4000-8000-${path === 'crash-single' ? '000000000001' : '000000000002'}`,
		},
	);
// Each flow asks its own numbers (starting with `digit`): the node would reuse the other flow's answers.
const rows = (digit: number) =>
	node('Rows', 'n8n-nodes-base.code', 2, {
		jsCode: `return Array.from({ length: ${ROWS} }, (_, i) => ({ json: { mobile: '${digit}' + String(100000000 + i).slice(-9) } }));`,
	});
const lookup = node(
	'Deepvue',
	'n8n-nodes-deepvue.deepvue',
	1,
	{
		resource: 'mobileIntelligence',
		operation: 'getName',
		mobileNumber: '={{ $json.mobile }}',
		options: {},
	},
	{ credentials: CREDENTIALS },
);

function singleNodeFlow() {
	return {
		name: 'Crash: one node',
		nodes: [webhook('crash-single'), rows(7), lookup],
		connections: { Webhook: { main: [[link('Rows')]] }, Rows: { main: [[link('Deepvue')]] } },
		settings: {},
	};
}

function groupsFlow(tableId: string) {
	const table = { __rl: true, mode: 'id', value: tableId };
	return {
		name: 'Crash: groups kept in a data table',
		nodes: [
			webhook('crash-groups'),
			rows(6),
			node('Not Answered Yet', 'n8n-nodes-base.dataTable', 1, {
				resource: 'row',
				operation: 'rowNotExists',
				dataTableId: table,
				matchType: 'allConditions',
				filters: {
					conditions: [{ keyName: 'mobile', condition: 'eq', keyValue: '={{ $json.mobile }}' }],
				},
			}),
			node('Loop Over Items', 'n8n-nodes-base.splitInBatches', 3, {
				batchSize: GROUP,
				options: {},
			}),
			lookup,
			node('Keep Answers', 'n8n-nodes-base.dataTable', 1, {
				resource: 'row',
				operation: 'insert',
				dataTableId: table,
				columns: {
					mappingMode: 'defineBelow',
					value: {
						mobile: "={{ $('Loop Over Items').item.json.mobile }}",
						name: '={{ $json.name }}',
					},
					matchingColumns: [],
					schema: [
						{
							id: 'mobile',
							displayName: 'mobile',
							required: false,
							defaultMatch: false,
							display: true,
							type: 'string',
							canBeUsedToMatch: true,
						},
						{
							id: 'name',
							displayName: 'name',
							required: false,
							defaultMatch: false,
							display: true,
							type: 'string',
							canBeUsedToMatch: true,
						},
					],
				},
				options: {},
			}),
		],
		connections: {
			Webhook: { main: [[link('Rows')]] },
			Rows: { main: [[link('Not Answered Yet')]] },
			'Not Answered Yet': { main: [[link('Loop Over Items')]] },
			'Loop Over Items': { main: [[], [link('Deepvue')]] },
			Deepvue: { main: [[link('Keep Answers')]] },
			'Keep Answers': { main: [[link('Loop Over Items')]] },
		},
		settings: {},
	};
}

interface Flow {
	workflow: ReturnType<typeof singleNodeFlow>;
	webhookPath: string;
	label: string;
	kept?: () => Promise<number>;
}

interface Result {
	label: string;
	paidBeforeKill: number;
	kept: number;
	lost: number;
	paidByRerun: number;
	paidTwice: number;
}

const progress = (message: string) =>
	console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

test('a crash during a bulk run: what is lost and paid again', async (t) => {
	const installation = await ensureN8n({ line: '2' });
	const userFolder = prepareUserFolder();
	const emulator = await startEmulatorProcess();
	const env = n8nEnvironment(installation, userFolder, await freePort());
	const paid = () =>
		emulator
			.log()
			.split('\n')
			.filter((line) => LOOKUP.test(line)).length;
	let starts = 0;
	const startAgain = async () => {
		const started = await startN8n(installation, env, path.join(userFolder, `n8n-${++starts}.log`));
		progress(`n8n started (${started.startSeconds.toFixed(0)} s)`);
		return { n8n: started, rest: await restClient(started.url) };
	};
	let n8n: Awaited<ReturnType<typeof startN8n>> | undefined;
	try {
		await importCredentials(installation, env, [
			{
				...CREDENTIALS.deepvueApi,
				type: 'deepvueApi',
				data: {
					baseUrl: emulator.baseUrl,
					clientId: emulator.clientId,
					clientSecret: emulator.clientSecret,
					rateLimitPlan: 'custom',
					requestsPerSecond: PER_SECOND,
					requestsPerMinute: 0,
					accessToken: '',
				},
			},
		]);
		let rest: Awaited<ReturnType<typeof restClient>>;
		({ n8n, rest } = await startAgain());

		const project = ((await rest.call('GET', '/projects/personal')) as { data: { id: string } })
			.data;
		const table = (
			(await rest.call('POST', `/projects/${project.id}/data-tables`, {
				name: 'Answers',
				columns: [
					{ name: 'mobile', type: 'string' },
					{ name: 'name', type: 'string' },
				],
			})) as { data: { id: string } }
		).data;
		const tableRows = async () =>
			(
				(await rest.call(
					'GET',
					`/projects/${project.id}/data-tables/${table.id}/rows?take=1000`,
				)) as { data: { count: number } }
			).data.count;
		const flows: Flow[] = [
			{
				workflow: singleNodeFlow(),
				webhookPath: 'crash-single',
				label: 'one Deepvue node over every row',
			},
			{
				workflow: groupsFlow(table.id),
				webhookPath: 'crash-groups',
				label: `Loop Over Items, groups of ${GROUP} kept in a data table`,
				kept: tableRows,
			},
		];
		for (const flow of flows) {
			const created = (
				(await rest.call('POST', '/workflows', flow.workflow)) as { data: { id: string } }
			).data;
			if (!(await activateWorkflow(rest, installation, created.id)))
				throw new Error(`${flow.workflow.name} did not activate`);
		}
		progress('flows active');

		const results: Result[] = [];
		for (const flow of flows) {
			await t.test(flow.label, async () => {
				const before = paid();
				const answer = await fetch(`${n8n?.url}/webhook/${flow.webhookPath}`, { method: 'POST' });
				progress(`${flow.label}: started (webhook answered ${answer.status})`);
				await sleep(KILL_AFTER_S * 1000);
				await n8n?.crash();
				await sleep(1000);
				const paidBeforeKill = paid() - before;
				progress(`${flow.label}: killed after ${paidBeforeKill} paid lookups`);
				({ n8n, rest } = await startAgain());
				const kept = flow.kept ? await flow.kept() : 0;
				const beforeRerun = paid();
				await fetch(`${n8n.url}/webhook/${flow.webhookPath}`, { method: 'POST' });
				// The re-run has ended when the emulator has received no lookup for 5 s.
				let last = -1;
				for (let waited = 0; waited < 300 && paid() !== last; waited += 5) {
					last = paid();
					await sleep(5000);
				}
				const paidByRerun = paid() - beforeRerun;
				progress(`${flow.label}: the re-run paid ${paidByRerun}`);
				results.push({
					label: flow.label,
					paidBeforeKill,
					kept,
					lost: paidBeforeKill - kept,
					paidByRerun,
					paidTwice: paidBeforeKill + paidByRerun - ROWS,
				});
			});
		}
		console.log(
			`\nn8n ${installation.version}, ${ROWS} rows at ${PER_SECOND}/s, the process killed ${KILL_AFTER_S} s after the start, then the flow run again:`,
		);
		console.log(
			'| Flow | Paid before the kill | Answers kept | Answers lost | Paid by the re-run | Paid twice |',
		);
		console.log('|---|---|---|---|---|---|');
		for (const result of results)
			console.log(
				`| ${result.label} | ${result.paidBeforeKill} | ${result.kept} | ${result.lost} | ${result.paidByRerun} | ${result.paidTwice} |`,
			);
	} finally {
		await n8n?.stop();
		await emulator.stop();
		rmSync(userFolder, { recursive: true, force: true });
	}
});
