// The node's pure parts, called directly on the built modules with injected random numbers and
// clocks: a few milliseconds each, beside the engine tests that drive the same code over HTTP.
import type { IExecuteSingleFunctions, INode, INodeProperties } from 'n8n-workflow';

import type * as FileName from '../common/files/fileName';
import type * as MediaType from '../common/files/mediaType';
import type * as Consent from '../nodes/Deepvue/options/consent';
import type * as Errors from '../nodes/Deepvue/failures/errors';
import type * as Mask from '../nodes/Deepvue/answer/mask';
import type * as NoRecord from '../nodes/Deepvue/model/noRecordAnswer';
import type * as Output from '../nodes/Deepvue/answer/output';
import type * as Options from '../nodes/Deepvue/description/optionsCollection';
import type * as ReadOptions from '../nodes/Deepvue/options/readOptions';
import type * as Resources from '../nodes/Deepvue/resources';
import type * as RetryPolicy from '../nodes/Deepvue/transport/retryPolicy';
import type * as CsvFile from '../nodes/Deepvue/inputs/csvFile';
import type * as WaitForBatch from '../nodes/Deepvue/followUps/waitForBatch';
import type * as Delivery from '../nodes/DeepvueTrigger/delivery';
import type * as Repeats from '../nodes/DeepvueTrigger/repeats';
import type * as Secret from '../nodes/DeepvueTrigger/secret';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { isRetryable, retryDelayMs } = built<typeof RetryPolicy>('nodes/Deepvue/transport/retryPolicy');
const { commonOptions } = built<typeof Options>('nodes/Deepvue/description/optionsCollection');
const { readOptions } = built<typeof ReadOptions>('nodes/Deepvue/options/readOptions');
const { resources } = built<typeof Resources>('nodes/Deepvue/resources');
const { batchAcceptedError, describeCallError, describeHttpFailure, finalFailure } = built<typeof Errors>('nodes/Deepvue/failures/errors');
const { isNoRecordDetail } = built<typeof NoRecord>('nodes/Deepvue/model/noRecordAnswer');
const { maskSensitiveValues, maskValue } = built<typeof Mask>('nodes/Deepvue/answer/mask');
const { consentQuery } = built<typeof Consent>('nodes/Deepvue/options/consent');
const { resultField } = built<typeof Output>('nodes/Deepvue/answer/output');
const { fileNameOf } = built<typeof FileName>('common/files/fileName');
const { mediaTypeOf } = built<typeof MediaType>('common/files/mediaType');
const { notCsvReason } = built<typeof CsvFile>('nodes/Deepvue/inputs/csvFile');
const { isCompleted } = built<typeof WaitForBatch>('nodes/Deepvue/followUps/waitForBatch');
const { csvRecords } = built<typeof Delivery>('nodes/DeepvueTrigger/delivery');
const { requestIdOf } = built<typeof Repeats>('nodes/DeepvueTrigger/repeats');
const { isSameSecret } = built<typeof Secret>('nodes/DeepvueTrigger/secret');
const { NodeApiError, NodeOperationError } = jest.requireActual<typeof import('n8n-workflow')>('n8n-workflow');

/** An item's context with the given options set; n8n hands back the fallback for the others. */
function itemContext(options: Record<string, unknown> = {}): IExecuteSingleFunctions {
	const getNodeParameter = (path: string, fallback: unknown) => {
		const name = path.replace(/^options\./, '');
		return Object.prototype.hasOwnProperty.call(options, name) ? options[name] : fallback;
	};
	return { getNodeParameter, getNode: () => ({ name: 'Deepvue' }), getItemIndex: () => 0 } as unknown as IExecuteSingleFunctions;
}

const DEFAULT_RETRY = readOptions(itemContext()).retry();

