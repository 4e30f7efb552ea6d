// `npm run dev` checked the way a person uses it (`npm run test:dev`): runs it on a free port with
// a throwaway n8n folder, waits for the editor URL and sign-in it prints, signs in with them
// through n8n's REST API, finds both nodes, the credentials and every example, runs each example
// with a manual trigger (the upload's batch must come back to the results workflow), changes a
// source file's time and waits for the rebuild and n8n's reload, runs an example again, then
// stops it as Ctrl+C does and checks nothing is left listening. A second start on the same folder
// must sign in with the same details and import nothing twice; a taken port must be refused with
// advice.
//
//   npm run test:dev [-- --screenshot FILE] [-- --pictures DIR]
//
// With --screenshot, the editor's workflow list as `npm run dev` leaves it is saved to FILE
// (docs/screenshots/dev-editor.png is the README's), through Debian's Chromium. With --pictures,
// each example's canvas as `npm run dev` imported it is saved to DIR/example-<file name>.png
// (docs/screenshots/ holds the README's) and must show every node of the file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { sleep } from 'n8n-workflow';

import { BROWSER_USER_AGENT, canvasPicture, launchChromium, signedInPage } from './lib/browser';
import { type Check, checksIn, describeError } from './lib/checks';
import { flagValue } from '../testbed/realN8n/flags';
import { KYC_CONSENTS_TABLE, SAMPLE_CUSTOMERS, findTable } from '../testbed/realN8n/dataTables';
import { photoOf } from '../testbed/emulator/identity/samplePhotos';
import {
	KYC_FORM_SAMPLES,
	ONBOARDING_FORM_SAMPLES,
	type Decision,
	type KycFormSample,
	type OnboardingFormSample,
} from '../testbed/sampleApplicants';
import { KYC_FORM_PATH, applyForKyc, waitsForDigiLocker } from './lib/kycJourney';
import { submitOnboardingForm } from './lib/onboardingFormJourney';
import { hasEnded } from '../testbed/realN8n/executions';
import { RUN_BY_HAND, createContext, outputOf } from './lib/n8nContext';
import { ensureN8n, type Installation } from '../testbed/realN8n/n8nInstall';
import { DEEPVUE_ACCOUNT, PACKAGE_ROOT } from '../testbed/packageIdentity';
import { type User, restClient } from '../testbed/realN8n/restClient';
import { canListen, freePort } from '../testbed/realN8n/ports';

const TAG = '[npm run dev]';
const screenshot = flagValue('screenshot');
const pictures = flagValue('pictures');

interface ExampleNode {
	type: string;
	parameters: { operation?: string };
}
interface Example {
	file: string;
	name: string;
	nodes: ExampleNode[];
}
interface Workflow {
	id: string;
	name: string;
	active?: boolean;
}
interface Credential {
	name: string;
	type: string;
}
interface FirstStart {
	owner: User;
	workflows: number;
}

