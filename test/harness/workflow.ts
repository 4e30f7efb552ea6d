import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import { NodeConnectionTypes, Workflow } from 'n8n-workflow';
import type {
	ExecutionError,
	IConnections,
	INode,
	INodeExecutionData,
	INodeType,
	INodeTypes,
	IPinData,
	IRun,
	IRunData,
	IVersionedNodeType,
} from 'n8n-workflow';
import { readFileSync } from 'node:fs';

import { PACKAGE_NAME } from '../../testbed/packageIdentity';
import { loadPackage } from '../../testbed/inProcessN8n/package';
import { CREDENTIAL, additionalDataFor } from '../../testbed/inProcessN8n/run';
import type { TestInstance } from '../../testbed/inProcessN8n/run';
import { errorFields, record } from '../../testbed/inProcessN8n/transcript';
import { runWorkflowExecute } from './n8nCoreVersion';

/** A workflow as n8n exports it (Download / Copy to clipboard), the fields the tests read. */
export interface WorkflowFile {
	name: string;
	nodes: INode[];
	connections: IConnections;
	settings?: Record<string, unknown>;
	pinData?: IPinData;
}

export function readWorkflowFile(file: string): WorkflowFile {
	return JSON.parse(readFileSync(file, 'utf8')) as WorkflowFile;
}

/**
 * Rows (pinned on `Rows`) into a Deepvue node with `parameters`, the given On Error and node
 * settings (`name` is the workflow's).
 */
export function rowsIntoDeepvue(
	name: string,
	onError: INode['onError'],
	parameters: INode['parameters'],
	settings: Partial<INode> = {},
): WorkflowFile {
	return {
		name,
		nodes: [
			{
				id: 'rows',
				name: 'Rows',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'deepvue',
				name: 'Deepvue',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [200, 0],
				parameters,
				onError,
				...settings,
			},
		],
		connections: { Rows: { main: [[{ node: 'Deepvue', type: 'main', index: 0 }]] } },
	};
}

/** Rows into a Deepvue node with Settings > Retry On Fail (3 tries): how n8n's own retries meet the node. */
export function retryOnFailFlow(
	onError: INode['onError'],
	parameters: INode['parameters'],
): WorkflowFile {
	return rowsIntoDeepvue('Retry On Fail', onError, parameters, {
		retryOnFail: true,
		maxTries: 3,
		waitBetweenTries: 1,
	});
}

export function isPackageNode(node: INode): boolean {
	return node.type.startsWith(`${PACKAGE_NAME}.`);
}

/**
 * A node of another package (n8n-nodes-base, LangChain), which these tests do not install. It is
 * known to the engine so that the workflow can be built, and runs only with pinned data: the
 * engine hands out the pinned items without calling the node. Running it any other way fails.
 */
function pinnedOnlyNodeType(node: INode): INodeType {
	return {
		description: {
			displayName: node.type,
			name: node.type,
			group: node.type.toLowerCase().includes('trigger') ? ['trigger'] : ['transform'],
			version: node.typeVersion,
			description: 'A node of another package; its output is pinned',
			defaults: { name: node.name },
			inputs: node.type.toLowerCase().includes('trigger') ? [] : [NodeConnectionTypes.Main],
			outputs: [NodeConnectionTypes.Main],
			properties: [],
		},
		async execute() {
			throw new Error(`${node.name} (${node.type}) is not installed here: pin its output`);
		},
	};
}

export interface WorkflowRunOptions {
	/** Output of every node that is not this package's, by node name. */
	pinData: IPinData;
	/** The node the run starts from; the workflow's trigger by default. */
	startNode?: string;
	/** The last node to run, as "Execute step" in the editor: what comes after it does not run. */
	destinationNode?: string;
	/** This package's node types; as n8n loads them by default (nodeOnClock.ts: on a virtual clock). */
	nodeTypes?: INodeTypes;
}

export interface WorkflowRunResult {
	runData: IRunData;
	error?: ExecutionError;
	/** Output items (first output) of a node's first run. */
	output(nodeName: string): INodeExecutionData[];
	run: IRun;
}

