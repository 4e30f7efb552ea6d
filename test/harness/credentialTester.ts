import type { INodeTypes } from 'n8n-workflow';

import { CREDENTIAL_TEST_NODE_TYPE } from '../../testbed/inProcessN8n/credentialsHelper';
import { loadPackage } from '../../testbed/inProcessN8n/package';
import { withTestNode } from './testNode';

/**
 * A node that makes the credential's test request, as n8n's credential tester does; the
 * credentials helper runs preAuthentication for it first, as n8n does in a credential test.
 */
export async function credentialTesterNodeTypes(): Promise<INodeTypes> {
	const { credentialTypes } = await loadPackage();
	const request = credentialTypes.deepvueApi.test?.request;
	if (!request) throw new Error('The credential has no test request');
	return await withTestNode({
		displayName: 'Credential test',
		name: CREDENTIAL_TEST_NODE_TYPE,
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
						postReceive: [
							{
								type: 'set',
								properties: { value: '={{ { "authorized": $response.statusCode === 200 } }}' },
							},
						],
					},
				},
			},
		],
	});
}
