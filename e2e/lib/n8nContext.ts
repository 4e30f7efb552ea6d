// What a real-n8n check module is given. A check module is e2e/n8n/<name>.ts, exporting
//
//   export async function run(ctx: N8nContext): Promise<void> { ... await ctx.check('what must hold', condition, detail) ... }
//
// e2e/n8n.test.ts runs every module it lists against each n8n line, in a running n8n with this
// package installed and the Deepvue credential (id `deepvueCredential`) pointed at the emulator.
// A module that throws counts as one failed check; the next module still runs.
//
// ctx = {
//   line: '1' | '2',             the n8n line: 1.123.x or 2.x
//   installation,                from ensureN8n (testbed/realN8n/n8nInstall.ts): n8n's bin script, its node_modules' parent
//   env,                         the environment of this instance's n8n processes
//                                (N8N_USER_FOLDER, N8N_PORT...; each process gets its own broker port)
//   userFolder,                  N8N_USER_FOLDER: the package is in .n8n/nodes/node_modules
//   n8nUrl,                      'http://127.0.0.1:<port>' of the running `n8n start`
//   n8n: { url, log() },         that process; log() is what it logged so far
//   rest: { call(method, route, body), get(path) },   n8n's REST API (/rest + route), signed in as the owner
//   emulator: { baseUrl, clientId, clientSecret, log() },   the API emulator; log() has one line
//                                per call ("<time>  <status>  GET /v1/..."), a fifth of lookups answer 503
//   check(label, condition, detail),   records one check (a subtest); await it
//   timed(label, action),        runs action(), recording its time in the run's timings
//   cli(args),                   an n8n CLI command beside the running n8n; resolves to its stdout
//   execute(workflowId, extraEnv),   `n8n execute --rawOutput` (with extra environment variables):
//                                resolves to the run ({ status, data })
//   executeMayFail(workflowId, extraEnv),   the same for a run that may fail, which makes `n8n
//                                execute` exit non-zero: then the stored execution
//   importWorkflows({ id: 'example-file.json' | workflowObject }),   with the CLI, inactive
//   importCredentials([{ id, name, type, data }]),                   with the CLI
//   activate(workflowId),        activates as the line does; resolves to whether n8n reports it active
//   executions(workflowId),      the workflow's executions, newest first
//   waitForExecutions(workflowId, count, timeoutMs = 60000),   the finished ones, once there are count
//   runData(executionId),        a stored execution: { status, data } with data unflattened
//   runManually(workflowId, as),   runs a stored workflow from its manual (or schedule) trigger inside `n8n start`,
//                                as the editor's Execute workflow does, as the user of the REST
//                                client `as` (the owner by default): resolves to the stored execution
//   startManually(workflowId, as), untilEnded(executionId, timeoutMs = 120000),   its two halves:
//                                the execution's id once started; the stored execution once ended
//   untilWaiting(executionId, timeoutMs = 60000),   the stored execution once it waits (a Wait node) or has ended
//   outputOf(run, nodeName),     the items a node output in a run (first run, first output)
// }
import { createRequire } from 'node:module';
import path from 'node:path';

import type { INodeExecutionData, ITaskData } from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import type { Check } from './checks';
import type { Installation } from '../../testbed/realN8n/n8nInstall';
import { activateWorkflow } from '../../testbed/realN8n/activation';
import { hasEnded, listExecutions, type ExecutionSummary } from '../../testbed/realN8n/executions';
import {
	importCredentials,
	importWorkflows,
	type CredentialRecord,
	type WorkflowSource,
} from '../../testbed/realN8n/imports';
import { n8nCli } from '../../testbed/realN8n/n8nCli';
import type { EmulatorProcess } from '../../testbed/realN8n/emulatorProcess';
import type { N8nEnv } from '../../testbed/realN8n/environment';
import type { N8nProcess } from '../../testbed/realN8n/n8nProcess';
import type { RestClient } from '../../testbed/realN8n/restClient';

/** Triggers the editor's Execute workflow starts a run from. */
export const RUN_BY_HAND = ['n8n-nodes-base.manualTrigger', 'n8n-nodes-base.scheduleTrigger'];

/** An error as n8n stores it on a run or a node's task. */
export interface RunError {
	message: string;
	description?: string | null;
	name?: string;
	httpCode?: string | null;
	node?: { name?: string; type?: string };
	[key: string]: unknown;
}

/** A run's data, as `n8n execute --rawOutput` prints it or a stored execution holds it. */
export interface RunData {
	resultData: {
		runData?: Record<string, ITaskData[]>;
		error?: RunError;
		lastNodeExecuted?: string;
	};
	[key: string]: unknown;
}

/** One run of a workflow: its status and data. */
export interface Run {
	status: string;
	data: RunData;
	mode?: string;
	finished?: boolean;
}

export type Timed = <T>(label: string, action: () => Promise<T>) => Promise<T>;

/**
 * The JSON `n8n execute --rawOutput` printed, after whatever n8n logged before it and before
 * whatever it logs after (a line of n8n 2.x's task runner shutting down, on a busy machine).
 */
