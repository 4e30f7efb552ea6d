import { PackageDirectoryLoader } from 'n8n-core';
import { NodeHelpers } from 'n8n-workflow';
import type { ICredentialType, INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';

import { PACKAGE_NAME, PACKAGE_ROOT } from '../packageIdentity';

export interface LoadedPackage {
	nodeTypes: INodeTypes;
	credentialTypes: Record<string, ICredentialType>;
	/** Node types by their short name, e.g. `deepvue`. */
	nodes: Record<string, INodeType | IVersionedNodeType>;
}

let loaded: Promise<LoadedPackage> | undefined;

/**
 * Loads the built package with n8n's own loader, from the dist paths in package.json's `n8n`
 * field, as n8n does for an installed community package.
 */
export function loadPackage(): Promise<LoadedPackage> {
	loaded ??= (async () => {
		const loader = new PackageDirectoryLoader(PACKAGE_ROOT);
		await loader.loadAll();
		const nodes: LoadedPackage['nodes'] = {};
		for (const [name, { type }] of Object.entries(loader.nodeTypes)) nodes[name] = type;
		const credentialTypes: Record<string, ICredentialType> = {};
		for (const [name, { type }] of Object.entries(loader.credentialTypes))
			credentialTypes[name] = type;

		const shortName = (type: string) =>
			type.startsWith(`${PACKAGE_NAME}.`) ? type.slice(PACKAGE_NAME.length + 1) : type;
		const nodeTypes: INodeTypes = {
			getByName: (type) => nodes[shortName(type)],
			getByNameAndVersion: (type, version) =>
				NodeHelpers.getVersionedNodeType(nodes[shortName(type)], version),
			getKnownTypes: () => ({}),
		};
		return { nodeTypes, credentialTypes, nodes };
	})();
	return loaded;
}
