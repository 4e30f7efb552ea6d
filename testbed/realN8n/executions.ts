import type { RestClient } from './restClient';

/** An execution as n8n lists it (or the summary fields of one fetched). */
export interface ExecutionSummary {
	id: string;
	status: string;
	finished?: boolean;
	mode?: string;
	startedAt?: string;
	stoppedAt?: string | null;
	workflowId?: string;
	retryOf?: string | null;
}

/** A workflow's stored executions, newest first, through a `restClient`. */
export async function listExecutions(
	rest: RestClient,
	workflowId: string,
	limit = 50,
): Promise<ExecutionSummary[]> {
	const { data } = await rest.call<{ data: { results: ExecutionSummary[] } }>(
		'GET',
		`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}&limit=${limit}`,
	);
	return data.results;
}

/** Whether an execution (listed or fetched) is over, whatever its outcome. */
export const hasEnded = (execution: { finished?: boolean; status?: string }): boolean =>
	execution.finished === true ||
	['success', 'error', 'crashed', 'canceled'].includes(execution.status ?? '');

/** Every stored execution of every workflow, newest first, in pages of 100 (n8n's largest). */
export async function listAllExecutions(rest: RestClient): Promise<ExecutionSummary[]> {
	const all: ExecutionSummary[] = [];
	for (;;) {
		const lastId = all.at(-1)?.id;
		const { data } = await rest.call<{ data: { results: ExecutionSummary[] } }>(
			'GET',
			`/executions?limit=100${lastId ? `&lastId=${lastId}` : ''}`,
		);
		all.push(...data.results);
		if (data.results.length < 100) return all;
	}
}
