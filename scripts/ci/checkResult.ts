// What one real-n8n check in GitHub Actions found (.github/workflows/n8n-check.yml), read from its
// log: its result as JSON, for the canary's report, and as Markdown in the job's summary.
//
//   node --require ts-node/register/transpile-only scripts/ci/checkResult.ts --id ID
//     --command "npm run test:n8n -- --line 2" --line 2 --n8n-version 2.41.3
//     --outcome success|failure|cancelled|skipped --log LOG_FILE --out JSON_FILE
//
// The Markdown goes to the file GITHUB_STEP_SUMMARY names, or to the console.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

import { flagValue } from '../../testbed/realN8n/flags';

export interface CheckResult {
	/** A short name without spaces (`n8n-line-2`). */
	id: string;
	/** What ran; empty for an install alone. */
	command: string;
	line: string;
	n8nVersion: string;
	/** The step's outcome as GitHub Actions gives it. */
	outcome: string;
	/** The failing tests the log names, or its last lines when it names none. */
	failures: string[];
}

const MOST = 40;

/** ANSI colour codes, which a runner's reporter may print. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** A line that marks a test of Node's test runner or jest: its indent and its name. */
function markedTest(line: string): { indent: number; failed: boolean; name: string } | undefined {
	const match = /^(\s*)(✖|●|✔|▶|✓|✕)\s+(.*?)\s*(?:\(\d+(?:\.\d+)?m?s\))?$/.exec(line);
	if (!match) return undefined;
	const [, indent, mark, name] = match;
	return { indent: indent.length, failed: mark === '✖' || mark === '●', name };
}

/**
 * The failing tests a log names, each once, in order, with the first line of what failed when the
 * log gives it under the test: Node's test runner marks them `✖` (its closing "failing tests:"
 * list repeats them), jest heads each failure with `●`. A log without such lines (an install that
 * failed, a crash) gives its last lines instead.
 */
export function failuresIn(log: string): string[] {
	const lines = log.replace(COLOURS, '').split('\n');
	const named = new Map<string, string>();
	lines.forEach((line, index) => {
		const test = markedTest(line);
		if (!test?.failed || /^failing tests:?$/.test(test.name) || test.name.startsWith('Console'))
			return;
		const next = lines.slice(index + 1).find((later) => later.trim()) ?? '';
		const detail =
			next.search(/\S/) > test.indent && !markedTest(next) ? next.trim().slice(0, 200) : '';
		if (!named.get(test.name)) named.set(test.name, detail);
	});
	if (named.size)
		return [...named]
			.map(([name, detail]) => (detail ? `${name}: ${detail}` : name))
			.slice(0, MOST);
	return lines
		.map((line) => line.trimEnd())
		.filter(Boolean)
		.slice(-MOST);
}

/** How a check is named in summaries and reports. */
export function checkTitle(result: CheckResult): string {
	return result.command ? `\`${result.command}\`` : `install n8n ${result.n8nVersion}`;
}

export const OUTCOME_WORDS: Record<string, string> = {
	success: 'passed',
	failure: 'failed',
	cancelled: 'cancelled (timed out or stopped)',
	skipped: 'not run',
};

/** The check as a section of Markdown: its title, n8n version and outcome, and what failed. */
export function checkMarkdown(result: CheckResult): string {
	const outcome = OUTCOME_WORDS[result.outcome] ?? result.outcome;
	const head = `### ${checkTitle(result)}: ${outcome} (n8n ${result.n8nVersion}, line ${result.line})\n`;
	if (result.outcome === 'success' || !result.failures.length) return head;
	return `${head}\n\`\`\`text\n${result.failures.join('\n')}\n\`\`\`\n`;
}

function main(): void {
	const logFile = flagValue('log', '');
	const outcome = flagValue('outcome', 'failure');
	const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
	const result: CheckResult = {
		id: flagValue('id', 'check'),
		command: flagValue('command', ''),
		line: flagValue('line', ''),
		n8nVersion: flagValue('n8n-version', '') || 'unknown',
		outcome,
		failures: outcome === 'success' ? [] : failuresIn(log),
	};
	writeFileSync(flagValue('out', `${result.id}.json`), `${JSON.stringify(result, null, 2)}\n`);
	const summary = process.env.GITHUB_STEP_SUMMARY;
	if (summary) appendFileSync(summary, `${checkMarkdown(result)}\n`);
	else console.log(checkMarkdown(result));
}

if (require.main === module) main();
