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

/**
 * The identity-document endpoints (DigiLocker, Offline Aadhaar eKYC) take `consent=Y` and a free
 * `purpose` instead of a reason, and refuse a call without them. The node sends them only when
 * Applicant's Consent says the applicant agreed; Purpose is the workflow builder's statement, so,
 * like Consent Reason, no expression (nor `$fromAI()`) may give it.
 */
export const purposeField: INodeProperties = {
	displayName: 'Purpose',
	name: 'purpose',
	type: 'string',
	noDataExpression: true,
	default: '',
	required: true,
	placeholder: 'KYC for opening a savings account',
	description:
		'Why you verify the applicant, in plain words: sent as purpose with consent=Y ' +
		'and kept by Deepvue and the source for audit. State the real purpose you told ' +
		'the applicant.',
};

export const applicantConsentField: INodeProperties = {
	displayName: "Applicant's Consent",
	name: 'applicantConsent',
	type: 'boolean',
	default: false,
	required: true,
	description:
		'Whether the applicant agreed to this check, for the purpose above, before it is ' +
		'made. Map it from your form for each applicant (true, yes or Y). The node makes ' +
		'no call without it.',
};

const PURPOSE_LENGTH = { min: 3, max: 200 } as const;

/** The texts that say yes, as a boolean, a checkbox or a form's answer gives it. */
const YES = /^(true|yes|y)$/i;

/**
 * The consent parameters of an identity-document request, `{ consent: 'Y', purpose }`, or an error
 * that names what is missing. `given` is the item's Applicant's Consent, its expression evaluated;
 * Purpose is read raw from `node`, so an expression there is refused rather than evaluated.
 */
export function purposeConsent(node: INode, given: unknown, itemIndex: number): IDataObject {
	if (!(given === true || (typeof given === 'string' && YES.test(given.trim())))) {
		throw new NodeOperationError(
			node,
			`"${applicantConsentField.displayName}" is not given for this item ` +
				`(got ${JSON.stringify(given) ?? 'nothing'}): no call is made without the applicant's consent`,
			{
				itemIndex,
				description:
					"Ask the applicant for their consent first (a form's checkbox), and set " +
					`"${applicantConsentField.displayName}" to it: true, yes or Y when they agreed.`,
			},
		);
	}
	const raw = node.parameters[purposeField.name];
	const purpose = typeof raw === 'string' ? raw.trim() : '';
	const refusal =
		typeof raw === 'string' && (raw.startsWith('=') || raw.includes('{{'))
			? 'must be written in the field, not given by an expression'
			: purpose.length < PURPOSE_LENGTH.min || purpose.length > PURPOSE_LENGTH.max
				? `must be ${PURPOSE_LENGTH.min} to ${PURPOSE_LENGTH.max} characters; got ${purpose.length}`
				: /[\u0000-\u001f\u007f]/.test(purpose)
					? 'must be one line of text'
					: undefined;
	if (refusal !== undefined) {
		throw new NodeOperationError(node, `"${purposeField.displayName}" ${refusal}`, {
			itemIndex,
			description:
				'Deepvue and the source keep the purpose for audit: write why you verify the ' +
				'applicant, e.g. "KYC for opening a savings account".',
		});
	}
	return { consent: 'Y', purpose };
}
