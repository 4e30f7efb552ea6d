import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { consentQuery } from './consent';
import { MAX_ATTEMPTS_LIMIT, MAX_REUSE_MINUTES, OPTION_DEFAULTS } from './optionFields';
import type { OptionName } from './optionFields';
import { requestSettings } from './requestSettings';
import type { NodeOptions } from '../model/nodeOptions';

interface NumberRange {
	min: number;
	max?: number;
	integer?: boolean;
}

/** A number option, possibly from an expression, as a clear error rather than NaN. */
function checkedNumber(
	context: IExecuteSingleFunctions,
	raw: unknown,
	displayName: string,
	range: NumberRange,
): number {
	const value =
		typeof raw === 'number'
			? raw
			: typeof raw === 'string' && raw.trim() !== ''
				? Number(raw)
				: NaN;
	const inRange =
		Number.isFinite(value) && value >= range.min && (range.max === undefined || value <= range.max);
	if (!inRange || (range.integer && !Number.isInteger(value))) {
		const kind = range.integer ? 'a whole number' : 'a number';
		const bounds =
			range.max === undefined ? `${range.min} or more` : `from ${range.min} to ${range.max}`;
		throw new NodeOperationError(
			context.getNode(),
			`"${displayName}" must be ${kind} ${bounds}; got ${JSON.stringify(raw) ?? 'nothing'}`,
			{
				itemIndex: context.getItemIndex(),
				description: 'Set it under Options, or check the expression that gives it.',
			},
		);
	}
	return value;
}

/** A value worked out on first use and kept; a failure is not kept, so it is raised again where used. */
function once<T>(work: () => T): () => T {
	let done: { value: T } | undefined;
	return () => (done ??= { value: work() }).value;
}

function optionsOf(context: IExecuteSingleFunctions): NodeOptions {
	const read = (name: OptionName): unknown =>
		context.getNodeParameter(`options.${name}`, OPTION_DEFAULTS[name]);
	const flag = (name: OptionName, test: (value: unknown) => boolean) =>
		once(() => test(read(name)));
	const number = (name: OptionName, displayName: string, range: NumberRange) =>
		once(() => checkedNumber(context, read(name), displayName, range));
	const checkFormats = flag('checkFormats', (value) => value !== false);
	const downloadResult = flag('downloadResult', (value) => value === true);
	const maskSensitive = flag('maskSensitive', (value) => value === true);
	const fullResponse = flag('response', (value) => value === 'full');
	const outputsNoRecord = flag('noRecord', (value) => value !== 'fail');
	const waitForCompletion = flag('waitForCompletion', (value) => value === true);
	const splitList = flag('splitList', (value) => value === true);
	const binaryPropertyOutput = once(() => String(read('binaryPropertyOutput')));
	const maxAttempts = number('maxAttempts', 'Max Attempts', {
		min: 1,
		max: MAX_ATTEMPTS_LIMIT,
		integer: true,
	});
	const maxDelayMs = number('maxRetryDelay', 'Max Retry Wait (Ms)', { min: 0 });
	const waitTimeoutSeconds = number('waitTimeout', 'Wait Timeout (Seconds)', { min: 1 });
	const reuseMinutes = number('reuseAnswersFor', 'Reuse Answers For (Minutes)', {
		min: 0,
		max: MAX_REUSE_MINUTES,
	});
	const nameMatchScore = number('nameMatchScore', 'Name Match Score', { min: 0, max: 100 });
	const nameReviewScore = number('nameReviewScore', 'Name Review Score', { min: 0, max: 100 });
	const consent = once(() => consentQuery(context.getNode()));
	const requestOptions = once(() => context.getNodeParameter('requestOptions', {}));
	return {
		get checkFormats() {
			return checkFormats();
		},
		get downloadResult() {
			return downloadResult();
		},
		get maskSensitive() {
			return maskSensitive();
		},
		get fullResponse() {
			return fullResponse();
		},
		get outputsNoRecord() {
			return outputsNoRecord();
		},
		get waitForCompletion() {
			return waitForCompletion();
		},
		get splitList() {
			return splitList();
		},
		get binaryPropertyOutput() {
			return binaryPropertyOutput();
		},
		retry: () => ({ maxAttempts: maxAttempts(), maxDelayMs: maxDelayMs() }),
		waitTimeoutMs: () => waitTimeoutSeconds() * 1000,
		maxFileSizeMb: number('maxFileSizeMb', 'Max File Size (MB)', { min: 1 }),
		reuseWindowMs: () => reuseMinutes() * 60_000,
		nameMatchScore,
		nameReviewScore,
		consent,
		requestSettings: (defaultTimeoutMs) => requestSettings(requestOptions(), defaultTimeoutMs),
	};
}

/**
 * The current item's options. runOperation.ts reads them once per item and hands them to the
 * layers that use them, so no layer below reads the node's options from the context itself.
 */
export function readOptions(context: IExecuteSingleFunctions): NodeOptions {
	return optionsOf(context);
}
