import type { IDataObject } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { maskedAadhaar } from '../inputs/aadhaarNumber';
import { LINK_LIFETIME_MS } from '../model/digilocker';
import type { InputsByName } from '../model/input';
import type { ResultFile, ShapedResult } from '../model/shapedResult';

/**
 * The results of the identity-document operations, shaped alike whatever Deepvue calls a field
 * (`dateOfBirth`, `dob`; `maskedNumber`, `masked_uid`): the same `name`, `date_of_birth`
 * (YYYY-MM-DD), `gender`, `address` and `masked_aadhaar` from DigiLocker and from eKYC, so one
 * decision reads both. Photos and PDFs leave the JSON as files.
 */

/** How long an Aadhaar OTP can be verified after it was sent (UIDAI: 10 minutes). */
export const OTP_LIFETIME_MS = 10 * 60_000;

/** A date as Deepvue writes it (DDMMYYYY, DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD) as YYYY-MM-DD. */
export function isoDateOf(value: unknown): string | null {
	if (typeof value !== 'string') return null;
	const text = value.trim();
	const dayFirst = /^(\d{2})[-/]?(\d{2})[-/]?(\d{4})$/.exec(text);
	if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`;
	return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

const text = (value: unknown): string | null =>
	typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The first of `names` that `record` has, as text. */
const field = (record: IDataObject, ...names: string[]) =>
	names.map((name) => text(record[name])).find((value) => value !== null) ?? null;

/** A base64 file of the answer, when there is one. */
export function fileOf(
	value: unknown,
	field: string,
	fileName: string,
	mimeType: string,
): ResultFile[] {
	return typeof value === 'string' && value.trim() !== ''
		? [{ field, base64: value.trim(), fileName, mimeType }]
		: [];
}

/** An address as Deepvue gives it, its parts as text (none of them a number to mask). */
function addressOf(value: unknown): IDataObject | null {
	if (!isObject(value)) return null;
	return Object.fromEntries(
		Object.entries(value).map(([name, part]) => [
			name,
			typeof part === 'string' ? part : (part ?? null),
		]),
	) as IDataObject;
}

/** The envelope's result object. */
const dataOf = (envelope: IDataObject): IDataObject =>
	isObject(envelope.data) ? envelope.data : {};

/** Deepvue's id of the call, for an audit record of what was fetched (a KYC item keeps it). */
export const transactionIdOf = (envelope: IDataObject) => text(envelope.transaction_id);

const YES_NO: Readonly<Record<string, boolean>> = {
	true: true,
	yes: true,
	y: true,
	'1': true,
	false: false,
	no: false,
	n: false,
	'0': false,
};

/**
 * A yes or no as Deepvue may write it (`true`, "true", "Yes", "Y", 1 and their noes), or
 * undefined when it says neither: a verdict written as text is read for what it says, never for
 * being text ("false" is no).
 */
function yesOrNo(value: unknown): boolean | undefined {
	if (typeof value === 'boolean') return value;
	if (typeof value === 'number' || typeof value === 'string')
		return YES_NO[String(value).trim().toLowerCase()];
	return undefined;
}

/** A score from 0 to 100, written as a number or as text ("91"), or undefined. */
function scoreOf(value: unknown): number | undefined {
	const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	return typeof score === 'number' && score >= 0 && score <= 100 ? score : undefined;
}

/**
 * Match Faces and Check Liveness: Deepvue's verdict (`match`, `is_live`) as a boolean and its
 * score (`confidence`, `score`) as a number, whatever type Deepvue wrote them in, beside its other
 * fields and the call's transaction_id. A verdict or score it does not say fails the item: a
 * workflow's decision about a person never reads a guess.
 */
export function verdictResult(verdict: string, score: string) {
	return (envelope: IDataObject): ShapedResult => {
		const data = dataOf(envelope);
		const [said, scored] = [yesOrNo(data[verdict]), scoreOf(data[score])];
		if (said === undefined || scored === undefined) {
			const missing = said === undefined ? `${verdict} (true or false)` : `${score} (0 to 100)`;
			throw new Error(
				`Deepvue's answer gives no ${missing} the node can read, so the item has no ` +
					`verdict (transaction_id ${String(transactionIdOf(envelope))})`,
			);
		}
		return {
			json: {
				...data,
				[verdict]: said,
				[score]: scored,
				transaction_id: transactionIdOf(envelope),
			},
			files: [],
		};
	};
}

