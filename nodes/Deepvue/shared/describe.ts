import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { DeepvueOperation, DeepvueResource } from './operation';
import { toOutputItems } from './output';
import { prepareRequest } from './prepareRequest';

function operationOption(operation: DeepvueOperation): INodePropertyOptions {
	return {
		name: operation.name,
		value: operation.value,
		action: operation.action,
		description: operation.description,
		routing: {
			request: { method: operation.method, url: operation.path },
			send: {
				preSend: [prepareRequest(operation)],
				// Routes the request through the node's `sendRequest` (see Deepvue.node.ts).
				paginate: true,
			},
			output: { postReceive: [toOutputItems] },
		},
	};
}

/** The Operation selector of a resource and the fields of each of its operations. */
export function describeResource(resource: DeepvueResource): INodeProperties[] {
	const operationSelector: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource.value] } },
		options: resource.operations.map(operationOption),
		default: resource.operations[0].value,
	};
	const fields = resource.operations.flatMap((operation) =>
		operation.inputs.map(
			(input): INodeProperties => ({
				...input.field,
				displayOptions: { show: { resource: [resource.value], operation: [operation.value] } },
			}),
		),
	);
	return [operationSelector, ...fields];
}

/** The Resource selector. */
export function resourceSelector(resources: DeepvueResource[]): INodeProperties {
	return {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resources.map(({ name, value, description }) => ({ name, value, description })),
		default: resources[0].value,
	};
}
