// Runs the whole jest suite (`npm test`'s tests) against the n8n-core and n8n-workflow of an
// installed n8n (installed first when missing, see testbed/realN8n/n8nInstall.ts). Build first.
//
//   npm run test:engine -- [--line 1|2] [--n8n-version latest-2|<version>] [jest arguments]
//   npm run test:engine-v1 -- [jest arguments]      the same with --line 1: n8n 1.123.81, which
//                                                    ships n8n-core 1.122 and n8n-workflow 1.120
//
// Line 1 is the default. `--n8n-version` takes another release of the line than the pinned one:
// the weekly canary runs the suite against the newest n8n 2.x this way.
// jest.engine.config.js maps n8n-core, n8n-workflow and the two @n8n packages the harness
// uses to that installation, for the tests and for the package's own `require('n8n-workflow')`.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { ensureN8n } from '../testbed/realN8n/n8nInstall';
import { flagValue } from '../testbed/realN8n/flags';

const ROOT = path.resolve(__dirname, '..');
const OWN_FLAGS = ['line', 'n8n-version'];

/** The arguments after the script's own flags, for jest. */
function jestArguments(): string[] {
	const args = process.argv.slice(2);
	return args.filter(
		(arg, index) =>
			!OWN_FLAGS.includes(arg.replace(/^--/, '')) &&
			!OWN_FLAGS.includes((args[index - 1] ?? '').replace(/^--/, '')),
	);
}

async function main(): Promise<void> {
	const { n8nRoot } = await ensureN8n({ line: flagValue('line', '1') });
	const modules = path.join(n8nRoot, 'node_modules');
	const versions = ['n8n-core', 'n8n-workflow'].map(
		(name) =>
			`${name} ${(require(path.join(modules, name, 'package.json')) as { version: string }).version}`,
	);
	console.log(`Running the tests against ${versions.join(' and ')} from ${modules}`);

	// --forceExit: n8n-core 1.x leaves handles open after a test file (the suite itself ends).
	const jest = spawn(
		process.execPath,
		[
			path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
			'-c',
			'jest.engine.config.js',
			'--forceExit',
			...jestArguments(),
		],
		{ cwd: ROOT, stdio: 'inherit', env: { ...process.env, ENGINE_MODULES: modules } },
	);
	jest.on('close', (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
