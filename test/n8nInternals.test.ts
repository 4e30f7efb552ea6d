import { NodeHelpers, NodeOperationError } from 'n8n-workflow';
import type { INode, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import {
	itemRequestHook,
	oncePerRun,
	parameterForItem,
	runItems,
} from '../nodes/Deepvue/n8n/n8nInternals';
import type { ItemRun } from '../nodes/Deepvue/n8n/n8nInternals';
import { consentQuery, consentReasonOption } from '../nodes/Deepvue/options/consent';
import { createInstance, runNode } from '../testbed/inProcessN8n/run';
import type { NodeRunResult } from '../testbed/inProcessN8n/run';
import { withTestNode } from './harness/testNode';

/**
 * What nodes/Deepvue/n8n/n8nInternals.ts says the node leans on in n8n's declarative engine
 * (n8n-core's RoutingNode), each checked here on a node of its own that uses those helpers. Run
 * against every engine the tests run on (`npm test`, `npm run test:engine`, the weekly canary's
 * newest n8n 2.x): when one fails, n8n changed what the node relies on; read the entry named in
 * the test's title again in that n8n's `routing-node.js`.
 */

const ITEMS: INodeExecutionData[] = [0, 1, 2].map((n) => ({ json: { n } }));

/** The hook of the probe's one field; each test sets what an item's run does. */
let itemRun: ItemRun = async () => [];

const probeField: INodeProperties = {
	displayName: 'Value',
	name: 'value',
	type: 'string',
	default: '',
	routing: {
		request: { method: 'GET', url: '/probe' },
		...itemRequestHook(async function (this, requestData) {
			return await itemRun.call(this, requestData);
		}),
	},
};

async function runProbe(value: string, continueOnFail = false): Promise<NodeRunResult> {
	const nodeTypes = await withTestNode({
		name: 'internalsProbe',
		displayName: 'Internals Probe',
		credentials: [],
		// Nothing listens on port 1: a request RoutingNode sent itself would fail at once.
		requestDefaults: { baseURL: 'http://127.0.0.1:1' },
		properties: [probeField],
	});
	return await runNode(await createInstance(), {
		nodeType: 'internalsProbe',
		nodeTypes,
		parameters: { value },
		items: ITEMS,
		continueOnFail,
	});
}

it('hands an item request to the pagination hook instead of sending it (itemRequestHook)', async () => {
	const seen: Array<{ url?: string; method?: string }> = [];
	itemRun = async function (requestData) {
		seen.push({ url: requestData.options.url, method: requestData.options.method });
		return [{ json: { answered: seen.length } }];
	};
	const { items, error } = await runProbe('x');
	expect(error).toBeUndefined();
	expect(seen).toEqual(ITEMS.map(() => ({ url: '/probe', method: 'GET' })));
	expect(items).toHaveLength(ITEMS.length);
});

/** Item 0 waits for the others to start (2 s at most) and says whether they did; 1 and 2 throw. */
function itemsWaitingForEachOther(): { started: () => number } {
	let started = 0;
	let allStarted: () => void = () => {};
	const everyItem = new Promise<void>((resolve) => (allStarted = resolve));
	itemRun = async function () {
		const index = this.getItemIndex();
		started += 1;
		if (started === ITEMS.length) allStarted();
		let timer: NodeJS.Timeout | undefined;
		const sawAll = await Promise.race([
			everyItem.then(() => true),
			new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 2000))),
		]);
		clearTimeout(timer);
		if (index > 0) throw new NodeOperationError(this.getNode(), `item ${index} failed`);
		return [{ json: { sawAll } }];
	};
	return { started: () => started };
}

it('starts every item before any finishes, and stops on the first item that throws (Promise.allSettled)', async () => {
	// An engine that ran the items one by one would not start the others while item 0 waits.
	itemsWaitingForEachOther();
	const { items } = await runProbe('x', true);
	expect(items[0].json).toEqual({ sawAll: true });

	const run = itemsWaitingForEachOther();
	const { error } = await runProbe('x');
	expect(run.started()).toBe(ITEMS.length);
	expect(error?.message).toBe('item 1 failed');
});

