#!/usr/bin/env node
// `npm run dev` checked the way a person uses it (`npm run test:dev`): runs it on a free port with
// a throwaway n8n folder, waits for the editor URL and sign-in it prints, signs in with them
// through n8n's REST API, finds both nodes, the credentials and every example, runs each example
// with a manual trigger (the upload's batch must come back to the results workflow), changes a
// source file's time and waits for the rebuild and n8n's reload, runs an example again, then
// stops it as Ctrl+C does and checks nothing is left listening. A second start on the same folder
// must sign in with the same details and import nothing twice; a taken port must be refused with
// advice.
//
//   node scripts/test-dev.mjs [--screenshot FILE]
//
// With --screenshot, the editor's workflow list as `npm run dev` leaves it is saved to FILE
// (docs/screenshots/dev-editor.png is the README's), through Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { launchChromium, signedInPage } from './browser.mjs';
import { flagValue } from './flags.mjs';
import { createContext, outputOf } from './n8n-context.mjs';
import { ensureN8n } from './n8n-install.mjs';
import { ROOT, canListen, freePort, restClient, sleep } from './n8n-instance.mjs';

const screenshot = flagValue('screenshot');
const failures = [];
function check(label, condition, detail = '') {
	console.log(`${condition ? 'ok  ' : 'FAIL'} [npm run dev] ${label}${!condition && detail ? `\n     ${detail}` : ''}`);
	if (!condition) failures.push(label);
}

/** `npm run dev` in its own process group, so that a signal reaches it as Ctrl+C does. */
function startDev(folder, port) {
	const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--folder', folder], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
	let output = '';
	child.stdout.on('data', (chunk) => (output += chunk));
	child.stderr.on('data', (chunk) => (output += chunk));
	// npm ends by the signal itself (no exit code) when Ctrl+C reaches it with its script.
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
	return {
		output: () => output,
		exited,
		/** Waits until what it printed after `offset` matches `pattern`; null when it exits first or after the timeout. */
		async printed(pattern, offset = 0, timeoutMs = 600_000) {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const found = pattern.exec(output.slice(offset));
				if (found) return found;
				if (child.exitCode !== null || Date.now() > until) return null;
				await sleep(200);
			}
		},
		interrupt: () => process.kill(-child.pid, 'SIGINT'),
		kill: () => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'),
	};
}

const EXAMPLES = readdirSync(path.join(ROOT, 'examples'))
	.filter((file) => file.endsWith('.json'))
	.map((file) => JSON.parse(readFileSync(path.join(ROOT, 'examples', file), 'utf8')));

