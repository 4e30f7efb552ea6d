import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { isObject } from '../../../common/isObject';
import { businessNameToMatch, tradeNameToMatch } from '../inputs/businessNameToMatch';
import type { PaidAnswer } from '../memory/paidAnswer';
import { panHolderKind } from '../model/businessKinds';
import type { BusinessNames } from '../model/businessKinds';
import type { InputsByName } from '../model/input';
import type { DeepvueOperation } from '../model/operation';
import type { NodeOptions } from '../model/nodeOptions';
import { parameterForItem } from '../n8n/n8nInternals';
import { businessNameMatch, holderOfPan } from '../nameMatch/business/businessName';
import type { BusinessNameMatch } from '../nameMatch/business/businessName';
import type { NameThresholds } from '../nameMatch/nameMatch';
import { thresholdsOf } from './nameCheck';
import { resultData, textIn } from './businessFields';

/**
 * Business Name to Match for one item: its thresholds checked before the call (a wrong one costs
 * nothing), and `business_name_match` added to its output items after the answer, compared with
 * the business names the answer holds as Deepvue gave them (before any masking), afresh for each
 * item and never kept. The comparison itself is nameMatch/business/businessName.ts.
 */

/** The item's thresholds when the operation compares business names and the field is not empty. */
export function businessNameThresholdsOf(
	context: IExecuteSingleFunctions,
	operation: DeepvueOperation,
	options: NodeOptions,
): NameThresholds | undefined {
	if (operation.businessNameIn === undefined) return undefined;
	const { name, default: empty } = businessNameToMatch.field;
	const raw = parameterForItem(context, context.getNode(), name, empty, context.getItemIndex());
	return typeof raw === 'string' && raw.trim() === '' ? undefined : thresholdsOf(context, options);
}

/** Verify PAN's holder name, and who holds the PAN by its 4th letter (a person: as a proprietor). */
export function panHolderNames(envelope: IDataObject, inputs: InputsByName): BusinessNames {
	const pan = inputs.pan_number ?? '';
	return {
		legalName: textIn(resultData(envelope), 'full_name'),
		holder: holderOfPan(panHolderKind(pan), textIn(resultData(envelope), 'full_name')),
	};
}

/**
 * A bank's account holder name against the business's names given: the legal name (Business Name
 * to Match) and the trade name, each compared as a business's name given against the holder's (a
 * bank's holder may be any kind: a proprietor's own name is compared as a person's), the better
 * kept; `compared_with` says which of the names given it is of.
 */
function accountHolderMatch(
	holder: unknown,
	inputs: InputsByName,
	thresholds: NameThresholds,
): BusinessNameMatch {
	const given = [
		['legal_name', inputs[businessNameToMatch.apiName]],
		['trade_name', inputs[tradeNameToMatch.apiName]],
	] as const;
	const matches = given.flatMap(([name, value]) =>
		value === undefined
			? []
			: [
					{
						...businessNameMatch(value, { legalName: holder, holder: 'unknown' }, thresholds),
						compared_with: name,
					},
				],
	);
	const rank = { match: 3, partial: 2, mismatch: 1, no_name: 0 };
	return matches.reduce((best, next) =>
		rank[next.verdict] > rank[best.verdict] ||
		(rank[next.verdict] === rank[best.verdict] && next.score > best.score)
			? next
			: best,
	);
}

/** The items with `business_name_match` beside the other fields, for an item with Business Name to Match. */
export function withBusinessNameMatch(
	items: INodeExecutionData[],
	thresholds: NameThresholds | undefined,
	operation: DeepvueOperation,
	answer: PaidAnswer,
	inputs: InputsByName,
): INodeExecutionData[] {
	const source = operation.businessNameIn;
	if (!thresholds || !source || inputs[businessNameToMatch.apiName] === undefined) return items;
	const envelope = 'envelope' in answer ? answer.envelope : {};
	const match =
		'accountHolder' in source
			? accountHolderMatch(
					isObject(envelope.data) ? envelope.data[source.accountHolder] : undefined,
					inputs,
					thresholds,
				)
			: businessNameMatch(
					inputs[businessNameToMatch.apiName] ?? '',
					source.record(envelope, inputs),
					thresholds,
				);
	return items.map((item) => ({
		...item,
		json: { ...item.json, business_name_match: { ...match } },
	}));
}
