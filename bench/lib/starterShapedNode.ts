/**
 * The least a declarative node does: n8n's starter shape, with the base URL from the credential,
 * one operation per lookup and each field sent by routing, and nothing else (no input checks, no
 * pacing, no retries, no follow-ups). Row 7 runs it beside the Deepvue node and the HTTP Request
 * node to show what n8n's declarative engine costs by itself.
 */
import { DirectoryLoader } from 'n8n-core';
import { NodeConnectionTypes } from 'n8n-workflow';
import type { INodeType, INodeTypeDescription, INodeTypes } from 'n8n-workflow';

import { LOOKUPS } from '../rows/engineOverhead';

export const STARTER_SHAPED_TYPE = 'bench.starterShaped';

class StarterShaped implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Starter-Shaped Lookups',
		name: 'starterShaped',
		group: ['transform'],
		version: 1,
		description: 'The four lookups of row 7 as a bare declarative node',
		defaults: { name: 'Starter-Shaped Lookups' },
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'deepvueApi', required: true }],
		requestDefaults: {
			baseURL: '={{ $credentials.baseUrl }}',
			headers: { Accept: 'application/json' },
			json: true,
		},
		properties: [
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				noDataExpression: true,
				default: LOOKUPS[0].operation,
				options: LOOKUPS.map((lookup) => ({
					name: lookup.operation,
					value: lookup.operation,
					routing: { request: { method: 'GET', url: lookup.path } },
				})),
			},
			...[...new Set(LOOKUPS.map((lookup) => lookup.field))].map((field) => {
				const users = LOOKUPS.filter((lookup) => lookup.field === field);
				return {
					displayName: field,
					name: field,
					type: 'string' as const,
					default: '',
					displayOptions: { show: { operation: users.map((lookup) => lookup.operation) } },
					routing: { send: { type: 'query' as const, property: users[0].param } },
				};
			}),
		],
	};
}

/** `nodeTypes` plus the starter-shaped node, with the Request Options n8n's loader adds to every declarative node. */
export function withStarterShapedNode(nodeTypes: INodeTypes): INodeTypes {
	const node = new StarterShaped();
	DirectoryLoader.applyDeclarativeNodeOptionParameters(node);
	return {
		getByName: (type) => (type === STARTER_SHAPED_TYPE ? node : nodeTypes.getByName(type)),
		getByNameAndVersion: (type, version) =>
			type === STARTER_SHAPED_TYPE ? node : nodeTypes.getByNameAndVersion(type, version),
		getKnownTypes: () => ({}),
	};
}
