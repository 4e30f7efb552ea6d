import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { DeepvueOperation } from './operation';
import { checkInput, inputChecks } from './readInput';

/** Outcome of checking a run's items, shared by the items' requests: the first bad input, or none. */
const outcomes = new WeakMap<INodeExecutionData[], NodeOperationError | null>();

function checkItems(context: IExecuteSingleFunctions, operation: DeepvueOperation, items: INodeExecutionData[]) {
	const node = context.getNode();
	const checks = inputChecks(context);
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		for (const input of operation.inputs) {
			const raw = node.parameters[input.field.name] ?? input.field.default;
			const value =
				typeof raw === 'string' && raw.startsWith('=') ? context.evaluateExpression(raw.slice(1), itemIndex) : raw;
			const checked = checkInput(input, value, checks, node, itemIndex);
			if (input.in === 'file' && checked !== undefined && !items[itemIndex].binary?.[checked]) {
				throw new NodeOperationError(node, `Item ${itemIndex} has no binary field "${checked}" to upload`, {
					itemIndex,
					description:
						'Set "Input Binary Field" to the name of the binary field that holds the file, e.g. "data" after a Read/Write Files or Convert to File node.',
				});
			}
		}
	}
}

/**
 * When the node will stop at the first failed item (Continue On Fail off), checks every item's
 * inputs before the first request leaves: n8n starts all items at once, so otherwise the items
 * before a bad one would be sent, and paid for, only to be sent again after the fix.
 */
export function checkAllItemsFirst(context: IExecuteSingleFunctions, operation: DeepvueOperation): void {
	if (context.continueOnFail()) return;
	const items = context.getExecuteData().data.main?.[0];
	if (!items) return;
	if (!outcomes.has(items)) {
		try {
			checkItems(context, operation, items);
			outcomes.set(items, null);
		} catch (error) {
			outcomes.set(items, error as NodeOperationError);
		}
	}
	const failure = outcomes.get(items);
	if (failure) throw failure;
}
