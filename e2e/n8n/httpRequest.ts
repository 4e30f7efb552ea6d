// Real-n8n checks of the Deepvue credential outside the Deepvue node: n8n offers it to the HTTP
// Request node as a Predefined Credential Type and gives the Deepvue node a Custom API Call entry
// (both need the credential's `authenticate` in what the editor receives), and an HTTP Request
// node with it calls a Deepvue endpoint directly (the bank account penny drop), fetching the token
// first, and again after a 401.
import type { N8nContext } from '../lib/n8nContext';
import { createCredential } from './credentialTest';
import { credentialTypes, nodeTypes } from './shared';

const CUSTOM_API_CALL = '__CUSTOM_API_CALL__';
const BANK_ACCOUNT_PATH = '/v1/verification/bankaccount';

async function checkEditorTypes({ rest, check }: N8nContext): Promise<void> {
	const credentials = await credentialTypes(rest);
	const credential = credentials.find((type) => type.name === 'deepvueApi');
	await check(
		'the editor gets the Deepvue credential with authenticate, so HTTP Request lists it as a Predefined Credential Type',
		credential !== undefined && credential.authenticate !== undefined,
		JSON.stringify(credential && Object.keys(credential)),
	);
	const nodes = await nodeTypes(rest);
	const deepvue = nodes.find((node) => node.name === 'n8n-nodes-deepvue.deepvue');
	const selectors = (deepvue?.properties ?? []).filter((property) =>
		['resource', 'operation'].includes(property.name),
	);
	const withCustomCall = selectors.filter((property) =>
		property.options?.some((option) => 'value' in option && option.value === CUSTOM_API_CALL),
	);
	await check(
		'the Deepvue node offers Custom API Call in its Resource and every Operation list',
		selectors.length > 1 && withCustomCall.length === selectors.length,
		`${withCustomCall.length} of ${selectors.length} selectors`,
	);
}

/** Manual Trigger -> HTTP Request with the Deepvue credential, calling the bank account check. */
function bankAccountWorkflow(
	name: string,
	credential: { id: string; name: string },
	baseUrl: string,
) {
	return {
		name,
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: 'trigger',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'http',
				name: 'Bank Account Check',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				// The emulator answers a share of calls 503; n8n's Retry On Fail is what covers that here.
				retryOnFail: true,
				maxTries: 5,
				waitBetweenTries: 0,
				parameters: {
					method: 'GET',
					url: `${baseUrl}${BANK_ACCOUNT_PATH}`,
					authentication: 'predefinedCredentialType',
					nodeCredentialType: 'deepvueApi',
					sendQuery: true,
					queryParameters: {
						parameters: [
							{ name: 'account_number', value: '50100012345678' },
							{ name: 'ifsc', value: 'HDFC0001234' },
						],
					},
					options: {},
				},
				credentials: { deepvueApi: credential },
			},
		],
		connections: { Start: { main: [[{ node: 'Bank Account Check', type: 'main', index: 0 }]] } },
	};
}

/** The emulator's log lines (`<time>  <status>  <method> <path>`) printed since `offset`. */
function callsSince(emulator: N8nContext['emulator'], offset: number): string[] {
	return emulator
		.log()
		.slice(offset)
		.split('\n')
		.flatMap((line) => {
			const match = /^\S+\s+(\d+)\s+(\S+ \S+)/.exec(line);
			return match ? [`${match[1]} ${match[2]}`] : [];
		});
}

/** Whether `calls` holds every entry of `sequence`, in that order (others may come between). */
function inOrder(calls: string[], sequence: string[]): boolean {
	let next = 0;
	for (const call of calls) if (call === sequence[next]) next += 1;
	return next === sequence.length;
}

async function checkBankAccountCall(
	ctx: N8nContext,
	label: string,
	accessToken: string,
	expected: { description: string; calls: string[] },
): Promise<void> {
	const { rest, emulator, check } = ctx;
	const credential = await createCredential(rest, `Deepvue for HTTP Request (${label})`, {
		baseUrl: emulator.baseUrl,
		clientId: emulator.clientId,
		clientSecret: emulator.clientSecret,
		rateLimitPlan: 'off',
		accessToken,
	});
	const workflow = bankAccountWorkflow(
		`HTTP Request with the Deepvue credential (${label})`,
		{ id: credential.id, name: credential.name },
		emulator.baseUrl,
	);
	const { data: created } = await rest.call<{ data: { id: string } }>(
		'POST',
		'/workflows',
		workflow,
	);

	const offset = emulator.log().length;
	const run = await ctx.execute(created.id);
	const calls = callsSince(emulator, offset);
	const [item] = ctx.outputOf(run, 'Bank Account Check');
	const answer = item?.json.data as
		{ account_exists?: unknown; name_at_bank?: unknown } | undefined;
	await check(
		`HTTP Request + Deepvue credential (${label}): the bank account check answered`,
		run.status === 'success' &&
			answer?.account_exists === true &&
			typeof answer.name_at_bank === 'string',
		JSON.stringify(run.data.resultData.error ?? item?.json),
	);
	await check(
		`HTTP Request + Deepvue credential (${label}): ${expected.description}`,
		inOrder(calls, expected.calls),
		calls.join(', '),
	);
}

export async function run(ctx: N8nContext): Promise<void> {
	await checkEditorTypes(ctx);
	const authorize = '200 POST /v1/authorize';
	const lookup = `200 GET ${BANK_ACCOUNT_PATH}`;
	await checkBankAccountCall(ctx, 'no token yet', '', {
		description:
			'the token was fetched before the call, which the emulator accepted (bearer token and x-api-key both checked)',
		calls: [authorize, lookup],
	});
	await checkBankAccountCall(ctx, 'stale token', 'stale-token-from-yesterday', {
		description: 'the stale token got 401, n8n re-authorized and the call went through',
		calls: [`401 GET ${BANK_ACCOUNT_PATH}`, authorize, lookup],
	});
}
