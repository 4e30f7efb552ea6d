import type { InputFormat } from '../model/input';
import { PAN_HOLDER_KINDS } from '../model/businessKinds';
import { calendarDateIn, calendarDateOf, dateObjectDate } from './calendarDate';

// Input formats: each turns what a user clearly meant into the form the API expects, or says what
// was expected. They run before any request, so a malformed value never costs a paid lookup.

export const matching =
	(pattern: RegExp) =>
	(value: string): string | undefined =>
		pattern.test(value) ? value : undefined;

/**
 * Upper case for identifiers made of ASCII letters and digits. Only a-z is converted: the
 * Unicode rules would turn ß into SS, ı into I and ﬀ into FF, inventing a valid-looking value.
 */
export const asciiUpperCase = (value: string) =>
	value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** Spaces people type or paste inside identifiers (a no-break space from a web page, too). */
export const SPACES = /[ \t\u00a0\u202f]/g;

export const mobileNumberFormat: InputFormat = {
	expected:
		'an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (a +91, 91 or 0 prefix is fine)',
	normalize(value) {
		let digits = value.replace(SPACES, '').replace(/[-().]/g, '');
		if (digits.startsWith('+91')) digits = digits.slice(3);
		else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
		else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
		return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
	},
};

/** The letters that may stand fourth in a PAN, in the order messages list them. */
const HOLDER_LETTERS = Object.keys(PAN_HOLDER_KINDS);

/** A PAN's pattern: the fourth letter names its holder (model/businessKinds.ts). */
export const PAN_PATTERN = `[A-Z]{3}[${HOLDER_LETTERS.join('')}][A-Z]\\d{4}[A-Z]`;
const WHOLE_PAN = new RegExp(`^${PAN_PATTERN}$`);

/**
 * The fourth letter of a PAN says who holds it: P person, C company, H Hindu undivided family,
 * F firm, A association of persons, T trust, B body of individuals, L local authority, J
 * artificial juridical person, G government. Any other letter is a typing mistake.
 */
export const panFormat: InputFormat = {
	expected:
		'a PAN: 5 letters, 4 digits, 1 letter, the fourth letter the holder type ' +
		`(${HOLDER_LETTERS.slice(0, -1).join(', ')} or ${HOLDER_LETTERS.at(-1)}), e.g. ABCPE1234F`,
	normalize: (value) => matching(WHOLE_PAN)(asciiUpperCase(value.replace(SPACES, ''))),
};

/** A bank branch's IFSC: the bank's 4 letters, a 0, then 6 letters or digits for the branch. */
export const ifscFormat: InputFormat = {
	expected: 'an IFSC: 4 letters, a 0, then 6 letters or digits, e.g. SBIN0001234',
	normalize: (value) =>
		matching(/^[A-Z]{4}0[A-Z0-9]{6}$/)(asciiUpperCase(value.replace(SPACES, ''))),
};

/** An Indian bank account number: 9 to 18 digits, as banks print them (spaces and dashes removed). */
export const bankAccountNumberFormat: InputFormat = {
	expected: 'a bank account number: 9 to 18 digits',
	normalize: (value) => matching(/^[0-9]{9,18}$/)(value.replace(SPACES, '').replace(/-/g, '')),
};

export const vpaFormat: InputFormat = {
	expected: 'a UPI ID like name@bank',
	normalize: (value) => matching(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/)(value),
};

export const fssaiFormat: InputFormat = {
	expected: 'a 14-digit FSSAI licence or registration number',
	normalize: (value) => matching(/^\d{14}$/)(value.replace(SPACES, '').replace(/-/g, '')),
};

export const vehicleRegistrationFormat: InputFormat = {
	expected: 'a vehicle registration number like MH12AB1234 or 22BH1234AB',
	normalize: (value) =>
		matching(/^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/)(
			asciiUpperCase(value.replace(SPACES, '').replace(/-/g, '')),
		),
};

export const passportFileNumberFormat: InputFormat = {
	expected: 'a passport application file number: letters and digits, e.g. DL1061234567823',
	normalize: (value) => matching(/^[A-Z0-9]{8,20}$/)(asciiUpperCase(value.replace(SPACES, ''))),
};

export const httpUrlFormat: InputFormat = {
	expected: 'an absolute http:// or https:// URL',
	normalize(value) {
		if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return undefined;
		try {
			return new URL(value).href === '' ? undefined : value;
		} catch {
			return undefined;
		}
	},
};

/**
 * Line breaks of every kind (Unicode's too: NEL, line and paragraph separators) and other control
 * characters, C0 and C1. A line break in a query value would split the value in Deepvue's logs.
 */
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Characters that show nothing: spaces, zero-width and bidi marks, fillers. Text made only of them
 * looks empty to a person but not to a length check. Inside visible text they are kept: zero-width
 * joiners shape Indic scripts.
 */
const ONLY_INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

/** Free text the API takes as is: one line, with something visible in it. */
export const plainTextFormat: InputFormat = {
	expected:
		'text on one line with at least one visible character (no line breaks or control characters)',
	normalize: (value) =>
		CONTROL_OR_LINE_BREAK.test(value) || ONLY_INVISIBLE.test(value) ? undefined : value,
};

