import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_RETRY } from './retryPolicy';

/** Settings that apply to every operation. */
export const commonOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Check Input Formats',
			name: 'checkFormats',
			type: 'boolean',
			default: true,
			description:
				'Whether to check and tidy inputs before sending (e.g. remove +91 from mobile numbers, upper-case PANs). Switch off only if Deepvue accepts a value the node refuses.',
		},
		{
			displayName: 'Mask Sensitive Values',
			name: 'maskSensitive',
			type: 'boolean',
			default: false,
			description:
				'Whether to hide PAN, Aadhaar, phone numbers and dates of birth in the output, keeping the last characters. Use it when results are stored.',
		},
		{
			displayName: 'Max Attempts',
			name: 'maxAttempts',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 10 },
			default: DEFAULT_RETRY.maxAttempts,
			description:
				'How many times to try a call that hit the rate limit (429) or an unavailable source (503), or a lookup whose connection dropped. 1 means no retries.',
		},
		{
			displayName: 'Max Retry Wait (Ms)',
			name: 'maxRetryDelay',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: DEFAULT_RETRY.maxDelayMs,
			description:
				'Longest wait before a retry, in milliseconds. Waits grow exponentially with random spread, or follow the Retry-After header when Deepvue sends one.',
		},
		{
			displayName: 'Response Format',
			name: 'response',
			type: 'options',
			default: 'data',
			options: [
				{
					name: 'Result Only',
					value: 'data',
					description: 'The verification result (the `data` object of the response)',
				},
				{
					name: 'Full Response',
					value: 'full',
					description:
						'The whole response: code, timestamp, transaction_id, sub_code, message and data',
				},
			],
			description: 'What each output item contains',
		},
	],
};
