import type { IExecuteSingleFunctions, INodeExecutionData, ITaskDataConnections } from 'n8n-workflow';

import type { DeepvueOperation } from './operation';
import { inputChecks, readItemInputs } from './readInput';
import type { CheckedInputs } from './readInput';

/**
 * The items n8n's RoutingNode is running, read as it reads them: the node's main input or, when
 * an AI agent calls the node as a tool, the call's arguments (ai_tool). Not `getExecuteData()`:
 * AI Agent 2.x runs its tools with the agent's execute data, the agent's own input items.
 * Undefined if this n8n's context does not show them; then only the current item is checked.
 */
function runItems(context: IExecuteSingleFunctions): INodeExecutionData[] | undefined {
	const { inputData } = context as unknown as { inputData?: ITaskDataConnections };
	const input = inputData?.main ?? inputData?.ai_tool;
	return input?.[0] ?? undefined;
}

/**
 * The check of all items of a run, shared by that run's item requests: every item's inputs, or
 * the first error. Keyed by the array of items RoutingNode runs, which n8n makes anew for every
 * node run and every tool call, so two runs, two nodes or two tool calls never share an entry.
 */
const runChecks = new WeakMap<INodeExecutionData[], CheckedInputs[] | Error>();

function checkAllItems(context: IExecuteSingleFunctions, operation: DeepvueOperation, items: INodeExecutionData[]) {
	let outcome = runChecks.get(items);
	if (!outcome) {
		try {
			const checks = inputChecks(context);
			outcome = items.map((item, index) => readItemInputs(context, operation, item, index, checks));
		} catch (error) {
			outcome = error as Error;
		}
		runChecks.set(items, outcome);
	}
	return outcome;
}

/**
 * The current item's checked inputs. When the node will stop at the first failed item (Continue
 * On Fail off) and runs several items, every item is checked before the first request leaves: n8n
 * starts all items at once, so otherwise the items before a bad one would be sent, and paid for,
 * only to be sent again after the fix. With Continue On Fail on, only the current item is checked,
 * and fails alone. A tool call is a run of one item, its own arguments: it is checked by itself.
 */
export function itemInputs(context: IExecuteSingleFunctions, operation: DeepvueOperation): CheckedInputs {
	const itemIndex = context.getItemIndex();
	const items = runItems(context);
	if (!items || items.length === 1 || context.continueOnFail()) {
		const item = items ? items[itemIndex] : context.getInputData();
		return readItemInputs(context, operation, item, itemIndex, inputChecks(context));
	}
	const outcome = checkAllItems(context, operation, items);
	if (!Array.isArray(outcome)) throw outcome;
	return outcome[itemIndex];
}
