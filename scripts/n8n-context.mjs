// What a real-n8n check module is given. A check module is scripts/n8n-checks/<name>.mjs, exporting
//
//   export async function run(ctx) { ... ctx.check('what must hold', condition, detail) ... }
//
// scripts/test-n8n.mjs runs every module it lists against each n8n line, in a running n8n with
// this package installed and the Deepvue credential (id `deepvueCredential`) pointed at the
// emulator. A module that throws counts as one failed check; the next module still runs.
//
// ctx = {
//   line: '1' | '2',             the n8n line: 1.123.x or 2.x
//   installation: {              from ensureN8n (scripts/n8n-install.mjs)
//     line, version, node, nodeBin, n8n, n8nRoot },   n8n's bin script, its node_modules' parent
//   env,                         the environment of this instance's n8n processes
//                                (N8N_USER_FOLDER, N8N_PORT...; each process gets its own broker port)
//   userFolder,                  N8N_USER_FOLDER: the package is in .n8n/nodes/node_modules
//   n8nUrl,                      'http://127.0.0.1:<port>' of the running `n8n start`
//   n8n: { url, log() },         that process; log() is what it logged so far
//   rest: { call(method, route, body), get(path) },   n8n's REST API (/rest + route), signed in as the owner
//   emulator: { baseUrl, clientId, clientSecret, log() },   the API emulator; log() has one line
//                                per call ("<time>  <status>  GET /v1/..."), a fifth of lookups answer 503
//   check(label, condition, detail),   records one check; printed "ok"/"FAIL" with the line
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
//   runManually(workflowId, as),   runs a stored workflow from its manual trigger inside `n8n start`,
//                                as the editor's Execute workflow does, as the user of the REST
//                                client `as` (the owner by default): resolves to the stored execution
//   outputOf(run, nodeName),     the items a node output in a run (first run, first output)
// }
import { createRequire } from 'node:module';
import path from 'node:path';

import { activateWorkflow, hasEnded, importCredentials, importWorkflows, listExecutions, n8nCli, sleep } from './n8n-instance.mjs';

/**
 * The JSON `n8n execute --rawOutput` printed, after whatever n8n logged before it and before
 * whatever it logs after (a line of n8n 2.x's task runner shutting down, on a busy machine).
 */
export function executionOf(stdout) {
	const start = stdout.search(/^\{/m);
	if (start < 0) throw new Error(`n8n execute printed no run:\n${stdout.slice(-2000)}`);
	const printed = stdout.slice(start);
	try {
		return JSON.parse(printed);
	} catch (error) {
		const end = /after JSON at position (\d+)/.exec(error.message)?.[1];
		if (end === undefined) throw error;
		return JSON.parse(printed.slice(0, Number(end)));
	}
}

export const outputOf = (run, node) => run.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? [];

export function createContext({ installation, env, n8n, rest, emulator, check, timed }) {
	const cli = (args) => n8nCli(installation, env, args);
	const execute = async (workflowId, extraEnv = {}) => executionOf(await n8nCli(installation, { ...env, ...extraEnv }, ['execute', `--id=${workflowId}`, '--rawOutput']));
	const executions = (workflowId) => listExecutions(rest, workflowId);
	async function runData(executionId) {
		const flatted = createRequire(path.join(installation.n8nRoot, 'node_modules', 'n8n', 'package.json'))('flatted');
		const { data } = await rest.call('GET', `/executions/${executionId}`);
		return { status: data.status, data: flatted.parse(data.data) };
	}
	async function runManually(workflowId, as = rest) {
		const { data: workflow } = await as.call('GET', `/workflows/${workflowId}`);
		const trigger = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.manualTrigger');
		// n8n 1.x runs the workflowData it is sent; 2.x runs the stored workflow and drops it.
		const { data: started } = await as.call('POST', `/workflows/${workflowId}/run`, { workflowData: workflow, triggerToStartFrom: { name: trigger.name } });
		for (let waited = 0; waited < 120_000; waited += 500) {
			const run = await runData(started.executionId);
			if (hasEnded(run)) return run;
			await sleep(500);
		}
		return { status: 'still running after 120 s', data: { resultData: {} } };
	}
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
		async executeMayFail(workflowId, extraEnv = {}) {
			try {
				return await execute(workflowId, extraEnv);
			} catch {
				const [latest] = await executions(workflowId);
				return latest ? await runData(latest.id) : { status: 'not stored', data: { resultData: {} } };
			}
		},
		importWorkflows: (workflows) => importWorkflows(installation, env, workflows),
		importCredentials: (credentials) => importCredentials(installation, env, credentials),
		activate: (workflowId) => activateWorkflow(rest, installation, workflowId),
		executions,
		async waitForExecutions(workflowId, count, timeoutMs = 60_000) {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const done = (await executions(workflowId)).filter(hasEnded);
				if (done.length >= count || Date.now() > deadline) return done;
				await sleep(500);
			}
		},
		runData,
		runManually,
		outputOf,
	};
}
