// A check of `npm run test:queue` (e2e/queue.test.ts): the KYC onboarding template
// (examples/kyc-onboarding.json) in queue mode, its limits in Redis as its sticky note says (the
// nodes marked (Redis) on, with a credential for the Redis queue mode runs on; those marked (Data
// Table) off), applied to as in e2e/n8n/kycOnboarding.ts (its cases; the Wait node's limit 60 s).
// The form reaches main, which queues the execution; a worker runs it to n8n's Form Ending and
// saves it waiting; the applicant's browser asks for the next page, which main queues (the
// execution goes on to the Wait node); DigiLocker's redirect reaches this workflow's page, an
// execution of its own, whose request to the resume URL main queues for a worker: the documents,
// the face match, the decision and the consent record in the Data Table (in Postgres). An applicant
// who never comes back is resumed by the Wait node's limit, which main's wait tracker queues.
// Then the limits across workers (e2e/lib/formLimits.ts), in Redis and, to show why not, in a Data
// Table.
import { sleep } from 'n8n-workflow';

import { listExecutions } from '../../testbed/realN8n/executions';
import { pageText } from '../lib/formPages';
import { expectedOf, figuresOf, measureFormLimits } from '../lib/formLimits';
import { headingOf, importedTemplate, limitsInRedis, withoutReference } from '../lib/formTemplates';
import {
	applyForKyc,
	waitsForDigiLocker,
	type AtDigiLocker,
	type KycApplicant,
} from '../lib/kycJourney';
import { createLiveWorkflow, withKycEmulator } from '../lib/kycWorkflows';
import {
	asKavya,
	CASES,
	INITIATE,
	kycTables,
	NOT_SHARED,
	RECEIVED,
	returnedToPage,
	rowOf,
	TRY_LATER,
} from '../n8n/kycOnboarding';
import { dataOf, type Saved } from './answers';
import { contextOnMain, jobsOf, type OnMain } from './onMain';

/** The parts main queues for an application: the form, the next page after Form Ending, the return from DigiLocker. */
const PARTS = 3;

/** A Redis credential of the owner's for the Redis queue mode runs on. */
export const redisCredential = (onMain: OnMain, port: number): Promise<Saved> =>
	dataOf<Saved>(onMain.rest, 'POST', '/credentials', {
		name: 'Redis (queue mode)',
		type: 'redis',
		data: { host: '127.0.0.1', port, database: 0, password: '' },
	});

