// The Deepvue Trigger in a real n8n: the results example, with its Deepvue Webhook Secret API
// credential, activated the way the n8n line does it (1.x: Active; 2.x: publish), receiving
// deliveries at n8n's production webhook URL. Checks that deliveries without the secret start
// nothing, that one request_id starts one execution however its repeats arrive (at once, 120 ms
// apart, as a number, several executions ending together), and the whole loop: an upload run by
// n8n, delivered by the emulator, the result file downloaded by the trigger.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import type { N8nContext } from '../lib/n8nContext';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import { WEBHOOK_SECRET_CREDENTIAL } from '../../testbed/realN8n/exampleCredentials';
import { credentialTypes, nodeTypes } from './shared';

const RESULTS = 'bulkUpiResults01';
const UPLOAD = 'bulkUpiUpload001';
const SECRET = 'real-n8n-webhook-secret-5b2e9d1c';
const TRIGGER_PATH = '/webhook/3c1f6a52-8d0e-4b7a-9f21-5e6d7c8b9a01/webhook';
const CSV =
	'vpa,account_exists,name_at_bank,error\nasha@okhdfcbank,true,ASHA RAO,\nunknown@upi,false,,No record found\n';

interface ExampleNode {
	name: string;
	parameters: Record<string, unknown> & { options?: Record<string, unknown>; webhookUrl?: string };
	credentials?: Record<string, { id: string; name: string }>;
}
interface Example {
	nodes: ExampleNode[];
}

const example = (file: string) =>
	JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8')) as Example;

function nodeOf(workflow: Example, name: string): ExampleNode {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`The example has no node ${name}`);
	return node;
}

