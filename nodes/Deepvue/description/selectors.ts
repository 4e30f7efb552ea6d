import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { DeepvueOperation, DeepvueResource } from '../model/operation';
import { itemRequestHook } from '../n8n/n8nInternals';
import type { ItemRun } from '../n8n/n8nInternals';

/** What runs one item of an operation (runOperation.ts): given by the node, which puts the layers together. */
export type OperationRunner = (operation: DeepvueOperation) => ItemRun;

function operationOption(operation: DeepvueOperation, run: OperationRunner): INodePropertyOptions {
	return {
		name: operation.name,
		value: operation.value,
		action: operation.action,
		description: operation.description,
		routing: {
			request: { method: operation.method, url: operation.path },
			// The item's request (built from its inputs) and output steps run in `runOperation`,
			// after n8n has prepared every item.
			...itemRequestHook(run(operation)),
		},
	};
}

/**
 * The canvas subtitle: the resource and operation the user picked, by their display names
 * ("Payment: Verify UPI ID"), looked up by the operation's value, which is unique across
 * resources, and n8n's own name for the Custom API Call entry it adds.
 */
export function subtitle(resources: DeepvueResource[]): string {
	const names: Record<string, string> = { __CUSTOM_API_CALL__: 'Custom API Call' };
	for (const resource of resources) {
		for (const operation of resource.operations)
			names[operation.value] = `${resource.name}: ${operation.name}`;
	}
	return `={{ ${JSON.stringify(names)}[$parameter["operation"]] || $parameter["operation"] }}`;
}

/** Whether an AI agent may use a resource: none of its operations is refused to agents. */
const forAgents = (resource: DeepvueResource) =>
	resource.operations.every((operation) => operation.notForAgents !== true);

/**
 * The Resource selector: every resource in the node, and in the AI tool n8n makes of it (`@tool`)
 * only those an agent may use (runOperation.ts refuses the others too, whatever the editor shows).
 */
export function resourceSelectors(resources: DeepvueResource[]): INodeProperties[] {
	const selector = (shown: DeepvueResource[], tool: boolean): INodeProperties => {
		const firstShown = shown[0].value;
		return {
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { '@tool': [tool] } },
			options: shown.map(({ name, value, description }) => ({ name, value, description })),
			default: firstShown,
		};
	};
	return [selector(resources, false), selector(resources.filter(forAgents), true)];
}

/** The Operation selector of a resource, each operation's items run by `run`. */
export function operationSelector(
	resource: DeepvueResource,
	run: OperationRunner,
): INodeProperties {
	const firstOperation = resource.operations[0].value;
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource.value] } },
		options: resource.operations.map((operation) => operationOption(operation, run)),
		default: firstOperation,
	};
}
