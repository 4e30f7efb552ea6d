/**
 * The output schemas n8n shows before a node has run ("Usually outputs the following fields"): one
 * per operation of the Deepvue node, one per version of the trigger. Read from the build as n8n
 * reads them, and checked against the spec's field lists and against what the node and the trigger
 * output for the emulator's answers, so a schema cannot drift from either.
 */
import type {
	IDataObject,
	INodeExecutionData,
	INodeParameters,
	INodeProperties,
	INodeTypeDescription,
	INodeTypes,
} from 'n8n-workflow';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import type * as NameReasons from '../nodes/Deepvue/nameMatch/reasons';
import type * as Resources from '../nodes/Deepvue/resources';

import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { loadPackage } from '../testbed/inProcessN8n/package';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';
import { useTestBed } from './harness/fixture';
import { onVirtualClock } from './harness/nodeOnClock';
import {
	NODE_DIR,
	TRIGGER_DIR,
	describeErrors,
	editorProblems,
	schemaFiles,
	schemaFor,
	specMismatches,
	validatorFor,
} from './harness/outputSchemas';
import type { JsonSchema } from './harness/outputSchemas';
import { DOCUMENTED_CASES, OPERATION_CASES } from './spec/operations';
import type { OperationCase } from './spec/operations';
import { RESULT_SHAPES } from './spec/shapes';
import { RESULT, SECRET, post, withToken } from './triggerSender';
import { BUSINESSES, DINS, businessById } from '../testbed/emulator/businesses';
import { gstinOf } from '../testbed/emulator/business/gstinCheck';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';

const testBed = useTestBed();
afterEach(() => testBed().emulator.setBatchProcessing({}));

const CSV = 'vpa\nasha@okhdfcbank\n';

/** The operations that find a person's name, whose items get `name_match` (Name to Match): the node's field, not the spec's. */
const { resources } = jest.requireActual<typeof Resources>('../dist/nodes/Deepvue/resources');
const { NAME_REASONS } = jest.requireActual<typeof NameReasons>(
	'../dist/nodes/Deepvue/nameMatch/reasons',
);
const WITH_NAME = new Set(
	resources.flatMap((resource) =>
		resource.operations
			.filter((operation) => operation.nameIn !== undefined)
			.map((operation) => operation.value),
	),
);
/** The operations whose answer's `data` is a list, by the field of the item that holds it. */
const LIST_FIELD = new Map(
	resources.flatMap((resource) =>
		resource.operations.flatMap((operation) =>
			operation.listAs ? [[operation.value, operation.listAs] as const] : [],
		),
	),
);

/** A schema without the fields the node adds. */
function specPart(schema: JsonSchema): JsonSchema {
	const { name_match: _nameMatch, ...properties } = schema.properties ?? {};
	return { ...schema, properties };
}

interface NodeOperation {
	resource: string;
	operation: string;
}

/** The resource and operation values the built node offers. */
async function nodeOperations(): Promise<{ version: number; operations: NodeOperation[] }> {
	const { description } = (await loadPackage()).nodes.deepvue as {
		description: INodeTypeDescription;
	};
	const selectors = description.properties.filter(
		(property: INodeProperties) => property.name === 'operation',
	);
	const operations = selectors.flatMap((selector) =>
		(selector.options ?? []).map((option) => ({
			resource: String(selector.displayOptions?.show?.resource?.[0]),
			operation: String((option as { value: string }).value),
		})),
	);
	return { version: description.version as number, operations };
}

function nodeSchema(resource: string, operation: string): JsonSchema {
	const schema = schemaFor(NODE_DIR, 1, resource, operation);
	if (!schema) throw new Error(`No output schema for ${resource} / ${operation}`);
	return schema;
}

/** The items' JSON that does not validate against the schema, with the reasons. */
function invalidItems(
	schema: JsonSchema,
	items: IDataObject[],
	options: { formats?: boolean } = {},
): Array<{ item: IDataObject; errors: string[] }> {
	const validate = validatorFor(schema, options);
	return items.flatMap((item) =>
		validate(item) ? [] : [{ item, errors: describeErrors(validate.errors) }],
	);
}

/**
 * Several inputs per field, each getting another record from the emulator (its records are picked
 * by a hash of the input, or are a sample person's): other people, states, ported numbers, pending
 * and disposed challans...
 */
