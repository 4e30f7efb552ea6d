// The KYC onboarding template (examples/kyc-onboarding.json) in a real n8n: imported with a Deepvue
// credential, its `kyc_consents` and `deepvue_form_limits` Data Tables, published (2.x) or activated
// (1.x), then applied to through its public form by a browser-like client (e2e/lib/kycJourney.ts):
// the form with a selfie (a typing mistake corrected on Correct Your Details first, once), n8n's
// Form Ending to the emulator's DigiLocker page, a sample person signed in who allows or denies,
// DigiLocker's redirect to this workflow's page (Applicant Pages), which resumes the waiting
// execution. For each application: the decision and reasons in its consent record, no execution
// kept, what the emulator was asked, the page the applicant is left with. Then what an applicant
// does after that page: a reload, Back and Allow again, a return after the wait ran out, a reload
// of Try Again Later; an application whose execution fails; the nightly deletion of consent records
// past their retain_until. Then what n8n kept (every execution's data, every Data Table row, every
// file of its user folder: database, binary data store, logs, its temp folder) and every page the
// applicants saw are searched for the Aadhaar numbers of the people used and for their photos,
// first while an application waits (where its selfie must be found: the search sees what it looks
// for) and again once every application is decided and n8n has deleted the executions.
//
// It runs against an emulator of its own, in this process, that answers every call (the shared one
// answers a fifth of the lookups 503, and a DigiLocker code cannot be used twice), so that each
// decision is the template's; its DigiLocker link lifetime is shortened for the applicant who
// never comes back, and the imported copy's Wait node waits 60 s instead of 20 minutes.
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import type { Emulator } from '../../testbed/emulator/server';
import { personById } from '../../testbed/emulator/world';
import {
	formLimitsTable,
	kycConsentsTable,
	listTables,
	type DataTable,
	type TableRow,
} from '../../testbed/realN8n/dataTables';
import { listAllExecutions, listExecutions } from '../../testbed/realN8n/executions';
import { Browser, pageText } from '../lib/formPages';
import { headingOf, importedTemplate, withoutReference } from '../lib/formTemplates';
import {
	answerDigiLocker,
	applyForKyc,
	waitsForDigiLocker,
	type AtDigiLocker,
	type Journey,
	type KycApplicant,
} from '../lib/kycJourney';
import {
	aadhaarNeedle,
	filesUnder,
	JPEG_BASE64,
	photoNeedle,
	search,
	type Finding,
	type Haystack,
	type Needle,
} from '../lib/leakSearch';
import type { N8nContext } from '../lib/n8nContext';
import { withKycEmulator } from '../lib/kycWorkflows';

const WORKFLOW = 'kycOnboarding01';
/** The Wait node's limit in the imported copy (20 minutes in the template). */
const WAIT_LIMIT_SECONDS = 60;
/** The DigiLocker link's lifetime for the applicant who never comes back (15 minutes otherwise). */
const LINK_LIFETIME_MS = 20_000;
/** The applicant whose execution the imported copy makes fail. */
const FAILING = 'Fail Me';
export const RECEIVED = 'Thank you, we have your application';
export const ALREADY = 'We already have your application';
export const NOT_SHARED = 'Your documents were not shared';
export const TRY_LATER = 'Please try again later';
export const EXPIRED = 'This link has expired';
export const INITIATE = '/v1/kyc/digilocker/initiate-session';
export const PAGES_PATH = '/webhook/deepvue-kyc-page';
/** The sample people whose documents DigiLocker gives in these applications. */
const PEOPLE = ['kavya', 'meera'];

/** The tables of the KYC template, as its notes name them: the consent records and the limits log (made when missing). */
export async function kycTables(ctx: Pick<N8nContext, 'rest'>) {
	return { consents: await kycConsentsTable(ctx.rest), limits: await formLimitsTable(ctx.rest) };
}

const kavya = personById('kavya');
const selfie = (personId: string) => ({
	bytes: photoOf(personId, 'selfie'),
	fileName: `${personId}-selfie.jpg`,
});
/** Kavya Reddy as she applies: her name, date of birth and selfie; each case its own mobile number (one open application per number). */
export const asKavya = (mobile: string, changes: Partial<KycApplicant> = {}): KycApplicant => ({
	fullName: 'Kavya Reddy',
	mobile,
	dateOfBirth: kavya.dateOfBirth,
	email: 'applicant@example.com',
	selfie: selfie('kavya'),
	...changes,
});

