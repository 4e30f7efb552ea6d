import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { processWeakMap } from '../../../common/memory/processMemory';
import { consentQuery } from './consent';
import { MAX_ATTEMPTS_LIMIT, MAX_REUSE_MINUTES, OPTION_DEFAULTS } from './optionFields';
import type { OptionName } from './optionFields';
import { requestSettings } from './requestSettings';
import type { RequestSettings } from './requestSettings';

/** The retry settings a call reads from the node's options. */
export interface RetrySettings {
	/** Attempts in all, the first included. */
	maxAttempts: number;
	/** Longest wait between two attempts, in milliseconds. */
	maxDelayMs: number;
}

/**
 * The node's settings as one item reads them: its Options, each with its default from
 * OPTION_FIELDS, Consent Reason, and n8n's Request Options. Each is read once per item, when it is
 * first needed: an option may be an expression, and one that fails fails the item where the option
 * is used, not before. Numbers are read by a call, which checks them.
 */
export interface NodeOptions {
	readonly checkFormats: boolean;
	readonly downloadResult: boolean;
	readonly maskSensitive: boolean;
	/** Response Format is Full Response, not Result Only. */
	readonly fullResponse: boolean;
	/** On No Record outputs an item saying so, rather than failing the item. */
	readonly outputsNoRecord: boolean;
	readonly waitForCompletion: boolean;
	/** Split Into Items: one item per entry of a list. */
	readonly splitList: boolean;
	/** Put File in Field. */
	readonly binaryPropertyOutput: string;
	/** Max Attempts and Max Retry Wait (Ms), checked. */
	retry(): RetrySettings;
	/** Wait Timeout (Seconds), checked, in milliseconds. */
	waitTimeoutMs(): number;
	/** Max File Size (MB), checked. */
	maxFileSizeMb(): number;
	/** Reuse Answers For (Minutes), checked, in milliseconds. */
	reuseWindowMs(): number;
	/** Name Match Score, checked: 0-100. How it and Name Review Score make a verdict is Name to Match's (nameMatch/nameCheck.ts). */
	nameMatchScore(): number;
	/** Name Review Score, checked: 0-100. */
	nameReviewScore(): number;
	/** The consent query parameters of every request (Consent Reason), checked. */
	consent(): IDataObject;
	/** n8n's Request Options (Settings tab) for a call whose own timeout is `defaultTimeoutMs`. */
	requestSettings(defaultTimeoutMs: number): RequestSettings;
}

interface NumberRange {
	min: number;
	max?: number;
	integer?: boolean;
}

/** A number option, possibly from an expression, as a clear error rather than NaN. */
function checkedNumber(context: IExecuteSingleFunctions, raw: unknown, displayName: string, range: NumberRange): number {
	const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
	const inRange = Number.isFinite(value) && value >= range.min && (range.max === undefined || value <= range.max);
	if (!inRange || (range.integer && !Number.isInteger(value))) {
		const kind = range.integer ? 'a whole number' : 'a number';
		const bounds = range.max === undefined ? `${range.min} or more` : `from ${range.min} to ${range.max}`;
		throw new NodeOperationError(context.getNode(), `"${displayName}" must be ${kind} ${bounds}; got ${JSON.stringify(raw) ?? 'nothing'}`, {
			itemIndex: context.getItemIndex(),
			description: 'Set it under Options, or check the expression that gives it.',
		});
	}
	return value;
}

/** A value worked out on first use and kept; a failure is not kept, so it is raised again where used. */
function once<T>(work: () => T): () => T {
	let done: { value: T } | undefined;
	return () => (done ??= { value: work() }).value;
}

function optionsOf(context: IExecuteSingleFunctions): NodeOptions {
	const read = (name: OptionName): unknown => context.getNodeParameter(`options.${name}`, OPTION_DEFAULTS[name]);
	const flag = (name: OptionName, test: (value: unknown) => boolean) => once(() => test(read(name)));
	const number = (name: OptionName, displayName: string, range: NumberRange) => once(() => checkedNumber(context, read(name), displayName, range));
	const checkFormats = flag('checkFormats', (value) => value !== false);
	const downloadResult = flag('downloadResult', (value) => value === true);
	const maskSensitive = flag('maskSensitive', (value) => value === true);
	const fullResponse = flag('response', (value) => value === 'full');
	const outputsNoRecord = flag('noRecord', (value) => value !== 'fail');
	const waitForCompletion = flag('waitForCompletion', (value) => value === true);
	const splitList = flag('splitList', (value) => value === true);
	const binaryPropertyOutput = once(() => String(read('binaryPropertyOutput')));
	const maxAttempts = number('maxAttempts', 'Max Attempts', { min: 1, max: MAX_ATTEMPTS_LIMIT, integer: true });
	const maxDelayMs = number('maxRetryDelay', 'Max Retry Wait (Ms)', { min: 0 });
	const waitTimeoutSeconds = number('waitTimeout', 'Wait Timeout (Seconds)', { min: 1 });
	const reuseMinutes = number('reuseAnswersFor', 'Reuse Answers For (Minutes)', { min: 0, max: MAX_REUSE_MINUTES });
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

/** Each item's options, read once: by the item's context, which n8n makes anew for every item. */
const itemOptions = processWeakMap<IExecuteSingleFunctions, NodeOptions>('itemOptions');

/** The current item's options. */
export function readOptions(context: IExecuteSingleFunctions): NodeOptions {
	let options = itemOptions.get(context);
	if (!options) {
		options = optionsOf(context);
		itemOptions.set(context, options);
	}
	return options;
}