describe('options', () => {
	it('read as the defaults the README gives when none is set', () => {
		const options = readOptions(itemContext());
		expect(options.retry()).toEqual({ maxAttempts: 5, maxDelayMs: 30_000 });
		expect(options.waitTimeoutMs()).toBe(600_000);
		expect(options.maxFileSizeMb()).toBe(100);
		expect({ ...options }).toMatchObject({
			checkFormats: true,
			downloadResult: false,
			maskSensitive: false,
			fullResponse: false,
			outputsNoRecord: true,
			waitForCompletion: false,
			binaryPropertyOutput: 'data',
		});
	});

	it('are shown for the operations whose rows call for them', () => {
		const shownFor = (name: string) => {
			const option = ((commonOptions(resources).options ?? []) as INodeProperties[]).find((entry) => entry.name === name);
			const { show, hide } = option?.displayOptions ?? {};
			return [...((show ?? hide)?.['/operation'] ?? [])].sort();
		};
		const uploads = ['uploadCinBatch', 'uploadUanEmploymentHistoryBatch', 'uploadUpiBasicBatch'];
		expect(shownFor('waitForCompletion')).toEqual(uploads);
		expect(shownFor('noRecord')).toEqual(['getBatchStatus', ...uploads]);
		expect(shownFor('downloadResult')).toEqual(['downloadAis', 'getBatchStatus', ...uploads]);
	});

	it('are read once per item, each when it is first needed', () => {
		const reads: string[] = [];
		const context = itemContext({ maxAttempts: 3, maskSensitive: true });
		const getNodeParameter = context.getNodeParameter.bind(context);
		context.getNodeParameter = ((name: string, fallback: unknown) => {
			reads.push(name);
			return getNodeParameter(name, fallback as never);
		}) as typeof context.getNodeParameter;

		// runOperation.ts reads them once per item and hands them down.
		const options = readOptions(context);
		expect(reads).toEqual([]);
		for (let use = 0; use < 3; use++) {
			expect(options.retry().maxAttempts).toBe(3);
			expect(options.maskSensitive).toBe(true);
		}

		expect(reads.sort()).toEqual(['options.maskSensitive', 'options.maxAttempts', 'options.maxRetryDelay']);
	});

	it('are checked when a number is out of range, naming the option', () => {
		expect(() => readOptions(itemContext({ maxAttempts: 11 })).retry()).toThrow('"Max Attempts" must be a whole number from 1 to 10; got 11');
		expect(() => readOptions(itemContext({ waitTimeout: '={{ "x" }}' })).waitTimeoutMs()).toThrow('"Wait Timeout (Seconds)" must be a number 1 or more');
	});
});

describe('retry timing', () => {
	const waits = (random: () => number, attempts = DEFAULT_RETRY.maxAttempts) =>
		Array.from({ length: attempts - 1 }, (_, index) => retryDelayMs(index + 1, { httpCode: '429' }, DEFAULT_RETRY, random, 0));
	const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

	it('waits half fixed, half random: 0.25 to 0.5 s, 0.5 to 1 s, 1 to 2 s, 2 to 4 s', () => {
		expect(waits(() => 0)).toEqual([250, 500, 1000, 2000]);
		expect(waits(() => 0.999999)).toEqual([499, 999, 1999, 3999]);
	});

	it('so the default attempts span at least 3.75 s, outlasting a 3-second spell of 429s', () => {
		expect(sum(waits(() => 0))).toBeGreaterThanOrEqual(3750);
		expect(sum(waits(() => 1))).toBeLessThanOrEqual(7500);
	});

	it('never waits longer than Max Retry Wait, and follows Retry-After up to it', () => {
		expect(retryDelayMs(9, { httpCode: '429' }, { maxAttempts: 10, maxDelayMs: 3000 }, () => 1, 0)).toBe(3000);
		expect(retryDelayMs(1, { httpCode: '429', retryAfter: '2' }, DEFAULT_RETRY, () => 0, 0)).toBe(2000);
		expect(retryDelayMs(1, { httpCode: '429', retryAfter: 'Thu, 01 Jan 1970 00:00:05 GMT' }, DEFAULT_RETRY, () => 0, 1000)).toBe(4000);
		expect(retryDelayMs(1, { httpCode: '429', retryAfter: '600' }, { maxAttempts: 5, maxDelayMs: 1000 }, () => 0, 0)).toBe(1000);
	});

	it.each([
		['a 429', { httpCode: '429' }, { read: true, paidPost: true, submission: true }],
		['a 503', { httpCode: '503' }, { read: true, paidPost: true, submission: false }],
		['a dropped connection', { httpCode: 'none', networkCode: 'ECONNRESET' }, { read: true, paidPost: false, submission: false }],
		['a connection that never opened', { httpCode: 'none', networkCode: 'ECONNREFUSED' }, { read: true, paidPost: true, submission: true }],
		['a 404', { httpCode: '404' }, { read: false, paidPost: false, submission: false }],
		['a 500', { httpCode: '500' }, { read: false, paidPost: false, submission: false }],
	] as const)('sends again after %s only where nothing can have been charged', (_label, failure, expected) => {
		expect({ read: isRetryable(failure, 'read'), paidPost: isRetryable(failure, 'paidPost'), submission: isRetryable(failure, 'submission') }).toEqual(expected);
	});
});