export interface Application {
	label: string;
	journey: Journey;
	row?: TableRow;
	/** What the emulator was asked while this application ran: "<status> <method> <path>". */
	calls: string[];
}

export type Case = [
	label: string,
	applicant: KycApplicant,
	atDigiLocker: AtDigiLocker,
	decision: string,
	reasonsHold: (reasons: string[]) => boolean,
];

export const CASES: Case[] = [
	[
		'Kavya, her selfie, her DigiLocker',
		asKavya(kavya.mobile),
		{ as: 'kavya', decision: 'allow' },
		'approve',
		(reasons) => reasons.length === 0,
	],
	[
		'a name that differs from the e-Aadhaar',
		asKavya('8000000021', { fullName: 'Kavya Rao' }),
		{ as: 'kavya', decision: 'allow' },
		'review',
		(reasons) =>
			// Her given name, another family name: perhaps her married name.
			reasons.includes('aadhaar_name_partial') &&
			reasons.includes('aadhaar_family_name_by_marriage') &&
			!reasons.includes('dob_differs') &&
			!reasons.includes('face_low_confidence'),
	],
	[
		"another person's selfie",
		asKavya('8000000022', { selfie: selfie('meera') }),
		{ as: 'kavya', decision: 'allow' },
		'review',
		(reasons) => reasons.join() === 'face_low_confidence',
	],
	[
		'a denial at DigiLocker',
		asKavya('8000000023'),
		{ as: 'kavya', decision: 'deny' },
		'review',
		(reasons) => reasons.join() === 'digilocker_denied',
	],
	[
		"someone else's documents (typed Kavya, signs in as Meera)",
		asKavya('8000000024'),
		{ as: 'meera', decision: 'allow' },
		'reject',
		(reasons) => reasons.includes('aadhaar_name_mismatch') && reasons.includes('dob_differs'),
	],
];

