import { NodeHelpers } from 'n8n-workflow';
import type { INodeType, INodeTypeDescription, INodeTypes } from 'n8n-workflow';

import { loadPackage } from '../../testbed/inProcessN8n/package';

/** What a node written for a test declares besides the common parts. */
export type TestNodeDescription = Pick<
	INodeTypeDescription,
	'name' | 'displayName' | 'properties'
> &
	Partial<INodeTypeDescription>;

/**
 * The package's node types and one node written for a test: one input, one output, the Deepvue
 * credential. Run it with `runNode(..., { nodeType: <its name>, nodeTypes })`.
 */
export async function withTestNode(
	description: TestNodeDescription,
	execute?: INodeType['execute'],
): Promise<INodeTypes> {
	const { nodeTypes } = await loadPackage();
	const node: INodeType = {
		description: {
			group: ['transform'],
			version: 1,
			description: '',
			defaults: {},
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: 'deepvueApi', required: true }],
			...description,
		},
		execute,
	};
	const isTestNode = (type: string) => type === description.name;
	return {
		...nodeTypes,
		getByName: (type) => (isTestNode(type) ? node : nodeTypes.getByName(type)),
		getByNameAndVersion: (type, version) =>
			isTestNode(type)
				? node
				: NodeHelpers.getVersionedNodeType(nodeTypes.getByName(type), version),
	};
}
