/**
 * Input formats: each turns what a user clearly meant into the form the API expects, or says what
 * was expected. They run before any request, so a malformed value never costs a paid lookup.
 */
export interface InputFormat {
	/** What a valid value looks like, for error messages, e.g. "10 digits starting with 6-9". */
	expected: string;
	/** The value to send, or undefined when the input cannot be read as this format. */
	normalize(value: string): string | undefined;
}

const matching =
	(pattern: RegExp) =>
	(value: string): string | undefined =>
		pattern.test(value) ? value : undefined;

export const mobileNumberFormat: InputFormat = {
	expected: 'an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (a +91, 91 or 0 prefix is fine)',
	normalize(value) {
		let digits = value.replace(/[\s\-().]/g, '');
		if (digits.startsWith('+91')) digits = digits.slice(3);
		else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
		else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
		return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
	},
};

export const panFormat: InputFormat = {
	expected: 'a PAN: 5 letters, 4 digits, 1 letter, e.g. ABCDE1234F',
	normalize: (value) => matching(/^[A-Z]{5}\d{4}[A-Z]$/)(value.replace(/\s/g, '').toUpperCase()),
};

export const vpaFormat: InputFormat = {
	expected: 'a UPI ID like name@bank',
	normalize: (value) => matching(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/)(value),
};

export const fssaiFormat: InputFormat = {
	expected: 'a 14-digit FSSAI licence or registration number',
	normalize: (value) => matching(/^\d{14}$/)(value.replace(/[\s-]/g, '')),
};

export const vehicleRegistrationFormat: InputFormat = {
	expected: 'a vehicle registration number like MH12AB1234 or 22BH1234AB',
	normalize: (value) =>
		matching(/^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/)(
			value.replace(/[\s-]/g, '').toUpperCase(),
		),
};

export const passportFileNumberFormat: InputFormat = {
	expected: 'a passport application file number: letters and digits, e.g. DL1061234567823',
	normalize: (value) => matching(/^[A-Z0-9]{8,20}$/)(value.replace(/\s/g, '').toUpperCase()),
};

export const httpUrlFormat: InputFormat = {
	expected: 'an absolute http:// or https:// URL',
	normalize(value) {
		if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return undefined;
		try {
			return new URL(value).href === '' ? undefined : value;
		} catch {
			return undefined;
		}
	},
};

/** Free text the API takes as is: no control characters. */
export const plainTextFormat: InputFormat = {
	expected: 'text without line breaks or control characters',
	normalize: (value) => (/[\u0000-\u001f\u007f]/.test(value) ? undefined : value),
};

export function oneOfFormat(values: string[]): InputFormat {
	return {
		expected: `one of ${values.join(', ')}`,
		normalize: (value) => {
			const upper = value.toUpperCase();
			return values.includes(upper) ? upper : undefined;
		},
	};
}

const DATE_LAYOUTS: Array<{ pattern: RegExp; order: 'ymd' | 'dmy' }> = [
	{ pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/, order: 'ymd' },
	{ pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: 'ymd' },
	{ pattern: /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/, order: 'dmy' },
];

/** Dates as the API takes them, YYYY-MM-DD; day-first layouts are read the Indian way (DD-MM-YYYY). */
export const dateFormat: InputFormat = {
	expected: 'a date as YYYY-MM-DD (DD-MM-YYYY and DD/MM/YYYY are read too)',
	normalize(value) {
		for (const { pattern, order } of DATE_LAYOUTS) {
			const match = pattern.exec(value);
			if (!match) continue;
			const [first, second, third] = match.slice(1, 4).map(Number);
			const [year, month, day] = order === 'ymd' ? [first, second, third] : [third, second, first];
			const date = new Date(Date.UTC(year, month - 1, day));
			const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
			if (!real || year < 1900 || date.getTime() > Date.now()) return undefined;
			return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
		}
		return undefined;
	},
};