/** The calls the emulator logged from request `from` on: "<status> <method> <path>". */
export const callsSince = (emulator: Emulator, from: number): string[] =>
	emulator.requests
		.slice(from)
		.map((request) => `${request.status} ${request.method} ${request.path}`);

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	const journeys: Journey[] = [];
	await withKycEmulator(ctx, 'Deepvue KYC onboarding check', async (emulator, credential) => {
		const tables = await kycTables(ctx);
		const consents = tables.consents;
		const workflow = importedTemplate(
			'kyc-onboarding.json',
			credential,
			{ limits: tables.limits.id, consents: consents.id },
			{ waitSeconds: WAIT_LIMIT_SECONDS, failFor: FAILING },
		);
		await ctx.importWorkflows({ [WORKFLOW]: workflow });
		await check(
			'KYC onboarding: published (2.x) / active (1.x)',
			await ctx.timed('KYC onboarding: activate', () => ctx.activate(WORKFLOW)),
		);

		const apply = async (
			label: string,
			applicant: KycApplicant,
			atDigiLocker: AtDigiLocker,
			corrections?: Array<Record<string, string>>,
		): Promise<Application> => {
			const before = emulator.requests.length;
			const journey = await ctx.timed(`KYC onboarding: ${label}`, () =>
				applyForKyc(ctx.n8nUrl, applicant, atDigiLocker, {
					beforeAnswering: (executionId) => waitsForDigiLocker(ctx.runData, executionId),
					corrections,
				}),
			);
			journeys.push(journey);
			const decided = atDigiLocker !== 'never answers' && journey.returnUrl !== undefined;
			const row = decided
				? await rowOf(
						consents,
						journey.executionId,
						60_000,
						(found) => found.decision !== 'pending',
					)
				: undefined;
			return { label, journey, row, calls: callsSince(emulator, before) };
		};

		// The applicant who never answers DigiLocker's page: first, so that the Wait node's limit runs
		// out while the others apply.
		emulator.setConditions({ digilockerLinkLifetimeMs: LINK_LIFETIME_MS });
		const away = await apply('never back from DigiLocker', asKavya('8000000025'), 'never answers');
		emulator.setConditions({});
		const waiting = await waitsForDigiLocker(ctx.runData, away.journey.executionId);
		await check(
			'KYC onboarding, never back: the execution waits at Wait For DigiLocker, with one DigiLocker session started and the consent recorded before it',
			waiting &&
				away.calls.filter((call) => call.endsWith(INITIATE)).length === 1 &&
				(await rowOf(consents, away.journey.executionId))?.decision === 'pending',
			`${pageText(away.journey.lastPage.body)}\n${away.calls.join('\n')}`,
		);
		await searchWhileWaiting(ctx, journeys);

		// A double submit (or the form sent again) for the same mobile number while the first waits.
		const sessionsBefore = emulator.requestsTo(INITIATE).length;
		const again = await apply('the same number again', asKavya('8000000025'), 'never answers');
		const busy = again.journey.lastPage.body;
		const reloadedBusy = await new Browser().open(again.journey.lastUrl);
		journeys.push({ ...again.journey, pages: [reloadedBusy], lastPage: reloadedBusy });
		await check(
			"KYC onboarding, a double submit for the same mobile number: Try Again Later, on this workflow's page (a reload shows it again), no second DigiLocker session",
			headingOf(busy) === TRY_LATER &&
				again.journey.lastUrl.includes(`${PAGES_PATH}?page=busy`) &&
				reloadedBusy.status === 200 &&
				headingOf(reloadedBusy.body) === TRY_LATER &&
				emulator.requestsTo(INITIATE).length === sessionsBefore &&
				again.journey.authorizationUrl === undefined,
			`${again.journey.lastUrl}\n${pageText(busy)}\n${reloadedBusy.status} ${pageText(reloadedBusy.body).slice(0, 200)}`,
		);

		// A typing mistake, corrected: nothing is paid until it is.
		const typo = await apply(
			'a 9-digit mobile number, corrected',
			asKavya('80000 0002'),
			{ as: 'kavya', decision: 'allow' },
			[{ 'Mobile number': '80000 00026' }],
		);
		const correction = typo.journey.corrections[0]?.body ?? '';
		await check(
			'KYC onboarding, a 9-digit mobile number: Correct Your Details asks for it again, with what was typed in place, before any DigiLocker session; once corrected, the application goes on',
			typo.journey.corrections.length === 1 &&
				pageText(correction).includes('Type your 10-digit mobile number') &&
				correction.includes('value="80000 0002"') &&
				typo.calls.filter((call) => call.endsWith(INITIATE)).length === 1 &&
				typo.row?.decision === 'approve',
			`${pageText(correction).slice(0, 400)}\n${JSON.stringify(typo.row)}\n${typo.calls.join('\n')}`,
		);

		const applications: Application[] = [];
		for (const [label, applicant, atDigiLocker, decision, reasonsHold] of CASES) {
			const application = await apply(label, applicant, atDigiLocker);
			applications.push(application);
			const { row, journey } = application;
			const reasons = String(row?.reasons ?? '')
				.split(', ')
				.filter(Boolean);
			console.log(`     ${label}: ${String(row?.decision)} (${reasons.join(', ') || 'no reason'})`);
			await check(
				`KYC onboarding, ${label}: decision ${decision} in the consent record`,
				row?.decision === decision && reasonsHold(reasons),
				`${JSON.stringify(row)}\n${application.calls.join('\n')}`,
			);
			await check(
				`KYC onboarding, ${label}: DigiLocker sent the applicant back to this workflow's page with the application${ctx.line === '2' ? ' and its signature' : ''}, which resumed it`,
				returnedToPage(journey, ctx.line),
				`${journey.returnUrl}`,
			);
			await check(
				`KYC onboarding, ${label}: the execution is not kept once it succeeded (the template's settings)`,
				!(await isKept(ctx, journey.executionId)),
			);
		}

		const [approved, nameDiffers, otherSelfie, denied, rejected] = applications;
		const received = approved.journey.lastPage.body;
		await check(
			'KYC onboarding: approve, review and reject leave the applicant on the same page, "application received", with their own reference, the time to a decision and whom to ask, naming no one',
			headingOf(received) === RECEIVED &&
				received.includes(`KYC-${approved.journey.executionId}`) &&
				pageText(received).includes('2 working days') &&
				[nameDiffers, otherSelfie, rejected].every(
					(application) =>
						withoutReference(application.journey.lastPage.body) === withoutReference(received),
				) &&
				!/kavya|meera|reddy|iyer/i.test(received),
			applications
				.map(
					(application) => `${application.label}: ${pageText(application.journey.lastPage.body)}`,
				)
				.join('\n'),
		);
		await check(
			'KYC onboarding, a denial: the page says the documents were not shared, and links DigiLocker again and the PAN and UPI ID form',
			headingOf(denied.journey.lastPage.body) === NOT_SHARED &&
				denied.journey.lastPage.body.includes('href="/form/deepvue-onboarding"') &&
				denied.journey.lastPage.body.includes('href="/form/deepvue-kyc"'),
			pageText(denied.journey.lastPage.body),
		);
		await check(
			'KYC onboarding, a denial: no DigiLocker code exchanged, no face match or revoked-number check paid',
			denied.calls.every((call) => !/access-token|eaadhaar|facematch|mnrl/.test(call)),
			denied.calls.join('\n'),
		);
		await check(
			"KYC onboarding, approve: the consent record has the purpose, the documents, Deepvue's transaction ids, the masked Aadhaar number and no retain_until (the customer's KYC record keeps it)",
			approved.row?.purpose === 'KYC for opening an account' &&
				approved.row.documents_fetched === 'aadhaar,pan' &&
				String(approved.row.deepvue_transaction_ids).split(',').length >= 4 &&
				approved.row.masked_aadhaar === `xxxx-xxxx-${kavya.aadhaar.slice(-4)}` &&
				approved.row.full_name === 'Kavya Reddy' &&
				Boolean(approved.row.consent_given_at) &&
				Boolean(approved.row.decided_at) &&
				!approved.row.retain_until,
			JSON.stringify(approved.row),
		);
		const yearLater = (row?: TableRow) =>
			Date.parse(String(row?.retain_until)) - Date.parse(String(row?.decided_at)) ===
			365 * 86_400_000;
		await check(
			'KYC onboarding, review and reject: the consent record is kept 365 days after the decision (retain_until)',
			[nameDiffers, rejected].every((application) => yearLater(application.row)),
			JSON.stringify([nameDiffers.row, rejected.row]),
		);

		// After the page: a reload, then Back to DigiLocker and Allow again.
		const beforeReload = emulator.requests.length;
		const reloaded = await new Browser().open(approved.journey.lastUrl);
		const browser = new Browser();
		const backAt = await browser.open(approved.journey.authorizationUrl ?? '');
		const backLink = /<a href="([^"]*)">Return to the service that asked<\/a>/.exec(
			backAt.body,
		)?.[1];
		const allowedAgain = await browser.answer(
			new URL(
				'/v1/kyc/digilocker/digilocker-redirect',
				approved.journey.authorizationUrl,
			).toString(),
			'POST',
			new URLSearchParams({
				state: new URL(approved.journey.authorizationUrl ?? '').searchParams.get('state') ?? '',
				person: 'kavya',
				decision: 'allow',
			}),
		);
		const afterAgain = allowedAgain.location
			? await browser.open(allowedAgain.location)
			: allowedAgain;
		journeys.push({
			...approved.journey,
			pages: [reloaded, ...browser.pages],
			lastPage: afterAgain,
		});
		await sleep(2000);
		const rowsAfter = (await consents.rows()).filter(
			(row) => row.application_id === approved.journey.executionId,
		);
		await check(
			'KYC onboarding: a reload of the page after the decision says "we already have your application", and Back then Allow again on DigiLocker\'s page comes back to the same; Deepvue is asked nothing more and nothing more is recorded',
			reloaded.status === 200 &&
				headingOf(reloaded.body) === ALREADY &&
				reloaded.body.includes(`KYC-${approved.journey.executionId}`) &&
				backAt.status === 400 &&
				backLink !== undefined &&
				allowedAgain.status === 302 &&
				headingOf(afterAgain.body) === ALREADY &&
				callsSince(emulator, beforeReload).every((call) => /digilocker-redirect$/.test(call)) &&
				rowsAfter.length === 1 &&
				rowsAfter[0].decision === 'approve',
			`${reloaded.status} ${pageText(reloaded.body).slice(0, 200)}\n${backAt.status} ${pageText(backAt.body).slice(0, 200)}\n${allowedAgain.status} ${allowedAgain.location}\n${pageText(afterAgain.body).slice(0, 200)}\n${callsSince(emulator, beforeReload).join('\n')}`,
		);
		console.log(
			`     a reload of the page: ${reloaded.status} ${headingOf(reloaded.body)}; Back then Allow: ${headingOf(afterAgain.body)}`,
		);

		// An application whose execution fails: the template records it itself, and keeps no execution.
		const failing = await apply(
			'an application whose execution fails',
			asKavya('8000000027', { fullName: FAILING }),
			{
				as: 'kavya',
				decision: 'allow',
			},
		);
		const failedRow = await rowOf(
			consents,
			failing.journey.executionId,
			60_000,
			(row) => row.decision !== 'pending',
		);
		await check(
			"KYC onboarding, an application whose execution fails: its consent record says review and which node failed (the template's Error Trigger), and n8n keeps no execution of it (failed executions not saved)",
			failedRow?.decision === 'review' &&
				failedRow.reasons === 'failed_at: KYC Decision' &&
				!(await isKept(ctx, failing.journey.executionId)),
			`${JSON.stringify(failedRow)} ${headingOf(failing.journey.lastPage.body)}`,
		);

		// The applicant who never came back: the Wait node's limit resumes the execution with no data.
		const awaySession =
			new URL(away.journey.authorizationUrl ?? 'http://invalid').searchParams.get('state') ?? '';
		const awayRow = await rowOf(
			consents,
			away.journey.executionId,
			(WAIT_LIMIT_SECONDS + 120) * 1000,
			(row) => row.decision !== 'pending',
		);
		await check(
			"KYC onboarding, never back from DigiLocker: after the Wait node's limit, review (digilocker_timeout), nothing more paid",
			awayRow?.decision === 'review' &&
				awayRow.reasons === 'digilocker_timeout' &&
				callsFor(emulator, awaySession).length === 0,
			`${JSON.stringify(awayRow)}\n${callsFor(emulator, awaySession).join('\n')}`,
		);
		// They come back late: DigiLocker's link has expired, and sends them back with an error.
		const lateBrowser = new Browser();
		const link = await lateBrowser.open(away.journey.authorizationUrl ?? '');
		const late = await answerDigiLocker(
			lateBrowser,
			away.journey.authorizationUrl ?? '',
			away.journey.lastPage.body,
			{
				as: 'kavya',
				decision: 'allow',
			},
		);
		const latePage = late.location ? await lateBrowser.open(late.location) : late;
		journeys.push({ ...away.journey, pages: lateBrowser.pages, lastPage: latePage });
		await check(
			'KYC onboarding, back after the wait ran out: DigiLocker\'s link no longer opens, and the applicant lands on "this link has expired", with both ways to start again',
			link.status === 400 &&
				late.status === 302 &&
				headingOf(latePage.body) === EXPIRED &&
				latePage.body.includes('href="/form/deepvue-kyc"') &&
				latePage.body.includes('href="/form/deepvue-onboarding"'),
			`${link.status} ${late.status} ${late.location}\n${pageText(latePage.body).slice(0, 300)}`,
		);

		const left = await listExecutions(rest, WORKFLOW, 100);
		await check(
			'KYC onboarding: no execution kept, failed or waiting (the template saves none)',
			left.length === 0,
			JSON.stringify(left),
		);

		await nightly(ctx, WORKFLOW, tables);
		await searchOnceDecided(ctx, journeys);
	});
}

