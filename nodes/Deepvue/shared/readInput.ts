import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions } from 'n8n-workflow';

import type { ApiInput } from './operation';

/** The field's own description as a sentence, to lead an error's advice. */
function fieldHint(input: ApiInput): string {
	const text = input.field.description?.trim() ?? '';
	return text === '' || text.endsWith('.') ? text : `${text}.`;
}

/**
 * Reads one input of the current item as trimmed text; undefined when an optional input is empty.
 * n8n's editor flags empty required fields, but expressions, headless runs and AI agents get past
 * that check, so the node checks again before any request leaves.
 */
export function readInput(context: IExecuteSingleFunctions, input: ApiInput): string | undefined {
	const { field } = input;
	const raw: unknown = context.getNodeParameter(field.name, field.default);
	const itemIndex = context.getItemIndex();

	if (raw !== null && typeof raw === 'object') {
		throw new NodeOperationError(context.getNode(), `"${field.displayName}" must be a single value, not an object or a list`, {
			itemIndex,
			description: `${fieldHint(input)} If you map it from another node, pick the value itself rather than its parent.`.trim(),
		});
	}
	const text = raw === null || raw === undefined ? '' : String(raw).trim();
	if (text !== '') return text;
	if (!input.required) return undefined;

	throw new NodeOperationError(context.getNode(), `"${field.displayName}" is required but was empty`, {
		itemIndex,
		description: `${fieldHint(input)} If it comes from an expression, check that the previous node gives this item a value.`.trim(),
	});
}