const INPUT_VARIANTS: Record<string, string[]> = {
	mobileNumber: [
		// Rohan Prakash Das's, a sample person whose number is on the revoked list (MNRL).
		'9831012345',
		'9123456780',
		'8888800001',
		'7000012345',
		'6000014143',
		'9812312312',
	],
	rcNumber: ['MH12AB1234', 'KA01MJ2020', 'DL3CAB0001', 'TS09EZ4321', 'TN22BX7777', 'UP16AA0101'],
	certificateNumber: [
		'SE/2021/12345',
		'SE/2019/00042',
		'KAR-778812',
		'RJ/SE/5521',
		'HR-2020-0007',
		'WB/1/2022',
	],
	stateCode: ['KR', 'DL', 'HR', 'JK', 'RJ', 'WB'],
	fssaiId: [
		'10012345678901',
		'20019876543210',
		'11521999000111',
		'10020042000123',
		'22819001000456',
		'13317002000789',
	],
	itrClientId: [
		'itr-client-42',
		'itr-client-7',
		'itr-client-1001',
		'c-2024-55',
		'c-2023-91',
		'client-x',
	],
	panNumber: ['ABCPE1234F', 'AAAPL1234C', 'BNZPM2501F', 'CQKPS7788K', 'AFZPK7190K', 'DRTPR4455Q'],
	fileNumber: [
		'DL1061234567823',
		'MH2071111111111',
		'KA3081234000012',
		'TN4090000000088',
		'UP5101000022220',
		'GJ6112121212121',
	],
	vpa: [
		'asha@okhdfcbank',
		'ravi.kumar@ybl',
		'priya@paytm',
		'someone@okaxis',
		'shop.42@okicici',
		'merchant@ybl',
	],
	accountNumber: [
		'123456789012',
		'50100012345678',
		'000123456789',
		'110099887766',
		'31234567890',
		'918020012345678',
	],
	ifsc: ['SBIN0001234', 'HDFC0000123', 'ICIC0001122', 'UTIB0000456', 'KKBK0000789', 'SBIN0012345'],
};

/** The operation run once over one item per variant: its inputs taken from each item by expressions. */
async function runVariants(
	testCase: OperationCase,
	options: INodeParameters = {},
): Promise<INodeExecutionData[]> {
	const varied = Object.keys(testCase.parameters).filter((name) => name in INPUT_VARIANTS);
	const parameters = {
		...testCase.parameters,
		...Object.fromEntries(varied.map((name) => [name, `={{ $json.${name} }}`])),
	};
	const items = INPUT_VARIANTS.mobileNumber.map((_, index) => ({
		json: Object.fromEntries(varied.map((name) => [name, INPUT_VARIANTS[name][index]])),
		...(testCase.upload ? { binary: { data: binaryFile(CSV, 'batch.csv') } } : {}),
	}));
	const { items: output, error } = await runNode(testBed().instance, {
		parameters: {
			resource: testCase.resource,
			operation: testCase.operation,
			...parameters,
			options,
		},
		items,
	});
	expect(error).toBeUndefined();
	expect(output).toHaveLength(items.length);
	// Each item got a record of its own.
	expect(new Set(output.map((item) => JSON.stringify(item.json))).size).toBeGreaterThan(1);
	return output;
}

const upload = (operation: string, options: INodeParameters = {}, nodeTypes?: INodeTypes) =>
	runNode(testBed().instance, {
		parameters: {
			resource: 'batch',
			operation,
			binaryPropertyName: 'data',
			options: { maxRetryDelay: 50, ...options },
		},
		items: [{ json: {}, binary: { data: binaryFile(CSV, 'batch.csv') } }],
		nodeTypes,
	});

