import { Workflow, createRunExecutionData } from 'n8n-workflow';
import type {
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeTypeDescription,
} from 'n8n-workflow';

import { getName, mobiles } from '../testbed/inProcessN8n/lookups';
import { PACKAGE_NAME } from '../testbed/packageIdentity';
import { loadPackage } from '../testbed/inProcessN8n/package';

/**
 * The node's panel advises Batching for a large input. n8n's editor shows a description hint whose
 * displayCondition is true, evaluated with n8n's expression engine on the input it shows
 * (getNodeHints in the editor); this evaluates it the same way.
 */
async function hintShown(rows: number, parameters: INodeParameters = {}): Promise<boolean[]> {
	const { nodeTypes } = await loadPackage();
	const type = nodeTypes.getByNameAndVersion(`${PACKAGE_NAME}.deepvue`, 1);
	const description = type.description as INodeTypeDescription;
	const node: INode = {
		id: 'deepvue-node',
		name: 'Deepvue',
		type: `${PACKAGE_NAME}.deepvue`,
		typeVersion: 1,
		position: [0, 0],
		parameters: { ...getName(), ...parameters },
	};
	const workflow = new Workflow({
		id: 'wf-hint',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
	});
	const input: INodeExecutionData[] = mobiles(rows);
	return (description.hints ?? []).map((hint) => {
		const shown = workflow.expression.getParameterValue(
			hint.displayCondition ?? 'true',
			createRunExecutionData(),
			0,
			0,
			node.name,
			input,
			'manual',
			{},
		);
		return shown === true || shown === 'true';
	});
}

it('advises Batching in the panel when the input has more than 5,000 rows and Batching is not set', async () => {
	expect(await hintShown(5001)).toEqual([true]);
});

it('does not advise it for 5,000 rows or fewer', async () => {
	expect(await hintShown(5000)).toEqual([false]);
	expect(await hintShown(3)).toEqual([false]);
});

it('does not advise it once Batching is set', async () => {
	expect(
		await hintShown(20000, {
			requestOptions: { batching: { batch: { batchSize: 50, batchInterval: 1 } } },
		}),
	).toEqual([false]);
});
