/**
 * An example's Code node (mode Run Once for Each Item) run on one item, with the variables of
 * n8n's Code node that the examples' code uses: `$json`, `$input.item`, `$('<node>')` with `.item`,
 * `.first()` and `.isExecuted`, `$getWorkflowStaticData`, `$execution.id` and Luxon's `DateTime`.
 * n8n-nodes-base is not installed in these tests; `npm run test:n8n` runs the code in a real n8n.
 */
import type { IBinaryKeyData, IDataObject, INodeExecutionData } from 'n8n-workflow';
import { DateTime } from 'luxon';

export interface CodeSandbox {
	/** The workflow's static data (`$getWorkflowStaticData('global')`). */
	staticData?: IDataObject;
	/** The item of each node that ran before, as `$('<node>').item` gives it: JSON, or JSON and binary. */
	nodes?: Record<string, IDataObject | INodeExecutionData>;
	executionId?: string;
}

const isItem = (value: IDataObject | INodeExecutionData): value is INodeExecutionData =>
	typeof value.json === 'object' && value.json !== null;

/** The item the code returns, for `input` (its JSON, and its binary data when it has any). */
export function runCodeNode(
	code: string,
	input: IDataObject | INodeExecutionData,
	sandbox: CodeSandbox = {},
): { json: IDataObject; binary?: IBinaryKeyData } {
	const item = isItem(input) ? input : { json: input };
	const $ = (name: string) => {
		const found = sandbox.nodes?.[name];
		const ran = found === undefined ? undefined : isItem(found) ? found : { json: found };
		if (!ran) return { isExecuted: false };
		return { isExecuted: true, item: ran, first: () => ran };
	};
	const run = new Function(
		'$json',
		'$input',
		'$',
		'$getWorkflowStaticData',
		'$execution',
		'DateTime',
		code,
	) as (...args: unknown[]) => { json: IDataObject; binary?: IBinaryKeyData };
	return run(
		item.json,
		{ item },
		$,
		() => sandbox.staticData,
		{ id: sandbox.executionId ?? 'execution-1' },
		DateTime,
	);
}

/** What a template's Code node sees of the nodes before it: each node's runs, oldest first, each the items of its first output. */
export type EarlierRuns = Record<string, INodeExecutionData[][]>;

export interface TemplateCodeRun {
	/** The workflow the node is in: `$('<node>').params` reads its nodes' parameters. */
	nodes: Array<{ name: string; parameters: IDataObject }>;
	/** The nodes that ran before, as `$('<node>')` gives them. */
	ran?: EarlierRuns;
	/** `$runIndex`: how many times this node ran before in the execution. */
	runIndex?: number;
	executionId?: string;
	/** `$execution.resumeUrl`: n8n's waiting webhook for this execution (n8n 2.x adds its signature). */
	resumeUrl?: string;
}

interface CodeParameters {
	mode?: string;
	jsCode?: string;
}

/**
 * A template's Code node, named `name`, run on `input` as n8n runs it: once for each item or once
 * for all of them (its Mode), with `$json`, `$input` (`item`, `all()`, `first()`), `$runIndex`,
 * `$execution` (`id`, `resumeUrl`), Luxon's `DateTime`, and `$('<node>')` with `.params`,
 * `.isExecuted`, `.item`, `.first()`, `.last()` and `.all(output, run)` over `run.ran`. Resolves to
 * the items it returns. n8n-nodes-base is not installed in these tests; the real-n8n checks run the
 * same code in n8n.
 */
export function runTemplateCode(
	run: TemplateCodeRun,
	name: string,
	input: INodeExecutionData[],
): Array<{ json: IDataObject; binary?: IBinaryKeyData }> {
	const node = run.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`No node ${name}`);
	const { mode, jsCode } = node.parameters as CodeParameters;
	const $ = (other: string) => {
		const params = run.nodes.find((candidate) => candidate.name === other)?.parameters;
		if (!params) throw new Error(`Referenced node doesn't exist: ${other}`);
		const runs = run.ran?.[other] ?? [];
		const latest = runs.at(-1) ?? [];
		return {
			params,
			isExecuted: runs.length > 0,
			item: latest[0],
			first: () => latest[0],
			last: () => latest.at(-1),
			all: (_output = 0, runIndex = runs.length - 1) => runs[runIndex] ?? [],
		};
	};
	const execute = new Function(
		'$json',
		'$input',
		'$',
		'$runIndex',
		'$execution',
		'DateTime',
		String(jsCode),
	) as (...args: unknown[]) => unknown;
	const context = (item: INodeExecutionData | undefined) => [
		item?.json ?? {},
		{ item, all: () => input, first: () => input[0] },
		$,
		run.runIndex ?? 0,
		{
			id: run.executionId ?? '1',
			resumeUrl: run.resumeUrl ?? 'http://127.0.0.1:5678/webhook-waiting/1',
		},
		DateTime,
	];
	const asItems = (returned: unknown) =>
		(Array.isArray(returned) ? returned : [returned]) as Array<{
			json: IDataObject;
			binary?: IBinaryKeyData;
		}>;
	if (mode === 'runOnceForAllItems') return asItems(execute(...context(input[0])));
	return input.flatMap((item) => asItems(execute(...context(item))));
}
