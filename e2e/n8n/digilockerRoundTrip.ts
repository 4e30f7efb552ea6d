// DigiLocker through a Wait node's resume URL in a real n8n. The workflow: a Webhook takes the
// applicant's name, Start DigiLocker Session with Redirect URL {{ $execution.resumeUrl }}, Respond
// to Webhook answers the caller with the authorization_url, a Wait node "On Webhook Call" (GET,
// 10 minutes at most) waits for the applicant, then Get DigiLocker Documents with the session's
// id and the Wait node's {{ $json.query }}. The applicant's browser (fetch, redirects followed by
// hand) opens the link at the emulator's consent page, picks a person, allows or denies, and is
// sent back to n8n. n8n 2.x signs resume URLs (?signature=...): the consent page's redirect must
// keep it, and n8n must take the resume with the code and state added. Also: a refusal, and a
// redirect carrying another session's state (refused before any call; that session's own
// redirect still opens its documents).
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { personById } from '../../testbed/emulator/world';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import type { Emulator } from '../../testbed/emulator/server';
import { browse, throughDigiLocker, type DigiLockerVisit } from '../lib/applicantBrowser';
import type { N8nContext, N8nOnlyContext, Run } from '../lib/n8nContext';
import {
	APPLICANT,
	applicantWebhook,
	createLiveWorkflow,
	executionIdOf,
	fileBytes,
	kycNode,
	kycWorkflow,
	postJson,
	respondNode,
	waitForCall,
	withKycEmulator,
} from '../lib/kycWorkflows';
import type { StoredCredential } from './shared';

const WEBHOOK_PATH = 'deepvue-digilocker';
const START = 'Start DigiLocker Session';
const DOCUMENTS = 'Get DigiLocker Documents';
const ACCESS_TOKEN = '/v1/kyc/digilocker/access-token';
const kavya = personById('kavya');
const meera = personById('meera');

/** What a DigiLocker workflow may set besides the round trip's: its Webhook's path, more of each KYC node's parameters. */
export interface DigiLockerWorkflowSettings {
	path?: string;
	start?: INodeParameters;
	documents?: INodeParameters;
}

export function digilockerWorkflow(
	credential: StoredCredential,
	{ path = WEBHOOK_PATH, start = {}, documents = {} }: DigiLockerWorkflowSettings = {},
): object {
	return kycWorkflow('DigiLocker through a Wait node', applicantWebhook(path, 'responseNode'), [
		[
			kycNode(
				START,
				'startDigilockerSession',
				{ redirectUrl: '={{ $execution.resumeUrl }}', ...start },
				credential,
			),
			respondNode(
				'Send the Link',
				'={{ { authorization_url: $json.authorization_url, session_id: $json.session_id } }}',
			),
			waitForCall('Wait for DigiLocker', 'GET'),
			kycNode(
				DOCUMENTS,
				'getDigilockerDocuments',
				{
					digilockerSessionId: `={{ $('${START}').item.json.session_id }}`,
					digilockerRedirect: '={{ $json.query }}',
					nameToMatch: `={{ $('${APPLICANT}').item.json.body.name }}`,
					...documents,
				},
				credential,
			),
		],
	]);
}

interface Started {
	authorizationUrl: string;
	sessionId: string;
	/** The Redirect URL the session was started with: this execution's resume URL. */
	resumeUrl: string;
	executionId: string;
	/** The stored execution once it waits for the applicant. */
	waiting: Run;
}

/** An applicant's start: the Webhook answers with the link; the emulator knows the session's Redirect URL. */
async function start(ctx: N8nOnlyContext, emulator: Emulator, name: string): Promise<Started> {
	const answer = await postJson(`${ctx.n8nUrl}/webhook/${WEBHOOK_PATH}`, { name });
	const body = typeof answer.body === 'object' ? answer.body : {};
	const sessionId = String(body.session_id);
	const session = emulator.digilockerSessions().find((candidate) => candidate.id === sessionId);
	if (answer.status !== 200 || !body.authorization_url || !session)
		throw new Error(`The workflow answered ${answer.status}: ${JSON.stringify(answer.body)}`);
	const executionId = executionIdOf(session.redirectUrl);
	return {
		authorizationUrl: String(body.authorization_url),
		sessionId,
		resumeUrl: session.redirectUrl,
		executionId,
		waiting: await ctx.untilWaiting(executionId),
	};
}

/** The URL's query without the parameters DigiLocker adds. */
function ownQuery(url: string): string {
	const query = new URL(url).searchParams;
	for (const added of ['code', 'state', 'error', 'error_description']) query.delete(added);
	return query.toString();
}

const documentsOf = (ctx: N8nOnlyContext, run: Run): INodeExecutionData | undefined =>
	ctx.outputOf(run, DOCUMENTS)[0];