/** The consent record of an execution, once Consent Given has written it (and `done` holds for it). */
export async function rowOf(
	table: DataTable,
	executionId: string,
	timeoutMs = 60_000,
	done: (row: TableRow) => boolean = () => true,
): Promise<TableRow | undefined> {
	let found: TableRow | undefined;
	for (let waited = 0; waited < timeoutMs; waited += 1000) {
		found = (await table.rows()).find((candidate) => candidate.application_id === executionId);
		if (found && done(found)) return found;
		await sleep(1000);
	}
	return found;
}

/** Whether n8n still lists the execution 30 s on: it may run its last nodes after the page was shown. */
async function isKept(ctx: N8nContext, executionId: string): Promise<boolean> {
	const listed = async () =>
		(await listExecutions(ctx.rest, WORKFLOW, 100)).some(
			(execution) => execution.id === executionId,
		);
	for (let waited = 0; waited < 30_000 && (await listed()); waited += 1000) await sleep(1000);
	return await listed();
}

/** The calls made for a DigiLocker session after it started: its code exchanged, its documents read. */
const callsFor = (emulator: Emulator, sessionId: string) =>
	emulator.requests
		.filter(
			(request) =>
				(request.json as { initial_deepvue_transaction_id?: string } | undefined)
					?.initial_deepvue_transaction_id === sessionId,
		)
		.map((request) => `${request.status} ${request.method} ${request.path}`);

