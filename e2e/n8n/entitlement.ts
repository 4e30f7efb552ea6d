// Kept answers and who may have them, in one n8n with two users. Options > Reuse Answers For keeps
// Deepvue's answers (paid lookups) in the memory of the `n8n start` process, which runs every
// user's executions, so every flow here runs inside it (`POST /rest/workflows/:id/run`, as the user
// concerned). Lookups answered 200 at the emulator are the paid ones (a fifth answer 503 first).
// - the owner pays for three names with the imported credential;
// - a member's own credential with the owner's Client ID and a wrong secret gets none of them: its
//   own authorization, refused, under either On Error setting, and no lookup;
// - the owner's credential used by the member (the same Client ID and the right secret) is served
//   them without paying again.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { N8nContext, Run } from '../lib/n8nContext';
import { memberClient, type RestClient } from '../../testbed/realN8n/restClient';
import { createCredential } from './credentialTest';
import { CREDENTIALS, idsFrom, linesSince, type StoredCredential } from './shared';

const NAME_LOOKUP = /\s200\s+GET \/v1\/mobile-intelligence\/mobile-to-name$/;
const REFUSED_AUTHORIZE = /\s401\s+POST \/v1\/authorize$/;
const REFUSED =
	'Deepvue refused the authorization: Invalid client_id or client_secret, access Denied (';
const MOBILES = ['9876543230', '9876543231', '9876543232'];
const MEMBER = {
	email: 'member@example.com',
	firstName: 'Test',
	lastName: 'Member',
	password: 'Deepvue-e2e-2',
};
const WRONG_SECRET = 'not-the-owners-secret';
/** The credential `npm run test:n8n` imports, the owner's. */
const OWNERS_CREDENTIAL = CREDENTIALS.deepvueApi;

const id = idsFrom('e7a1e000');

/** Manual trigger, a Code node giving the three numbers, Mobile to Name with default options (Reuse Answers For 10 minutes). */
function nameFlow(name: string, credential: StoredCredential, settings = {}) {
	return {
		name,
		nodes: [
			{
				parameters: {},
				id: id(),
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
			},
			{
				parameters: {
					jsCode: `return ${JSON.stringify(MOBILES)}.map((mobile) => ({ json: { mobile } }));`,
				},
				id: id(),
				name: 'Rows',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
			},
			{
				parameters: {
					resource: 'mobileIntelligence',
					operation: 'getName',
					mobileNumber: '={{ $json.mobile }}',
					options: {},
				},
				id: id(),
				name: 'Deepvue',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [400, 0],
				credentials: { deepvueApi: { id: credential.id, name: credential.name } },
				...settings,
			},
		],
		connections: {
			Start: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
			Rows: { main: [[{ node: 'Deepvue', type: 'main', index: 0 }]] },
		},
		settings: {},
		active: false,
	};
}

/** An answer as the owner's run output it: a reused copy only adds `reused` and `answered_at`. */
const answerOf = ({ reused: _reused, answered_at: _answeredAt, ...json }: IDataObject) =>
	JSON.stringify(json);

interface FlowRun {
	run: Run;
	items: INodeExecutionData[];
}

/** Creates a workflow as the user of `rest` and runs it from its manual trigger; resolves to the stored execution and its Deepvue items. */
async function createAndRun(ctx: N8nContext, rest: RestClient, workflow: object): Promise<FlowRun> {
	const { data: created } = await rest.call<{ data: { id: string } }>(
		'POST',
		'/workflows',
		workflow,
	);
	const run = await ctx.runManually(created.id, rest);
	return { run, items: ctx.outputOf(run, 'Deepvue') };
}

/** Creates a Deepvue credential as the user of `rest`, pointed at the emulator. */
async function emulatorCredential(
	ctx: N8nContext,
	rest: RestClient,
	name: string,
	clientSecret: string,
): Promise<StoredCredential> {
	return await createCredential(rest, name, {
		baseUrl: ctx.emulator.baseUrl,
		clientId: ctx.emulator.clientId,
		clientSecret,
		rateLimitPlan: 'off',
	});
}

/**
 * Makes the owner's credential usable by the member and returns it, with how. n8n shares a
 * credential with a project (`PUT /rest/credentials/:id/share`, the member's personal project)
 * only with the enterprise feature `feat:sharing` (`@Licensed` on the route in n8n 1.123.81 and
 * 2.41.3 alike): without a licence, as here on both lines, it answers 403 "Plan lacks license for
 * this feature", and the member creates a credential of their own with the owner's exact values.
 */
async function ownersCredentialForMember(
	ctx: N8nContext,
	member: RestClient,
): Promise<{ credential: StoredCredential; how: string }> {
	const { data: project } = await member.call<{ data: { id: string } }>(
		'GET',
		'/projects/personal',
	);
	try {
		await ctx.rest.call('PUT', `/credentials/${OWNERS_CREDENTIAL.id}/share`, {
			shareWithIds: [project.id],
		});
		return { credential: OWNERS_CREDENTIAL, how: 'shared with the member' };
	} catch (error) {
		if (!/\b403\b.*licen[cs]e/is.test((error as Error).message)) throw error;
		return {
			credential: await emulatorCredential(
				ctx,
				member,
				'Owner values, member copy',
				ctx.emulator.clientSecret,
			),
			how: "the member's own credential with the same values, sharing needing a licence",
		};
	}
}

