/**
 * What Deepvue's DigiLocker docs leave open, decided once here (docs/decisions.md says why), so a
 * change when Deepvue documents it is a change of this file only.
 */

/**
 * The query parameters DigiLocker adds to the Redirect URL, by OAuth's convention: the one-time
 * code, or an error and its description, and the session's state. The code is read under either
 * name, the first found.
 */
export const REDIRECT_PARAMETERS = {
	code: ['code', 'digilocker_code'],
	state: ['state'],
	error: ['error'],
	errorDescription: ['error_description'],
} as const;

/** How long the applicant has to open the link and allow: what the node tells a workflow to wait. */
export const LINK_LIFETIME_MS = 15 * 60_000;

/** The documents a session may ask for: the node's names for them, and Deepvue's `doc_types`. */
export const DOCUMENT_TYPES = [
	{ name: 'Aadhaar', value: 'aadhaar', field: 'eaadhaar' },
	{ name: 'PAN', value: 'pan', field: 'pan' },
	{ name: 'Driving Licence', value: 'dl', field: 'driving_licence' },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];

/** DigiLocker's document types (`doctype` of an issued file) for each document the node reads. */
export const ISSUED_DOCTYPES: Readonly<Record<Exclude<DocumentType, 'aadhaar'>, string>> = {
	pan: 'PANCR',
	dl: 'DRVLC',
};
