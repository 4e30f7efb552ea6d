import { NodeOperationError } from 'n8n-workflow';
import type { INode } from 'n8n-workflow';

import type { FormatContext } from '../model/input';
import type { ApiInput } from '../model/input';

/** Longest value any input takes; longer ones are refused rather than sent. */
const MAX_INPUT_LENGTH = 1000;

export interface InputChecks extends FormatContext {
	/** False when the user switched format checks off: only emptiness and length are checked. */
	checkFormats: boolean;
}

/** The field's own description as a sentence, to lead an error's advice. */
function fieldHint(input: ApiInput): string {
	const text = input.field.description?.trim() ?? '';
	return text === '' || text.endsWith('.') ? text : `${text}.`;
}

/** Characters an error shows as \uXXXX: controls, line breaks, and the ones that show nothing. */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/** A received value as an error may show it: quoted, escaped, invisible characters made visible, cut short. */
function shown(value: string): string {
	const cut = value.length > 40 ? `${value.slice(0, 40)}...` : value;
	const escaped = cut.replace(/["\\]/g, '\\$&').replace(UNSEEN, (char) => {
		const hex = (char.codePointAt(0) ?? 0).toString(16);
		return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
	});
	return `"${escaped}"`;
}

/** What a value that is neither text nor a number is, for an error message. */
function kindOf(value: unknown): string {
	if (typeof value === 'boolean') return `a boolean (${value})`;
	if (typeof value === 'number') return String(value);
	if (Array.isArray(value)) return 'a list';
	if (
		typeof value === 'object' &&
		value !== null &&
		Object.prototype.toString.call(value) === '[object Date]'
	)
		return 'a date';
	if (typeof value === 'object') return 'an object';
	return `a ${typeof value}`;
}

/**
 * Checks one input value and returns what to send: trimmed and normalized (e.g. a mobile number
 * without +91), or undefined for an empty optional input. n8n's editor flags empty required
 * fields, but expressions, headless runs and AI agents get past it, so the node checks again.
 */
export function checkInput(
	input: ApiInput,
	raw: unknown,
	checks: InputChecks,
	node: INode,
	itemIndex: number,
): string | undefined {
	const { field } = input;
	const fail = (message: string, advice: string) =>
		new NodeOperationError(node, message, {
			itemIndex,
			description: `${fieldHint(input)} ${advice}`.trim(),
		});

	let text: string;
	if (raw === null || raw === undefined) text = '';
	else if (typeof raw === 'string') text = raw.trim();
	else if ((typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'bigint')
		text = String(raw);
	else if (typeof raw === 'boolean' && input.format.readsBooleans) text = String(raw);
	else {
		// Dates mapped from other nodes arrive as Date or Luxon DateTime objects; the date field reads them.
		const date = typeof raw === 'object' ? input.format.fromObject?.(raw, checks) : undefined;
		if (date === null) {
			throw fail(
				`"${field.displayName}" must be a valid date; got an invalid date`,
				'Check the expression that gives the date.',
			);
		}
		if (date === undefined) {
			throw fail(
				`"${field.displayName}" must be text or a number, not ${kindOf(raw)}`,
				typeof raw === 'object'
					? 'If you map it from another node, pick the value itself rather than its parent.'
					: 'Check the expression or mapping that gives this field its value.',
			);
		}
		text = date;
	}

	if (text === '') {
		if (!input.required) return undefined;
		throw fail(
			`"${field.displayName}" is required but was empty`,
			'If it comes from an expression, check that the previous node gives this item a value.',
		);
	}
	if (text.length > MAX_INPUT_LENGTH) {
		throw fail(
			`"${field.displayName}" is too long (${text.length} characters)`,
			`At most ${MAX_INPUT_LENGTH} characters are accepted.`,
		);
	}
	if (!checks.checkFormats) return text;

	const normalized = input.format.normalize(text, checks);
	if (normalized === undefined) {
		throw fail(
			`"${field.displayName}" must be ${input.format.expected}; got ` +
				(input.format.hidesValue
					? `${text.length} characters (not shown: the value is kept out of messages)`
					: shown(text)),
			'If Deepvue accepts this value and the node does not, switch off Options > Check Input Formats.',
		);
	}
	return normalized;
}
