import { NodeOperationError } from 'n8n-workflow';
import type { IDataObject, INode, INodeProperties } from 'n8n-workflow';

/** The reasons Deepvue accepts with `consent=Y` (docs: Consent & Compliance). */
export const CONSENT_REASONS = [
	'KYC',
	'KYB',
	'Credit Check',
	'Employment Verification',
	'Background Check',
] as const;

const REASON_LIST = CONSENT_REASONS.join(', ');

/**
 * Options > Consent Reason. Not sent unless added: the node cannot know whether consent was
 * collected. `noDataExpression` keeps expressions out, and with them `$fromAI()`: the reason is
 * the workflow builder's statement, never an AI agent's choice.
 */
export const consentReasonOption: INodeProperties & { name: 'consentReason' } = {
	displayName: 'Consent Reason',
	name: 'consentReason',
	type: 'options',
	noDataExpression: true,
	default: '',
	options: CONSENT_REASONS.map((reason) => ({ name: reason, value: reason })),
	description:
		'Why you check this person or business, sent with consent=Y on every ' +
		'request. Add it only once you have collected their consent, and keep ' +
		'a record of it.',
};

function refuse(node: INode, message: string): NodeOperationError {
	return new NodeOperationError(node, message, {
		description: `Pick one of ${REASON_LIST} under Options > Consent Reason, or remove the option to send no consent.`,
	});
}

/**
 * The consent query parameters of every request of the node: `{ consent: 'Y', reason }`, or none
 * when the option is not set. Read from the raw parameter, so an expression (a `$fromAI()` typed
 * into the workflow's JSON among them, which n8n 2.x would resolve from the agent's arguments) is
 * refused rather than evaluated.
 */
export function consentQuery(node: INode): IDataObject {
	const options = node.parameters.options;
	const reason =
		options && typeof options === 'object' && !Array.isArray(options)
			? (options as IDataObject).consentReason
			: undefined;
	if (reason === undefined) return {};
	if (reason === '') throw refuse(node, '"Consent Reason" was added, but no reason is picked');
	// n8n strips the '=' of most expressions in a `noDataExpression` field before the node sees it.
	if (typeof reason === 'string' && (reason.startsWith('=') || reason.includes('{{'))) {
		throw refuse(node, '"Consent Reason" must be picked from its list, not set by an expression');
	}
	if (!(CONSENT_REASONS as readonly unknown[]).includes(reason)) {
		throw refuse(
			node,
			`"Consent Reason" must be one of ${REASON_LIST}; got ${JSON.stringify(reason)}`,
		);
	}
	return { consent: 'Y', reason: reason as string };
}
