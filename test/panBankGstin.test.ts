import type { INodeParameters } from 'n8n-workflow';

import { DEMO_CLIENT, INVALID_INPUTS, NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';
import { RESULT_SHAPES, shapeMismatches } from './spec/shapes';

/**
 * Verify PAN, Verify Bank Account (penny drop) and Get GSTINs by PAN: the requests of Deepvue's
 * reference pages, and their answers as output items, through n8n's engine and the emulator.
 */
const testBed = useTestBed();

const PAN_PATH = '/v1/verification/panbasic';
const BANK_PATH = '/v1/verification/bankaccount';
const GSTIN_PATH = '/v1/verification/gstin/gstin-by-pan';

const verifyPan = (parameters: INodeParameters = {}): INodeParameters => ({
	resource: 'identityDocument',
	operation: 'verifyPan',
	panNumber: 'AAAPA1234A',
	...parameters,
});
const verifyBankAccount = (parameters: INodeParameters = {}): INodeParameters => ({
	resource: 'payment',
	operation: 'verifyBankAccount',
	accountNumber: '123456789012',
	ifsc: 'SBIN0001234',
	...parameters,
});
const getGstins = (parameters: INodeParameters = {}): INodeParameters => ({
	resource: 'businessCompliance',
	operation: 'getGstinsByPan',
	panNumber: 'AAACB1234C',
	...parameters,
});

async function run(parameters: INodeParameters, items = [{ json: {} }]) {
	return await runNode(testBed().instance, { parameters, items });
}

/** The `data` Deepvue answered the only call to `path`. */
function answerData(path: string): unknown {
	const calls = testBed().emulator.requestsTo(path);
	expect(calls).toHaveLength(1);
	return (calls[0].reply as { data: unknown }).data;
}

describe('each sends the request of its reference page, tidied, with both auth headers', () => {
	it.each([
		[
			'Verify PAN',
			verifyPan({ panNumber: ' aaapa 1234a ', nameToMatch: 'Asha Rao' }),
			PAN_PATH,
			{ pan_number: 'AAAPA1234A' },
		],
		[
			'Verify Bank Account',
			verifyBankAccount({
				accountNumber: '1234 5678-9012',
				ifsc: 'sbin0001234',
				nameToMatch: 'Asha Rao',
			}),
			BANK_PATH,
			{ account_number: '123456789012', ifsc: 'SBIN0001234' },
		],
		[
			'Get GSTINs by PAN',
			getGstins({ panNumber: 'aaacb1234c' }),
			GSTIN_PATH,
			{ pan_number: 'AAACB1234C' },
		],
	])('%s', async (_name, parameters, path, query) => {
		const { error } = await run(parameters);
		expect(error).toBeUndefined();
		const calls = lookupsSent(testBed().emulator);
		expect(calls).toHaveLength(1);
		const [call] = calls;
		expect(call.method).toBe('GET');
		expect(call.path).toBe(path);
		// Name to Match is compared by the node, never sent (docs/decisions.md).
		expect(call.query).toEqual(query);
		expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
		expect(call.headers['x-api-key']).toBe(DEMO_CLIENT.clientSecret);
		expect(call.json).toBeUndefined();
	});
});

describe('bad input is refused before any paid call, naming the field and what is expected', () => {
	it.each([
		[
			verifyPan({ panNumber: 'AAAZA1234A' }),
			/^"PAN" must be a PAN: .*fourth letter the holder type \(P, C, H, F, A, T, B, L, J or G\).*; got "AAAZA1234A"$/,
		],
		[
			verifyBankAccount({ ifsc: 'SBIN1001234' }),
			/^"IFSC" must be an IFSC: 4 letters, a 0, then 6 letters or digits.*; got "SBIN1001234"$/,
		],
		[
			verifyBankAccount({ accountNumber: '12345678' }),
			/^"Account Number" must be a bank account number: 9 to 18 digits; got "12345678"$/,
		],
		[
			verifyBankAccount({ accountNumber: '1234567890123456789' }),
			/^"Account Number" must be a bank account number: 9 to 18 digits/,
		],
		[
			verifyBankAccount({ accountNumber: '1234 5678 90AB' }),
			/^"Account Number" must be a bank account number: 9 to 18 digits; got "1234 5678 90AB"$/,
		],
		[getGstins({ panNumber: 'AAAPA1234' }), /^"PAN" must be a PAN/],
	])('%#', async (parameters, message) => {
		const { error } = await run(parameters);
		expect(error?.message).toMatch(message);
		expect(lookupsSent(testBed().emulator)).toHaveLength(0);
	});
});

describe('Verify PAN', () => {
	it("outputs Deepvue's result with its documented fields, and name_match against full_name", async () => {
		const { items, error } = await run(verifyPan({ nameToMatch: 'Someone Else Entirely' }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		const { name_match: nameMatch, ...result } = items[0].json;
		expect(result).toEqual(answerData(PAN_PATH));
		expect(shapeMismatches(result, RESULT_SHAPES.verifyPan)).toEqual([]);
		expect(result).toMatchObject({ pan: 'AAAPA1234A', status: 'VALID', category: 'Individual' });
		expect(nameMatch).toMatchObject({ verdict: 'mismatch' });
	});

	it("reads the holder type into the category: a company's PAN", async () => {
		const { items } = await run(verifyPan({ panNumber: 'AAACB1234C' }));
		expect(items[0].json).toMatchObject({ status: 'VALID', category: 'Company' });
	});

	it('outputs a PAN the Income Tax department does not know as status INVALID, an answer', async () => {
		const { items, error } = await run(
			verifyPan({ panNumber: `${INVALID_INPUTS.panPrefix}PA1234A` }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'INVALID', full_name: '' });
	});

	it('outputs "no record" as an item saying so', async () => {
		const { items, error } = await run(verifyPan({ panNumber: NOT_FOUND_INPUTS.panNumber }));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ no_record: true, message: 'No record found' });
	});
});

describe('Verify Bank Account (penny drop)', () => {
	it('outputs the amount deposited and the UTR, and name_match against name_at_bank', async () => {
		const { items, error } = await run(verifyBankAccount({ nameToMatch: 'Nobody Matching' }));
		expect(error).toBeUndefined();
		const { name_match: nameMatch, ...result } = items[0].json;
		expect(result).toEqual(answerData(BANK_PATH));
		expect(shapeMismatches(result, RESULT_SHAPES.verifyBankAccount)).toEqual([]);
		expect(result).toMatchObject({
			account_exists: true,
			amount_deposited: 1,
			utr: expect.stringMatching(/^\d{12}$/),
		});
		expect(nameMatch).toMatchObject({ verdict: 'mismatch' });
		expect(testBed().emulator.pennyDrops).toHaveLength(1);
	});

	it('outputs a closed account as account_exists false, nothing deposited', async () => {
		const { items, error } = await run(
			verifyBankAccount({ accountNumber: `${INVALID_INPUTS.closedAccountPrefix}12345678` }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			account_exists: false,
			amount_deposited: 0,
			name_at_bank: '',
		});
		expect(testBed().emulator.pennyDrops).toHaveLength(0);
	});

	it('outputs "no record" as an item saying so', async () => {
		const { items } = await run(
			verifyBankAccount({ accountNumber: NOT_FOUND_INPUTS.bankAccountNumber }),
		);
		expect(items[0].json).toEqual({ no_record: true, message: 'No record found' });
	});
});

describe('Get GSTINs by PAN', () => {
	const input = [{ json: { vendor: 'first' } }, { json: { vendor: 'second' } }];

	it('outputs one item per PAN with the list, statuses as Deepvue gives them', async () => {
		const { items, error } = await run(
			getGstins({ panNumber: '={{ $json.vendor === "first" ? "AAACB1234C" : "AAAPA1234A" }}' }),
			input,
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		const [business, person] = items;
		expect(business.pairedItem).toEqual({ item: 0 });
		expect(person.pairedItem).toEqual({ item: 1 });
		const answers = testBed()
			.emulator.requestsTo(GSTIN_PATH)
			.map((call) => (call.reply as { data: unknown[] }).data);
		expect(
			[business.json.gstins, person.json.gstins].sort(
				(a, b) => (a as unknown[]).length - (b as unknown[]).length,
			),
		).toEqual([...answers].sort((a, b) => a.length - b.length));
		const list = business.json.gstins as Array<Record<string, unknown>>;
		expect(list.length).toBeGreaterThan(1);
		expect(shapeMismatches(business.json, RESULT_SHAPES.getGstinsByPan)).toEqual([]);
		expect(list.map((entry) => entry.status)).toEqual(
			expect.arrayContaining(['Active', 'Cancelled']),
		);
	});

	it('outputs one item per GSTIN when asked, each paired with its input item', async () => {
		const { items, error } = await run(
			getGstins({ panNumber: 'AAACB1234C', options: { splitList: true } }),
			input,
		);
		expect(error).toBeUndefined();
		const [list] = testBed()
			.emulator.requestsTo(GSTIN_PATH)
			.map((call) => (call.reply as { data: unknown[] }).data);
		// The second item asks the same question: it gets the first one's answer.
		expect(items.map((item) => item.pairedItem)).toEqual([
			...list.map(() => ({ item: 0 })),
			...list.map(() => ({ item: 1 })),
		]);
		expect(items.slice(0, list.length).map((item) => item.json)).toEqual(list);
	});

	it('outputs the whole envelope, its list as data, for the full response', async () => {
		const { items } = await run(getGstins({ options: { response: 'full' } }));
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual(testBed().emulator.requestsTo(GSTIN_PATH)[0].reply);
		expect(items[0].json).toMatchObject({
			sub_code: 'SUCCESS',
			message: 'Linked GSTINs fetched successfully.',
		});
	});

	it('outputs a PAN without GSTINs as "no record", with an empty list, in either output', async () => {
		for (const splitList of [false, true]) {
			const { items, error } = await run(
				getGstins({
					panNumber: NOT_FOUND_INPUTS.panNumber,
					options: { splitList, reuseAnswersFor: 0 },
				}),
			);
			expect(error).toBeUndefined();
			expect(items.map((item) => item.json)).toEqual([
				{ no_record: true, message: 'No records found', gstins: [] },
			]);
		}
	});
});
