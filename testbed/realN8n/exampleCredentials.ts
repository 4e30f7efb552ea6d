import { DEEPVUE_ACCOUNT, PACKAGE_NAME } from '../packageIdentity';

/** The Deepvue credential the tests and `npm run dev` give every Deepvue node of an example. */
export const CREDENTIAL_ID = 'deepvueCredential';
export const DEEPVUE_CREDENTIAL = { id: CREDENTIAL_ID, name: DEEPVUE_ACCOUNT };
/** The webhook secret credential they give every Deepvue Trigger of an example. */
export const WEBHOOK_SECRET_CREDENTIAL = {
	id: 'deepvueWebhookSecret',
	name: 'Deepvue webhook secret',
};

export interface WorkflowNodes {
	nodes: Array<{ type: string; credentials?: Record<string, { id: string; name: string }> }>;
}

/** The credential each of the package's node types needs, as the tests and `npm run dev` store them. */
const CREDENTIAL_OF_TYPE: Record<string, Record<string, { id: string; name: string }>> = {
	[`${PACKAGE_NAME}.deepvue`]: { deepvueApi: DEEPVUE_CREDENTIAL },
	[`${PACKAGE_NAME}.deepvueTool`]: { deepvueApi: DEEPVUE_CREDENTIAL },
	[`${PACKAGE_NAME}.deepvueTrigger`]: { deepvueWebhookSecretApi: WEBHOOK_SECRET_CREDENTIAL },
};

/**
 * The examples carry no credential (n8n's template convention: a user picks their own); a node of
 * the package that names none gets the one the tests and `npm run dev` store.
 */
export function withCredentials<T extends WorkflowNodes>(workflow: T): T {
	for (const node of workflow.nodes) {
		const credentials = CREDENTIAL_OF_TYPE[node.type];
		if (credentials && !node.credentials) node.credentials = { ...credentials };
	}
	return workflow;
}
