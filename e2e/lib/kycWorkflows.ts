// What the KYC checks build in a real n8n: workflows that start at a Webhook named "Applicant",
// where the test posts what an onboarding app would (the applicant's name, Aadhaar number,
// photos), with Deepvue KYC nodes on a credential pointed at an emulator started in this process
// (its request log keeps each call's headers, query and body, which the shared emulator's does
// not), Respond to Webhook and Wait nodes; created over n8n's REST API and made live the way the
// line does it (1.x: active; 2.x: published).
import { randomUUID } from 'node:crypto';

import type { IBinaryData, INodeParameters } from 'n8n-workflow';

import { kyc } from '../../test/harness/kycParameters';
import { DEMO_CLIENT, startEmulatorServer, type Emulator } from '../../testbed/emulator/server';
import { createCredential } from '../n8n/credentialTest';
import type { StoredCredential } from '../n8n/shared';
import type { N8nOnlyContext } from './n8nContext';

/** The name of every KYC workflow's trigger: the Webhook the test posts the applicant's input to. */
export const APPLICANT = 'Applicant';

export interface WorkflowNode {
	id: string;
	name: string;
	type: string;
	typeVersion: number;
	position: [number, number];
	parameters: INodeParameters;
	credentials?: Record<string, { id: string; name: string }>;
	webhookId?: string;
	onError?: 'continueRegularOutput';
}

/** A node without its place on the canvas, which `kycWorkflow` gives it. */
export type NodeSpec = Omit<WorkflowNode, 'id' | 'position'>;

/** The Webhook the applicant's input arrives at (POST /webhook/<path>), answered at once or by a Respond to Webhook node. */
export function applicantWebhook(
	path: string,
	responseMode: 'onReceived' | 'responseNode',
): NodeSpec {
	return {
		name: APPLICANT,
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		parameters: { httpMethod: 'POST', path, responseMode, options: {} },
		webhookId: randomUUID(),
	};
}

/** A Deepvue KYC node with the applicant's consent and a purpose (test/harness/kycParameters.ts). */
export function kycNode(
	name: string,
	operation: string,
	parameters: INodeParameters,
	credential: StoredCredential,
): NodeSpec {
	return {
		name,
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		parameters: kyc(operation, parameters),
		credentials: { deepvueApi: { id: credential.id, name: credential.name } },
	};
}

/** A Respond to Webhook node answering with the JSON the expression `body` makes. */
export function respondNode(name: string, body: string): NodeSpec {
	return {
		name,
		type: 'n8n-nodes-base.respondToWebhook',
		typeVersion: 1.1,
		parameters: { respondWith: 'json', responseBody: body, options: {} },
	};
}

/**
 * A Wait node "On Webhook Call" (`$execution.resumeUrl`, `httpMethod`), with a time limit, as the
 * node's Redirect URL field asks: a caller that never comes back does not leave it waiting forever.
 */
export function waitForCall(name: string, httpMethod: 'GET' | 'POST'): NodeSpec {
	return {
		name,
		type: 'n8n-nodes-base.wait',
		typeVersion: 1.1,
		parameters: {
			resume: 'webhook',
			httpMethod,
			limitWaitTime: true,
			limitType: 'afterTimeInterval',
			resumeAmount: 10,
			resumeUnit: 'minutes',
			options: {},
		},
		webhookId: randomUUID(),
	};
}

/**
 * A workflow (execution order v1) of `rows` of nodes: each row a chain from the first node, the
 * rows stacked top to bottom, which is the order n8n runs the branches of one output in.
 */
export function kycWorkflow(name: string, trigger: NodeSpec, rows: NodeSpec[][]): object {
	const nodes: WorkflowNode[] = [{ ...trigger, id: 'node-0', position: [0, 0] }];
	const connections: Record<
		string,
		{ main: Array<Array<{ node: string; type: string; index: number }>> }
	> = {};
	const link = (from: string, to: string) => {
		connections[from] ??= { main: [[]] };
		connections[from].main[0].push({ node: to, type: 'main', index: 0 });
	};
	rows.forEach((row, rowIndex) =>
		row.forEach((spec, column) => {
			nodes.push({
				...spec,
				id: `node-${nodes.length}`,
				position: [240 * (column + 1), 200 * rowIndex],
			});
			link(column === 0 ? trigger.name : row[column - 1].name, spec.name);
		}),
	);
	return { name, active: false, settings: { executionOrder: 'v1' }, nodes, connections };
}

/** Creates `workflow` as the owner and makes it live; resolves to its id, or throws when n8n does not report it active. */
export async function createLiveWorkflow(ctx: N8nOnlyContext, workflow: object): Promise<string> {
	const { data } = await ctx.rest.call<{ data: { id: string } }>('POST', '/workflows', workflow);
	if (!(await ctx.activate(data.id))) throw new Error(`n8n did not make workflow ${data.id} live`);
	return data.id;
}

/** The execution id at the end of a resume URL (`.../webhook-waiting/<id>?signature=...`). */
export const executionIdOf = (resumeUrl: string): string =>
	new URL(resumeUrl).pathname.split('/').filter(Boolean).pop() ?? '';

/** Posts JSON to a URL of n8n; resolves to the status and the answer's JSON (or text). */
export async function postJson(
	url: string,
	body: object,
): Promise<{ status: number; body: Record<string, unknown> | string }> {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	const text = await response.text();
	try {
		return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
	} catch {
		return { status: response.status, body: text };
	}
}

/**
 * Starts an emulator in this process and a Deepvue credential of the owner's pointed at it (a
 * fresh one: no token yet), runs `action` with both, then stops the emulator.
 */
export async function withKycEmulator<T>(
	ctx: N8nOnlyContext,
	credentialName: string,
	action: (emulator: Emulator, credential: StoredCredential) => Promise<T>,
): Promise<T> {
	const emulator = await startEmulatorServer();
	try {
		const credential = await createCredential(ctx.rest, credentialName, {
			baseUrl: emulator.baseUrl,
			clientId: DEMO_CLIENT.clientId,
			clientSecret: DEMO_CLIENT.clientSecret,
			rateLimitPlan: 'off',
			accessToken: '',
		});
		return await action(emulator, credential);
	} finally {
		await emulator.close();
	}
}

/**
 * The bytes of a file in an item's binary data, as n8n keeps it: inline base64 (n8n 1.x's default
 * mode) or a reference (`id`, filesystem mode, 2.x's default), read through n8n's REST API.
 */
export async function fileBytes(
	ctx: N8nOnlyContext,
	binary: IBinaryData | undefined,
): Promise<Buffer> {
	if (!binary) return Buffer.alloc(0);
	if (!binary.id) return Buffer.from(binary.data, 'base64');
	const response = await ctx.rest.get(
		`/rest/binary-data?id=${encodeURIComponent(binary.id)}&action=download`,
	);
	return Buffer.from(await response.arrayBuffer());
}
