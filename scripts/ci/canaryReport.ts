// The weekly canary's report (.github/workflows/n8n-canary.yml): the results of its checks against
// the newest n8n 2.x, as the Markdown of the job summary and of the `n8n-canary` issue, and
// whether anything failed.
//
//   node --require ts-node/register/transpile-only scripts/ci/canaryReport.ts --results DIR
//     --asked latest-2 [--version 2.45.0] [--jobs "success failure ..."] --out DIR
//
// DIR holds one JSON per check (scripts/ci/checkResult.ts). `--version` is empty when the version
// could not be resolved; `--jobs` lists the results of the canary's jobs, so that a job that ended
// without writing a result (timed out, cancelled) still counts. Writes report.md and report.json
// ({ failed, title }) into the `--out` folder.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { flagValue } from '../../testbed/realN8n/flags';
import { OUTCOME_WORDS, checkMarkdown, checkTitle } from './checkResult';
import type { CheckResult } from './checkResult';

export interface CanaryRun {
	/** What `--n8n-version` was asked for (latest-2). */
	asked: string;
	/** The version it resolved to; empty when it did not. */
	version: string;
	results: CheckResult[];
	/** The results of the canary's jobs (success, failure, cancelled, skipped). */
	jobs: string[];
	/** The run's address, for the report's reader. */
	runUrl?: string;
}

export interface CanaryReport {
	failed: boolean;
	title: string;
	markdown: string;
}

const WHAT_TO_DO = `How to read this: the canary installs the newest n8n 2.x as the registry has it (no
lockfile) and runs the line-2 checks and the jest suite against its n8n-core, among them
test/n8nInternals.test.ts, which checks what nodes/Deepvue/n8n/n8nInternals.ts says the node leans
on in n8n's engine. A failure there means n8n changed one of those internals: read the entry the
test names in that n8n's \`routing-node.js\`. A failed install or a check that fails the same way
on the pinned line (the nightly "Real n8n" workflow) is not about the new n8n. Reproduce with
\`--n8n-version <version>\` (docs/real-n8n.md); pin the new release once it passes
(docs/publishing.md).`;

export function canaryReport(run: CanaryRun): CanaryReport {
	const n8n = run.version ? `n8n ${run.version}` : `n8n ${run.asked}`;
	const lines = [`## n8n canary: ${n8n}`, ''];
	lines.push(
		run.version
			? `The newest release for \`--n8n-version ${run.asked}\` on the registry: **n8n ${run.version}**.`
			: `\`--n8n-version ${run.asked}\` could not be resolved on the registry: nothing was installed or run.`,
	);
	if (run.runUrl) lines.push(`Run: ${run.runUrl}`);
	lines.push('', '| Check | Result |', '|---|---|');
	for (const result of run.results)
		lines.push(`| ${checkTitle(result)} | ${OUTCOME_WORDS[result.outcome] ?? result.outcome} |`);

	const failedResults = run.results.filter((result) => result.outcome !== 'success');
	const unreported = run.jobs.some((job) => job === 'failure' || job === 'cancelled');
	const failed = !run.version || failedResults.length > 0 || unreported || !run.results.length;
	if (unreported && !failedResults.length)
		lines.push(
			'',
			'A job ended without a result of its own (timed out or cancelled): see the run.',
		);
	if (failedResults.length) {
		lines.push('', '### What failed', '');
		for (const result of failedResults) lines.push(checkMarkdown(result));
	}
	lines.push('', WHAT_TO_DO.replace(/\n/g, ' '));

	const checks = run.results.filter((result) => result.command);
	const failing = checks.filter((result) => result.outcome !== 'success').length;
	const title = !run.version
		? `n8n canary: ${run.asked} could not be resolved`
		: run.results.some((result) => !result.command && result.outcome !== 'success')
			? `n8n canary: ${n8n} did not install`
			: failed
				? `n8n canary: ${n8n} fails ${failing || 'some'} of ${checks.length} checks`
				: `n8n canary: ${n8n} passes all ${checks.length} checks`;
	return { failed, title, markdown: `${lines.join('\n')}\n` };
}

function readResults(folder: string): CheckResult[] {
	let names: string[] = [];
	try {
		names = readdirSync(folder).filter((name) => name.endsWith('.json'));
	} catch {
		return [];
	}
	const results = names.map(
		(name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as CheckResult,
	);
	// The install first, then the checks by their commands.
	return results.sort(
		(a, b) =>
			Number(Boolean(a.command)) - Number(Boolean(b.command)) || a.command.localeCompare(b.command),
	);
}

function main(): void {
	const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
	const report = canaryReport({
		asked: flagValue('asked', 'latest-2'),
		version: flagValue('version', ''),
		results: readResults(flagValue('results', 'ci-results')),
		jobs: flagValue('jobs', '').split(/\s+/).filter(Boolean),
		runUrl:
			GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
				? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
				: undefined,
	});
	const out = flagValue('out', 'canary-report');
	mkdirSync(out, { recursive: true });
	writeFileSync(path.join(out, 'report.md'), report.markdown);
	writeFileSync(
		path.join(out, 'report.json'),
		`${JSON.stringify({ failed: report.failed, title: report.title }, null, 2)}\n`,
	);
	console.log(report.markdown);
}

if (require.main === module) main();
