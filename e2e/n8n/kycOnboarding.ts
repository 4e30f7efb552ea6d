// The KYC onboarding template (examples/kyc-onboarding.json) in a real n8n: imported with a Deepvue
// credential and its `kyc_consents` Data Table, published (2.x) or activated (1.x), then applied to
// through its public form by a browser-like client (e2e/lib/kycJourney.ts): the form with a selfie,
// n8n's Form Ending to the emulator's DigiLocker page, a sample person signed in who allows or
// denies, DigiLocker's redirect back to n8n's resume URL (2.x's signature kept), and the page the
// applicant is left with. For each application: the decision and reasons in its consent record,
// the execution not kept once it succeeded, and what the emulator was asked. Then what n8n kept
// (every execution's data, every Data Table row, every file of its user folder: database, binary
// data store, logs) and every page the applicants saw are searched for the Aadhaar numbers of the
// people used and for their photos, first while an application waits (where its selfie must be
// found: the search sees what it looks for) and again once every application is decided and n8n
// has deleted the executions it does not save.
//
// It runs against an emulator of its own, in this process, that answers every call (the shared one
// answers a fifth of the lookups 503, and a DigiLocker code cannot be used twice), so that each
// decision is the template's; its DigiLocker link lifetime is shortened for the applicant who
// never comes back, and the imported copy's Wait node waits 60 s instead of 20 minutes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import type { Emulator } from '../../testbed/emulator/server';
import { personById } from '../../testbed/emulator/world';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import {
	createTable,
	kycConsentColumns,
	KYC_CONSENTS_TABLE,
	listTables,
	onTable,
	type DataTable,
	type TableRow,
} from '../../testbed/realN8n/dataTables';
import { listAllExecutions, listExecutions } from '../../testbed/realN8n/executions';
import { Browser, pageText } from '../lib/formPages';
import {
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
} from '../lib/leakSearch';
import type { N8nContext } from '../lib/n8nContext';
import { withKycEmulator } from '../lib/kycWorkflows';

const WORKFLOW = 'kycOnboarding01';
/** The Wait node's limit in the imported copy (20 minutes in the template). */
const WAIT_LIMIT_SECONDS = 60;
/** The DigiLocker link's lifetime for the applicant who never comes back (15 minutes otherwise). */
const LINK_LIFETIME_MS = 20_000;
export const RECEIVED = 'Thank you, we have your application';
const NOT_SHARED = 'You did not share your documents';
export const TRY_LATER = 'Please try again later';
export const INITIATE = '/v1/kyc/digilocker/initiate-session';
/** The sample people whose documents DigiLocker gives in these applications. */
const PEOPLE = ['kavya', 'meera'];

interface TemplateNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
}
interface Template {
	nodes: TemplateNode[];
	[key: string]: unknown;
}

const template = (): Template =>
	JSON.parse(
		readFileSync(path.join(PACKAGE_ROOT, 'examples', 'kyc-onboarding.json'), 'utf8'),
	) as Template;

