import type {
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { RATE_LIMIT_PLANS } from '../common/plans';
import { getAccessToken, loginOf, storedToken } from '../common/accessToken';

export class DeepvueApi implements ICredentialType {
	name = 'deepvueApi';

	displayName = 'Deepvue API';

	icon = { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' } as const;

	documentationUrl = 'https://docs.deepvue.ai';

	properties: INodeProperties[] = [
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			default: 'https://production.deepvue.tech',
			description:
				'Address of the Deepvue API. Keep the default unless Deepvue gave you another one, or you run a local emulator.',
		},
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			required: true,
			description: 'The client ID from your Deepvue dashboard',
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The client secret from your Deepvue dashboard. It is also sent as the API key.',
		},
		{
			displayName: 'Rate Limit',
			name: 'rateLimitPlan',
			type: 'options',
			options: RATE_LIMIT_PLANS,
			default: 'starter',
			description:
				"Your Deepvue plan's request limit. The node paces its requests to stay within it, across all workflows using this credential in one n8n process.",
		},
		{
			displayName: 'Requests per Second',
			name: 'requestsPerSecond',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 1,
			displayOptions: { show: { rateLimitPlan: ['custom'] } },
			description: 'At most this many requests start in any second. 0 for no per-second limit.',
		},
		{
			displayName: 'Requests per Minute',
			name: 'requestsPerMinute',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 0,
			displayOptions: { show: { rateLimitPlan: ['custom'] } },
			description: 'At most this many requests start in any 60 seconds. 0 for no per-minute limit.',
		},
		{
			// Filled by preAuthentication; n8n empties and refills it when a call answers 401.
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
	];

	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const accessToken = await getAccessToken(this.helpers.httpRequest, loginOf(credentials), storedToken(credentials));
		return { accessToken };
	}

	/**
	 * Sets both headers of a Deepvue call. Plain code rather than n8n's generic expressions, which
	 * cost an expression evaluation per header on every request. A field, not a method: n8n copies
	 * credential types with an object spread before offering them to the editor, and a method
	 * would not survive it; without `authenticate` the HTTP Request node would not list this
	 * credential, and the Deepvue node would get no Custom API Call entry.
	 */
	authenticate = async (credentials: ICredentialDataDecryptedObject, requestOptions: IHttpRequestOptions) => {
		requestOptions.headers = {
			...requestOptions.headers,
			Authorization: `Bearer ${String(credentials.accessToken ?? '')}`,
			'x-api-key': String(credentials.clientSecret ?? ''),
		};
		return requestOptions;
	};

	// Authorizing proves the client ID and secret without spending a paid lookup.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.trim().replace(/\\/+$/, "")}}',
			url: '/v1/authorize',
			method: 'POST',
			// The body holds the client secret: it goes to the Base URL and nowhere else.
			disableFollowRedirect: true,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: {
				client_id: '={{$credentials.clientId}}',
				client_secret: '={{$credentials.clientSecret}}',
			},
		},
	};
}
