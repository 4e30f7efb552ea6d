#!/usr/bin/env node
// End-to-end check of the package in a real n8n (`npm run test:n8n`; build first):
//
//   1. installs n8n 1.123.81 on Node 24 into ~/.cache/n8n-nodes-deepvue (reused when present;
//      N8N_TEST_CACHE to move it), see scripts/n8n-install.mjs;
//   2. installs the packed package into a fresh n8n user folder and starts the API emulator, which
//      answers a fifth of the calls 503 so that the node's retries are part of every run;
//   3. imports a credential pointed at the emulator and the example workflows, and runs the
//      onboarding and bulk-upload examples with `n8n execute`, checking their output;
//   4. starts `n8n start`: checks that n8n loaded both nodes, the AI tool variant and the
//      credential, with their icons, and logged no warning or error about the package;
//   5. runs the check modules in scripts/n8n-checks/ (trigger.mjs: the Deepvue Trigger example,
//      activated, receiving deliveries and their repeats at n8n's real webhook URL).
//   6. runs the Deepvue tool under AI Agents 2.2 and 3 with a scripted chat model
//      (scripts/n8n-checks/agent.mjs).
//
//   node scripts/test-n8n.mjs [--keep-running]
//
// --keep-running leaves n8n and the emulator running at the end (for a look in the editor), until
// Ctrl+C. Exit code 0 when every check passed.
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import * as triggerChecks from './n8n-checks/trigger.mjs';
import { run as agentChecks } from './n8n-checks/agent.mjs';
import { ensureN8n } from './n8n-install.mjs';
import {
	OWNER,
	freePort,
	importCredential,
	importExamples,
	n8nCli,
	n8nEnvironment,
	prepareUserFolder,
	restClient,
	sleep,
	startEmulator,
	startN8n,
} from './n8n-instance.mjs';
import { run as checkHttpRequest } from './n8n-checks/httpRequest.mjs';

const keepRunning = process.argv.includes('--keep-running');
const WORKFLOWS = {
	onboardingCheck1: 'onboarding-check.json',
	kycAssistant0001: 'ai-agent-kyc-assistant.json',
};

const failures = [];
const timings = {};
function check(label, condition, detail = '') {
	console.log(`${condition ? 'ok  ' : 'FAIL'} ${label}${!condition && detail ? `\n     ${detail}` : ''}`);
	if (!condition) failures.push(label);
}
async function timed(label, action) {
	const started = Date.now();
	try {
		return await action();
	} finally {
		timings[label] = (Date.now() - started) / 1000;
	}
}