describe('what a failed call says', () => {
	it.each([
		['No record found', true],
		['Record not found', true],
		['No data found for the given PAN', true],
		['Details not found', true],
		['Not Found', false],
		['No batch found for this request_id', false],
		[undefined, false],
	])('reads the 404 detail %p as "no record": %p', (detail, noRecord) => {
		expect(isNoRecordDetail(detail)).toBe(noRecord);
	});

	it('tells a wrong address from a lookup that found nothing', () => {
		expect(describeHttpFailure(404, { detail: 'No record found' })).toMatchObject({ message: 'No record found', description: expect.stringMatching(/no record/i) });
		expect(describeHttpFailure(404, { detail: 'Not Found' })).toMatchObject({ message: 'Deepvue has no such address (HTTP 404: Not Found)', description: expect.stringMatching(/^Check the Base URL/) });
		expect(describeHttpFailure(404, '<html>404</html>')).toMatchObject({ message: 'Deepvue has no such address (HTTP 404)' });
	});

	it('says when consent is what Deepvue wants', () => {
		expect(describeHttpFailure(422, { detail: 'consent is required' }).description).toMatch(/^Deepvue wants the consent/);
	});

	it('adds how often a passing fault was tried, and which rate limit a lasting 429 likely is', () => {
		const unavailable = describeHttpFailure(503, { detail: 'Source Unavailable' });
		expect(finalFailure(unavailable, 1).message).toBe('Source Unavailable');
		expect(finalFailure(unavailable, 3).message).toBe('Source Unavailable (tried 3 times)');
		expect(finalFailure(describeHttpFailure(404, { detail: 'No record found' }), 2).message).toBe('No record found');
		const limited = describeHttpFailure(429, { detail: 'Rate limit exceeded' });
		expect(finalFailure(limited, 1).message).toMatch(/per-second, per-minute or daily limit/);
		expect(finalFailure(limited, 5).message).toMatch(/per-minute or daily limit .* \(tried 5 times\)$/);
	});
});

describe('output', () => {
	it('masks identifiers, keeping their last characters', () => {
		expect(maskValue('ABCPE1234F')).toBe('XXXXXX234F');
		expect(maskSensitiveValues({ pan_number: 'ABCPE1234F', name: 'ASHA RAO', nested: { phone_number: '9876543210' } })).toEqual({
			pan_number: 'XXXXXX234F',
			name: 'ASHA RAO',
			nested: { phone_number: 'XXXXXX3210' },
		});
	});

	it("finds a result's field at the top (Result Only) or under data (Full Response)", () => {
		expect(resultField({ request_id: 'r-1' }, 'request_id')).toBe('r-1');
		expect(resultField({ code: 200, data: { request_id: 'r-2' } }, 'request_id')).toBe('r-2');
		expect(resultField({ code: 200 }, 'request_id')).toBeUndefined();
	});
});

describe('downloaded files', () => {
	it.each([
		['https://files.example/out/result.csv', undefined, 'result.csv'],
		['https://files.example/out/result%20100%25.csv', undefined, 'result 100%.csv'],
		['https://files.example/out/x.csv', 'attachment; filename="batch.csv"', 'batch.csv'],
		['https://files.example/out/x.csv', "attachment; filename*=UTF-8''r%C3%A9sultat.csv", 'résultat.csv'],
		['https://files.example/out/x.csv', 'attachment; filename="../../etc/passwd"', 'passwd'],
		['https://files.example/', undefined, 'result'],
		['not a url', undefined, 'result'],
	])('names %s (%s) %p', (url, disposition, name) => {
		expect(fileNameOf(url, disposition)).toBe(name);
	});

	it('reads the media type of a Content-Type header', () => {
		expect(mediaTypeOf('Text/CSV; charset=utf-8')).toBe('text/csv');
		expect(mediaTypeOf(undefined)).toBe('');
	});
});

describe('consent', () => {
	const node = (options: Record<string, unknown>) => ({ name: 'Deepvue', parameters: { options } }) as unknown as INode;

	it('sends consent=Y and the reason only when a listed reason is picked', () => {
		expect(consentQuery(node({}))).toEqual({});
		expect(consentQuery(node({ consentReason: 'KYC' }))).toEqual({ consent: 'Y', reason: 'KYC' });
		expect(() => consentQuery(node({ consentReason: '' }))).toThrow(/no reason is picked/);
		expect(() => consentQuery(node({ consentReason: "={{ $fromAI('reason') }}" }))).toThrow(/not set by an expression/);
		expect(() => consentQuery(node({ consentReason: 'Marketing' }))).toThrow(/must be one of/);
	});
});

