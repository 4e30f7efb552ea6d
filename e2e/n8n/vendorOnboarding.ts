// The vendor onboarding example (examples/vendor-onboarding.json) run from its manual trigger in the
// running n8n: Verify PAN, GSTINs by PAN and the penny drop against the emulator, which answers a
// fifth of the lookups 503. A penny drop is never sent twice, so the one request the workflow sends
// decides what to expect: answered, the sample vendor is approved; a 503 (which may have deposited)
// sends it to review with the reason. Run again in the same n8n, it sends no penny drop.
import type { N8nContext } from '../lib/n8nContext';

const WORKFLOW = 'vendorOnboarding1';
const PENNY_DROP = '/v1/verification/bankaccount';
const SAMPLE = { accountNumber: ['502010000000', '5020 1000 0000'], pan: 'AAKFC1005L' };

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	await ctx.importWorkflows({ [WORKFLOW]: 'vendor-onboarding.json' });

	const pennyDrops = (from: number) =>
		ctx.emulator
			.log()
			.slice(from)
			.split('\n')
			.filter((line) => line.endsWith(` ${PENNY_DROP}`));
	const before = ctx.emulator.log().length;
	const first = await ctx.timed('vendor onboarding: run', () => ctx.runManually(WORKFLOW));
	const [decision] = ctx.outputOf(first, 'Vendor Decision').map((item) => item.json);
	const sent = pennyDrops(before);
	await check(
		'vendor onboarding: the run succeeded',
		first.status === 'success' && !first.data.resultData.error,
		JSON.stringify(first.data.resultData.error),
	);
	await check(
		'vendor onboarding: one penny drop sent, never again after a 503',
		sent.length === 1,
		sent.join('\n'),
	);
	const answered = / 200 {2}GET /.test(sent[0] ?? '');
	await check(
		answered
			? 'vendor onboarding, the penny drop answered: approve, the deposit and its UTR in the output'
			: 'vendor onboarding, the penny drop answered 503: review, the reason and the message kept',
		answered
			? decision?.decision === 'approve' &&
					JSON.stringify(decision.reasons) === '[]' &&
					decision.amountDeposited === 1 &&
					String(decision.pennyDropUtr).length > 0
			: decision?.decision === 'review' &&
					(decision.reasons as string[]).includes('bank_not_checked') &&
					/may have been deposited/.test(
						String((decision.errors as Record<string, unknown>)?.bank),
					),
		`${sent.join('\n')}\n${JSON.stringify(decision)}`,
	);
	const text = JSON.stringify(decision);
	await check(
		'vendor onboarding: no account number and no whole PAN in the decision',
		decision !== undefined &&
			![...SAMPLE.accountNumber, SAMPLE.pan].some((secret) => text.includes(secret)),
		text,
	);

	const again = ctx.emulator.log().length;
	const second = await ctx.timed('vendor onboarding: run again', () => ctx.runManually(WORKFLOW));
	await check(
		'vendor onboarding run again within Reuse Answers For: no second penny drop',
		second.status === 'success' && pennyDrops(again).length === 0,
		`${second.status} ${pennyDrops(again).join('\n')}`,
	);
}