/** Start DigiLocker Session: the link to send the applicant to, and the session's ID. */
export function digilockerSessionResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = dataOf(envelope);
	return {
		json: {
			session_id: text(envelope.transaction_id),
			authorization_url: text(data.authorization_url),
			documents: (inputs.doc_types ?? '').split(',').filter(Boolean),
			link_expires_at: new Date(Date.now() + LINK_LIFETIME_MS).toISOString(),
		},
		files: [],
	};
}

/** Get DigiLocker Documents' first answer (the code exchanged): the DigiLocker account. */
export function digilockerAccountResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = dataOf(envelope);
	return {
		json: {
			status: 'fetched',
			session_id: inputs.initial_deepvue_transaction_id ?? null,
			// Each call's id, the documents' added as they are fetched (followUps/digilockerDocuments.ts).
			transaction_ids: [transactionIdOf(envelope)].filter((id) => id !== null),
			account: {
				digilocker_id: field(data, 'digilockerid', 'digilocker_id'),
				name: field(data, 'name'),
				date_of_birth: isoDateOf(data.dob),
				gender: field(data, 'gender'),
				mobile: field(data, 'mobile'),
				has_eaadhaar: yesOrNo(data.eaadhaar) === true,
				consent_valid_till: field(data, 'consent_valid_till'),
			},
		},
		files: [],
	};
}

/** Send Aadhaar OTP: the reference to verify the OTP with, and the Aadhaar number masked. */
export function aadhaarOtpResult(envelope: IDataObject, inputs: InputsByName): ShapedResult {
	const data = dataOf(envelope);
	return {
		json: {
			reference_id: text(envelope.reference_id) ?? text(data.reference_id),
			transaction_id: transactionIdOf(envelope),
			masked_aadhaar: maskedAadhaar(inputs.aadhaar_number ?? ''),
			message: text(envelope.message),
			otp_valid_until: new Date(Date.now() + OTP_LIFETIME_MS).toISOString(),
		},
		files: [],
	};
}

/** What an e-Aadhaar says of its holder, from DigiLocker's or eKYC's answer. */
export function eaadhaarHolder(record: IDataObject): IDataObject {
	const identity = isObject(record.proof_of_identity) ? record.proof_of_identity : record;
	return {
		name: field(identity, 'name'),
		date_of_birth: isoDateOf(identity.dob ?? identity.dateOfBirth ?? identity.date_of_birth),
		gender: field(identity, 'gender'),
		address: addressOf(record.proof_of_address ?? record.address),
		masked_aadhaar: maskedAadhaar(
			field(record, 'masked_uid', 'maskedNumber', 'masked_aadhaar') ?? '',
		),
	};
}

/**
 * Verify Aadhaar OTP: the e-Aadhaar's holder, whether the mobile number given is the linked one
 * (null when none was given, or Deepvue's word is neither yes nor no), the photo.
 */
export function aadhaarEkycResult(envelope: IDataObject): ShapedResult {
	const data = dataOf(envelope);
	return {
		json: {
			...eaadhaarHolder(data),
			email_hash: field(data, 'email'),
			phone_hash: field(data, 'phone'),
			mobile_matches_aadhaar: yesOrNo(data.aadhaar_linked_mobile_match) ?? null,
			transaction_id: transactionIdOf(envelope),
		},
		files: [
			...fileOf(data.photo, 'photo', 'aadhaar-photo.jpg', 'image/jpeg'),
			...fileOf(data.document_pdf, 'eaadhaar_pdf', 'e-aadhaar.pdf', 'application/pdf'),
		],
	};
}
