import type { INodeProperties } from 'n8n-workflow';

/** Settings that apply to every operation. */
export const commonOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
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
