/**
 * A GSTIN's check character, as GSTN computes it over the first 14 characters (base 36, weights
 * 1 and 2 by turns, each product's base-36 digits summed). The API refuses a GSTIN whose last
 * character does not check (422). Written apart from the node's check
 * (nodes/Deepvue/inputs/businessFormats.ts) on purpose: the emulator stands for the API, and a
 * mistake shared by both would pass every test.
 */
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function checkCharacter(first14: string): string {
	const total = [...first14].reduce((sum, character, index) => {
		const weighted = CHARACTERS.indexOf(character) * (1 + (index % 2));
		return sum + Math.floor(weighted / CHARACTERS.length) + (weighted % CHARACTERS.length);
	}, 0);
	return CHARACTERS[(CHARACTERS.length - (total % CHARACTERS.length)) % CHARACTERS.length];
}

/** The GSTIN of a PAN's `entity`-th registration in a state: state code, PAN, entity, Z, check. */
export function gstinOf(stateCode: string, pan: string, entity = '1'): string {
	const first14 = `${stateCode}${pan}${entity}Z`;
	return `${first14}${checkCharacter(first14)}`;
}

/** Whether a GSTIN is well formed and its check character checks. */
export function isValidGstin(gstin: string): boolean {
	return (
		/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) &&
		checkCharacter(gstin.slice(0, 14)) === gstin[14]
	);
}