/**
 * Whether DigiLocker's redirect went to this workflow's page with the execution's number (on 2.x with
 * its signature, which the page hands on to n8n's resume URL), and the page said it has it.
 */
export function returnedToPage(journey: Journey, line: string): boolean {
	const back = new URL(journey.returnUrl ?? 'http://invalid');
	return (
		back.pathname === PAGES_PATH &&
		back.searchParams.get('application') === journey.executionId &&
		back.searchParams.has('state') &&
		(line !== '2' || Boolean(back.searchParams.get('signature'))) &&
		[RECEIVED, NOT_SHARED].includes(headingOf(journey.lastPage.body))
	);
}

/**
 * The nightly housekeeping, run by hand: a consent record whose retain_until has passed and the
 * limits log of yesterday are deleted; a record kept longer, an approved one and today's log stay.
 */
async function nightly(
	ctx: N8nContext,
	workflowId: string,
	tables: { consents: DataTable; limits: DataTable },
): Promise<void> {
	const day = 86_400_000;
	const yesterday = new Date(Date.now() - day).toISOString();
	await tables.consents.insert([
		{
			application_id: 'expired-1',
			decision: 'reject',
			decided_at: yesterday,
			retain_until: yesterday,
		},
		{
			application_id: 'kept-1',
			decision: 'review',
			retain_until: new Date(Date.now() + day).toISOString(),
		},
	]);
	await tables.limits.insert([
		{
			form: 'kyc',
			day: yesterday.slice(0, 10),
			kind: 'apply',
			number_key: 'x',
			application: 'old',
			nonce: 'old-1',
			at: 0,
		},
	]);
	const todayLines = (await tables.limits.rows()).filter(
		(row) => row.day !== yesterday.slice(0, 10),
	).length;
	const run = await ctx.runManually(workflowId);
	const consents = await tables.consents.rows();
	const limits = await tables.limits.rows();
	await ctx.check(
		'KYC onboarding, every night: the consent records past their retain_until and the limits log of the days before today are deleted; the others stay',
		run.status === 'success' &&
			!consents.some((row) => row.application_id === 'expired-1') &&
			consents.some((row) => row.application_id === 'kept-1') &&
			consents.some((row) => row.decision === 'approve') &&
			!limits.some((row) => row.application === 'old') &&
			limits.length === todayLines,
		`${run.status}\n${JSON.stringify(consents.map((row) => [row.application_id, row.retain_until]))}\n${limits.length} of ${todayLines} lines`,
	);
}

