import { Workflow } from 'n8n-workflow';
import type { INode, INodeType } from 'n8n-workflow';

import { loadPackage } from '../testbed/inProcessN8n/package';

/** The canvas subtitle of a Deepvue node, worked out as n8n's editor does (getNodeSubtitle). */
async function subtitleFor(parameters: INode['parameters']): Promise<unknown> {
	const { nodeTypes, nodes } = await loadPackage();
	const node: INode = {
		id: 'n',
		name: 'Deepvue',
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		position: [0, 0],
		parameters,
	};
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes });
	const { subtitle } = (nodes.deepvue as INodeType).description;
	return workflow.expression.getSimpleParameterValue(node, subtitle as string, 'internal', {});
}

it.each([
	[{ resource: 'payment', operation: 'verifyUpi' }, 'Payment: Verify UPI ID'],
	[{ resource: 'mobileIntelligence', operation: 'getName' }, 'Mobile Intelligence: Get Name'],
	[{ resource: 'batch', operation: 'uploadUpiBasicBatch' }, 'Batch: Upload UPI Batch'],
	[{ resource: 'payment', operation: '__CUSTOM_API_CALL__' }, 'Custom API Call'],
	[{ resource: 'payment', operation: 'somethingNew' }, 'somethingNew'],
])('shows what the user picked by its display names: %j', async (parameters, expected) => {
	expect(await subtitleFor(parameters)).toBe(expected);
});
