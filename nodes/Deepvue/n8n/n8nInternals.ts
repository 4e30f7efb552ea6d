import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeProperties,
	INodePropertyRouting,
	ITaskDataConnections,
} from 'n8n-workflow';

import { processWeakMap } from '../../../common/memory/processMemory';
import type { StoreName } from '../../../common/memory/processMemory';

/**
 * Where the node leans on how n8n's declarative engine (n8n-core's RoutingNode) works rather than
 * on its documented interfaces: read in n8n-core 1.123 (n8n 1.123.81) and 2.41 (n8n 2.41.3),
 * `dist/execution-engine/routing-node.js` (RN) and `node-execution-context/*.js`. After an n8n
 * upgrade, read those lines again; test/n8nInternals.test.ts checks what can be run on every engine
 * the tests run on (the weekly canary's newest n8n 2.x among them). Relied on elsewhere, without
 * code of its own here:
 * - RN starts every item's request at once (`Promise.allSettled`, RN 1.123 l.130, 2.41 l.153) and
 *   reports the first item that throws: inputs/itemInputs.ts checks all items first.
 * - RN builds its own error items as `{ json: {}, error }`, without `pairedItem` (1.123 l.124/141,
 *   2.41 l.147/164): runOperation.ts outputs a failed item itself under Continue On Fail.
 * - n8n-workflow 1.x's NodeApiError drops the HTTP client's error (`cause`): failures/errors.ts
 *   reads what it copied out (`describeWrappedError`).
 * - n8n strips the `=` of most expressions in a `noDataExpression` field: options/consent.ts reads
 *   the raw parameter and refuses any.
 * - The trigger reads a webhook call's raw body as `rawBody` on the request object, which n8n
 *   sets for JSON and text bodies (DeepvueTrigger/delivery.ts).
 */

/** One item's run of an operation, given control of its request (see `itemRequestHook`). */
export type ItemRun = (
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
) => Promise<INodeExecutionData[]>;

/**
 * The routing that hands an item's request to `run`. RN lets a node run an item's request itself
 * only as a pagination hook: with `send.paginate` set, it calls `operations.pagination` with the
 * prepared request instead of sending it (1.123 l.333 and l.469, 2.41 l.356 and l.514).
 */
export function itemRequestHook(run: ItemRun): Pick<INodePropertyRouting, 'send' | 'operations'> {
	return { send: { paginate: true }, operations: { pagination: run } };
}

/**
 * The node's request defaults, without a `baseURL`: RN evaluates every entry of `requestDefaults`
 * for every item (1.123 l.59, 2.41 l.62), and 2.41 evaluates `baseURL` a second time (l.443), a
 * third of the node's per-item cost. The transport sets the base URL from the credential instead.
 */
export const REQUEST_DEFAULTS: Partial<IHttpRequestOptions> = {
	headers: { Accept: 'application/json' },
	json: true,
};

/**
 * The items RN is running, read as it reads them (1.123 l.23, 2.41 l.25): the node's main input or,
 * when an AI agent calls the node as a tool, the call's arguments (ai_tool). The context keeps them
 * as `inputData` (base-execute-context.js l.18), which no interface shows. Not `getExecuteData()`:
 * AI Agent 2.x runs its tools with the agent's execute data, the agent's own input items.
 * Undefined if this n8n's context does not show them.
 */
export function runItems(context: IExecuteSingleFunctions): INodeExecutionData[] | undefined {
	const { inputData } = context as unknown as { inputData?: ITaskDataConnections };
	const input = inputData?.main ?? inputData?.ai_tool;
	return input?.[0] ?? undefined;
}

/**
 * A value worked out once per run of the node and shared by the run's items: `work` is called for
 * the first item that asks, with the run's items. Keyed by the array of items RN runs, which n8n
 * makes anew for every node run and every tool call, so two runs, two nodes or two tool calls never
 * share a value. A `work` that rejects is forgotten, so a later item tries again. Undefined when
 * this n8n's context does not show the run's items.
 */
export function oncePerRun<T>(
	store: StoreName,
): (
	context: IExecuteSingleFunctions,
	work: (items: INodeExecutionData[]) => Promise<T>,
) => Promise<T> | undefined {
	const values = processWeakMap<INodeExecutionData[], Promise<T>>(store);
	return (context, work) => {
		const items = runItems(context);
		if (!items) return undefined;
		let value = values.get(items);
		if (!value) {
			value = work(items);
			values.set(items, value);
			value.catch(() => values.delete(items));
		}
		return value;
	};
}

/**
 * A node parameter's value for any item of the run, where `getNodeParameter` gives only the
 * current item's: the raw parameter of `node` (`context.getNode()`, taken once: it is a copy),
 * evaluated when it is an expression (a text starting with
 * `=`) by `evaluateExpression` (execute-single-context.js, 1.123 l.23, 2.41 l.27).
 */
export function parameterForItem(
	context: IExecuteSingleFunctions,
	node: INode,
	name: string,
	fallback: unknown,
	itemIndex: number,
): unknown {
	const raw = node.parameters[name] ?? fallback;
	return typeof raw === 'string' && raw.startsWith('=')
		? context.evaluateExpression(raw.slice(1), itemIndex)
		: raw;
}

/** The values of `fields` for one item of the run (`parameterForItem`), in their order. */
export function parametersForItem(
	context: IExecuteSingleFunctions,
	node: INode,
	fields: readonly INodeProperties[],
	itemIndex: number,
): unknown[] {
	return fields.map((field) =>
		parameterForItem(context, node, field.name, field.default, itemIndex),
	);
}

/**
 * Whether an AI agent runs the node as a tool: n8n runs the tool variant it makes of a node with
 * `usableAsTool` under the node's type with `Tool` added (`n8n-nodes-deepvue.deepvueTool`), as its
 * own `@tool` display rule reads it (n8n-workflow `node-helpers.js`, 1.120 l.222, 2.41 l.292).
 */
export function calledAsTool(context: IExecuteSingleFunctions): boolean {
	return context.getNode().type.endsWith('Tool');
}
