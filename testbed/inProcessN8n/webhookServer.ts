import { WebhookContext } from 'n8n-core';
import { Workflow, sleep } from 'n8n-workflow';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	IWebhookData,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { readBody } from '../emulator/http/body';
import { parseMultipart } from '../emulator/http/multipart';
import { TestCredentialsHelper } from './credentialsHelper';
import { PACKAGE_NAME } from '../packageIdentity';
import { loadPackage } from './package';
import { errorFields, record } from './transcript';

/** A Deepvue Trigger served over HTTP on loopback, the way n8n serves an active webhook. */
export interface TriggerServer {
	/** The trigger's production URL. */
	url: string;
	/** Items of each workflow execution the trigger started, in order. */
	started: INodeExecutionData[][];
	/** Resolves once `count` executions have started (the trigger answers before it finishes). */
	waitForStarts(count: number, timeoutMs?: number): Promise<INodeExecutionData[][]>;
	/** Errors the trigger threw (n8n answers them 500). */
	failures: Error[];
	/** The workflow's static data as last saved. */
	staticData(): IDataObject;
	close(): Promise<void>;
}

/**
 * Parses the body as n8n does for webhook nodes: JSON and forms into `body` with the raw bytes in
 * `rawBody`, text as a string, multipart as `{ data, files }` with each file saved to disk, in
 * the server's `uploads` folder.
 */
function parseLikeN8n(
	request: IncomingMessage,
	raw: Buffer,
	uploads: string,
): { body: unknown; rawBody?: Buffer } {
	const contentType = String(request.headers['content-type'] ?? '');
	const mediaType = contentType.split(';')[0].trim().toLowerCase();
	if (mediaType === 'multipart/form-data') {
		const form = parseMultipart(raw, contentType);
		const files: IDataObject = {};
		for (const [index, file] of form.files.entries()) {
			const filepath = path.join(
				uploads,
				`${Date.now()}-${index}-${Math.random().toString(36).slice(2)}`,
			);
			writeFileSync(filepath, file.data);
			files[file.field] = {
				filepath,
				originalFilename: file.filename,
				mimetype: file.contentType,
				size: file.data.length,
			};
		}
		return { body: { data: form.fields, files } };
	}
	if (mediaType === 'application/json') {
		try {
			return { body: raw.length ? JSON.parse(raw.toString('utf8')) : {}, rawBody: raw };
		} catch {
			return { body: {}, rawBody: raw };
		}
	}
	if (mediaType === 'application/x-www-form-urlencoded') {
		return { body: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), rawBody: raw };
	}
	return { body: raw.toString('utf8'), rawBody: raw };
}

export interface TriggerSetup {
	/** The token of the trigger's Deepvue Webhook Secret API credential; none is attached without it. */
	secret?: string;
	/** The node's version: 2 (the default) keeps the secret in a credential, 1 in a parameter. */
	typeVersion?: number;
	/**
	 * How long each started execution runs before n8n saves the workflow's static data, as n8n
	 * does once an execution ends (default 200 ms).
	 */
	executionMs?: number;
}

/** The credential the harness attaches when a secret is given. */
export const WEBHOOK_SECRET_CREDENTIAL = { id: 'webhook-secret-1', name: 'Deepvue webhook secret' };

let servers = 0;

