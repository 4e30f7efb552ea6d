import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { DeepvueOperation } from './operation';
import { checkInput, inputChecks } from './readInput';

/** An item's checked inputs, in the operation's order: what its request sends. */
export type CheckedInputs = Array<string | undefined>;

/** Outcome of checking a run's items, shared by the items' requests: every item's inputs, or the first error. */
const outcomes = new WeakMap<INodeExecutionData[], CheckedInputs[] | Error>();

function checkItems(context: IExecuteSingleFunctions, operation: DeepvueOperation, items: INodeExecutionData[]) {
	const node = context.getNode();
	const checks = inputChecks(context);
	return items.map((item, itemIndex) =>
		operation.inputs.map((input) => {
			const raw = node.parameters[input.field.name] ?? input.field.default;
			const value =
				typeof raw === 'string' && raw.startsWith('=') ? context.evaluateExpression(raw.slice(1), itemIndex) : raw;
			const checked = checkInput(input, value, checks, node, itemIndex);
			if (input.in === 'file' && checked !== undefined && !item.binary?.[checked]) {
				throw new NodeOperationError(node, `Item ${itemIndex} has no binary field "${checked}" to upload`, {
					itemIndex,
					description:
						'Set "Input Binary Field" to the name of the binary field that holds the file, e.g. "data" after a Read/Write Files or Convert to File node.',
				});
			}
			return checked;
		}),
	);
}

/**
 * When the node will stop at the first failed item (Continue On Fail off), checks every item's
 * inputs before the first request leaves: n8n starts all items at once, so otherwise the items
 * before a bad one would be sent, and paid for, only to be sent again after the fix. Returns the
 * current item's checked inputs, so each expression is evaluated once by the node; undefined
 * when items are checked one by one (Continue On Fail on).
 */
export function checkAllItemsFirst(context: IExecuteSingleFunctions, operation: DeepvueOperation): CheckedInputs | undefined {
	if (context.continueOnFail()) return undefined;
	const items = context.getExecuteData().data.main?.[0];
	if (!items) return undefined;
	let outcome = outcomes.get(items);
	if (!outcome) {
		try {
			outcome = checkItems(context, operation, items);
		} catch (error) {
			outcome = error as Error;
		}
		outcomes.set(items, outcome);
	}
	if (!Array.isArray(outcome)) throw outcome;
	return outcome[context.getItemIndex()];
}
