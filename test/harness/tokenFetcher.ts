import type { INodeExecutionData, INodeTypes } from 'n8n-workflow';

import type * as AccessToken from '../../common/authorization/accessToken';
import { withTestNode } from './testNode';

// The built module: the one the package's credential and node use, with its token cache.
const { prepareAccessToken } = jest.requireActual<typeof AccessToken>(
	'../../dist/common/authorization/accessToken',
);

/**
 * A node that fetches the Deepvue token for each of its items at once, as the Deepvue node does
 * before its calls, with the authorize timeout its `timeout` parameter gives (milliseconds). Each
 * output item says how its fetch ended.
 */
export async function tokenFetcherNodeTypes(): Promise<INodeTypes> {
	return await withTestNode(
		{
			displayName: 'Token fetcher',
			name: 'tokenFetcher',
			properties: [{ displayName: 'Timeout', name: 'timeout', type: 'number', default: 0 }],
		},
		async function () {
			const credentials = await this.getCredentials('deepvueApi');
			const timeout = this.getNodeParameter('timeout', 0) as number;
			const fetches = this.getInputData().map(
				async () => await prepareAccessToken(this.helpers.httpRequest, credentials, timeout),
			);
			const outcomes = await Promise.allSettled(fetches);
			// A failure keeps the error's message and description.
			return [
				outcomes.map((outcome): INodeExecutionData => {
					if (outcome.status === 'fulfilled') return { json: { fetched: true } };
					const { message, description } = outcome.reason as {
						message: string;
						description?: string;
					};
					return { json: { message, description: description ?? null } };
				}),
			];
		},
	);
}
