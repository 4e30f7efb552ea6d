#!/usr/bin/env node
// `npm run dev`: this package in a real n8n editor, in one command. Starts the bundled emulator
// and the n8n 2.x the real-n8n tests use (installed into the cache on first use, see
// scripts/n8n-install.mjs), both on 127.0.0.1, with:
//   - the package built from the working tree and installed where n8n's Community Nodes puts
//     packages, so the node types are the published ones (`n8n-nodes-deepvue.deepvue`);
//   - an owner account, whose email and password it prints with the editor's URL;
//   - a "Deepvue account" credential pointed at the emulator, a webhook secret credential, and
//     every workflow of examples/ imported (the bulk results workflow published, so the upload
//     example's batch comes back to it);
//   - a rebuild on every change under common/, credentials/ and nodes/, which n8n's dev reload
//     (N8N_DEV_RELOAD) picks up; a restart when it does not.
// n8n's data stays in .n8n-dev/ (its own user folder, never ~/.n8n), reused between runs; delete
// the folder to start afresh. Ctrl+C stops everything it started.
//
//   npm run dev [-- --port 5678] [-- --folder .n8n-dev]
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

import { flagValue } from './flags.mjs';
import { ensureN8n, run } from './n8n-install.mjs';
import {
	CREDENTIAL_ID,
	PACKAGE_NAME,
	ROOT,
	activateWorkflow,
	canListen,
	importCredential,
	importCredentials,
	importWorkflows,
	n8nEnvironment,
	restClient,
	sleep,
	startEmulator,
	startN8n,
} from './n8n-instance.mjs';

const SOURCES = ['common', 'credentials', 'nodes'];
const WEBHOOK_SECRET_ID = 'deepvueWebhookSecret';
const RESULTS_EXAMPLE = 'bulk-upi-verification-results.json';

const port = Number(flagValue('port', '5678'));
const folder = path.resolve(ROOT, flagValue('folder', '.n8n-dev'));
const say = (line) => console.log(`[dev] ${line}`);
/** The folder as the person typing sees it: relative when under the current folder. */
const shown = (target) => (path.relative(process.cwd(), target).startsWith('..') ? target : path.relative(process.cwd(), target) || '.');

/** The sign-in and webhook secret of this folder's n8n: made once, kept in the folder. */
function folderSecrets() {
	const file = path.join(folder, 'dev-account.json');
	if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
	// n8n asks for 8 characters or more, with a digit and a capital letter.
	const secrets = {
		owner: { email: 'dev@example.com', firstName: 'Dev', lastName: 'Owner', password: `Deepvue-${randomBytes(4).toString('hex')}-1` },
		webhookSecret: randomBytes(24).toString('hex'),
	};
	writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
	return secrets;
}

/** An example's workflow id: fixed per file, so a later run knows it is there. */
const exampleId = (file) => `dv${createHash('sha256').update(file).digest('hex').slice(0, 14)}`;

/** The examples as they run here: the results trigger downloads from the emulator (http), the upload sends the secret. */
function examples(webhookSecret) {
	const workflows = {};
	for (const file of readdirSync(path.join(ROOT, 'examples')).filter((name) => name.endsWith('.json'))) {
		const workflow = JSON.parse(readFileSync(path.join(ROOT, 'examples', file), 'utf8'));
		for (const node of workflow.nodes) {
			if (node.type === `${PACKAGE_NAME}.deepvueTrigger`) node.parameters.options = { ...node.parameters.options, allowLoopbackHttp: true };
			if (typeof node.parameters?.webhookUrl === 'string' && node.parameters.webhookUrl.includes('token=')) {
				const url = new URL(node.parameters.webhookUrl);
				url.searchParams.set('token', webhookSecret);
				node.parameters.webhookUrl = url.toString();
			}
		}
		workflows[exampleId(file)] = workflow;
	}
	return workflows;
}

/**
 * Puts the built package where n8n loads community packages from: package.json and dist/, as
 * `npm pack` would ship them. Files are copied over in place and stale ones removed, so n8n's
 * file watcher sees changes, not a folder that vanishes.
 */
