/**
 * Who holds a PAN, read from its fourth letter, as the Income Tax department assigns it. A GSTIN
 * carries its holder's PAN, so it says the same of the business: a proprietorship's GSTIN carries
 * the proprietor's own PAN (`person`), and its legal name is a person's name.
 */
export type PanHolderKind =
	| 'person'
	| 'company'
	| 'firm'
	| 'huf'
	| 'association_of_persons'
	| 'body_of_individuals'
	| 'trust'
	| 'local_authority'
	| 'artificial_juridical_person'
	| 'government';

/** The fourth letter of a PAN, and the kind of holder it names. */
export const PAN_HOLDER_KINDS: Readonly<Record<string, PanHolderKind>> = {
	P: 'person',
	C: 'company',
	H: 'huf',
	// A partnership firm or a limited liability partnership.
	F: 'firm',
	A: 'association_of_persons',
	T: 'trust',
	B: 'body_of_individuals',
	L: 'local_authority',
	J: 'artificial_juridical_person',
	G: 'government',
};

/** The kind of holder of a PAN, or null when its fourth letter names none. */
export function panHolderKind(pan: string): PanHolderKind | null {
	return PAN_HOLDER_KINDS[pan.charAt(3)] ?? null;
}
