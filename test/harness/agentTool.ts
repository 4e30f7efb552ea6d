import { ExecutionLifecycleHooks, RoutingNode, WorkflowExecute } from 'n8n-core';
// n8n-core 2.41 does not re-export it from its index; this is the module n8n's tool loader uses.
import { createNodeAsTool } from 'n8n-core/dist/execution-engine/node-execution-context/utils/create-node-as-tool';
import { NodeConnectionTypes, Workflow, createRunExecutionData } from 'n8n-workflow';
import type {
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeExecutionData,
	INodeType,
	INodeTypes,
	IRun,
} from 'n8n-workflow';

import { PACKAGE_NAME } from '../../testbed/packageIdentity';
import { loadPackage } from '../../testbed/inProcessN8n/package';
import { CREDENTIAL, additionalDataFor, runNode } from '../../testbed/inProcessN8n/run';
import type { TestInstance } from '../../testbed/inProcessN8n/run';
import { errorFields, record } from '../../testbed/inProcessN8n/transcript';

/**
 * The Deepvue node as an AI Agent's tool, as n8n builds it. A call runs the node through the
 * engine as a node execution of its own, with the tool's arguments as its input item: what the
 * AI Agent 3.x does.
 */
export async function deepvueTool(instance: TestInstance, node: INode) {
	const { nodes } = await loadPackage();
	return createNodeAsTool({
		node,
		nodeType: nodes.deepvue as INodeType,
		handleToolInvocation: async (toolArgs: IDataObject) => {
			const { items, error } = await runNode(instance, {
				parameters: node.parameters,
				items: [{ json: toolArgs }],
				continueOnFail: true,
			});
			if (error) return `Error: ${error.message}`;
			return items.map((item) =>
				item.json.error ? `Error: ${String(item.json.error)}` : item.json,
			);
		},
	}).response;
}

/**
 * The "Deepvue Tool" node type as n8n's node loader makes it from the Deepvue node (packages/cli
 * node-types.ts and convertNodeToAiTool): the same node with an ai_tool output and no input, and,
 * being declarative, an `execute` that runs n8n's RoutingNode.
 */
function toolVariant(nodeType: INodeType): INodeType {
	const description = Object.create(nodeType.description, {
		name: { value: `${nodeType.description.name}Tool` },
		inputs: { value: [] },
		outputs: { value: [NodeConnectionTypes.AiTool] },
	}) as INodeType['description'];
	const tool: INodeType = Object.create(nodeType, { description: { value: description } });
	tool.execute = async function (this: IExecuteFunctions) {
		return (await new RoutingNode(this as never, tool).runNode()) ?? [];
	};
	return tool;
}

/** What the model asked for in one tool call, and what the tool answered. */
export interface ToolCall {
	args: IDataObject;
	/** The tool's answer as the agent got it: JSON text, or `Error: ...` when the call threw. */
	answer: string;
}

export interface AgentRunOptions {
	/** The Deepvue tool node's parameters, with `$fromAI()` expressions. */
	toolParameters: INode['parameters'];
	/** For each input item of the agent, the arguments of the tool calls the model makes, in order. */
	callsPerItem: IDataObject[][];
}

/**
 * A stand-in for n8n's AI Agent 2.x, which calls its tools in-process: for each input item it asks
 * the engine for its connected tools (getInputConnectionData, as the agent's getConnectedTools
 * does) and invokes them, one call after the other. n8n then builds every tool call's context with
 * the agent's execute data, as it does for the real agent.
 */
function agentV2(callsPerItem: IDataObject[][], calls: ToolCall[][]): INodeType {
	return {
		description: {
			displayName: 'Agent 2.x stand-in',
			name: 'agentV2',
			group: ['transform'],
			version: 2.2,
			description:
				'Calls its Deepvue tool with scripted arguments, in-process, as AI Agent 2.x does',
			defaults: { name: 'AI Agent' },
			inputs: [
				NodeConnectionTypes.Main,
				{ type: NodeConnectionTypes.AiTool, displayName: 'Tool', required: true },
			],
			outputs: [NodeConnectionTypes.Main],
			properties: [],
		},
		async execute(this: IExecuteFunctions) {
			const items = this.getInputData();
			const output: INodeExecutionData[] = [];
			for (const [itemIndex] of items.entries()) {
				const [tool] = (await this.getInputConnectionData(NodeConnectionTypes.AiTool, 0)) as Array<{
					invoke(args: IDataObject): Promise<unknown>;
				}>;
				const made: ToolCall[] = [];
				for (const args of callsPerItem[itemIndex] ?? []) {
					const answer = await tool.invoke(args).then(
						(result) => String(result),
						(error: Error) => `Error: ${error.message}`,
					);
					made.push({ args, answer });
				}
				calls.push(made);
				output.push({
					json: { calls: made as unknown as IDataObject[] },
					pairedItem: { item: itemIndex },
				});
			}
			return [output];
		},
	};
}

export interface AgentRunResult {
	/** For each input item of the agent, its tool calls and their answers. */
	calls: ToolCall[][];
	run: IRun;
}

let executionCount = 0;

/**
 * Runs an agent 2.x stand-in with one Deepvue tool connected, through n8n's WorkflowExecute: one
 * agent input item per entry of `callsPerItem`, each making its tool calls in the same run.
 */
export async function runAgentV2(
	instance: TestInstance,
	options: AgentRunOptions,
): Promise<AgentRunResult> {
	const { nodes } = await loadPackage();
	const calls: ToolCall[][] = [];
	const agentType = agentV2(options.callsPerItem, calls);
	const deepvueToolType = toolVariant(nodes.deepvue as INodeType);
	const agent: INode = {
		id: 'agent',
		name: 'AI Agent',
		type: 'test.agentV2',
		typeVersion: 2.2,
		position: [0, 0],
		parameters: {},
	};
	const tool: INode = {
		id: 'tool',
		name: 'Verify UPI ID',
		type: `${PACKAGE_NAME}.deepvueTool`,
		typeVersion: 1,
		position: [0, 200],
		parameters: options.toolParameters,
		credentials: { deepvueApi: CREDENTIAL },
	};
	const nodeTypes: INodeTypes = {
		getByName: (type) => (type === agent.type ? agentType : deepvueToolType),
		getByNameAndVersion: (type) => (type === agent.type ? agentType : deepvueToolType),
		getKnownTypes: () => ({}),
	};
	const workflow = new Workflow({
		id: 'wf-agent',
		name: 'Agent with a Deepvue tool',
		nodes: [agent, tool],
		connections: {
			[tool.name]: {
				[NodeConnectionTypes.AiTool]: [
					[{ node: agent.name, type: NodeConnectionTypes.AiTool, index: 0 }],
				],
			},
		},
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1' },
	});
	const items = options.callsPerItem.map((_, index) => ({
		json: { chatInput: `question ${index + 1}` },
	}));
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node: agent, data: { main: [items] }, source: null }] },
	});

	executionCount += 1;
	const hooks = new ExecutionLifecycleHooks(
		'manual',
		`exec-agent-${executionCount}`,
		workflow as never,
	);
	const run = await new WorkflowExecute(
		additionalDataFor(instance, hooks),
		'manual',
		runExecutionData,
	).processRunExecutionData(workflow);
	record(JSON.stringify({ calls, resultData: run.data.resultData }, errorFields));
	if (run.data.resultData.error)
		throw new Error(`The agent run failed: ${run.data.resultData.error.message}`);
	return { calls, run };
}
