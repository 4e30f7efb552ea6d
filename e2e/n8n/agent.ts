// The Deepvue node as an AI Agent's tool in a real n8n, with a scripted chat model
// (e2e/lib/fakeChatModel.ts) behind n8n's OpenAI Chat Model. For the AI Agent at version 2.2
// (which runs its tools in-process, with the agent's execute data) and at the newest version of
// the line (each tool call a node execution of its own), three conversations:
//
//   two calls     the model verifies two UPI IDs, one after the other, in one run;
//   correction    the model sends a bad UPI ID, then a corrected one;
//   two items     the agent gets two input items, each with its own UPI ID.
//
// Checked: the tool the model was offered (its name, and its description: automatic, "Verify
// UPI ID in Deepvue", or set manually in the two-items case), what the API received (a recording
// proxy in front of the emulator), and what the model was told (the tool results in its next chat
// request), call by call.
import { createServer } from 'node:http';

import { startFakeChatModel, type FakeChatModel, type Turn } from '../lib/fakeChatModel';
import type { N8nContext, Run } from '../lib/n8nContext';
import { portOf } from '../../testbed/realN8n/ports';

const DEEPVUE_CREDENTIAL = { id: 'deepvueAgentChecks', name: 'Deepvue (agent checks)' };
const OPENAI_CREDENTIAL = { id: 'openAiAgentChecks', name: 'Fake chat model' };
const UPI_PATH = '/v1/verification/upi';

/** The newest AI Agent version of each n8n line, and 2.2, the version the KYC example uses. */
const AGENT_VERSIONS: Record<string, number[]> = { 1: [2.2, 3], 2: [2.2, 3.1] };

/** In a case's `told`: the call failed (what the model gets then depends on the agent's version). */
const FAILED = Symbol('failed call');

interface Case {
	key: string;
	continueOnError?: boolean;
	prompts: string[];
	/** For each prompt, the model's turns. */
	turns: Turn[][];
	sent: string[];
	/** For each prompt, what the model is told of each call: a name at the bank, or FAILED. */
	told: Array<Array<string | typeof FAILED>>;
	/** A Tool Description set manually; without it, n8n sets it automatically. */
	toolDescription?: string;
}

/** What n8n tells the model a tool does when its Tool Description is set automatically: "<action> in <default name>". */
const AUTOMATIC_DESCRIPTION = 'Verify UPI ID in Deepvue';

const CASES: Case[] = [
	{
		key: 'twoCalls',
		prompts: ['Verify asha@okhdfcbank, then ravi@ybl.'],
		turns: [[[{ vpa: 'asha@okhdfcbank' }], [{ vpa: 'ravi@ybl' }]]],
		sent: ['asha@okhdfcbank', 'ravi@ybl'],
		told: [['ASHA RAO', 'RAVI KUMAR SHARMA']],
	},
	{
		key: 'correction',
		prompts: ['Verify the UPI ID priya at okicici.'],
		turns: [[[{ vpa: 'priya at okicici' }], [{ vpa: 'priya@okicici' }]]],
		sent: ['priya@okicici'],
		told: [[FAILED, 'PRIYA NAIR']],
	},
	{
		// The same, with the tool node's On Error set to Continue.
		key: 'correctionContinue',
		continueOnError: true,
		prompts: ['Verify the UPI ID vikram at paytm.'],
		turns: [[[{ vpa: 'vikram at paytm' }], [{ vpa: 'vikram@paytm' }]]],
		sent: ['vikram@paytm'],
		told: [[FAILED, 'VIKRAM RATHORE']],
	},
	{
		// With a Tool Description set manually, as the KYC assistant example does.
		key: 'twoItems',
		toolDescription:
			'Checks that an Indian UPI ID exists. Pass vpa, like name@bank. Returns account_exists and name_at_bank.',
		prompts: ['Verify arjun@ybl.', 'Verify meera@okaxis.'],
		turns: [[[{ vpa: 'arjun@ybl' }]], [[{ vpa: 'meera@okaxis' }]]],
		sent: ['arjun@ybl', 'meera@okaxis'],
		told: [['ARJUN SINGH MEHTA'], ['MEERA LAKSHMI IYER']],
	},
];

/** The prompt of a case's item, for one agent version: each conversation has its own script. */
const promptFor = (prompt: string, version: number) => `${prompt} (agent ${version})`;

interface Received {
	method: string;
	path: string;
	query: Record<string, string>;
	status: number;
}

/**
 * A recording proxy in front of the emulator: the Deepvue credential of these checks points here,
 * so the checks see each lookup's query as the API got it (the emulator's log leaves queries out).
 */
