import type { INodeProperties } from 'n8n-workflow';

import type { ApiInput } from '../model/input';
import type { DeepvueOperation, DeepvueResource } from '../model/operation';
import { nameToMatch } from '../inputs/nameToMatch';
import { applicantConsentField, purposeField } from '../options/consent';

/*
 * Each field is written beside its input (inputs/apiInputs.ts, inputs/nameToMatch.ts), where
 * the layers that read and check an item's values find its name and default; the description
 * says here which operations show it.
 */

/** The inputs whose fields an operation shows: its own, and Name to Match where it finds a person's name. */
function fieldInputs(operation: DeepvueOperation): ApiInput[] {
	const compares = operation.nameIn !== undefined && !operation.inputs.includes(nameToMatch);
	return compares ? [...operation.inputs, nameToMatch] : operation.inputs;
}

/**
 * One property per input field, shown for every operation that takes it. n8n resolves every
 * property of a declarative node for every item, hidden ones included, so a field declared once
 * per operation would have its expression evaluated that many times per item.
 */
export function inputFields(resources: DeepvueResource[]): INodeProperties[] {
	const fields = new Map<
		string,
		{ input: ApiInput; resources: Set<string>; operations: string[] }
	>();
	for (const resource of resources) {
		for (const operation of resource.operations) {
			for (const input of fieldInputs(operation)) {
				const known = fields.get(input.field.name);
				// Two inputs may share one field (sent in the body by one operation, the query by another).
				if (known && known.input.field !== input.field) {
					throw new Error(`Two different fields use the name "${input.field.name}"`);
				}
				const entry = known ?? { input, resources: new Set<string>(), operations: [] };
				entry.resources.add(resource.value);
				entry.operations.push(operation.value);
				fields.set(input.field.name, entry);
			}
		}
	}
	// Operation values are unique across resources, so the pair below selects exactly those operations.
	return [...fields.values()].map(({ input, resources: shownFor, operations }) => ({
		...input.field,
		displayOptions: { show: { resource: [...shownFor], operation: operations } },
	}));
}

/**
 * Applicant's Consent and Purpose, shown for the operations that send `consent` and `purpose`
 * (options/consent.ts reads and checks them).
 */
export function consentFields(resources: DeepvueResource[]): INodeProperties[] {
	const withPurpose = resources.flatMap((resource) =>
		resource.operations.filter((operation) => operation.consent === 'purpose'),
	);
	const displayOptions = {
		show: {
			resource: [
				...new Set(
					resources
						.filter((resource) =>
							resource.operations.some((operation) => withPurpose.includes(operation)),
						)
						.map((resource) => resource.value),
				),
			],
			operation: withPurpose.map((operation) => operation.value),
		},
	};
	return [applicantConsentField, purposeField].map((field) => ({ ...field, displayOptions }));
}
