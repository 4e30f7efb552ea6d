// What several real-n8n check modules read from n8n and the emulator.
import type { ICredentialType, INodeTypeDescription } from 'n8n-workflow';

import type { N8nContext } from '../lib/n8nContext';
import type { RestClient } from '../../testbed/realN8n/restClient';
import { DEEPVUE_CREDENTIAL } from '../../testbed/realN8n/exampleCredentials';

/** The credential `npm run test:n8n` imports, the owner's, under the id the examples use. */
export const CREDENTIALS = { deepvueApi: DEEPVUE_CREDENTIAL };

/** The node types n8n describes to the editor. */
export async function nodeTypes(rest: RestClient): Promise<INodeTypeDescription[]> {
	return (await (await rest.get('/types/nodes.json')).json()) as INodeTypeDescription[];
}

/** The credential types n8n describes to the editor. */
export async function credentialTypes(rest: RestClient): Promise<ICredentialType[]> {
	return (await (await rest.get('/types/credentials.json')).json()) as ICredentialType[];
}

/** A credential as n8n's REST API answers its creation. */
export interface StoredCredential {
	id: string;
	name: string;
}

/** The emulator's log lines since `offset` that match `pattern`. */
export function linesSince(
	ctx: Pick<N8nContext, 'emulator'>,
	offset: number,
	pattern: RegExp,
): string[] {
	return ctx.emulator
		.log()
		.slice(offset)
		.split('\n')
		.filter((line) => pattern.test(line));
}

/** Ids for a workflow's nodes: `prefix` and a counter, as UUIDs. */
export function idsFrom(prefix: string): () => string {
	let ids = 0;
	return () => `${prefix}-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
}
