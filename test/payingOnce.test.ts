import type { INode, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { NOT_FOUND_INPUTS, UNAVAILABLE_INPUTS } from '../testbed/emulator/server';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useNewClient, useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import { retryOnFailFlow, runWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

/**
 * n8n's own machinery around the node (Settings > Retry On Fail with each On Error setting, an
 * execution run again, a value repeated in a list) never pays again for an answered row. Counted
 * at the emulator: every lookup it receives is a paid call.
 */
const testBed = useTestBed();

const PAN_PATH = '/v1/mobile-intelligence/mobile-to-pan';
const UPLOAD_PATH = '/v1/verification/upi-basic/batch';
const UNAVAILABLE = UNAVAILABLE_INPUTS.mobileNumber;
const getPan = (options: INodeParameters = {}): INodeParameters => ({
	resource: 'mobileIntelligence',
	operation: 'getPan',
	mobileNumber: '={{ $json.mobile }}',
	options: { maxAttempts: 1, ...options },
});

const rows = (...mobiles: string[]): INodeExecutionData[] =>
	mobiles.map((mobile, index) => ({ json: { row: index + 1, mobile } }));
/** Four numbers Deepvue answers, and one whose source is unavailable every time. */
const ANSWERED = ['9876543210', '9876543211', '9876543212', '9876543213'];

/**
 * Rows into a Deepvue node with Settings > Retry On Fail (3 tries) and the given On Error. Reuse
 * Answers For is 0: an answer of the execution serves its retries whatever that option says.
 */
function retryingFlow(
	onError: INode['onError'],
	parameters: INodeParameters = getPan({ reuseAnswersFor: 0 }),
): WorkflowFile {
	return retryOnFailFlow(onError, parameters);
}

/** How many lookups the emulator received for each mobile number. */
function sentPerNumber(): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const call of lookupsSent(testBed().emulator))
		counts[call.query.mobile_number] = (counts[call.query.mobile_number] ?? 0) + 1;
	return counts;
}

const onceEach = (numbers: string[]) => Object.fromEntries(numbers.map((number) => [number, 1]));

