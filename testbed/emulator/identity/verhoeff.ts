/**
 * The Verhoeff check digit, which ends every Aadhaar number. The API refuses a number whose last
 * digit does not check (422 "Invalid aadhaar_number"), as it refuses one not of 12 digits or
 * starting with 0 or 1. Written apart from the node's check (nodes/Deepvue/inputs/aadhaarNumber.ts)
 * on purpose: the emulator stands for the API, and a mistake shared by both would pass every test.
 */

/** Multiplication in the dihedral group D5. */
const MULTIPLY = [
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

/** The permutation applied to a digit by its place, counted from the right. */
const PERMUTE = [
	[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
	[1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
	[5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
	[8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
	[9, 4, 5, 3, 1, 2, 7, 8, 6, 0],
	[4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
	[2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
	[7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The running check over `digits`, the first of them at place `offset` from the right. */
function checksum(digits: string, offset: number): number {
	return [...digits]
		.reverse()
		.reduce(
			(check, digit, index) => MULTIPLY[check][PERMUTE[(index + offset) % 8][Number(digit)]],
			0,
		);
}

/** Whether the last digit of `digits` is the Verhoeff check digit of the others. */
export function hasVerhoeffCheck(digits: string): boolean {
	return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffDigit(digits: string): string {
	return String(INVERSE[checksum(digits, 1)]);
}

/** An Aadhaar number as the API accepts one: 12 digits, not starting with 0 or 1, and checked. */
export function isValidAadhaar(value: string): boolean {
	return /^[2-9]\d{11}$/.test(value) && hasVerhoeffCheck(value);
}