/** The template as imported here: its Deepvue nodes on `credential`, its table picked, its Wait node's limit shortened. */
export function importedCopy(credential: { id: string; name: string }, tableId: string): Template {
	const workflow = onTable(template(), tableId);
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-deepvue.deepvue') node.credentials = { deepvueApi: credential };
		if (node.name === 'Wait For DigiLocker')
			node.parameters = {
				...node.parameters,
				resumeAmount: WAIT_LIMIT_SECONDS,
				resumeUnit: 'seconds',
			};
	}
	return workflow;
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
			reasons.includes('aadhaar_name_mismatch') &&
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

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	const journeys: Journey[] = [];
	await withKycEmulator(ctx, 'Deepvue KYC onboarding check', async (emulator, credential) => {
		const table = await createTable(rest, KYC_CONSENTS_TABLE, kycConsentColumns());
		const workflow = importedCopy(credential, table.id);
		await ctx.importWorkflows({ [WORKFLOW]: workflow });
		await check(
			'KYC onboarding: published (2.x) / active (1.x)',
			await ctx.timed('KYC onboarding: activate', () => ctx.activate(WORKFLOW)),
		);

		const calls = (from: number) =>
			emulator.requests
				.slice(from)
				.map((request) => `${request.status} ${request.method} ${request.path}`);
		const apply = async (
			label: string,
			applicant: KycApplicant,
			atDigiLocker: AtDigiLocker,
		): Promise<Application> => {
			const before = emulator.requests.length;
			const journey = await ctx.timed(`KYC onboarding: ${label}`, () =>
				applyForKyc(ctx.n8nUrl, applicant, atDigiLocker, {
					beforeAnswering: (executionId) => waitsForDigiLocker(ctx.runData, executionId),
				}),
			);
			journeys.push(journey);
			const row =
				atDigiLocker === 'never answers' ? undefined : await rowOf(table, journey.executionId);
			return { label, journey, row, calls: calls(before) };
		};

		// The applicant who never answers DigiLocker's page: first, so that the Wait node's limit runs
		// out while the others apply.
		emulator.setConditions({ digilockerLinkLifetimeMs: LINK_LIFETIME_MS });
		const away = await apply('never back from DigiLocker', asKavya('8000000025'), 'never answers');
		emulator.setConditions({});
		const waiting = await waitsForDigiLocker(ctx.runData, away.journey.executionId);
		await check(
			'KYC onboarding, never back: the execution waits at Wait For DigiLocker, with one DigiLocker session started',
			waiting && away.calls.filter((call) => call.endsWith(INITIATE)).length === 1,
			`${pageText(away.journey.lastPage.body)}\n${away.calls.join('\n')}`,
		);
		await searchWhileWaiting(ctx, journeys);

		// A double submit (or the form sent again) for the same mobile number while the first waits.
		const sessionsBefore = emulator.requestsTo(INITIATE).length;
		const again = await apply('the same number again', asKavya('8000000025'), 'never answers');
		await check(
			'KYC onboarding, a double submit for the same mobile number: Try Again Later, no second DigiLocker session',
			pageText(again.journey.lastPage.body).includes(TRY_LATER) &&
				emulator.requestsTo(INITIATE).length === sessionsBefore &&
				again.journey.authorizationUrl === undefined,
			`${pageText(again.journey.lastPage.body)}\n${again.calls.join('\n')}`,
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
				`KYC onboarding, ${label}: DigiLocker sent the applicant back to the execution's resume URL${ctx.line === '2' ? ', its signature kept' : ''}`,
				resumedAt(emulator, journey, ctx.line),
				`${journey.returnUrl}\n${JSON.stringify(emulator.requestsTo(INITIATE).at(-1)?.json)}`,
			);
			await check(
				`KYC onboarding, ${label}: the execution is not kept once it succeeded (the template's settings)`,
				!(await isKept(ctx, journey.executionId)),
			);
		}

		const [approved, nameDiffers, otherSelfie, denied, rejected] = applications;
		const received = approved.journey.lastPage.body;
		await check(
			'KYC onboarding: approve, review and reject leave the applicant on the same page, "application received", which names no one',
			pageText(received).includes(RECEIVED) &&
				[nameDiffers, otherSelfie, rejected].every(
					(application) => application.journey.lastPage.body === received,
				) &&
				!/kavya|meera|reddy|iyer/i.test(received),
			applications
				.map(
					(application) => `${application.label}: ${pageText(application.journey.lastPage.body)}`,
				)
				.join('\n'),
		);
		await check(
			'KYC onboarding, a denial: the page says the documents were not shared and offers the PAN and UPI ID way',
			pageText(denied.journey.lastPage.body).includes(NOT_SHARED) &&
				pageText(denied.journey.lastPage.body).includes('PAN and UPI ID'),
			pageText(denied.journey.lastPage.body),
		);
		await check(
			'KYC onboarding, a denial: no DigiLocker code exchanged, no face match or revoked-number check paid',
			denied.calls.every((call) => !/access-token|eaadhaar|facematch|mnrl/.test(call)),
			denied.calls.join('\n'),
		);
		await check(
			"KYC onboarding, approve: the consent record has the purpose, the documents, Deepvue's transaction ids and the masked Aadhaar number only",
			approved.row?.purpose === 'KYC for opening an account' &&
				approved.row.documents_fetched === 'aadhaar,pan' &&
				String(approved.row.deepvue_transaction_ids).split(',').length >= 4 &&
				approved.row.masked_aadhaar === `xxxx-xxxx-${kavya.aadhaar.slice(-4)}` &&
				approved.row.full_name === 'Kavya Reddy' &&
				Boolean(approved.row.consent_given_at) &&
				Boolean(approved.row.decided_at),
			JSON.stringify(approved.row),
		);

		// The applicant reloads the page DigiLocker sent them to: nothing waits there any more.
		const beforeReload = emulator.requests.length;
		const reloaded = await new Browser().open(approved.journey.returnUrl ?? '');
		journeys.push({ ...approved.journey, pages: [reloaded], lastPage: reloaded });
		await sleep(2000);
		const rowsAfterReload = (await table.rows()).filter(
			(row) => row.application_id === approved.journey.executionId,
		);
		await check(
			'KYC onboarding: a reload of the return page after the decision calls Deepvue no more and records nothing more',
			emulator.requests.length === beforeReload && rowsAfterReload.length === 1,
			`${reloaded.status} ${pageText(reloaded.body).slice(0, 300)}\n${calls(beforeReload).join('\n')}`,
		);
		console.log(
			`     a reload of the return page: HTTP ${reloaded.status} ${pageText(reloaded.body).slice(0, 200)}`,
		);

		// The applicant who never came back: the Wait node's limit resumes the execution with no data.
		const awaySession = new URL(away.journey.authorizationUrl ?? 'http://invalid').searchParams.get(
			'state',
		);
		const awayRow = await rowOf(table, away.journey.executionId, (WAIT_LIMIT_SECONDS + 120) * 1000);
		await check(
			"KYC onboarding, never back from DigiLocker: after the Wait node's limit, review (digilocker_timeout), nothing more paid",
			awayRow?.decision === 'review' &&
				awayRow.reasons === 'digilocker_timeout' &&
				callsFor(emulator, awaySession ?? '').length === 0,
			`${JSON.stringify(awayRow)}\n${callsFor(emulator, awaySession ?? '').join('\n')}`,
		);
		const link = await fetch(away.journey.authorizationUrl ?? '');
		await check(
			"KYC onboarding, never back: DigiLocker's link no longer opens once its lifetime is over",
			link.status === 400,
			`${link.status}`,
		);

		const left = await listExecutions(rest, WORKFLOW, 100);
		await check(
			'KYC onboarding: no execution failed or is left waiting',
			left.every((execution) => execution.status === 'success'),
			JSON.stringify(left),
		);

		await searchOnceDecided(ctx, journeys);
	});
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

