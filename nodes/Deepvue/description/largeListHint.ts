import type { NodeHint } from 'n8n-workflow';

/** From this many input rows, the editor suggests Batching (docs/large-lists.md). */
export const LARGE_LIST_ROWS = 5000;

/**
 * A hint in the node's panel when its input is a large list and Request Options > Batching is not
 * set. n8n prepares every row's request in one go before the first one leaves, and does nothing
 * else meanwhile (no health check, no other execution, no queue job-lock renewal); Batching makes
 * it pause between groups of rows. The editor evaluates the condition on the input it shows; with
 * no input there, it shows nothing.
 */
export const largeListHint: NodeHint = {
	message:
		`More than ${LARGE_LIST_ROWS.toLocaleString('en-US')} rows: set Settings ` +
		`> Request Options > Batching (Items per Batch 50, ` +
		'Batch Interval 1 ms). n8n otherwise prepares every row before the first ' +
		'lookup leaves and answers nothing else meanwhile; ' +
		'in queue mode a long pause can fail the execution as stalled. See the README, "Large lists".',
	type: 'info',
	location: 'outputPane',
	whenToDisplay: 'always',
	displayCondition: `={{ $input.all().length > ${LARGE_LIST_ROWS} && !$parameter.requestOptions?.batching?.batch }}`,
};
