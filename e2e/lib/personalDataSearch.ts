// Searches what n8n stored for what must never be there: a full Aadhaar number the tests use (a
// sample person's or the real-shaped one) in any spacing, and a photo as base64 in an item's JSON
// (photos are binary data). Each finding names where it is, as a path into the stored value.
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { SEARCHED_AADHAAR_NUMBERS, WORLD, writtenAadhaar } from '../../testbed/emulator/world';
import { APPLICANT } from './kycWorkflows';

export interface Finding {
	/** Where: the store and a path into the value (`execution 12 > resultData.runData...`). */
	where: string;
	/** What: whose Aadhaar number, or which photo. */
	what: string;
}

const AADHAAR = SEARCHED_AADHAAR_NUMBERS.map(({ holder, aadhaar }) => ({
	person: holder,
	pattern: writtenAadhaar(aadhaar),
}));

/**
 * A piece of every sample photo's base64, from its middle (a JPEG's base64 starts alike), and the
 * start of any JPEG's base64 (`/9j/`), which no JSON value of an item should hold.
 */
const PHOTOS = WORLD.flatMap((person) =>
	(['document', 'selfie'] as const).map((kind) => {
		const base64 = photoOf(person.id, kind).toString('base64');
		const middle = Math.floor(base64.length / 2);
		return { photo: `${person.id}-${kind}.jpg`, piece: base64.slice(middle, middle + 64) };
	}),
);

/**
 * Each string in `value` at any depth, property names included, with its path; properties named
 * in `skip` are not entered.
 */
function* strings(
	value: unknown,
	path: string,
	skip: readonly string[],
): Generator<[string, string]> {
	if (typeof value === 'string') yield [path, value];
	else if (Array.isArray(value))
		for (const [index, entry] of value.entries()) yield* strings(entry, `${path}[${index}]`, skip);
	else if (value !== null && typeof value === 'object')
		for (const [key, entry] of Object.entries(value)) {
			if (skip.includes(key)) continue;
			const inside = path ? `${path}.${key}` : key;
			yield [`${inside} (its name)`, key];
			yield* strings(entry, inside, skip);
		}
}

/** Every sample person's Aadhaar number in `value` (any spacing), at any depth. */
export function aadhaarNumbersIn(value: unknown, where: string): Finding[] {
	const findings: Finding[] = [];
	for (const [path, text] of strings(value, '', []))
		for (const { person, pattern } of AADHAAR)
			if (pattern.test(text))
				findings.push({ where: `${where} > ${path}`, what: `${person}'s Aadhaar number` });
	return findings;
}

/**
 * Every photo as base64 in `value`, n8n's binary data left out: the `binary` of items (where a
 * file belongs; n8n 1.x keeps its base64 there in the default binary mode).
 */
export function photosIn(value: unknown, where: string): Finding[] {
	const findings: Finding[] = [];
	for (const [path, text] of strings(value, '', ['binary'])) {
		for (const { photo, piece } of PHOTOS)
			if (text.includes(piece))
				findings.push({ where: `${where} > ${path}`, what: `${photo} as base64` });
		if (text.includes('/9j/'))
			findings.push({ where: `${where} > ${path}`, what: 'a JPEG as base64' });
	}
	return findings;
}

interface StoredItem {
	json?: { body?: Record<string, unknown> };
}

/**
 * The one place the test itself puts an Aadhaar number: the field `aadhaar` of the body it posts
 * to the Webhook named "Applicant", which n8n keeps as that node's output items
 * (`resultData.runData.Applicant[run].data.main[0][item].json.body.aadhaar`). Replaces each such
 * value in a stored execution's data (parsed) with a marker, and returns how many it replaced.
 */
export function setAsidePostedAadhaar(executionData: unknown): number {
	const runs = (executionData as { resultData?: { runData?: Record<string, unknown[]> } })
		?.resultData?.runData?.[APPLICANT];
	let replaced = 0;
	for (const run of runs ?? []) {
		const items = (run as { data?: { main?: StoredItem[][] } }).data?.main?.[0] ?? [];
		for (const item of items) {
			if (typeof item.json?.body?.aadhaar === 'string') {
				item.json.body.aadhaar = '[posted by the test]';
				replaced += 1;
			}
		}
	}
	return replaced;
}

/** Findings as a check's detail: at most 20, each on a line. */
export const listed = (findings: Finding[]): string =>
	findings
		.slice(0, 20)
		.map((finding) => `${finding.what} at ${finding.where}`)
		.join('\n') + (findings.length > 20 ? `\n... and ${findings.length - 20} more` : '');
