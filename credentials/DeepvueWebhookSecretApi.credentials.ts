import type { ICredentialType, INodeProperties } from 'n8n-workflow';

/**
 * The secret token a Deepvue Trigger requires of deliveries. Kept in a credential so that n8n
 * stores it encrypted and leaves it out of workflow exports. Nothing is sent with it: the Deepvue
 * Trigger tests it (the node's `testedBy`), as there is no API to ask.
 */
export class DeepvueWebhookSecretApi implements ICredentialType {
	name = 'deepvueWebhookSecretApi';

	displayName = 'Deepvue Webhook Secret API';

	icon = { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' } as const;

	documentationUrl = 'https://docs.deepvue.ai';

	properties: INodeProperties[] = [
		{
			displayName: 'Secret Token',
			name: 'secretToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description:
				'A long random text (at least 16 characters). Deliveries must carry it ' +
				'as ?token=… in the Webhook URL given to Deepvue, or as the header x-deepvue-token.',
		},
	];
}
