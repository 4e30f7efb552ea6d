import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import { OPTION_FIELDS } from '../options/optionFields';
import type { OptionName } from '../options/optionFields';
import { reusesAnswers } from '../model/operation';
import type { DeepvueOperation, DeepvueResource, FollowUpOption } from '../model/operation';

/** The values of the operations that match, as `displayOptions` take them. */
function operationsWhere(
	resources: DeepvueResource[],
	matches: (operation: DeepvueOperation) => boolean,
): string[] {
	return resources.flatMap((resource) =>
		resource.operations.filter(matches).map((operation) => operation.value),
	);
}

/** The operations that have a follow-up this option switches on. */
function switchedOnBy(resources: DeepvueResource[], option: FollowUpOption): string[] {
	return operationsWhere(resources, (operation) =>
		(operation.followUps ?? []).some((followUp) => followUp.option === option),
	);
}

/** An option's display rules with the operations it is shown for (or hidden for) added. */
function forOperations(
	option: INodeProperties,
	rule: { show: string[] } | { hide: string[] },
): INodeProperties {
	const displayOptions: IDisplayOptions = { ...option.displayOptions };
	if ('show' in rule) displayOptions.show = { ...displayOptions.show, '/operation': rule.show };
	else displayOptions.hide = { ...displayOptions.hide, '/operation': rule.hide };
	return { ...option, displayOptions };
}

/**
 * The Options collection: settings that apply to every operation. Their fields are written in
 * options/optionFields.ts, where readOptions reads their defaults; here, which operations show
 * them. Those for batches, result files and answers are shown for the operations of `resources`
 * whose rows call for them: the uploads (Wait for Completion), the operations that link to a file
 * (Download Result File), the lookups (Reuse Answers For, On No Record), those that find a
 * person's name (Name Match Score, Name Review Score), those whose answer is a list (Split Into
 * Items).
 */
export function commonOptions(resources: DeepvueResource[]): INodeProperties {
	const uploads = switchedOnBy(resources, 'waitForCompletion');
	const withResultFile = switchedOnBy(resources, 'downloadResult');
	const withName = operationsWhere(
		resources,
		(operation) => operation.nameIn !== undefined || operation.businessNameIn !== undefined,
	);
	const rules: Partial<Record<OptionName, { show: string[] } | { hide: string[] }>> = {
		downloadResult: { show: withResultFile },
		maxFileSizeMb: { show: withResultFile },
		binaryPropertyOutput: { show: withResultFile },
		nameMatchScore: { show: withName },
		nameReviewScore: { show: withName },
		noRecord: { hide: operationsWhere(resources, (operation) => operation.noRecord === false) },
		reuseAnswersFor: { show: operationsWhere(resources, reusesAnswers) },
		splitList: { show: operationsWhere(resources, (operation) => operation.listAs !== undefined) },
		waitForCompletion: { show: uploads },
		waitTimeout: { show: uploads },
	};
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: OPTION_FIELDS.map((option) => {
			const rule = rules[option.name];
			return rule ? forOperations(option, rule) : option;
		}),
	};
}
