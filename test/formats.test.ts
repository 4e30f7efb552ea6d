// The input formats, checked on the built module without the engine: each case is one value.
import type * as Formats from '../nodes/Deepvue/inputs/formats';
import type * as CalendarDate from '../nodes/Deepvue/inputs/calendarDate';
import type * as BusinessFormats from '../nodes/Deepvue/inputs/businessFormats';

// The built modules, typed by their source: the package ships no type declarations.
const formats = jest.requireActual<typeof Formats>('../dist/nodes/Deepvue/inputs/formats');
const business = jest.requireActual<typeof BusinessFormats>(
	'../dist/nodes/Deepvue/inputs/businessFormats',
);
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

describe("a business's identifiers", () => {
	// GSTINs published with their check characters (GSTN's test data and public samples).
	it.each([
		'27AAACR5055K1Z7',
		'29AAACT2727Q1ZS',
		'36AAGCN9336F1Z9',
		'24AAACJ3770E2ZV',
		'33AABCT3312J1ZP',
	])('GSTIN %s checks', (gstin) => {
		expect(business.gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
		expect(business.gstinFormat.normalize(gstin.toLowerCase(), india)).toBe(gstin);
	});

	/** A GSTIN with its character at `index` typed wrong: another digit for a digit, another letter for a letter. */
	const mistyped = (gstin: string, index: number) => {
		const wrong = /\d/.test(gstin[index])
			? String((Number(gstin[index]) + 1) % 10)
			: gstin[index] === 'Q'
				? 'R'
				: 'Q';
		return `${gstin.slice(0, index)}${wrong}${gstin.slice(index + 1)}`;
	};

	it.each([
		// Each character of a GSTIN typed wrong in turn fails its check; so do two digits swapped.
		...Array.from({ length: 15 }, (_, index) => mistyped('27AAACR5055K1Z7', index)),
		'27AAACR0555K1Z7',
		'00AAACR5055K1Z7',
	])('refuses %s', (gstin) => {
		expect(business.gstinFormat.normalize(gstin, india)).toBeUndefined();
	});

	it.each([
		[business.cinFormat, 'u72900ka2015ptc082988', 'U72900KA2015PTC082988'],
		[business.cinFormat, 'L17110MH1973PLC019786', 'L17110MH1973PLC019786'],
		[business.cinFormat, 'U72900KA2015XYZ082988', undefined],
		[business.cinFormat, 'U72900KA1849PTC082988', undefined],
		[business.companyOrLlpFormat, 'aak-4321', 'AAK-4321'],
		[business.companyOrLlpFormat, 'AAK4321', undefined],
		[business.dinFormat, '0012 3456', '00123456'],
		[business.dinFormat, '123456', undefined],
		[business.udyamNumberFormat, 'udyam-mh-27-0012345', 'UDYAM-MH-27-0012345'],
		[business.udyamNumberFormat, 'UDYAM MH 27 0012345', 'UDYAM-MH-27-0012345'],
		[business.udyamNumberFormat, 'UDYAMMH270012345', 'UDYAM-MH-27-0012345'],
		[business.udyamNumberFormat, 'UDYAM-MH-27-001234', undefined],
		[business.udyamNumberFormat, 'UAM-MH-27-0012345', undefined],
		[business.financialYearFormat, '2024-25', '2024-25'],
		[business.financialYearFormat, 'FY 2024-2025', '2024-25'],
		[business.financialYearFormat, 'fy2017/18', '2017-18'],
		[business.financialYearFormat, '2016-17', undefined],
		[business.financialYearFormat, '2024-2026', undefined],
		[business.financialYearFormat, '2024', undefined],
	])('%#: %j', (format, value, sent) => {
		expect(format.normalize(value, india)).toBe(sent);
	});

	it('takes the current financial year where the workflow runs, not the next', () => {
		const today = calendarDateIn(Date.now(), 'Asia/Kolkata');
		const start =
			Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
		const year = (first: number) => `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
		expect(business.financialYearFormat.normalize(year(start), india)).toBe(year(start));
		expect(business.financialYearFormat.normalize(year(start + 1), india)).toBeUndefined();
	});
});