/** What `promise` resolves to, or `fallback` after `ms`; the timer is cleared so it does not hold the test process open. */
async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
	try {
		return await Promise.race([promise, timeout]);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * `npm run dev` in its own process group, so that a signal reaches it as Ctrl+C does; on the n8n
 * release given with `--n8n-version`, if any.
 */
function startDev(folder: string, port: number) {
	const version = flagValue('n8n-version');
	const args = ['--port', String(port), '--folder', folder];
	if (version) args.push('--n8n-version', version);
	const child = spawn('npm', ['run', 'dev', '--', ...args], {
		cwd: PACKAGE_ROOT,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
	child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
	// npm ends by the signal itself (no exit code) when Ctrl+C reaches it with its script.
	const exited = new Promise<number | string | null>((resolve) =>
		child.once('exit', (code, signal) => resolve(code ?? signal)),
	);
	const group = -(child.pid ?? 0);
	return {
		output: () => output,
		exited,
		/** Waits until what it printed after `offset` matches `pattern`; null when it exits first or after the timeout. */
		async printed(
			pattern: RegExp,
			offset = 0,
			timeoutMs = 600_000,
		): Promise<RegExpExecArray | null> {
			const until = Date.now() + timeoutMs;
			for (;;) {
				const found = pattern.exec(output.slice(offset));
				if (found) return found;
				if (child.exitCode !== null || Date.now() > until) return null;
				await sleep(200);
			}
		},
		interrupt: () => process.kill(group, 'SIGINT'),
		kill: () => child.exitCode === null && process.kill(group, 'SIGKILL'),
	};
}

const EXAMPLES: Example[] = readdirSync(path.join(PACKAGE_ROOT, 'examples'))
	.filter((file) => file.endsWith('.json'))
	.map((file) => ({
		file,
		...(JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8')) as Omit<
			Example,
			'file'
		>),
	}));

/** The decision the onboarding form made for `sample`, read from its execution. */
async function onboardingDecision(
	url: string,
	ctx: ReturnType<typeof createContext>,
	sample: OnboardingFormSample,
): Promise<unknown> {
	const { executionId } = await submitOnboardingForm(url, sample);
	let run = await ctx.runData(executionId);
	for (let waited = 0; !hasEnded(run) && waited < 60_000; waited += 500) {
		await sleep(500);
		run = await ctx.runData(executionId);
	}
	return outputOf(run, 'Onboarding Decision')[0]?.json.decision ?? run.status;
}

/** The decision the KYC form made for `sample`, read from its consent record. */
async function kycDecision(
	url: string,
	ctx: ReturnType<typeof createContext>,
	sample: KycFormSample,
): Promise<unknown> {
	const journey = await applyForKyc(
		url,
		{
			fullName: sample.fullName,
			mobile: sample.mobile,
			dateOfBirth: sample.dateOfBirth,
			email: 'applicant@example.com',
			selfie: {
				bytes: photoOf(sample.selfieOf, 'selfie'),
				fileName: `${sample.selfieOf}-selfie.jpg`,
			},
		},
		{ as: sample.signInAs, decision: 'allow' },
		{ beforeAnswering: (executionId) => waitsForDigiLocker(ctx.runData, executionId) },
	);
	const table = await findTable(ctx.rest, KYC_CONSENTS_TABLE);
	for (let waited = 0; table && waited < 60_000; waited += 1000) {
		const row = (await table.rows()).find(
			(candidate) => candidate.application_id === journey.executionId,
		);
		// The record is written at the consent (pending), and completed with the decision.
		if (row && row.decision !== 'pending') return row.decision;
		await sleep(1000);
	}
	return `no consent record (${table ? 'table' : 'no table'} ${KYC_CONSENTS_TABLE})`;
}

/**
 * The sample applicants `npm run dev` prints, typed into the published forms as a person would:
 * each must get the decision printed beside it.
 */
async function sampleApplicants(
	check: Check,
	printed: string,
	url: string,
	ctx: ReturnType<typeof createContext>,
): Promise<void> {
	type Tried = readonly [
		label: string,
		shown: boolean,
		decision: Decision,
		got: () => Promise<unknown>,
	];
	const tried: Tried[] = [
		...ONBOARDING_FORM_SAMPLES.map(
			(sample) =>
				[
					`onboarding form, ${sample.fullName} (${sample.mobile})`,
					printed.includes(sample.fullName) && printed.includes(sample.upiId),
					sample.decision,
					() => onboardingDecision(url, ctx, sample),
				] as const,
		),
		...KYC_FORM_SAMPLES.map(
			(sample) =>
				[
					`KYC form, ${sample.fullName} (${sample.mobile}, ${sample.selfieOf}'s selfie, signs in at DigiLocker as ${sample.signInAs})`,
					printed.includes(sample.mobile) && printed.includes(`${sample.selfieOf}-selfie.jpg`),
					sample.decision,
					() => kycDecision(url, ctx, sample),
				] as const,
		),
	];
	for (const [label, shown, decision, got] of tried) {
		await check(`prints a sample applicant of the ${label}`, shown);
		const made = await got().catch((error: unknown) => describeError(error));
		await check(`${label}: ${decision}`, made === decision, String(made));
	}
}

async function firstStart(
	check: Check,
	folder: string,
	port: number,
	installation: Installation,
): Promise<FirstStart | undefined> {
	const dev = startDev(folder, port);
	try {
		const editor = await dev.printed(/Editor:\s+(\S+)/);
		const signIn = await dev.printed(/Sign in:\s+(\S+) \/ (\S+)/);
		await check(
			'prints the editor URL and the sign-in once the editor answers',
			Boolean(editor && signIn),
			dev.output().slice(-3000),
		);
		if (!editor || !signIn) return undefined;
		const url = editor[1];
		// The names are those npm run dev gives its owner; restClient only needs them on an n8n without one.
		const owner: User = {
			email: signIn[1],
			password: signIn[2],
			firstName: 'Dev',
			lastName: 'Owner',
		};
		await check(
			'the editor URL is on 127.0.0.1 and the port asked for',
			url === `http://127.0.0.1:${port}`,
			url,
		);
		await check('the editor page answers', (await fetch(url)).ok);
		// A plain sign-in: restClient would set the owner up itself on an n8n that has none.
		const signedIn = await fetch(`${url}/rest/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ emailOrLdapLoginId: owner.email, password: owner.password }),
		});
		const user = signedIn.ok
			? ((await signedIn.json()) as { data?: { email?: string } }).data
			: undefined;
		await check(
			'signs in through the REST API with the printed email and password',
			user?.email === owner.email,
			`HTTP ${signedIn.status}`,
		);
		if (!user) return undefined;
		const rest = await restClient(url, owner);
		const ctx = createContext({
			installation,
			env: { N8N_USER_FOLDER: folder, N8N_PORT: String(port) },
			n8n: { url },
			rest,
			emulator: null,
			check,
			timed: (_label, action) => action(),
		});

		const nodeTypes = (
			(await (await rest.get('/types/nodes.json')).json()) as Array<{ name: string }>
		).map((type) => type.name);
		await check(
			'n8n has both nodes of the package',
			['n8n-nodes-deepvue.deepvue', 'n8n-nodes-deepvue.deepvueTrigger'].every((name) =>
				nodeTypes.includes(name),
			),
		);
		const credentials = ((await rest.call('GET', '/credentials')) as { data: Credential[] }).data;
		await check(
			'the Deepvue API credential and the webhook secret credential are there',
			credentials.some(
				(credential) => credential.type === 'deepvueApi' && credential.name === DEEPVUE_ACCOUNT,
			) && credentials.some((credential) => credential.type === 'deepvueWebhookSecretApi'),
			JSON.stringify(credentials.map(({ name, type }) => ({ name, type }))),
		);
		const workflows = ((await rest.call('GET', '/workflows')) as { data: Workflow[] }).data;
		const byName = (name: string) => workflows.find((workflow) => workflow.name === name);
		await check(
			'every example of examples/ is imported',
			EXAMPLES.every((example) => byName(example.name)),
			workflows.map((workflow) => workflow.name).join(', '),
		);
		const resultsExample = EXAMPLES.find((example) =>
			example.nodes.some((node) => node.type.endsWith('deepvueTrigger')),
		);
		const results = resultsExample && byName(resultsExample.name);
		await check(
			'the bulk results workflow (Deepvue Trigger) is published',
			results?.active === true,
		);

		const manual = EXAMPLES.filter((example) =>
			example.nodes.some((node) => RUN_BY_HAND.includes(node.type)),
		);
		const idOf = (example: Example) => {
			const workflow = byName(example.name);
			if (!workflow) throw new Error(`"${example.name}" is not in n8n`);
			return workflow.id;
		};
		for (const example of manual) {
			const run = await ctx.runManually(idOf(example));
			await check(
				`"${example.name}" runs as it is`,
				run.status === 'success',
				JSON.stringify(run.data.resultData.error ?? run.status),
			);
			const [summary] = example.nodes.some((node) => node.type === 'n8n-nodes-base.dataTable')
				? outputOf(run, 'Summary')
				: [];
			if (summary) {
				await check(
					'the re-verification example checks the sample customers of its table: 2 ok, 1 revoked, 1 UPI account closed, 1 name changed',
					summary.json.checked === SAMPLE_CUSTOMERS.length &&
						summary.json.ok === 2 &&
						summary.json.revoked === 1 &&
						summary.json.upi_closed === 1 &&
						summary.json.name_changed === 1,
					JSON.stringify(summary.json),
				);
			}
		}
		// The form ignores bots (a user agent such as Node's fetch): ask as a browser does.
		const form = await fetch(`${url}/form/deepvue-onboarding`, {
			headers: { 'user-agent': BROWSER_USER_AGENT },
		});
		await check(
			'the onboarding form is published: its page answers',
			form.ok && (await form.text()).includes('Open your account'),
			`HTTP ${form.status}`,
		);
		const kycForm = await fetch(`${url}/form/${KYC_FORM_PATH}`, {
			headers: { 'user-agent': BROWSER_USER_AGENT },
		});
		await check(
			'the KYC form is published: its page answers',
			kycForm.ok && (await kycForm.text()).includes('Verify your identity'),
			`HTTP ${kycForm.status}`,
		);
		await sampleApplicants(check, dev.output(), url, ctx);
		const [resultRun] = results ? await ctx.waitForExecutions(results.id, 1) : [];
		const rows = resultRun ? outputOf(await ctx.runData(resultRun.id), 'Read Result Rows') : [];
		await check(
			'the uploaded batch came back to the results workflow, which read its rows',
			rows.length > 0,
			JSON.stringify(resultRun),
		);

		const offset = dev.output().length;
		const now = new Date();
		utimesSync(path.join(PACKAGE_ROOT, 'nodes', 'Deepvue', 'Deepvue.node.ts'), now, now);
		const reloaded = await dev.printed(
			/Rebuilt in [\d.]+ s; n8n (reloaded|restarted|did not)[^\n]*/,
			offset,
			120_000,
		);
		await check(
			'a changed source file is rebuilt and n8n reloads the package',
			/reloaded/.test(reloaded?.[0] ?? ''),
			dev.output().slice(offset),
		);
		const onboarding = manual.find(
			(example) =>
				!example.nodes.some(
					(node) => node.type.endsWith('.deepvue') && node.parameters.operation?.includes('Batch'),
				),
		);
		if (!onboarding) throw new Error('No example with a manual trigger that uploads no batch');
		const again = await ctx.runManually(idOf(onboarding));
		await check(
			`after the reload, "${onboarding.name}" still runs`,
			again.status === 'success',
			JSON.stringify(again.data.resultData.error ?? again.status),
		);

		if (screenshot || pictures) {
			const browser = await launchChromium();
			try {
				const page = await signedInPage(browser, url, owner);
				if (screenshot) {
					await page.goto(`${url}/home/workflows`);
					await page.getByText(onboarding.name).first().waitFor();
					await page.waitForTimeout(1500);
					await page.screenshot({ path: path.resolve(screenshot) });
					console.log(`     screenshot ${screenshot}`);
				}
				for (const example of pictures ? EXAMPLES : []) {
					const file = path.resolve(
						pictures ?? '',
						`example-${example.file.replace(/\.json$/, '')}.png`,
					);
					const shown = await canvasPicture(page, url, idOf(example), file);
					await check(
						`"${example.name}" opens in the editor with all its ${example.nodes.length} nodes (${path.basename(file)})`,
						shown === example.nodes.length,
						`${shown} shown`,
					);
				}
			} finally {
				await browser.close();
			}
		}
		return { owner, workflows: workflows.length };
	} finally {
		const beforeStop = dev.output().length;
		dev.interrupt();
		const code = await within(dev.exited, 60_000, 'still running');
		dev.kill();
		await check(
			'Ctrl+C stops it, saying so',
			(code === 0 || code === 'SIGINT') &&
				/Stopped n8n and the emulator/.test(dev.output().slice(beforeStop)),
			`exit: ${code}\n${dev.output().slice(beforeStop)}`,
		);
		await check('nothing is left listening on the editor port', await canListen(port));
		const emulatorUrl = /Emulator:\s+(\S+)/.exec(dev.output())?.[1];
		await check(
			'nothing is left listening on the emulator port',
			emulatorUrl
				? await fetch(emulatorUrl).then(
						() => false,
						() => true,
					)
				: false,
		);
	}
}

async function secondStart(
	check: Check,
	folder: string,
	port: number,
	first: FirstStart,
): Promise<void> {
	const dev = startDev(folder, port);
	try {
		const signIn = await dev.printed(/Sign in:\s+(\S+) \/ (\S+)/);
		await check(
			'a second start on the same folder prints the same sign-in',
			signIn?.[1] === first.owner.email && signIn?.[2] === first.owner.password,
			dev.output().slice(-2000),
		);
		const editor = /Editor:\s+(\S+)/.exec(dev.output());
		if (!signIn || !editor) return;
		const rest = await restClient(editor[1], first.owner);
		const workflows = ((await rest.call('GET', '/workflows')) as { data: Workflow[] }).data;
		await check(
			'a second start imports no example twice',
			workflows.length === first.workflows,
			`${workflows.length} workflows, ${first.workflows} before`,
		);
	} finally {
		dev.interrupt();
		await within(dev.exited, 60_000, undefined);
		dev.kill();
	}
}

async function takenPort(check: Check, folder: string): Promise<void> {
	const server = createServer();
	const port = await freePort();
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	try {
		const dev = startDev(folder, port);
		const code = await within(dev.exited, 120_000, 'still running');
		dev.kill();
		await check(
			'a taken port is refused with what to do',
			code === 1 && new RegExp(`Port ${port} .*taken.*--port`).test(dev.output()),
			dev.output(),
		);
	} finally {
		server.close();
	}
}

void test('npm run dev', async (t) => {
	const installation = await ensureN8n({ line: '2' });
	const folder = mkdtempSync(path.join(tmpdir(), 'deepvue-dev-'));
	try {
		const port = await freePort();
		let first: FirstStart | undefined;
		await t.test('first start', async (step) => {
			first = await firstStart(checksIn(step, TAG), folder, port, installation);
		});
		const started = first;
		if (started)
			await t.test(
				'second start on the same folder',
				async (step) => await secondStart(checksIn(step, TAG), folder, port, started),
			);
		await t.test('a taken port', async (step) => await takenPort(checksIn(step, TAG), folder));
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
});
