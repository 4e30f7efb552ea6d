// What the next node reads for each row of a bulk flow, under each On Error setting: five rows
// (found, no record, an input refused before sending, a source that stays unavailable, found)
// through Mobile to PAN, then a Set node that maps the input row with $('Rows').item and the
// outcome. No run may fail on that mapping; a "no record" row is an answer; failed rows keep their
// input row and say why. And a batch whose status checks fail names its request ID in the
// message a next node reads. The emulator's fixed inputs: 9999999999 has no record, 9999999990
// and the status checks of a batch holding status-unavailable@upi answer 503.
import type { INodeExecutionData } from 'n8n-workflow';

import type { N8nContext, Run } from '../lib/n8nContext';
import { CREDENTIALS, idsFrom } from './shared';

const NO_RECORD = '9999999999';
const UNAVAILABLE = '9999999990';
const BATCH_ROW_UNAVAILABLE = 'status-unavailable@upi';
const ROWS = [
	{ row: 1, mobile: '9876543210' },
	{ row: 2, mobile: NO_RECORD },
	{ row: 3, mobile: '12345' },
	{ row: 4, mobile: UNAVAILABLE },
	{ row: 5, mobile: '9876543214' },
];

const id = idsFrom('f00d0000');

/** A Set node writing what a sheet row would get: the input row's values and the outcome. */
function sheetRow(name: string, position: number[]) {
	const field = (fieldName: string, value: string, type = 'string') => ({
		id: id(),
		name: fieldName,
		value,
		type,
	});
	return {
		parameters: {
			assignments: {
				assignments: [
					field('row', "={{ $('Rows').item.json.row }}", 'number'),
					field('mobile', "={{ $('Rows').item.json.mobile }}"),
					field(
						'outcome',
						"={{ $json.error ?? ($json.no_record ? 'no record' : $json.pan_number) }}",
					),
				],
			},
			options: {},
		},
		id: id(),
		name,
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		position,
	};
}

function flow(workflowName: string, rows: typeof ROWS, onError: string | undefined) {
	const deepvue = {
		parameters: {
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: '={{ $json.mobile }}',
			options: { maxRetryDelay: 400 },
		},
		id: id(),
		name: 'Mobile to PAN',
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		position: [400, 0],
		credentials: CREDENTIALS,
		...(onError ? { onError } : {}),
	};
	const errorOutput = onError === 'continueErrorOutput';
	return {
		name: workflowName,
		nodes: [
			{
				parameters: {},
				id: id(),
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
			},
			{
				parameters: { jsCode: `return ${JSON.stringify(rows)}.map((json) => ({ json }));` },
				id: id(),
				name: 'Rows',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
			},
			deepvue,
			sheetRow('Sheet Row', [600, 0]),
			...(errorOutput ? [sheetRow('Failed Row', [600, 200])] : []),
		],
		connections: {
			Start: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
			Rows: { main: [[{ node: 'Mobile to PAN', type: 'main', index: 0 }]] },
			'Mobile to PAN': {
				main: [
					[{ node: 'Sheet Row', type: 'main', index: 0 }],
					...(errorOutput ? [[{ node: 'Failed Row', type: 'main', index: 0 }]] : []),
				],
			},
		},
		settings: {},
	};
}

const batchFlow = {
	name: 'Deepvue failed rows: a batch whose status checks fail',
	nodes: [
		{
			parameters: {},
			id: id(),
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
		},
		{
			parameters: {
				jsCode: `const csv = 'vpa\\nasha@okhdfcbank\\n${BATCH_ROW_UNAVAILABLE}\\n';
return [{ json: { list: 'nightly' }, binary: { data: await this.helpers.prepareBinaryData(Buffer.from(csv), 'upi.csv', 'text/csv') } }];`,
			},
			id: id(),
			name: 'Rows',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			position: [200, 0],
		},
		{
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
				options: { waitForCompletion: true, waitTimeout: 60, maxAttempts: 2, maxRetryDelay: 200 },
			},
			id: id(),
			name: 'Upload UPI Batch',
			type: 'n8n-nodes-deepvue.deepvue',
			typeVersion: 1,
			position: [400, 0],
			credentials: CREDENTIALS,
			onError: 'continueRegularOutput',
		},
		{
			parameters: {
				assignments: {
					assignments: [
						{ id: id(), name: 'list', value: "={{ $('Rows').item.json.list }}", type: 'string' },
						{ id: id(), name: 'reason', value: '={{ $json.error }}', type: 'string' },
					],
				},
				options: {},
			},
			id: id(),
			name: 'Batch Outcome',
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			position: [600, 0],
		},
	],
	connections: {
		Start: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
		Rows: { main: [[{ node: 'Upload UPI Batch', type: 'main', index: 0 }]] },
		'Upload UPI Batch': { main: [[{ node: 'Batch Outcome', type: 'main', index: 0 }]] },
	},
	settings: {},
};

const rowsOf = (items: INodeExecutionData[]) =>
	items.map((item) => `${item.json.row}|${item.json.mobile}|${item.json.outcome}`);
const isPan = (text: unknown) => /^[A-Z]{5}\d{4}[A-Z]$/.test(String(text ?? ''));
/** A text field of an item, '' when it is not text. */
const textOf = (item: INodeExecutionData | undefined, field: string) =>
	typeof item?.json[field] === 'string' ? (item.json[field] as string) : '';

/**
 * n8n 1.123's default expression engine (`vm`) reads `$('Rows').item.json.row` as null in any node
 * after the one it names, whatever that node is (n8n's own issue, seen with a NoOp node too); its
 * `legacy` engine reads it. So line 1 runs these flows with the legacy engine.
 */
