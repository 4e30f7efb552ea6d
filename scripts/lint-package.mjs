#!/usr/bin/env node
// Lints the package as n8n's community-package scanner (@n8n/scan-community-package) does before
// n8n verifies a package, so that a finding shows up here rather than after publishing:
//
//   1. the sources: package.json and {nodes,credentials}/**/*.{js,ts,json} (the scanner lints the
//      commit named in the package's npm provenance; here, the working tree);
//   2. the published tarball: `npm pack`, unpacked, then its **/*.js and package.json.
//
// Both with the scanner's own ESLint config (n8n's community-node rules, the
// eslint-plugin-n8n-nodes-base community/nodes/credentials rules, no-console) and inline
// `eslint-disable` comments ignored. `npm run lint` builds first: the tarball holds dist/.
// The scanner's other checks (npm provenance, the source fetched from GitHub) need a published
// version and are not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
	const output = runOrExit(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', temp],
		ROOT,
	);
	const [{ filename }] = JSON.parse(output.slice(output.indexOf('[')));
	const unpacked = path.join(temp, 'package');
	mkdirSync(unpacked);
	runOrExit(
		'tar',
		['-xzf', path.join(temp, filename), '-C', unpacked, '--strip-components=1'],
		temp,
	);
	return { temp, unpacked };
}

/** The scanner's module (a devDependency) and its version. */
async function loadScanner() {
	const resolved = require.resolve('@n8n/scan-community-package/scanner/scanner.mjs');
	const scanner = await import(pathToFileURL(resolved).href);
	const { version } = require('@n8n/scan-community-package/package.json');
	return { scanner, version };
}

async function main() {
	const { temp, unpacked } = packAndUnpack();
	try {
		const { scanner, version } = await loadScanner();
		const { analyzePackage, SOURCE_FILE_PATTERNS } = scanner;
		console.log(
			`Linting with the rules of @n8n/scan-community-package ${version}, inline disable comments ignored`,
		);
		const legs = [
			[
				'sources (package.json, nodes/, credentials/)',
				() => analyzePackage(ROOT, SOURCE_FILE_PATTERNS),
			],
			[
				'packed tarball (**/*.js, package.json)',
				() => analyzePackage(unpacked, ['**/*.js', 'package.json']),
			],
		];

		let failed = false;
		for (const [label, analyze] of legs) {
			const result = await analyze();
			console.log(
				`${result.passed ? 'passed' : 'FAILED'}: ${label}${result.message && !result.passed ? ` (${result.message})` : ''}`,
			);
			if (result.details?.trim()) console.log(result.details);
			failed ||= !result.passed;
		}
		process.exitCode = failed ? 1 : 0;
	} finally {
		rmSync(temp, { recursive: true, force: true });
	}
}

await main();