let executionCount = 0;

/**
 * Runs a whole workflow file through n8n's WorkflowExecute, as a manual execution with pinned
 * data does in the editor: this package's nodes run for real (with the test credential in place
 * of whatever credential the file names), every other node hands out its pinned items. Node
 * names, connections, paired items and expressions such as `$('Applicant').item.json.mobile` are
 * the file's own.
 */
export async function runWorkflowFile(
	instance: TestInstance,
	file: WorkflowFile,
	options: WorkflowRunOptions,
): Promise<WorkflowRunResult> {
	const packageTypes = options.nodeTypes ?? (await loadPackage()).nodeTypes;
	const nodes = file.nodes
		.filter((node) => node.type !== 'n8n-nodes-base.stickyNote')
		.map((node): INode =>
			isPackageNode(node) ? { ...node, credentials: { deepvueApi: CREDENTIAL } } : { ...node },
		);
	const others = new Map(
		nodes
			.filter((node) => !isPackageNode(node))
			.map((node) => [node.type, pinnedOnlyNodeType(node)]),
	);
	const known = (type: string): INodeType | IVersionedNodeType | undefined =>
		type.startsWith(`${PACKAGE_NAME}.`) ? packageTypes.getByName(type) : others.get(type);
	const nodeTypes: INodeTypes = {
		getByName: (type) => known(type) as INodeType,
		getByNameAndVersion: (type, version) =>
			type.startsWith(`${PACKAGE_NAME}.`)
				? packageTypes.getByNameAndVersion(type, version)
				: (others.get(type) as INodeType),
		getKnownTypes: () => ({}),
	};

	const workflow = new Workflow({
		id: 'wf-example',
		name: file.name,
		nodes,
		connections: file.connections,
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1', ...(file.settings ?? {}) },
		pinData: options.pinData,
	});
	const startName =
		options.startNode ??
		nodes.find(
			(node) =>
				workflow.getParentNodes(node.name).length === 0 &&
				(others.get(node.type)?.description.group.includes('trigger') ?? false),
		)?.name;
	const startNode =
		startName === undefined ? undefined : (workflow.getNode(startName) ?? undefined);
	if (!startNode) throw new Error(`No start node in ${file.name}`);
	// The nodes this run reaches: from the start node on, up to the destination when there is one.
	const reached = new Set([startNode.name, ...workflow.getChildNodes(startNode.name)]);
	const running = options.destinationNode
		? [...workflow.getParentNodes(options.destinationNode), options.destinationNode].filter(
				(name) => reached.has(name),
			)
		: [...reached];
	for (const node of nodes) {
		if (
			running.includes(node.name) &&
			!isPackageNode(node) &&
			options.pinData[node.name] === undefined
		) {
			throw new Error(`Pin the output of ${node.name} (${node.type})`);
		}
	}

	executionCount += 1;
	const hooks = new ExecutionLifecycleHooks(
		'manual',
		`exec-wf-${executionCount}`,
		workflow as never,
	);
	const execution = new WorkflowExecute(additionalDataFor(instance, hooks), 'manual');
	const run = await runWorkflowExecute(execution, {
		workflow,
		startNode,
		pinData: options.pinData,
		destinationNode: options.destinationNode
			? { nodeName: options.destinationNode, mode: 'inclusive' }
			: undefined,
	});
	const { runData } = run.data.resultData;
	// What the run handed back: the pinned nodes' output is the test's own input, left out.
	const ranData = Object.fromEntries(
		Object.entries(runData).filter(([name]) => options.pinData[name] === undefined),
	);
	record(
		JSON.stringify(
			{ workflow: file.name, runData: ranData, error: run.data.resultData.error },
			errorFields,
		),
	);
	return {
		runData,
		error: run.data.resultData.error,
		output: (nodeName) => runData[nodeName]?.[0]?.data?.main?.[0] ?? [],
		run,
	};
}