it('builds its own error items without pairedItem, and outputs the hook items as they are (runOperation: Continue On Fail)', async () => {
	// Item 0 answers with two items: with as many output items as input items, WorkflowExecute
	// would pair the items by their place itself.
	itemRun = async function () {
		const index = this.getItemIndex();
		const error = new NodeOperationError(this.getNode(), `item ${index} failed`);
		if (index === 1) throw error;
		if (index === 2) return [{ json: { error: error.message }, error, pairedItem: { item: 2 } }];
		return [0, 1].map((part) => ({ json: { part }, pairedItem: { item: 0 } }));
	};
	const { items } = await runProbe('x', true);
	expect(items.map((item) => item.json)).toEqual([
		{ part: 0 },
		{ part: 1 },
		// RoutingNode's own error item, `{ json: {}, error }`; WorkflowExecute writes the message in.
		{ error: 'item 1 failed' },
		{ error: 'item 2 failed' },
	]);
	expect(items[2].error?.message).toBe('item 1 failed');
	expect(items[2].pairedItem).toBeUndefined();
	// A failed item the hook made itself keeps its pairedItem and error.
	expect(items[3].pairedItem).toEqual({ item: 2 });
	expect(items[3].error?.message).toBe('item 2 failed');
});

it("shows every item's hook the run's items as inputData, one array per run (runItems, oncePerRun)", async () => {
	const runs: INodeExecutionData[][] = [];
	const once = oncePerRun<number>('runMemos');
	itemRun = async function () {
		const items = runItems(this);
		if (!items) throw new NodeOperationError(this.getNode(), 'no inputData on the context');
		const runNumber = await once(this, async (runItemsSeen) => runs.push(runItemsSeen));
		return [{ json: { runNumber, count: items.length, n: items[this.getItemIndex()].json.n } }];
	};
	const first = await runProbe('x');
	const second = await runProbe('x');
	expect(first.items.map((item) => item.json)).toEqual(
		ITEMS.map(({ json }) => ({ runNumber: 1, count: ITEMS.length, n: json.n })),
	);
	expect(second.items.map((item) => item.json.runNumber)).toEqual([2, 2, 2]);
	expect(runs).toHaveLength(2);
	expect(runs[0]).not.toBe(runs[1]);
	expect(runs[0].map((item) => item.json)).toEqual(ITEMS.map((item) => item.json));
});

it("evaluates a field's raw expression for any item of the run (parameterForItem)", async () => {
	itemRun = async function () {
		const node = this.getNode();
		const values = ITEMS.map((_, index) => parameterForItem(this, node, 'value', '', index));
		return [{ json: { raw: node.parameters.value, values } }];
	};
	const { items } = await runProbe('={{ $json.n * 10 }}');
	expect(items[0].json).toEqual({ raw: '={{ $json.n * 10 }}', values: [0, 10, 20] });
});

it('keeps an expression in a noDataExpression field recognisable, with or without its "=" (consent.ts)', () => {
	const node = {
		name: 'Deepvue',
		type: 'probe',
		typeVersion: 1,
		parameters: {},
	} as unknown as INode;
	const properties: INodeProperties[] = [
		{
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			default: {},
			options: [consentReasonOption],
		},
	];
	const saved = NodeHelpers.getNodeParameters(
		properties,
		{ options: { consentReason: '={{ $json.reason }}' } },
		// With defaults, as n8n's editor keeps a node's parameters: this is where the "=" goes.
		true,
		false,
		node,
		null,
	);
	expect(() => consentQuery({ ...node, parameters: saved ?? {} })).toThrow(
		/must be picked from its list, not set by an expression/,
	);
});
