import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { processStore, processWeakMap } from '../../../common/memory/processMemory';
import { isKeepable } from './paidAnswer';
import type { PaidAnswer } from './paidAnswer';
import { runItems } from '../n8n/n8nInternals';

/**
 * The answers an execution's node has paid for, per item and request, so that n8n running the
 * node again in the same execution (Settings > Retry On Fail, with any On Error setting) sends
 * only the items that did not get one. Kept in this process's memory: a retry runs in the process
 * of the try before it, even in queue mode.
 *
 * They are released when a run of the node ends with every item answered (n8n retries only a run
 * that failed), else KEEP_AFTER_FAILURE_MS after the run's last answer: n8n waits at most 5 s
 * between tries. At most MAX_ANSWERS and MAX_ANSWER_BYTES are kept in the process, the oldest
 * executions' first out; an answer that may not be kept (paidAnswer.ts) is not. An answer serves
 * only the login that paid for it (common/authorization/client.ts), as the recent answers do.
 */
export const KEEP_AFTER_FAILURE_MS = 10 * 60_000;
export const MAX_ANSWERS = 100_000;
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

interface ExecutionAnswers {
	/** By login, item and request. */
	answers: Map<string, PaidAnswer>;
	bytes: number;
	/** Until when the answers are kept: pushed back by each new answer. */
	keepUntil: number;
}

/** By execution and node, with the count and size of every answer kept. */
const memory = processStore(
	'answersOfExecutions',
	{ executions: new Map<string, ExecutionAnswers>(), kept: 0, bytes: 0 },
	(state) => ({
		size: () => state.kept,
		clear: () => {
			state.executions.clear();
			state.kept = 0;
			state.bytes = 0;
		},
		forgetLogin: (login) => {
			for (const execution of state.executions.values()) {
				for (const key of [...execution.answers.keys()])
					if (key.startsWith(`${login}|`)) forgetAnswer(execution, key);
			}
		},
	}),
);
const { executions } = memory;

function forgetAnswer(execution: ExecutionAnswers, key: string): void {
	const answer = execution.answers.get(key);
	if (!answer) return;
	execution.answers.delete(key);
	execution.bytes -= answer.bytes;
	memory.kept -= 1;
	memory.bytes -= answer.bytes;
}

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
const tries = processWeakMap<INodeExecutionData[], RunTry>('triesOfRuns');

function scopeOf(context: IExecuteSingleFunctions): string {
	return `${context.getExecutionId()}|${context.getNode().id}`;
}

function release(scope: string): void {
	const execution = executions.get(scope);
	if (!execution) return;
	memory.kept -= execution.answers.size;
	memory.bytes -= execution.bytes;
	executions.delete(scope);
}

const isFull = (adding: number) =>
	memory.kept >= MAX_ANSWERS || memory.bytes + adding > MAX_ANSWER_BYTES;

/** Drops the executions kept past their time, then the oldest others while the memory is full. */
function sweep(now: number, current: string, adding: number): void {
	for (const [scope, execution] of executions) {
		if (scope !== current && (execution.keepUntil <= now || isFull(adding))) release(scope);
	}
}

/** Notes that an item of the node's current run has started. */
export function itemStarted(context: IExecuteSingleFunctions): void {
	const items = runItems(context);
	if (!items) return;
	const current = tries.get(items);
	if (!current || current.settled >= current.total)
		tries.set(items, { total: items.length, settled: 0, failed: false });
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

function itemKey(context: IExecuteSingleFunctions, login: string, request: string): string {
	return `${login}|${context.getItemIndex()}|${request}`;
}

/** The answer this item got for this request with this login in an earlier try of the same execution. */
export function answerOfEarlierTry(
	context: IExecuteSingleFunctions,
	login: string,
	request: string,
	now = Date.now(),
): PaidAnswer | undefined {
	const execution = executions.get(scopeOf(context));
	if (!execution || execution.keepUntil <= now) return undefined;
	return execution.answers.get(itemKey(context, login, request));
}

/**
 * Keeps the answer this item got for this request with this login, for the execution's next try,
 * and says whether it could. `anySize`: an answer over the size any kept answer may have, kept as
 * long as the bounds allow (a call that cannot be made twice, whose answer a retry must find).
 */
export function keepForRetry(
	context: IExecuteSingleFunctions,
	login: string,
	request: string,
	answer: PaidAnswer,
	{ now = Date.now(), anySize = false }: { now?: number; anySize?: boolean } = {},
): boolean {
	if ('unusable' in answer || !(anySize || isKeepable(answer))) return false;
	const scope = scopeOf(context);
	let execution = executions.get(scope);
	if (!execution || isFull(answer.bytes)) sweep(now, scope, answer.bytes);
	// A single run larger than the bounds keeps its first answers.
	if (isFull(answer.bytes)) return false;
	if (!execution) {
		execution = { answers: new Map(), bytes: 0, keepUntil: 0 };
		executions.set(scope, execution);
	}
	const key = itemKey(context, login, request);
	forgetAnswer(execution, key);
	execution.answers.set(key, answer);
	execution.bytes += answer.bytes;
	memory.kept += 1;
	memory.bytes += answer.bytes;
	execution.keepUntil = now + KEEP_AFTER_FAILURE_MS;
	return true;
}
