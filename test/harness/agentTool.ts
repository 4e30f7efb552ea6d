// n8n-core 2.41 does not re-export it from its index; this is the module n8n's tool loader uses.
import { createNodeAsTool } from 'n8n-core/dist/execution-engine/node-execution-context/utils/create-node-as-tool';
import type { IDataObject, INode, INodeType } from 'n8n-workflow';

import { loadPackage } from './package';
import { runNode } from './run';
import type { TestInstance } from './run';

/**
 * The Deepvue node as an AI Agent's tool, as n8n builds it. A call runs the node through the
 * engine with the tool's arguments as its input item, which is where $fromAI() reads them.
 */
export async function deepvueTool(instance: TestInstance, node: INode) {
	const { nodes } = await loadPackage();
	return createNodeAsTool({
		node,
		nodeType: nodes.deepvue as INodeType,
		handleToolInvocation: async (toolArgs: IDataObject) => {
			const { items, error } = await runNode(instance, { parameters: node.parameters, items: [{ json: toolArgs }], continueOnFail: true });
			if (error) return `Error: ${error.message}`;
			return items.map((item) => (item.json.error ? `Error: ${String(item.json.error)}` : item.json));
		},
	}).response;
}
