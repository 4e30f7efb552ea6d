// A check of `npm run test:queue` (e2e/queue.test.ts): the Deepvue Trigger in queue mode, with
// binary data in the database (N8N_DEFAULT_BINARY_DATA_MODE=database, n8n 3's default). A delivery
// reaches main, which runs the trigger's webhook (the secret and repeat checks, the result file
// attached or downloaded and stored), then queues the execution: a worker runs the rest of the
// workflow and reads the file from the database; main's log and the workers' tell which process ran
// it (e2e/queue/onMain.ts). The workflow is the results example, as users import it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { portOf } from '../../testbed/realN8n/ports';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import type { ExecutionSummary } from '../../testbed/realN8n/executions';
import { dataOf, type Saved, type SavedWorkflow } from './answers';
import { contextOnMain, jobsOf, type OnMain } from './onMain';

const SECRET = 'queue-mode-webhook-secret-8d41c7a2';
const TRIGGER = 'Deepvue Trigger';
const READER = 'Read Result Rows';
const CSV =
	'vpa,account_exists,name_at_bank,error\nasha@okhdfcbank,true,ASHA RAO,\nravi@ybl,true,RAVI KUMAR,\nunknown@upi,false,,No record found\n';
const VPAS = 'asha@okhdfcbank,ravi@ybl,unknown@upi';

interface ExampleNode {
	name: string;
	webhookId?: string;
	credentials?: Record<string, { id: string; name: string }>;
	parameters: { options?: Record<string, unknown> };
}
interface Example {
	name: string;
	nodes: ExampleNode[];
	connections: unknown;
	settings: unknown;
}

/** The results example, its trigger on the given credential, downloads over http from this machine allowed. */
function resultsWorkflow(credential: Saved) {
	const { name, nodes, connections, settings } = JSON.parse(
		readFileSync(path.join(PACKAGE_ROOT, 'examples', 'bulk-upi-verification-results.json'), 'utf8'),
	) as Example;
	const trigger = nodes.find((node) => node.name === TRIGGER);
	if (!trigger) throw new Error(`The results example has no node named ${TRIGGER}`);
	trigger.credentials = { deepvueWebhookSecretApi: { id: credential.id, name: credential.name } };
	trigger.parameters.options = { ...trigger.parameters.options, allowLoopbackHttp: true };
	return {
		workflow: {
			name: `${name} (queue mode)`,
			nodes,
			connections,
			settings,
			pinData: {},
			active: false,
		},
		webhookPath: `/webhook/${trigger.webhookId}/webhook`,
	};
}

