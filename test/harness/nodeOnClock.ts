import { NodeHelpers } from 'n8n-workflow';
import type { INodeProperties, INodeType, INodeTypes } from 'n8n-workflow';

import type { Clock } from '../../common/clock';
import type * as Resources from '../../nodes/Deepvue/resources';
import type * as RunOperation from '../../nodes/Deepvue/runOperation';
import type * as Selectors from '../../nodes/Deepvue/description/selectors';
import { PACKAGE_NAME } from '../../testbed/packageIdentity';
import { loadPackage } from '../../testbed/inProcessN8n/package';
import { VirtualClock } from './virtualClock';

// The built modules the package's node is made of: the same instances n8n's loader loaded.
const built = <T extends object>(module: string) =>
	jest.requireActual<T>(`../../dist/nodes/Deepvue/${module}`);
const { resources } = built<typeof Resources>('resources');
const { runOperation } = built<typeof RunOperation>('runOperation');
const { operationSelector } = built<typeof Selectors>('description/selectors');

const DEEPVUE = `${PACKAGE_NAME}.deepvue`;

/**
 * The package's node types, with the Deepvue node's operations run on `clock` instead of the real
 * one: its description as n8n loaded it, each Operation selector made again by the node's own
 * `operationSelector` with `runOperation(operation, clock)`, where Deepvue.node.ts leaves it the
 * real clock. So a batch's status checks, retry waits and the backoff after a failed
 * authorization pass in no time on a VirtualClock; everything else is the shipped node's, through
 * n8n's engine and real HTTP. Pacing is the process's, on the real clock: runs on this node keep
 * the Rate Limit off (the test bed's default). The authorization n8n asks of the credential after a
 * 401 (its preAuthentication) is n8n's to call, on the real clock. One clock per login: the time
 * of a failed authorization is kept per login, and read again on the next one.
 */
export async function nodeTypesOnClock(clock: Clock): Promise<INodeTypes> {
	const { nodeTypes, nodes } = await loadPackage();
	const shipped = nodes.deepvue as INodeType;
	const properties = shipped.description.properties.map((property): INodeProperties => {
		if (property.name !== 'operation') return property;
		const [resourceValue] = property.displayOptions?.show?.resource ?? [];
		const resource = resources.find((candidate) => candidate.value === resourceValue);
		if (!resource)
			throw new Error(`No resource ${String(resourceValue)} for an Operation selector`);
		const onClock = operationSelector(resource, (operation) => runOperation(operation, clock));
		// The same selector as the shipped one but for the functions it runs, or this is not the node.
		if (JSON.stringify(onClock) !== JSON.stringify(property))
			throw new Error(`The Operation selector of ${resource.value} differs from the shipped one`);
		return onClock;
	});
	const deepvue: INodeType = { description: { ...shipped.description, properties } };
	return {
		...nodeTypes,
		getByName: (type) => (type === DEEPVUE ? deepvue : nodeTypes.getByName(type)),
		getByNameAndVersion: (type, version) =>
			type === DEEPVUE
				? deepvue
				: NodeHelpers.getVersionedNodeType(nodeTypes.getByName(type), version),
	};
}

/**
 * What `runNode` needs to run the Deepvue node with its waits on a VirtualClock of its own: for a
 * test about what happens after a wait (a batch's first status check, a retry), not about the wait.
 */
export async function onVirtualClock(): Promise<{ nodeTypes: INodeTypes }> {
	return { nodeTypes: await nodeTypesOnClock(new VirtualClock()) };
}
