// The parts of n8n's REST answers that the queue-mode checks read, and a stored execution's run.
import { createRequire } from 'node:module';

import type { Run, RunData } from '../lib/n8nContext';
import type { Installation } from '../../testbed/realN8n/n8nInstall';
import type { RestClient } from '../../testbed/realN8n/restClient';

/** A credential or workflow as n8n answers its creation. */
export interface Saved {
	id: string;
	name: string;
}
export interface SavedWorkflow extends Saved {
	versionId: string;
	staticData?: Record<string, { deliveredRequestIds?: string[] } | null> | null;
}

/** The `data` of a REST answer. */
export async function dataOf<T>(
	rest: RestClient,
	method: string,
	route: string,
	body?: unknown,
): Promise<T> {
	return (await rest.call<{ data: T }>(method, route, body)).data;
}

/** A stored execution, its data unflattened (n8n stores it as flatted text). */
export async function storedRun(
	rest: RestClient,
	installation: Installation,
	executionId: string,
): Promise<Run> {
	const { parse } = createRequire(installation.n8n)('flatted') as { parse(text: string): RunData };
	const execution = await dataOf<{ status: string; finished?: boolean; data: string | RunData }>(
		rest,
		'GET',
		`/executions/${executionId}`,
	);
	return {
		status: execution.status,
		finished: execution.finished,
		data: typeof execution.data === 'string' ? parse(execution.data) : execution.data,
	};
}