const codeCallsOf = (emulator: Emulator, sessionId: string) =>
	emulator
		.requestsTo(ACCESS_TOKEN)
		.filter(
			(call) =>
				(call.json as { initial_deepvue_transaction_id?: string } | undefined)
					?.initial_deepvue_transaction_id === sessionId,
		);

async function allowed(ctx: N8nOnlyContext, emulator: Emulator): Promise<string> {
	const { check } = ctx;
	const started = await start(ctx, emulator, 'Kavya Reddy');
	const { waiting } = started;
	const signed = /^signature=[^&\s]+$/.test(ownQuery(started.resumeUrl));
	await check(
		`DigiLocker round trip: the Webhook answered with the link; the execution waits, its resume URL the session's Redirect URL${ctx.line === '2' ? ' (signed: ?signature=)' : ''}`,
		started.authorizationUrl === emulator.digilockerPageUrl(started.sessionId) &&
			waiting.status === 'waiting' &&
			started.resumeUrl.startsWith(`${ctx.n8nUrl}/webhook-waiting/${started.executionId}`) &&
			(ctx.line === '2' ? signed : ownQuery(started.resumeUrl) === ''),
		`${waiting.status} ${started.resumeUrl}`,
	);

	const visit = await throughDigiLocker(emulator, started.authorizationUrl, 'kavya', 'allow', {
		follow: false,
	});
	const location = new URL(visit.location || 'http://invalid/');
	const resume = new URL(started.resumeUrl);
	await check(
		"DigiLocker round trip: the consent page sent Kavya back to the resume URL with code and state added, the URL's own query kept as it was",
		visit.status === 302 &&
			location.origin + location.pathname === resume.origin + resume.pathname &&
			ownQuery(visit.location) === ownQuery(started.resumeUrl) &&
			location.searchParams.get('state') === started.sessionId &&
			/^[0-9a-f]{40}$/.test(location.searchParams.get('code') ?? ''),
		`${visit.status} Location: ${visit.location.replace(/code=[0-9a-f]+/, 'code=...')} (resume URL ${started.resumeUrl})`,
	);

	if (ctx.line === '2') {
		// What the signature is for: without it, n8n 2.x refuses the resume and the execution waits on.
		const unsigned = new URL(visit.location);
		unsigned.searchParams.delete('signature');
		const [refused] = await browse(unsigned.toString());
		const still = await ctx.runData(started.executionId);
		await check(
			'DigiLocker round trip: the same redirect without its signature is refused (401) and the execution waits on',
			refused?.status === 401 && still.status === 'waiting',
			`${refused?.status} ${refused?.text.slice(0, 200)}; execution ${still.status}`,
		);
	}

	const hops = await browse(visit.location);
	await check(
		`DigiLocker round trip: n8n took the resume from the redirect${ctx.line === '2' ? ', signature and all' : ''} (200)`,
		hops.length === 1 && hops[0].status === 200,
		JSON.stringify(
			hops.map(({ status, location: next, text }) => ({ status, next, text: text.slice(0, 200) })),
		),
	);
	const run = await ctx.timed('DigiLocker round trip: allowed, until the execution ended', () =>
		ctx.untilEnded(started.executionId),
	);
	const item = documentsOf(ctx, run);
	const json = (item?.json ?? {}) as Record<string, Record<string, unknown> | undefined>;
	await check(
		"DigiLocker round trip: the execution finished with status fetched, Kavya's e-Aadhaar name, her Aadhaar number masked, her PAN, each name a match",
		run.status === 'success' &&
			(item?.json.status as unknown) === 'fetched' &&
			json.eaadhaar?.name === kavya.name &&
			json.eaadhaar?.masked_aadhaar === `xxxx-xxxx-${kavya.aadhaar.slice(-4)}` &&
			(json.pan as Record<string, unknown> | undefined)?.pan_number === kavya.pan &&
			(json.name_match as Record<string, unknown> | undefined)?.verdict === 'match',
		JSON.stringify({
			status: run.status,
			error: run.data.resultData.error?.message,
			json: item?.json,
		}),
	);
	const photo = item?.binary?.photo;
	const bytes = await fileBytes(ctx, photo);
	await check(
		'DigiLocker round trip: the e-Aadhaar photo is a file (binary photo, image/jpeg, the JPEG DigiLocker gave), not base64 in the JSON',
		photo?.mimeType === 'image/jpeg' &&
			bytes.equals(photoOf('kavya', 'document')) &&
			!/\/9j\//.test(JSON.stringify(item?.json)),
		JSON.stringify({
			photo: photo && { ...photo, data: photo.data.slice(0, 40) },
			bytes: bytes.length,
		}),
	);
	await check(
		"DigiLocker round trip: the code was exchanged once, with the session's id",
		codeCallsOf(emulator, started.sessionId).length === 1,
	);
	return started.executionId;
}