const legacyExpressions = (ctx: N8nContext) =>
	ctx.line === '1' ? { N8N_EXPRESSION_ENGINE: 'legacy' } : {};

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	const execute = (workflowId: string) => ctx.execute(workflowId, legacyExpressions(ctx));
	const flows = {
		deepvueFailedRowsStop01: flow('Deepvue failed rows: On Error = Stop', ROWS, undefined),
		deepvueFailedRowsStop02: flow(
			'Deepvue failed rows: On Error = Stop, no bad rows',
			ROWS.filter((row) => [1, 2, 5].includes(row.row)),
			undefined,
		),
		deepvueFailedRowsRegular: flow(
			'Deepvue failed rows: On Error = Continue (regular output)',
			ROWS,
			'continueRegularOutput',
		),
		deepvueFailedRowsErrorOut: flow(
			'Deepvue failed rows: On Error = Continue (using error output)',
			ROWS,
			'continueErrorOutput',
		),
		deepvueFailedRowsBatch: batchFlow,
	};
	await ctx.importWorkflows(flows);
	const mappingFailed = (run: Run) =>
		/Paired item data|unavailable/i.test(JSON.stringify(run.data.resultData.error ?? ''));

	const before = ctx.emulator.log().length;
	const stopped = await ctx.timed('failed rows: Stop with a bad row', () =>
		ctx.executeMayFail('deepvueFailedRowsStop01', legacyExpressions(ctx)),
	);
	const stopError = stopped.data.resultData.error;
	const context = stopError?.context as { itemIndex?: number } | undefined;
	const lookups = ctx.emulator
		.log()
		.slice(before)
		.split('\n')
		.filter((line) => line.includes('GET /v1/mobile-intelligence/mobile-to-pan'));
	await check(
		'failed rows, On Error = Stop: the refused row 3 stops the run, named as item 2, before any lookup is paid for',
		stopped.status === 'error' &&
			/^"Mobile Number" must be/.test(stopError?.message ?? '') &&
			context?.itemIndex === 2 &&
			lookups.length === 0,
		JSON.stringify({ status: stopped.status, message: stopError?.message, context, lookups }),
	);

	const answered = await ctx.timed('failed rows: Stop without bad rows', () =>
		execute('deepvueFailedRowsStop02'),
	);
	const answeredRows = ctx.outputOf(answered, 'Sheet Row');
	await check(
		'failed rows, On Error = Stop: a "no record" row does not fail the run; every row maps its input',
		answered.status === 'success' &&
			rowsOf(answeredRows).join(',') ===
				`1|9876543210|${answeredRows[0]?.json.outcome},2|${NO_RECORD}|no record,5|9876543214|${answeredRows[2]?.json.outcome}` &&
			isPan(answeredRows[0]?.json.outcome) &&
			isPan(answeredRows[2]?.json.outcome),
		JSON.stringify(answered.data.resultData.error ?? rowsOf(answeredRows)),
	);

	const regular = await ctx.timed('failed rows: Continue (regular output)', () =>
		execute('deepvueFailedRowsRegular'),
	);
	const regularRows = ctx.outputOf(regular, 'Sheet Row');
	const outcomes = regularRows.map((item) => String(item.json.outcome));
	await check(
		'failed rows, On Error = Continue (regular output): five rows, each with its input row and its answer or reason',
		regular.status === 'success' &&
			!mappingFailed(regular) &&
			regularRows.map((item) => item.json.row).join(',') === '1,2,3,4,5' &&
			isPan(outcomes[0]) &&
			outcomes[1] === 'no record' &&
			/^"Mobile Number" must be/.test(outcomes[2]) &&
			/^Source Unavailable \(tried 5 times\)$/.test(outcomes[3]) &&
			isPan(outcomes[4]),
		JSON.stringify(regular.data.resultData.error ?? rowsOf(regularRows)),
	);

	const errorOutput = await ctx.timed('failed rows: Continue (using error output)', () =>
		execute('deepvueFailedRowsErrorOut'),
	);
	const found = ctx.outputOf(errorOutput, 'Sheet Row');
	const failed = ctx.outputOf(errorOutput, 'Failed Row');
	await check(
		'failed rows, On Error = Continue (using error output): rows 3 and 4 reach the error branch with their input row and reason; $(...).item works there',
		errorOutput.status === 'success' &&
			!mappingFailed(errorOutput) &&
			found.map((item) => item.json.row).join(',') === '1,2,5' &&
			failed.map((item) => item.json.row).join(',') === '3,4' &&
			failed[0]?.json.mobile === '12345' &&
			/^"Mobile Number" must be/.test(textOf(failed[0], 'outcome')) &&
			failed[1]?.json.mobile === UNAVAILABLE &&
			/^Source Unavailable/.test(textOf(failed[1], 'outcome')),
		JSON.stringify(
			errorOutput.data.resultData.error ?? { found: rowsOf(found), failed: rowsOf(failed) },
		),
	);

	const batch = await ctx.timed('failed rows: a batch whose status checks fail', () =>
		execute('deepvueFailedRowsBatch'),
	);
	const [outcome] = ctx.outputOf(batch, 'Batch Outcome');
	const submitted = /POST \/v1\/verification\/upi-basic\/batch/;
	const uploads = ctx.emulator
		.log()
		.split('\n')
		.filter((line) => submitted.test(line)).length;
	await check(
		"failed rows: a batch whose status checks fail gives the next node a reason that names the batch's request ID",
		batch.status === 'success' &&
			outcome?.json.list === 'nightly' &&
			/batch \S+ was accepted: get its result with Batch > Get Batch Status/.test(
				textOf(outcome, 'reason'),
			) &&
			uploads >= 1,
		JSON.stringify(batch.data.resultData.error ?? outcome?.json),
	);
}