describe('Settings > Retry On Fail: n8n runs the node again, and only the rows without an answer are sent again', () => {
	it('On Error = Stop, one row unavailable every time', async () => {
		const run = await runWorkflowFile(testBed().instance, retryingFlow('stopWorkflow'), {
			pinData: { Rows: rows(...ANSWERED, UNAVAILABLE) },
		});

		expect(run.error?.message).toMatch(/^Source Unavailable/);
		expect(sentPerNumber()).toEqual({ ...onceEach(ANSWERED), [UNAVAILABLE]: 3 });
	});

	it('On Error = Continue (regular output), the failing row first: n8n retries the whole node', async () => {
		const run = await runWorkflowFile(testBed().instance, retryingFlow('continueRegularOutput'), {
			pinData: { Rows: rows(UNAVAILABLE, ...ANSWERED) },
		});

		expect(run.error).toBeUndefined();
		const items = run.output('Deepvue');
		expect(items.map((item) => item.json.error ?? item.json.pan_number)).toEqual([
			expect.stringMatching(/^Source Unavailable/),
			...ANSWERED.map(() => expect.any(String)),
		]);
		expect(sentPerNumber()).toEqual({ ...onceEach(ANSWERED), [UNAVAILABLE]: 3 });
	});

	it('On Error = Continue (using error output), the failing row first', async () => {
		const run = await runWorkflowFile(testBed().instance, retryingFlow('continueErrorOutput'), {
			pinData: { Rows: rows(UNAVAILABLE, ...ANSWERED) },
		});

		// n8n-core retries here when the node's first item failed (real n8n 2.41.3 did not): either way, answered rows are paid once.
		const [answered, failed] = run.runData.Deepvue.at(-1)?.data?.main ?? [];
		expect(answered).toHaveLength(4);
		expect(failed).toHaveLength(1);
		const { [UNAVAILABLE]: unavailableTries, ...others } = sentPerNumber();
		expect(others).toEqual(onceEach(ANSWERED));
		expect(unavailableTries).toBeGreaterThanOrEqual(1);
	});

	it('a row answered "no record" is not sent again, also when On No Record fails it', async () => {
		const flow = retryingFlow('stopWorkflow', getPan({ noRecord: 'fail', reuseAnswersFor: 0 }));
		const run = await runWorkflowFile(testBed().instance, flow, {
			pinData: { Rows: rows(ANSWERED[0], NOT_FOUND_INPUTS.mobileNumber) },
		});

		expect(run.error?.message).toBe('No record found');
		expect(sentPerNumber()).toEqual(onceEach([ANSWERED[0], NOT_FOUND_INPUTS.mobileNumber]));
	});

	it('an uploaded batch whose status checks fail is not uploaded again: the next try goes on from its request ID', async () => {
		const upload = {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options: { waitForCompletion: true, waitTimeout: 30, maxAttempts: 1 },
		};
		const file = binaryFile(`vpa\nasha@okhdfcbank\n${UNAVAILABLE_INPUTS.batchRow}\n`, 'upi.csv');
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
		try {
			// Each try's first status check on a virtual clock (test/harness/nodeOnClock.ts).
			const run = await runWorkflowFile(testBed().instance, retryingFlow('stopWorkflow', upload), {
				pinData: { Rows: [{ json: {}, binary: { data: file } }] },
				...(await onVirtualClock()),
			});

			expect(run.error?.message).toMatch(/batch .* was accepted/);
			expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(1);
			const checked = new Set(
				testBed()
					.emulator.requestsTo('/v1/verification/batch-processing-status')
					.map((call) => call.query.request_id),
			);
			expect(checked.size).toBe(1);
			expect(
				testBed().emulator.requestsTo('/v1/verification/batch-processing-status'),
			).toHaveLength(3);
		} finally {
			testBed().emulator.setBatchProcessing({});
		}
	});
});

