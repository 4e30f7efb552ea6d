// A check of `npm run test:queue` (e2e/queue.test.ts): DigiLocker through a Wait node's resume URL
// in queue mode, the round trips of e2e/n8n/digilockerRoundTrip.ts (allowed, denied, another
// session's state) run as they are. Here the applicant's start reaches main, a worker runs the
// execution up to the Wait node and saves it waiting in Postgres; the redirect back (signed) reaches
// main, which queues the rest: a worker, not necessarily the same one, exchanges the code and keeps
// the e-Aadhaar photo in the database (N8N_DEFAULT_BINARY_DATA_MODE=database), where main reads it.
// Main's log and the workers' tell that both parts ran on workers (e2e/queue/onMain.ts).
import { roundTrips } from '../n8n/digilockerRoundTrip';
import { contextOnMain, jobsOf, type OnMain } from './onMain';

export async function checkDigilockerOnWorkers(onMain: OnMain): Promise<void> {
	const { main, workers, check } = onMain;
	const ctx = contextOnMain({
		...onMain,
		check: (label, condition, detail) => check(`queue mode: ${label}`, condition, detail),
	});
	const made = await roundTrips(ctx);
	for (const [label, executionId] of [
		['allowed', made.allowed],
		['denied', made.denied],
		["the other session's own redirect", made.anotherSessionsState[1]],
	]) {
		const jobs = jobsOf(main, workers, executionId);
		console.log(
			`DigiLocker round trip ${label}: execution ${executionId}, ${jobs.map(({ job, workers: ran }) => `job ${job} on worker ${ran.join(', ') || '?'}`).join(', then ')}`,
		);
		await check(
			`queue mode: the DigiLocker round trip ${label} (execution ${executionId}) was queued twice by main, its start and its resume, and each part ran on one worker`,
			jobs.length === 2 && jobs.every((job) => job.workers.length === 1),
			JSON.stringify(jobs),
		);
	}
}
