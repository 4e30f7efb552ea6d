// Runs the whole jest suite (`npm test`'s tests) against the n8n-core and n8n-workflow that
// n8n 1.123.81 ships (n8n-core 1.122, n8n-workflow 1.120), taken from the n8n installation that
// `npm run test:n8n` uses (installed first when missing, see testbed/realN8n/n8nInstall.ts). Build first.
//
//   npm run test:engine-v1 -- [jest arguments]
//
// jest.engine-v1.config.js maps n8n-core, n8n-workflow and the two @n8n packages the harness
// uses to that installation, for the tests and for the package's own `require('n8n-workflow')`.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { ensureN8n } from '../testbed/realN8n/n8nInstall';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
	const { n8nRoot } = await ensureN8n({ line: '1' });
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
			'jest.engine-v1.config.js',
			'--forceExit',
			...process.argv.slice(2),
		],
		{ cwd: ROOT, stdio: 'inherit', env: { ...process.env, ENGINE_MODULES: modules } },
	);
	jest.on('close', (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
