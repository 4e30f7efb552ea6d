import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { DeepvueOperation } from './operation';
import { inputChecks, readItemInputs } from './readInput';
import type { CheckedInputs } from './readInput';

/**
 * Outcome of checking a run's items, shared by the items' requests: every item's inputs, or the
 * first error. Keyed by the input array, which n8n copies for every node run (to add paired-item
 * lineage), so two nodes fed by the same output never share an entry.
 */
const outcomes = new WeakMap<INodeExecutionData[], CheckedInputs[] | Error>();

function checkAllItems(context: IExecuteSingleFunctions, operation: DeepvueOperation, items: INodeExecutionData[]) {
	let outcome = outcomes.get(items);
	if (!outcome) {
		try {
			const checks = inputChecks(context);
			outcome = items.map((item, itemIndex) => readItemInputs(context, operation, item, itemIndex, checks));
		} catch (error) {
			outcome = error as Error;
		}
		outcomes.set(items, outcome);
	}
	return outcome;
}

/**
 * The current item's checked inputs. When the node will stop at the first failed item (Continue
 * On Fail off), every item is checked before the first request leaves: n8n starts all items at
 * once, so otherwise the items before a bad one would be sent, and paid for, only to be sent again
 * after the fix. With Continue On Fail on, only the current item is checked, and fails alone.
 */
export function itemInputs(context: IExecuteSingleFunctions, operation: DeepvueOperation): CheckedInputs {
	const items = context.getExecuteData().data.main?.[0] ?? [];
	const itemIndex = context.getItemIndex();
	if (context.continueOnFail()) return readItemInputs(context, operation, items[itemIndex], itemIndex, inputChecks(context));
	const outcome = checkAllItems(context, operation, items);
	if (!Array.isArray(outcome)) throw outcome;
	return outcome[itemIndex];
}
