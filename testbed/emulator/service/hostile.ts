/**
 * A hostile Deepvue (the condition `hostile`): the identity endpoints answer as a careless but
 * possible service might, for the tests that make sure the node shows an Aadhaar number only
 * masked and reads a verdict for what it says. Their answers and errors:
 *
 * - quote the Aadhaar number whole: the one the call sent (generate-otp), the OTP's (verify-otp),
 *   else HOSTILE_AADHAAR, which every applicant of its DigiLocker holds; written with other
 *   separators than spaces and dashes (tabs, no-break and narrow no-break spaces, dots, en
 *   dashes), in the message, the error's words and odd fields (`request`, a `uid` as a JSON number);
 *   the number a call sent also in 3s and inside its `transaction_id`, an id of hex digits;
 * - echo the request's URL, as received, in `url`: eKYC's query holds the Aadhaar number;
 * - leave `masked_uid` (the e-Aadhaar) and `maskedNumber` (eKYC) unmasked, and put the number in
 *   the address (`care_of`, `house`);
 * - give the PAN and driving licence certificates a full `uid`, the licence's as base64 of its
 *   XML rather than the XML;
 * - write verdicts and scores as text: `match: "false"`, `confidence: "31"`, `is_live`, `score`,
 *   `eaadhaar: "true"`, `aadhaar_linked_mobile_match: "false"`.
 *
 * With `hostileReference` too, an OTP's `reference_id` is the Aadhaar number itself (verify-otp
 * takes it as the reference).
 */
import type { ApiError } from '../http/errors';
import type { Reply } from '../http/reply';
import { HOSTILE_AADHAAR } from '../world';
import type { AadhaarOtps } from './aadhaarOtp';

/** The number written in 4s with `separator` between them. */
export function spelled(number: string, separator: string): string {
	return number.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
}

const TAB = '\t';
const NO_BREAK = '\u00a0';
const NARROW_NO_BREAK = '\u202f';
const EN_DASH = '\u2013';

type Envelope = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A certificate XML whose person carries the number whole, as some issuers write it. */
function withUid(xml: string, number: string): string {
	return xml.replace('<Person ', `<Person uid="${number}" `);
}

/** What each operation's hostile answer changes in its `data`. */
const DATA: Readonly<Record<string, (data: unknown, number: string) => unknown>> = {
	digilockerAccessToken: (data) =>
		isRecord(data) ? { ...data, eaadhaar: data.eaadhaar === 'Y' ? 'true' : 'false' } : data,
	digilockerEAadhaar: (data, number) => {
		if (!isRecord(data) || !isRecord(data.proof_of_address)) return data;
		const address = data.proof_of_address;
		return {
			...data,
			masked_uid: number,
			proof_of_address: {
				...address,
				care_of: `${String(address.care_of)}, Aadhaar ${spelled(number, TAB)}`,
				house: `${String(address.house)} (UID ${spelled(number, NO_BREAK)})`,
			},
		};
	},
	digilockerFile: (data, number) => {
		if (typeof data !== 'string') return data;
		const xml = withUid(data, number);
		return xml.includes('type="DRVLC"') ? Buffer.from(xml, 'utf8').toString('base64') : xml;
	},
	ekycVerifyOtp: (data, number) => {
		if (!isRecord(data) || !isRecord(data.address)) return data;
		const linked = data.aadhaar_linked_mobile_match;
		return {
			...data,
			maskedNumber: number,
			address: {
				...data.address,
				care_of: `UID ${spelled(number, '.')}`,
				house: `${String(data.address.house)} (Aadhaar ${spelled(number, NARROW_NO_BREAK)})`,
			},
			...(linked === undefined ? {} : { aadhaar_linked_mobile_match: String(linked === 'Yes') }),
		};
	},
	faceMatch: (data) =>
		isRecord(data) ? { match: String(data.match), confidence: String(data.confidence) } : data,
	livenessCheck: (data) =>
		isRecord(data) ? { is_live: String(data.is_live), score: String(data.score) } : data,
};

/** How one call to an identity endpoint is answered in hostile mode. */
export interface HostileCall {
	/** The success envelope as the hostile service writes it. */
	answer(envelope: Envelope): Envelope;
	/** An error as the hostile service writes it. */
	error(error: ApiError): Reply;
}

/**
 * The hostile answers of one call to `operation`, received at `url` with `query`: the number it
 * quotes is the one sent, the OTP's, or HOSTILE_AADHAAR.
 */
export function hostileCall(
	operation: string,
	url: string,
	query: Readonly<Record<string, string>>,
	otps: AadhaarOtps,
): HostileCall {
	const sent = operation === 'ekycGenerateOtp' ? query.aadhaar_number?.trim() : undefined;
	const checked = otps.numberOf(query.reference_id?.trim() ?? '');
	const number = sent || checked || HOSTILE_AADHAAR;
	// The number a call sent comes back in 3s and inside an id of hex digits, where only the number
	// itself, not its shape, gives it away.
	const request = {
		aadhaar_number: sent ? number.replace(/(\d{3})(?=\d)/g, '$1 ') : spelled(number, '.'),
		uid: Number(number),
	};
	const sentBack = sent ? { transaction_id: `ab${number}cdef0123456789` } : {};
	return {
		answer(envelope) {
			const change = DATA[operation];
			return {
				...envelope,
				...sentBack,
				message: `${String(envelope.message ?? 'Done')} for Aadhaar ${spelled(number, TAB)}`,
				url,
				request,
				...('data' in envelope && change ? { data: change(envelope.data, number) } : {}),
			};
		},
		error(error) {
			return {
				status: error.status,
				headers: error.headers,
				body: {
					detail: `${error.detail} (aadhaar_number ${spelled(number, TAB)})`,
					message: `Aadhaar ${spelled(number, NO_BREAK)}: ${error.detail}`,
					errors: [{ field: 'aadhaar_number', value: spelled(number, EN_DASH) }],
					url,
					request,
					...sentBack,
				},
			};
		},
	};
}
