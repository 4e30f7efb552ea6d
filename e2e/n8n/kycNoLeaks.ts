// Aadhaar numbers never leak in a real n8n. First Offline Aadhaar eKYC runs as an onboarding app
// drives it: a Webhook takes the applicant's name and Aadhaar number, Send Aadhaar OTP maps the
// number from that item, Respond to Webhook answers with the masked number and where to post the
// OTP (the Wait node's resume URL), the Wait node takes the OTP, Verify Aadhaar OTP checks it:
// Kavya's, then a real-shaped number no sample person holds, with dashes, and a wrong OTP. Then
// everything n8n stored, after every check module that ran before this one (the KYC contract and
// the DigiLocker round trips among them): every execution's full data through n8n's REST API, the
// SQLite database file of this n8n's user folder (every table), and n8n's log files, searched for
// every Aadhaar number the tests use in any spacing, and the JSON of the executions for a photo as
// base64. The one place set aside: the `aadhaar` field of the body the test posted, in the output
// items of the Webhook "Applicant" that received it, where n8n keeps a trigger's input (the
// search must find it there, or it would find nothing anywhere).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
	EKYC_OTP,
	personById,
	REAL_SHAPED_AADHAAR,
	writtenAadhaar,
} from '../../testbed/emulator/world';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import type { Emulator } from '../../testbed/emulator/server';
import { readDatabase, type Rows } from '../../testbed/realN8n/database';
import { listAllExecutions } from '../../testbed/realN8n/executions';
import { n8nFlatted, type N8nContext, type N8nOnlyContext } from '../lib/n8nContext';
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
import type { StoredCredential } from './shared';

const WEBHOOK_PATH = 'deepvue-aadhaar-ekyc';
const SEND = 'Send Aadhaar OTP';
const VERIFY = 'Verify Aadhaar OTP';
const kavya = personById('kavya');
const MASKED = `xxxx-xxxx-${kavya.aadhaar.slice(-4)}`;

function ekycWorkflow(credential: StoredCredential): object {
	return kycWorkflow(
		'Offline Aadhaar eKYC through a Wait node',
		applicantWebhook(WEBHOOK_PATH, 'responseNode'),
		[
			[
				kycNode(SEND, 'sendAadhaarOtp', { aadhaarNumber: `={{ $json.body.aadhaar }}` }, credential),
				respondNode(
					'Ask for the OTP',
					'={{ { masked_aadhaar: $json.masked_aadhaar, otp_url: $execution.resumeUrl } }}',
				),
				waitForCall('Wait for the OTP', 'POST'),
				kycNode(
					VERIFY,
					'verifyAadhaarOtp',
					{
						otp: '={{ $json.body.otp }}',
						otpReferenceId: `={{ $('${SEND}').item.json.reference_id }}`,
						nameToMatch: `={{ $('${APPLICANT}').item.json.body.name }}`,
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
	const asked = await postJson(`${ctx.n8nUrl}/webhook/${WEBHOOK_PATH}`, {
		name: 'Kavya Reddy',
		aadhaar: kavya.aadhaar,
	});
	const answer = typeof asked.body === 'object' ? asked.body : {};
	await check(
		'Aadhaar eKYC: the Webhook answered with the number masked and where to post the OTP, the OTP sent once',
		asked.status === 200 &&
			answer.masked_aadhaar === MASKED &&
			!writtenAadhaar(kavya.aadhaar).test(JSON.stringify(answer)) &&
			typeof answer.otp_url === 'string' &&
			emulator.otpsSentTo(kavya.aadhaar) === 1,
		`${asked.status} ${JSON.stringify(answer)}`,
	);
	const otpUrl = new URL(String(answer.otp_url));
	await ctx.untilWaiting(executionIdOf(otpUrl.toString()));
	const posted = await postJson(`${ctx.n8nUrl}${otpUrl.pathname}${otpUrl.search}`, {
		otp: EKYC_OTP,
	});
	const run = await ctx.untilEnded(executionIdOf(otpUrl.toString()));
	const [item] = ctx.outputOf(run, VERIFY);
	const photo = await fileBytes(ctx, item?.binary?.photo);
	await check(
		"Aadhaar eKYC: Send OTP -> Wait -> Verify OTP finished with Kavya's name (a match), her number masked and her photo as a file",
		posted.status === 200 &&
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
	return executionIdOf(otpUrl.toString());
}

/**
 * A real-shaped number no sample person holds, written with dashes, through the same live workflow,
 * then a wrong OTP: the execution fails at Verify Aadhaar OTP, its error kept in n8n's data.
 */
async function realShapedRun(ctx: N8nOnlyContext, emulator: Emulator): Promise<void> {
	const dashed = REAL_SHAPED_AADHAAR.replace(/(\d{4})(?=\d)/g, '$1-');
	const asked = await postJson(`${ctx.n8nUrl}/webhook/${WEBHOOK_PATH}`, {
		name: 'Anita Deshmukh',
		aadhaar: dashed,
	});
	const answer = typeof asked.body === 'object' ? asked.body : {};
	const otpUrl = new URL(String(answer.otp_url ?? 'http://invalid/'));
	await ctx.untilWaiting(executionIdOf(otpUrl.toString()));
	await postJson(`${ctx.n8nUrl}${otpUrl.pathname}${otpUrl.search}`, { otp: '000000' });
	const run = await ctx.untilEnded(executionIdOf(otpUrl.toString()));
	await ctx.check(
		'Aadhaar eKYC, a real-shaped number no sample person holds, then a wrong OTP: the Webhook answered with it masked, the OTP sent once, the execution failed at Verify Aadhaar OTP',
		asked.status === 200 &&
			answer.masked_aadhaar === `xxxx-xxxx-${REAL_SHAPED_AADHAAR.slice(-4)}` &&
			emulator.otpsSentTo(REAL_SHAPED_AADHAAR) === 1 &&
			run.status === 'error' &&
			run.data.resultData.lastNodeExecuted === VERIFY,
		JSON.stringify({
			status: asked.status,
			answer,
			run: run.status,
			error: run.data.resultData.error?.message,
		}),
	);
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
		const { data: stored } = await ctx.rest.call<{ data: StoredExecution }>(
			'GET',
			`/executions/${id}`,
		);
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
		`no Aadhaar number stored: every execution's full data over n8n's REST API (${executions.executions} executions of ${executions.workflows} workflows, each with its workflow) holds no Aadhaar number the tests use (the sample people's, the real-shaped one) in any spacing, that field aside`,
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
	await ekycJourney(ctx);
	await checkExecutions(ctx);

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