describe('what n8n finds in the build', () => {
	it('has a schema for every operation of the node, for its version, and no other', async () => {
		const { version, operations } = await nodeOperations();
		expect(operations).toHaveLength(34);
		// n8n asks for v<x.y.z>: 1.0.0 for version 1.
		const expected = operations
			.map(({ resource, operation }) => path.join(`v${version}.0.0`, resource, `${operation}.json`))
			.sort();
		expect(schemaFiles(NODE_DIR)).toEqual(expected);
		for (const { resource, operation } of operations)
			expect(schemaFor(NODE_DIR, version, resource, operation)).toBeDefined();
	});

	it('has a schema for every version of the trigger, the same for each', async () => {
		const { description } = (await loadPackage()).nodes.deepvueTrigger as {
			description: INodeTypeDescription;
		};
		const versions = description.version as number[];
		expect(schemaFiles(TRIGGER_DIR)).toEqual(versions.map((version) => `v${version}.0.0.json`));
		const [first, ...others] = versions.map((version) => schemaFor(TRIGGER_DIR, version));
		expect(first).toBeDefined();
		for (const other of others) expect(other).toEqual(first);
	});

	it('ships the schemas in the package', () => {
		const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: PACKAGE_ROOT,
			encoding: 'utf8',
		});
		const [pack] = JSON.parse(output.slice(output.indexOf('['))) as Array<{
			files: Array<{ path: string }>;
		}>;
		const packed = pack.files.map((file) => file.path);
		const built = [
			...schemaFiles(NODE_DIR).map((file) => `dist/nodes/Deepvue/__schema__/${file}`),
			...schemaFiles(TRIGGER_DIR).map((file) => `dist/nodes/DeepvueTrigger/__schema__/${file}`),
		];
		expect(packed).toEqual(expect.arrayContaining(built));
	});

	it('has schemas that are valid draft-07 JSON Schema the editor can list: objects with inline properties', async () => {
		const { operations } = await nodeOperations();
		const schemas = [
			...operations.map(({ resource, operation }) => nodeSchema(resource, operation)),
			schemaFor(TRIGGER_DIR, 2) as JsonSchema,
		];
		for (const schema of schemas) {
			expect(() => validatorFor(schema)).not.toThrow();
			expect(schema.type).toBe('object');
			expect(editorProblems(schema)).toEqual([]);
		}
	});
});

describe.each([
	...OPERATION_CASES,
	...DOCUMENTED_CASES,
	{ resource: 'batch', operation: 'getBatchStatus' } as OperationCase,
])('$resource / $operation', (testCase) => {
	it("lists every field of the spec's result with the spec's type, and no field the spec does not list", () => {
		// Get Batch Status is not in the spec: Deepvue documents it with the CIN batch result's fields.
		const shape =
			RESULT_SHAPES[
				testCase.operation === 'getBatchStatus' ? 'uploadCinBatch' : testCase.operation
			];
		expect(
			specMismatches(specPart(nodeSchema(testCase.resource, testCase.operation)), shape),
		).toEqual([]);
	});

	it('lists name_match exactly when the operation finds a name to compare with Name to Match, with every reason the node gives', () => {
		const nameMatch = nodeSchema(testCase.resource, testCase.operation).properties?.name_match;
		expect(nameMatch !== undefined).toBe(WITH_NAME.has(testCase.operation));
		if (nameMatch)
			expect(nameMatch.properties?.reasons?.items?.enum).toEqual(Object.keys(NAME_REASONS));
	});

	if (testCase.operation === 'getBatchStatus') return;

	it("matches the node's output for every answer of the emulator", async () => {
		const output = await runVariants(testCase);
		expect(
			invalidItems(
				nodeSchema(testCase.resource, testCase.operation),
				output.map((item) => item.json),
			),
		).toEqual([]);
	});

	if (WITH_NAME.has(testCase.operation)) {
		it('matches the output with Name to Match, name_match included', async () => {
			const output = await runVariants({
				...testCase,
				parameters: { ...testCase.parameters, nameToMatch: 'Asha Rao' },
			});
			expect(
				output.every(
					(item) => typeof (item.json.name_match as IDataObject | undefined)?.score === 'number',
				),
			).toBe(true);
			expect(
				invalidItems(
					nodeSchema(testCase.resource, testCase.operation),
					output.map((item) => item.json),
				),
			).toEqual([]);
		});
	}

	it('keeps its fields and their types with Mask Sensitive Values (masked values lose their formats)', async () => {
		const output = await runVariants(testCase, { maskSensitive: true });
		expect(
			invalidItems(
				nodeSchema(testCase.resource, testCase.operation),
				output.map((item) => item.json),
				{ formats: false },
			),
		).toEqual([]);
	});

	it('describes what Full Response holds under data (the 201 uploads: at the top, beside code and timestamp)', async () => {
		const output = await runVariants(testCase, { response: 'full' });
		const results = output.map(({ json }) => {
			if (testCase.status === 201) {
				const { code: _code, timestamp: _timestamp, ...submission } = json;
				return submission;
			}
			const listField = LIST_FIELD.get(testCase.operation);
			return listField ? { [listField]: json.data } : (json.data as IDataObject);
		});
		expect(invalidItems(nodeSchema(testCase.resource, testCase.operation), results)).toEqual([]);
	});
});

/**
 * Each business operation over the sample businesses and inputs the emulator answers from a hash
 * (its records, its not-found inputs, a failed Udyam): the node's items, one per input.
 */
