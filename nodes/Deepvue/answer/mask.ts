import type { IDataObject } from 'n8n-workflow';

/**
 * "Mask Sensitive Values": hides PAN (and the GSTINs made from one), bank account numbers,
 * Aadhaar, phone numbers and dates of birth in results that a workflow stores, keeping the last
 * characters so records can still be told apart.
 */

/** Field names that hold personal identifiers, by the API's naming. */
const SENSITIVE_FIELD = new RegExp(
	'(^|_)(pan(_number|_no)?|gstin|account_number|aadhaar(_number|_no)?|masked_aadhaar|' +
		'mobile(_number)?|phone(_number)?|user_mobile_number|dob|input_dob|date_of_birth)$',
	'i',
);

/** Identifiers wherever they appear: a PAN, or a mobile number inside a UPI ID like 9876543210@ybl. */
const IDENTIFIER_VALUE = /\b([A-Z]{5}\d{4}[A-Z]|[6-9]\d{9})\b/g;

/** Dates keep only the day: the last 4 characters of 1990-01-31 would give away the month too. */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/** Keeps the last 4 characters of longer values, fewer of short ones so most stays hidden. */
export function maskValue(value: string): string {
	const visible = DATE_VALUE.test(value) ? 2 : value.length >= 8 ? 4 : Math.floor(value.length / 3);
	return 'X'.repeat(value.length - visible) + value.slice(value.length - visible);
}

function maskField(key: string, value: unknown): unknown {
	if (typeof value === 'string') {
		if (SENSITIVE_FIELD.test(key) && value !== '') return maskValue(value);
		return value.replace(IDENTIFIER_VALUE, (identifier) => maskValue(identifier));
	}
	if (typeof value === 'number' && SENSITIVE_FIELD.test(key)) return maskValue(String(value));
	if (Array.isArray(value)) return value.map((entry) => maskField(key, entry));
	if (value !== null && typeof value === 'object') return maskSensitiveValues(value as IDataObject);
	return value;
}

export function maskSensitiveValues(record: IDataObject): IDataObject {
	const masked: IDataObject = {};
	for (const [key, value] of Object.entries(record))
		masked[key] = maskField(key, value) as IDataObject[string];
	return masked;
}
