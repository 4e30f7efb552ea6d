import { NodeConnectionTypes } from 'n8n-workflow';
import type {
	ICredentialTestFunctions,
	ICredentialsDecrypted,
	IDataObject,
	IHookFunctions,
	INodeCredentialTestResult,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';

import { TRIGGER_OPTION_DEFAULTS, triggerProperties } from './description';
import { readDelivery } from './delivery';
import { claimDelivery, requestIdOf } from './repeats';
import { downloadDeliveredFile } from './deliveredFile';
import { MIN_SECRET_LENGTH, carriesSecret, requiredSecret } from './secret';

interface TriggerOptions {
	allowLoopbackHttp: boolean;
	binaryPropertyOutput: string;
	downloadResult: boolean;
	downloadTimeoutSeconds: number;
	ignoreRepeats: boolean;
	maxSizeMb: number;
}

const NOT_PROVEN =
	'Not downloaded: with Authentication None, anyone could have sent this ' +
	'link. Use a Webhook Secret to download result files.';

export class DeepvueTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Deepvue Trigger',
		name: 'deepvueTrigger',
		icon: { light: 'file:deepvue.svg', dark: 'file:deepvue.dark.svg' },
		group: ['trigger'],
		version: [1, 2],
		defaultVersion: 2,
		subtitle: '=When a batch result arrives',
		// n8n's node panel shows this under the package's one entry (node and trigger merged), so it
		// says first what Deepvue verifies, then what the trigger does.
		description:
			'Verify Indian PAN, bank accounts, UPI IDs, GSTINs, DigiLocker documents, ' +
			'Aadhaar by OTP, selfies, passports, mobile numbers and more with Deepvue. ' +
			'This trigger starts a workflow when a batch result arrives',
		defaults: { name: 'Deepvue Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [
			{
				name: 'deepvueWebhookSecretApi',
				required: true,
				testedBy: 'webhookSecretTest',
				displayOptions: { show: { authentication: ['webhookSecret'] } },
			},
		],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: triggerProperties,
	};

	methods = {
		credentialTest: {
			// Nothing to call: a webhook secret is good when it is hard to guess.
			async webhookSecretTest(
				this: ICredentialTestFunctions,
				credential: ICredentialsDecrypted,
			): Promise<INodeCredentialTestResult> {
				const secret = String(credential.data?.secretToken ?? '');
				return secret.length >= MIN_SECRET_LENGTH
					? { status: 'OK', message: 'The secret token is long enough' }
					: {
							status: 'Error',
							message: `The secret token needs at least ${MIN_SECRET_LENGTH} characters`,
						};
			},
		},
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

		const secret = await requiredSecret(this);
		if (secret !== undefined && !carriesSecret(this, secret))
			return answer(401, { error: 'This webhook needs its token' });

		// The options set, over the defaults the Options collection gives.
		const options = {
			...TRIGGER_OPTION_DEFAULTS,
			...(this.getNodeParameter('options', {}) as Partial<TriggerOptions>),
		} as TriggerOptions;
		const maxSizeMb = options.maxSizeMb;
		const read = await readDelivery(this, maxSizeMb * 1024 * 1024);
		if ('refused' in read) return answer(400, { error: read.refused });
		const { delivery } = read;

		// Only a delivery that proved the secret counts: with Authentication None, anyone who posted
		// a request ID first would make Deepvue's own delivery of it look like a repeat.
		const requestId =
			options.ignoreRepeats && secret !== undefined ? requestIdOf(delivery.fields) : undefined;
		const node = this.getNode();
		const claim = requestId
			? await claimDelivery(
					`${this.getWorkflow().id}:${node.id ?? node.name}`,
					this.getWorkflowStaticData('node'),
					requestId,
				)
			: undefined;
		if (requestId && !claim) return answer(200, { received: true, repeated: true });

		try {
			// Acknowledge at once, so the sender does not time out and deliver again while we download.
			answer(200, { received: true });
			const field =
				options.binaryPropertyOutput || String(TRIGGER_OPTION_DEFAULTS.binaryPropertyOutput);
			const item: INodeExecutionData = {
				json: { ...delivery.fields, receivedAt: new Date().toISOString() },
			};
			if (delivery.file) item.binary = { [field]: delivery.file };

			const url = delivery.fields.batch_output_file_url;
			if (options.downloadResult && !delivery.file && typeof url === 'string' && url !== '') {
				// Only a delivery that proved the secret may make n8n fetch an address.
				const fetched =
					secret === undefined
						? { failure: NOT_PROVEN }
						: await downloadDeliveredFile(this, url, {
								allowLoopbackHttp: options.allowLoopbackHttp,
								maxSizeMb,
								timeoutSeconds: options.downloadTimeoutSeconds,
							});
				// A failed download keeps the delivery: the workflow can fetch the file later.
				if ('file' in fetched) item.binary = { [field]: fetched.file };
				else item.json.downloadError = fetched.failure;
			}
			claim?.started();
			return { workflowData: [[item]], noWebhookResponse: true };
		} finally {
			claim?.release();
		}
	}
}