export function oneOfFormat(values: string[]): InputFormat {
	return {
		expected: `one of ${values.join(', ')}`,
		normalize: (value) => {
			const upper = asciiUpperCase(value);
			return values.includes(upper) ? upper : undefined;
		},
	};
}

/** A time of day after an ISO date: hours and minutes, optional seconds and fraction, optional offset. */
const TIME_OF_DAY =
	/^[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:0\d|1[0-4]):?[0-5]\d)?$/;

const DATE_LAYOUTS: Array<{ pattern: RegExp; order: 'ymd' | 'dmy' }> = [
	{ pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/, order: 'ymd' },
	{ pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})()$/, order: 'ymd' },
	{ pattern: /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})()$/, order: 'dmy' },
];

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Minutes east of UTC of an ISO offset: Z, +05:30, -0800. */
function offsetMinutes(offset: string): number {
	if (offset === 'Z') return 0;
	const digits = offset.replace(':', '');
	const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
	return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * The date a written date and time of day stand for. A time with an offset is an instant (a Date
 * stored as JSON becomes one: `1990-01-30T18:30:00.000Z` on a server in India), read in the time
 * zone. Without an offset, or at midnight (a date without a time of day, as a Luxon DateTime is
 * stored: `1990-01-31T00:00:00.000+05:30`), the written date is meant.
 */
function dateWithTime(date: string, time: string, timeZone: string): string | undefined {
	const parts = TIME_OF_DAY.exec(time);
	if (!parts) return undefined;
	const [, hours, minutes, seconds = '0', offset] = parts;
	if (offset === undefined || Number(hours) + Number(minutes) + Number(seconds) === 0) return date;
	const [year, month, day] = date.split('-').map(Number);
	const wallClock = Date.UTC(year, month - 1, day, Number(hours), Number(minutes), Number(seconds));
	return calendarDateOf(wallClock - offsetMinutes(offset) * 60_000, timeZone);
}

/** Dates as the API takes them, YYYY-MM-DD; day-first layouts are read the Indian way (DD-MM-YYYY). */
export const dateFormat: InputFormat = {
	expected: 'a date as YYYY-MM-DD (DD-MM-YYYY and DD/MM/YYYY are read too)',
	normalize(value, { timeZone }) {
		for (const { pattern, order } of DATE_LAYOUTS) {
			const match = pattern.exec(value);
			if (!match) continue;
			const [first, second, third] = match.slice(1, 4).map(Number);
			const [year, month, day] = order === 'ymd' ? [first, second, third] : [third, second, first];
			const date = new Date(Date.UTC(year, month - 1, day));
			const real =
				date.getUTCFullYear() === year &&
				date.getUTCMonth() === month - 1 &&
				date.getUTCDate() === day;
			if (!real || year < 1900) return undefined;
			const written = `${year}-${pad2(month)}-${pad2(day)}`;
			const meant = match[4] === '' ? written : dateWithTime(written, match[4], timeZone);
			// A date of birth cannot be later than today where the workflow runs.
			if (meant === undefined || meant > calendarDateIn(Date.now(), timeZone)) return undefined;
			return meant;
		}
		return undefined;
	},
	fromObject: (value, { timeZone }) => dateObjectDate(value, timeZone),
};

/** A one-time password as UIDAI sends it by SMS: 6 digits. */
export const otpFormat: InputFormat = {
	expected: 'the 6-digit OTP the applicant received',
	normalize: (value) => matching(/^\d{6}$/)(value.replace(SPACES, '')),
	hidesValue: true,
};

/** An identifier Deepvue gave (a session's or an OTP's): letters, digits, dashes and underscores. */
export const deepvueIdFormat: InputFormat = {
	expected: 'an ID as Deepvue gave it: 4 to 128 letters, digits, dashes or underscores',
	normalize: (value) => matching(/^[A-Za-z0-9_-]{4,128}$/)(value),
};

/**
 * A list of choices from `values`, as a multiple-choice field gives it (a list) or as text
 * separated by commas; kept as text separated by commas, each value once, in the list's order.
 */
export function listOfFormat(values: readonly string[]): InputFormat {
	return {
		expected: `one or more of ${values.join(', ')}`,
		normalize(value) {
			const given = value.split(',').map((entry) => entry.trim().toLowerCase());
			if (given.length === 0 || given.some((entry) => !values.includes(entry))) return undefined;
			return values.filter((entry) => given.includes(entry)).join(',');
		},
		fromObject: (value) =>
			Array.isArray(value) && value.every((entry) => typeof entry === 'string')
				? value.join(',')
				: undefined,
	};
}

/** A yes or no, as a boolean field gives it (the node reads `true` and `false`). */
export const booleanFormat: InputFormat = {
	expected: 'true or false',
	normalize: (value) => (/^(true|false)$/i.test(value) ? value.toLowerCase() : undefined),
	readsBooleans: true,
};
