import type * as CsvFile from '../nodes/Deepvue/inputs/files/csvFile';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { ENGINE_MAJOR } from './harness/n8nCoreVersion';
import { lookupsSent, useTestBed } from './harness/fixture';
import { OPERATION_CASES } from './spec/operations';

const testBed = useTestBed();

// The built module, typed by its source: the package ships no type declarations.
const { notCsvReason } = jest.requireActual<typeof CsvFile>(
	'../dist/nodes/Deepvue/inputs/files/csvFile',
);

const lookups = () => lookupsSent(testBed().emulator);

const REQUIRED_FIELDS = OPERATION_CASES.flatMap((testCase) =>
	Object.keys(testCase.parameters)
		.filter((name) => !['nameToMatch', 'webhookUrl'].includes(name))
		.map((field) => ({ ...testCase, field })),
);

describe.each(REQUIRED_FIELDS)('$operation without $field', (testCase) => {
	it.each([
		['empty', ''],
		['blank', '   '],
		['an expression that resolves to nothing', '={{ $json.missing }}'],
	])('is refused before any request when %s', async (_label, value) => {
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: testCase.resource,
				operation: testCase.operation,
				...testCase.parameters,
				[testCase.field]: value,
			},
			items: [{ json: {}, binary: { data: binaryFile('vpa\nasha@upi\n', 'batch.csv') } }],
		});
		expect(error).toBeDefined();
		// n8n refuses a literally empty required field itself (n8n 1.x without naming it); the node catches the rest.
		expect(error?.message).toMatch(
			value === '' && ENGINE_MAJOR < 2 ? /workflow has issues/ : /is required|binary/i,
		);
		expect(lookups()).toHaveLength(0);
	});
});

it('names the field in the error', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'identityDocument',
			operation: 'verifyPassport',
			fileNumber: 'DL1061234567823',
			dateOfBirth: ' ',
		},
	});
	expect(error?.message).toBe('"Date of Birth" is required but was empty');
	expect(error?.description).toMatch(/YYYY-MM-DD/);
});

it('refuses an upload whose binary field is missing, before any request', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data' },
		items: [{ json: {} }],
	});
	expect(error?.message).toBe('Item 0 has no binary field "data" to upload');
	expect(lookups()).toHaveLength(0);
});

it('with Continue On Fail, fails only the upload whose binary field is missing, with the same message', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data' },
		items: [
			{ json: {} },
			{ json: {}, binary: { data: binaryFile('vpa\nasha@upi\n', 'batch.csv') } },
		],
		continueOnFail: true,
	});
	expect(error).toBeUndefined();
	expect(items[0].json.error).toBe('Item 0 has no binary field "data" to upload');
	expect(items[1].json.error).toBeUndefined();
	expect(lookups()).toHaveLength(1);
});

it('with Continue On Fail, fails only the item with the empty field', async () => {
	const { items, error } = await runNode(testBed().instance, {
		parameters: { resource: 'payment', operation: 'verifyUpi', vpa: '={{ $json.vpa }}' },
		items: [
			{ json: { vpa: 'asha@okhdfcbank' } },
			{ json: { vpa: '' } },
			{ json: { vpa: 'ravi@ybl' } },
		],
		continueOnFail: true,
	});
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.error ?? 'ok')).toEqual([
		'ok',
		'"UPI ID" is required but was empty',
		'ok',
	]);
	expect(lookups()).toHaveLength(2);
});

