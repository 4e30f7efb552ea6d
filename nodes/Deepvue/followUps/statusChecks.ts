import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import type { Clock } from '../../../common/clock';
import { DEFAULT_TIMEOUTS_MS } from '../../../common/limits/timeouts';
import type { DeepvueOperation } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { checkedEnvelope } from '../answer/output';
import { runCredential } from '../transport/runCredential';
import { callApi } from '../transport/transport';

/**
 * How a follow-up waits for work Deepvue does after its answer (a batch, a Udyam verification):
 * it checks the work's state by its request ID, waiting longer each time, within a deadline.
 */

/**
 * When a follow-up checks again: `firstMs` after the answer, then `growth` times as long after each
 * check, at most `longestMs` apart.
 */
export interface CheckPauses {
	firstMs: number;
	growth: number;
	longestMs: number;
}

/** What a poll is told of its checks: how each is made, and what to make of a failure. */
export interface Poll<T> {
	clock: Clock;
	/** When the poll is out of time, in the clock's milliseconds. */
	deadline: number;
	pauses: CheckPauses;
	/** One check: the outcome, or undefined while the work is not done. Its calls end by `deadline`. */
	check(deadline: number): Promise<T | undefined>;
	/** The error of a poll out of time. */
	outOfTime(): Error;
	/** The error of a check that failed while there was time left. */
	failed(error: unknown): unknown;
}

/**
 * Checks, waiting longer each time, until a check gives an outcome or the deadline passes: the last
 * wait is what is left of the time, and a check cut short by the deadline (stalled, or still being
 * retried) is out of time too.
 */
export async function pollUntilDone<T>(poll: Poll<T>): Promise<T> {
	const { clock, deadline, pauses } = poll;
	let pause = pauses.firstMs;
	for (;;) {
		const remaining = deadline - clock.now();
		if (remaining <= 0) throw poll.outOfTime();
		await clock.sleep(Math.min(pause, remaining));
		pause = Math.min(pause * pauses.growth, pauses.longestMs);
		let outcome: T | undefined;
		try {
			outcome = await poll.check(deadline);
		} catch (error) {
			// A timeout timer may fire a millisecond before the deadline it was set for.
			if (clock.now() >= deadline - 1) throw poll.outOfTime();
			throw poll.failed(error);
		}
		if (outcome !== undefined) return outcome;
	}
}

/**
 * A check of a request's state with its status operation's row (Batch > Get Batch Status, Get Udyam
 * Result): its method, path and request ID parameter. The answer's HTTP status too: Deepvue answers
 * 202 for work not done yet.
 */
export async function checkStatus(
	context: IExecuteSingleFunctions,
	status: DeepvueOperation,
	requestId: string,
	deadline: number,
	options: NodeOptions,
	clock: Clock,
): Promise<{ httpStatus: number; envelope: IDataObject }> {
	const [requestIdInput] = status.inputs;
	const response = await callApi(
		context,
		await runCredential(context),
		{
			method: status.method,
			url: status.path,
			qs: { [requestIdInput.apiName]: requestId, ...options.consent() },
			headers: { Accept: 'application/json' },
			json: true,
		},
		'read',
		options,
		{ timeoutMs: DEFAULT_TIMEOUTS_MS.status, deadline, clock },
	);
	return { httpStatus: response.statusCode, envelope: checkedEnvelope(context, response) };
}
