import type { ICredentialDataDecryptedObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { clientOf } from '../../../common/authorization/client';
import type { DeepvueClient } from '../../../common/authorization/client';
import { oncePerRun } from '../n8n/n8nInternals';

/** A run's Deepvue credential: its data, and the client it speaks for (what Deepvue limits, who is entitled). */
export interface RunCredential {
	data: ICredentialDataDecryptedObject;
	client: DeepvueClient;
}

/**
 * The Deepvue credential, read once per run of the node and shared by its items, with its client
 * worked out once. In n8n each read is a database query, and a queue-mode worker has two database
 * connections by default: one read per item, all at the start of a long list, queues that many
 * queries at once, and the ones still waiting after 20 s fail. n8n reads the credential once per
 * run itself (RoutingNode) and again as each request leaves (httpRequestWithAuthentication), which
 * sends the token stored then. A failed read is not kept.
 */
const credentialOfRun = oncePerRun<RunCredential>('runMemos');

async function readCredential(context: IExecuteSingleFunctions): Promise<RunCredential> {
	const data = await context.getCredentials('deepvueApi');
	return { data, client: clientOf(data) };
}

export async function runCredential(context: IExecuteSingleFunctions): Promise<RunCredential> {
	return await (credentialOfRun(context, async () => await readCredential(context)) ??
		readCredential(context));
}
