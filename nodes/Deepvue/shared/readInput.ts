import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INode, INodeExecutionData } from 'n8n-workflow';

import type { ApiInput, DeepvueOperation } from './operation';

/** Longest value any input takes; longer ones are refused rather than sent. */
const MAX_INPUT_LENGTH = 1000;

export interface InputChecks {
	/** False when the user switched format checks off: only emptiness and length are checked. */
	checkFormats: boolean;
}

/** The field's own description as a sentence, to lead an error's advice. */
function fieldHint(input: ApiInput): string {
	const text = input.field.description?.trim() ?? '';
	return text === '' || text.endsWith('.') ? text : `${text}.`;
}

/** A received value as an error may show it: quoted, escaped, and cut short. */
function shown(value: string): string {
	return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
}

/** Dates mapped from other nodes arrive as Date or Luxon DateTime objects. */
function dateText(value: object): string | undefined {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
	const toISO = (value as { toISO?: unknown }).toISO;
	return typeof toISO === 'function' ? String(toISO.call(value)) : undefined;
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
		new NodeOperationError(node, message, { itemIndex, description: `${fieldHint(input)} ${advice}`.trim() });

	let text: string;
	if (raw === null || raw === undefined) text = '';
	else if (typeof raw === 'object') {
		const date = dateText(raw);
		if (date === undefined) {
			throw fail(
				`"${field.displayName}" must be a single value, not an object or a list`,
				'If you map it from another node, pick the value itself rather than its parent.',
			);
		}
		text = date;
	} else text = String(raw).trim();

	if (text === '') {
		if (!input.required) return undefined;
		throw fail(
			`"${field.displayName}" is required but was empty`,
			'If it comes from an expression, check that the previous node gives this item a value.',
		);
	}
	if (text.length > MAX_INPUT_LENGTH) {
		throw fail(`"${field.displayName}" is too long (${text.length} characters)`, `At most ${MAX_INPUT_LENGTH} characters are accepted.`);
	}
	if (!checks.checkFormats) return text;

	const normalized = input.format.normalize(text);
	if (normalized === undefined) {
		throw fail(
			`"${field.displayName}" must be ${input.format.expected}; got ${shown(text)}`,
			'If Deepvue accepts this value and the node does not, switch off Options > Check Input Formats.',
		);
	}
	return normalized;
}

export function inputChecks(context: IExecuteSingleFunctions): InputChecks {
	return { checkFormats: context.getNodeParameter('options.checkFormats', true) !== false };
}

/** An item's checked inputs, in the operation's order: what its request sends. */
export type CheckedInputs = Array<string | undefined>;

/**
 * Reads and checks every input of one item, and that an upload's binary field is there. Reads the
 * node's parameters for that item directly, so one item's request and the check of all items before
 * the first request share this code, and each expression is evaluated once.
 */
export function readItemInputs(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	item: INodeExecutionData | undefined,
	itemIndex: number,
	checks: InputChecks,
): CheckedInputs {
	const node = context.getNode();
	return operation.inputs.map((input) => {
		const raw = node.parameters[input.field.name] ?? input.field.default;
		const value =
			typeof raw === 'string' && raw.startsWith('=') ? context.evaluateExpression(raw.slice(1), itemIndex) : raw;
		const checked = checkInput(input, value, checks, node, itemIndex);
		if (input.in === 'file' && checked !== undefined && !item?.binary?.[checked]) {
			throw new NodeOperationError(node, `Item ${itemIndex} has no binary field "${checked}" to upload`, {
				itemIndex,
				description:
					'Set "Input Binary Field" to the name of the binary field that holds the file, e.g. "data" after a Read/Write Files or Convert to File node.',
			});
		}
		return checked;
	});
}
