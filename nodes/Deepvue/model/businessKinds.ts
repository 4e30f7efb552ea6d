/**
 * What kind of business an identifier says it is: a PAN by its fourth letter (and so a GSTIN,
 * which carries its holder's PAN), a CIN by its ownership letters. A proprietorship's GSTIN
 * carries the proprietor's own PAN (`person`): its legal name is a person's name.
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

/** What a company is, by the ownership letters of its CIN. */
export type CompanyKind =
	| 'private_limited'
	| 'public_limited'
	| 'one_person_company'
	| 'government_company'
	| 'not_for_profit'
	| 'guarantee_company'
	| 'unlimited_company';

/** The ownership letters of a CIN (its characters 13 to 15), and the kind of company they name. */
export const CIN_COMPANY_KINDS: Readonly<Record<string, CompanyKind>> = {
	PLC: 'public_limited',
	PTC: 'private_limited',
	OPC: 'one_person_company',
	// Subsidiaries of foreign companies, private and public.
	FTC: 'private_limited',
	FLC: 'public_limited',
	GOI: 'government_company',
	SGC: 'government_company',
	NPL: 'not_for_profit',
	GAP: 'guarantee_company',
	GAT: 'guarantee_company',
	ULL: 'unlimited_company',
	ULT: 'unlimited_company',
};

/** The kind of company a CIN names, or null when it is no well-formed CIN. */
export function companyKindOf(cin: string): CompanyKind | null {
	const ownership = /^[LU]\d{5}[A-Z]{2}\d{4}([A-Z]{3})\d{6}$/.exec(cin)?.[1];
	return ownership === undefined ? null : (CIN_COMPANY_KINDS[ownership] ?? null);
}
