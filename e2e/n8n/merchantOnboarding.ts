// The merchant onboarding template (examples/merchant-onboarding.json) in a real n8n: imported with
// a Deepvue credential on an emulator of its own (no 503s: a penny drop is never sent twice, and
// each case must reach its decision) and its `kyb_records` Data Table, published (2.x) or
// activated (1.x), then submitted over HTTP as the risk team's browser does (./../lib/formPages.ts),
// once for each sample merchant `npm run dev` prints (testbed/sampleMerchants.ts). For each: the
// decision and reasons in the stored execution, on the form's last page and in the KYB record; the
// branch n8n took (Company by CIN only for a company, Director by DIN for a company or an LLP);
// one penny drop for an approve and none for a review or a reject; no account number in the
// record; and what the emulator was sent.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import type { Emulator } from '../../testbed/emulator/server';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import {
	createTable,
	exampleTableColumns,
	KYB_RECORDS_TABLE,
	onTable,
} from '../../testbed/realN8n/dataTables';
import { hasEnded } from '../../testbed/realN8n/executions';
import { MERCHANT_SAMPLES, merchantFormValues } from '../../testbed/sampleMerchants';
import type { MerchantSample } from '../../testbed/sampleMerchants';
import { Browser, formBody, openWaitingPage, pageText, submitForm } from '../lib/formPages';
import { withKycEmulator } from '../lib/kycWorkflows';
import type { N8nContext, Run } from '../lib/n8nContext';

const WORKFLOW = 'merchantOnboarding1';
const FILE = 'merchant-onboarding.json';
const FORM_PATH = 'deepvue-merchant';
const PENNY_DROP = '/v1/verification/bankaccount';

interface TemplateNode {
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
}

/** The template as imported here: its Deepvue nodes on `credential`, its table picked. */
function importedCopy(credential: { id: string; name: string }, tableId: string): object {
	const workflow = onTable(
		JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', FILE), 'utf8')) as {
			nodes: TemplateNode[];
		},
		tableId,
	);
	for (const node of workflow.nodes)
		if (node.type === 'n8n-nodes-deepvue.deepvue') node.credentials = { deepvueApi: credential };
	return workflow;
}

interface Application {
	sample: MerchantSample;
	executionId: string;
	run: Run;
	page: string;
	/** The emulator's requests while it ran: paths. */
	paths: string[];
}

async function apply(ctx: N8nContext, emulator: Emulator, sample: MerchantSample) {
	const before = emulator.requests.length;
	const browser = new Browser();
	const { executionId, waitingUrl } = await submitForm(
		browser,
		ctx.n8nUrl,
		FORM_PATH,
		formBody(merchantFormValues(sample.form)),
	);
	const waiting = await openWaitingPage(browser, waitingUrl, 180_000);
	let run: Run = { status: 'not read', data: { resultData: {} } };
	for (let waited = 0; waited < 60_000; waited += 500) {
		run = await ctx.runData(executionId);
		if (hasEnded(run) && run.status !== 'waiting') break;
		await sleep(500);
	}
	const paths = emulator.requests.slice(before).map((request) => request.path);
	return { sample, executionId, run, page: pageText(waiting?.page.body ?? ''), paths };
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	await withKycEmulator(ctx, 'Deepvue merchant onboarding check', async (emulator, credential) => {
		const table = await createTable(
			rest,
			`${KYB_RECORDS_TABLE}_${ctx.line}`,
			exampleTableColumns(FILE, 'KYB Record'),
		);
		await ctx.importWorkflows({ [WORKFLOW]: importedCopy(credential, table.id) });
		await check(
			'merchant onboarding: published (2.x) / active (1.x)',
			await ctx.timed('merchant onboarding: activate', () => ctx.activate(WORKFLOW)),
		);

		const applications: Application[] = [];
		for (const sample of MERCHANT_SAMPLES)
			applications.push(
				await ctx.timed(
					`merchant onboarding: ${sample.decision}, ${sample.form.businessName}`,
					() => apply(ctx, emulator, sample),
				),
			);
		const rows = await table.rows();

		for (const { sample, executionId, run: stored, page, paths } of applications) {
			const label = `merchant onboarding, ${sample.decision} (${sample.why})`;
			const decision = ctx.outputOf(stored, 'Merchant Decision')[0]?.json as
				Record<string, unknown> | undefined;
			const ran = (node: string) => (stored.data.resultData.runData?.[node]?.length ?? 0) > 0;
			const reasons = JSON.stringify(sample.reasons);
			await check(
				`${label}: the execution succeeded with that decision and its reasons`,
				stored.status === 'success' &&
					decision?.decision === sample.decision &&
					JSON.stringify(decision.reasons) === reasons,
				`${stored.status} ${JSON.stringify(decision)} ${JSON.stringify(stored.data.resultData.error)} ${JSON.stringify(
					['Verify PAN', 'Company?', 'Verify Bank Account'].map(
						(node) => ctx.outputOf(stored, node)[0]?.json,
					),
				)}`,
			);
			await check(
				`${label}: the form's last page shows it`,
				page.includes(`Decision: ${sample.decision}`) &&
					sample.reasons.every((reason) => page.includes(reason)),
				page.slice(0, 400),
			);
			const row = rows.find((candidate) => candidate.application_id === `KYB-${executionId}`);
			await check(
				`${label}: a KYB record with the checks, Deepvue's transaction ids and the decision; no account number`,
				row !== undefined &&
					row.decision === sample.decision &&
					row.reasons === sample.reasons.join(', ') &&
					String(row.checks).startsWith('gstin, pan') &&
					String(row.deepvue_transaction_ids).split(',').length ===
						String(row.checks).split(', ').length &&
					row.masked_pan === `XXXXXX${sample.form.pan.slice(-4)}` &&
					!JSON.stringify(row).includes(sample.form.accountNumber),
				JSON.stringify(row),
			);
			const company = sample.form.entityType === 'Company';
			const officer = company || sample.form.entityType === 'LLP';
			await check(
				`${label}: the branch taken (Company by CIN ${company ? 'ran' : 'skipped'}, Director by DIN ${officer ? 'ran' : 'skipped'})`,
				ran('Company by CIN') === company && ran('Director by DIN') === officer,
				Object.keys(stored.data.resultData.runData ?? {}).join(', '),
			);
			const pennyDrops = paths.filter((requested) => requested === PENNY_DROP).length;
			await check(
				`${label}: ${sample.decision === 'approve' ? 'one penny drop, the last call' : 'no penny drop'}`,
				sample.decision === 'approve'
					? pennyDrops === 1 && paths.at(-1) === PENNY_DROP
					: pennyDrops === 0,
				paths.join(' '),
			);
		}
	});
}