function installBuild() {
	const target = path.join(folder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
	mkdirSync(target, { recursive: true });
	cpSync(path.join(ROOT, 'package.json'), path.join(target, 'package.json'));
	cpSync(path.join(ROOT, 'dist'), path.join(target, 'dist'), { recursive: true });
	const removeStale = (relative) => {
		for (const entry of readdirSync(path.join(target, relative), { withFileTypes: true })) {
			const name = path.join(relative, entry.name);
			if (!existsSync(path.join(ROOT, name))) rmSync(path.join(target, name), { recursive: true, force: true });
			else if (entry.isDirectory()) removeStale(name);
		}
	};
	removeStale('dist');
}

/** `npm run build`; its output only when it fails. */
async function build() {
	const started = Date.now();
	await run('npm', ['run', 'build', '--silent'], { cwd: ROOT, quiet: true });
	return (Date.now() - started) / 1000;
}

if (!(await canListen(port))) {
	say(`Port ${port} on 127.0.0.1 is taken: another n8n, or another \`npm run dev\`, is running. Stop it, or choose another port: npm run dev -- --port ${port + 10}`);
	process.exit(1);
}
const installation = await ensureN8n({ line: '2', log: say });
say('Building the package...');
await build().catch((error) => {
	say(`The build failed; fix it and run npm run dev again.\n${error.message}`);
	process.exit(1);
});
mkdirSync(folder, { recursive: true });
installBuild();
const secrets = folderSecrets();
const emulator = await startEmulator();
const env = { ...n8nEnvironment(installation, folder, port), N8N_DEV_RELOAD: 'true' };
// The credentials are written at every start: the emulator's port and client differ each time.
await importCredential(installation, env, emulator);
await importCredentials(installation, env, [{ id: WEBHOOK_SECRET_ID, name: 'Deepvue webhook secret', type: 'deepvueWebhookSecretApi', data: { secretToken: secrets.webhookSecret } }]);

const logFile = path.join(folder, 'n8n.log');
let n8n;
let rest;
async function startAndSignIn() {
	say(`Starting n8n ${installation.version} (its log: ${shown(logFile)})...`);
	n8n = await startN8n(installation, env, logFile);
	rest = await restClient(n8n.url, secrets.owner);
	n8n.exited.then((code) => {
		if (stopping || restarting) return;
		say(`n8n stopped by itself (exit code ${code}); its last lines:\n${n8n.log().split('\n').slice(-15).join('\n')}`);
		void stop(1);
	});
}

/** Imports the examples not in n8n yet (a deleted one comes back), and publishes the results trigger. */
async function importExamples() {
	const present = new Set((await rest.call('GET', '/workflows')).data.map((workflow) => workflow.id));
	const missing = Object.fromEntries(Object.entries(examples(secrets.webhookSecret)).filter(([id]) => !present.has(id)));
	if (Object.keys(missing).length) await importWorkflows(installation, env, missing);
	const results = exampleId(RESULTS_EXAMPLE);
	if (!(await rest.call('GET', `/workflows/${results}`)).data.active && !(await activateWorkflow(rest, installation, results))) {
		say('The bulk results workflow could not be published; publish it in the editor to receive batch results.');
	}
	return Object.keys(missing).length;
}

let stopping = false;
let restarting = false;
const watchers = [];
async function stop(code = 0) {
	if (stopping) return;
	stopping = true;
	for (const watcher of watchers) watcher.close();
	await n8n?.stop();
	await emulator.stop();
	say(`Stopped n8n and the emulator. n8n's data stays in ${shown(folder)}/ for the next run (delete it to start afresh).`);
	process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await startAndSignIn();
const imported = await importExamples();
say(`Ready: n8n ${installation.version} with ${PACKAGE_NAME} from this working tree${imported ? `, ${imported} example workflow(s) imported` : ''}.`);
console.log(`
  Editor:   ${n8n.url}
  Sign in:  ${secrets.owner.email} / ${secrets.owner.password}
  Emulator: ${emulator.baseUrl} (the "Deepvue account" credential, id ${CREDENTIAL_ID}, points at it)

  The examples are under Overview. "onboarding check" and "nightly upload" run as they are
  (Execute workflow); the upload's batch comes back to "results", which is published. The
  KYC assistant needs an OpenAI credential of your own.
`);
say(`Watching ${SOURCES.join('/, ')}/: a change rebuilds the package and n8n reloads it. Ctrl+C stops everything.`);

// Rebuilds one at a time; a change during a build brings one more.
let building = false;
let changedAgain = false;
async function rebuild(changed) {
	if (building) {
		changedAgain = true;
		return;
	}
	building = true;
	say(`${changed} changed: rebuilding...`);
	try {
		const seconds = await build();
		const logBefore = n8n.log().length;
		installBuild();
		await reloaded(logBefore, seconds);
	} catch (error) {
		say(`The build failed; n8n keeps the last build.\n${error.message.split('\n').slice(1).join('\n')}`);
	} finally {
		building = false;
		if (changedAgain && !stopping) {
			changedAgain = false;
			void rebuild('more');
		}
	}
}

/** Waits for n8n's dev reload to report it; restarts n8n when it does not within 15 s. */
async function reloaded(logBefore, seconds) {
	for (let waited = 0; waited < 15_000; waited += 250) {
		const logged = n8n.log().slice(logBefore);
		if (logged.includes(`Hot reload triggered for ${PACKAGE_NAME}`) && !logged.includes(`Hot reload failed for ${PACKAGE_NAME}`)) {
			// n8n tells the open editor the node descriptions changed; a node panel already open shows them when reopened.
			say(`Rebuilt in ${seconds.toFixed(1)} s; n8n reloaded ${PACKAGE_NAME}.`);
			return;
		}
		await sleep(250);
	}
	say(`Rebuilt in ${seconds.toFixed(1)} s; n8n did not reload it by itself, so it is restarting...`);
	restarting = true;
	await n8n.stop();
	await startAndSignIn();
	restarting = false;
	say(`n8n restarted with the new build: ${n8n.url}`);
}

let pending;
for (const source of SOURCES) {
	watchers.push(
		watch(path.join(ROOT, source), { recursive: true }, (_event, file) => {
			clearTimeout(pending);
			pending = setTimeout(() => void rebuild(path.join(source, String(file ?? ''))), 300);
		}),
	);
}
