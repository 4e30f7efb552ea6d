import type { INodeProperties } from 'n8n-workflow';

import { collectionDefaults } from '../../common/collectionDefaults';

const V1 = { '@version': [1] };
const V2_AND_LATER = { '@version': [{ _cnd: { gte: 2 } }] };

const ANYONE = {
	name: 'None',
	value: 'none',
	description:
		'Anyone who knows the URL can start the workflow; result files are not ' +
		'downloaded, and repeated deliveries are not recognised',
};
const CREDENTIAL = {
	name: 'Webhook Secret',
	value: 'webhookSecret',
	description: 'Deliveries must carry the token of a Deepvue Webhook Secret API credential',
};

/** The trigger's Options, with their defaults. */
const triggerOptionFields = [
	{
		displayName: 'Allow HTTP on This Machine',
		name: 'allowLoopbackHttp',
		type: 'boolean',
		default: false,
		description:
			'Whether Download Result File may use http:// to this machine (127.0.0.1, ' +
			'localhost), as a local Deepvue emulator serves. Other addresses always ' +
			'need https://.',
	},
	{
		displayName: 'Download Result File',
		name: 'downloadResult',
		type: 'boolean',
		default: false,
		description:
			'Whether to download the file at batch_output_file_url (https) into a ' +
			'binary field, when the delivery links to it rather than carrying it. ' +
			'Only for deliveries that carried the secret token.',
	},
	{
		displayName: 'Download Timeout (Seconds)',
		name: 'downloadTimeoutSeconds',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 60,
		description: 'A download that takes longer is given up; the workflow starts with downloadError',
	},
	{
		displayName: 'Ignore Repeated Deliveries',
		name: 'ignoreRepeats',
		type: 'boolean',
		default: true,
		description:
			'Whether a delivery whose request_id already started this workflow is ' +
			'acknowledged without starting it again (the last 1,000 are remembered). ' +
			'Needs a secret token: with Authentication None every delivery starts ' +
			'the workflow.',
	},
	{
		displayName: 'Max Size (MB)',
		name: 'maxSizeMb',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 100,
		description:
			'Larger deliveries (all their parts together) are refused, and larger ' +
			"result files are not downloaded. n8n's own payload limit (N8N_PAYLOAD_SIZE_MAX) " +
			'applies first.',
	},
	{
		displayName: 'Put File in Field',
		name: 'binaryPropertyOutput',
		type: 'string',
		default: 'data',
		description: 'Name of the binary field that receives the result file',
	},
] satisfies INodeProperties[];

/** Each option's default, read by the trigger from here. */
export const TRIGGER_OPTION_DEFAULTS = collectionDefaults(triggerOptionFields);

/** The trigger's settings. Version 1 kept the secret token in the node; version 2 in a credential. */
export const triggerProperties: INodeProperties[] = [
	{
		displayName:
			"Paste this node's Production URL into the Webhook URL of a Deepvue batch " +
			'upload, followed by <code>?token=</code> and the secret token. Then ' +
			'publish the workflow (n8n 2.x) or switch it to Active (n8n 1.x) to receive ' +
			'deliveries.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Authentication',
		name: 'authentication',
		type: 'options',
		options: [CREDENTIAL, ANYONE],
		default: 'webhookSecret',
		displayOptions: { show: V2_AND_LATER },
		description:
			"Deepvue signs nothing, so a secret token in the URL is what tells its deliveries apart from anyone else's",
	},
	{
		displayName: 'Authentication',
		name: 'authentication',
		type: 'options',
		options: [
			{
				name: 'Secret Token in This Node (Old)',
				value: 'secretToken',
				description:
					'The token is saved unencrypted in the workflow; move it to a Webhook Secret credential',
			},
			CREDENTIAL,
			ANYONE,
		],
		default: 'secretToken',
		displayOptions: { show: V1 },
		description:
			"Deepvue signs nothing, so a secret token in the URL is what tells its deliveries apart from anyone else's",
	},
	{
		displayName:
			'This token is saved unencrypted in the workflow and in its exports. ' +
			'To move it: set Authentication to Webhook Secret, create a Deepvue Webhook ' +
			'Secret API credential with the same token, and save. The Production ' +
			'URL and the token in it stay the same.',
		name: 'secretTokenNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { ...V1, authentication: ['secretToken'] } },
	},
	{
		displayName: 'Secret Token',
		name: 'secretToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		required: true,
		displayOptions: { show: { ...V1, authentication: ['secretToken'] } },
		description:
			'A long random text. Deliveries must send it as the query parameter token ' +
			'(…/webhook?token=…) or the header x-deepvue-token.',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: triggerOptionFields,
	},
];
