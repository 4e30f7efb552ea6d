// What several real-n8n check modules read from n8n and the emulator.
import type { ICredentialType, INodeTypeDescription } from 'n8n-workflow';

import type { N8nContext } from '../lib/n8nContext';
import type { RestClient } from '../../testbed/realN8n/restClient';
import { DEEPVUE_CREDENTIAL } from '../../testbed/realN8n/exampleCredentials';
import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { createCredential } from './credentialTest';

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

/** A Deepvue node of a workflow in a line: its name, resource, operation and parameters. */
export interface DeepvueStep {
	name: string;
	resource: string;
	operation: string;
	parameters: Record<string, unknown>;
	options?: Record<string, unknown>;
}

/**
 * A workflow run by hand: a Manual Trigger named Start, then Deepvue nodes one after the other,
 * each with `credential`, as a contract check runs them.
 */
function deepvueLine(name: string, credential: StoredCredential, steps: DeepvueStep[]) {
	const names = ['Start', ...steps.map((step) => step.name)];
	return {
		name,
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'trigger',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			...steps.map((step, index) => ({
				id: `${step.operation}-${index}`,
				name: step.name,
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [220 * (index + 1), 0],
				parameters: {
					resource: step.resource,
					operation: step.operation,
					...step.parameters,
					options: step.options ?? {},
				},
				credentials: { deepvueApi: { id: credential.id, name: credential.name } },
			})),
		],
		connections: Object.fromEntries(
			names
				.slice(0, -1)
				.map((from, index) => [
					from,
					{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
				]),
		),
	};
}

/**
 * Stores a workflow of Deepvue nodes in a line (deepvueLine) with a credential of its own, pointed
 * at an emulator in the check's process with the emulator's demo client and no pacing, as the
 * contract checks read what n8n sends; resolves to the workflow's id.
 */
export async function storeDeepvueLine(
	rest: RestClient,
	baseUrl: string,
	name: string,
	steps: DeepvueStep[],
): Promise<string> {
	const credential = await createCredential(rest, `${name} (credential)`, {
		baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: 'off',
		accessToken: '',
	});
	const { data: created } = await rest.call<{ data: { id: string } }>(
		'POST',
		'/workflows',
		deepvueLine(name, credential, steps),
	);
	return created.id;
}
