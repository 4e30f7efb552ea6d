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

/**
 * Every stored execution of the instance, newest first, read in pages of 100 (the most n8n gives):
 * on n8n 2.x, each page names the next by its `nextCursor` (null after the last; `lastId` is refused
 * with 400 "Use cursor to load execution pages"), on n8n 1.x the next page is the one after the last
 * id read.
 */
export async function listAllExecutions(rest: RestClient): Promise<ExecutionSummary[]> {
	const all: ExecutionSummary[] = [];
	let next = '';
	for (;;) {
		const { data } = await rest.call<{
			data: { results: ExecutionSummary[]; nextCursor?: string | null };
		}>('GET', `/executions?limit=100${next}`);
		all.push(...data.results);
		if ('nextCursor' in data) {
			if (!data.nextCursor) return all;
			next = `&cursor=${encodeURIComponent(data.nextCursor)}`;
		} else {
			if (data.results.length < 100) return all;
			next = `&lastId=${all[all.length - 1].id}`;
		}
	}
}
