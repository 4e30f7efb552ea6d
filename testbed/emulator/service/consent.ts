/**
 * Consent as Deepvue's docs describe it (Consent & Compliance): a check needs `consent=Y` and a
 * `reason` from a fixed list in its query string, or it is rejected. The docs give no status or
 * text for the rejection; the emulator answers 422, the API's status for a bad parameter, with a
 * `detail` that names what is missing. DigiLocker and the eKYC take a `purpose` instead, always.
 */
import { invalid } from '../http/errors';

export const CONSENT_REASONS = [
	'KYC',
	'KYB',
	'Credit Check',
	'Employment Verification',
	'Background Check',
] as const;

/** Throws the emulator's 422 unless the query carries `consent=Y` and an accepted reason. */
export function checkConsent(query: URLSearchParams): void {
	if (query.get('consent') !== 'Y') {
		throw invalid('Consent is required: send consent=Y and a reason with this request');
	}
	const reason = query.get('reason') ?? '';
	if (!(CONSENT_REASONS as readonly string[]).includes(reason)) {
		throw invalid(
			`Invalid consent reason "${reason}", expected one of ${CONSENT_REASONS.join(', ')}`,
		);
	}
}

export const PURPOSE_CONSENT_DETAILS = {
	consent: 'consent is required and must be Y',
	purpose: 'purpose is required',
} as const;

/**
 * The consent DigiLocker and the Offline Aadhaar eKYC always require ("mandatory as per
 * regulations"), whatever `--require-consent` says: `consent` Y and a `purpose` in free text, from
 * the JSON body or the query string.
 */
export function checkPurposeConsent(consent: unknown, purpose: unknown): void {
	if (consent !== 'Y') throw invalid(PURPOSE_CONSENT_DETAILS.consent);
	if (typeof purpose !== 'string' || purpose.trim() === '')
		throw invalid(PURPOSE_CONSENT_DETAILS.purpose);
}
