import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { canaryReport } from '../scripts/ci/canaryReport';
import { checkMarkdown, failuresIn } from '../scripts/ci/checkResult';
import type { CheckResult } from '../scripts/ci/checkResult';

/** What Node's test runner prints (spec reporter, as the e2e scripts use it) for a failing check. */
function specReporterOutput(): string {
	const folder = mkdtempSync(path.join(tmpdir(), 'ci-report-'));
	try {
		const file = path.join(folder, 'probe.test.js');
		writeFileSync(
			file,
			`const test = require('node:test');
const assert = require('node:assert');
test('n8n 2.45.0', async (t) => {
	await t.test('retries', async (module) => {
		await module.test('[n8n 2.45.0] retries: every item answered once', () => assert.fail('item 3 was sent twice'));
		await module.test('[n8n 2.45.0] retries: the 503s were retried', () => {});
	});
});`,
		);
		const run = spawnSync(process.execPath, ['--test-reporter=spec', file], { encoding: 'utf8' });
		return `${run.stdout}${run.stderr}`;
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

describe('a check log', () => {
	it("names the failing tests of Node's test runner once each, with what failed", () => {
		const failures = failuresIn(specReporterOutput());
		expect(failures[0]).toMatch(
			/^\[n8n 2\.45\.0\] retries: every item answered once: .*item 3 was sent twice$/,
		);
		expect(failures).toEqual(expect.arrayContaining(['retries', 'n8n 2.45.0']));
		expect(failures).toHaveLength(3);
		expect(failures.join('\n')).not.toMatch(/the 503s were retried/);
	});

	it("names jest's failures, not its console blocks", () => {
		const log = [
			'  ● Console',
			'',
			'    console.log',
			'  ● n8n internals › starts every item before any finishes',
			'',
			'    expect(received).toEqual(expected) // deep equality',
		].join('\n');
		expect(failuresIn(log)).toEqual([
			'n8n internals › starts every item before any finishes: expect(received).toEqual(expected) // deep equality',
		]);
	});

	it('gives its last lines when it names no test (an install that failed)', () => {
		const log = `${Array.from({ length: 60 }, (_, n) => `npm http fetch ${n}`).join('\n')}\nnpm error 404 '@n8n/engine@0.30.0' is not in this registry.\n`;
		const failures = failuresIn(log);
		expect(failures).toHaveLength(40);
		expect(failures.at(-1)).toBe("npm error 404 '@n8n/engine@0.30.0' is not in this registry.");
	});
});

const install: CheckResult = {
	id: 'install',
	command: '',
	line: '2',
	n8nVersion: '2.45.0',
	outcome: 'success',
	failures: [],
};
const check = (command: string, outcome = 'success', failures: string[] = []): CheckResult => ({
	id: command.replace(/\W+/g, '-'),
	command,
	line: '2',
	n8nVersion: '2.45.0',
	outcome,
	failures,
});

describe("the canary's report", () => {
	it('names the version, each check and its result, and what failed', () => {
		const report = canaryReport({
			asked: 'latest-2',
			version: '2.45.0',
			results: [
				install,
				check('npm run test:n8n -- --line 2'),
				check('npm run test:engine -- --line 2', 'failure', ['n8nInternals › no pairedItem']),
			],
			jobs: ['success', 'success', 'failure'],
			runUrl: 'https://github.example/runs/1',
		});
		expect(report.failed).toBe(true);
		expect(report.title).toBe('n8n canary: n8n 2.45.0 fails 1 of 2 checks');
		expect(report.markdown).toContain('**n8n 2.45.0**');
		expect(report.markdown).toContain('| `npm run test:n8n -- --line 2` | passed |');
		expect(report.markdown).toContain('| `npm run test:engine -- --line 2` | failed |');
		expect(report.markdown).toContain('n8nInternals › no pairedItem');
		expect(report.markdown).toContain('https://github.example/runs/1');
	});

	it('passes only when every check passed and every job ended', () => {
		const results = [install, check('npm run test:n8n -- --line 2')];
		const passed = canaryReport({ asked: 'latest-2', version: '2.45.0', results, jobs: [] });
		expect(passed).toMatchObject({
			failed: false,
			title: 'n8n canary: n8n 2.45.0 passes all 1 checks',
		});
		const timedOut = canaryReport({
			asked: 'latest-2',
			version: '2.45.0',
			results,
			jobs: ['success', 'cancelled'],
		});
		expect(timedOut.failed).toBe(true);
		expect(timedOut.markdown).toContain('ended without a result of its own');
	});

	it('says so when the version did not resolve or did not install', () => {
		expect(canaryReport({ asked: 'latest-2', version: '', results: [], jobs: [] })).toMatchObject({
			failed: true,
			title: 'n8n canary: latest-2 could not be resolved',
		});
		const notInstalled = canaryReport({
			asked: 'latest-2',
			version: '2.45.0',
			results: [{ ...install, outcome: 'failure', failures: ['npm error 404'] }],
			jobs: ['failure', 'skipped'],
		});
		expect(notInstalled.title).toBe('n8n canary: n8n 2.45.0 did not install');
		expect(notInstalled.markdown).toContain('npm error 404');
	});

	it("shows a check's failures only when it did not pass", () => {
		expect(checkMarkdown(check('npm run test:queue'))).toBe(
			'### `npm run test:queue`: passed (n8n 2.45.0, line 2)\n',
		);
		expect(checkMarkdown(check('npm run test:queue', 'failure', ['a', 'b']))).toContain(
			'```text\na\nb\n```',
		);
	});
});
