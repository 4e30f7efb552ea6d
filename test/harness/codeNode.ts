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
