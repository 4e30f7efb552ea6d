import type { InputFormat } from '../model/input';

/**
 * An Aadhaar number: 12 digits, the first 2 to 9, the last a Verhoeff check digit over the other
 * eleven (UIDAI). The node shows one only masked, xxxx-xxxx-1234 (UIDAI's masking keeps the last 4
 * digits), and masks any it finds in a text it did not write (an error Deepvue sent).
 */

// Verhoeff's tables: multiplication in the dihedral group D5, and the position permutation.
const D = [
	[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
	[1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
	[2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
	[3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
	[4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
	[5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
	[6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
	[7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
	[8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
	[9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
	[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
	[1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
	[5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
	[8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
	[9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
	[4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
	[2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
	[7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
	let check = 0;
	[...digits].reverse().forEach((digit, position) => {
		check = D[check][P[position % 8][Number(digit)]];
	});
	return check === 0;
}

/** Spaces and dashes people write inside an Aadhaar number (2345 6789 0123). */
const SEPARATORS = /[ \t\u00a0\u202f-]/g;

export const aadhaarNumberFormat: InputFormat = {
	expected:
		'an Aadhaar number: 12 digits, the first 2 to 9, the last a valid check digit ' +
		'(spaces and dashes are removed)',
	normalize(value) {
		const digits = value.replace(SEPARATORS, '');
		return /^[2-9]\d{11}$/.test(digits) && hasVerhoeffCheckDigit(digits) ? digits : undefined;
	},
	hidesValue: true,
};

/** The masked form of an Aadhaar number, or of any text that ends in its last 4 digits. */
export function maskedAadhaar(value: string): string {
	const last4 = value.replace(/\D/g, '').slice(-4).padStart(4, 'x');
	return `xxxx-xxxx-${last4}`;
}

/** 12 digits that may be an Aadhaar number, with or without the usual spaces or dashes in 4s. */
const AADHAAR_DIGITS = /(?<!\d)[2-9]\d{3}(?<separator>[ -]?)\d{4}\k<separator>\d{4}(?!\d)/;

/**
 * An identifier written in hex: a UUID (Deepvue's transaction_id, so a DigiLocker session's id
 * and its link) or 32 and more hex digits in a row (an id without dashes, a SHA-256 hash such as
 * eKYC's email and phone). About one UUID in 100 and one SHA-256 in 45 hold 12 digits that read
 * as an Aadhaar number; they are none, and masked they break. Found first, and left as they are.
 */
const HEX_IDENTIFIER = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,}/;

const AADHAAR_IN_TEXT = new RegExp(`(${HEX_IDENTIFIER.source})|${AADHAAR_DIGITS.source}`, 'gi');

/** The text with every number in it that may be an Aadhaar number masked. */
export function maskAadhaarNumbers(text: string): string {
	return text.replace(AADHAAR_IN_TEXT, (found: string, hexIdentifier?: string) =>
		hexIdentifier ? found : maskedAadhaar(found),
	);
}
