import { NodeOperationError } from 'n8n-workflow';
import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { checkInput } from '../inputs/checkInput';
import { inputChecks } from '../inputs/itemInputs';
import { nameToMatch } from '../inputs/nameToMatch';
import type { PaidAnswer } from '../memory/paidAnswer';
import type { DeepvueOperation, NameComparison } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { parameterForItem } from '../n8n/n8nInternals';
import { nameMatch } from '../nameMatch/nameMatch';
import type { NameThresholds } from '../nameMatch/nameMatch';

/**
 * Name to Match for one item: its Name to Match and thresholds read before the call, and
 * `name_match` added to its output items after the answer. The comparison itself is
 * nameMatch/nameMatch.ts.
 */

/** What an item's name is compared with: its Name to Match, and the thresholds of its verdict. */
export interface NameCheck {
	expected: string;
	thresholds: NameThresholds;
}

/** Name Match Score and Name Review Score, as a verdict reads them: the review score at most the match score. */
function thresholdsOf(context: IExecuteSingleFunctions, options: NodeOptions): NameThresholds {
	const match = options.nameMatchScore();
	const review = options.nameReviewScore();
	if (review > match) {
		throw new NodeOperationError(
			context.getNode(),
			`"Name Review Score" (${review}) must not be above "Name Match Score" (${match})`,
			{
				itemIndex: context.getItemIndex(),
				description:
					'A name scoring from Name Review Score up to Name Match Score is a partial ' +
					'match. Lower Name Review Score or raise Name Match Score under Options.',
			},
		);
	}
	return { match, review };
}

/**
 * The item's Name to Match and thresholds, checked, for an operation that finds a person's name;
 * undefined when it finds none or Name to Match is empty. Read before the item's call, so a wrong
 * threshold costs nothing.
 */
export function nameCheckOf(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	options: NodeOptions,
): NameCheck | undefined {
	if (operation.nameIn === undefined) return undefined;
	const node = context.getNode();
	const itemIndex = context.getItemIndex();
	const raw = parameterForItem(
		context,
		node,
		nameToMatch.field.name,
		nameToMatch.field.default,
		itemIndex,
	);
	const expected = checkInput(nameToMatch, raw, inputChecks(context, options), node, itemIndex);
	return expected === undefined
		? undefined
		: { expected, thresholds: thresholdsOf(context, options) };
}

/**
 * The items with `name_match` beside the other fields (beside the envelope with Full Response),
 * compared with the name in the answer as Deepvue gave it, before any masking. Worked out for each
 * item from its own Name to Match, a reused answer's too; never kept with the answer.
 */
export function withNameMatch(
	items: INodeExecutionData[],
	check: NameCheck | undefined,
	operation: DeepvueOperation,
	answer: PaidAnswer,
): INodeExecutionData[] {
	if (!check || operation.nameIn === undefined) return items;
	const data = 'envelope' in answer ? answer.envelope.data : undefined;
	// A field of the result, or a path of fields (`director_data.name`).
	const found = operation.nameIn
		.split('.')
		.reduce<unknown>((value, field) => (isObject(value) ? value[field] : undefined), data);
	const match = nameMatch(check.expected, found, check.thresholds);
	return items.map((item) => ({ ...item, json: { ...item.json, name_match: { ...match } } }));
}

/**
 * The item's Name to Match as a comparison of any name found, for follow-ups that find names of
 * their own (each DigiLocker document's); it gives nothing when the item has no Name to Match.
 */
export function nameComparison(check: NameCheck | undefined): NameComparison {
	return (found) => (check ? { ...nameMatch(check.expected, found, check.thresholds) } : undefined);
}