export async function checkKycOnboardingOnWorkers(
	onMain: OnMain,
	redisPort: number,
): Promise<void> {
	const { main, rest, workers, check } = onMain;
	const ctx = contextOnMain({
		...onMain,
		check: (label, condition, detail) => check(`queue mode: ${label}`, condition, detail),
	});
	const redis = await redisCredential(onMain, redisPort);
	const tables = await kycTables(ctx);
	await withKycEmulator(ctx, 'Deepvue KYC onboarding, queue mode', async (emulator, credential) => {
		const workflowId = await createLiveWorkflow(
			ctx,
			limitsInRedis(
				importedTemplate(
					'kyc-onboarding.json',
					credential,
					{ limits: tables.limits.id, consents: tables.consents.id },
					{ waitSeconds: 60 },
				),
				redis,
			),
		);
		const apply = (applicant: KycApplicant, atDigiLocker: AtDigiLocker) =>
			applyForKyc(ctx.n8nUrl, applicant, atDigiLocker, {
				beforeAnswering: (executionId) => waitsForDigiLocker(ctx.runData, executionId),
			});
		const onWorkers = (executionId: string, parts: number) => {
			const jobs = jobsOf(main, workers, executionId);
			return {
				held: jobs.length === parts && jobs.every((job) => job.workers.length === 1),
				jobs: JSON.stringify(jobs),
			};
		};

		// The applicant who never comes back, and the same number again while that one waits.
		const away = await apply(asKavya('8000000025'), 'never answers');
		const waiting = await waitsForDigiLocker(ctx.runData, away.executionId);
		const again = await apply(asKavya('8000000025'), 'never answers');
		const sessions = emulator.requestsTo(INITIATE).length;
		await check(
			'queue mode: KYC onboarding, the same mobile number again while its application waits (on another worker, maybe): Try Again Later, no second DigiLocker session (the limits in Redis)',
			waiting &&
				again.authorizationUrl === undefined &&
				headingOf(again.lastPage.body) === TRY_LATER &&
				sessions === 1,
			`${waiting} ${sessions} ${pageText(again.lastPage.body).slice(0, 300)}`,
		);

		const pages: string[] = [];
		for (const [label, applicant, atDigiLocker, decision, reasonsHold] of CASES) {
			const journey = await apply(applicant, atDigiLocker);
			const row = await rowOf(
				tables.consents,
				journey.executionId,
				120_000,
				(found) => found.decision !== 'pending',
			);
			const reasons = String(row?.reasons ?? '')
				.split(', ')
				.filter(Boolean);
			const ran = onWorkers(journey.executionId, PARTS);
			console.log(
				`KYC onboarding, ${label}: ${String(row?.decision)} (${reasons.join(', ') || 'no reason'}); execution ${journey.executionId}, ${ran.jobs}`,
			);
			await check(
				`queue mode: KYC onboarding, ${label}: decision ${decision} in the consent record; DigiLocker sent the applicant back to this workflow's page with the signed application, which resumed it; main queued its three parts (the form, the next page, the return), a worker ran each`,
				row?.decision === decision &&
					reasonsHold(reasons) &&
					returnedToPage(journey, '2') &&
					ran.held,
				`${JSON.stringify(row)}\n${journey.returnUrl}\n${ran.jobs}`,
			);
			if (atDigiLocker === 'never answers' || atDigiLocker.decision !== 'deny')
				pages.push(journey.lastPage.body);
			else
				await check(
					'queue mode: KYC onboarding, a denial: the page says the documents were not shared',
					headingOf(journey.lastPage.body) === NOT_SHARED,
					pageText(journey.lastPage.body),
				);
		}
		await check(
			'queue mode: KYC onboarding, approve, review and reject leave the applicant on the same page, "application received"',
			headingOf(pages[0] ?? '') === RECEIVED &&
				pages.every((page) => withoutReference(page) === withoutReference(pages[0])),
			pages.map((page) => pageText(page).slice(0, 200)).join('\n'),
		);

		// The Wait node's limit (60 s in this copy) resumes the applicant who never came back.
		const awayRow = await rowOf(
			tables.consents,
			away.executionId,
			180_000,
			(found) => found.decision !== 'pending',
		);
		await check(
			"queue mode: KYC onboarding, never back from DigiLocker: after the Wait node's limit, review (digilocker_timeout), resumed on a worker",
			awayRow?.decision === 'review' &&
				awayRow.reasons === 'digilocker_timeout' &&
				onWorkers(away.executionId, PARTS).held,
			`${JSON.stringify(awayRow)} ${onWorkers(away.executionId, PARTS).jobs}`,
		);
		// The last execution may still be finishing after its consent record was written.
		let left = await listExecutions(rest, workflowId, 100);
		for (let waited = 0; waited < 30_000 && left.length > 0; waited += 1000) {
			await sleep(1000);
			left = await listExecutions(rest, workflowId, 100);
		}
		await check(
			'queue mode: KYC onboarding, no execution kept, failed or waiting (the template saves none)',
			left.length === 0,
			JSON.stringify(left),
		);
	});

	for (const [file, form] of [
		['kyc-onboarding.json', 'KYC onboarding'],
		['onboarding-form.json', 'onboarding form'],
	] as const) {
		const inRedis = await measureFormLimits(ctx, file, {
			name: 'Redis',
			tables: { limits: tables.limits.id, consents: tables.consents.id },
			redis,
		});
		console.log(figuresOf(`${form}, limits in Redis, queue mode (2 workers)`, inRedis));
		for (const [label, held] of expectedOf(inRedis))
			await check(
				`queue mode: ${form}, limits in Redis across ${workers.length} workers: ${label}`,
				held,
				JSON.stringify(inRedis),
			);
		// A Data Table is not the store for several workers: measured, not checked.
		const inTable = await measureFormLimits(ctx, file, {
			name: 'Data Table',
			tables: { limits: tables.limits.id, consents: tables.consents.id },
		});
		console.log(
			figuresOf(`${form}, limits in a Data Table (Postgres), queue mode (2 workers)`, inTable),
		);
	}
}