/** The consent record of an execution, once Consent Record has written it. */
export async function rowOf(
	table: DataTable,
	executionId: string,
	timeoutMs = 60_000,
): Promise<TableRow | undefined> {
	for (let waited = 0; waited < timeoutMs; waited += 1000) {
		const row = (await table.rows()).find((candidate) => candidate.application_id === executionId);
		if (row) return row;
		await sleep(1000);
	}
	return undefined;
}

async function isKept(ctx: N8nContext, executionId: string): Promise<boolean> {
	return (await listExecutions(ctx.rest, WORKFLOW, 100)).some(
		(execution) => execution.id === executionId,
	);
}

/** Whether DigiLocker's redirect went to the Redirect URL the session was started with, kept as it was (on 2.x with n8n's signature). */
export function resumedAt(emulator: Emulator, journey: Journey, line: string): boolean {
	const started = emulator
		.requestsTo(INITIATE)
		.map((request) => (request.json as { redirect_url?: string }).redirect_url ?? '')
		.find((redirectUrl) =>
			new RegExp(`/webhook-waiting/${journey.executionId}([?#]|$)`).test(redirectUrl),
		);
	return (
		started !== undefined &&
		(journey.returnUrl ?? '').startsWith(started) &&
		(line !== '2' || /[?&]signature=/.test(started))
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

/** What n8n kept, as places to search: every execution's data (REST), every Data Table's rows, n8n's database file(s), binary data folder and log. */
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
	// store (`.n8n/binaryData` on 1.x, `.n8n/storage` on 2.x), n8n's log.
	const files = filesUnder(ctx.userFolder)
		.filter((name) => !name.startsWith(path.join(ctx.userFolder, '.n8n', 'nodes') + path.sep))
		.map((name): Haystack => ({ label: path.relative(ctx.userFolder, name), file: name }));
	const isDatabase = (place: Haystack) => /database\.sqlite/.test(place.label);
	return {
		executions,
		rows,
		database: files.filter(isDatabase),
		otherFiles: files.filter((place) => !isDatabase(place)),
	};
}

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
	const numbers = search([...places, ...kept.rows, ...pagesOf(journeys)], AADHAAR_NUMBERS);
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
 * folder (binary data store, log) but its database.
 *
 * n8n 2.x marks such an execution deleted and removes it with its files (the selfie, the e-Aadhaar
 * photo) in its next round of hard deletions (EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL, 15
 * minutes by default; 1 minute in these checks). n8n 1.x deletes it at once, but keeps a form's
 * upload inside the execution's row by default (binary data mode `default`): the selfies of
 * applications that waited stay in the SQLite file's free pages (and its write-ahead log) after
 * their rows are deleted, until SQLite reuses them; so on 1.x the database file may hold selfies,
 * and nothing else.
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
	const inDatabase = search(kept.database, NEEDLES);
	const selfieOrJpeg = new Set([...SELFIES, JPEG_BASE64].map((needle) => needle.label));
	const unexpected = inDatabase.filter(
		(finding) => ctx.line !== '1' || !selfieOrJpeg.has(finding.what),
	);
	await ctx.check(
		ctx.line === '1'
			? "KYC onboarding: n8n's database file holds no Aadhaar number or document photo (n8n 1.x's deleted pages may still hold the selfies of applications that waited)"
			: "KYC onboarding: n8n's database file holds no Aadhaar number or photo",
		unexpected.length === 0,
		`${shown(unexpected)}\nsearched: ${kept.database.map((place) => place.label).join(', ')}`,
	);
	if (inDatabase.length)
		console.log(`     n8n's database file (deleted pages) still holds: ${shown(inDatabase)}`);
}
