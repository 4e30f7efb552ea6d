import type * as Errors from '../nodes/Deepvue/failures/errors';
import type * as NoRecord from '../nodes/Deepvue/model/noRecordAnswer';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { deepvueTool } from './harness/agentTool';
import { lookupsSent, useTestBed } from './harness/fixture';
import { OPERATION_CASES } from './spec/operations';

/**
 * "No record" is the answer to a verification, not a failure: by default it becomes an output
 * item that says so, paired with its input, and the other items of the run keep their answers.
 */
const testBed = useTestBed();

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { describeHttpFailure } = built<typeof Errors>('nodes/Deepvue/failures/errors');
const { isNoRecordDetail } = built<typeof NoRecord>('nodes/Deepvue/model/noRecordAnswer');

const LOOKUPS = OPERATION_CASES.filter((testCase) => !testCase.upload);
const getPan = {
	resource: 'mobileIntelligence',
	operation: 'getPan',
	mobileNumber: '={{ $json.mobile }}',
};
const rows = (...mobiles: string[]) => mobiles.map((mobile) => ({ json: { mobile } }));

describe.each(LOOKUPS)('$operation answered "no record"', (testCase) => {
	it('outputs an item that says so, paired with its input, without failing the run', async () => {
		testBed().emulator.inject({
			status: 404,
			body: { detail: 'No record found' },
			pathPrefix: testCase.path,
		});

		const { items, error } = await runNode(testBed().instance, {
			parameters: {
				resource: testCase.resource,
				operation: testCase.operation,
				...testCase.parameters,
			},
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(
			expect.objectContaining({ no_record: true, message: 'No record found' }),
		);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		// Asked once: the answer is final, not retried.
		expect(lookupsSent(testBed().emulator)).toHaveLength(1);
	});
});

it('keeps the answers of the other items of a run, with On Error left at Stop', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: getPan,
		items: rows('9876543210', NOT_FOUND_INPUTS.mobileNumber, '9876543212'),
	});

	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	expect(items[0].json.pan_number).toEqual(expect.any(String));
	expect(items[1].json).toEqual({ no_record: true, message: 'No record found' });
	expect(items[2].json.pan_number).toEqual(expect.any(String));
	expect(items[0].json.no_record).toBeUndefined();
});

it('the same with Full Response and Mask Sensitive Values', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: { ...getPan, options: { response: 'full', maskSensitive: true } },
		items: rows(NOT_FOUND_INPUTS.mobileNumber),
	});
	expect(error).toBeUndefined();
	expect(items[0].json).toEqual({ no_record: true, message: 'No record found' });
});

it('tells the revoked-number check that the number is not on the list', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'telecom',
			operation: 'checkMnrl',
			mobileNumber: NOT_FOUND_INPUTS.mobileNumber,
		},
	});
	expect(error).toBeUndefined();
	expect(items[0].json).toEqual({
		no_record: true,
		message: 'No record found',
		mnrl_record_found: false,
	});
});

it('fails the item instead when Options > On No Record says so', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: { ...getPan, options: { noRecord: 'fail' } },
		items: rows(NOT_FOUND_INPUTS.mobileNumber),
	});
	expect(error?.message).toBe('No record found');
	expect((error as { httpCode?: string } | undefined)?.httpCode).toBe('404');
});

it('keeps a 404 that is not an answer an error: a path the API does not have', async () => {
	// What a web framework answers for a path it does not serve: a wrong Base URL, not a lookup's answer.
	testBed().emulator.inject({
		status: 404,
		body: { detail: 'Not Found' },
		pathPrefix: '/v1/mobile-intelligence/mobile-to-pan',
	});
	const { error } = await runNode(testBed().instance, {
		parameters: getPan,
		items: rows('9876543210'),
	});
	expect(error?.message).toBe('Deepvue has no such address (HTTP 404: Not Found)');
	expect(error?.description).toMatch(/Base URL/);
});

it('keeps "no record" of a batch status an error: the request ID is unknown', async () => {
	testBed().emulator.inject({
		status: 404,
		body: { detail: 'No record found' },
		pathPrefix: '/v1/verification/batch-processing-status',
	});
	const { error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'getBatchStatus', requestId: 'no-such-batch' },
	});
	expect(error?.message).toBe('No record found');
});

it('gives an AI agent the same "no record" result, not an error', async () => {
	const tool = await deepvueTool(testBed().instance, {
		id: 'tool-1',
		name: 'Mobile to PAN',
		type: 'n8n-nodes-deepvue.deepvue',
		typeVersion: 1,
		position: [0, 0],
		parameters: {
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: "={{ $fromAI('mobile_number') }}",
		},
	});
	const answer = (await tool.invoke({ mobile_number: NOT_FOUND_INPUTS.mobileNumber })) as unknown;
	expect(answer).toEqual([{ no_record: true, message: 'No record found' }]);
});

describe('a 404, read', () => {
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
		expect(describeHttpFailure(404, { detail: 'No record found' })).toMatchObject({
			message: 'No record found',
			description: expect.stringMatching(/no record/i),
		});
		expect(describeHttpFailure(404, { detail: 'Not Found' })).toMatchObject({
			message: 'Deepvue has no such address (HTTP 404: Not Found)',
			description: expect.stringMatching(/^Check the Base URL/),
		});
		expect(describeHttpFailure(404, '<html>404</html>')).toMatchObject({
			message: 'Deepvue has no such address (HTTP 404)',
		});
	});
});
