import type { ICredentialDataDecryptedObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { oncePerRun } from '../engine/n8nInternals';

/**
 * The Deepvue credential, read once per run of the node and shared by its items. In n8n each read
 * is a database query, and a queue-mode worker has two database connections by default: one read
 * per item, all at the start of a long list, queues that many queries at once, and the ones still
 * waiting after 20 s fail. n8n reads the credential once per run itself (RoutingNode) and again as
 * each request leaves (httpRequestWithAuthentication), which sends the token stored then.
 * A failed read is not kept.
 */
const credentialsOfRun = oncePerRun<ICredentialDataDecryptedObject>();

/** The Deepvue client a credential speaks for (Base URL and client ID): what Deepvue counts and answers per. */
export function clientKeyOf(credentials: ICredentialDataDecryptedObject): string {
	return `${String(credentials.baseUrl)}|${String(credentials.clientId)}`;
}

export async function runCredentials(context: IExecuteSingleFunctions): Promise<ICredentialDataDecryptedObject> {
	return await (credentialsOfRun(context, async () => await context.getCredentials('deepvueApi')) ?? context.getCredentials('deepvueApi'));
}