describe('an upload that is clearly not a CSV file is refused before any request, naming the field', () => {
	const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
	const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj\n', 'latin1');
	const XLSX = Buffer.from('504b0304140006000800000021', 'hex');

	it.each([
		['an empty file', binaryFile('', 'batch.csv'), /is empty/],
		[
			'an image by its MIME type',
			binaryFile('vpa\nasha@upi\n', 'photo.csv', 'image/png'),
			/image\/png/,
		],
		[
			'a PDF by its MIME type',
			binaryFile('vpa\nasha@upi\n', 'list.csv', 'application/pdf'),
			/application\/pdf/,
		],
		['a PNG labelled as CSV', binaryFile(PNG, 'batch.csv', 'text/csv'), /PNG image/],
		['a PDF labelled as CSV', binaryFile(PDF, 'batch.csv', 'application/octet-stream'), /PDF/],
		[
			'an Excel workbook',
			binaryFile(XLSX, 'batch.xlsx', 'application/vnd.ms-excel'),
			/ZIP archive or Excel workbook/,
		],
	])('%s', async (_label, file, reason) => {
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
			},
			items: [{ json: {}, binary: { data: file } }],
		});
		expect(error?.message).toMatch(
			/^"Input Binary Field" must hold a CSV file, but the file in "data" of item 0 /,
		);
		expect(error?.message).toMatch(reason);
		expect(error?.description).toMatch(/CSV/);
		expect(lookups()).toHaveLength(0);
	});

	it('checks every item before the first upload when the node stops on errors', async () => {
		const { error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
			},
			items: [
				{ json: {}, binary: { data: binaryFile('vpa\nasha@upi\n', 'one.csv') } },
				{ json: {}, binary: { data: binaryFile(PDF, 'two.csv') } },
			],
		});
		expect(error?.message).toMatch(/item 1 .*PDF/);
		expect(lookups()).toHaveLength(0);
	});

	it('with Continue On Fail, fails only the item whose file is not a CSV', async () => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
			},
			items: [
				{ json: {}, binary: { data: binaryFile(PNG, 'photo.png', 'image/png') } },
				{ json: {}, binary: { data: binaryFile('vpa\nasha@upi\n', 'batch.csv') } },
				{ json: {}, binary: { data: binaryFile('', 'empty.csv') } },
			],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => (item.json.error === undefined ? 'ok' : 'error'))).toEqual([
			'error',
			'ok',
			'error',
		]);
		expect(lookups()).toHaveLength(1);
	});
});

it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
	"refuses the binary field name %j with the node's own message",
	async (name) => {
		const { error, items } = await runNode(testBed().instance, {
			parameters: { resource: 'batch', operation: 'uploadCinBatch', binaryPropertyName: name },
			items: [
				{ json: {}, binary: { data: binaryFile('cin\nU72900KA2015PTC082988\n', 'batch.csv') } },
			],
			continueOnFail: true,
		});
		expect(error).toBeUndefined();
		expect(items[0].json.error).toBe(`Item 0 has no binary field "${name}" to upload`);
		expect(lookups()).toHaveLength(0);
	},
);

it('with Check Input Formats off, still refuses a non-CSV upload and a boolean, and sends a date object as YYYY-MM-DD', async () => {
	const options = { checkFormats: false };
	const upload = await runNode(testBed().instance, {
		parameters: {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options,
		},
		items: [{ json: {}, binary: { data: binaryFile(Buffer.from('%PDF-1.4\n'), 'batch.csv') } }],
	});
	expect(upload.error?.message).toMatch(
		/^"Input Binary Field" must hold a CSV file, .* is a PDF document/,
	);

	const flag = await runNode(testBed().instance, {
		parameters: { resource: 'tax', operation: 'downloadAis', itrClientId: '={{ true }}', options },
	});
	expect(flag.error?.message).toBe(
		'"ITR Client ID" must be text or a number, not a boolean (true)',
	);
	expect(lookups()).toHaveLength(0);

	const dated = await runNode(testBed().instance, {
		parameters: {
			resource: 'identityDocument',
			operation: 'verifyPassport',
			fileNumber: 'DL1061234567823',
			dateOfBirth: '={{ $json.dob }}',
			options,
		},
		items: [{ json: { dob: new Date('1990-01-31') } as never }],
	});
	expect(dated.error).toBeUndefined();
	expect(lookups()[0].query.dob).toBe('1990-01-31');
});

describe('a file, read as CSV or not', () => {
	it.each([
		['vpa\nasha@upi\n', 'text/csv', undefined],
		['vpa\nasha@upi\n', 'application/vnd.ms-excel', undefined],
		['', 'text/csv', 'is empty (0 bytes)'],
		['%PDF-1.7', 'text/csv', 'is a PDF document, by its first bytes'],
		[
			'PK\u0003\u0004',
			'text/csv',
			'is a ZIP archive or Excel workbook (.xlsx), by its first bytes',
		],
		['vpa\n', 'image/png', 'has the MIME type image/png'],
	])('takes %p (%s) as a CSV file unless it %p', (content, mimeType, reason) => {
		const data = Buffer.from(content, 'latin1');
		expect(notCsvReason({ data: data.toString('base64'), mimeType })).toBe(reason);
		expect(notCsvReason({ data: '', mimeType, id: 'filesystem-v2:x' }, data)).toBe(reason);
	});
});
