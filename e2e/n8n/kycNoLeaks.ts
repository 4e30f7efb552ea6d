// Aadhaar numbers never leak in a real n8n. First Offline Aadhaar eKYC runs as an onboarding app
// drives it: a Webhook takes the applicant's name and Aadhaar number, Send Aadhaar OTP maps the
// number from that item, Respond to Webhook answers with the masked number and where to post the
// OTP (the Wait node's resume URL), the Wait node takes the OTP, Verify Aadhaar OTP checks it:
// Kavya's, then a real-shaped number no sample person holds, with dashes, and a wrong OTP. Then the
// KYC flows against the hostile emulator (testbed/emulator/service/hostile.ts), with another
// real-shaped number: its answers and errors quote the number whole (tabs, no-break spaces, dots,
// in 3s, inside an id), echo the request's URL, put it in the e-Aadhaar's address and a full uid in
// the PAN and licence certificates; the eKYC with the number typed with no-break spaces and a wrong
// OTP, with tabs and Full Response, and DigiLocker's documents with Full Response. Then everything
// n8n stored, after every check module that ran before this one (the KYC contract and the
// DigiLocker round trips among them): every execution's full data through n8n's REST API, the
// SQLite database file of this n8n's user folder (every table), n8n's log files and every other
// file of its user folder (the binary data store among them, by content and by name), searched
// for every Aadhaar number the tests use in any spacing, JSON, URL and HTML escapes included, and
// the JSON of the executions for a photo as base64; and what n8n wrote to the system temp folder
// meanwhile, for the hostile run's number. The one place set aside: the `aadhaar` field of the body
// the test posted, in the output items of the Webhook "Applicant" that received it, where n8n keeps
// a trigger's input (the search must find it there, or it would find nothing anywhere).
import { fstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

import {
	EKYC_OTP,
	HOSTILE_AADHAAR,
	personById,
	REAL_SHAPED_AADHAAR,
	writtenAadhaar,
} from '../../testbed/emulator/world';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import type { Emulator } from '../../testbed/emulator/server';
import { readDatabase, type Rows } from '../../testbed/realN8n/database';
import { listAllExecutions } from '../../testbed/realN8n/executions';
import { n8nFlatted, type N8nContext, type N8nOnlyContext, type Run } from '../lib/n8nContext';
import { throughDigiLocker } from '../lib/applicantBrowser';
import { filesUnder } from '../lib/leakSearch';
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
import {
	aadhaarNumbersIn,
	listed,
	photosIn,
	setAsidePostedAadhaar,
	type Finding,
} from '../lib/personalDataSearch';
import { digilockerWorkflow } from './digilockerRoundTrip';
import type { StoredCredential } from './shared';

const WEBHOOK_PATH = 'deepvue-aadhaar-ekyc';
const SEND = 'Send Aadhaar OTP';
const VERIFY = 'Verify Aadhaar OTP';
const kavya = personById('kavya');
const MASKED = `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`;

/**
 * The eKYC workflow at `path`, its KYC nodes with `options` (Full Response puts their result under
 * `data`; the reference stays at the top).
 */
function ekycWorkflow(
	credential: StoredCredential,
	path = WEBHOOK_PATH,
	options: INodeParameters = {},
): object {
	return kycWorkflow(
		'Offline Aadhaar eKYC through a Wait node',
		applicantWebhook(path, 'responseNode'),
		[
			[
				kycNode(
					SEND,
					'sendAadhaarOtp',
					{ aadhaarNumber: `={{ $json.body.aadhaar }}`, options },
					credential,
				),
				respondNode(
					'Ask for the OTP',
					'={{ { masked_aadhaar: ($json.data || $json).masked_aadhaar, otp_url: $execution.resumeUrl } }}',
				),
				waitForCall('Wait for the OTP', 'POST'),
				kycNode(
					VERIFY,
					'verifyAadhaarOtp',
					{
						otp: '={{ $json.body.otp }}',
						otpReferenceId: `={{ $('${SEND}').item.json.reference_id }}`,
						nameToMatch: `={{ $('${APPLICANT}').item.json.body.name }}`,
						aadhaarLinkedMobile: '={{ $json.body.mobile }}',
						options,
					},
					credential,
				),
			],
		],
	);
}

/** The eKYC as the applicant goes through it: their number posted, the OTP posted to where n8n said. */
async function ekycRun(
	ctx: N8nOnlyContext,
	emulator: Emulator,
	credential: StoredCredential,
): Promise<string> {
	const { check } = ctx;
	await createLiveWorkflow(ctx, ekycWorkflow(credential));
	const { status, answer, run } = await throughEkyc(
		ctx,
		WEBHOOK_PATH,
		{ name: 'Kavya Reddy', aadhaar: kavya.aadhaar },
		{ otp: EKYC_OTP },
	);
	await check(
		'Aadhaar eKYC: the Webhook answered with the number masked and where to post the OTP',
		status === 200 &&
			answer.masked_aadhaar === MASKED &&
			!writtenAadhaar(kavya.aadhaar).test(JSON.stringify(answer)) &&
			typeof answer.otp_url === 'string',
		`${status} ${JSON.stringify(answer)}`,
	);
	const [item] = ctx.outputOf(run, VERIFY);
	const photo = await fileBytes(ctx, item?.binary?.photo);
	await check(
		"Aadhaar eKYC: Send OTP -> Wait -> Verify OTP finished with Kavya's name (a match), her number masked and her photo as a file",
		run.status === 'success' &&
			item?.json.name === kavya.name &&
			item.json.masked_aadhaar === MASKED &&
			(item.json.name_match as { verdict?: string } | undefined)?.verdict === 'match' &&
			photo.equals(photoOf('kavya', 'document')) &&
			emulator.otpsSentTo(kavya.aadhaar) === 1 &&
			emulator.requestsTo('/v1/authorize').length === 0,
		JSON.stringify({
			status: run.status,
			error: run.data.resultData.error?.message,
			json: item?.json,
		}),
	);
	return executionIdOf(String(answer.otp_url));
}

/** The Webhook's answer to an applicant, and the run of their execution once they replied at the resume URL. */
interface EkycVisit {
	status: number;
	answer: Record<string, unknown>;
	run: Run;
}

/** An applicant through the eKYC workflow at `path`: `applicant` posted, then `reply` at the resume URL n8n gave. */
async function throughEkyc(
	ctx: N8nOnlyContext,
	path: string,
	applicant: Record<string, string>,
	reply: Record<string, string>,
): Promise<EkycVisit> {
	const asked = await postJson(`${ctx.n8nUrl}/webhook/${path}`, applicant);
	const answer = typeof asked.body === 'object' ? asked.body : {};
	const otpUrl = new URL(String(answer.otp_url ?? 'http://invalid/'));
	await ctx.untilWaiting(executionIdOf(otpUrl.toString()));
	await postJson(`${ctx.n8nUrl}${otpUrl.pathname}${otpUrl.search}`, reply);
	return {
		status: asked.status,
		answer,
		run: await ctx.untilEnded(executionIdOf(otpUrl.toString())),
	};
}

/**
 * A real-shaped number no sample person holds, written with dashes, through the same live workflow,
 * then a wrong OTP: the execution fails at Verify Aadhaar OTP, its error kept in n8n's data.
 */
async function realShapedRun(ctx: N8nOnlyContext, emulator: Emulator): Promise<void> {
	const dashed = REAL_SHAPED_AADHAAR.replace(/(\d{4})(?=\d)/g, '$1-');
	const { status, answer, run } = await throughEkyc(
		ctx,
		WEBHOOK_PATH,
		{ name: 'Anita Deshmukh', aadhaar: dashed },
		{ otp: '000000' },
	);
	await ctx.check(
		'Aadhaar eKYC, a real-shaped number no sample person holds, then a wrong OTP: the Webhook answered with it masked, the OTP sent once, the execution failed at Verify Aadhaar OTP',
		status === 200 &&
			answer.masked_aadhaar === `xxxx-xxxx-${REAL_SHAPED_AADHAAR.slice(-4)}` &&
			emulator.otpsSentTo(REAL_SHAPED_AADHAAR) === 1 &&
			run.status === 'error' &&
			run.data.resultData.lastNodeExecuted === VERIFY,
		JSON.stringify({ status, answer, run: run.status, error: run.data.resultData.error?.message }),
	);
}

const HOSTILE_MASKED = `xxxx-xxxx-${HOSTILE_AADHAAR.slice(-4)}`;
const HOSTILE_DOCUMENTS = ['aadhaar', 'pan', 'dl'];
const FULL = { response: 'full' };
/** The number's 4s with `separator` between them, as an applicant may type it. */
const typedWith = (separator: string) =>
	HOSTILE_AADHAAR.replace(/(\d{4})(?=\d)/g, `$1${separator}`);

/** Whether a run's data holds the hostile number in any spacing, where the test posted it aside. */
function showsHostileNumber(run: Run): boolean {
	const data = structuredClone(run.data);
	setAsidePostedAadhaar(data);
	return writtenAadhaar(HOSTILE_AADHAAR).test(JSON.stringify(data));
}

/**
 * The eKYC against the hostile emulator, the number typed with no-break spaces, then a wrong OTP:
 * Deepvue's error quotes the number (with tabs, no-break spaces, en dashes, in 3s, inside an id);
 * n8n keeps the error with it masked.
 */
async function hostileWrongOtp(ctx: N8nOnlyContext): Promise<void> {
	const { status, answer, run } = await throughEkyc(
		ctx,
		`${WEBHOOK_PATH}-hostile`,
		{ name: 'Anita Deshmukh', aadhaar: typedWith('\u00a0') },
		{ otp: '000000' },
	);
	const error = run.data.resultData.error;
	await ctx.check(
		"hostile Deepvue: eKYC with the number typed with no-break spaces, then a wrong OTP: the Webhook answered with it masked, the execution failed at Verify Aadhaar OTP with Deepvue's words quoting it masked",
		status === 200 &&
			answer.masked_aadhaar === HOSTILE_MASKED &&
			run.status === 'error' &&
			run.data.resultData.lastNodeExecuted === VERIFY &&
			error?.message === `Invalid OTP (aadhaar_number ${HOSTILE_MASKED})` &&
			!showsHostileNumber(run),
		JSON.stringify({ status, answer, run: run.status, error: error?.message }),
	);
}

/**
 * The eKYC against the hostile emulator with Full Response, the number typed with tabs and the OTP:
 * Deepvue echoes the URL (its query holds the number), hands the number back in odd fields and
 * inside its transaction_id, quotes it in the address, says the mobile match as text.
 */
async function hostileFullResponse(ctx: N8nOnlyContext): Promise<void> {
	const { status, answer, run } = await throughEkyc(
		ctx,
		`${WEBHOOK_PATH}-hostile-full`,
		{ name: 'Anita Deshmukh', aadhaar: typedWith('\t') },
		{ otp: EKYC_OTP, mobile: '9000000001' },
	);
	const sent = ctx.outputOf(run, SEND)[0]?.json ?? {};
	const checked = (ctx.outputOf(run, VERIFY)[0]?.json.data ?? {}) as Record<string, unknown>;
	await ctx.check(
		'hostile Deepvue: eKYC with the number typed with tabs, Full Response: the echoed URL, the odd fields, the transaction_id and the address hold it masked, and the mobile match "false" is false',
		status === 200 &&
			answer.masked_aadhaar === HOSTILE_MASKED &&
			run.status === 'success' &&
			String(sent.url).includes(`aadhaar_number=${HOSTILE_MASKED}&`) &&
			sent.transaction_id === `ab${HOSTILE_MASKED}cdef0123456789` &&
			(checked.address as Record<string, unknown> | undefined)?.care_of ===
				`UID ${HOSTILE_MASKED}` &&
			checked.mobile_matches_aadhaar === false &&
			!showsHostileNumber(run),
		JSON.stringify({ status, answer, run: run.status, sent, checked }),
	);
}

/**
 * DigiLocker against the hostile emulator, Full Response: Mathew Thomas allows, and his e-Aadhaar's
 * address, masked_uid and his PAN's and licence's certificates (the licence's as base64) carry the
 * number whole; the documents and the certificates n8n keeps as files hold it masked.
 */
async function hostileDigiLocker(ctx: N8nOnlyContext, emulator: Emulator): Promise<void> {
	const asked = await postJson(`${ctx.n8nUrl}/webhook/deepvue-digilocker-hostile`, {
		name: 'Mathew Thomas',
	});
	const started = typeof asked.body === 'object' ? asked.body : {};
	const session = emulator
		.digilockerSessions()
		.find((candidate) => candidate.id === started.session_id);
	const executionId = executionIdOf(session?.redirectUrl ?? 'http://invalid/');
	await ctx.untilWaiting(executionId);
	await throughDigiLocker(emulator, String(started.authorization_url), 'mathew', 'allow');
	const run = await ctx.untilEnded(executionId);
	const [item] = ctx.outputOf(run, 'Get DigiLocker Documents');
	const documents = (item?.json.data ?? {}) as Record<string, Record<string, unknown> | undefined>;
	const certificates = await Promise.all(
		['pan_document', 'driving_licence_document'].map(async (field) =>
			(await fileBytes(ctx, item?.binary?.[field])).toString('utf8'),
		),
	);
	const mathew = personById('mathew');
	await ctx.check(
		"hostile Deepvue: DigiLocker with Full Response: the e-Aadhaar's address and masked number hold the number masked, the PAN and licence are read, their certificates kept as files with the uid masked",
		run.status === 'success' &&
			documents.eaadhaar?.masked_aadhaar === HOSTILE_MASKED &&
			String(
				(documents.eaadhaar?.address as Record<string, unknown> | undefined)?.care_of,
			).endsWith(`Aadhaar ${HOSTILE_MASKED}`) &&
			documents.pan?.pan_number === mathew.pan &&
			documents.driving_licence?.licence_number === mathew.digiLocker.drivingLicence &&
			certificates.every(
				(xml) =>
					xml.includes(`uid="${HOSTILE_MASKED}"`) && !writtenAadhaar(HOSTILE_AADHAAR).test(xml),
			) &&
			!showsHostileNumber(run),
		JSON.stringify({ status: run.status, error: run.data.resultData.error?.message, documents }),
	);
}

/**
 * The KYC flows against the hostile emulator (testbed/emulator/service/hostile.ts) with a
 * real-shaped number no other run uses (HOSTILE_AADHAAR), on an emulator of their own: the eKYC
 * with a wrong OTP (Simplified) and with the OTP (Full Response), DigiLocker with Full Response.
 */
export async function hostileJourney(ctx: N8nOnlyContext): Promise<void> {
	await withKycEmulator(ctx, 'Deepvue hostile', async (emulator, credential) => {
		emulator.setConditions({ hostile: true, otpResendWaitMs: 0 });
		await createLiveWorkflow(ctx, ekycWorkflow(credential, `${WEBHOOK_PATH}-hostile`));
		await createLiveWorkflow(ctx, ekycWorkflow(credential, `${WEBHOOK_PATH}-hostile-full`, FULL));
		await createLiveWorkflow(
			ctx,
			digilockerWorkflow(credential, {
				path: 'deepvue-digilocker-hostile',
				start: { digilockerDocuments: HOSTILE_DOCUMENTS },
				documents: { digilockerDocuments: HOSTILE_DOCUMENTS, options: FULL },
			}),
		);
		await ctx.timed('hostile Deepvue: eKYC, a wrong OTP', () => hostileWrongOtp(ctx));
		await ctx.timed('hostile Deepvue: eKYC, Full Response', () => hostileFullResponse(ctx));
		await ctx.timed('hostile Deepvue: DigiLocker', () => hostileDigiLocker(ctx, emulator));
	});
}

interface StoredExecution {
	id: string;
	workflowId?: string;
	workflowData?: { name?: string };
	data: string;
	[key: string]: unknown;
}

/** Every execution's full data through the REST API: findings, and how much was searched. */
async function searchExecutions(ctx: N8nOnlyContext) {
	const flatted = n8nFlatted(ctx.installation);
	const aadhaar: Finding[] = [];
	const photos: Finding[] = [];
	const workflows = new Set<string>();
	let setAside = 0;
	const executions = await listAllExecutions(ctx.rest);
	for (const { id } of executions) {
		const answer = await ctx.rest.call<{ data?: StoredExecution } | undefined>(
			'GET',
			`/executions/${id}`,
		);
		// An execution that ended and was deleted (a template that saves none) after the listing:
		// nothing of it is stored any more, which the database's search covers too.
		const stored = answer?.data;
		if (!stored) continue;
		const data = flatted.parse(stored.data);
		setAside += setAsidePostedAadhaar(data);
		workflows.add(stored.workflowData?.name ?? String(stored.workflowId));
		const where = `execution ${id} (${stored.workflowData?.name})`;
		aadhaar.push(...aadhaarNumbersIn({ ...stored, data }, where));
		photos.push(...photosIn(data, where));
	}
	return { aadhaar, photos, setAside, executions: executions.length, workflows: workflows.size };
}

/** Every row of a database's tables, execution_data's data parsed and the posted number set aside. */
export function searchTables(ctx: N8nOnlyContext, tables: Record<string, Rows>) {
	const flatted = n8nFlatted(ctx.installation);
	const findings: Finding[] = [];
	let rows = 0;
	let setAside = 0;
	for (const [table, tableRows] of Object.entries(tables)) {
		for (const [index, row] of tableRows.entries()) {
			rows += 1;
			const where = `database ${table} row ${row.executionId ?? row.id ?? index}`;
			if (table === 'execution_data' && typeof row.data === 'string') {
				const data = flatted.parse(row.data);
				setAside += setAsidePostedAadhaar(data);
				findings.push(...aadhaarNumbersIn({ ...row, data }, where));
			} else findings.push(...aadhaarNumbersIn(row, where));
		}
	}
	return { findings, setAside, tables: Object.keys(tables).length, rows };
}

/** n8n's own log (n8n.log) and its event log files (.n8n/n8nEventLog*.log). */
function searchLogs(ctx: N8nContext) {
	const folder = path.join(ctx.userFolder, '.n8n');
	const files = [
		path.join(ctx.userFolder, 'n8n.log'),
		...readdirSync(folder)
			.filter((name) => name.startsWith('n8nEventLog'))
			.map((name) => path.join(folder, name)),
	];
	const findings = files.flatMap((file) =>
		aadhaarNumbersIn(readFileSync(file, 'utf8'), path.basename(file)),
	);
	return { findings, files: files.map((file) => path.basename(file)) };
}

/** n8n's SQLite database and its journals: searched by their rows, where the posted number is set aside. */
const DATABASE_FILE = /^database\.sqlite(-wal|-shm|-journal)?$/;

/**
 * The files of n8n's user folders (`folders`: the binary data store, logs, settings, the package),
 * each by its content and its path, the database aside; and what n8n wrote to the system temp
 * folder since `since` (its top-level files, a form upload's parts on 1.123, and its Data Table
 * uploads folder; this test's own output aside) for the hostile number, which no other run holds
 * (others' runs write there too).
 */
function searchFiles(folders: string[], since: number) {
	const files = folders.flatMap((folder) =>
		filesUnder(folder).filter((file) => !DATABASE_FILE.test(path.basename(file))),
	);
	const inFolders = files.flatMap((file) => [
		...aadhaarNumbersIn(file, 'a file name'),
		...aadhaarNumbersIn(readFileSync(file, 'latin1'), file),
	]);
	// This test's own output, when it is sent to a file there, aside.
	const ownOutput = [1, 2].map((fd) => `${fstatSync(fd).dev}:${fstatSync(fd).ino}`);
	const temp = [
		...readdirSync(tmpdir(), { withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => path.join(tmpdir(), entry.name)),
		...filesUnder(path.join(tmpdir(), 'n8nDataTableUploads')),
	].filter((file) => {
		const stat = statSync(file);
		return stat.mtimeMs >= since && !ownOutput.includes(`${stat.dev}:${stat.ino}`);
	});
	const hostile = writtenAadhaar(HOSTILE_AADHAAR);
	const inTemp = temp.filter(
		(file) => hostile.test(file) || hostile.test(readFileSync(file, 'latin1')),
	);
	return { inFolders, files: files.length, inTemp, temp: temp.length };
}

/** The files of n8n's user folders and the temp folder (searchFiles), checked. */
export async function checkFiles(
	ctx: N8nOnlyContext,
	folders: string[],
	since: number,
): Promise<void> {
	const found = searchFiles(folders, since);
	await ctx.check(
		`no Aadhaar number in a file: the ${found.files} files of n8n's user folder${folders.length > 1 ? 's' : ''} (binary data, logs, settings; the database aside), by content and by name, hold none in any spacing`,
		found.inFolders.length === 0 && found.files > 0,
		listed(found.inFolders),
	);
	await ctx.check(
		`no Aadhaar number in a file: the files changed in the system temp folder during the runs, where n8n may write (${found.temp}), hold the hostile run's number in no spacing`,
		found.inTemp.length === 0,
		found.inTemp.join('\n'),
	);
}

/** The eKYC runs, on an emulator of its own: Kavya's (resolves to its execution's id), then a real-shaped number's with a wrong OTP. */
export async function ekycJourney(ctx: N8nOnlyContext): Promise<string> {
	return await withKycEmulator(ctx, 'Deepvue Aadhaar eKYC', async (emulator, credential) => {
		const executionId = await ctx.timed('Aadhaar eKYC: one run', () =>
			ekycRun(ctx, emulator, credential),
		);
		await ctx.timed('Aadhaar eKYC: a real-shaped number, a wrong OTP', () =>
			realShapedRun(ctx, emulator),
		);
		return executionId;
	});
}

/** Every execution n8n lists, over its REST API: no Aadhaar number but the posted one, no photo as base64. */
export async function checkExecutions(ctx: N8nOnlyContext): Promise<void> {
	const { check } = ctx;
	const executions = await ctx.timed('no Aadhaar number stored: executions over REST', () =>
		searchExecutions(ctx),
	);
	await check(
		`no Aadhaar number stored: the search finds the number where the test posted it (the Webhook "${APPLICANT}"'s body.aadhaar, ${executions.setAside} times), so it would find one elsewhere`,
		executions.setAside >= 1,
	);
	await check(
		`no Aadhaar number stored: every execution's full data over n8n's REST API (${executions.executions} executions of ${executions.workflows} workflows, each with its workflow) holds no Aadhaar number the tests use (the sample people's, the real-shaped ones) in any spacing, that field aside`,
		executions.aadhaar.length === 0,
		listed(executions.aadhaar),
	);
	await check(
		`no photo as base64 in the JSON: ${executions.executions} executions' data, items' binary data aside`,
		executions.photos.length === 0,
		listed(executions.photos),
	);
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	const since = Date.now();
	await ekycJourney(ctx);
	await hostileJourney(ctx);
	await checkExecutions(ctx);
	await checkFiles(ctx, [ctx.userFolder], since);

	const database = await ctx.timed('no Aadhaar number stored: the SQLite database', async () =>
		searchTables(ctx, await readDatabase(ctx.installation, ctx.userFolder)),
	);
	await check(
		`no Aadhaar number stored: n8n's SQLite database (${database.tables} tables, ${database.rows} rows) holds none in any spacing, the posted field aside (${database.setAside} times in execution_data)`,
		database.findings.length === 0 && database.setAside >= 1,
		listed(database.findings),
	);

	const logs = searchLogs(ctx);
	await check(
		`no Aadhaar number logged: n8n's log files (${logs.files.join(', ')}) hold none in any spacing`,
		logs.findings.length === 0,
		listed(logs.findings),
	);
}
