// End-to-end checks of the package in a real n8n, on each tested n8n line (`npm run test:n8n`,
// which builds first). For each line (1: n8n 1.123.81, 2: n8n 2.41.3), one test:
//
//   1. installs that n8n on Node 24 into ~/.cache/n8n-nodes-deepvue/n8n-<version> (reused when
//      present; N8N_TEST_CACHE to move the folder), see testbed/realN8n/n8nInstall.ts;
//   2. installs the packed package into a fresh n8n user folder and starts the API emulator, which
//      answers a fifth of the lookups 503 so that the node's retries are part of every run;
//   3. imports a credential pointed at the emulator, starts `n8n start` and signs in as the owner;
//   4. runs the check modules of CHECKS (e2e/n8n/<name>.ts; what they are given is described in
//      e2e/lib/n8nContext.ts), each a subtest whose checks are its subtests, then stops n8n and
//      the emulator.
//
//   node --require ts-node/register/transpile-only --test-reporter=spec e2e/n8n.test.ts \
//     [--line 1|2] [--check NAME[,NAME...]] [--keep-running]
//
// Without --line, both lines run, one after the other; --check runs the named modules only. A
// module that throws is one failed check ("<name> checks ran to the end"); the next one still
// runs. --keep-running leaves each line's n8n and emulator running after its checks (for a look
// in the editor), until Ctrl+C.
import path from 'node:path';
import { test } from 'node:test';

import { checksIn, describeError } from './lib/checks';
import { flagValue } from '../testbed/realN8n/flags';
import { createContext, type N8nContext, type Timed } from './lib/n8nContext';
import {
	ensureN8n,
	linesAsked,
	versionAsked,
	type Installation,
} from '../testbed/realN8n/n8nInstall';
import { OWNER, restClient } from '../testbed/realN8n/restClient';
import { freePort } from '../testbed/realN8n/ports';
import { importCredential } from '../testbed/realN8n/imports';
import { n8nEnvironment } from '../testbed/realN8n/environment';
import { prepareUserFolder } from '../testbed/realN8n/userFolder';
import { startEmulatorProcess } from '../testbed/realN8n/emulatorProcess';
import { startN8n, type N8nProcess } from '../testbed/realN8n/n8nProcess';
import * as agent from './n8n/agent';
import * as breakingChanges from './n8n/breakingChanges';
import * as contract from './n8n/contract';
import * as credentialTest from './n8n/credentialTest';
import * as digilockerRoundTrip from './n8n/digilockerRoundTrip';
import * as entitlement from './n8n/entitlement';
import * as examples from './n8n/examples';
import * as failedRows from './n8n/failedRows';
import * as formLimits from './n8n/formLimits';
import * as formsInBrowser from './n8n/formsInBrowser';
import * as httpRequest from './n8n/httpRequest';
import * as kycContract from './n8n/kycContract';
import * as kycNoLeaks from './n8n/kycNoLeaks';
import * as kycOnboarding from './n8n/kycOnboarding';
import * as kybContract from './n8n/kybContract';
import * as loaded from './n8n/loaded';
import * as log from './n8n/log';
import * as onboardingForm from './n8n/onboardingForm';
import * as payingOnce from './n8n/payingOnce';
import * as requestOptions from './n8n/requestOptions';
import * as retries from './n8n/retries';
import * as reverification from './n8n/reverification';
import * as schemas from './n8n/schemas';
import * as ssrf from './n8n/ssrf';
import * as trigger from './n8n/trigger';
import * as vendorOnboarding from './n8n/vendorOnboarding';
import * as merchantOnboarding from './n8n/merchantOnboarding';

interface CheckModule {
	run: (ctx: N8nContext) => Promise<void>;
}