const AADHAAR_NUMBERS = PEOPLE.map((id) =>
	aadhaarNeedle(`${id}'s Aadhaar number`, personById(id).aadhaar),
);
const SELFIES = PEOPLE.map((id) => photoNeedle(`${id}'s selfie`, photoOf(id, 'selfie')));
const DOCUMENT_PHOTOS = PEOPLE.map((id) =>
	photoNeedle(`${id}'s document photo`, photoOf(id, 'document')),
);
/** The Aadhaar numbers of the people used (any spacing), their selfies and document photos (base64 and bytes), and any JPEG as base64. */
const NEEDLES = [...AADHAAR_NUMBERS, ...SELFIES, ...DOCUMENT_PHOTOS, JPEG_BASE64];

/** What n8n kept, as places to search: every execution's data (REST), every Data Table's rows, n8n's database file(s), temp folder, binary data folder and log. */
async function keptByN8n(ctx: N8nContext) {
	const executions: Haystack[] = [];
	for (const execution of await listAllExecutions(ctx.rest)) {
		const stored = await ctx.rest.call<{ data: unknown }>('GET', `/executions/${execution.id}`);
		executions.push({
			label: `execution ${execution.id} (${execution.status}, workflow ${execution.workflowId})`,
			text: JSON.stringify(stored.data),
		});
	}
	const rows: Haystack[] = [];
	for (const table of await listTables(ctx.rest))
		rows.push({ label: `Data Table ${table.name}`, text: JSON.stringify(await table.rows()) });
	// Every file of n8n's user folder but the installed package: the database, the binary data
	// store (`.n8n/binaryData` on 1.x, `.n8n/storage` on 2.x), n8n's log, its temp folder (TMPDIR).
	const files = filesUnder(ctx.userFolder)
		.filter((name) => !name.startsWith(path.join(ctx.userFolder, '.n8n', 'nodes') + path.sep))
		.map((name): Haystack => ({ label: path.relative(ctx.userFolder, name), file: name }));
	const isDatabase = (place: Haystack) => /database\.sqlite/.test(place.label);
	const inTemp = (place: Haystack) => place.label.startsWith(`tmp${path.sep}`);
	return {
		executions,
		rows,
		database: files.filter(isDatabase),
		temp: files.filter(inTemp),
		otherFiles: files.filter((place) => !isDatabase(place) && !inTemp(place)),
	};
}

