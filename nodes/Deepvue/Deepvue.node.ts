import { NodeConnectionTypes } from 'n8n-workflow';
import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { REQUEST_DEFAULTS } from './n8n/n8nInternals';
import { runOperation } from './runOperation';
import { resources } from './resources';
import { operationSelector, resourceSelectors, subtitle } from './description/selectors';
import { consentFields, inputFields } from './description/inputFields';
import { largeListHint } from './description/largeListHint';
import { commonOptions } from './description/optionsCollection';

export class Deepvue implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Deepvue',
		name: 'deepvue',
		icon: { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: subtitle(resources),
		description:
			'Verify Indian identity, business, tax, telecom and payment details with ' +
			'Deepvue: DigiLocker, Aadhaar eKYC, face match, PAN, bank account, UPI ID, ' +
			'GSTIN and GST returns, company and director (MCA), Udyam, passport, FSSAI, ' +
			'challans, MNRL and bulk batches',
		defaults: { name: 'Deepvue' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'deepvueApi', required: true }],
		// The base URL is set per request from the credential (transport/transport.ts).
		requestDefaults: REQUEST_DEFAULTS,
		properties: [
			...resourceSelectors(resources),
			...resources.map((resource) => operationSelector(resource, runOperation)),
			...consentFields(resources),
			...inputFields(resources),
			commonOptions(resources),
		],
		hints: [largeListHint],
	};
}
