import type { ICredentialDataDecryptedObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { clientOf } from '../../../common/authorization/client';
import type { DeepvueClient } from '../../../common/authorization/client';
import { rateLimitOf } from '../../../common/limits/plans';
import type { RateLimit } from '../../../common/limits/plans';
import { oncePerRun } from '../n8n/n8nInternals';

/**
 * A run's Deepvue credential: its data, the client it speaks for (what Deepvue limits, who is
 * entitled), and the pace its plan asks for.
 */
export interface RunCredential {
	data: ICredentialDataDecryptedObject;
	client: DeepvueClient;
	limit: RateLimit;
}

/**
 * The Deepvue credential, read once per run of the node and shared by its items, with its client
 * worked out once. In n8n each read is a database query, and a queue-mode worker has two database
 * connections by default: one read per item, all at the start of a long list, queues that many
 * queries at once, and the ones still waiting after 20 s fail. n8n reads the credential once per
 * run itself (RoutingNode) and again as each request leaves (httpRequestWithAuthentication), which
 * sends the token stored then. A failed read is not kept. Its client and pace are worked out then,
 * once, not for every call.
 */
const credentialOfRun = oncePerRun<RunCredential>('runMemos');

async function readCredential(context: IExecuteSingleFunctions): Promise<RunCredential> {
	const data = await context.getCredentials('deepvueApi');
	return { data, client: clientOf(data), limit: rateLimitOf(data) };
}

export async function runCredential(context: IExecuteSingleFunctions): Promise<RunCredential> {
	return await (credentialOfRun(context, async () => await readCredential(context)) ??
		readCredential(context));
}
