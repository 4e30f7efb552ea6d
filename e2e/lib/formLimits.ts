// The two form templates' limits measured where they run: a copy of each (a form path, pages and a
// limits log of its own, the day's cap set to 5) is published beside the template, then submitted
// to as a script would: twenty submissions for one mobile number sent at the same instant, a double
// submit (two at once) for another, and twenty for twenty numbers at once, which meet the day's cap.
// What each submission's browser is left with is read (DigiLocker's page or Try Again Later; the
// received page or Try Again Later), and what was paid: DigiLocker sessions started, numbers looked
// up. `e2e/n8n/formLimits.ts` runs it on one n8n (the limits in a Data Table), `e2e/queue/kycOnboarding.ts`
// in queue mode on two workers (in Redis, and in a Data Table to show why not).
import { randomBytes } from 'node:crypto';

import { sleep } from 'n8n-workflow';

import type { Emulator } from '../../testbed/emulator/server';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { personById } from '../../testbed/emulator/world';
import type { FormTables } from './formTemplates';
import { headingOf, importedTemplate, limitsInRedis } from './formTemplates';
import { applyForKyc } from './kycJourney';
import type { N8nOnlyContext } from './n8nContext';
import { submitOnboardingForm } from './onboardingFormJourney';
import { createLiveWorkflow, withKycEmulator } from './kycWorkflows';

/** The day's cap in the copies measured. */
export const DAY_CAP = 5;
const TRY_LATER = 'Please try again later';
const RECEIVED = 'Thank you, we have your application';
const INITIATE = '/v1/kyc/digilocker/initiate-session';
const MOBILE_TO_NAME = '/v1/mobile-intelligence/mobile-to-name';
/** How long the submissions that went on may take to pay, and how long after that an extra payment is watched for. */
const PAID_WITHIN_MS = 60_000;
const EXTRA_PAYMENT_WINDOW_MS = 3000;

export interface Burst {
	what: string;
	sent: number;
	/** What was paid for: DigiLocker sessions started (KYC), numbers looked up (onboarding). */
	paid: number;
	/** Submissions that went on (to DigiLocker; to "we have your application"). */
	wentOn: number;
	tryLater: number;
	/** Submissions whose execution ended without a page for the applicant (an error on a worker). */
	failed: number;
	/** Seconds from the first submission to the last page. */
	seconds: number;
	pages: string[];
}

export interface Store {
	name: 'Data Table' | 'Redis';
	tables: FormTables;
	/** The Redis credential, when the limits are in Redis. */
	redis?: { id: string; name: string };
}

/** A number of the emulator's that nobody holds (an unknown number is looked up, not refused). */
const mobileOf = (index: number) => `97${String(10_000_000 + index).slice(-8)}`;

async function burst(
	what: string,
	emulator: Emulator,
	paidPath: string,
	submissions: Array<() => Promise<{ page: string; wentOn: boolean }>>,
): Promise<Burst> {
	const before = emulator.requestsTo(paidPath).length;
	const started = Date.now();
	// A submission whose execution ends without a page is counted, not thrown: with the limits in
	// a Data Table, concurrent executions on several workers may fail, which is what is measured.
	const done = await Promise.all(
		submissions.map((submit) =>
			submit().catch((error: unknown) => ({
				page: `no page: ${error instanceof Error ? error.message : String(error)}`,
				wentOn: false,
				failed: true,
			})),
		),
	);
	const seconds = (Date.now() - started) / 1000;
	const wentOn = done.filter((submission) => submission.wentOn).length;
	// A submission that went on pays after its page: its lookups run once the page is shown, on a
	// busy worker maybe many seconds later. Wait for those, then a while longer for any extra one.
	const paid = () => emulator.requestsTo(paidPath).length - before;
	for (let waited = 0; waited < PAID_WITHIN_MS && paid() < wentOn; waited += 500) await sleep(500);
	await sleep(EXTRA_PAYMENT_WINDOW_MS);
	return {
		what,
		sent: submissions.length,
		paid: paid(),
		wentOn,
		tryLater: done.filter((submission) => headingOf(submission.page) === TRY_LATER).length,
		failed: done.filter((submission) => 'failed' in submission).length,
		seconds,
		pages: done.map((submission) => headingOf(submission.page) || submission.page.slice(0, 80)),
	};
}

