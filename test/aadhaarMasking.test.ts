/**
 * The Aadhaar masking rule on its own (nodes/Deepvue/inputs/aadhaarNumber.ts), beside the input
 * it shares its separators with: a number written with any separator the input takes is found;
 * identifiers are left by their shape, never by their field's name; the number the item sent is
 * masked wherever it stands; JSON numbers and property names are masked too.
 */
import type * as AadhaarNumber from '../nodes/Deepvue/inputs/aadhaarNumber';
import { HOSTILE_AADHAAR } from '../testbed/emulator/world';

// The built module, typed by its source: the package ships no type declarations.
const { aadhaarNumberFormat, maskAadhaarNumbers, withAadhaarNumbersMasked } = jest.requireActual<
	typeof AadhaarNumber
>('../dist/nodes/Deepvue/inputs/aadhaarNumber');

const MASKED = `xxxx-xxxx-${HOSTILE_AADHAAR.slice(-4)}`;
const inFours = (separator: string) => HOSTILE_AADHAAR.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
const normalized = (value: string) => aadhaarNumberFormat.normalize(value, { timeZone: 'UTC' });

describe('the separators, one definition for the input and the masking', () => {
	it.each([
		['a space', ' '],
		['a tab', '\t'],
		['a line break', '\n'],
		['a no-break space', '\u00a0'],
		['a narrow no-break space', '\u202f'],
		['a thin space', '\u2009'],
		['an ideographic space', '\u3000'],
		['a dash', '-'],
		['a non-breaking hyphen', '\u2011'],
		['an en dash', '\u2013'],
		['an em dash', '\u2014'],
		['a minus sign', '\u2212'],
		['a dot', '.'],
		['a zero-width space', '\u200b'],
		['a soft hyphen', '\u00ad'],
		['a dash between spaces', ' - '],
	])('%s: the input takes the number written with it, and masking finds it', (_name, separator) => {
		expect(normalized(inFours(separator))).toBe(HOSTILE_AADHAAR);
		expect(maskAadhaarNumbers(`Aadhaar ${inFours(separator)}.`)).toBe(`Aadhaar ${MASKED}.`);
	});

	it('neither takes nor finds a number written with a letter or a slash between its digits', () => {
		for (const separator of ['x', '/'])
			expect([normalized(inFours(separator)), maskAadhaarNumbers(inFours(separator))]).toEqual([
				undefined,
				inFours(separator),
			]);
	});
});

describe('numbers that may be Aadhaar numbers', () => {
	it('are 12 digits in 4s, the first 2 to 9, not inside a longer number', () => {
		expect(maskAadhaarNumbers('234567890123 and 2345-6789-0123')).toBe(
			'xxxx-xxxx-0123 and xxxx-xxxx-0123',
		);
		for (const text of ['1234 5678 9012', '23456789012', '2345678901234', '12345678901234'])
			expect(maskAadhaarNumbers(text)).toBe(text);
	});

	it('are masked once: masking a masked text changes nothing', () => {
		const once = maskAadhaarNumbers(`${inFours('\t')} ${HOSTILE_AADHAAR}`, [HOSTILE_AADHAAR]);
		expect(maskAadhaarNumbers(once, [HOSTILE_AADHAAR])).toBe(once);
	});
});

describe('identifiers', () => {
	it.each([
		['a UUID whose middle groups read 4-4-4', 'e8e58243-2345-4789-8123-0a1b2c3d4e5f'],
		['a UUID whose last group holds 12 digits', 'e8e58243-49de-4f77-9ecc-512345678873'],
		['24 hex digits holding 12 digits in a row', 'ab234567890123cd45678901'],
		['a SHA-256 holding 12 digits in a row', `${'e'.repeat(40)}234567890123f${'0a'.repeat(5)}1`],
	])('are left as they are by their shape: %s', (_shape, identifier) => {
		expect(maskAadhaarNumbers(`id ${identifier}&x=1`)).toBe(`id ${identifier}&x=1`);
		expect(withAadhaarNumbersMasked({ anything: identifier })).toEqual({ anything: identifier });
	});

	it('are not told by their field: a url or a reference_id holding a number has it masked', () => {
		expect(
			withAadhaarNumbersMasked({
				url: `https://example.com/x?aadhaar_number=${HOSTILE_AADHAAR}&consent=Y`,
				reference_id: HOSTILE_AADHAAR,
				transaction_id: inFours(' '),
			}),
		).toEqual({
			url: `https://example.com/x?aadhaar_number=${MASKED}&consent=Y`,
			reference_id: MASKED,
			transaction_id: MASKED,
		});
	});
});

describe('the number the item sent', () => {
	it('is masked wherever it stands: inside an identifier, in any grouping, with any separators', () => {
		const sent = [HOSTILE_AADHAAR];
		for (const [text, masked] of [
			[`ab${HOSTILE_AADHAAR}cd4567890123`, `ab${MASKED}cd4567890123`],
			['562 904 178 335', MASKED],
			['56\t29\u00a004-1783.35', MASKED],
			[`9${HOSTILE_AADHAAR}1`, `9${MASKED}1`],
		])
			expect(maskAadhaarNumbers(text, sent)).toBe(masked);
	});
});

describe('a JSON value', () => {
	it('has its texts, its numbers and its property names masked, its other values kept', () => {
		expect(
			withAadhaarNumbersMasked({
				uid: Number(HOSTILE_AADHAAR),
				[HOSTILE_AADHAAR]: { match: false, confidence: 91, list: [inFours('.'), null] },
			}),
		).toEqual({
			uid: MASKED,
			[MASKED]: { match: false, confidence: 91, list: [MASKED, null] },
		});
	});
});
