// `npm run dev`: this package in a real n8n editor, in one command. Starts the bundled emulator
// and the n8n 2.x the real-n8n tests use (installed into the cache on first use, see
// testbed/realN8n/n8nInstall.ts), both on 127.0.0.1, with:
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
import {
	type FSWatcher,
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	watch,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import {
	customersTable,
	formLimitsTable,
	isConsentNode,
	kybRecordsTable,
	kycConsentsTable,
	onTables,
} from '../testbed/realN8n/dataTables';
import { flagValue } from '../testbed/realN8n/flags';
import { type Installation, ensureN8n, run } from '../testbed/realN8n/n8nInstall';
import { CREDENTIAL_ID, WEBHOOK_SECRET_CREDENTIAL } from '../testbed/realN8n/exampleCredentials';
import { type EmulatorProcess, startEmulatorProcess } from '../testbed/realN8n/emulatorProcess';
import { type N8nEnv, n8nEnvironment } from '../testbed/realN8n/environment';
import { type N8nProcess, startN8n } from '../testbed/realN8n/n8nProcess';
import { PACKAGE_NAME, PACKAGE_ROOT } from '../testbed/packageIdentity';
import { sampleApplicantLines } from '../testbed/sampleApplicants';
import { sampleMerchantLines } from '../testbed/sampleMerchants';
import { type RestClient, type User, restClient } from '../testbed/realN8n/restClient';
import { activateWorkflow } from '../testbed/realN8n/activation';
import { canListen } from '../testbed/realN8n/ports';
import { importCredential, importCredentials, importWorkflows } from '../testbed/realN8n/imports';

const SOURCES = ['common', 'credentials', 'nodes'];
const RESULTS_EXAMPLE = 'bulk-upi-verification-results.json';
const ONBOARDING_FORM_EXAMPLE = 'onboarding-form.json';
const KYC_FORM_EXAMPLE = 'kyc-onboarding.json';
const MERCHANT_FORM_EXAMPLE = 'merchant-onboarding.json';

const port = Number(flagValue('port', '5678'));
const folder = path.resolve(PACKAGE_ROOT, flagValue('folder', '.n8n-dev'));
const say = (line: string) => console.log(`[dev] ${line}`);
/** The folder as the person typing sees it: relative when under the current folder. */
const shown = (target: string) =>
	path.relative(process.cwd(), target).startsWith('..')
		? target
		: path.relative(process.cwd(), target) || '.';

interface Secrets {
	owner: User;
	webhookSecret: string;
}

/** The sign-in and webhook secret of this folder's n8n: made once, kept in the folder. */
function folderSecrets(): Secrets {
	const file = path.join(folder, 'dev-account.json');
	if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
	// n8n asks for 8 characters or more, with a digit and a capital letter.
	const secrets: Secrets = {
		owner: {
			email: 'dev@example.com',
			firstName: 'Dev',
			lastName: 'Owner',
			password: `Deepvue-${randomBytes(4).toString('hex')}-1`,
		},
		webhookSecret: randomBytes(24).toString('hex'),
	};
	writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
	return secrets;
}

/** An example's workflow id: fixed per file, so a later run knows it is there. */
const exampleId = (file: string) =>
	`dv${createHash('sha256').update(file).digest('hex').slice(0, 14)}`;

interface ExampleWorkflow {
	nodes: Array<{
		type: string;
		parameters?: Record<string, unknown> & {
			options?: Record<string, unknown>;
			webhookUrl?: unknown;
		};
	}>;
}

/** The tables the examples' notes name, as made here. */
interface ExampleTables {
	customers: string;
	kycConsents: string;
	kybRecords: string;
	formLimits: string;
}

/** The table a Data Table node of the example `file` is on: the one its notes name. */
function tableOf(
	file: string,
	node: ExampleWorkflow['nodes'][number],
	tables: ExampleTables,
): string {
	if (file === 'scheduled-reverification.json') return tables.customers;
	if (file === KYC_FORM_EXAMPLE && isConsentNode(node)) return tables.kycConsents;
	if (file === MERCHANT_FORM_EXAMPLE) return tables.kybRecords;
	return tables.formLimits;
}

/**
 * The examples as they run here: the results trigger downloads from the emulator (http), the
 * upload sends the secret, the Data Table nodes are on the tables the examples' notes name.
 */
function examples(webhookSecret: string, tables: ExampleTables): Record<string, ExampleWorkflow> {
	const workflows: Record<string, ExampleWorkflow> = {};
	for (const file of readdirSync(path.join(PACKAGE_ROOT, 'examples')).filter((name) =>
		name.endsWith('.json'),
	)) {
		const workflow = JSON.parse(
			readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8'),
		) as ExampleWorkflow;
		for (const node of workflow.nodes) {
			const parameters = (node.parameters ??= {});
			if (node.type === `${PACKAGE_NAME}.deepvueTrigger`)
				parameters.options = { ...parameters.options, allowLoopbackHttp: true };
			if (typeof parameters.webhookUrl === 'string' && parameters.webhookUrl.includes('token=')) {
				const url = new URL(parameters.webhookUrl);
				url.searchParams.set('token', webhookSecret);
				parameters.webhookUrl = url.toString();
			}
		}
		workflows[exampleId(file)] = onTables(workflow, (node) => tableOf(file, node, tables));
	}
	return workflows;
}

/**
 * Puts the built package where n8n loads community packages from: package.json and dist/, as
 * `npm pack` would ship them. Files are copied over in place and stale ones removed, so n8n's
 * file watcher sees changes, not a folder that vanishes.
 */
function installBuild(): void {
	const target = path.join(folder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
	mkdirSync(target, { recursive: true });
	cpSync(path.join(PACKAGE_ROOT, 'package.json'), path.join(target, 'package.json'));
	cpSync(path.join(PACKAGE_ROOT, 'dist'), path.join(target, 'dist'), { recursive: true });
	const removeStale = (relative: string) => {
		for (const entry of readdirSync(path.join(target, relative), { withFileTypes: true })) {
			const name = path.join(relative, entry.name);
			if (!existsSync(path.join(PACKAGE_ROOT, name)))
				rmSync(path.join(target, name), { recursive: true, force: true });
			else if (entry.isDirectory()) removeStale(name);
		}
	};
	removeStale('dist');
}

/** `npm run build`; its output only when it fails. */
async function build(): Promise<number> {
	const started = Date.now();
	await run('npm', ['run', 'build', '--silent'], { cwd: PACKAGE_ROOT, quiet: true });
	return (Date.now() - started) / 1000;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** n8n and the emulator as they run now; n8n changes when it is restarted. */
interface Running {
	installation: Installation;
	env: N8nEnv;
	secrets: Secrets;
	emulator: EmulatorProcess;
	n8n?: N8nProcess;
	rest?: RestClient;
}

const logFile = () => path.join(folder, 'n8n.log');
let stopping = false;
let restarting = false;
const watchers: FSWatcher[] = [];
let running: Running | undefined;

async function stop(code = 0): Promise<void> {
	if (stopping) return;
	stopping = true;
	for (const watcher of watchers) watcher.close();
	await running?.n8n?.stop();
	await running?.emulator.stop();
	say(
		`Stopped n8n and the emulator. n8n's data stays in ${shown(folder)}/ for the next run (delete it to start afresh).`,
	);
	process.exit(code);
}

async function startAndSignIn(state: Running): Promise<{ n8n: N8nProcess; rest: RestClient }> {
	say(`Starting n8n ${state.installation.version} (its log: ${shown(logFile())})...`);
	const n8n = await startN8n(state.installation, state.env, logFile());
	state.n8n = n8n;
	const rest = await restClient(n8n.url, state.secrets.owner);
	state.rest = rest;
	void n8n.exited.then((code) => {
		if (stopping || restarting) return;
		say(
			`n8n stopped by itself (exit code ${code}); its last lines:\n${n8n.log().split('\n').slice(-15).join('\n')}`,
		);
		void stop(1);
	});
	return { n8n, rest };
}

/** The examples that are live in n8n so they can be tried: the results trigger (for the upload's batch) and the forms. */
const LIVE_EXAMPLES = [
	RESULTS_EXAMPLE,
	ONBOARDING_FORM_EXAMPLE,
	KYC_FORM_EXAMPLE,
	MERCHANT_FORM_EXAMPLE,
];

/** Imports the examples not in n8n yet (a deleted one comes back), and publishes the live ones. */
async function importExamples(state: Running, rest: RestClient): Promise<number> {
	const present = new Set(
		(await rest.call<{ data: Array<{ id: string }> }>('GET', '/workflows')).data.map(
			(workflow) => workflow.id,
		),
	);
	const tables = {
		customers: (await customersTable(rest)).id,
		kycConsents: (await kycConsentsTable(rest)).id,
		kybRecords: (await kybRecordsTable(rest)).id,
		formLimits: (await formLimitsTable(rest)).id,
	};
	const missing = Object.fromEntries(
		Object.entries(examples(state.secrets.webhookSecret, tables)).filter(
			([id]) => !present.has(id),
		),
	);
	if (Object.keys(missing).length) await importWorkflows(state.installation, state.env, missing);
	for (const file of LIVE_EXAMPLES) {
		const id = exampleId(file);
		if (
			!(await rest.call<{ data: { active?: boolean } }>('GET', `/workflows/${id}`)).data.active &&
			!(await activateWorkflow(rest, state.installation, id))
		) {
			say(`The example ${file} could not be published; publish it in the editor to try it.`);
		}
	}
	return Object.keys(missing).length;
}

/** Waits for n8n's dev reload to report it; restarts n8n when it does not within 15 s. */
async function reloaded(
	state: Running,
	n8n: N8nProcess,
	logBefore: number,
	seconds: number,
): Promise<void> {
	for (let waited = 0; waited < 15_000; waited += 250) {
		const logged = n8n.log().slice(logBefore);
		if (
			logged.includes(`Hot reload triggered for ${PACKAGE_NAME}`) &&
			!logged.includes(`Hot reload failed for ${PACKAGE_NAME}`)
		) {
			// n8n tells the open editor the node descriptions changed; a node panel already open shows them when reopened.
			say(`Rebuilt in ${seconds.toFixed(1)} s; n8n reloaded ${PACKAGE_NAME}.`);
			return;
		}
		await sleep(250);
	}
	say(
		`Rebuilt in ${seconds.toFixed(1)} s; n8n did not reload it by itself, so it is restarting...`,
	);
	restarting = true;
	await n8n.stop();
	const restarted = await startAndSignIn(state);
	restarting = false;
	say(`n8n restarted with the new build: ${restarted.n8n.url}`);
}

// Rebuilds one at a time; a change during a build brings one more.
let building = false;
let changedAgain = false;
async function rebuild(state: Running, changed: string): Promise<void> {
	if (building) {
		changedAgain = true;
		return;
	}
	building = true;
	say(`${changed} changed: rebuilding...`);
	try {
		const seconds = await build();
		const n8n = state.n8n;
		if (!n8n) return;
		const logBefore = n8n.log().length;
		installBuild();
		await reloaded(state, n8n, logBefore, seconds);
	} catch (error) {
		say(
			`The build failed; n8n keeps the last build.\n${messageOf(error).split('\n').slice(1).join('\n')}`,
		);
	} finally {
		building = false;
		if (changedAgain && !stopping) {
			changedAgain = false;
			void rebuild(state, 'more');
		}
	}
}

async function main(): Promise<void> {
	if (!(await canListen(port))) {
		say(
			`Port ${port} on 127.0.0.1 is taken: another n8n, or another \`npm run dev\`, is running. Stop it, or choose another port: npm run dev -- --port ${port + 10}`,
		);
		process.exit(1);
	}
	const installation = await ensureN8n({ line: '2', log: say });
	say('Building the package...');
	await build().catch((error: unknown) => {
		say(`The build failed; fix it and run npm run dev again.\n${messageOf(error)}`);
		process.exit(1);
	});
	mkdirSync(folder, { recursive: true });
	installBuild();
	const secrets = folderSecrets();
	const emulator = await startEmulatorProcess();
	const env: N8nEnv = { ...n8nEnvironment(installation, folder, port), N8N_DEV_RELOAD: 'true' };
	const state: Running = { installation, env, secrets, emulator };
	running = state;
	process.on('SIGINT', () => void stop());
	process.on('SIGTERM', () => void stop());
	// The credentials are written at every start: the emulator's port and client differ each time.
	await importCredential(installation, env, emulator);
	await importCredentials(installation, env, [
		{
			...WEBHOOK_SECRET_CREDENTIAL,
			type: 'deepvueWebhookSecretApi',
			data: { secretToken: secrets.webhookSecret },
		},
	]);

	const { n8n, rest } = await startAndSignIn(state);
	const imported = await importExamples(state, rest);
	say(
		`Ready: n8n ${installation.version} with ${PACKAGE_NAME} from this working tree${imported ? `, ${imported} example workflow(s) imported` : ''}.`,
	);
	console.log(`
  Editor:   ${n8n.url}
  Sign in:  ${secrets.owner.email} / ${secrets.owner.password}
  Emulator: ${emulator.baseUrl} (the "Deepvue account" credential, id ${CREDENTIAL_ID}, points at it)

  The examples are under Overview. "onboarding check", "vendor onboarding", "nightly upload"
  and "re-verification" (on the deepvue_customers table, five sample customers) run as they are
  (Execute workflow); the upload's batch comes back to "results", which is published. The KYC
  assistant needs an OpenAI credential of your own.

  The two forms are published. Type one of these applicants to see each decision (the emulator
  knows them); the onboarding form's decision is in its execution (Onboarding Decision), the KYC
  form's in the kyc_consents Data Table. A mobile number is checked 3 times a day, one application
  at a time; a typing mistake (a 9-digit number, a PAN like ABRCA1017K) is asked again first.

${sampleApplicantLines(n8n.url)
	.map((line) => `  ${line}`)
	.join('\n')}

  The merchant onboarding form (the risk team's) is published too: type one of these merchants
  to see each decision, shown on its last page and kept in the kyb_records Data Table.

${sampleMerchantLines(n8n.url)
	.map((line) => `  ${line}`)
	.join('\n')}
`);
	say(
		`Watching ${SOURCES.join('/, ')}/: a change rebuilds the package and n8n reloads it. Ctrl+C stops everything.`,
	);

	let pending: NodeJS.Timeout | undefined;
	for (const source of SOURCES) {
		watchers.push(
			watch(path.join(PACKAGE_ROOT, source), { recursive: true }, (_event, file) => {
				clearTimeout(pending);
				pending = setTimeout(() => void rebuild(state, path.join(source, String(file ?? ''))), 300);
			}),
		);
	}
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
	if (running) void stop(1);
	else process.exit(1);
});
