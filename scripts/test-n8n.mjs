#!/usr/bin/env node
// End-to-end checks of the package in a real n8n, on each tested n8n line (`npm run test:n8n`;
// build first). For each line (1: n8n 1.123.81, 2: n8n 2.41.3):
//
//   1. installs that n8n on Node 24 into ~/.cache/n8n-nodes-deepvue/n8n-<version> (reused when
//      present; N8N_TEST_CACHE to move the folder), see scripts/n8n-install.mjs;
//   2. installs the packed package into a fresh n8n user folder and starts the API emulator, which
//      answers a fifth of the lookups 503 so that the node's retries are part of every run;
//   3. imports a credential pointed at the emulator, starts `n8n start` and signs in as the owner;
//   4. runs the check modules listed in CHECKS (scripts/n8n-checks/<name>.mjs; what they are given
//      is described in scripts/n8n-context.mjs), then stops n8n and the emulator.
//
//   node scripts/test-n8n.mjs [--line 1|2] [--check NAME[,NAME...]] [--keep-running]
//
// Without --line, both lines run, one after the other; --check runs one module only. Every check prints one line, "ok" or
// "FAIL", labelled with the n8n version; "All checks passed" at the end when every check of every
// line passed (exit code 0). --keep-running leaves each line's n8n and emulator running after its
// checks (for a look in the editor), until Ctrl+C.
import path from 'node:path';

import { createContext } from './n8n-context.mjs';
import { flagValue } from './flags.mjs';
import { ensureN8n, linesAsked } from './n8n-install.mjs';
import { OWNER, freePort, importCredential, n8nEnvironment, prepareUserFolder, restClient, startEmulator, startN8n } from './n8n-instance.mjs';

// The check modules, in the order they run. Adding one is adding its name here. `log` reads n8n's
// log after all the others, so it stays last.
const CHECKS = ['loaded', 'schemas', 'examples', 'retries', 'failedRows', 'requestOptions', 'trigger', 'httpRequest', 'credentialTest', 'ssrf', 'agent', 'payingOnce', 'breakingChanges', 'entitlement', 'log'];

const keepRunning = process.argv.includes('--keep-running');
const lines = linesAsked();
const checkAsked = flagValue('check');
const checks = checkAsked ? checkAsked.split(',') : CHECKS;

const failures = [];
const timings = [];

async function timedFor(label, action) {
	const started = Date.now();
	try {
		return await action();
	} finally {
		timings.push([label, (Date.now() - started) / 1000]);
	}
}

async function runLine(line) {
	const started = Date.now();
	const installation = await timedFor(`line ${line}: install n8n (0 when cached)`, () => ensureN8n({ line }));
	const tag = `[n8n ${installation.version}]`;
	const check = (label, condition, detail = '') => {
		console.log(`${condition ? 'ok  ' : 'FAIL'} ${tag} ${label}${!condition && detail ? `\n     ${detail}` : ''}`);
		if (!condition) failures.push(`${tag} ${label}`);
	};
	const timed = (label, action) => timedFor(`${tag} ${label}`, action);

	const userFolder = prepareUserFolder();
	// A fifth of the lookups answered 503 (a fixed sequence), so that the node's retries run in n8n.
	const emulator = await timed('start emulator', () => startEmulator({ unavailableShare: 0.2 }));
	const env = n8nEnvironment(installation, userFolder, await freePort());
	console.log(`\n${tag} user folder ${userFolder}, emulator ${emulator.baseUrl}`);
	let n8n;
	try {
		await timed('import credential', () => importCredential(installation, env, emulator));
		n8n = await timed('n8n start until ready', () => startN8n(installation, env, path.join(userFolder, 'n8n.log')));
		const rest = await restClient(n8n.url);
		const ctx = createContext({ installation, env, n8n, rest, emulator, check, timed });
		for (const name of checks) {
			const module = await import(`./n8n-checks/${name}.mjs`);
			await timed(`checks: ${name}`, () => module.run(ctx)).catch((error) => check(`${name} checks ran to the end`, false, `${error.stack ?? error.message}${error.cause ? `\n     cause: ${error.cause.stack ?? error.cause}` : ''}`));
		}
	} catch (error) {
		check('n8n started with the package and the credential', false, error.stack ?? error.message);
	} finally {
		if (keepRunning && n8n) {
			console.log(`\nn8n ${installation.version} is running at ${n8n.url} (owner ${OWNER.email} / ${OWNER.password}); emulator at ${emulator.baseUrl}. Ctrl+C stops both.`);
			await new Promise((resolve) => process.once('SIGINT', resolve));
		}
		await timed('stop n8n and the emulator', async () => {
			await n8n?.stop();
			await emulator.stop();
		});
		timings.push([`${tag} whole line`, (Date.now() - started) / 1000]);
	}
}

for (const line of lines) {
	try {
		await runLine(line);
	} catch (error) {
		// The install or the user folder failed: nothing of this line could be checked.
		console.log(`FAIL [line ${line}] n8n installed and prepared\n     ${error.stack ?? error.message}`);
		failures.push(`line ${line}: ${error.message}`);
	}
}
console.log('\nTimings (s):');
for (const [label, seconds] of timings) console.log(`  ${label.padEnd(60)} ${seconds.toFixed(1)}`);
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nAll checks passed');
// Exiting stops whatever a failed step left running (scripts/n8n-instance.mjs kills it on exit).
process.exit(failures.length ? 1 : 0);
