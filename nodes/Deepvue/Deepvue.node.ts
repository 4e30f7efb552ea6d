import { NodeConnectionTypes } from 'n8n-workflow';
import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { resources } from './resources';
import { describeResource, resourceSelector } from './shared/describe';
import { commonOptions } from './shared/options';
import { sendRequest } from './shared/sendRequest';

export class Deepvue implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Deepvue',
		name: 'deepvue',
		icon: { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Verify Indian identity, business, tax, telecom and payment details with Deepvue: PAN, UPI ID, passport, FSSAI, challans, MNRL and bulk batches',
		defaults: { name: 'Deepvue' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'deepvueApi', required: true }],
		requestDefaults: {
			baseURL: '={{$credentials.baseUrl.trim().replace(/\\/+$/, "")}}',
			headers: { Accept: 'application/json' },
			json: true,
		},
		requestOperations: { pagination: sendRequest },
		properties: [
			resourceSelector(resources),
			...resources.flatMap(describeResource),
			commonOptions,
		],
	};
}
