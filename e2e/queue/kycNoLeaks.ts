// A check of `npm run test:queue` (e2e/queue.test.ts): Aadhaar numbers never leak in queue mode.
// The eKYC runs of e2e/n8n/kycNoLeaks.ts (Kavya's, and a real-shaped number's with a wrong OTP):
// the applicant's number posted to main, Send Aadhaar OTP on a worker, the OTP posted to the
// resume URL, Verify Aadhaar OTP on a worker; then its runs against the hostile emulator (eKYC
// with a wrong OTP, eKYC with Full Response, DigiLocker with Full Response). Then, after them and
// the DigiLocker round trips, every execution over n8n's REST API, every row of every table in
// Postgres, every value in Redis, main's and the workers' logs (the workers log at debug level)
// and every other file of their user folders are searched for every Aadhaar number the tests use,
// in any spacing, and what n8n wrote to the system temp folder for the hostile run's number. The one place set aside is where the test posts the number
// (the Webhook's body.aadhaar), which the search must find. Redis is read after the runs, as it is
// then: what it keeps of finished jobs depends on n8n's queue retention, and what passed through
// it and was removed is not searched.
import { aadhaarNumbersIn, listed } from '../lib/personalDataSearch';
import {
	checkExecutions,
	checkFiles,
	ekycJourney,
	hostileJourney,
	searchTables,
} from '../n8n/kycNoLeaks';
import { contextOnMain, jobsOf, type OnMain } from './onMain';
import { readPostgres, readRedis } from './stores';

export async function checkNoAadhaarOnWorkers(
	onMain: OnMain,
	services: { postgresPort: number; redisPort: number },
): Promise<void> {
	const { main, workers, check } = onMain;
	const ctx = contextOnMain({
		...onMain,
		check: (label, condition, detail) => check(`queue mode: ${label}`, condition, detail),
	});
	const since = Date.now();
	const executionId = await ekycJourney(ctx);
	const jobs = jobsOf(main, workers, executionId);
	await ctx.check(
		`Aadhaar eKYC (execution ${executionId}): main queued its start and its resume, and a worker ran each`,
		jobs.length === 2 && jobs.every((job) => job.workers.length === 1),
		JSON.stringify(jobs),
	);
	await hostileJourney(ctx);
	await checkExecutions(ctx);
	await checkFiles(ctx, [ctx.userFolder, ...workers.map((worker) => worker.userFolder)], since);

	const database = searchTables(ctx, readPostgres(services.postgresPort));
	await ctx.check(
		`no Aadhaar number stored: n8n's Postgres database (${database.tables} tables, ${database.rows} rows) holds none in any spacing, the posted field aside (${database.setAside} times in execution_data)`,
		database.findings.length === 0 && database.setAside >= 1,
		listed(database.findings),
	);

	const redis = readRedis(services.redisPort);
	const inRedis = aadhaarNumbersIn(redis.text, 'Redis');
	await ctx.check(
		`no Aadhaar number stored: Redis (${redis.keys} keys, every value) holds none in any spacing`,
		inRedis.length === 0,
		listed(inRedis),
	);

	const logs = [
		{ name: 'main', log: main.log() },
		...workers.map((worker, index) => ({ name: `worker ${index + 1}`, log: worker.log() })),
	];
	const logged = logs.flatMap(({ name, log }) => aadhaarNumbersIn(log, `${name}'s log`));
	await ctx.check(
		`no Aadhaar number logged: the logs of main and the ${workers.length} workers (${logs.map(({ log }) => log.length).reduce((sum, length) => sum + length, 0)} characters, the workers' at debug level) hold none in any spacing`,
		logged.length === 0 && logs.every(({ log }) => log.length > 0),
		listed(logged),
	);
}
