// Paying once in a real n8n: its own machinery around the node never pays again for an answered
// row. Each flow has four rows Deepvue answers and one whose source is unavailable every time
// (9999999990 answers 503); the emulator's log counts the lookups answered 200, each a paid answer.
// - Settings > Retry On Fail (3 tries) under each On Error setting, the failing row first: every
//   answered row is paid for once (n8n runs the whole node again after a failed try);
// - an upload with Wait for Completion whose status checks fail, with Retry On Fail: one upload;
// - a failed execution retried from the execution list (`POST /rest/executions/:id/retry`), in the
//   same n8n process: the retry pays only for the row that failed (Options > Reuse Answers For);
// - the same number three times in one list: paid for once.
import type { N8nContext } from '../lib/n8nContext';
import { CREDENTIALS, idsFrom, linesSince } from './shared';

const PAN_LOOKUP = /\s200\s+GET \/v1\/mobile-intelligence\/mobile-to-pan$/;
const UPLOAD = /POST \/v1\/verification\/upi-basic\/batch$/;
const UNAVAILABLE = '9999999990';
const ANSWERED = ['9876543220', '9876543221', '9876543222', '9876543223'];
const WEBHOOK_PATH = 'deepvue-paying-once';

const id = idsFrom('fa1d0000');

interface StartNode {
	parameters: Record<string, unknown>;
	type: string;
	typeVersion: number;
	webhookId?: string;
}

/** A flow: `start` (a manual trigger by default), a Code node giving `rows`, then `deepvue` with `settings` (On Error, Retry On Fail). */
function flow(
	name: string,
	rows: string,
	deepvue: Record<string, unknown>,
	settings: Record<string, unknown>,
	start: StartNode = { parameters: {}, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1 },
) {
	return {
		name,
		nodes: [
			{ ...start, id: id(), name: 'Start', position: [0, 0] },
			{
				parameters: { jsCode: rows },
				id: id(),
				name: 'Rows',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
			},
			{
				parameters: deepvue,
				id: id(),
				name: 'Deepvue',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [400, 0],
				credentials: CREDENTIALS,
				...settings,
			},
		],
		connections: {
			Start: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
			Rows: { main: [[{ node: 'Deepvue', type: 'main', index: 0 }]] },
		},
		settings: {},
	};
}

const mobileRows = (mobiles: string[]) =>
	`return ${JSON.stringify(mobiles)}.map((mobile) => ({ json: { mobile } }));`;
/** Mobile to PAN; Reuse Answers For 0 where only n8n's retries within the execution are checked. */
const getPan = (options = {}) => ({
	resource: 'mobileIntelligence',
	operation: 'getPan',
	mobileNumber: '={{ $json.mobile }}',
	options: { maxRetryDelay: 200, ...options },
});
const retryOnFail = (onError: string) => ({
	onError,
	retryOnFail: true,
	maxTries: 3,
	waitBetweenTries: 100,
});

