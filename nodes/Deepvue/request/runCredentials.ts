import type { ICredentialDataDecryptedObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { runItems } from '../n8nInternals';

/**
 * The Deepvue credential, read once per run of the node and shared by its items. In n8n each read
 * is a database query, and a queue-mode worker has two database connections by default: one read
 * per item, all at the start of a long list, queues that many queries at once, and the ones still
 * waiting after 20 s fail. n8n reads the credential once per run itself (RoutingNode) and again as
 * each request leaves (httpRequestWithAuthentication), which sends the token stored then. Keyed by
 * the run's items, as the check of all items is (inputs/itemInputs.ts); a failed read is not kept.
 */
const reads = new WeakMap<INodeExecutionData[], Promise<ICredentialDataDecryptedObject>>();

export async function runCredentials(context: IExecuteSingleFunctions): Promise<ICredentialDataDecryptedObject> {
	const items = runItems(context);
	if (!items) return await context.getCredentials('deepvueApi');
	let read = reads.get(items);
	if (!read) {
		read = context.getCredentials('deepvueApi');
		reads.set(items, read);
		read.catch(() => reads.delete(items));
	}
	return await read;
}