const BUSINESS_INPUTS: Record<string, INodeParameters[]> = {
	verifyGstin: [
		...BUSINESSES.map((business) => ({ gstin: business.gst.gstin, panToMatch: business.pan })),
		{ gstin: gstinOf('29', 'AAACB1234C') },
		{ gstin: NOT_FOUND_INPUTS.gstin },
	],
	getGstReturns: BUSINESSES.flatMap((business) =>
		['2022-23', '2024-25'].map((financialYear) => ({ gstin: business.gst.gstin, financialYear })),
	),
	getDirector: [
		...Object.values(DINS).map((din) => ({
			din,
			cinToCheck: businessById('deccan').company?.cin ?? '',
			nameToMatch: 'Kavya Reddy',
		})),
		{ din: '01234567' },
		{ din: NOT_FOUND_INPUTS.din },
	],
	getCompany: [
		...BUSINESSES.flatMap((business) => (business.company ? [{ cin: business.company.cin }] : [])),
		{ cin: 'L17110MH1973PLC019786' },
		{ cin: NOT_FOUND_INPUTS.companyCin },
	],
	verifyUdyam: [
		...BUSINESSES.flatMap((business) =>
			business.udyam ? [{ udyamNumber: business.udyam.number, udyamWaitSeconds: 30 }] : [],
		),
		{ udyamNumber: 'UDYAM-DL-01-0000123', udyamWaitSeconds: 30 },
	],
};

describe.each(Object.keys(BUSINESS_INPUTS))('businessCompliance / %s', (operation) => {
	async function runAll(options: INodeParameters = {}): Promise<IDataObject[]> {
		testBed().emulator.setConditions({ udyamDelayMs: 0 });
		const outputs = [];
		for (const parameters of BUSINESS_INPUTS[operation]) {
			const { items, error } = await runNode(testBed().instance, {
				parameters: { resource: 'businessCompliance', operation, ...parameters, options },
				...(await onVirtualClock()),
			});
			expect(error).toBeUndefined();
			outputs.push(...items.map((item) => item.json));
		}
		testBed().emulator.setConditions({});
		return outputs;
	}
	const schema = () => nodeSchema('businessCompliance', operation);

	it("matches the node's output for the sample businesses and inputs answered from a hash", async () => {
		expect(invalidItems(schema(), await runAll())).toEqual([]);
	});

	it('keeps its fields and their types with Mask Sensitive Values', async () => {
		expect(
			invalidItems(schema(), await runAll({ maskSensitive: true }), { formats: false }),
		).toEqual([]);
	});

	it('describes what Full Response holds under data', async () => {
		const outputs = await runAll({ response: 'full' });
		const found = outputs.filter((json) => json.no_record === undefined);
		expect(found.length).toBeGreaterThan(0);
		expect(
			invalidItems(
				schema(),
				found.map((json) => json.data as IDataObject),
			),
		).toEqual([]);
	});

	it('lists every field the node outputs for a found record', async () => {
		const found = (await runAll()).find((json) => json.no_record === undefined) ?? {};
		const { name_match: _nameMatch, ...fields } = found;
		expect(Object.keys(fields).sort()).toEqual(
			Object.keys(schema().properties ?? {})
				.filter((field) => field !== 'name_match')
				.sort(),
		);
	});
});

it('Get Udyam Result matches its schema in progress, completed and failed', async () => {
	testBed().emulator.setConditions({ udyamDelayMs: 600_000 });
	const verify = async (udyamNumber: string) =>
		await runNode(testBed().instance, {
			parameters: {
				resource: 'businessCompliance',
				operation: 'verifyUdyam',
				udyamNumber,
				udyamWaitSeconds: 5,
			},
			...(await onVirtualClock()),
		});
	const requestIds: string[] = [];
	for (const udyamNumber of ['UDYAM-TS-02-0012345', NOT_FOUND_INPUTS.udyamNumber]) {
		const { error } = await verify(udyamNumber);
		requestIds.push(/Udyam verification (\S+) /.exec(error?.message ?? '')?.[1] ?? '');
	}
	const read = async () =>
		Promise.all(
			requestIds.map(async (udyamRequestId) => {
				const { items, error } = await runNode(testBed().instance, {
					parameters: {
						resource: 'businessCompliance',
						operation: 'getUdyamResult',
						udyamRequestId,
					},
				});
				expect(error).toBeUndefined();
				return items[0].json;
			}),
		);
	const pending = await read();
	testBed().emulator.setConditions({ udyamDelayMs: 0 });
	const done = await read();
	testBed().emulator.setConditions({});
	expect([...pending, ...done].map((json) => json.status)).toEqual([
		'in_progress',
		'in_progress',
		'completed',
		'failed',
	]);
	expect(
		invalidItems(nodeSchema('businessCompliance', 'getUdyamResult'), [...pending, ...done]),
	).toEqual([]);
});

