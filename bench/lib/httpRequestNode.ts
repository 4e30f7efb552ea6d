/**
 * n8n's own HTTP Request node, the peer a user would pick instead of the Deepvue node, loaded from
 * the real n8n that `npm run test:n8n` installs (testbed/realN8n/n8nInstall.ts) rather than added to the
 * lockfile: n8n-nodes-base is large and pins its own n8n-workflow. It runs in this project's
 * n8n-core engine, beside the package's nodes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NodeHelpers } from 'n8n-workflow';
import type { INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';

import { loadPackage } from '../../testbed/inProcessN8n/package';
import { LINES, cacheDir } from '../../testbed/realN8n/n8nInstall';

export const HTTP_REQUEST_TYPE = 'n8n-nodes-base.httpRequest';
/** The version n8n 1.123 and 2.x add by default. */
export const HTTP_REQUEST_VERSION = 4.2;

/** The n8n installs the scripts make (testbed/realN8n/n8nInstall.ts), newest line first; the first complete one is used. */
function installations(): string[] {
	return Object.keys(LINES)
		.reverse()
		.map((line) => cacheDir(line));
}

export interface PeerNodeTypes {
	nodeTypes: INodeTypes;
	/** Which n8n the HTTP Request node came from, e.g. `n8n-nodes-base 1.122.1 (n8n 1.123.81 install)`. */
	source: string;
}

/** The package's node types plus n8n's HTTP Request node; throws when no n8n is installed. */
export async function withHttpRequestNode(): Promise<PeerNodeTypes> {
	const root = installations().find((candidate) => existsSync(path.join(candidate, '.complete')));
	if (!root)
		throw new Error(
			'No real n8n installed: run `npm run test:n8n` (or its install alone, testbed/realN8n/n8nInstall.ts) once first',
		);
	const nodesBase = path.join(root, 'n8n', 'node_modules', 'n8n-nodes-base');
	const { version } = JSON.parse(readFileSync(path.join(nodesBase, 'package.json'), 'utf8')) as {
		version: string;
	};
	const { HttpRequest } = require(
		path.join(nodesBase, 'dist/nodes/HttpRequest/HttpRequest.node.js'),
	) as {
		HttpRequest: new () => IVersionedNodeType;
	};
	const httpRequest = new HttpRequest();
	const { nodeTypes } = await loadPackage();
	return {
		source: `n8n-nodes-base ${version} (${path.basename(root)} install)`,
		nodeTypes: {
			getByName: (type) => (type === HTTP_REQUEST_TYPE ? httpRequest : nodeTypes.getByName(type)),
			getByNameAndVersion: (type, version) =>
				type === HTTP_REQUEST_TYPE
					? (NodeHelpers.getVersionedNodeType(httpRequest, version) as INodeType)
					: nodeTypes.getByNameAndVersion(type, version),
			getKnownTypes: () => ({}),
		},
	};
}
