import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { ApiInput } from '../model/input';
import { nameToMatch } from '../nameMatch/nameToMatch';
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
		for (const operation of resource.operations) names[operation.value] = `${resource.name}: ${operation.name}`;
	}
	return `={{ ${JSON.stringify(names)}[$parameter["operation"]] || $parameter["operation"] }}`;
}

/** The Resource selector. */
export function resourceSelector(resources: DeepvueResource[]): INodeProperties {
	const firstResource = resources[0].value;
	return {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resources.map(({ name, value, description }) => ({ name, value, description })),
		default: firstResource,
	};
}

/** The Operation selector of a resource, each operation's items run by `run`. */
export function operationSelector(resource: DeepvueResource, run: OperationRunner): INodeProperties {
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

/** The inputs whose fields an operation shows: its own, and Name to Match where it finds a person's name. */
function fieldInputs(operation: DeepvueOperation): ApiInput[] {
	const compares = operation.nameIn !== undefined && !operation.inputs.includes(nameToMatch);
	return compares ? [...operation.inputs, nameToMatch] : operation.inputs;
}

/**
 * One property per input field, shown for every operation that takes it. n8n resolves every
 * property of a declarative node for every item, hidden ones included, so a field declared once
 * per operation would have its expression evaluated that many times per item.
 */
export function inputFields(resources: DeepvueResource[]): INodeProperties[] {
	const fields = new Map<string, { input: ApiInput; resources: Set<string>; operations: string[] }>();
	for (const resource of resources) {
		for (const operation of resource.operations) {
			for (const input of fieldInputs(operation)) {
				const known = fields.get(input.field.name);
				if (known && known.input !== input) {
					throw new Error(`Two different inputs use the field name "${input.field.name}"`);
				}
				const entry = known ?? { input, resources: new Set<string>(), operations: [] };
				entry.resources.add(resource.value);
				entry.operations.push(operation.value);
				fields.set(input.field.name, entry);
			}
		}
	}
	// Operation values are unique across resources, so the pair below selects exactly those operations.
	return [...fields.values()].map(({ input, resources: shownFor, operations }) => ({
		...input.field,
		displayOptions: { show: { resource: [...shownFor], operation: operations } },
	}));
}