async function denied(ctx: N8nOnlyContext, emulator: Emulator): Promise<string> {
	const started = await start(ctx, emulator, 'Kavya Reddy');
	const visit = await throughDigiLocker(emulator, started.authorizationUrl, 'kavya', 'deny');
	const run = await ctx.untilEnded(started.executionId);
	const item = documentsOf(ctx, run);
	await ctx.check(
		'DigiLocker round trip, the applicant denies: the execution finishes with status denied (digilocker_error access_denied), and no code exchange',
		visit.status === 302 &&
			new URL(visit.location).searchParams.get('error') === 'access_denied' &&
			visit.hops[0]?.status === 200 &&
			run.status === 'success' &&
			(item?.json.status as unknown) === 'denied' &&
			item?.json.digilocker_error === 'access_denied' &&
			codeCallsOf(emulator, started.sessionId).length === 0,
		JSON.stringify({
			visit: visit.status,
			hops: visit.hops.map((hop) => hop.status),
			run: run.status,
			json: item?.json,
		}),
	);
	return started.executionId;
}

async function anotherSessionsState(ctx: N8nOnlyContext, emulator: Emulator): Promise<string[]> {
	const mine = await start(ctx, emulator, 'Kavya Reddy');
	const theirs = await start(ctx, emulator, 'Meera Lakshmi Iyer');
	// Meera allows; her code and state are taken to the first execution's resume URL instead.
	const visit: DigiLockerVisit = await throughDigiLocker(
		emulator,
		theirs.authorizationUrl,
		'meera',
		'allow',
		{
			follow: false,
		},
	);
	const taken = new URL(mine.resumeUrl);
	for (const [name, value] of new URL(visit.location).searchParams)
		if (name === 'code' || name === 'state') taken.searchParams.set(name, value);
	const before = emulator.requestsTo(ACCESS_TOKEN).length;
	const hops = await browse(taken.toString());
	const run = await ctx.untilEnded(mine.executionId);
	await ctx.check(
		"DigiLocker round trip, a redirect with another session's state: n8n resumes, the item fails before any call, the emulator's log shows no code exchange",
		hops[0]?.status === 200 &&
			run.status === 'error' &&
			run.data.resultData.error?.message ===
				"The DigiLocker redirect is another session's: its state is not the Session ID, so no call is made" &&
			emulator.requestsTo(ACCESS_TOKEN).length === before,
		JSON.stringify({
			hops: hops.map((hop) => hop.status),
			run: run.status,
			error: run.data.resultData.error?.message,
		}),
	);
	const own = await browse(visit.location);
	const theirRun = await ctx.untilEnded(theirs.executionId);
	const item = documentsOf(ctx, theirRun);
	await ctx.check(
		"DigiLocker round trip, a redirect with another session's state: that session's own redirect still opens its documents (Meera's), its code exchanged once",
		own[0]?.status === 200 &&
			theirRun.status === 'success' &&
			(item?.json.eaadhaar as Record<string, unknown> | undefined)?.name === meera.name &&
			codeCallsOf(emulator, theirs.sessionId).length === 1,
		JSON.stringify({
			run: theirRun.status,
			error: theirRun.data.resultData.error?.message,
			json: item?.json,
		}),
	);
	return [mine.executionId, theirs.executionId];
}

/** The executions the round trips made, each resumed once (by the applicant's redirect). */
export interface RoundTrips {
	allowed: string;
	denied: string;
	anotherSessionsState: string[];
}

/** The round trips, in `n8n start` or queue mode (e2e/queue/digilocker.ts). */
export async function roundTrips(ctx: N8nOnlyContext): Promise<RoundTrips> {
	return await withKycEmulator(
		ctx,
		'Deepvue DigiLocker round trip',
		async (emulator, credential) => {
			await ctx.timed('DigiLocker round trip: make the workflow live', () =>
				createLiveWorkflow(ctx, digilockerWorkflow(credential)),
			);
			const made: RoundTrips = {
				allowed: await ctx.timed('DigiLocker round trip: allowed', () => allowed(ctx, emulator)),
				denied: await ctx.timed('DigiLocker round trip: denied', () => denied(ctx, emulator)),
				anotherSessionsState: await ctx.timed(
					"DigiLocker round trip: another session's state",
					() => anotherSessionsState(ctx, emulator),
				),
			};
			await ctx.check(
				'DigiLocker round trip: no token was asked for (no /v1/authorize call)',
				emulator.requestsTo('/v1/authorize').length === 0,
			);
			return made;
		},
	);
}

export async function run(ctx: N8nContext): Promise<void> {
	await roundTrips(ctx);
}
