import { createHash, timingSafeEqual } from 'crypto';
import { NodeOperationError } from 'n8n-workflow';
import type { IWebhookFunctions } from 'n8n-workflow';

export const WEBHOOK_SECRET_CREDENTIAL = 'deepvueWebhookSecretApi';

/** Shorter tokens are refused by the credential test: they could be guessed. */
export const MIN_SECRET_LENGTH = 16;

/**
 * Compares a delivered token with the trigger's secret in constant time. Both are hashed first,
 * so neither the comparison's time nor its refusal reveals the secret's length.
 */
export function isSameSecret(given: unknown, secret: string): boolean {
	if (typeof given !== 'string' || given === '' || secret === '') return false;
	const digest = (text: string) => createHash('sha256').update(text).digest();
	return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The secret a delivery must prove, or undefined when the trigger takes deliveries from anyone.
 * Version 1 of the trigger kept the token as a node parameter (`secretToken`); workflows saved
 * with it keep working until the user moves the token to a credential.
 */
export async function requiredSecret(context: IWebhookFunctions): Promise<string | undefined> {
	const authentication = context.getNodeParameter('authentication', 'webhookSecret') as string;
	if (authentication === 'none') return undefined;
	if (authentication === 'secretToken') return String(context.getNodeParameter('secretToken', ''));
	if (!context.getNode().credentials?.[WEBHOOK_SECRET_CREDENTIAL]) {
		throw new NodeOperationError(
			context.getNode(),
			'The Deepvue Trigger has no Deepvue Webhook Secret API credential: open ' +
				'the trigger, select or create one under Credential to Connect With, ' +
				'and save',
		);
	}
	const credential = await context.getCredentials(WEBHOOK_SECRET_CREDENTIAL);
	return String(credential.secretToken ?? '');
}

/** Whether the delivery of the current webhook call carries `secret`, in the URL or a header. */
export function carriesSecret(context: IWebhookFunctions, secret: string): boolean {
	const given = context.getQueryData() as Record<string, unknown>;
	return isSameSecret(given.token ?? context.getHeaderData()['x-deepvue-token'], secret);
}