async function startRecordingProxy(target: string) {
	const received: Received[] = [];
	const server = createServer(async (req, res) => {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const url = new URL(req.url ?? '/', target);
		const headers: Record<string, string> = {};
		for (const [name, value] of Object.entries(req.headers))
			if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
				headers[name] = value;
		const method = req.method ?? 'GET';
		const answer = await fetch(url, {
			method,
			headers,
			body: chunks.length ? Buffer.concat(chunks) : undefined,
		});
		received.push({
			method,
			path: url.pathname,
			query: Object.fromEntries(url.searchParams),
			status: answer.status,
		});
		const body = Buffer.from(await answer.arrayBuffer());
		res.writeHead(answer.status, {
			'content-type': answer.headers.get('content-type') ?? 'application/json',
		});
		res.end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		baseUrl: `http://127.0.0.1:${portOf(server.address())}`,
		received,
		stop: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

function node(
	name: string,
	type: string,
	typeVersion: number,
	position: number[],
	parameters: object,
	credentials?: object,
) {
	return {
		id: `${name}-${type}`.replace(/[^a-zA-Z0-9]+/g, '-'),
		name,
		type,
		typeVersion,
		position,
		parameters,
		...(credentials ? { credentials } : {}),
	};
}

/** Manual Trigger -> the case's prompts as items -> AI Agent, with the chat model and one Deepvue tool. */
function workflowFor(testCase: Case, agentVersion: number) {
	const prompts = testCase.prompts.map((prompt) => promptFor(prompt, agentVersion));
	const tool = {
		...node(
			'Verify UPI ID',
			'n8n-nodes-deepvue.deepvueTool',
			1,
			[700, 200],
			{
				resource: 'payment',
				operation: 'verifyUpi',
				vpa: "={{ $fromAI('vpa', 'The UPI ID to verify, like name@bank', 'string') }}",
				...(testCase.toolDescription
					? { descriptionType: 'manual', toolDescription: testCase.toolDescription }
					: {}),
				options: {},
			},
			{ deepvueApi: DEEPVUE_CREDENTIAL },
		),
		...(testCase.continueOnError ? { onError: 'continueRegularOutput' } : {}),
	};
	const nodes = [
		node('Start', 'n8n-nodes-base.manualTrigger', 1, [0, 0], {}),
		node('Prompts', 'n8n-nodes-base.set', 3.4, [200, 0], {
			mode: 'raw',
			jsonOutput: JSON.stringify({ prompt: prompts }),
			options: {},
		}),
		node('One Item per Prompt', 'n8n-nodes-base.splitOut', 1, [400, 0], {
			fieldToSplitOut: 'prompt',
			options: {},
		}),
		node('AI Agent', '@n8n/n8n-nodes-langchain.agent', agentVersion, [600, 0], {
			promptType: 'define',
			text: '={{ $json.prompt }}',
			options: {},
		}),
		node(
			'Chat Model',
			'@n8n/n8n-nodes-langchain.lmChatOpenAi',
			1.2,
			[500, 200],
			{ model: { __rl: true, mode: 'id', value: 'fake-model' }, options: {} },
			{ openAiApi: OPENAI_CREDENTIAL },
		),
		tool,
	];
	const main = (to: string) => [[{ node: to, type: 'main', index: 0 }]];
	return {
		name: `Agent ${agentVersion}: ${testCase.key}`,
		nodes,
		connections: {
			Start: { main: main('Prompts') },
			Prompts: { main: main('One Item per Prompt') },
			'One Item per Prompt': { main: main('AI Agent') },
			'Chat Model': {
				ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
			},
			'Verify UPI ID': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
	};
}

/** n8n's workflow ids are 16 characters. */
const workflowId = (testCase: Case, agentVersion: number) =>
	`agentV${String(agentVersion).replace('.', '')}Case${CASES.indexOf(testCase)}`.padEnd(16, 'x');

/** A run of `n8n execute`, or what it printed last (the error) when the run failed. */
type Outcome = Run | { status: 'failed'; printed: string };

/**
 * `n8n execute --rawOutput`: the run as JSON, after whatever n8n logged before it. When the run
 * fails, n8n exits non-zero, and what it printed last (the error) is all there is to read.
 */
async function execute(ctx: N8nContext, id: string): Promise<Outcome> {
	try {
		return await ctx.execute(id);
	} catch (error) {
		return { status: 'failed', printed: (error as Error).message };
	}
}

/**
 * What the model is told of a failed call. Agent 3.x passes the node's error message. Agent 2.x
 * runs the tool inside its own run: a failed call reaches the model as an empty result, unless
 * the tool's On Error is Continue, when the node's own error item (`{ error: message }`) does.
 */
function failureAsTold(
	agentVersion: number,
	testCase: Case,
): { label: string; matches: (text: string | undefined) => boolean } {
	if (agentVersion >= 3 || testCase.continueOnError)
		return {
			label: 'the error',
			matches: (text) => /\\"UPI ID\\" must be a UPI ID/.test(text ?? ''),
		};
	return { label: '"" (no message)', matches: (text) => text === '' };
}

/** Whether a tool result is the answer for the given name at the bank. */
const answerFor = (name: string, text: string | undefined) =>
	new RegExp(`^\\[\\{"account_exists":true,"name_at_bank":"${name}"`).test(text ?? '');

interface CaseRun {
	testCase: Case;
	agentVersion: number;
	run: Outcome;
	model: FakeChatModel;
	lookups: Received[];
}

async function checkCase(
	ctx: N8nContext,
	{ testCase, agentVersion, run, model, lookups }: CaseRun,
): Promise<void> {
	const label = `agent ${agentVersion}, ${testCase.key}`;
	const { check } = ctx;
	// Items may run at once (agent 3.x): their order is not the items' order.
	const inOrder = (values: string[]) => (testCase.key === 'twoItems' ? [...values].sort() : values);
	const sent = inOrder(
		lookups
			.filter((lookup) => lookup.path === UPI_PATH && lookup.status === 200)
			.map((lookup) => lookup.query.vpa),
	);
	const printed =
		'printed' in run ? run.printed : JSON.stringify(run.data?.resultData?.error ?? '');

	// AI Agent 3.0 (n8n 1.123) stops the run at a tool's error: the model gets no second turn.
	if (agentVersion === 3 && testCase.key === 'correction') {
		await check(
			`${label}: the run stops at the bad UPI ID, naming the field, and nothing is sent`,
			/\\?"UPI ID\\?" must be/.test(printed) && sent.length === 0,
			`${printed.slice(-1500)}\n     sent ${JSON.stringify(sent)}`,
		);
		return;
	}
	const offered = model.conversation(promptFor(testCase.prompts[0], agentVersion))?.tools?.[0]
		?.function;
	const description = testCase.toolDescription ?? AUTOMATIC_DESCRIPTION;
	await check(
		`${label}: the model was offered the tool Verify_UPI_ID, described ${testCase.toolDescription ? 'as set manually' : `"${AUTOMATIC_DESCRIPTION}"`}`,
		offered?.name === 'Verify_UPI_ID' && offered.description === description,
		`offered ${JSON.stringify(offered)}`,
	);
	await check(
		`${label}: the API received ${testCase.sent.join(', ')}`,
		JSON.stringify(sent) === JSON.stringify(inOrder(testCase.sent)),
		`received ${JSON.stringify(sent)}`,
	);
	await check(
		`${label}: the run succeeded`,
		!('printed' in run) && run.status === 'success' && !run.data.resultData.error,
		printed.slice(-1500),
	);
	const failure = failureAsTold(agentVersion, testCase);
	for (const [itemIndex, prompt] of testCase.prompts.entries()) {
		const expected = testCase.told[itemIndex];
		const told = model.toolResults(promptFor(prompt, agentVersion));
		const matches =
			told.length === expected.length &&
			expected.every((name, index) =>
				name === FAILED ? failure.matches(told[index]) : answerFor(name, told[index]),
			);
		await check(
			`${label}: item ${itemIndex}: the model was told ${expected.map((name) => (name === FAILED ? failure.label : name)).join(', ')}`,
			matches,
			`told ${JSON.stringify(told).slice(0, 1500)}`,
		);
	}
}

export async function run(ctx: N8nContext): Promise<void> {
	const versions = AGENT_VERSIONS[ctx.line] ?? [];
	const model = await startFakeChatModel(
		Object.fromEntries(
			versions.flatMap((agentVersion) =>
				CASES.flatMap((testCase) =>
					testCase.prompts.map((prompt, index) => [
						promptFor(prompt, agentVersion),
						testCase.turns[index],
					]),
				),
			),
		),
	);
	const proxy = await startRecordingProxy(ctx.emulator.baseUrl);
	try {
		await ctx.importCredentials([
			{
				...DEEPVUE_CREDENTIAL,
				type: 'deepvueApi',
				data: {
					baseUrl: proxy.baseUrl,
					clientId: ctx.emulator.clientId,
					clientSecret: ctx.emulator.clientSecret,
					rateLimitPlan: 'off',
					accessToken: '',
				},
			},
			{
				...OPENAI_CREDENTIAL,
				type: 'openAiApi',
				data: { apiKey: 'sk-fake-model', url: model.baseUrl, header: false },
			},
		]);
		const runs = versions.flatMap((agentVersion) =>
			CASES.map((testCase) => ({ testCase, agentVersion })),
		);
		await ctx.importWorkflows(
			Object.fromEntries(
				runs.map(({ testCase, agentVersion }) => [
					workflowId(testCase, agentVersion),
					workflowFor(testCase, agentVersion),
				]),
			),
		);
		for (const { testCase, agentVersion } of runs) {
			const before = proxy.received.length;
			const result = await execute(ctx, workflowId(testCase, agentVersion));
			await checkCase(ctx, {
				testCase,
				agentVersion,
				run: result,
				model,
				lookups: proxy.received.slice(before),
			});
		}
		const offered = model.requests[0]?.tools?.[0]?.function;
		console.log(`     (the model was offered: ${JSON.stringify(offered)})`);
		for (const agentVersion of versions) {
			console.log(
				`     (agent ${agentVersion}: a verified UPI ID reached the model as ${model.toolResults(promptFor(CASES[0].prompts[0], agentVersion))[0]?.slice(0, 300)})`,
			);
		}
	} finally {
		await proxy.stop();
		await model.stop();
	}
}
