import { NodeHelpers } from 'n8n-workflow';
import type { INodeType, INodeTypes } from 'n8n-workflow';

import { loadPackage } from './package';

/** A node that makes the credential's test request, as n8n's credential tester does. */
export async function credentialTesterNodeTypes(): Promise<INodeTypes> {
	const { credentialTypes, nodeTypes } = await loadPackage();
	const request = credentialTypes.deepvueApi.test?.request;
	if (!request) throw new Error('The credential has no test request');
	const tester: INodeType = {
		description: {
			displayName: 'Credential test',
			name: 'credentialTest',
			group: ['transform'],
			version: 1,
			description: '',
			defaults: {},
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: 'deepvueApi', required: true }],
			requestDefaults: request,
			// Like n8n's tester, report only whether it worked, not the answer (it holds a token).
			properties: [
				{
					displayName: 'Result',
					name: 'result',
					type: 'hidden',
					default: '',
					routing: {
						output: {
							postReceive: [{ type: 'set', properties: { value: '={{ { "authorized": $response.statusCode === 200 } }}' } }],
						},
					},
				},
			],
		},
	};
	return {
		...nodeTypes,
		getByName: (type) => (type === 'credentialTest' ? tester : nodeTypes.getByName(type)),
		getByNameAndVersion: (type, version) =>
			type === 'credentialTest' ? tester : NodeHelpers.getVersionedNodeType(nodeTypes.getByName(type), version),
	};
}
