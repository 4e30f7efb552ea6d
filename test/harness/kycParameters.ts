/**
 * The node's parameters for the identity-document operations with the applicant's consent and a
 * purpose, as a user fills them in: shared by the engine tests and the real-n8n checks (which load
 * no n8n-core of their own, so this file imports nothing).
 */
import type { INodeParameters } from 'n8n-workflow';

export const PURPOSE = 'KYC for opening a savings account';

/** A KYC operation's parameters, with the applicant's consent and a purpose. */
export function kyc(operation: string, parameters: INodeParameters = {}): INodeParameters {
	return {
		resource: 'kyc',
		operation,
		applicantConsent: true,
		purpose: PURPOSE,
		...parameters,
	};
}