/** The JSON `n8n execute --rawOutput` printed, after whatever n8n logged before it. */
function executionOf(stdout) {
	const start = stdout.search(/^\{/m);
	if (start < 0) throw new Error(`n8n execute printed no run:\n${stdout.slice(-2000)}`);
	return JSON.parse(stdout.slice(start));
}
const outputOf = (run, node) => run.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? [];

async function executeExample(installation, env, id) {
	return executionOf(await n8nCli(installation, env, ['execute', `--id=${id}`, '--rawOutput']));
}

async function checkExecutions(installation, env, emulator) {
	const onboarding = await timed('n8n execute: onboarding check', () => executeExample(installation, env, 'onboardingCheck1'));
	check('onboarding check: run succeeded', onboarding.status === 'success' && !onboarding.data.resultData.error, JSON.stringify(onboarding.data.resultData.error));
	const [result] = outputOf(onboarding, 'Onboarding Result');
	check(
		'onboarding check: name, UPI account and masked PAN in the result',
		result?.json.nameFromMobile === 'Kavya Reddy' &&
			result.json.upiAccountExists === true &&
			result.json.namesMatch === true &&
			/^X+[0-9A-Z]{4}$/.test(String(result.json.pan)),
		JSON.stringify(result?.json),
	);
	const requests = emulator.log();
	check(
		'onboarding check: the emulator got the three lookups',
		['GET /v1/mobile-intelligence/mobile-to-name', 'GET /v1/verification/upi', 'GET /v1/mobile-intelligence/mobile-to-pan'].every((call) => requests.includes(call)),
	);
	const unavailable = requests.split('\n').filter((line) => /\s503\s/.test(line));
	check(
		`onboarding check: the ${unavailable.length} calls answered 503 were retried until they succeeded`,
		unavailable.length > 0 && onboarding.status === 'success',
		requests,
	);
}

async function checkLoaded(n8n, rest) {
	const nodes = await (await rest.get('/types/nodes.json')).json();
	const credentials = await (await rest.get('/types/credentials.json')).json();
	const byName = (name) => nodes.find((node) => node.name === name);
	for (const name of ['n8n-nodes-deepvue.deepvue', 'n8n-nodes-deepvue.deepvueTrigger', 'n8n-nodes-deepvue.deepvueTool']) {
		check(`n8n lists node type ${name}`, byName(name) !== undefined);
	}
	const tool = byName('n8n-nodes-deepvue.deepvueTool');
	check('the tool variant has the Tool Description setting and no main input', tool?.properties.some((p) => p.name === 'descriptionType') && tool.inputs.length === 0);
	const credential = credentials.find((type) => type.name === 'deepvueApi');
	check('n8n lists credential type deepvueApi', credential !== undefined);
	const icons = [byName('n8n-nodes-deepvue.deepvue')?.iconUrl, byName('n8n-nodes-deepvue.deepvueTrigger')?.iconUrl, credential?.iconUrl].flatMap((icon) =>
		typeof icon === 'object' && icon ? [icon.light, icon.dark] : [icon],
	);
	for (const icon of icons) {
		const response = icon ? await fetch(`${n8n.url}/${icon}`) : undefined;
		const body = response ? await response.text() : '';
		check(`icon ${icon} is served as SVG`, response?.ok === true && body.includes('<svg'), String(response?.status));
	}
}

function checkLog(n8n) {
	const lines = n8n.log().split('\n');
	const problems = lines.filter((line) => /\b(warn|warning|error)\b/i.test(line) && /deepvue|community|package|unrecognized|could not load|failed to load/i.test(line));
	check('n8n logged no warning or error about the package', problems.length === 0, problems.join('\n     '));
	const other = lines.filter((line) => /\b(warn|warning|error)\b/i.test(line) && !problems.includes(line));
	if (other.length) console.log(`     (other warnings in n8n's log, not about the package:\n       ${other.join('\n       ')})`);
}

/**
 * What a check module in scripts/n8n-checks/ is given (the runner for several n8n lines gives the
 * same): this instance, its REST API, and helpers to import, activate and inspect workflows.
 */
function checkContext(installation, env, n8n, emulator, rest) {
	const records = async (command, list) => {
		const file = path.join(env.N8N_USER_FOLDER, `${command.replace(':', '-')}.json`);
		writeFileSync(file, JSON.stringify(list));
		await n8nCli(installation, env, [command, `--input=${file}`]);
		rmSync(file);
	};
	const executions = async (workflowId) =>
		(await rest.call('GET', `/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}&limit=50`)).data.results;
	return {
		line: '1',
		installation,
		env,
		n8nUrl: n8n.url,
		rest,
		emulator,
		check,
		timed,
		outputOf,
		executions,
		execute: (id) => executeExample(installation, env, id),
		importCredentials: (list) => records('import:credentials', list),
		importWorkflows: (byId) =>
			records(
				'import:workflow',
				Object.entries(byId).map(([id, workflow]) => ({ ...JSON.parse(JSON.stringify(workflow).replaceAll('http://localhost:5678/', `${n8n.url}/`)), id, active: false })),
			),
		activate: async (id) => {
			await rest.call('PATCH', `/workflows/${id}`, { active: true, versionId: (await rest.call('GET', `/workflows/${id}`)).data.versionId });
			return (await rest.call('GET', `/workflows/${id}`)).data.active === true;
		},
		async waitForExecutions(workflowId, count, timeoutMs = 60_000) {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const done = (await executions(workflowId)).filter((execution) => execution.finished || ['success', 'error', 'crashed'].includes(execution.status));
				if (done.length >= count || Date.now() > deadline) return done;
				await sleep(500);
			}
		},
		async runData(executionId) {
			const flatted = createRequire(path.join(installation.n8nRoot, 'node_modules', 'n8n', 'package.json'))('flatted');
			const { data } = await rest.call('GET', `/executions/${executionId}`);
			return { status: data.status, data: flatted.parse(data.data) };
		},
	};
}

async function main() {
	const started = Date.now();
	const installation = await timed('install n8n (0 when cached)', () => ensureN8n());
	const userFolder = prepareUserFolder();
	// A fifth of the calls answered 503 (a fixed sequence), so that the node's retries run in n8n.
	const emulator = await timed('start emulator', () => startEmulator({ unavailableShare: 0.2 }));
	const env = n8nEnvironment(installation, userFolder, await freePort());
	console.log(`n8n user folder: ${userFolder}\nemulator: ${emulator.baseUrl}`);
	let n8n;
	try {
		await timed('import credential and examples', async () => {
			await importCredential(installation, env, emulator);
			await importExamples(installation, env, WORKFLOWS);
		});
		await checkExecutions(installation, env, emulator);
		n8n = await timed('n8n start until ready', () => startN8n(installation, env, path.join(userFolder, 'n8n.log')));
		const rest = await restClient(n8n.url);
		await checkLoaded(n8n, rest);
		await timed('HTTP Request checks', () => checkHttpRequest({ line: '1', installation, env, n8nUrl: n8n.url, rest, emulator, check }));
		await timed('trigger checks', () => triggerChecks.run(checkContext(installation, env, n8n, emulator, rest)));
		await timed('AI Agent checks', () => agentChecks({ line: '1', installation, env, n8nUrl: n8n.url, rest, emulator, check }));
		checkLog(n8n);
	} catch (error) {
		failures.push(error.message);
		console.error(`FAIL ${error.stack ?? error.message}`);
	} finally {
		if (keepRunning && n8n) {
			console.log(`\nn8n is running at ${n8n.url} (owner ${OWNER.email} / ${OWNER.password}); emulator at ${emulator.baseUrl}. Ctrl+C stops both.`);
			await new Promise((resolve) => process.once('SIGINT', resolve));
		}
		await timed('stop n8n and the emulator', async () => {
			await n8n?.stop();
			await emulator.stop();
		});
		timings['whole run'] = (Date.now() - started) / 1000;
		console.log('\nTimings (s):');
		for (const [label, seconds] of Object.entries(timings)) console.log(`  ${label.padEnd(45)} ${seconds.toFixed(1)}`);
	}
	console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nAll checks passed');
	process.exitCode = failures.length ? 1 : 0;
}

await main();
