import type { INodeProperties } from 'n8n-workflow';

import { collectionDefaults } from '../../../common/collectionDefaults';
import { consentReasonOption } from './consent';

/**
 * The fields of the node's Options collection, with their defaults: written here, as n8n's editor
 * and lint rules want them, and read from here by `readOptions`. Which operations show which
 * option is the description's to say (description/optionsCollection.ts).
 */

/** The options, by name. */
export type OptionName =
	| 'binaryPropertyOutput'
	| 'checkFormats'
	| 'consentReason'
	| 'downloadResult'
	| 'maskSensitive'
	| 'maxAttempts'
	| 'maxFileSizeMb'
	| 'maxRetryDelay'
	| 'nameMatchScore'
	| 'nameReviewScore'
	| 'noRecord'
	| 'response'
	| 'reuseAnswersFor'
	| 'splitList'
	| 'waitForCompletion'
	| 'waitTimeout';

export const MAX_ATTEMPTS_LIMIT = 10;
/** A day: the longest Reuse Answers For. */
export const MAX_REUSE_MINUTES = 24 * 60;

export const OPTION_FIELDS: Array<INodeProperties & { name: OptionName }> = [
	{
		displayName: 'Check Input Formats',
		name: 'checkFormats',
		type: 'boolean',
		default: true,
		description:
			'Whether to check and tidy inputs before sending (e.g. remove +91 from ' +
			'mobile numbers, upper-case PANs). Switch off only if Deepvue accepts ' +
			'a value the node refuses.',
	},
	consentReasonOption,
	{
		displayName: 'Download Result File',
		name: 'downloadResult',
		type: 'boolean',
		default: false,
		description:
			'Whether to download the file the result links to (the batch result CSV, ' +
			'or the AIS file) into a binary field, ready for Extract From File',
	},
	{
		displayName: 'Mask Sensitive Values',
		name: 'maskSensitive',
		type: 'boolean',
		default: false,
		description:
			'Whether to hide PAN, GSTINs, bank account numbers, Aadhaar, phone numbers ' +
			'and dates of birth in the output, keeping the last characters. Use it ' +
			'when results are stored.',
	},
	{
		displayName: 'Max Attempts',
		name: 'maxAttempts',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_ATTEMPTS_LIMIT },
		default: 5,
		description:
			'How many times to try a call that hit the rate limit (429) or an unavailable ' +
			'source (503), or a lookup whose connection dropped (never a penny drop ' +
			'that may have reached Deepvue). 1 means no retries.',
	},
	{
		displayName: 'Max File Size (MB)',
		name: 'maxFileSizeMb',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 100,
		displayOptions: { show: { downloadResult: [true] } },
		description:
			'A larger result file is not downloaded: the item fails, and its error names the limit',
	},
	{
		displayName: 'Max Retry Wait (Ms)',
		name: 'maxRetryDelay',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 30_000,
		description:
			'Longest wait before a retry, in milliseconds. Waits grow exponentially ' +
			'with random spread, or follow the Retry-After header when Deepvue sends ' +
			'one.',
	},
	{
		displayName: 'Name Match Score',
		name: 'nameMatchScore',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 100 },
		default: 85,
		description:
			'With Name to Match: the lowest score (0-100) at which name_match.verdict ' +
			'is "match". Below it and from Name Review Score up, the verdict is "partial". ' +
			'Names the rules keep apart (see name_match.reasons) are never "match", ' +
			'whatever the score.',
	},
	{
		displayName: 'Name Review Score',
		name: 'nameReviewScore',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 100 },
		default: 60,
		description:
			'With Name to Match: the lowest score (0-100) at which name_match.verdict ' +
			'is "partial", for a person to review. Below it the verdict is "mismatch" when a word ' +
			"of each name is no form of the other's (another given or family name), else still " +
			'"partial". At most Name Match Score.',
	},
	{
		displayName: 'On No Record',
		name: 'noRecord',
		type: 'options',
		default: 'output',
		options: [
			{
				name: 'Output an Item Saying So',
				value: 'output',
				description:
					"The item gets no_record: true and Deepvue's message, and the other items go on",
			},
			{
				name: 'Fail the Item',
				value: 'fail',
				description: 'The item fails with "No record found", as any other error',
			},
		],
		description:
			'What to do when Deepvue has no record of the input. A "no record" answer is still a call to Deepvue.',
	},
	{
		displayName: 'Put File in Field',
		name: 'binaryPropertyOutput',
		type: 'string',
		default: 'data',
		description: 'Name of the binary field that receives the downloaded file',
	},
	{
		displayName: 'Response Format',
		name: 'response',
		type: 'options',
		default: 'data',
		options: [
			{
				name: 'Result Only',
				value: 'data',
				description: 'The verification result (the `data` object of the response)',
			},
			{
				name: 'Full Response',
				value: 'full',
				description:
					'The whole response: code, timestamp, transaction_id, sub_code, message and data',
			},
		],
		description: 'What each output item contains',
	},
	{
		displayName: 'Reuse Answers For (Minutes)',
		name: 'reuseAnswersFor',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: MAX_REUSE_MINUTES },
		default: 10,
		description:
			'The same check with exactly the same inputs on the same credential, ' +
			'answered within this many minutes, gets that answer again without paying ' +
			'for another call: a value repeated in a list, a retried or re-run execution, ' +
			'repeated test runs. Such an item has reused: true and answered_at. 0 ' +
			'asks Deepvue every time, for a check that must be fresh.',
	},
	{
		displayName: 'Split Into Items',
		name: 'splitList',
		type: 'boolean',
		default: false,
		description:
			'Whether to output one item per entry of the list found (e.g. per GSTIN), ' +
			'each paired with its input item, instead of one item holding the list',
	},
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to wait until Deepvue has processed the batch, checking its ' +
			'status with growing pauses, and output the completed status with the ' +
			'result file link',
	},
	{
		displayName: 'Wait Timeout (Seconds)',
		name: 'waitTimeout',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 600,
		displayOptions: { show: { waitForCompletion: [true] } },
		description: 'How long to wait for the batch; past it the item fails with its request ID',
	},
];

/** Every option's default. */
export const OPTION_DEFAULTS = collectionDefaults(OPTION_FIELDS);
