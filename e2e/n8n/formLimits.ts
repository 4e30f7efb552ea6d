// The two form templates' limits on one n8n, in the Data Table their notes set up
// (e2e/lib/formLimits.ts): twenty submissions for one number at the same instant, a double submit,
// and twenty numbers at once against the day's cap. Each burst is a check; the figures are printed
// for bench/RESULTS.md.
import { formLimitsTable, kycConsentsTable } from '../../testbed/realN8n/dataTables';
import { expectedOf, figuresOf, measureFormLimits } from '../lib/formLimits';
import type { N8nContext } from '../lib/n8nContext';

export async function run(ctx: N8nContext): Promise<void> {
	const tables = {
		limits: (await formLimitsTable(ctx.rest)).id,
		consents: (await kycConsentsTable(ctx.rest)).id,
	};
	for (const [file, form] of [
		['kyc-onboarding.json', 'KYC onboarding'],
		['onboarding-form.json', 'onboarding form'],
	] as const) {
		const bursts = await ctx.timed(`form limits: ${form}`, () =>
			measureFormLimits(ctx, file, { name: 'Data Table', tables }),
		);
		console.log(figuresOf(`     ${form}, limits in a Data Table (one n8n)`, bursts));
		for (const [label, held] of expectedOf(bursts))
			await ctx.check(
				`${form}, limits in a Data Table on one n8n: ${label}`,
				held,
				JSON.stringify(bursts),
			);
	}
}
