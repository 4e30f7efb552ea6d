import type * as Mask from '../nodes/Deepvue/answer/mask';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

const testBed = useTestBed();

// The built module, typed by its source: the package ships no type declarations.
const { maskSensitiveValues } = jest.requireActual<typeof Mask>(
	'../dist/nodes/Deepvue/answer/mask',
);

it('masks PAN, Aadhaar, phone numbers and dates of birth, keeping the last characters', async () => {
	const parameters = {
		resource: 'mobileIntelligence',
		operation: 'getPan',
		mobileNumber: '9876543210',
	};
	const plain = (await runNode(testBed().instance, { parameters })).items[0].json;
	const masked = (
		await runNode(testBed().instance, {
			parameters: { ...parameters, options: { maskSensitive: true } },
		})
	).items[0].json;

	const pan = String(plain.pan_number);
	expect(masked.pan_number).toBe(`XXXXXX${pan.slice(-4)}`);
	expect(masked.dob).toMatch(/^X+\d{2}$/);
	// Deepvue already masks Aadhaar to its last 4 digits; masking keeps it so.
	expect(masked.masked_aadhaar).toBe(plain.masked_aadhaar);
	// What identifies nothing stays as it was.
	expect(masked.full_name).toBe(plain.full_name);
	expect(masked.gender).toBe(plain.gender);
	expect(masked.aadhaar_linked).toBe(plain.aadhaar_linked);
	expect(JSON.stringify(masked)).not.toContain(pan);
});

it('masks a mobile number wherever it appears, in the full response too', async () => {
	// No sample person's number: the emulator's UPI ID for it is made of the number.
	const { items } = await runNode(testBed().instance, {
		parameters: {
			resource: 'payment',
			operation: 'getVpaFromMobile',
			mobileNumber: '9876543213',
			options: { maskSensitive: true, response: 'full' },
		},
	});
	const data = items[0].json.data as Record<string, unknown>;
	expect(data.mobile_number).toBe('XXXXXX3213');
	expect(data.vpa).toBe('XXXXXX3213@paytm');
	expect(JSON.stringify(items[0].json)).not.toContain('9876543213');
	expect(items[0].json.transaction_id).toEqual(expect.any(String));
});

it('masks an Aadhaar number that reaches it unmasked, keeping the last 4 digits', async () => {
	// The emulator masks Aadhaar like Deepvue does, so this answer carries a full number on purpose.
	const data = {
		pan_number: 'ABCPR1234K',
		masked_aadhaar: '234567890123',
		aadhaar_number: '2345 6789 0124',
		full_name: 'ASHA RAO',
	};
	testBed().emulator.inject({
		status: 200,
		pathPrefix: '/v1/mobile-intelligence/mobile-to-pan',
		body: {
			code: 200,
			timestamp: Date.now(),
			transaction_id: 't-1',
			sub_code: 'SUCCESS',
			message: 'PAN details fetched successfully',
			data,
		},
	});
	const { items, error } = await runNode(testBed().instance, {
		parameters: {
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: '9876543210',
			options: { maskSensitive: true },
		},
	});
	expect(error).toBeUndefined();
	expect(items[0].json).toEqual({
		pan_number: 'XXXXXX234K',
		masked_aadhaar: 'XXXXXXXX0123',
		aadhaar_number: 'XXXXXXXXXX0124',
		full_name: 'ASHA RAO',
	});
});

it('masks a phone number in a nested object, as a field of that name', () => {
	expect(maskSensitiveValues({ nested: { phone_number: '9876543210' } })).toEqual({
		nested: { phone_number: 'XXXXXX3210' },
	});
});
