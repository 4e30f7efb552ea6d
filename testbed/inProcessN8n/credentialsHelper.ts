import { ICredentialsHelper } from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	ICredentialsExpressionResolveValues,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeProperties,
	IRequestOptionsSimplified,
	Workflow,
	WorkflowExecuteMode,
} from 'n8n-workflow';

/** The node type that makes a credential's test request (see credentialTester.ts). */
export const CREDENTIAL_TEST_NODE_TYPE = 'credentialTest';

/**
 * The credential store and helper of a test n8n instance. It follows n8n's own CredentialsHelper
 * (packages/cli): the stored data is read afresh for every request, `preAuthentication` runs when
 * the expirable field is empty, a request got 401 or the credential is being tested, and its
 * result is written back to the store.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	private readonly store = new Map<string, ICredentialDataDecryptedObject>();
	/** Reads of the store by a run (getDecrypted): in n8n each is a database query. */
	reads = 0;

	constructor(private readonly credentialTypes: Record<string, ICredentialType>) {
		super();
	}

	private key(details: INodeCredentialsDetails, type: string) {
		return `${type}:${details.id ?? details.name}`;
	}

	save(details: INodeCredentialsDetails, type: string, data: ICredentialDataDecryptedObject) {
		this.store.set(this.key(details, type), { ...data });
	}

	stored(
		details: INodeCredentialsDetails,
		type: string,
	): ICredentialDataDecryptedObject | undefined {
		const data = this.store.get(this.key(details, type));
		return data && { ...data };
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async runPreAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const { preAuthentication } = this.credentialTypes[typeName];
		if (typeof preAuthentication !== 'function') return undefined;
		return (await preAuthentication.call(helpers, credentials)) as ICredentialDataDecryptedObject;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const { authenticate } = this.credentialTypes[typeName];
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		}
		if (authenticate?.type === 'generic' && workflow && node) {
			const resolve = (value: string) =>
				String(
					workflow.expression.getSimpleParameterValue(node, value, 'internal', {
						$credentials: credentials,
					}) ?? '',
				);
			const target = requestOptions as unknown as Record<string, Record<string, unknown>>;
			for (const [outerKey, values] of Object.entries(authenticate.properties)) {
				target[outerKey] ??= {};
				for (const [key, value] of Object.entries(values as Record<string, string>)) {
					target[outerKey][resolve(key)] = resolve(value);
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	async preAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		node: INode,
		credentialsExpired: boolean,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const credentialType = this.credentialTypes[typeName];
		const expirable = credentialType.properties.find(
			(property) => property.type === 'hidden' && property.typeOptions?.expirable === true,
		);
		if (expirable === undefined || typeof credentialType.preAuthentication !== 'function')
			return undefined;
		// n8n knows a credential test by its node (a No Op with a `temp` parameter); here by its type.
		const testing = node.type === CREDENTIAL_TEST_NODE_TYPE;
		if (credentials[expirable.name] !== '' && !credentialsExpired && !testing) return undefined;

		const output = (await credentialType.preAuthentication.call(
			helpers,
			credentials,
		)) as ICredentialDataDecryptedObject;
		if (output[expirable.name] === undefined) return undefined;
		const details = node.credentials?.[credentialType.name];
		if (!details) return undefined;
		await this.updateCredentials(details, typeName, {
			...this.stored(details, typeName),
			...output,
		});
		return Object.assign(credentials, output);
	}

	async getDecrypted(
		_additionalData: unknown,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		_mode: WorkflowExecuteMode,
		_executeData?: unknown,
		_raw?: boolean,
		_expressionResolveValues?: ICredentialsExpressionResolveValues,
	): Promise<ICredentialDataDecryptedObject> {
		this.reads += 1;
		const data = this.stored(nodeCredentials, type);
		if (!data) throw new Error(`No test credential ${nodeCredentials.name} of type ${type}`);
		return data;
	}

	async getCredentials(): Promise<never> {
		throw new Error('getCredentials is not used by these tests');
	}

	async updateCredentials(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		this.save(nodeCredentials, type, data);
	}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string): INodeProperties[] {
		return this.credentialTypes[type].properties;
	}
}