/** A value in a text or a file, as it is written. */
const textNeedle = (label: string, value: string): Needle => ({
	label,
	inText: (text) => text.includes(value),
	inBytes: (bytes) => bytes.includes(value),
});

const shown = (findings: Finding[]) =>
	findings.map((finding) => `${finding.what} in ${finding.where}`).join('\n');

/**
 * While the applicant is at DigiLocker, n8n keeps the waiting execution, with the form and its
 * selfie: the search must find that selfie (so it sees what it looks for), and no Aadhaar number.
 */
async function searchWhileWaiting(ctx: N8nContext, journeys: Journey[]): Promise<void> {
	const kept = await keptByN8n(ctx);
	const places = [...kept.executions, ...kept.database, ...kept.otherFiles];
	const selfie = search(places, [SELFIES[0]]);
	await ctx.check(
		"KYC onboarding, while an application waits: the search finds its selfie where n8n keeps it (the waiting execution's data or the binary data store)",
		selfie.length > 0,
		`searched: ${places.map((place) => place.label).join(', ')}`,
	);
	console.log(`     while an application waits, its selfie is in: ${shown(selfie)}`);
	const numbers = search(
		[...places, ...kept.temp, ...kept.rows, ...pagesOf(journeys)],
		AADHAAR_NUMBERS,
	);
	await ctx.check(
		'KYC onboarding, while an application waits: no Aadhaar number in what n8n keeps or the pages',
		numbers.length === 0,
		shown(numbers),
	);
}

const pagesOf = (journeys: Journey[]): Haystack[] =>
	journeys.flatMap((journey) =>
		journey.pages.map((page) => ({
			label: `page ${page.method} ${page.url}`,
			text: `${page.url}\n${page.location ?? ''}\n${page.body}`,
		})),
	);

/** What n8n keeps once its next round of hard deletions has removed the executions it was told not to save (within 2.5 minutes). */
async function afterHardDeletion(ctx: N8nContext) {
	const photos = [...SELFIES, ...DOCUMENT_PHOTOS];
	let kept = await keptByN8n(ctx);
	for (let waited = 0; waited < 150_000 && search(kept.otherFiles, photos).length; waited += 5000) {
		await sleep(5000);
		kept = await keptByN8n(ctx);
	}
	return kept;
}

