import { NodeConnectionTypes } from 'n8n-workflow';
import type {
	IDataObject,
	IHookFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';

import { fetchFile } from '../Deepvue/shared/fetchFile';
import { readDelivery } from './delivery';
import { isFirstDelivery } from './repeats';
import { isSameSecret } from './secret';

interface TriggerOptions {
	downloadResult?: boolean;
	binaryPropertyOutput?: string;
	ignoreRepeats?: boolean;
	maxSizeMb?: number;
}

export class DeepvueTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Deepvue Trigger',
		name: 'deepvueTrigger',
		icon: { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '=When a batch result arrives',
		description: 'Starts the workflow when Deepvue delivers the result of a batch (CIN, UPI or UAN batch upload)',
		defaults: { name: 'Deepvue Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: [
			{
				displayName:
					'Paste this node\'s Production URL into the Webhook URL of a Deepvue batch upload. With a secret token, add <code>?token=</code> and the token to the URL. Activate the workflow to receive deliveries.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Authentication',
				name: 'authentication',
				type: 'options',
				options: [
					{ name: 'Secret Token', value: 'secretToken', description: 'Deliveries must carry a token only you and Deepvue know' },
					{ name: 'None', value: 'none', description: 'Anyone who knows the URL can start the workflow' },
				],
				default: 'secretToken',
				description: 'Deepvue signs nothing, so a secret token in the URL is what tells its deliveries apart from anyone else\'s',
			},
			{
				displayName: 'Secret Token',
				name: 'secretToken',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				required: true,
				displayOptions: { show: { authentication: ['secretToken'] } },
				description:
					'A long random text. Deliveries must send it as the query parameter token (…/webhook?token=…) or the header x-deepvue-token.',
			},
			{
				displayName: 'Options',
				name: 'options',
				type: 'collection',
				placeholder: 'Add Option',
				default: {},
				options: [
					{
						displayName: 'Download Result File',
						name: 'downloadResult',
						type: 'boolean',
						default: false,
						description:
							'Whether to download the file at batch_output_file_url into a binary field, when the delivery links to it rather than carrying it',
					},
					{
						displayName: 'Ignore Repeated Deliveries',
						name: 'ignoreRepeats',
						type: 'boolean',
						default: true,
						description:
							'Whether a delivery whose request_id already started this workflow is acknowledged without starting it again (the last 1,000 are remembered)',
					},
					{
						displayName: 'Max Size (MB)',
						name: 'maxSizeMb',
						type: 'number',
						typeOptions: { minValue: 1 },
						default: 100,
						description: "Larger deliveries are refused. n8n's own payload limit (N8N_PAYLOAD_SIZE_MAX) applies first.",
					},
					{
						displayName: 'Put File in Field',
						name: 'binaryPropertyOutput',
						type: 'string',
						default: 'data',
						description: 'Name of the binary field that receives the result file',
					},
				],
			},
		],
	};

	// Deepvue has no API to register webhooks: the URL goes with each batch upload instead.
	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return true;
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return true;
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return true;
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const response = this.getResponseObject();
		const answer = (status: number, body: IDataObject): IWebhookResponseData => {
			response.writeHead(status, { 'Content-Type': 'application/json' });
			response.end(JSON.stringify(body));
			return { noWebhookResponse: true };
		};

		if (this.getNodeParameter('authentication', 'secretToken') === 'secretToken') {
			const query = this.getQueryData() as IDataObject;
			const given = query.token ?? this.getHeaderData()['x-deepvue-token'];
			if (!isSameSecret(given, String(this.getNodeParameter('secretToken', '')))) {
				return answer(401, { error: 'This webhook needs its token' });
			}
		}

		const options = this.getNodeParameter('options', {}) as TriggerOptions;
		const read = await readDelivery(this, (options.maxSizeMb ?? 100) * 1024 * 1024);
		if ('refused' in read) return answer(400, { error: read.refused });
		const { delivery } = read;

		const requestId = delivery.fields.request_id;
		if (
			options.ignoreRepeats !== false &&
			typeof requestId === 'string' &&
			requestId !== '' &&
			!isFirstDelivery(this.getWorkflowStaticData('node'), requestId)
		) {
			return answer(200, { received: true, repeated: true });
		}

		// Acknowledge at once, so the sender does not time out and deliver again while we download.
		answer(200, { received: true });
		const field = options.binaryPropertyOutput || 'data';
		const item: INodeExecutionData = { json: { ...delivery.fields, receivedAt: new Date().toISOString() } };
		if (delivery.file) item.binary = { [field]: delivery.file };

		const url = delivery.fields.batch_output_file_url;
		if (options.downloadResult && !delivery.file && typeof url === 'string' && url !== '') {
			const fetched = await fetchFile(this.helpers, url);
			// A failed download keeps the delivery: the workflow can fetch the file later.
			if ('file' in fetched) item.binary = { [field]: fetched.file };
			else item.json.downloadError = fetched.failure;
		}
		return { workflowData: [[item]], noWebhookResponse: true };
	}
}