/** The three bursts against a copy of `file`, its limits in `store`. */
export async function measureFormLimits(
	ctx: N8nOnlyContext,
	file: 'kyc-onboarding.json' | 'onboarding-form.json',
	store: Store,
): Promise<Burst[]> {
	const kyc = file === 'kyc-onboarding.json';
	const tag = randomBytes(3).toString('hex');
	const renamed = {
		path: `deepvue-limits-${tag}`,
		pagesPath: `deepvue-limits-${tag}-page`,
		logName: `limits-${tag}`,
	};
	return await withKycEmulator(ctx, `Deepvue limits ${tag}`, async (emulator, credential) => {
		let workflow = importedTemplate(file, credential, store.tables, {
			limits: { ALL_PER_DAY: DAY_CAP },
			waitSeconds: 60,
			renamed,
		});
		if (store.redis) workflow = limitsInRedis(workflow, store.redis);
		await createLiveWorkflow(ctx, {
			...workflow,
			name: `${workflow.name} (limits ${tag})`,
			active: false,
		});
		const kavya = personById('kavya');
		const kycSubmission = (mobile: string) => async () => {
			const journey = await applyForKyc(
				ctx.n8nUrl,
				{
					fullName: 'Kavya Reddy',
					mobile,
					dateOfBirth: kavya.dateOfBirth,
					email: 'applicant@example.com',
					selfie: { bytes: photoOf('kavya', 'selfie'), fileName: 'kavya-selfie.jpg' },
				},
				'never answers',
				{ formPath: renamed.path },
			);
			return { page: journey.lastPage.body, wentOn: journey.authorizationUrl !== undefined };
		};
		const onboardingSubmission = (mobile: string) => async () => {
			const submitted = await submitOnboardingForm(
				ctx.n8nUrl,
				{ fullName: 'Kavya Reddy', mobile, upiId: kavya.vpa, pan: kavya.pan },
				[],
				renamed.path,
			);
			return { page: submitted.page, wentOn: headingOf(submitted.page) === RECEIVED };
		};
		const submission = kyc ? kycSubmission : onboardingSubmission;
		const paidPath = kyc ? INITIATE : MOBILE_TO_NAME;
		const times = (
			count: number,
			make: (index: number) => () => Promise<{ page: string; wentOn: boolean }>,
		) => Array.from({ length: count }, (_, index) => make(index));
		return [
			await burst(
				'20 submissions for one number at the same instant',
				emulator,
				paidPath,
				times(20, () => submission(mobileOf(0))),
			),
			await burst(
				'a double submit (2 at once) for another number',
				emulator,
				paidPath,
				times(2, () => submission(mobileOf(1))),
			),
			await burst(
				`20 submissions for 20 numbers at once, ${DAY_CAP - 2} places left in the day`,
				emulator,
				paidPath,
				times(20, (index) => submission(mobileOf(100 + index))),
			),
		];
	});
}

/** The checks a measurement must pass: one goes on per number, the day stops at its cap. */
export function expectedOf(bursts: Burst[]): Array<[label: string, held: boolean]> {
	const [one, double, many] = bursts;
	return [
		[
			`${one.what}: one goes on and pays, ${one.sent - 1} get Try Again Later`,
			one.wentOn === 1 && one.paid === 1 && one.tryLater === one.sent - 1,
		],
		[
			`${double.what}: one goes on and pays, the other gets Try Again Later`,
			double.wentOn === 1 && double.paid === 1 && double.tryLater === 1,
		],
		[
			`${many.what}: exactly ${DAY_CAP - 2} go on and pay (the day's cap, ${DAY_CAP}, is met), the rest get Try Again Later`,
			many.wentOn === DAY_CAP - 2 &&
				many.paid === DAY_CAP - 2 &&
				many.tryLater === many.sent - (DAY_CAP - 2),
		],
	];
}

/** A measurement as one line per burst: what went on, what was paid, how long it took. */
export const figuresOf = (label: string, bursts: Burst[]): string =>
	bursts
		.map(
			(run) =>
				`${label}, ${run.what}: ${run.wentOn} of ${run.sent} went on, ${run.paid} paid, ${run.tryLater} Try Again Later, ${run.failed} ended without a page, ${run.seconds.toFixed(1)} s to the last page`,
		)
		.join('\n');
