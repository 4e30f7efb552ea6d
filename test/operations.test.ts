import type * as Output from '../nodes/Deepvue/answer/output';
import { DEMO_CLIENT } from '../testbed/emulator/server';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';
import { DOCUMENTED_CASES, OPERATION_CASES } from './spec/operations';
import { IDENTITY_ENDPOINTS } from './spec/identityOperations';
import { BUSINESS_CASES, UDYAM_RESULT } from './spec/businessOperations';
import { RESULT_SHAPES, shapeMismatches } from './spec/shapes';

const CSV = 'cin\nU72900KA2015PTC082988\nL17110MH1973PLC019786\n';

const testBed = useTestBed();

// The built module, typed by its source: the package ships no type declarations.
const { resultField } = jest.requireActual<typeof Output>('../dist/nodes/Deepvue/answer/output');

describe.each(OPERATION_CASES)('spec row $row: $resource / $operation', (testCase) => {
	async function runCase(options: { response?: 'full' } = {}) {
		return await runNode(testBed().instance, {
			parameters: {
				resource: testCase.resource,
				operation: testCase.operation,
				...testCase.parameters,
				...(options.response ? { options: { response: options.response } } : {}),
			},
			items: [
				testCase.upload
					? { json: {}, binary: { data: binaryFile(CSV, 'companies.csv', 'text/csv') } }
					: { json: {} },
			],
		});
	}

	it('sends the spec request with both auth headers', async () => {
		const { error } = await runCase();
		expect(error).toBeUndefined();

		const calls = testBed().emulator.requestsTo(testCase.path);
		expect(calls).toHaveLength(1);
		const [call] = calls;
		expect(call.method).toBe(testCase.method);
		expect(call.path).toBe(testCase.path);
		expect(call.query).toEqual(testCase.query);
		expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
		expect(call.headers['x-api-key']).toBe(DEMO_CLIENT.clientSecret);

		if (testCase.json) {
			expect(call.contentType).toMatch(/^application\/json/);
			expect(call.json).toEqual(testCase.json);
		}
		if (testCase.upload) {
			expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
			expect(call.files).toHaveLength(1);
			const [file] = call.files ?? [];
			expect(file.field).toBe('batch_file');
			expect(file.filename).toBe('companies.csv');
			expect(file.contentType).toBe('text/csv');
			expect(file.data.toString()).toBe(CSV);
		}
		if (testCase.method === 'GET') {
			expect(call.json).toBeUndefined();
			expect(call.files ?? []).toHaveLength(0);
		}
	});

	it('outputs every field of the spec result with the spec types', async () => {
		const { items, error } = await runCase();
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		// The node's output is the answer's result, every field and value as Deepvue sent it...
		const [call] = testBed().emulator.requestsTo(testCase.path);
		const answer = call.reply as Record<string, unknown>;
		const { code: _code, timestamp: _timestamp, ...submission } = answer;
		// Beside it, the node's name_match when Name to Match is given (nameMatch.test.ts).
		const { name_match: nameMatch, ...result } = items[0].json;
		expect(nameMatch !== undefined).toBe('nameToMatch' in testCase.parameters);
		expect(result).toEqual(testCase.status === 201 ? submission : answer.data);
		// ...and that answer has the spec's shape, so the output has too.
		expect(shapeMismatches(result, RESULT_SHAPES[testCase.operation])).toEqual([]);
	});

	it('outputs the whole envelope when asked for the full response', async () => {
		const { items, error } = await runCase({ response: 'full' });
		expect(error).toBeUndefined();
		const { name_match: _nameMatch, ...envelope } = items[0].json;
		expect(envelope).toEqual(testBed().emulator.requestsTo(testCase.path)[0].reply);
		expect(envelope.code).toBe(testCase.status);
		expect(typeof envelope.timestamp).toBe('number');
		expect(typeof envelope.transaction_id).toBe('string');
		expect(envelope.sub_code).toBe(testCase.subCode);
		if (testCase.message) expect(envelope.message).toBe(testCase.message);
		if (testCase.status === 201) {
			expect(envelope.data).toBeUndefined();
			expect(envelope.output_batch_file).toBe('');
			expect(typeof envelope.request_id).toBe('string');
		} else {
			expect(shapeMismatches(envelope.data, RESULT_SHAPES[testCase.operation])).toEqual([]);
		}
	});
});

it("covers the 18 operations of the spec, plus the documented batch status, the three of panBankGstin.test.ts, the six identity documents and a business's six", async () => {
	const { loadPackage } = await import('../testbed/inProcessN8n/package');
	const { nodes } = await loadPackage();
	const description = (
		nodes.deepvue as {
			description: { properties: Array<{ name: string; options?: Array<{ value: string }> }> };
		}
	).description;
	const offered = description.properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) => (property.options ?? []).map((option) => option.value))
		.sort();
	expect(offered).toEqual(
		[
			...[...OPERATION_CASES, ...DOCUMENTED_CASES].map((testCase) => testCase.operation),
			...IDENTITY_ENDPOINTS.map((endpoint) => endpoint.operation),
			...BUSINESS_CASES.map((testCase) => testCase.operation),
			UDYAM_RESULT.operation,
			'getBatchStatus',
		].sort(),
	);
	expect(offered).toHaveLength(34);
});

describe('a result, read', () => {
	it("finds a result's field at the top (Result Only) or under data (Full Response)", () => {
		expect(resultField({ request_id: 'r-1' }, 'request_id')).toBe('r-1');
		expect(resultField({ code: 200, data: { request_id: 'r-2' } }, 'request_id')).toBe('r-2');
		expect(resultField({ code: 200 }, 'request_id')).toBeUndefined();
	});
});