/** The result file on 127.0.0.1, as Deepvue links it from a delivery; counts its downloads. */
async function serveResultFile() {
	let downloads = 0;
	const server = createServer((_request, response) => {
		downloads += 1;
		response.writeHead(200, {
			'content-type': 'text/csv',
			'content-disposition': 'attachment; filename="batch-result.csv"',
		});
		response.end(CSV);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${portOf(server.address())}/batch-results/queue-download.csv`,
		downloads: () => downloads,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

export async function checkTriggerOnWorkers(onMain: OnMain): Promise<void> {
	const { main, rest, workers, check } = onMain;
	const ctx = contextOnMain(onMain);
	const credential = await dataOf<Saved>(rest, 'POST', '/credentials', {
		name: 'Deepvue webhook secret',
		type: 'deepvueWebhookSecretApi',
		data: { secretToken: SECRET },
	});
	const { workflow, webhookPath } = resultsWorkflow(credential);
	const created = await dataOf<SavedWorkflow>(rest, 'POST', '/workflows', workflow);
	await check(
		'queue mode: the results workflow with the Deepvue Trigger is published',
		await ctx.activate(created.id),
	);
	const file = await serveResultFile();
	try {
		const url = `${main.url}${webhookPath}`;
		/** Posts a delivery to main with the token in the URL (none when token is null). */
		const deliver = async (
			body: FormData | Record<string, unknown>,
			token: string | null = SECRET,
		) => {
			const response = await fetch(
				token === null ? url : `${url}?token=${encodeURIComponent(token)}`,
				{
					method: 'POST',
					...(body instanceof FormData
						? { body }
						: { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
				},
			);
			return `${response.status} ${await response.text()}`;
		};
		// The request_id each finished execution's trigger output, by execution id.
		const requestIds = new Map<string, string>();
		const finishedByRequestId = async () => {
			const runs = new Map<string, ExecutionSummary[]>();
			for (const execution of await ctx.waitForExecutions(created.id, 0)) {
				if (!requestIds.has(execution.id))
					requestIds.set(
						execution.id,
						String(ctx.outputOf(await ctx.runData(execution.id), TRIGGER)[0]?.json.request_id),
					);
				const id = requestIds.get(execution.id) ?? '';
				runs.set(id, [...(runs.get(id) ?? []), execution]);
			}
			return runs;
		};
		/** The execution a worker made of the delivery of `requestId`, once it has finished, and its run. */
		const runOf = async (requestId: string, timeoutMs = 300_000) => {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const [execution] = (await finishedByRequestId()).get(requestId) ?? [];
				if (execution) return { execution, run: await ctx.runData(execution.id) };
				if (Date.now() > deadline) return undefined;
				await sleep(500);
			}
		};
		const refusals = [
			await deliver({ request_id: 'no-token', status: 200 }, null),
			await deliver({ request_id: 'wrong-token', status: 200 }, 'wrong-token-0000000000'),
		];

		// The file in the delivery (multipart), kept by main.
		const form = new FormData();
		form.append('request_id', 'queue-attached');
		form.append('status', '200');
		form.append('file', new Blob([CSV], { type: 'text/csv' }), 'queue-attached.csv');
		const attachedAnswer = await deliver(form);
		// A delivery that links the file: main downloads it.
		const linkedAnswer = await deliver({
			request_id: 'queue-linked',
			status: 200,
			message: 'batch processing completed',
			batch_output_file_url: file.url,
		});

		for (const [label, requestId, answer] of [
			['attached to the delivery', 'queue-attached', attachedAnswer],
			['linked from the delivery and downloaded by main', 'queue-linked', linkedAnswer],
		]) {
			const found = await runOf(requestId);
			const [ran = { job: undefined, workers: [] }] = found
				? jobsOf(main, workers, found.execution.id)
				: [];
			const stored = found ? ctx.outputOf(found.run, TRIGGER)[0]?.binary?.data : undefined;
			const rows = found
				? ctx
						.outputOf(found.run, READER)
						.map((item) => item.json.vpa)
						.join(',')
				: '';
			await check(
				`queue mode: a delivery with the result file ${label} is answered 200 by main, which queues it (mode webhook, job ${ran.job}); one worker runs it (worker ${ran.workers.join(', ')})`,
				answer === '200 {"received":true}' &&
					found?.execution.mode === 'webhook' &&
					ran.workers.length === 1,
				`answer ${answer}, execution ${JSON.stringify(found?.execution)}, job ${ran.job}, started by workers ${JSON.stringify(ran.workers)}`,
			);
			await check(
				`queue mode: the file (${label}) is stored in the database and the worker's Extract From File reads its rows`,
				found?.run.status === 'success' && /^database:/.test(stored?.id ?? '') && rows === VPAS,
				`status ${found?.run.status}, file ${JSON.stringify(stored)}, rows ${rows}, error ${JSON.stringify(found?.run.data.resultData.error?.message)}`,
			);
		}
		await check(
			`queue mode: main downloaded the linked file once (${file.downloads()})`,
			file.downloads() === 1,
		);

		// Repeats: the attached delivery again, after its execution ended; a new one twice at once.
		const repeated = await deliver({ request_id: 'queue-attached', status: 200 });
		const together = (
			await Promise.all([
				deliver({ request_id: 'queue-twice', status: 200 }),
				deliver({ request_id: 'queue-twice', status: 200 }),
			])
		).sort();
		await runOf('queue-twice');
		// Long enough for a second execution of a repeat to show.
		await sleep(5000);
		const counts: Record<string, number> = Object.fromEntries(
			[...(await finishedByRequestId())].map(([id, executions]) => [id, executions.length]),
		);
		const ids = ['queue-attached', 'queue-linked', 'queue-twice'];
		await check(
			'queue mode: deliveries without the secret token or with a wrong one are refused with 401 and start nothing',
			refusals.every((answer) => answer.startsWith('401 ')) &&
				counts['no-token'] === undefined &&
				counts['wrong-token'] === undefined,
			`${refusals.join(' | ')}; executions by request_id ${JSON.stringify(counts)}`,
		);
		await check(
			'queue mode: a repeated delivery is acknowledged as a repeat and starts nothing; the same one twice at once starts one execution',
			repeated === '200 {"received":true,"repeated":true}' &&
				together.join(' | ') === '200 {"received":true,"repeated":true} | 200 {"received":true}' &&
				ids.every((id) => counts[id] === 1) &&
				Object.keys(counts).length === ids.length,
			`repeat: ${repeated}; twice at once: ${together.join(' | ')}; executions by request_id ${JSON.stringify(counts)}`,
		);
		// Main saves the list after each delivery; a worker ending an execution must not drop IDs from it.
		const { staticData } = await dataOf<SavedWorkflow>(rest, 'GET', `/workflows/${created.id}`);
		const saved = Object.values(staticData ?? {}).flatMap(
			(node) => node?.deliveredRequestIds ?? [],
		);
		await check(
			'queue mode: the saved list of seen request IDs holds every delivered one',
			ids.every((id) => saved.includes(id)),
			JSON.stringify(staticData),
		);
		const logged = [main, ...workers].filter((process) => process.log().includes(SECRET)).length;
		await check(
			'queue mode: the webhook secret is in no log of main or the workers',
			logged === 0,
			`${logged} logs hold it`,
		);
	} finally {
		await file.close();
	}
}
