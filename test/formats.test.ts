// The input formats, checked on the built module without the engine: each case is one value.
import type * as Formats from '../nodes/Deepvue/inputs/formats';
import type * as CalendarDate from '../nodes/Deepvue/inputs/calendarDate';

// The built modules, typed by their source: the package ships no type declarations.
const formats = jest.requireActual<typeof Formats>('../dist/nodes/Deepvue/inputs/formats');
const { calendarDateIn } = jest.requireActual<typeof CalendarDate>(
	'../dist/nodes/Deepvue/inputs/calendarDate',
);

const india = { timeZone: 'Asia/Kolkata' };
const california = { timeZone: 'America/Los_Angeles' };

describe('identifiers are upper-cased only from a-z', () => {
	it.each([
		[formats.panFormat, 'abcpe1234f', 'ABCPE1234F'],
		[formats.panFormat, 'ABCPE\u00a01234F', 'ABCPE1234F'],
		[formats.panFormat, 'ABCß1234F', undefined],
		[formats.panFormat, 'abcdı1234f', undefined],
		[formats.panFormat, 'ABCPE\u20281234F', undefined],
		[formats.vehicleRegistrationFormat, 'mh-12 ab 1234', 'MH12AB1234'],
		[formats.vehicleRegistrationFormat, 'MH12ﬀ1234', undefined],
		[formats.passportFileNumberFormat, 'dl1061234567823', 'DL1061234567823'],
		[formats.passportFileNumberFormat, 'DLß061234567823', undefined],
		[formats.oneOfFormat(['KR', 'UK']), 'uk', 'UK'],
		[formats.oneOfFormat(['KR', 'UK']), 'ﬀ', undefined],
	])('%#: %j', (format, value, sent) => {
		expect(format.normalize(value, india)).toBe(sent);
	});
});

describe('PANs, IFSCs and bank account numbers', () => {
	it.each([
		// The fourth letter is the holder type: P, C, H, F, A, T, B, L, J or G.
		[formats.panFormat, 'aaapa1234a', 'AAAPA1234A'],
		[formats.panFormat, 'AAACB1234C', 'AAACB1234C'],
		[formats.panFormat, 'AAAGB1234C', 'AAAGB1234C'],
		[formats.panFormat, 'AAAZB1234C', undefined],
		[formats.panFormat, 'AAADE1234F', undefined],
		[formats.ifscFormat, 'sbin0001234', 'SBIN0001234'],
		[formats.ifscFormat, 'HDFC0ABC123', 'HDFC0ABC123'],
		[formats.ifscFormat, ' SBIN 000 1234 ', 'SBIN0001234'],
		[formats.ifscFormat, 'SBIN1001234', undefined],
		[formats.ifscFormat, 'SBI00001234', undefined],
		[formats.ifscFormat, 'SBIN000123', undefined],
		[formats.ifscFormat, 'SBIN0ß01234', undefined],
		[formats.bankAccountNumberFormat, '123456789', '123456789'],
		[formats.bankAccountNumberFormat, '1234 5678 9012', '123456789012'],
		[formats.bankAccountNumberFormat, '1234-5678-9012-3456-78', '123456789012345678'],
		[formats.bankAccountNumberFormat, '12345678', undefined],
		[formats.bankAccountNumberFormat, '1234567890123456789', undefined],
		[formats.bankAccountNumberFormat, '12345678A', undefined],
		[formats.bankAccountNumberFormat, '１２３４５６７８９', undefined],
	])('%#: %j', (format, value, sent) => {
		expect(format.normalize(value, india)).toBe(sent);
	});
});

describe('free text', () => {
	it.each(['SE/2021/12345', 'Asha Rao', 'आशा\u200dराव', 'Asha\u200bRao', 'ओ'])(
		'takes %j as is',
		(value) => {
			expect(formats.plainTextFormat.normalize(value, india)).toBe(value);
		},
	);

	it.each([
		'a\nb',
		'a\rb',
		'a\u000bb',
		'a\u000cb',
		'a\u0085b',
		'a\u2028b',
		'a\u2029b',
		'a\u0000b',
		'a\u009bb',
		'\u200b',
		'\u200c\u200d',
		'\u200e\u200f',
		'\u202a\u202e',
		'\u2066\u2069',
		'\u2060\ufeff',
		'\u3164',
		'\u00ad',
		' \u200b ',
	])('refuses %j', (value) => {
		expect(formats.plainTextFormat.normalize(value, india)).toBeUndefined();
	});
});

describe('dates', () => {
	it.each([
		['1990-01-31', india, '1990-01-31'],
		['31-01-1990', india, '1990-01-31'],
		['31/01/1990', india, '1990-01-31'],
		['31.01.1990', india, '1990-01-31'],
		['1990/01/31', india, '1990-01-31'],
		['1990-01-31T10:20', india, '1990-01-31'],
		['1990-01-31 10:20:30.123', india, '1990-01-31'],
		['1990-01-31T00:00:00.000Z', california, '1990-01-31'],
		['1990-01-31T00:00:00.000+05:30', california, '1990-01-31'],
		['1990-01-30T18:30:00.000Z', india, '1990-01-31'],
		['1990-01-30T18:30:00Z', california, '1990-01-30'],
		['1990-02-01T07:30:00.000Z', california, '1990-01-31'],
		['1990-01-31T23:30:00-0800', india, '1990-02-01'],
	])('reads %j in %j as %s', (value, context, sent) => {
		expect(formats.dateFormat.normalize(value, context)).toBe(sent);
	});

	it.each([
		'1990-01-31Tjunk',
		'1990-01-31T',
		'1990-01-31 ',
		'1990-01-31T10',
		'1990-01-31T24:00',
		'1990-01-31T10:60',
		'1990-01-31T10:20:30+15:00',
		'1990-01-31T10:20Zjunk',
		'1990-01-31 or so',
		'1990-02-30',
		'1899-12-31',
		'yesterday',
	])('refuses %j', (value) => {
		expect(formats.dateFormat.normalize(value, india)).toBeUndefined();
	});

	it('refuses a date after today where the workflow runs', () => {
		const tomorrow = calendarDateIn(Date.now() + 86_400_000, 'Pacific/Kiritimati');
		expect(
			formats.dateFormat.normalize(tomorrow, { timeZone: 'Pacific/Kiritimati' }),
		).toBeUndefined();
	});

	it.each([
		[new Date(Date.UTC(1990, 0, 30, 18, 30)), india, '1990-01-31'],
		[new Date(Date.UTC(1990, 1, 1, 7, 30)), california, '1990-01-31'],
		[new Date('1990-01-31'), california, '1990-01-31'],
		[new Date('invalid'), india, null],
		[{ isValid: true, toISODate: () => '1990-01-31' }, california, '1990-01-31'],
		[{ isValid: false, toISODate: () => null }, india, null],
		[{ date: '1990-01-31' }, india, undefined],
	])('reads the object %# as %j', (value, context, sent) => {
		expect(formats.dateFormat.fromObject?.(value, context)).toBe(sent);
	});
});