/**
 * Once every application is decided, and n8n has deleted the executions it does not save: no
 * Aadhaar number and no photo in any execution (REST), Data Table row, page, or file of n8n's user
 * folder (binary data store, log) but its database and its temp folder.
 *
 * n8n 2.x marks such an execution deleted and removes it with its files (the selfie, the e-Aadhaar
 * photo) in its next round of hard deletions (EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL, 15
 * minutes by default; 1 minute in these checks). n8n 1.x deletes it at once, but keeps a form's
 * upload inside the execution's row by default (binary data mode `default`): the selfies of
 * applications that waited stay in the SQLite file's free pages (and its write-ahead log) after
 * their rows are deleted, until SQLite reuses them; and its form parser leaves every upload in the
 * temp folder (TMPDIR, here in the user folder). So on 1.x the database file and the temp folder
 * may hold selfies, and nothing else.
 */
async function searchOnceDecided(ctx: N8nContext, journeys: Journey[]): Promise<void> {
	const kept = await ctx.timed('KYC onboarding: until n8n has deleted the executions', () =>
		afterHardDeletion(ctx),
	);
	const groups: Array<[what: string, places: Haystack[]]> = [
		[`${kept.executions.length} stored executions (REST, every workflow)`, kept.executions],
		[`the rows of the ${kept.rows.length} Data Tables`, kept.rows],
		[`the ${pagesOf(journeys).length} pages the applicants got`, pagesOf(journeys)],
		[
			`the other ${kept.otherFiles.length} files of n8n's user folder (binary data store, log...)`,
			kept.otherFiles,
		],
	];
	for (const [what, places] of groups) {
		const found = search(places, NEEDLES);
		await ctx.check(
			`KYC onboarding: once n8n has deleted the executions, no Aadhaar number or photo in ${what}`,
			found.length === 0,
			shown(found),
		);
	}
	const selfieOrJpeg = new Set([...SELFIES, JPEG_BASE64].map((needle) => needle.label));
	const onLine1Only = (findings: Finding[]) =>
		findings.filter((finding) => ctx.line !== '1' || !selfieOrJpeg.has(finding.what));
	const inDatabase = search(kept.database, NEEDLES);
	await ctx.check(
		ctx.line === '1'
			? "KYC onboarding: n8n's database file holds no Aadhaar number or document photo (n8n 1.x's deleted pages may still hold the selfies of applications that waited)"
			: "KYC onboarding: n8n's database file holds no Aadhaar number or photo",
		onLine1Only(inDatabase).length === 0,
		`${shown(onLine1Only(inDatabase))}\nsearched: ${kept.database.map((place) => place.label).join(', ')}`,
	);
	if (inDatabase.length)
		console.log(`     n8n's database file (deleted pages) still holds: ${shown(inDatabase)}`);
	// What else of the applications the database file still holds once their executions are deleted
	// (free pages, write-ahead log): a mobile number and a date of birth typed, which nothing the
	// template keeps holds (the consent records hold names and emails). Reported, not checked.
	const applicantData = [
		textNeedle('a mobile number typed (8000000022)', '8000000022'),
		textNeedle('a date of birth typed', kavya.dateOfBirth),
	];
	const personal = search(kept.database, applicantData);
	console.log(
		`     n8n's database file(s) ${kept.database.map((place) => place.label).join(', ')}, once the executions are deleted, hold: ${shown(personal) || 'neither the mobile number nor the date of birth searched'}`,
	);
	const inTemp = search(kept.temp, NEEDLES);
	await ctx.check(
		ctx.line === '1'
			? `KYC onboarding: n8n's temp folder (${kept.temp.length} files) holds no Aadhaar number or document photo (n8n 1.x's form parser leaves every uploaded selfie there)`
			: `KYC onboarding: n8n's temp folder (${kept.temp.length} files) holds no Aadhaar number or photo (n8n 2.x deletes a form's uploads)`,
		onLine1Only(inTemp).length === 0 && (ctx.line !== '1' || inTemp.length > 0),
		`${shown(inTemp)}\nsearched: ${kept.temp.map((place) => place.label).join(', ')}`,
	);
	console.log(
		`     n8n's temp folder holds ${kept.temp.length} files: ${shown(inTemp) || 'no photo, no Aadhaar number'}`,
	);
}