/** The example workflows, the upload's Webhook URL carrying the secret, downloads from the emulator (http) allowed. */
function workflows(): Record<string, Example> {
	const results = example('bulk-upi-verification-results.json');
	const trigger = nodeOf(results, 'Deepvue Trigger');
	trigger.parameters.options = { ...trigger.parameters.options, allowLoopbackHttp: true };
	const upload = example('bulk-upi-verification-upload.json');
	const uploadNode = nodeOf(upload, 'Upload UPI Batch');
	const url = new URL(String(uploadNode.parameters.webhookUrl));
	url.searchParams.set('token', SECRET);
	uploadNode.parameters.webhookUrl = url.toString();
	return { [RESULTS]: results, [UPLOAD]: upload };
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	const credentialTypeList = await credentialTypes(ctx.rest);
	await check(
		'n8n lists the credential type deepvueWebhookSecretApi (Deepvue Webhook Secret API)',
		credentialTypeList.some(
			(type) =>
				type.name === 'deepvueWebhookSecretApi' &&
				type.displayName === 'Deepvue Webhook Secret API',
		),
	);
	const versions = (await nodeTypes(ctx.rest))
		.filter((type) => type.name === 'n8n-nodes-deepvue.deepvueTrigger')
		.flatMap((type) => [type.version].flat());
	await check(
		'n8n offers the Deepvue Trigger in versions 1 (token in the node) and 2 (token in the credential)',
		versions.includes(1) && versions.includes(2),
		JSON.stringify(versions),
	);
	await ctx.importCredentials([
		{
			...WEBHOOK_SECRET_CREDENTIAL,
			type: 'deepvueWebhookSecretApi',
			data: { secretToken: SECRET },
		},
	]);
	await ctx.importWorkflows(workflows());
	const how = ctx.line === '1' ? 'Active' : 'published';
	await check(`the results workflow is active once ${how}`, await ctx.activate(RESULTS));
	await sleep(1000);

	const webhook = `${ctx.n8nUrl}${TRIGGER_PATH}`;
	/** Posts a delivery with the token in the URL (none when token is null). */
	const deliver = async (body: FormData | object, token: string | null = SECRET) => {
		const form = body instanceof FormData;
		const response = await fetch(
			token === null ? webhook : `${webhook}?token=${encodeURIComponent(token)}`,
			{
				method: 'POST',
				headers: form ? {} : { 'content-type': 'application/json' },
				body: form ? body : JSON.stringify(body),
			},
		);
		return { status: response.status, body: await response.text() };
	};

	// Executions of the results workflow, by the request_id their trigger output.
	const requestIds = new Map<string, string>();
	async function startsById(): Promise<Record<string, number>> {
		const counts: Record<string, number> = {};
		for (const execution of await ctx.executions(RESULTS)) {
			if (!requestIds.has(execution.id)) {
				const run = await ctx.runData(execution.id);
				requestIds.set(
					execution.id,
					String(ctx.outputOf(run, 'Deepvue Trigger')[0]?.json.request_id),
				);
			}
			const id = String(requestIds.get(execution.id));
			counts[id] = (counts[id] ?? 0) + 1;
		}
		return counts;
	}
	/** Waits for `count` executions, then a little longer: a second execution of a repeat would show. */
	async function settled(count: number): Promise<Record<string, number>> {
		await ctx.waitForExecutions(RESULTS, count);
		await sleep(3000);
		return await startsById();
	}

	const missing = await deliver({ request_id: 'no-token', status: 'COMPLETED' }, null);
	await check(
		'a delivery without the secret token is refused with 401 (the webhook is registered)',
		missing.status === 401,
		`${missing.status} ${missing.body}`,
	);
	const wrong = await deliver({ request_id: 'bad-token' }, 'wrong');
	await check(
		'a delivery with a wrong token is refused with 401',
		wrong.status === 401,
		`${wrong.status} ${wrong.body}`,
	);

	const form = new FormData();
	form.append('request_id', 'manual-delivery-1');
	form.append('status', 'COMPLETED');
	form.append('file', new Blob([CSV], { type: 'text/csv' }), 'manual-delivery-1.csv');
	const accepted = await deliver(form);
	await check(
		'a multipart delivery with the secret token (from the credential) is accepted with 200',
		accepted.status === 200,
		`${accepted.status} ${accepted.body}`,
	);
	const [first] = await ctx.waitForExecutions(RESULTS, 1);
	if (first) {
		const run = await ctx.runData(first.id);
		const rows = ctx.outputOf(run, 'Read Result Rows').map((item) => item.json);
		await check(
			'the run read the delivered CSV into rows',
			run.status === 'success' && rows.length === 2 && rows[0].vpa === 'asha@okhdfcbank',
			JSON.stringify({ status: run.status, rows }),
		);
	} else {
		await check('the accepted delivery started a workflow run', false);
	}

	// Repeats: the same delivery twice at once, twice 120 ms apart, a numeric request_id twice.
	const delivery = (requestId: string | number) => ({
		request_id: requestId,
		status: 200,
		message: 'batch processing completed',
	});
	const atOnce = await Promise.all([
		deliver(delivery('twice-at-once')),
		deliver(delivery('twice-at-once')),
	]);
	const firstOfTwo = deliver(delivery('twice-120ms-apart'));
	await sleep(120);
	const apart = await Promise.all([deliver(delivery('twice-120ms-apart')), firstOfTwo]);
	const numeric = [await deliver(delivery(4242)), await deliver(delivery(4242))];
	let starts = await settled(4);
	const answers = (pair: Array<{ status: number; body: string }>) =>
		pair
			.map((answer) => `${answer.status} ${answer.body}`)
			.sort()
			.join(' | ');
	const onceAnswers = '200 {"received":true,"repeated":true} | 200 {"received":true}';
	await check(
		'the same delivery sent twice at once starts one execution',
		starts['twice-at-once'] === 1 && answers(atOnce) === onceAnswers,
		`${JSON.stringify(starts)} ${answers(atOnce)}`,
	);
	await check(
		'the same delivery sent twice 120 ms apart starts one execution',
		starts['twice-120ms-apart'] === 1 && answers(apart) === onceAnswers,
		`${JSON.stringify(starts)} ${answers(apart)}`,
	);
	await check(
		'a numeric request_id delivered twice starts one execution',
		starts['4242'] === 1 && answers(numeric) === onceAnswers,
		`${JSON.stringify(starts)} ${answers(numeric)}`,
	);

	// Executions that run at the same time each save the workflow's static data: none may drop
	// the IDs the others added.
	const ids = ['together-a', 'together-b', 'together-c'];
	await Promise.all(ids.map((id) => deliver(delivery(id))));
	await settled(7);
	const again = await Promise.all(ids.map((id) => deliver(delivery(id))));
	starts = await settled(7);
	await check(
		'executions ending together forget no ID: their repeats start nothing',
		ids.every((id) => starts[id] === 1) &&
			again.every((answer) => answer.body === '{"received":true,"repeated":true}'),
		`${JSON.stringify(starts)} ${answers(again)}`,
	);
	const { data: workflow } = await ctx.rest.call<{
		data: { staticData?: Record<string, { deliveredRequestIds?: string[] } | null> };
	}>('GET', `/workflows/${RESULTS}`);
	const saved = Object.values(workflow.staticData ?? {}).flatMap(
		(node) => node?.deliveredRequestIds ?? [],
	);
	await check(
		'the saved list of seen IDs holds every request_id',
		['manual-delivery-1', 'twice-at-once', 'twice-120ms-apart', '4242', ...ids].every((id) =>
			saved.includes(id),
		),
		JSON.stringify(saved),
	);

	// The whole loop: n8n uploads a batch whose Webhook URL is the trigger's; the emulator
	// delivers the result there; the trigger downloads the result file from the emulator.
	const upload = await ctx.timed('n8n execute: bulk UPI upload', () => ctx.execute(UPLOAD));
	const [submitted] = ctx.outputOf(upload, 'Upload UPI Batch');
	const requestId = submitted?.json.request_id;
	await check(
		'bulk upload: the batch was submitted',
		upload.status === 'success' && typeof requestId === 'string',
		JSON.stringify(upload.data.resultData.error ?? submitted),
	);
	starts = await settled(8);
	const loop = (await ctx.executions(RESULTS)).find(
		(execution) => requestIds.get(execution.id) === requestId,
	);
	await check(
		'the emulator delivered the result to the trigger, which started the results workflow once',
		loop !== undefined && starts[String(requestId)] === 1,
		ctx.emulator
			.log()
			.split('\n')
			.filter((line) => line.includes('webhook'))
			.join('\n     '),
	);
	if (loop) {
		const run = await ctx.runData(loop.id);
		const rows = ctx.outputOf(run, 'Read Result Rows').map((item) => item.json);
		await check(
			'the trigger downloaded the result file and the rows are the uploaded UPI IDs',
			run.status === 'success' &&
				rows.map((row) => row.vpa).join(',') === 'asha@okhdfcbank,ravi@ybl,priya@okicici',
			JSON.stringify({
				status: run.status,
				rows,
				delivery: ctx.outputOf(run, 'Deepvue Trigger')[0]?.json,
			}),
		);
	}
}
