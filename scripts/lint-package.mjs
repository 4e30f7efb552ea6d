#!/usr/bin/env node
// Lints the package as n8n's community-package scanner (@n8n/scan-community-package) does before
// n8n verifies a package, so that a failure shows up here rather than after publishing:
//
//   1. the sources: package.json and {nodes,credentials}/**/*.{js,ts,json} (the scanner lints the
//      commit named in the package's npm provenance; here, the working tree);
//   2. the published tarball: `npm pack`, unpacked, then its **/*.js and package.json.
//
// Both with the scanner's own ESLint config (n8n's community-node rules, the
// eslint-plugin-n8n-nodes-base community/nodes/credentials rules, no-console) and inline
// `eslint-disable` comments ignored. Run `npm run build` first: the tarball holds dist/.
//
//   node scripts/lint-package.mjs
//
// The scanner comes from the devDependency @n8n/scan-community-package (or the folder in
// N8N_SCANNER_DIR where it is installed). Without it, the repository's eslint.config.mjs is used
// instead, which has only the community-node rules.
// The scanner's other checks (npm provenance, the source fetched from GitHub) need a published
// version and are not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));

function runOrExit(command, args, cwd) {
	const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
	if (result.status !== 0) {
		console.error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
		process.exit(2);
	}
	return result.stdout;
}

/** Packs the package as `npm publish` would and unpacks it; returns the unpacked folder. */
function packAndUnpack() {
	if (!existsSync(path.join(ROOT, 'dist'))) {
		console.error('No dist/ folder: run `npm run build` first.');
		process.exit(2);
	}
	const temp = mkdtempSync(path.join(tmpdir(), 'deepvue-lint-package-'));
	const output = runOrExit('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', temp], ROOT);
	const [{ filename }] = JSON.parse(output.slice(output.indexOf('[')));
	const unpacked = path.join(temp, 'package');
	mkdirSync(unpacked);
	runOrExit('tar', ['-xzf', path.join(temp, filename), '-C', unpacked, '--strip-components=1'], temp);
	return { temp, unpacked };
}

/** The scanner's module, or undefined when it is not installed. */
async function loadScanner() {
	const paths = [ROOT, process.env.N8N_SCANNER_DIR].filter(Boolean);
	let resolved;
	try {
		resolved = require.resolve('@n8n/scan-community-package/scanner/scanner.mjs', { paths });
	} catch {
		return undefined;
	}
	const scanner = await import(pathToFileURL(resolved).href);
	const { version } = require(path.join(path.dirname(resolved), '..', 'package.json'));
	return { scanner, version };
}

/** Fallback: the repository's eslint.config.mjs (community-node rules only), its ignores dropped. */
async function repoConfigAnalyzer() {
	const { ESLint } = await import(pathToFileURL(require.resolve('eslint')).href);
	const { default: config } = await import(pathToFileURL(path.join(ROOT, 'eslint.config.mjs')).href);
	const overrideConfig = config.filter((entry) => !(Object.keys(entry).length === 1 && entry.ignores));
	return async (directory, patterns) => {
		const eslint = new ESLint({ cwd: directory, allowInlineConfig: false, overrideConfigFile: true, overrideConfig });
		const files = readdirRecursive(directory).filter((file) => patterns.some((pattern) => pattern.test(path.relative(directory, file))));
		const results = await eslint.lintFiles(files);
		const formatter = await eslint.loadFormatter('stylish');
		const passed = results.every((result) => result.errorCount === 0);
		return { passed, message: passed ? undefined : 'ESLint violations found', details: await formatter.format(results) };
	};
}

function readdirRecursive(directory) {
	return readdirSync(directory, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).includes(`${path.sep}node_modules${path.sep}`))
		.map((entry) => path.join(entry.parentPath, entry.name));
}

async function main() {
	const { temp, unpacked } = packAndUnpack();
	try {
		const loaded = await loadScanner();
		let legs;
		if (loaded) {
			const { analyzePackage, SOURCE_FILE_PATTERNS } = loaded.scanner;
			console.log(`Linting with the rules of @n8n/scan-community-package ${loaded.version}, inline disable comments ignored`);
			legs = [
				['sources (package.json, nodes/, credentials/)', () => analyzePackage(ROOT, SOURCE_FILE_PATTERNS)],
				['packed tarball (**/*.js, package.json)', () => analyzePackage(unpacked, ['**/*.js', 'package.json'])],
			];
		} else {
			console.warn(
				'@n8n/scan-community-package is not installed: linting with eslint.config.mjs (community-node rules only, ' +
					'without the eslint-plugin-n8n-nodes-base rules the scanner also applies)',
			);
			const analyze = await repoConfigAnalyzer();
			legs = [
				['sources (package.json, nodes/, credentials/)', () => analyze(ROOT, [/^package\.json$/, /^(nodes|credentials)\/.*\.(js|ts)$/])],
				['packed tarball (**/*.js, package.json)', () => analyze(unpacked, [/\.js$/, /^package\.json$/])],
			];
		}

		let failed = false;
		for (const [label, analyze] of legs) {
			const result = await analyze();
			console.log(`${result.passed ? 'passed' : 'FAILED'}: ${label}${result.message && !result.passed ? ` (${result.message})` : ''}`);
			if (result.details?.trim()) console.log(result.details);
			failed ||= !result.passed;
		}
		process.exitCode = failed ? 1 : 0;
	} finally {
		rmSync(temp, { recursive: true, force: true });
	}
}

await main();