describe('what n8n threw, read back', () => {
	it('keeps the status, body and Retry-After of an HTTP answer, and none of the request', () => {
		const thrown = {
			cause: {
				response: { status: 429, headers: { 'retry-after': '3' }, data: { detail: 'Rate limit exceeded' } },
				config: { headers: { Authorization: 'Bearer secret-token' } },
			},
		};
		const failure = describeCallError(thrown);
		expect(failure).toMatchObject({ httpCode: '429', retryAfter: '3' });
		expect(JSON.stringify(failure)).not.toContain('secret-token');
	});

	it('tells a timeout from a connection that failed, the code kept out of the message', () => {
		expect(describeCallError({ cause: { code: 'ETIMEDOUT' } })).toMatchObject({
			httpCode: 'none',
			message: 'Deepvue did not answer in time',
			networkCode: 'ETIMEDOUT',
		});
		const refused = describeCallError({ cause: { code: 'ECONNREFUSED' } });
		expect(refused?.message).toBe('Could not get an answer from Deepvue');
		expect(refused?.description).toMatch(/\(ECONNREFUSED\)$/);
	});

	it('reads the copy n8n-workflow 1.x keeps of an HTTP error', () => {
		const wrapped = { httpCode: '503', context: { data: { detail: 'Source Unavailable' } }, messages: ['Request failed with status code 503'] };
		expect(describeCallError(wrapped)).toMatchObject({ httpCode: '503', message: 'Source Unavailable' });
		expect(describeCallError(new Error('not from HTTP'))).toBeUndefined();
	});
});

describe('batches', () => {
	const node = { name: 'Deepvue', type: 'n8n-nodes-deepvue.deepvue', typeVersion: 1, parameters: {} } as unknown as INode;

	it('names the accepted batch in the message and the description, once', () => {
		const error = new NodeOperationError(node, 'Deepvue did not answer in time');
		batchAcceptedError(error, 'req-7');
		batchAcceptedError(error, 'req-7');
		expect(error.message).toBe('Deepvue did not answer in time (batch req-7 was accepted: get its result with Batch > Get Batch Status)');
		expect(error.description?.match(/req-7/g)).toHaveLength(2);
		expect(error.description).toMatch(/uploading the file again would pay for it again\.$/);
		expect(batchAcceptedError(new NodeApiError(node, { detail: 'x' }), 'req-8')).toHaveProperty('message', expect.stringContaining('req-8'));
	});

	it('is done when its status carries the output file address, at the top or under data', () => {
		expect(isCompleted({ batch_output_file_url: 'https://files.example/r.csv' })).toBe(true);
		expect(isCompleted({ data: { batch_output_file_url: 'https://files.example/r.csv' } })).toBe(true);
		expect(isCompleted({ batch_output_file_url: '' })).toBe(false);
		expect(isCompleted({ message: 'batch processing in progress' })).toBe(false);
	});

	it.each([
		['vpa\nasha@upi\n', 'text/csv', undefined],
		['vpa\nasha@upi\n', 'application/vnd.ms-excel', undefined],
		['', 'text/csv', 'is empty (0 bytes)'],
		['%PDF-1.7', 'text/csv', 'is a PDF document, by its first bytes'],
		['PK\u0003\u0004', 'text/csv', 'is a ZIP archive or Excel workbook (.xlsx), by its first bytes'],
		['vpa\n', 'image/png', 'has the MIME type image/png'],
	])('takes %p (%s) as a CSV file unless it %p', (content, mimeType, reason) => {
		const data = Buffer.from(content, 'latin1');
		expect(notCsvReason({ data: data.toString('base64'), mimeType })).toBe(reason);
		expect(notCsvReason({ data: '', mimeType, id: 'filesystem-v2:x' }, data)).toBe(reason);
	});
});

describe('trigger deliveries', () => {
	it.each([
		['vpa,name\nasha@upi,Asha\nravi@ybl,Ravi\n', 3],
		['vpa,name\r\nasha@upi,Asha\r\n', 2],
		['vpa,name\n\n  \nasha@upi,Asha', 2],
		['vpa,note\nasha@upi,"two\nlines"\n', 2],
		['', 0],
	])('counts the records of %p: %p', (text, records) => {
		expect(csvRecords(text)).toBe(records);
	});

	it('takes a numeric request ID and the same one as text for one delivery', () => {
		expect(requestIdOf({ request_id: 42 })).toBe('42');
		expect(requestIdOf({ request_id: ' 42 ' })).toBe('42');
		expect(requestIdOf({ request_id: '' })).toBeUndefined();
		expect(requestIdOf({ request_id: Number.NaN })).toBeUndefined();
	});

	it('accepts only the exact secret', () => {
		expect(isSameSecret('a-long-enough-secret', 'a-long-enough-secret')).toBe(true);
		expect(isSameSecret('a-long-enough-secreT', 'a-long-enough-secret')).toBe(false);
		expect(isSameSecret('', '')).toBe(false);
		expect(isSameSecret(undefined, 'a-long-enough-secret')).toBe(false);
	});
});
