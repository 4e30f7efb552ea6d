import { NodeOperationError } from 'n8n-workflow';
import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { REAL_CLOCK } from '../../common/clock';
import type { Clock } from '../../common/clock';
import { batchAcceptedError, itemError } from './failures/errors';
import { RefusedInAnotherItem } from './inputs/itemInputs';
import { noRecordError, noRecordItem, noRecordWordsOf } from './answer/noRecordItem';
import { reusesAnswers } from './model/operation';
import type { DeepvueOperation, FollowUpStep } from './model/operation';
import type { NodeOptions } from './model/nodeOptions';
import { readOptions } from './options/readOptions';
import { prepareRequest } from './request/prepareRequest';
import type { PreparedRequest } from './request/prepareRequest';
import { aadhaarMaskedItems, checkedEnvelope, resultField, toOutputItems } from './answer/output';
import { aadhaarNumbersSent } from './inputs/aadhaarNumber';
import { nameCheckOf, nameComparison, withNameMatch } from './answer/nameCheck';
import type { NameCheck } from './answer/nameCheck';
import { itemSettled, itemStarted } from './memory/answersOfExecution';
import {
	answerOfEnvelope,
	answerWithoutCallOf,
	noRecordOf,
	unsettledOf,
} from './memory/paidAnswer';
import { UnsettledCall, unsettledCallError } from './failures/unsettledCall';
import type { KnownAnswer, PaidAnswer } from './memory/paidAnswer';
import type { InputsByName } from './model/input';
import { notForAgentsError } from './failures/errors';
import { calledAsTool } from './n8n/n8nInternals';
import { shapedOutputItems } from './answer/shapedOutput';
import { paidAnswers } from './memory/paidOnce';
import type { CallKind } from './transport/retryPolicy';
import { runCredential } from './transport/runCredential';
import { callApi, joinClientQueue } from './transport/transport';
import { takeTurn } from './n8n/turns';

function callKindOf(operation: DeepvueOperation): CallKind {
	if (operation.singleUse) return 'singleUse';
	if (operation.method === 'GET') return 'read';
	// A batch upload: its status is followed up; a face match's photos are not a submission.
	const batch = operation.inputs.some((input) => input.in === 'file') && operation.followUps;
	return batch ? 'submission' : 'paidPost';
}

/**
 * Runs one item of an operation: its request through the transport, once, then its output steps.
 * n8n's declarative engine hands a node control over an item's request only through a pagination
 * hook, so every operation routes through here (`paginate: true`). n8n still authenticates and
 * re-authorizes after a 401. An item whose request was answered already (memory/paidOnce.ts)
 * takes that answer instead of paying again. Its waits (retries, the authorization's backoff, a
 * batch's status checks) run on `clock`: the node's is the real one.
 */
export function runOperation(operation: DeepvueOperation, clock: Clock = REAL_CLOCK) {
	const kind = callKindOf(operation);
	return async function (
		this: IExecutePaginationFunctions,
		requestData: DeclarativeRestApiSettings.ResultOptions,
	): Promise<INodeExecutionData[]> {
		itemStarted(this);
		let failed = true;
		/** The Aadhaar numbers the item sends, once its inputs are read: never output, nor in its error. */
		let sent: string[] = [];
		try {
			if (operation.notForAgents && calledAsTool(this)) throw notForAgentsError(this.getNode());
			// The item's options, read here once and handed to each step that uses them.
			const options = readOptions(this);
			const nameCheck = nameCheckOf(this, operation, options);
			// The operation's routing always sets the URL; n8n's type leaves it optional.
			const { known, inputs } = await answerOf(
				this,
				operation,
				kind,
				requestData.options as IHttpRequestOptions,
				options,
				clock,
			);
			sent = aadhaarNumbersSent(operation, inputs);
			const output = await outputOf(this, operation, known, inputs, nameCheck, {
				options,
				compareName: nameComparison(nameCheck),
				inputs,
				clock,
			});
			failed = false;
			// Whatever made them, the output items pass the Aadhaar masking here, once.
			return operation.mayHoldAadhaar ? aadhaarMaskedItems(output, sent) : output;
		} catch (error) {
			return failedItem(this, error, sent);
		} finally {
			itemSettled(this, failed);
		}
	};
}

/**
 * The item's answer: one already paid for (by this item in an earlier try of the execution, or
 * within Options > Reuse Answers For), else Deepvue's, kept as it arrives. A "no record" answer is
 * paid for too, and kept. The item's request is built from its inputs once it is next in its
 * client's pacing queue (so that a long list at a plan limit sends its first requests at once), in
 * its turn (n8n/turns.ts), then sent from that place. The run's credential, and the client it speaks
 * for, are worked out once for the run and passed down.
 */
