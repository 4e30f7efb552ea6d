import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import { Workflow, createRunExecutionData } from 'n8n-workflow';
import type {
	ExecutionError,
	IBinaryData,
	IDataObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	INodeTypes,
	IRun,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { TestCredentialsHelper } from './credentialsHelper';
import { DEEPVUE_ACCOUNT, PACKAGE_NAME } from '../packageIdentity';
import { loadPackage } from './package';
import { errorFields, record } from './transcript';

export const CREDENTIAL = { id: 'cred-1', name: DEEPVUE_ACCOUNT };

export interface TestInstance {
	credentialsHelper: TestCredentialsHelper;
	/** Stores the Deepvue credential, as creating it in n8n's editor would. */
	setCredential(data: {
		baseUrl: string;
		clientId: string;
		clientSecret: string;
		[key: string]: unknown;
	}): void;
	/** The credential as n8n would have it stored now (the access token included). */
	storedCredential(): IDataObject | undefined;
}

/** An n8n instance's credential store with one Deepvue credential in it. */
export async function createInstance(): Promise<TestInstance> {
	const { credentialTypes } = await loadPackage();
	const credentialsHelper = new TestCredentialsHelper(credentialTypes);
	return {
		credentialsHelper,
		setCredential: (data) =>
			credentialsHelper.save(CREDENTIAL, 'deepvueApi', { accessToken: '', ...data }),
		storedCredential: () => credentialsHelper.stored(CREDENTIAL, 'deepvueApi'),
	};
}

export interface NodeRunOptions {
	parameters: INodeParameters;
	/** Input items; one empty item by default. */
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** Node type to run; the package's Deepvue node by default. */
	nodeType?: string;
	/** Its version; 1 by default. */
	typeVersion?: number;
	/** Node types to run it with; the package's by default. */
	nodeTypes?: INodeTypes;
	/** The workflow's Timezone setting; the instance's default when not given. */
	timezone?: string;
	/**
	 * False leaves the run out of the transcript: the benchmark's large runs, for which writing
	 * tens of thousands of items out as JSON would be a pause of its own.
	 */
	transcript?: boolean;
}

export interface NodeRunResult {
	/** Output items of the node (error items included with Continue On Fail). */
	items: INodeExecutionData[];
	/** The error that stopped the node, when it failed. */
	error?: ExecutionError;
	run: IRun;
}

/** What n8n hands an execution besides the workflow: credentials, hooks, URLs. */
export function additionalDataFor(
	instance: TestInstance,
	hooks: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	return {
		credentialsHelper: instance.credentialsHelper,
		hooks,
		executionId: hooks.executionId,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formBaseUrl: 'http://127.0.0.1:5678/form',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
		mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
		variables: {},
		logAiEvent: () => {},
		executeWorkflow: async () => {
			throw new Error('Sub-workflows are not used by these tests');
		},
		getRunExecutionData: async () => undefined,
		getRuntimeCredential: async () => undefined,
		startRunnerTask: async () => {
			throw new Error('Task runners are not used by these tests');
		},
	} as unknown as IWorkflowExecuteAdditionalData;
}

let executionCount = 0;

/**
 * Runs one Deepvue node on the given items through n8n's WorkflowExecute, as a manual execution
 * in which the node's input is already there.
 */
export async function runNode(
	instance: TestInstance,
	options: NodeRunOptions,
): Promise<NodeRunResult> {
	const nodeTypes = options.nodeTypes ?? (await loadPackage()).nodeTypes;
	const node: INode = {
		id: 'deepvue-node',
		name: 'Deepvue',
		type: options.nodeType ?? `${PACKAGE_NAME}.deepvue`,
		typeVersion: options.typeVersion ?? 1,
		position: [0, 0],
		parameters: options.parameters,
		credentials: { deepvueApi: CREDENTIAL },
		continueOnFail: options.continueOnFail,
		onError: options.continueOnFail ? 'continueRegularOutput' : 'stopWorkflow',
	};
	const workflow = new Workflow({
		id: 'wf-test',
		name: 'Deepvue test',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
		settings: { executionOrder: 'v1', ...(options.timezone ? { timezone: options.timezone } : {}) },
	});
	const items = options.items ?? [{ json: {} }];
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node, data: { main: [items] }, source: null }],
		},
	});

	executionCount += 1;
	const hooks = new ExecutionLifecycleHooks('manual', `exec-${executionCount}`, workflow as never);
	const execution = new WorkflowExecute(
		additionalDataFor(instance, hooks),
		'manual',
		runExecutionData,
	);
	let run: IRun;
	try {
		run = await execution.processRunExecutionData(workflow);
	} catch (error) {
		// The engine refuses to start a workflow whose nodes have issues, e.g. an empty required field.
		record(JSON.stringify(error, errorFields));
		return { items: [], error: error as ExecutionError, run: { data: runExecutionData } as IRun };
	}

	const taskData = run.data.resultData.runData[node.name]?.[0];
	const result = {
		items: taskData?.data?.main?.[0] ?? [],
		error: taskData?.error ?? run.data.resultData.error,
		run,
	};
	if (options.transcript !== false)
		record(
			JSON.stringify(
				{ items: result.items, error: result.error, resultData: run.data.resultData },
				errorFields,
			),
		);
	return result;
}

/** A binary property as n8n holds small files in memory. */
export function binaryFile(
	content: Buffer | string,
	fileName: string,
	mimeType = 'text/csv',
): IBinaryData {
	const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
	return {
		data: data.toString('base64'),
		fileName,
		mimeType,
		fileSize: String(data.length),
	} as IBinaryData;
}