export async function serveTrigger(
	parameters: IDataObject,
	setup: TriggerSetup = {},
): Promise<TriggerServer> {
	const { nodeTypes, nodes, credentialTypes } = await loadPackage();
	const trigger = nodes.deepvueTrigger as {
		webhook?: (
			this: WebhookContext,
		) => Promise<{ workflowData?: INodeExecutionData[][]; noWebhookResponse?: boolean }>;
	};
	const credentialsHelper = new TestCredentialsHelper(credentialTypes);
	const node: INode = {
		id: 'deepvue-trigger',
		name: 'Deepvue Trigger',
		type: `${PACKAGE_NAME}.deepvueTrigger`,
		typeVersion: setup.typeVersion ?? 2,
		position: [0, 0],
		parameters: parameters as INode['parameters'],
	};
	if (setup.secret !== undefined) {
		node.credentials = { deepvueWebhookSecretApi: WEBHOOK_SECRET_CREDENTIAL };
		credentialsHelper.save(WEBHOOK_SECRET_CREDENTIAL, 'deepvueWebhookSecretApi', {
			secretToken: setup.secret,
		});
	}
	// Files of multipart deliveries, removed when the server closes.
	const uploads = mkdtempSync(path.join(tmpdir(), 'deepvue-trigger-uploads-'));
	// Each server is a workflow of its own, as two workflows in n8n are.
	servers += 1;
	const workflowId = `wf-trigger-${servers}`;
	// The workflow's static data as n8n's database holds it: each call reads it afresh, and each
	// execution saves its copy when it ends, the later save replacing the earlier.
	let storedStaticData: IDataObject = {};
	const executions = new Set<Promise<void>>();
	const started: INodeExecutionData[][] = [];
	const failures: Error[] = [];
	let deliveries = 0;

	function runExecution(staticData: IDataObject) {
		const execution = sleep(setup.executionMs ?? 200).then(() => {
			const { __dataChanged, ...saved } = JSON.parse(JSON.stringify(staticData)) as IDataObject;
			storedStaticData = saved;
			executions.delete(execution);
		});
		executions.add(execution);
	}

	async function handle(request: IncomingMessage, response: ServerResponse) {
		const raw = await readBody(request);
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		const parsed = parseLikeN8n(request, raw, uploads);
		Object.assign(request, { ...parsed, query: Object.fromEntries(url.searchParams), params: {} });
		deliveries += 1;
		const workflow = new Workflow({
			id: workflowId,
			nodes: [node],
			connections: {},
			active: true,
			nodeTypes,
			staticData: JSON.parse(JSON.stringify(storedStaticData)) as IDataObject,
		});
		const additionalData = {
			httpRequest: request,
			httpResponse: response,
			executionId: `delivery-${deliveries}`,
			webhookBaseUrl: 'http://127.0.0.1/webhook',
			credentialsHelper,
		} as unknown as IWorkflowExecuteAdditionalData;
		const webhookData = {
			httpMethod: 'POST',
			node: node.name,
			path: 'webhook',
			webhookDescription: { name: 'default' },
			workflowId: workflow.id,
		} as unknown as IWebhookData;
		const context = new WebhookContext(
			workflow,
			node,
			additionalData,
			'webhook',
			webhookData,
			[],
			null,
		);
		try {
			const result = await trigger.webhook!.call(context);
			if (!result.noWebhookResponse && !response.headersSent) {
				response.writeHead(200, { 'Content-Type': 'application/json' });
				response.end(JSON.stringify({ message: 'Workflow was started' }));
			}
			if (result.workflowData) {
				started.push(result.workflowData[0]);
				record(JSON.stringify(result.workflowData, errorFields));
				runExecution(workflow.staticData);
			}
		} catch (error) {
			failures.push(error as Error);
			record(JSON.stringify(error, errorFields));
			if (!response.headersSent) {
				response.writeHead(500, { 'Content-Type': 'application/json' });
				response.end(JSON.stringify({ message: 'Error in workflow' }));
			}
		}
	}

	const server = createServer((request, response) => void handle(request, response));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/webhook/deepvue`,
		started,
		waitForStarts: async (count, timeoutMs = 10_000) => {
			const deadline = Date.now() + timeoutMs;
			while (started.length < count && Date.now() < deadline) await sleep(20);
			return started;
		},
		failures,
		staticData: () => storedStaticData,
		close: async () => {
			await Promise.all(executions);
			server.closeAllConnections();
			await new Promise<void>((resolve) => server.close(() => resolve()));
			rmSync(uploads, { recursive: true, force: true });
		},
	};
}
