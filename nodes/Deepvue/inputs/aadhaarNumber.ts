import type { InputFormat, InputsByName } from '../model/input';
import type { DeepvueOperation } from '../model/operation';

/**
 * An Aadhaar number: 12 digits, the first 2 to 9, the last a Verhoeff check digit over the other
 * eleven (UIDAI). The node shows one only masked, xxxx-xxxx-1234 (UIDAI's masking keeps the last 4
 * digits): every output, error and kept file passes through the masking below.
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

/**
 * What people and systems write between an Aadhaar number's digits: spaces of every kind (a tab,
 * a no-break or narrow no-break space, a line break), dashes of every kind, dots, and characters
 * that show nothing (a zero-width space, a soft hyphen). The input takes a number written with
 * them; masking finds one written with them: one definition for both.
 */
const SEPARATOR = String.raw`[\s\p{Pd}.\u2212\p{Cf}]`;

export const aadhaarNumberFormat: InputFormat = {
	expected:
		'an Aadhaar number: 12 digits, the first 2 to 9, the last a valid check digit ' +
		'(spaces, dashes and dots between them are removed)',
	normalize(value) {
		const digits = value.replace(new RegExp(SEPARATOR, 'gu'), '');
		return /^[2-9]\d{11}$/.test(digits) && hasVerhoeffCheckDigit(digits) ? digits : undefined;
	},
	hidesValue: true,
};

/** The Aadhaar numbers an item sends: the values of its operation's Aadhaar number inputs. */
export function aadhaarNumbersSent(operation: DeepvueOperation, inputs: InputsByName): string[] {
	return operation.inputs
		.filter((input) => input.format === aadhaarNumberFormat)
		.map((input) => inputs[input.apiName])
		.filter((value): value is string => value !== undefined);
}

/** The masked form of an Aadhaar number, or of any text that ends in its last 4 digits. */
export function maskedAadhaar(value: string): string {
	const last4 = value.replace(/\D/g, '').slice(-4).padStart(4, 'x');
	return `xxxx-xxxx-${last4}`;
}

/** At most 3 separators, between two digits. */
const GAP = `${SEPARATOR}{0,3}`;

/**
 * 12 digits that may be an Aadhaar number: the first 2 to 9, in groups of 4 as UIDAI writes them,
 * with or without separators between the groups, not inside a longer number.
 */
const WRITTEN_IN_FOURS = String.raw`(?<!\d)[2-9]\d{3}${GAP}\d{4}${GAP}\d{4}(?!\d)`;

/**
 * An identifier by its shape, whatever field holds it: a UUID (Deepvue's transaction_id, so a
 * DigiLocker session's id and its link) or 24 and more hex digits in a row (an OTP's reference, an
 * id without dashes, a SHA-256 hash such as eKYC's email and phone). About one UUID in 100 and
 * one SHA-256 in 45 hold 12 digits that read as an Aadhaar number; they are none, and masked they
 * break. Found first, and left as they are.
 */
const HEX_IDENTIFIER =
	'(?<![0-9a-z])(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24,})' +
	'(?![0-9a-z])';

const AADHAAR_IN_TEXT = new RegExp(`(${HEX_IDENTIFIER})|${WRITTEN_IN_FOURS}`, 'giu');

/** A number the node sent, with any separators between any of its digits, wherever it stands. */
const sentNumber = (digits: string) => new RegExp([...digits].join(GAP), 'gu');

/** Whether a text holds 12 digits at all: one with fewer holds no Aadhaar number, and is left at once. */
function hasTwelveDigits(text: string): boolean {
	let digits = 0;
	for (let index = 0; index < text.length && digits < 12; index++) {
		const code = text.charCodeAt(index);
		if (code >= 48 && code <= 57) digits += 1;
	}
	return digits === 12;
}

/**
 * The text with every number in it that may be an Aadhaar number masked, identifiers aside; and
 * the numbers in `sent` (those the node sent) masked wherever they stand, inside an identifier too.
 */
export function maskAadhaarNumbers(text: string, sent: readonly string[] = []): string {
	if (!hasTwelveDigits(text)) return text;
	const withoutSent = sent.reduce(
		(masked, digits) => masked.replace(sentNumber(digits), maskedAadhaar(digits)),
		text,
	);
	return withoutSent.replace(AADHAAR_IN_TEXT, (found: string, hexIdentifier?: string) =>
		hexIdentifier ? found : maskedAadhaar(found),
	);
}

/**
 * A JSON value with every Aadhaar number in it masked (`maskAadhaarNumbers`): in its texts, its
 * numbers (one that reads as an Aadhaar number becomes its masked text) and its property names.
 */
export function withAadhaarNumbersMasked(value: unknown, sent: readonly string[] = []): unknown {
	if (typeof value === 'string') return maskAadhaarNumbers(value, sent);
	if (typeof value === 'number') {
		const masked = maskAadhaarNumbers(String(value), sent);
		return masked === String(value) ? value : masked;
	}
	if (Array.isArray(value)) return value.map((entry) => withAadhaarNumbersMasked(entry, sent));
	if (value === null || typeof value !== 'object') return value;
	return Object.fromEntries(
		Object.entries(value).map(([name, entry]) => [
			maskAadhaarNumbers(name, sent),
			withAadhaarNumbersMasked(entry, sent),
		]),
	);
}
