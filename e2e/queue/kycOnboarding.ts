// A check of `npm run test:queue` (e2e/queue.test.ts): the KYC onboarding template
// (examples/kyc-onboarding.json) in queue mode, applied to as in e2e/n8n/kycOnboarding.ts (its
// cases, its imported copy: the Wait node's limit 60 s). The form reaches main, which queues the
// execution; a worker runs it to n8n's Form Ending and saves it waiting; the applicant's browser
// asks for the next page, which main queues (the execution goes on to the Wait node); DigiLocker's
// redirect reaches main, which queues the rest for a worker: the documents, the face match, the
// decision and the consent record in the Data Table (in Postgres). An applicant who never comes
// back is resumed by the Wait node's limit, which main's wait tracker queues.
//
// What does not hold in queue mode: *Limits*. n8n 2.41.3 stores a new execution's workflow without
// its static data and the worker runs it from there, so a Code node on a worker starts from empty
// static data: a second submission for a number whose application waits goes on to DigiLocker.
// That is pinned here as n8n's behaviour, which docs/queue-mode.md states: the check fails when
// n8n changes it, and the docs with it.
import { sleep } from 'n8n-workflow';

import {
	createTable,
	kycConsentColumns,
	KYC_CONSENTS_TABLE,
} from '../../testbed/realN8n/dataTables';
import { listExecutions } from '../../testbed/realN8n/executions';
import { pageText } from '../lib/formPages';
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
	importedCopy,
	INITIATE,
	RECEIVED,
	resumedAt,
	rowOf,
	TRY_LATER,
} from '../n8n/kycOnboarding';
import { contextOnMain, jobsOf, type OnMain } from './onMain';

/** The parts main queues for an application: the form, the next page after Form Ending, the return from DigiLocker. */
const PARTS = 3;

export async function checkKycOnboardingOnWorkers(onMain: OnMain): Promise<void> {
	const { main, rest, workers, check } = onMain;
	const ctx = contextOnMain({
		...onMain,
		check: (label, condition, detail) => check(`queue mode: ${label}`, condition, detail),
	});
	await withKycEmulator(ctx, 'Deepvue KYC onboarding, queue mode', async (emulator, credential) => {
		const table = await createTable(rest, KYC_CONSENTS_TABLE, kycConsentColumns());
		const workflowId = await createLiveWorkflow(ctx, importedCopy(credential, table.id));
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
			"queue mode (n8n's behaviour, docs/queue-mode.md): KYC onboarding, the same mobile number again while its application waits is not stopped by Limits (a worker's Code node starts from empty static data) and starts a second DigiLocker session",
			waiting &&
				again.authorizationUrl !== undefined &&
				!pageText(again.lastPage.body).includes(TRY_LATER) &&
				sessions === 2,
			`${waiting} ${sessions} ${pageText(again.lastPage.body).slice(0, 300)}`,
		);

		const pages: string[] = [];
		for (const [label, applicant, atDigiLocker, decision, reasonsHold] of CASES) {
			const journey = await apply(applicant, atDigiLocker);
			const row = await rowOf(table, journey.executionId);
			const reasons = String(row?.reasons ?? '')
				.split(', ')
				.filter(Boolean);
			const ran = onWorkers(journey.executionId, PARTS);
			console.log(
				`KYC onboarding, ${label}: ${String(row?.decision)} (${reasons.join(', ') || 'no reason'}); execution ${journey.executionId}, ${ran.jobs}`,
			);
			await check(
				`queue mode: KYC onboarding, ${label}: decision ${decision} in the consent record; DigiLocker sent the applicant back to the signed resume URL; main queued its three parts (the form, the next page, the return), a worker ran each`,
				row?.decision === decision &&
					reasonsHold(reasons) &&
					resumedAt(emulator, journey, '2') &&
					ran.held,
				`${JSON.stringify(row)}\n${journey.returnUrl}\n${ran.jobs}`,
			);
			// A denial's page offers the other way instead.
			if (atDigiLocker === 'never answers' || atDigiLocker.decision !== 'deny')
				pages.push(journey.lastPage.body);
		}
		await check(
			'queue mode: KYC onboarding, approve, review and reject leave the applicant on the same page, "application received"',
			pageText(pages[0] ?? '').includes(RECEIVED) && pages.every((page) => page === pages[0]),
			pages.map((page) => pageText(page).slice(0, 200)).join('\n'),
		);

		// The Wait node's limit (60 s in this copy) resumes the applicant who never came back.
		const awayRow = await rowOf(table, away.executionId, 180_000);
		await check(
			"queue mode: KYC onboarding, never back from DigiLocker: after the Wait node's limit, review (digilocker_timeout), resumed on a worker",
			awayRow?.decision === 'review' &&
				awayRow.reasons === 'digilocker_timeout' &&
				onWorkers(away.executionId, PARTS).held,
			`${JSON.stringify(awayRow)} ${onWorkers(away.executionId, PARTS).jobs}`,
		);
		// The second one for the same number ends the same way, a few seconds later.
		await rowOf(table, again.executionId, 60_000);
		await sleep(1000);
		const left = await listExecutions(rest, workflowId, 100);
		await check(
			'queue mode: KYC onboarding, no execution failed or is left waiting, none kept (the template does not save successful ones)',
			left.length === 0,
			JSON.stringify(left),
		);
	});
}