describe('batch states', () => {
	it('matches a batch in progress and a completed one, from the CIN upload and from Get Batch Status', async () => {
		testBed().emulator.setBatchProcessing({ delayMs: 60_000 });
		const inProgress = await upload('uploadCinBatch');
		const pendingId = String(inProgress.items[0].json.request_id);
		testBed().emulator.setBatchProcessing({});
		const completed = await upload('uploadCinBatch');
		const completedId = String(completed.items[0].json.request_id);
		const status = await Promise.all(
			[pendingId, completedId].map((requestId) =>
				runNode(testBed().instance, {
					parameters: { resource: 'batch', operation: 'getBatchStatus', requestId },
				}),
			),
		);

		expect(inProgress.items[0].json.batch_output_file_url).toBe('');
		expect(completed.items[0].json.batch_output_file_url).not.toBe('');
		expect(
			invalidItems(nodeSchema('batch', 'uploadCinBatch'), [
				inProgress.items[0].json,
				completed.items[0].json,
			]),
		).toEqual([]);
		const statusItems = status.map(({ items, error }) => {
			expect(error).toBeUndefined();
			return items[0].json;
		});
		expect(statusItems.map((item) => item.status)).toEqual([102, 200]);
		expect(invalidItems(nodeSchema('batch', 'getBatchStatus'), statusItems)).toEqual([]);
	});

	it("outputs Get Batch Status's fields, not the submission's, from an upload with Wait for Completion", async () => {
		// The first status check on a virtual clock (test/harness/nodeOnClock.ts).
		const { nodeTypes } = await onVirtualClock();
		const { items, error } = await upload(
			'uploadUpiBasicBatch',
			{ waitForCompletion: true, waitTimeout: 60 },
			nodeTypes,
		);

		expect(error).toBeUndefined();
		expect(invalidItems(nodeSchema('batch', 'getBatchStatus'), [items[0].json])).toEqual([]);
		expect(Object.keys(items[0].json).sort()).toEqual(
			Object.keys(nodeSchema('batch', 'getBatchStatus').properties ?? {}).sort(),
		);
		// The submission's own fields are gone: the upload's preview does not show this item.
		expect(items[0].json.transaction_id).toBeUndefined();
		expect(items[0].json.output_batch_file).toBeUndefined();
	});
});

describe('the trigger', () => {
	const triggerSchema = () => schemaFor(TRIGGER_DIR, 2) as JsonSchema;

	it.each(['json', 'multipart'] as const)(
		"matches what it outputs for the emulator's %s delivery of a batch result",
		async (delivery) => {
			const trigger = await serveTrigger(
				{ options: { allowLoopbackHttp: true } },
				{ secret: SECRET },
			);
			try {
				testBed().emulator.setBatchProcessing({ delivery });
				const { error } = await runNode(testBed().instance, {
					parameters: {
						resource: 'batch',
						operation: 'uploadUpiBasicBatch',
						binaryPropertyName: 'data',
						webhookUrl: withToken(trigger.url),
					},
					items: [{ json: {}, binary: { data: binaryFile(CSV, 'batch.csv') } }],
				});
				expect(error).toBeUndefined();
				const [[item]] = await trigger.waitForStarts(1);

				expect(item.json.request_id).toEqual(expect.any(String));
				expect(invalidItems(triggerSchema(), [item.json])).toEqual([]);
			} finally {
				await trigger.close();
			}
		},
	);

	it('matches an item whose result file could not be downloaded (downloadError)', async () => {
		const trigger = await serveTrigger(
			{ options: { downloadResult: true, allowLoopbackHttp: true } },
			{ secret: SECRET },
		);
		try {
			await post(withToken(trigger.url), {
				...RESULT,
				batch_output_file_url: `${testBed().emulator.baseUrl}/files/batch-output/missing.csv`,
			});
			const [[item]] = await trigger.waitForStarts(1);

			expect(item.json.downloadError).toEqual(expect.any(String));
			expect(invalidItems(triggerSchema(), [item.json])).toEqual([]);
		} finally {
			await trigger.close();
		}
	});

	it('lists the fields of the result the trigger expects, and the ones it adds', () => {
		const fields = Object.keys(triggerSchema().properties ?? {}).sort();
		expect(fields).toEqual([...Object.keys(RESULT), 'receivedAt', 'downloadError'].sort());
	});
});
