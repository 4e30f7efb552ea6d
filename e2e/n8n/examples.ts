// The onboarding example, run headless with `n8n execute` beside the running n8n: as written, and
// with a mobile number Deepvue has no record of (no name to compare: the run goes on).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { N8nContext } from '../lib/n8nContext';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';

interface ExampleNode {
	name: string;
	parameters: { assignments?: { assignments: Array<{ name: string; value: unknown }> } };
}

/** onboarding-check.json with the Applicant's mobile number replaced. */
function withMobile(mobile: string): object {
	const workflow = JSON.parse(
		readFileSync(path.join(PACKAGE_ROOT, 'examples', 'onboarding-check.json'), 'utf8'),
	) as { nodes: ExampleNode[] };
	const applicant = workflow.nodes.find((node) => node.name === 'Applicant');
	const field = applicant?.parameters.assignments?.assignments.find(
		(assignment) => assignment.name === 'mobile',
	);
	if (!field) throw new Error('onboarding-check.json has no Applicant mobile');
	field.value = mobile;
	return workflow;
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check } = ctx;
	await ctx.importWorkflows({
		onboardingCheck1: 'onboarding-check.json',
		onboardingCheck2: withMobile('9999999999'),
	});
	const before = ctx.emulator.log().length;
	const onboarding = await ctx.timed('n8n execute: onboarding check', () =>
		ctx.execute('onboardingCheck1'),
	);
	await check(
		'onboarding check: run succeeded',
		onboarding.status === 'success' && !onboarding.data.resultData.error,
		JSON.stringify(onboarding.data.resultData.error),
	);
	const [result] = ctx.outputOf(onboarding, 'Onboarding Result');
	await check(
		'onboarding check: name, UPI account and masked PAN in the result',
		result?.json.nameFromMobile === 'Kavya Reddy' &&
			result.json.upiAccountExists === true &&
			result.json.namesMatch === true &&
			result.json.mobileNameMatch === 'match' &&
			result.json.upiNameMatch === 'match' &&
			/^X+[0-9A-Z]{4}$/.test(String(result.json.pan)),
		JSON.stringify(result?.json),
	);
	const requests = ctx.emulator.log().slice(before);
	await check(
		'onboarding check: the emulator got the three lookups',
		[
			'GET /v1/mobile-intelligence/mobile-to-name',
			'GET /v1/verification/upi',
			'GET /v1/mobile-intelligence/mobile-to-pan',
		].every((call) => requests.includes(` 200  ${call}`)),
		requests,
	);

	const noRecord = await ctx.timed('n8n execute: onboarding check, no record', () =>
		ctx.executeMayFail('onboardingCheck2'),
	);
	const [unknown] = ctx.outputOf(noRecord, 'Onboarding Result');
	await check(
		'onboarding check, a number Deepvue has no record of: the run succeeds, names do not match, no name from the number',
		noRecord.status === 'success' &&
			!noRecord.data.resultData.error &&
			unknown?.json.namesMatch === false &&
			unknown.json.mobileNameMatch === 'no_name' &&
			unknown.json.nameFromMobile === '',
		`${noRecord.status} ${JSON.stringify(noRecord.data.resultData.error)} ${JSON.stringify(unknown?.json)}`,
	);
}
