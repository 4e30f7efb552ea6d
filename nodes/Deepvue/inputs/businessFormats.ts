import { CIN_COMPANY_KINDS } from '../model/businessKinds';
import type { InputFormat } from '../model/input';
import { calendarDateIn } from './calendarDate';
import { PAN_PATTERN, SPACES, asciiUpperCase, matching } from './formats';

// The formats of a business's identifiers (GSTIN, CIN, LLPIN, DIN, Udyam number) and of a
// financial year, checked before any paid call like the others in formats.ts.

/** Upper case, without the spaces people type or paste inside an identifier. */
const tidied = (value: string) => asciiUpperCase(value.replace(SPACES, ''));

const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters, as GSTN computes it: each character's
 * value in base 36, times 1 or 2 by turns; each product's base-36 digits summed; the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
	let sum = 0;
	for (const [index, character] of [...first14].entries()) {
		const product = BASE_36.indexOf(character) * (index % 2 === 0 ? 1 : 2);
		sum += Math.floor(product / 36) + (product % 36);
	}
	return BASE_36[(36 - (sum % 36)) % 36];
}

/** GST state codes: 01 to 38 for the states and union territories, 97 for Other Territory. */
const GST_STATE = '(0[1-9]|[12]\\d|3[0-8]|97)';
/** A regular taxpayer's GSTIN: state code, PAN, the entity's number under that PAN, Z, check. */
const GSTIN = new RegExp(`^${GST_STATE}${PAN_PATTERN}[1-9A-Z]Z[0-9A-Z]$`);

export const gstinFormat: InputFormat = {
	expected:
		'a GSTIN: 15 characters, the state code (2 digits), the PAN (10), the entity number, Z ' +
		'and a check character that matches the first 14 (a mistyped character fails it), ' +
		'e.g. 27AAACR5055K1Z7',
	normalize(value) {
		const gstin = tidied(value);
		return GSTIN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
			? gstin
			: undefined;
	},
};

/** A Director Identification Number: 8 digits, leading zeros included. */
export const dinFormat: InputFormat = {
	expected: 'a DIN: 8 digits, e.g. 00012345 (a spreadsheet may have dropped its leading zeros)',
	normalize: (value) => matching(/^\d{8}$/)(value.replace(SPACES, '')),
};

/** The ownership codes a CIN ends its letters with: public, private, one person, government... */
const CIN_OWNERSHIP = Object.keys(CIN_COMPANY_KINDS);
const CIN = new RegExp(`^[LU]\\d{5}[A-Z]{2}(\\d{4})(${CIN_OWNERSHIP.join('|')})\\d{6}$`);

/** The year in which a CIN says its company was incorporated, when the CIN is well formed. */
function cinOf(value: string, now: number): string | undefined {
	const cin = tidied(value);
	const year = CIN.exec(cin)?.[1];
	return year !== undefined &&
		Number(year) >= 1850 &&
		Number(year) <= new Date(now).getUTCFullYear()
		? cin
		: undefined;
}

/**
 * A Corporate Identification Number: L (listed) or U, the industry code (5 digits), the state (2
 * letters), the year of incorporation, the ownership (PLC, PTC, OPC...), the registration number.
 */
export const cinFormat: InputFormat = {
	expected:
		'a CIN: 21 characters, L or U, 5 digits (industry), 2 letters (state), the year of ' +
		`incorporation, the ownership (${CIN_OWNERSHIP.join(', ')}) and 6 digits, ` +
		'e.g. U72900KA2015PTC082988',
	normalize: (value) => cinOf(value, Date.now()),
};

/** A CIN, or an LLP's LLPIN (3 letters, a dash, 4 digits). */
export const companyOrLlpFormat: InputFormat = {
	expected: `${cinFormat.expected}; or an LLPIN: 3 letters, a dash and 4 digits, e.g. AAJ-1011`,
	normalize: (value) => cinOf(value, Date.now()) ?? matching(/^[A-Z]{3}-\d{4}$/)(tidied(value)),
};

/** A Udyam registration number, written with its dashes: UDYAM, the state, the district, the number. */
export const udyamNumberFormat: InputFormat = {
	expected: 'a Udyam registration number: UDYAM-XX-00-0000000, e.g. UDYAM-MH-27-0012345',
	normalize(value) {
		const parts = /^UDYAM-?([A-Z]{2})-?(\d{2})-?(\d{7})$/.exec(tidied(value));
		return parts ? `UDYAM-${parts[1]}-${parts[2]}-${parts[3]}` : undefined;
	},
};

/** The first year GST returns were filed for: GST began on 1 July 2017. */
const FIRST_GST_YEAR = 2017;

/** The year the financial year of a calendar date (YYYY-MM-DD) begins in: April to March. */
const financialYearStart = (date: string) =>
	Number(date.slice(5, 7)) >= 4 ? Number(date.slice(0, 4)) : Number(date.slice(0, 4)) - 1;

/**
 * A financial year as `2024-25`, the GST portal's way; `2024-2025`, `FY 2024-25` and `2024/25` are
 * read too. From 2017-18, GST's first, to the current one in the workflow's time zone.
 */
export const financialYearFormat: InputFormat = {
	expected: `a financial year from ${FIRST_GST_YEAR}-${(FIRST_GST_YEAR + 1) % 100} to the current one, as 2024-25`,
	normalize(value, { timeZone }) {
		const parts = /^(?:FY)?(\d{4})[-/](\d{2}|\d{4})$/.exec(tidied(value));
		if (!parts) return undefined;
		const start = Number(parts[1]);
		const end = Number(parts[2]);
		const follows = parts[2].length === 2 ? end === (start + 1) % 100 : end === start + 1;
		const current = financialYearStart(calendarDateIn(Date.now(), timeZone));
		if (!follows || start < FIRST_GST_YEAR || start > current) return undefined;
		return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
	},
};

/** How many seconds a node run may wait for a result: a whole number of seconds in a range. */
export function secondsFormat(min: number, max: number): InputFormat {
	return {
		expected: `a whole number of seconds from ${min} to ${max}`,
		normalize(value) {
			const seconds = Number(value);
			return /^\d+$/.test(value) && seconds >= min && seconds <= max ? String(seconds) : undefined;
		},
	};
}
