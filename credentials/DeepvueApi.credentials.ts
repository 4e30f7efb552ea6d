import type {
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { RATE_LIMIT_PLANS } from '../common/limits/plans';
import { getAccessToken, storedToken } from '../common/authorization/accessToken';
import { BASE_URL_END } from '../common/authorization/baseUrl';
import { clientSecretOf, loginOf } from '../common/authorization/login';
import { clientKeyHeaders, usesClientKey } from '../common/authorization/clientKey';

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
				'Address of the Deepvue API, https:// (a /v1 at its end is left out). ' +
				'Keep the default unless Deepvue gave you another one; http:// only to ' +
				'this machine, for a local emulator.',
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
			description:
				'The client secret from your Deepvue dashboard. It is also sent as the ' +
				'API key, in a header, so it may hold only Latin-1 characters; spaces ' +
				'around it are left out.',
		},
		{
			displayName: 'Rate Limit',
			name: 'rateLimitPlan',
			type: 'options',
			options: RATE_LIMIT_PLANS,
			default: 'starter',
			description:
				"Your Deepvue plan's request limit. The node paces its requests to stay " +
				'within the per-second and per-minute limits, across all workflows using ' +
				'this credential in one n8n process; the per-day limit is for your flows ' +
				'to keep.',
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
			displayName: 'Processes Using This Client ID',
			name: 'processes',
			type: 'number',
			typeOptions: { minValue: 1, numberPrecision: 0 },
			default: 1,
			displayOptions: { hide: { rateLimitPlan: ['off'] } },
			description:
				'How many n8n processes send requests with this client ID at the same ' +
				'time: the workers in queue mode, or several n8n instances. Each then ' +
				'starts at its share of the rate limit and takes more only while Deepvue ' +
				'allows it, so the plan is shared with almost no requests refused.',
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

	/**
	 * n8n calls this itself when the token field is empty, after a 401 and in the credential test,
	 * which so shows the credential's mistakes as a run does. The authorization then waits the
	 * node's default timeout: n8n gives no access to the node's Request Options here.
	 */
	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const accessToken = await getAccessToken(this.helpers.httpRequest, loginOf(credentials), {
			rejectedToken: storedToken(credentials),
		});
		return { accessToken };
	}

	/**
	 * Sets the headers of a Deepvue call: the access token and the secret as `x-api-key`, or, for
	 * DigiLocker and eKYC, the client ID and the secret and no token (clientKey.ts). Plain code
	 * rather than n8n's generic expressions, which cost an expression evaluation per header on
	 * every request. A field, not a method: n8n copies credential types with an object spread
	 * before offering them to the editor, and a method would not survive it; without
	 * `authenticate` the HTTP Request node would not list this credential, and the Deepvue node
	 * would get no Custom API Call entry.
	 */
	authenticate = async (
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	) => {
		if (usesClientKey(requestOptions.url)) {
			const {
				Authorization: _token,
				authorization: _lowerCaseToken,
				...others
			} = requestOptions.headers ?? {};
			requestOptions.headers = { ...others, ...clientKeyHeaders(loginOf(credentials)) };
			return requestOptions;
		}
		requestOptions.headers = {
			...requestOptions.headers,
			Authorization: `Bearer ${String(credentials.accessToken ?? '')}`,
			'x-api-key': clientSecretOf(credentials),
		};
		return requestOptions;
	};

	// Authorizing proves the client ID and secret without spending a paid lookup. n8n runs
	// preAuthentication first, which checks the credential (a refused Base URL or secret gets no
	// further); the expressions read the Base URL and the ID and secret as it does.
	test: ICredentialTestRequest = {
		request: {
			baseURL: `={{$credentials.baseUrl.trim().replace(/${BASE_URL_END.source}/${BASE_URL_END.flags}, "")}}`,
			url: '/v1/authorize',
			method: 'POST',
			// The body holds the client secret: it goes to the Base URL and nowhere else.
			disableFollowRedirect: true,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: {
				client_id: '={{$credentials.clientId.trim()}}',
				client_secret: '={{$credentials.clientSecret.trim()}}',
			},
		},
	};
}
