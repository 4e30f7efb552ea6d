import type { IDataObject } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { isoDateOf } from './identityResults';

/**
 * How the business operations read Deepvue's answers, whose field names differ from page to page
 * and from the sources behind them (`lgnm`, `company_name`, `companyName`): a field is read by the
 * first of its names that holds something, as text, a date or a yes-or-no, and null when none
 * does, so that an output field is always there for a next node, empty or not.
 */

/** Text with something in it, trimmed; a number as its digits; else null. */
export function textOf(value: unknown): string | null {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The first of `names` that `record` holds as text. */
export function textIn(record: IDataObject, ...names: string[]): string | null {
	for (const name of names) {
		const text = textOf(record[name]);
		if (text !== null) return text;
	}
	return null;
}

/** The first of `names` that `record` holds as a date, as YYYY-MM-DD. */
export function dateIn(record: IDataObject, ...names: string[]): string | null {
	for (const name of names) {
		const date = isoDateOf(record[name]);
		if (date !== null) return date;
	}
	return null;
}

/** The first of `names` that `record` holds as an object. */
export function objectIn(record: IDataObject, ...names: string[]): IDataObject | null {
	const found = names.map((name) => record[name]).find((value) => isObject(value));
	return isObject(found) ? found : null;
}

/** The objects of the first of `names` that `record` holds as a list (lists inside it flattened). */
export function objectsIn(record: IDataObject, ...names: string[]): IDataObject[] {
	const found = names.map((name) => record[name]).find((value) => Array.isArray(value));
	return Array.isArray(found)
		? (found.flat(2) as unknown[]).filter((entry) => isObject(entry))
		: [];
}

const YES_NO: Readonly<Record<string, boolean>> = {
	yes: true,
	y: true,
	true: true,
	no: false,
	n: false,
	false: false,
};

/** A yes-or-no as Deepvue writes it (Yes, No, Y, N, true, false), or null. */
export function yesNoOf(value: unknown): boolean | null {
	if (typeof value === 'boolean') return value;
	return YES_NO[textOf(value)?.toLowerCase() ?? ''] ?? null;
}

/** The envelope's result object ({} when there is none). */
export const resultData = (envelope: IDataObject): IDataObject =>
	isObject(envelope.data) ? envelope.data : {};

const BEGIN = ['begin_date', 'appointment_date', 'date_of_appointment', 'start_date'];
const END = ['end_date', 'cessation_date', 'date_of_cessation'];

/**
 * An appointment as the MCA lists it: when it began and ended (YYYY-MM-DD), and whether it holds
 * today. An end written "-" or left empty is no end; an end date to come still holds; an end the
 * node cannot read as a date does not hold, so that a decision on it goes to review.
 */
export function tenureOf(entry: IDataObject, today = new Date().toISOString().slice(0, 10)) {
	const end = textIn(entry, ...END);
	const ceasedOn = dateIn(entry, ...END);
	const noEnd = end === null || /^-+$/.test(end);
	return {
		appointed_on: dateIn(entry, ...BEGIN),
		ceased_on: ceasedOn,
		current: noEnd || (ceasedOn !== null && ceasedOn > today),
	};
}