export function executionOf(stdout: string): Run {
	const start = stdout.search(/^\{/m);
	if (start < 0) throw new Error(`n8n execute printed no run:\n${stdout.slice(-2000)}`);
	const printed = stdout.slice(start);
	try {
		return JSON.parse(printed) as Run;
	} catch (error) {
		const end = /after JSON at position (\d+)/.exec((error as Error).message)?.[1];
		if (end === undefined) throw error;
		return JSON.parse(printed.slice(0, Number(end))) as Run;
	}
}

/** The items a node output in a run (first run, first output). */
export const outputOf = (run: Run, node: string): INodeExecutionData[] =>
	run.data.resultData.runData?.[node]?.[0]?.data?.main?.[0] ?? [];

/**
 * The `flatted` of an n8n installation: how n8n writes a stored execution's data (the REST API's
 * `data` text, the database's execution_data), objects shared by reference written once.
 */
export function n8nFlatted(installation: Pick<Installation, 'n8nRoot'>): {
	parse: (text: string) => unknown;
} {
	return createRequire(path.join(installation.n8nRoot, 'node_modules', 'n8n', 'package.json'))(
		'flatted',
	) as { parse: (text: string) => unknown };
}

export interface ContextOptions<N extends Pick<N8nProcess, 'url'>, E> {
	installation: Installation;
	env: N8nEnv;
	n8n: N;
	rest: RestClient;
	emulator: E;
	check: Check;
	timed: Timed;
}

interface StoredNode {
	name: string;
	type: string;
}

export function createContext<N extends Pick<N8nProcess, 'url'> = N8nProcess, E = EmulatorProcess>({
	installation,
	env,
	n8n,
	rest,
	emulator,
	check,
	timed,
}: ContextOptions<N, E>) {
	const cli = (args: string[]) => n8nCli(installation, env, args);
	const execute = async (workflowId: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> =>
		executionOf(
			await n8nCli(installation, { ...env, ...extraEnv }, [
				'execute',
				`--id=${workflowId}`,
				'--rawOutput',
			]),
		);
	const executions = (workflowId: string): Promise<ExecutionSummary[]> =>
		listExecutions(rest, workflowId);
	async function runData(executionId: string): Promise<Run> {
		const { data } = await rest.call<{ data: { status: string; data: string } }>(
			'GET',
			`/executions/${executionId}`,
		);
		return { status: data.status, data: n8nFlatted(installation).parse(data.data) as RunData };
	}
	/** Starts a stored workflow from its manual (or schedule) trigger, as the editor's Execute workflow does: resolves to the execution's id. */
	async function startManually(workflowId: string, as: RestClient = rest): Promise<string> {
		const { data: workflow } = await as.call<{ data: { nodes: StoredNode[] } }>(
			'GET',
			`/workflows/${workflowId}`,
		);
		const trigger = workflow.nodes.find((node) => RUN_BY_HAND.includes(node.type));
		if (!trigger) throw new Error(`Workflow ${workflowId} has no manual or schedule trigger`);
		// n8n 1.x runs the workflowData it is sent; 2.x runs the stored workflow and drops it.
		const { data: started } = await as.call<{ data: { executionId: string } }>(
			'POST',
			`/workflows/${workflowId}/run`,
			{
				workflowData: workflow,
				triggerToStartFrom: { name: trigger.name },
			},
		);
		return started.executionId;
	}
	/** The stored execution once `reached` holds for it, or a run whose status says it had not within `timeoutMs`. */
	async function until(
		executionId: string,
		reached: (run: Run) => boolean,
		timeoutMs: number,
	): Promise<Run> {
		for (let waited = 0; waited < timeoutMs; waited += 250) {
			const run = await runData(executionId);
			if (reached(run)) return run;
			await sleep(250);
		}
		return { status: `still running after ${timeoutMs / 1000} s`, data: { resultData: {} } };
	}
	/** The stored execution once it has ended, or a run whose status says it had not within `timeoutMs`. */
	const untilEnded = (executionId: string, timeoutMs = 120_000): Promise<Run> =>
		until(executionId, hasEnded, timeoutMs);
	/**
	 * The stored execution once it waits (or has ended). A Respond to Webhook node answers before
	 * the execution reaches its Wait node, and n8n answers a resume that comes earlier with 409:
	 * a test that plays the caller comes back only once the execution waits.
	 */
	const untilWaiting = (executionId: string, timeoutMs = 60_000): Promise<Run> =>
		until(executionId, (run) => run.status === 'waiting' || hasEnded(run), timeoutMs);
	const runManually = async (workflowId: string, as: RestClient = rest): Promise<Run> =>
		await untilEnded(await startManually(workflowId, as));
	return {
		line: installation.line,
		installation,
		env,
		userFolder: env.N8N_USER_FOLDER,
		n8nUrl: n8n.url,
		n8n,
		rest,
		emulator,
		check,
		timed,
		cli,
		execute,
		async executeMayFail(workflowId: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
			try {
				return await execute(workflowId, extraEnv);
			} catch {
				const [latest] = await executions(workflowId);
				return latest
					? await runData(latest.id)
					: { status: 'not stored', data: { resultData: {} } };
			}
		},
		importWorkflows: (workflows: Record<string, WorkflowSource>) =>
			importWorkflows(installation, env, workflows),
		importCredentials: (credentials: CredentialRecord[]) =>
			importCredentials(installation, env, credentials),
		activate: (workflowId: string) => activateWorkflow(rest, installation, workflowId),
		executions,
		async waitForExecutions(
			workflowId: string,
			count: number,
			timeoutMs = 60_000,
		): Promise<ExecutionSummary[]> {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const done = (await executions(workflowId)).filter(hasEnded);
				if (done.length >= count || Date.now() > deadline) return done;
				await sleep(500);
			}
		},
		runData,
		startManually,
		untilEnded,
		untilWaiting,
		runManually,
		outputOf,
	};
}

/** The context of the real-n8n checks: a running `n8n start` and the emulator beside it. */
export type N8nContext<
	N extends Pick<N8nProcess, 'url'> = N8nProcess,
	E = EmulatorProcess,
> = ReturnType<typeof createContext<N, E>>;

/** A context whose emulator is not used: for checks that start their own (the KYC checks), in `n8n start` or queue mode. */
export type N8nOnlyContext = N8nContext<N8nProcess, unknown>;
