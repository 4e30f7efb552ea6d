// Real-n8n checks of the Deepvue credential outside the Deepvue node: n8n offers it to the HTTP
// Request node as a Predefined Credential Type and gives the Deepvue node a Custom API Call entry
// (both need the credential's `authenticate` in what the editor receives), and an HTTP Request
// node with it calls a Deepvue endpoint the node does not offer (the emulator's bank account
// check), fetching the token first, and again after a 401.
//
// export async function run(ctx): ctx = { line, installation, env, n8nUrl, rest, emulator, check }.
import { executionOf } from '../n8n-context.mjs';
import { freePort, n8nCli } from '../n8n-instance.mjs';

const CUSTOM_API_CALL = '__CUSTOM_API_CALL__';
const BANK_ACCOUNT_PATH = '/v1/verification/bankaccount';

async function checkEditorTypes({ rest, check }) {
	const credentials = await (await rest.get('/types/credentials.json')).json();
	const credential = credentials.find((type) => type.name === 'deepvueApi');
	check(
		'the editor gets the Deepvue credential with authenticate, so HTTP Request lists it as a Predefined Credential Type',
		credential !== undefined && credential.authenticate !== undefined,
		JSON.stringify(credential && Object.keys(credential)),
	);
	const nodes = await (await rest.get('/types/nodes.json')).json();
	const deepvue = nodes.find((node) => node.name === 'n8n-nodes-deepvue.deepvue');
	const selectors = (deepvue?.properties ?? []).filter((property) => ['resource', 'operation'].includes(property.name));
	const withCustomCall = selectors.filter((property) => property.options?.some((option) => option.value === CUSTOM_API_CALL));
	check(
		'the Deepvue node offers Custom API Call in its Resource and every Operation list',
		selectors.length > 1 && withCustomCall.length === selectors.length,
		`${withCustomCall.length} of ${selectors.length} selectors`,
	);
}

/** Manual Trigger -> HTTP Request with the Deepvue credential, calling the bank account check. */
function bankAccountWorkflow(name, credential, baseUrl) {
	return {
		name,
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{ id: 'trigger', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
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

/**
 * Runs a workflow with `n8n execute` beside the running n8n (its own task broker port on 2.x):
 * with the runner's `execute` when it gives one.
 */
async function execute({ installation, env, execute: runnerExecute }, workflowId) {
	if (runnerExecute) return await runnerExecute(workflowId);
	const cliEnv = { ...env, N8N_RUNNERS_BROKER_PORT: String(await freePort()) };
	const stdout = await n8nCli(installation, cliEnv, ['execute', `--id=${workflowId}`, '--rawOutput']);
	return executionOf(stdout);
}

/** The emulator's log lines (`<time>  <status>  <method> <path>`) printed since `offset`. */
function callsSince(emulator, offset) {
	return emulator
		.log()
		.slice(offset)
		.split('\n')
		.map((line) => /^\S+\s+(\d+)\s+(\S+ \S+)/.exec(line))
		.filter(Boolean)
		.map(([, status, call]) => `${status} ${call}`);
}

/** Whether `calls` holds every entry of `sequence`, in that order (others may come between). */
function inOrder(calls, sequence) {
	let next = 0;
	for (const call of calls) if (call === sequence[next]) next += 1;
	return next === sequence.length;
}

async function checkBankAccountCall(ctx, label, accessToken, expected) {
	const { rest, emulator, check } = ctx;
	const { data: credential } = await rest.call('POST', '/credentials', {
		name: `Deepvue for HTTP Request (${label})`,
		type: 'deepvueApi',
		data: { baseUrl: emulator.baseUrl, clientId: emulator.clientId, clientSecret: emulator.clientSecret, rateLimitPlan: 'off', accessToken },
	});
	const workflow = bankAccountWorkflow(`HTTP Request with the Deepvue credential (${label})`, { id: credential.id, name: credential.name }, emulator.baseUrl);
	const { data: created } = await rest.call('POST', '/workflows', workflow);

	const offset = emulator.log().length;
	const run = await execute(ctx, created.id);
	const calls = callsSince(emulator, offset);
	const [item] = run.data.resultData.runData['Bank Account Check']?.[0]?.data?.main?.[0] ?? [];
	check(
		`HTTP Request + Deepvue credential (${label}): the bank account check answered`,
		run.status === 'success' && item?.json.data?.account_exists === true && typeof item.json.data.name_at_bank === 'string',
		JSON.stringify(run.data.resultData.error ?? item?.json),
	);
	check(`HTTP Request + Deepvue credential (${label}): ${expected.description}`, inOrder(calls, expected.calls), calls.join(', '));
}

export async function run(ctx) {
	await checkEditorTypes(ctx);
	const authorize = '200 POST /v1/authorize';
	const lookup = `200 GET ${BANK_ACCOUNT_PATH}`;
	await checkBankAccountCall(ctx, 'no token yet', '', {
		description: 'the token was fetched before the call, which the emulator accepted (bearer token and x-api-key both checked)',
		calls: [authorize, lookup],
	});
	await checkBankAccountCall(ctx, 'stale token', 'stale-token-from-yesterday', {
		description: 'the stale token got 401, n8n re-authorized and the call went through',
		calls: [`401 GET ${BANK_ACCOUNT_PATH}`, authorize, lookup],
	});
}
