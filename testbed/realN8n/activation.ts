import { sleep } from 'n8n-workflow';

import type { Installation } from './n8nInstall';
import type { RestClient } from './restClient';

interface StoredWorkflow {
	versionId?: string;
	active?: boolean;
}

/**
 * Activates a workflow the way its n8n line does, and returns whether n8n then reports it active.
 * n8n 1.x: `PATCH /rest/workflows/:id {active: true}`, its triggers registered when it answers.
 * n8n 2.x "publishes" a version instead: `POST /rest/workflows/:id/activate {versionId}` (there the
 * PATCH answers 200 and changes nothing), which only queues the publication: n8n applies it when
 * it next polls its queue (every 15 s by default), and a webhook answers 404 until then. So this
 * waits for the publication status to settle.
 */
export async function activateWorkflow(
	rest: RestClient,
	installation: Pick<Installation, 'line'>,
	id: string,
	timeoutMs = 120_000,
): Promise<boolean> {
	const { versionId } = (await rest.call<{ data: StoredWorkflow }>('GET', `/workflows/${id}`)).data;
	if (installation.line === '1') {
		await rest.call('PATCH', `/workflows/${id}`, { active: true, versionId });
	} else {
		await rest.call('POST', `/workflows/${id}/activate`, { versionId });
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const { status } = (
				await rest.call<{ data: { status: string } }>('GET', `/workflows/${id}/publication-status`)
			).data;
			if (status === 'partial' || status === 'failed') return false;
			if (status === 'published') break;
			if (Date.now() > deadline) return false;
			await sleep(500);
		}
	}
	return (
		(await rest.call<{ data: StoredWorkflow }>('GET', `/workflows/${id}`)).data.active === true
	);
}