describe('Options > Reuse Answers For', () => {
	it('a value repeated in a list is paid for once; the repeats say they reuse that answer', async () => {
		const { items } = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(ANSWERED[0], ANSWERED[1], ANSWERED[0], ANSWERED[0]),
		});

		expect(sentPerNumber()).toEqual(onceEach([ANSWERED[0], ANSWERED[1]]));
		expect(items.map((item) => item.json.pan_number)).toEqual([
			items[0].json.pan_number,
			expect.any(String),
			items[0].json.pan_number,
			items[0].json.pan_number,
		]);
		expect(items[0].json.reused).toBeUndefined();
		expect(items[2].json).toMatchObject({
			reused: true,
			answered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
		});
		expect(items.map((item) => item.pairedItem)).toEqual([0, 1, 2, 3].map((item) => ({ item })));
	});

	it('an execution run again, as a retry from the execution list or a test run in the editor, pays only for what was not answered', async () => {
		await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(...ANSWERED, UNAVAILABLE),
			continueOnFail: true,
		});
		const { items } = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(...ANSWERED, UNAVAILABLE),
			continueOnFail: true,
		});

		expect(sentPerNumber()).toEqual({ ...onceEach(ANSWERED), [UNAVAILABLE]: 2 });
		expect(items.slice(0, 4).every((item) => item.json.reused === true)).toBe(true);
		expect(items[4].json.error).toMatch(/^Source Unavailable/);
	});

	it('reuses a "no record" answer, marked as reused', async () => {
		await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(NOT_FOUND_INPUTS.mobileNumber),
		});
		const { items } = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(NOT_FOUND_INPUTS.mobileNumber),
		});

		expect(sentPerNumber()).toEqual(onceEach([NOT_FOUND_INPUTS.mobileNumber]));
		expect(items[0].json).toMatchObject({ no_record: true, reused: true });
	});

	it('0 asks Deepvue every time', async () => {
		for (let run = 0; run < 2; run++)
			await runNode(testBed().instance, {
				parameters: getPan({ reuseAnswersFor: 0 }),
				items: rows(ANSWERED[0], ANSWERED[0]),
			});

		expect(sentPerNumber()).toEqual({ [ANSWERED[0]]: 4 });
	});

	it('an answer older than the window is not reused', async () => {
		await runNode(testBed().instance, { parameters: getPan(), items: rows(ANSWERED[0]) });
		await new Promise((resolve) => setTimeout(resolve, 1300));
		// 0.02 minutes: 1.2 s.
		await runNode(testBed().instance, {
			parameters: getPan({ reuseAnswersFor: 0.02 }),
			items: rows(ANSWERED[0]),
		});

		expect(sentPerNumber()).toEqual({ [ANSWERED[0]]: 2 });
	});

	it('is a different question with another consent reason, another operation or another credential', async () => {
		await runNode(testBed().instance, { parameters: getPan(), items: rows(ANSWERED[0]) });
		await runNode(testBed().instance, {
			parameters: getPan({ consentReason: 'KYC' }),
			items: rows(ANSWERED[0]),
		});
		await runNode(testBed().instance, {
			parameters: { ...getPan(), operation: 'getName' },
			items: rows(ANSWERED[0]),
		});
		useNewClient(testBed());
		await runNode(testBed().instance, { parameters: getPan(), items: rows(ANSWERED[0]) });

		expect(lookupsSent(testBed().emulator).map((call) => [call.path, call.query.reason])).toEqual([
			[PAN_PATH, undefined],
			[PAN_PATH, 'KYC'],
			['/v1/mobile-intelligence/mobile-to-name', undefined],
			[PAN_PATH, undefined],
		]);
	});

	it('a failed answer is not reused: a repeated value that failed is asked again', async () => {
		testBed().emulator.inject({
			status: 503,
			body: { detail: 'Source Unavailable' },
			pathPrefix: PAN_PATH,
			times: 1,
		});
		const { items } = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(ANSWERED[0]),
			continueOnFail: true,
		});
		const again = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(ANSWERED[0]),
		});

		expect(items[0].json.error).toMatch(/Source Unavailable/);
		expect(again.items[0].json.pan_number).toEqual(expect.any(String));
		expect(again.items[0].json.reused).toBeUndefined();
		expect(sentPerNumber()).toEqual({ [ANSWERED[0]]: 2 });
	});

	it('a repeated value whose first call fails is asked by the repeat itself', async () => {
		testBed().emulator.inject({
			status: 503,
			body: { detail: 'Source Unavailable' },
			pathPrefix: PAN_PATH,
			times: 1,
		});
		const { items } = await runNode(testBed().instance, {
			parameters: getPan(),
			items: rows(ANSWERED[0], ANSWERED[0]),
			continueOnFail: true,
		});

		expect(items[0].json.error).toMatch(/Source Unavailable/);
		expect(items[1].json.pan_number).toEqual(expect.any(String));
		expect(sentPerNumber()).toEqual({ [ANSWERED[0]]: 2 });
	});

	it('never serves a batch upload again: the same file uploaded twice is two batches', async () => {
		const upload = {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
		};
		const file = binaryFile('vpa\nasha@okhdfcbank\n', 'upi.csv');
		for (let run = 0; run < 2; run++)
			await runNode(testBed().instance, {
				parameters: upload,
				items: [{ json: {}, binary: { data: file } }],
			});

		expect(testBed().emulator.requestsTo(UPLOAD_PATH)).toHaveLength(2);
	});

	it('a value that is not a number of minutes from 0 to a day is refused before any call', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: getPan({ reuseAnswersFor: -1 }),
			items: rows(ANSWERED[0]),
		});

		expect(error?.message).toMatch(
			/"Reuse Answers For \(Minutes\)" must be a number from 0 to 1440/,
		);
		expect(lookupsSent(testBed().emulator)).toHaveLength(0);
	});
});