async function firstStart(folder, port, installation) {
	const dev = startDev(folder, port);
	try {
		const editor = await dev.printed(/Editor:\s+(\S+)/);
		const signIn = await dev.printed(/Sign in:\s+(\S+) \/ (\S+)/);
		check('prints the editor URL and the sign-in once the editor answers', Boolean(editor && signIn), dev.output().slice(-3000));
		if (!editor || !signIn) return;
		const url = editor[1];
		const owner = { email: signIn[1], password: signIn[2] };
		check('the editor URL is on 127.0.0.1 and the port asked for', url === `http://127.0.0.1:${port}`, url);
		check('the editor page answers', (await fetch(url)).ok);
		// A plain sign-in: restClient would set the owner up itself on an n8n that has none.
		const signedIn = await fetch(`${url}/rest/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ emailOrLdapLoginId: owner.email, password: owner.password }),
		});
		const user = signedIn.ok ? (await signedIn.json()).data : undefined;
		check('signs in through the REST API with the printed email and password', user?.email === owner.email, `HTTP ${signedIn.status}`);
		if (!user) return;
		const rest = await restClient(url, owner);
		const ctx = createContext({ installation, env: {}, n8n: { url }, rest, emulator: null, check, timed: (_label, action) => action() });

		const nodeTypes = (await (await rest.get('/types/nodes.json')).json()).map((type) => type.name);
		check('n8n has both nodes of the package', ['n8n-nodes-deepvue.deepvue', 'n8n-nodes-deepvue.deepvueTrigger'].every((name) => nodeTypes.includes(name)));
		const credentials = (await rest.call('GET', '/credentials')).data;
		check(
			'the Deepvue API credential and the webhook secret credential are there',
			credentials.some((credential) => credential.type === 'deepvueApi' && credential.name === 'Deepvue account') && credentials.some((credential) => credential.type === 'deepvueWebhookSecretApi'),
			JSON.stringify(credentials.map(({ name, type }) => ({ name, type }))),
		);
		const workflows = (await rest.call('GET', '/workflows')).data;
		const byName = (name) => workflows.find((workflow) => workflow.name === name);
		check('every example of examples/ is imported', EXAMPLES.every((example) => byName(example.name)), workflows.map((workflow) => workflow.name).join(', '));
		const results = byName(EXAMPLES.find((example) => example.nodes.some((node) => node.type.endsWith('deepvueTrigger'))).name);
		check('the bulk results workflow (Deepvue Trigger) is published', results?.active === true);

		const manual = EXAMPLES.filter((example) => example.nodes.some((node) => node.type === 'n8n-nodes-base.manualTrigger'));
		for (const example of manual) {
			const run = await ctx.runManually(byName(example.name).id);
			check(`"${example.name}" runs as it is`, run.status === 'success', JSON.stringify(run.data.resultData.error ?? run.status));
		}
		const [resultRun] = await ctx.waitForExecutions(results.id, 1);
		const rows = resultRun ? outputOf(await ctx.runData(resultRun.id), 'Read Result Rows') : [];
		check('the uploaded batch came back to the results workflow, which read its rows', rows.length > 0, JSON.stringify(resultRun));

		const offset = dev.output().length;
		const now = new Date();
		utimesSync(path.join(ROOT, 'nodes', 'Deepvue', 'Deepvue.node.ts'), now, now);
		const reloaded = await dev.printed(/Rebuilt in [\d.]+ s; n8n (reloaded|restarted|did not)[^\n]*/, offset, 120_000);
		check('a changed source file is rebuilt and n8n reloads the package', /reloaded/.test(reloaded?.[0] ?? ''), dev.output().slice(offset));
		const onboarding = manual.find((example) => !example.nodes.some((node) => node.type.endsWith('.deepvue') && node.parameters.operation?.includes('Batch')));
		const again = await ctx.runManually(byName(onboarding.name).id);
		check(`after the reload, "${onboarding.name}" still runs`, again.status === 'success', JSON.stringify(again.data.resultData.error ?? again.status));

		if (screenshot) {
			const browser = await launchChromium();
			try {
				const page = await signedInPage(browser, url, owner);
				await page.goto(`${url}/home/workflows`);
				await page.getByText(onboarding.name).first().waitFor();
				await page.waitForTimeout(1500);
				await page.screenshot({ path: path.resolve(screenshot) });
				console.log(`     screenshot ${screenshot}`);
			} finally {
				await browser.close();
			}
		}
		return { owner, workflows: workflows.length };
	} finally {
		const beforeStop = dev.output().length;
		dev.interrupt();
		const code = await Promise.race([dev.exited, sleep(60_000).then(() => 'still running')]);
		dev.kill();
		check('Ctrl+C stops it, saying so', [0, 'SIGINT'].includes(code) && /Stopped n8n and the emulator/.test(dev.output().slice(beforeStop)), `exit: ${code}\n${dev.output().slice(beforeStop)}`);
		check('nothing is left listening on the editor port', await canListen(port));
		const emulatorUrl = /Emulator:\s+(\S+)/.exec(dev.output())?.[1];
		check('nothing is left listening on the emulator port', emulatorUrl ? await fetch(emulatorUrl).then(() => false, () => true) : false);
	}
}

async function secondStart(folder, port, first) {
	const dev = startDev(folder, port);
	try {
		const signIn = await dev.printed(/Sign in:\s+(\S+) \/ (\S+)/);
		check('a second start on the same folder prints the same sign-in', signIn?.[1] === first.owner.email && signIn?.[2] === first.owner.password, dev.output().slice(-2000));
		if (!signIn) return;
		const rest = await restClient(/Editor:\s+(\S+)/.exec(dev.output())[1], first.owner);
		const workflows = (await rest.call('GET', '/workflows')).data;
		check('a second start imports no example twice', workflows.length === first.workflows, `${workflows.length} workflows, ${first.workflows} before`);
	} finally {
		dev.interrupt();
		await Promise.race([dev.exited, sleep(60_000)]);
		dev.kill();
	}
}

async function takenPort(folder) {
	const server = createServer();
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	try {
		const dev = startDev(folder, port);
		const code = await Promise.race([dev.exited, sleep(120_000).then(() => 'still running')]);
		dev.kill();
		check('a taken port is refused with what to do', code === 1 && new RegExp(`Port ${port} .*taken.*--port`).test(dev.output()), dev.output());
	} finally {
		server.close();
	}
}

const installation = await ensureN8n({ line: '2' });
const folder = mkdtempSync(path.join(tmpdir(), 'deepvue-dev-'));
try {
	const port = await freePort();
	const first = await firstStart(folder, port, installation);
	if (first) await secondStart(folder, port, first);
	await takenPort(folder);
} catch (error) {
	check('the checks ran to the end', false, error.stack ?? error.message);
} finally {
	rmSync(folder, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nAll checks passed');
process.exit(failures.length ? 1 : 0);
