// The one adapter from a check ("what must hold", condition, detail) to Node's test runner: each
// check is a subtest of its own, so the runner counts and reports every one.
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';

export type Check = (label: string, condition: boolean, detail?: string) => Promise<void>;

/** Checks recorded as subtests of `t`, their names prefixed with `tag` (such as the n8n version). */
export function checksIn(t: TestContext, tag = ''): Check {
	return async (label, condition, detail) => {
		await t.test(`${tag} ${label}`.trim(), () => assert.ok(condition, detail || label));
	};
}

/** An error's stack (or message), with its cause's, for a failure's detail. */
export function describeError(error: unknown): string {
	if (!(error instanceof Error)) return String(error);
	const cause =
		error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : error.cause;
	return `${error.stack ?? error.message}${cause === undefined ? '' : `\n     cause: ${String(cause)}`}`;
}
