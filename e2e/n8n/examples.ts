// The onboarding example, run headless with `n8n execute` beside the running n8n.
import type { N8nContext } from '../lib/n8nContext';

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	await ctx.importWorkflows({ onboardingCheck1: 'onboarding-check.json' });
	const before = ctx.emulator.log().length;
	const onboarding = await ctx.timed('n8n execute: onboarding check', () => ctx.execute('onboardingCheck1'));
	await check('onboarding check: run succeeded', onboarding.status === 'success' && !onboarding.data.resultData.error, JSON.stringify(onboarding.data.resultData.error));
	const [result] = ctx.outputOf(onboarding, 'Onboarding Result');
	await check(
		'onboarding check: name, UPI account and masked PAN in the result',
		result?.json.nameFromMobile === 'Kavya Reddy' &&
			result.json.upiAccountExists === true &&
			result.json.namesMatch === true &&
			/^X+[0-9A-Z]{4}$/.test(String(result.json.pan)),
		JSON.stringify(result?.json),
	);
	const requests = ctx.emulator.log().slice(before);
	await check(
		'onboarding check: the emulator got the three lookups',
		['GET /v1/mobile-intelligence/mobile-to-name', 'GET /v1/verification/upi', 'GET /v1/mobile-intelligence/mobile-to-pan'].every((call) => requests.includes(` 200  ${call}`)),
		requests,
	);
}