interface SignedIn {
	email?: string;
	role?: string;
	globalRole?: { name?: string };
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;

	// 1. The owner pays for three names.
	const beforeOwner = ctx.emulator.log().length;
	const owner = await ctx.timed('entitlement: the owner pays', () =>
		createAndRun(ctx, ctx.rest, nameFlow('Entitlement: the owner pays', OWNERS_CREDENTIAL)),
	);
	const ownerPaid = linesSince(ctx, beforeOwner, NAME_LOOKUP).length;
	// By row: the emulator's made-up names repeat across numbers.
	const ownerAnswers = owner.items.map((item) => answerOf(item.json));
	await check(
		`entitlement: the owner's run answers the ${MOBILES.length} numbers, each paid for once (${ownerPaid} lookups answered)`,
		owner.run.status === 'success' &&
			owner.items.length === MOBILES.length &&
			owner.items.every((item) => item.json.reused !== true) &&
			ownerPaid === MOBILES.length,
		JSON.stringify({
			status: owner.run.status,
			error: owner.run.data.resultData.error?.message,
			items: owner.items.map((item) => item.json),
		}),
	);
	/** Whether the item of row `index` carries the owner's answer to that row. */
	const isOwners = (item: INodeExecutionData, index: number) =>
		answerOf(item.json) === ownerAnswers[index];
	/** How many of `items` carry the owner's answer to their row, or are marked reused. */
	const ownersIn = (items: INodeExecutionData[]) =>
		items.filter((item, index) => item.json.reused === true || isOwners(item, index)).length;

	// 2. A member of the same n8n.
	const member = await ctx.timed('entitlement: invite a member', () =>
		memberClient(ctx.n8nUrl, ctx.rest, MEMBER),
	);
	const { data: signedIn } = await member.call<{ data?: SignedIn }>('GET', '/login');
	await check(
		'entitlement: a member is invited, accepts and is signed in as a member',
		signedIn?.email === MEMBER.email &&
			/member/.test(String(signedIn?.role ?? signedIn?.globalRole?.name)),
		JSON.stringify({ email: signedIn?.email, role: signedIn?.role }),
	);

	// 3. The member's own credential: the owner's Client ID, a wrong secret.
	const wrong = await emulatorCredential(
		ctx,
		member,
		'Owner client ID, wrong secret',
		WRONG_SECRET,
	);
	const beforeWrong = ctx.emulator.log().length;
	const stopped = await ctx.timed('entitlement: wrong secret, Stop', () =>
		createAndRun(ctx, member, nameFlow('Entitlement: wrong secret, Stop', wrong)),
	);
	const continued = await ctx.timed('entitlement: wrong secret, Continue', () =>
		createAndRun(
			ctx,
			member,
			nameFlow('Entitlement: wrong secret, Continue', wrong, { onError: 'continueRegularOutput' }),
		),
	);
	await ctx.emulator.printedAfter(beforeWrong, REFUSED_AUTHORIZE);
	const wrongPaid = linesSince(ctx, beforeWrong, NAME_LOOKUP).length;
	const refusedAuthorizations = linesSince(ctx, beforeWrong, REFUSED_AUTHORIZE).length;
	const served = ownersIn(stopped.items) + ownersIn(continued.items);
	const detail = (flowRun: FlowRun) =>
		JSON.stringify({
			status: flowRun.run.status,
			error: flowRun.run.data.resultData.error?.message,
			items: flowRun.items.map((item) => item.json),
		});
	await check(
		`entitlement: a member's credential with the owner's Client ID and a wrong secret gets none of the owner's answers (${served} of the member's items were the owner's)`,
		served === 0,
		`Stop: ${detail(stopped)}\n     Continue: ${detail(continued)}`,
	);
	await check(
		"entitlement: with On Error = Stop, the wrong secret's run fails with Deepvue's refusal of the authorization",
		stopped.run.status === 'error' &&
			String(stopped.run.data.resultData.error?.message).startsWith(REFUSED),
		detail(stopped),
	);
	await check(
		"entitlement: with On Error = Continue, each of the wrong secret's items carries Deepvue's refusal of the authorization",
		continued.items.length === MOBILES.length &&
			continued.items.every((item) => /refused the authorization/.test(String(item.json.error))),
		detail(continued),
	);
	await check(
		`entitlement: the wrong secret asks Deepvue for authorization, which is refused, and pays for no lookup (${wrongPaid} lookups answered, ${refusedAuthorizations} authorizations refused)`,
		wrongPaid === 0 && refusedAuthorizations >= 1,
	);

	// 4. The owner's credential (the right secret) used by the member.
	const { credential: right, how } = await ownersCredentialForMember(ctx, member);
	const beforeRight = ctx.emulator.log().length;
	const reused = await ctx.timed('entitlement: the right secret', () =>
		createAndRun(ctx, member, nameFlow("Entitlement: the owner's values, by the member", right)),
	);
	const rightPaid = linesSince(ctx, beforeRight, NAME_LOOKUP).length;
	await check(
		`entitlement: the member using the owner's Client ID and secret (${how}) is served the owner's answers, marked reused, without paying again (${rightPaid} lookups answered)`,
		reused.run.status === 'success' &&
			reused.items.length === MOBILES.length &&
			reused.items.every((item, index) => item.json.reused === true && isOwners(item, index)) &&
			rightPaid === 0,
		detail(reused),
	);
}
