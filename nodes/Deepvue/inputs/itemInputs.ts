import { NodeOperationError } from 'n8n-workflow';
import type {
	IBinaryData,
	IDataObject,
	IExecuteSingleFunctions,
	INode,
	INodeExecutionData,
} from 'n8n-workflow';

import { checkInput } from './checkInput';
import type { InputChecks } from './checkInput';
import type { ApiInput } from '../model/input';
import type { DeepvueOperation } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { oncePerRun, parametersForItem, runItems } from '../n8n/n8nInternals';
import { letOthersRun } from '../n8n/turns';
import { refusedFileError } from './files/refusedFile';
import { applicantConsentField, purposeConsent } from '../options/consent';

/** The item's binary field of that name: its own property only, so `constructor` or `__proto__` is no field. */
function binaryField(item: INodeExecutionData | undefined, name: string): IBinaryData | undefined {
	const binary = item?.binary;
	if (!binary || !Object.prototype.hasOwnProperty.call(binary, name)) return undefined;
	const field: unknown = binary[name];
	return typeof field === 'object' && field !== null ? (field as IBinaryData) : undefined;
}

/** The checks of an item's inputs: Check Input Formats, and the workflow's time zone for dates. */
export function inputChecks(context: IExecuteSingleFunctions, options: NodeOptions): InputChecks {
	return {
		checkFormats: options.checkFormats,
		timeZone: context.getTimezone(),
	};
}

/** An item's checked inputs: what its request sends. */
export interface CheckedInputs {
	/** The operation's inputs, in its order. */
	values: Array<string | undefined>;
	/** An identity-document operation's consent and purpose (options/consent.ts); else none. */
	consent: IDataObject;
}

/**
 * Reads and checks every input of one item, and that an upload's binary field is there. Reads the
 * node's parameters for that item directly (its inputs' and, for an identity document, the
 * applicant's consent), so one item's request and the check of all items before the first request
 * share this code, and each expression is evaluated once.
 */
export function readItemInputs(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	item: INodeExecutionData | undefined,
	itemIndex: number,
	checks: InputChecks,
): CheckedInputs {
	const node = context.getNode();
	const consentFields = operation.consent === 'purpose' ? [applicantConsentField] : [];
	const raw = parametersForItem(
		context,
		node,
		[...operation.inputs.map((input) => input.field), ...consentFields],
		itemIndex,
	);
	const values = operation.inputs.map((input, index) => {
		const checked = checkInput(input, raw[index], checks, node, itemIndex);
		if (input.file && checked !== undefined) {
			const file = binaryField(item, checked);
			if (!file) {
				throw new NodeOperationError(
					node,
					`Item ${itemIndex} has no binary field "${checked}" to upload`,
					{
						itemIndex,
						description:
							`Set "${input.field.displayName}" to the name of the binary field that ` +
							'holds the file, e.g. "data" after a Read/Write Files or Convert to File ' +
							"node, or the name of a form's file field.",
					},
				);
			}
			const reason = input.file.reasonAgainst(file);
			if (reason !== undefined)
				throw refusedFileError(node, { ...input, file: input.file }, checked, itemIndex, reason);
		}
		return checked;
	});
	const consent =
		operation.consent === 'purpose'
			? purposeConsent(node, raw[operation.inputs.length], itemIndex)
			: {};
	return { values, consent };
}

/** The first refused input of a run, and its item. */
interface RunRefusal {
	itemIndex: number;
	error: Error;
}

/**
 * Thrown for the items of a run whose own inputs are fine when another item's input was refused
 * and the node will stop: they are not sent, and only the refused item reports its error, so
 * n8n names that item.
 */
export class RefusedInAnotherItem extends NodeOperationError {
	constructor(node: INode, refusedItem: number) {
		super(node, `Not sent: the input of item ${refusedItem} was refused`);
	}
}

/** Each item's checked inputs or its refusal, or the run's first refusal when the node will stop at it. */
type RunCheck = Array<CheckedInputs | Error> | RunRefusal;

/** The check of all items of a run, shared by that run's item requests. */
const checkOfRun = oncePerRun<RunCheck>('runMemos');

/**
 * The error of an item whose value of a once-per-run input (`onePerRun`) an earlier item of the
 * run has: it is not sent.
 */
function repeatedInRun(
	node: INode,
	input: ApiInput & Required<Pick<ApiInput, 'onePerRun'>>,
	itemIndex: number,
	first: number,
): NodeOperationError {
	return new NodeOperationError(
		node,
		`"${input.field.displayName}" of item ${itemIndex} is also item ${first}'s: ${input.onePerRun.rule}`,
		{ itemIndex, description: input.onePerRun.advice(first) },
	);
}

/**
 * Every item's inputs, in item order, and the once-per-run inputs' values each kept for the first
 * item that has it. When the node stops at a failed item (`untilRefused`), the first refusal
 * refuses the run.
 */
async function checkEveryItem(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	items: INodeExecutionData[],
	checks: InputChecks,
	untilRefused: boolean,
): Promise<RunCheck> {
	const node = context.getNode();
	const checked: Array<CheckedInputs | Error> = [];
	/** By once-per-run input and value (as its format normalizes it), the first item with it. */
	const firstWith = new Map<string, number>();
	for (const [index, item] of items.entries()) {
		// A long list is checked in slices, so that n8n can do other work meanwhile.
		await letOthersRun();
		try {
			const inputs = readItemInputs(context, operation, item, index, checks);
			for (const [position, input] of operation.inputs.entries()) {
				const value = inputs.values[position];
				if (!input.onePerRun || value === undefined) continue;
				const key = `${input.apiName}:${input.format.normalize(value, checks) ?? value}`;
				const first = firstWith.get(key);
				if (first !== undefined)
					throw repeatedInRun(node, { ...input, onePerRun: input.onePerRun }, index, first);
				firstWith.set(key, index);
			}
			checked.push(inputs);
		} catch (error) {
			if (untilRefused) return { itemIndex: index, error: error as Error };
			checked.push(error as Error);
		}
	}
	return checked;
}

/**
 * The current item's checked inputs. When the node will stop at the first failed item (Continue
 * On Fail off) and runs several items, every item is checked before the first request leaves: n8n
 * starts all items at once, so otherwise the items before a bad one would be sent, and paid for,
 * only to be sent again after the fix. An operation with a once-per-run input (an Aadhaar number)
 * checks every item together too, with Continue On Fail on, each item then failing alone. Else only
 * the current item is checked, and fails alone. A tool call is a run of one item, its own
 * arguments: it is checked by itself. When this n8n's context does not show the run's items, only
 * the current item is checked.
 */
export async function itemInputs(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	checks: InputChecks,
): Promise<CheckedInputs> {
	const itemIndex = context.getItemIndex();
	const items = runItems(context);
	const untilRefused = !context.continueOnFail();
	const onePerRun = operation.inputs.some((input) => input.onePerRun);
	const checkedTogether = items !== undefined && (onePerRun || (items.length > 1 && untilRefused));
	const outcome = checkedTogether
		? await checkOfRun(
				context,
				async (run) => await checkEveryItem(context, operation, run, checks, untilRefused),
			)
		: undefined;
	if (outcome === undefined) {
		const item = items ? items[itemIndex] : context.getInputData();
		return readItemInputs(context, operation, item, itemIndex, checks);
	}
	if (Array.isArray(outcome)) {
		const mine = outcome[itemIndex];
		if (mine instanceof Error) throw mine;
		return mine;
	}
	throw outcome.itemIndex === itemIndex
		? outcome.error
		: new RefusedInAnotherItem(context.getNode(), outcome.itemIndex);
}