// The check modules, in the order they run. Adding one is adding it here. `kycOnboarding`
// searches everything n8n keeps for an Aadhaar number or a photo, so it runs before the modules
// that put them there on purpose (kycContract posts a number and photos, digilockerRoundTrip keeps
// its executions); `kycNoLeaks` searches what every module before it left in n8n, and `log` reads
// n8n's log after all the others, so they stay last.
const CHECKS: Record<string, CheckModule> = {
	loaded,
	schemas,
	contract,
	kybContract,
	kycOnboarding,
	kycContract,
	digilockerRoundTrip,
	examples,
	onboardingForm,
	formLimits,
	formsInBrowser,
	vendorOnboarding,
	merchantOnboarding,
	retries,
	failedRows,
	requestOptions,
	trigger,
	httpRequest,
	credentialTest,
	ssrf,
	agent,
	payingOnce,
	reverification,
	breakingChanges,
	entitlement,
	kycNoLeaks,
	log,
};

const keepRunning = process.argv.includes('--keep-running');
const checkAsked = flagValue('check');
const names = checkAsked ? checkAsked.split(',') : Object.keys(CHECKS);

function printTimings(timings: Array<[string, number]>): void {
	console.log('\nTimings (s):');
	for (const [label, seconds] of timings)
		console.log(`  ${label.padEnd(60)} ${seconds.toFixed(1)}`);
}

for (const line of linesAsked()) {
	test(`n8n ${versionAsked(line)}`, async (t) => {
		const started = Date.now();
		const timings: Array<[string, number]> = [];
		const timedFor: Timed = async (label, action) => {
			const actionStarted = Date.now();
			try {
				return await action();
			} finally {
				timings.push([label, (Date.now() - actionStarted) / 1000]);
			}
		};
		let installation: Installation;
		let userFolder: string;
		try {
			installation = await timedFor(`line ${line}: install n8n (0 when cached)`, () =>
				ensureN8n({ line }),
			);
			userFolder = prepareUserFolder();
		} catch (error) {
			// The install or the user folder failed: nothing of this line could be checked.
			await checksIn(t, `[line ${line}]`)(
				'n8n installed and prepared',
				false,
				describeError(error),
			);
			return;
		}
		const tag = `[n8n ${installation.version}]`;
		const timed: Timed = (label, action) => timedFor(`${tag} ${label}`, action);

		// A fifth of the lookups answered 503 (a fixed sequence), so that the node's retries run in n8n.
		const emulator = await timed('start emulator', () =>
			startEmulatorProcess({ unavailableShare: 0.2 }),
		);
		// n8n 2.x deletes the executions a workflow does not save (and their files) in rounds, every
		// 15 minutes by default: every minute here, so that the checks see it done (kycOnboarding).
		const env = {
			...n8nEnvironment(installation, userFolder, await freePort()),
			EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL: '1',
		};
		console.log(`\n${tag} user folder ${userFolder}, emulator ${emulator.baseUrl}`);
		let n8n: N8nProcess | undefined;
		try {
			await timed('import credential', () => importCredential(installation, env, emulator));
			const running = await timed('n8n start until ready', () =>
				startN8n(installation, env, path.join(userFolder, 'n8n.log')),
			);
			n8n = running;
			const rest = await restClient(running.url);
			for (const name of names) {
				await t.test(name, async (moduleTest) => {
					const check = checksIn(moduleTest, tag);
					const checkModule = CHECKS[name];
					if (!checkModule)
						return await check(
							`${name} checks ran to the end`,
							false,
							`No check module ${name}: one of ${Object.keys(CHECKS).join(', ')}`,
						);
					const ctx = createContext({
						installation,
						env,
						n8n: running,
						rest,
						emulator,
						check,
						timed,
					});
					await timed(`checks: ${name}`, () => checkModule.run(ctx)).catch((error: unknown) =>
						check(`${name} checks ran to the end`, false, describeError(error)),
					);
				});
			}
		} catch (error) {
			await checksIn(t, tag)(
				'n8n started with the package and the credential',
				false,
				describeError(error),
			);
		} finally {
			if (keepRunning && n8n) {
				console.log(
					`\nn8n ${installation.version} is running at ${n8n.url} (owner ${OWNER.email} / ${OWNER.password}); emulator at ${emulator.baseUrl}. Ctrl+C stops both.`,
				);
				await new Promise((resolve) => process.once('SIGINT', resolve));
			}
			await timed('stop n8n and the emulator', async () => {
				await n8n?.stop();
				await emulator.stop();
			});
			timings.push([`${tag} whole line`, (Date.now() - started) / 1000]);
			printTimings(timings);
		}
	});
}
