import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions } from 'n8n-workflow';

import { MAX_ATTEMPTS_LIMIT, MAX_REUSE_MINUTES, OPTION_DEFAULTS } from './options';
import type { OptionName } from './options';
import type { RetrySettings } from '../request/retryPolicy';

/**
 * The node's Options as one item reads them, each with its default from OPTION_DEFAULTS. An option
 * is read only when asked for, as it is needed: an option may be an expression, and one that fails
 * fails the item where the option is used, not before. Numbers are read by a call, which checks them.
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

/** The current item's options. */
export function readOptions(context: IExecuteSingleFunctions): NodeOptions {
	const read = (name: OptionName): unknown => context.getNodeParameter(`options.${name}`, OPTION_DEFAULTS[name]);
	const number = (name: OptionName, displayName: string, range: NumberRange) => checkedNumber(context, read(name), displayName, range);
	return {
		get checkFormats() {
			return read('checkFormats') !== false;
		},
		get downloadResult() {
			return read('downloadResult') === true;
		},
		get maskSensitive() {
			return read('maskSensitive') === true;
		},
		get fullResponse() {
			return read('response') === 'full';
		},
		get outputsNoRecord() {
			return read('noRecord') !== 'fail';
		},
		get waitForCompletion() {
			return read('waitForCompletion') === true;
		},
		get binaryPropertyOutput() {
			return String(read('binaryPropertyOutput'));
		},
		retry: () => ({
			maxAttempts: number('maxAttempts', 'Max Attempts', { min: 1, max: MAX_ATTEMPTS_LIMIT, integer: true }),
			maxDelayMs: number('maxRetryDelay', 'Max Retry Wait (Ms)', { min: 0 }),
		}),
		waitTimeoutMs: () => number('waitTimeout', 'Wait Timeout (Seconds)', { min: 1 }) * 1000,
		maxFileSizeMb: () => number('maxFileSizeMb', 'Max File Size (MB)', { min: 1 }),
		reuseWindowMs: () => number('reuseAnswersFor', 'Reuse Answers For (Minutes)', { min: 0, max: MAX_REUSE_MINUTES }) * 60_000,
	};
}
