import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { PaidAnswer } from './paidAnswer';
import { runItems } from '../engine/n8nInternals';

/**
 * The answers an execution's node has paid for, per item and request, so that n8n running the
 * node again in the same execution (Settings > Retry On Fail, with any On Error setting) sends
 * only the items that did not get one. Kept in this process's memory: a retry runs in the process
 * of the try before it, even in queue mode.
 *
 * They are released when a run of the node ends with every item answered (n8n retries only a run
 * that failed), else KEEP_AFTER_FAILURE_MS after the run's last answer: n8n waits at most 5 s
 * between tries. At most MAX_ANSWERS are kept in the process, the oldest executions' first out.
 */
export const KEEP_AFTER_FAILURE_MS = 10 * 60_000;
export const MAX_ANSWERS = 100_000;

interface ExecutionAnswers {
	answers: Map<string, PaidAnswer>;
	/** Until when the answers are kept: pushed back by each new answer. */
	keepUntil: number;
}

/** By execution and node. */
const executions = new Map<string, ExecutionAnswers>();
let kept = 0;

/** Where a try of a node's run stands: how many of its items have their outcome, and whether one failed. */
interface RunTry {
	total: number;
	settled: number;
	failed: boolean;
}

/**
 * By the items of the run. n8n hands a retry the same items, so a try whose items have all
 * settled is over, and the next item to start begins the next try.
 */
const tries = new WeakMap<INodeExecutionData[], RunTry>();

function scopeOf(context: IExecuteSingleFunctions): string {
	return `${context.getExecutionId()}|${context.getNode().id}`;
}

function release(scope: string): void {
	const execution = executions.get(scope);
	if (!execution) return;
	kept -= execution.answers.size;
	executions.delete(scope);
}

/** Drops the executions kept past their time, then the oldest others while MAX_ANSWERS are kept. */
function sweep(now: number, current: string): void {
	for (const [scope, execution] of executions) {
		if (scope !== current && (execution.keepUntil <= now || kept >= MAX_ANSWERS)) release(scope);
	}
}

/** Notes that an item of the node's current run has started. */
export function itemStarted(context: IExecuteSingleFunctions): void {
	const items = runItems(context);
	if (!items) return;
	const current = tries.get(items);
	if (!current || current.settled >= current.total) tries.set(items, { total: items.length, settled: 0, failed: false });
}

/** Notes an item's outcome; once every item of the run has one, a run without failures releases its answers. */
export function itemSettled(context: IExecuteSingleFunctions, failed: boolean): void {
	const items = runItems(context);
	const current = items && tries.get(items);
	if (!current) return;
	current.settled += 1;
	current.failed ||= failed;
	if (current.settled === current.total && !current.failed) release(scopeOf(context));
}

function itemKey(context: IExecuteSingleFunctions, request: string): string {
	return `${context.getItemIndex()}|${request}`;
}

/** The answer this item got for this request in an earlier try of the same execution. */
export function answerOfEarlierTry(context: IExecuteSingleFunctions, request: string, now = Date.now()): PaidAnswer | undefined {
	const execution = executions.get(scopeOf(context));
	if (!execution || execution.keepUntil <= now) return undefined;
	return execution.answers.get(itemKey(context, request));
}

/** Keeps the answer this item got for this request, for the execution's next try. */
export function keepForRetry(context: IExecuteSingleFunctions, request: string, answer: PaidAnswer, now = Date.now()): void {
	const scope = scopeOf(context);
	let execution = executions.get(scope);
	if (!execution || kept >= MAX_ANSWERS) sweep(now, scope);
	// A single run larger than the bound keeps its first MAX_ANSWERS answers.
	if (kept >= MAX_ANSWERS) return;
	if (!execution) {
		execution = { answers: new Map(), keepUntil: 0 };
		executions.set(scope, execution);
	}
	const key = itemKey(context, request);
	if (!execution.answers.has(key)) kept += 1;
	execution.answers.set(key, answer);
	execution.keepUntil = now + KEEP_AFTER_FAILURE_MS;
}