async function answerOf(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	kind: CallKind,
	request: IHttpRequestOptions,
	options: NodeOptions,
	clock: Clock,
): Promise<{ known: KnownAnswer; inputs: InputsByName }> {
	const credential = await runCredential(context);
	const windowMs = reusesAnswers(operation) ? options.reuseWindowMs() : 0;
	const answers = paidAnswers(context, credential.client.loginKey, windowMs, operation.singleUse);
	const build = prepareRequest(context, operation, options);
	for (;;) {
		const place = await joinClientQueue(credential);
		const release = await takeTurn();
		let prepared: PreparedRequest;
		try {
			prepared = await build(request);
		} catch (error) {
			// A refused input is the item's own error, and takes no slot.
			place.leave();
			throw itemError(context.getNode(), error);
		} finally {
			release();
		}
		const { inputs } = prepared;
		// An answer without a call (a refusal at DigiLocker) costs nothing and is not kept.
		if ('answer' in prepared) {
			place.leave();
			const answer = answerWithoutCallOf(prepared.answer);
			return { known: { answer, reused: false, withoutCall: true }, inputs };
		}
		const known = answers.lookUp(prepared.question);
		if (known) {
			place.leave();
			const found = await known;
			// The same question on its way for another item got no answer: this item asks itself.
			if (found) return { known: found, inputs };
			continue;
		}
		const paid = (answer: PaidAnswer) => ({
			known: { answer: answers.paid(answer), reused: false },
			inputs,
		});
		try {
			const response = await callApi(context, credential, request, kind, options, {
				place,
				singleUse: operation.singleUse,
				clock,
			});
			const envelope = checkedEnvelope(context, response, { singleUse: operation.singleUse });
			return paid(answerOfEnvelope(envelope));
		} catch (error) {
			const noRecord = noRecordWordsOf(operation, error);
			if (noRecord !== undefined) return paid(noRecordOf(noRecord));
			// A single-use call that may have been done is kept as the question's answer: never sent again.
			if (error instanceof UnsettledCall) return paid(unsettledOf(error.message));
			answers.unanswered();
			throw itemError(context.getNode(), error, aadhaarNumbersSent(operation, inputs));
		}
	}
}

/**
 * The item's output: its answer's items, with Name to Match's verdict, then its follow-ups. An
 * answer without a call (a refusal at DigiLocker) holds no name, and nothing follows it.
 */
async function outputOf(
	context: IExecutePaginationFunctions,
	operation: DeepvueOperation,
	known: KnownAnswer,
	inputs: InputsByName,
	nameCheck: NameCheck | undefined,
	step: FollowUpStep,
): Promise<INodeExecutionData[]> {
	const answered = await answerItems(context, operation, known, inputs, step.options);
	if (known.withoutCall) return answered;
	const items = withNameMatch(answered, nameCheck, operation, known.answer);
	return await runFollowUps(context, operation, items, step);
}

/**
 * The output of an answer. A reused answer is a copy, marked `reused: true` with the time it was
 * paid for; an item's own answer from an earlier try reads as it did then.
 */
async function answerItems(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	known: KnownAnswer,
	inputs: InputsByName,
	options: NodeOptions,
): Promise<INodeExecutionData[]> {
	const { answer, reused } = known;
	const marked = (items: INodeExecutionData[]) =>
		reused
			? items.map((item) => ({
					...item,
					json: {
						...structuredClone(item.json),
						reused: true,
						answered_at: new Date(answer.answeredAt).toISOString(),
					},
				}))
			: items;
	if ('unusable' in answer)
		throw new NodeOperationError(context.getNode(), answer.unusable, {
			itemIndex: context.getItemIndex(),
		});
	if ('unsettled' in answer && operation.singleUse)
		throw unsettledCallError(
			context.getNode(),
			operation.singleUse,
			answer.unsettled,
			context.getItemIndex(),
		);
	if ('unsettled' in answer)
		throw new NodeOperationError(context.getNode(), answer.unsettled, {
			itemIndex: context.getItemIndex(),
		});
	if ('envelope' in answer && operation.shapeResult && known.withoutCall !== true)
		return marked(
			await shapedOutputItems(context, operation.shapeResult, answer.envelope, inputs, options),
		);
	if ('envelope' in answer)
		return marked(toOutputItems(context, operation, answer.envelope, options));
	if (!options.outputsNoRecord) throw noRecordError(context, answer.noRecord);
	return marked([noRecordItem(context, operation, answer.noRecord)]);
}

/**
 * What an item that did not get its result outputs. With Continue On Fail, n8n's own error item
 * would lose its pairing with the input row (RoutingNode builds it without `pairedItem`), so the
 * node outputs it: `{ error: message }`, which n8n's error output recognises and merges the input
 * row into. Otherwise the error stops the node, reported by RoutingNode for the first item that
 * throws: the item whose input was refused, so the other items of a refused run output nothing
 * (none of them was sent).
 */
function failedItem(
	context: IExecuteSingleFunctions,
	error: unknown,
	sent: readonly string[],
): INodeExecutionData[] {
	if (error instanceof RefusedInAnotherItem) return [];
	const nodeError = itemError(context.getNode(), error, sent);
	if (!context.continueOnFail()) throw nodeError;
	return [{ json: { error: nodeError.message }, pairedItem: { item: context.getItemIndex() } }];
}

/**
 * Waiting for a batch and downloading its file come after the paid call: a failure there names the
 * batch's request ID, so its result can still be fetched without paying again.
 */
async function runFollowUps(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	items: INodeExecutionData[],
	step: FollowUpStep,
): Promise<INodeExecutionData[]> {
	let current = items;
	for (const followUp of operation.followUps ?? []) {
		try {
			if (followUp.option === undefined || step.options[followUp.option])
				current = await followUp.run(context, current, step);
		} catch (error) {
			const requestId = resultField(items[0]?.json ?? {}, 'request_id');
			throw typeof requestId === 'string' && requestId !== ''
				? batchAcceptedError(error, requestId)
				: error;
		}
	}
	return current;
}
