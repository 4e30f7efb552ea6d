import type { INodeProperties, NodeParameterValue } from 'n8n-workflow';

/**
 * The defaults of a collection parameter's fields (a node's Options), by name: written once, in
 * the fields as n8n's editor and lint rules want them, and read from there by the node.
 */
export function collectionDefaults<Name extends string>(
	fields: Array<INodeProperties & { name: Name }>,
): Record<Name, NodeParameterValue> {
	return Object.fromEntries(fields.map((field) => [field.name, field.default])) as Record<
		Name,
		NodeParameterValue
	>;
}