const WORKFLOWS = {
	deepvuePayingOnceStop: flow(
		'Paying once: Retry On Fail, Stop',
		mobileRows([UNAVAILABLE, ...ANSWERED]),
		getPan({ reuseAnswersFor: 0 }),
		retryOnFail('stopWorkflow'),
	),
	deepvuePayingOnceRegular: flow(
		'Paying once: Retry On Fail, Continue',
		mobileRows([UNAVAILABLE, ...ANSWERED]),
		getPan({ reuseAnswersFor: 0 }),
		retryOnFail('continueRegularOutput'),
	),
	deepvuePayingOnceErrorOut: flow(
		'Paying once: Retry On Fail, error output',
		mobileRows([UNAVAILABLE, ...ANSWERED]),
		getPan({ reuseAnswersFor: 0 }),
		retryOnFail('continueErrorOutput'),
	),
	deepvuePayingOnceBatch: flow(
		'Paying once: Retry On Fail, an upload whose status checks fail',
		`return [{ json: {}, binary: { data: await this.helpers.prepareBinaryData(Buffer.from('vpa\\nasha@okhdfcbank\\nstatus-unavailable@upi\\n'), 'upi.csv', 'text/csv') } }];`,
		{
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options: { waitForCompletion: true, waitTimeout: 30, maxAttempts: 1 },
		},
		retryOnFail('stopWorkflow'),
	),
	deepvuePayingOnceRepeats: flow(
		'Paying once: a number three times in a list',
		mobileRows([ANSWERED[0], ANSWERED[1], ANSWERED[0], ANSWERED[0]]),
		getPan(),
		{},
	),
	deepvuePayingOnceRetried: flow(
		'Paying once: an execution retried from the list',
		mobileRows([UNAVAILABLE, ...ANSWERED]),
		getPan(),
		{},
		{
			parameters: {
				httpMethod: 'POST',
				path: WEBHOOK_PATH,
				responseMode: 'onReceived',
				options: {},
			},
			type: 'n8n-nodes-base.webhook',
			typeVersion: 2,
			webhookId: 'a7c4e2f0-5b1d-4c3e-9f8a-2d6b0e1c7a95',
		},
	),
};

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	await ctx.importWorkflows(WORKFLOWS);

	for (const [workflowId, onError] of [
		['deepvuePayingOnceStop', 'Stop'],
		['deepvuePayingOnceRegular', 'Continue (regular output)'],
		['deepvuePayingOnceErrorOut', 'Continue (using error output)'],
	]) {
		const before = ctx.emulator.log().length;
		const run = await ctx.timed(`paying once: Retry On Fail, ${onError}`, () =>
			ctx.executeMayFail(workflowId),
		);
		const paid = linesSince(ctx, before, PAN_LOOKUP).length;
		const unavailable = linesSince(
			ctx,
			before,
			/\s503\s+GET \/v1\/mobile-intelligence\/mobile-to-pan$/,
		).length;
		await check(
			`paying once: Retry On Fail, On Error = ${onError}, one row unavailable: each of the ${ANSWERED.length} answered rows paid once (${paid} answers, ${unavailable} answers 503)`,
			paid === ANSWERED.length && ['success', 'error'].includes(run.status),
			JSON.stringify({ status: run.status, error: run.data.resultData.error?.message }),
		);
	}

	const beforeBatch = ctx.emulator.log().length;
	const batch = await ctx.timed('paying once: an upload with Retry On Fail', () =>
		ctx.executeMayFail('deepvuePayingOnceBatch'),
	);
	const uploads = linesSince(ctx, beforeBatch, UPLOAD).length;
	await check(
		`paying once: an upload whose status checks fail, with Retry On Fail, is uploaded once (${uploads} uploads)`,
		uploads === 1 && /batch \S+ was accepted/.test(batch.data.resultData.error?.message ?? ''),
		JSON.stringify({ status: batch.status, error: batch.data.resultData.error?.message }),
	);

	const beforeRepeats = ctx.emulator.log().length;
	const repeats = await ctx.timed('paying once: a number three times', () =>
		ctx.execute('deepvuePayingOnceRepeats'),
	);
	const repeatItems = ctx.outputOf(repeats, 'Deepvue');
	const repeatPaid = linesSince(ctx, beforeRepeats, PAN_LOOKUP).length;
	await check(
		`paying once: a number three times in a list is paid for once, its repeats marked reused (${repeatPaid} answers for 2 numbers)`,
		repeatPaid === 2 &&
			repeatItems.length === 4 &&
			repeatItems.filter((item) => item.json.reused === true).length === 2,
		JSON.stringify(repeatItems.map((item) => item.json)),
	);

	// Run by n8n itself (a webhook call to the published workflow), then retried from the execution list.
	await check(
		'paying once: the webhook flow is active',
		await ctx.activate('deepvuePayingOnceRetried'),
	);
	const beforeRetry = ctx.emulator.log().length;
	await fetch(`${ctx.n8nUrl}/webhook/${WEBHOOK_PATH}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: '{}',
	});
	const [failed] = await ctx.waitForExecutions('deepvuePayingOnceRetried', 1, 120_000);
	await ctx.rest.call('POST', `/executions/${failed?.id}/retry`, { loadWorkflow: false });
	const both = await ctx.waitForExecutions('deepvuePayingOnceRetried', 2, 120_000);
	const retryPaid = linesSince(ctx, beforeRetry, PAN_LOOKUP).length;
	await check(
		`paying once: an execution retried from the execution list pays only for the row that failed (${retryPaid} answers over ${both.length} executions)`,
		both.length === 2 && failed?.status === 'error' && retryPaid === ANSWERED.length,
		JSON.stringify(
			both.map((execution) => ({
				id: execution.id,
				status: execution.status,
				mode: execution.mode,
			})),
		),
	);
}
