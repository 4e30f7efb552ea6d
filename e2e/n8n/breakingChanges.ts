// n8n's own report of what n8n 3 breaks (`POST /rest/breaking-changes/report/refresh?version=v3`,
// n8n 2.x; the rules are in n8n's dist, modules/breaking-changes/rules/v3), over every workflow
// in this n8n: the examples (imported here) and the workflows the checks before this one
// imported. It must name none of this package's nodes. What it reports about other nodes and
// about the instance is printed, for reading.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import type { N8nContext } from '../lib/n8nContext';
import { PACKAGE_ROOT } from '../../testbed/packageIdentity';

const PACKAGE_NODE = /^n8n-nodes-deepvue\./;

interface Report {
	targetVersion?: string;
	workflowResults: Array<{ ruleId: string; nbAffectedWorkflows: number }>;
	instanceResults?: Array<{ ruleId: string; ruleTitle?: string; title?: string }>;
}
interface RuleDetail {
	affectedWorkflows?: Array<{
		id: string;
		name: string;
		issues?: Array<{ nodeName?: string; title: string }>;
	}>;
}
interface WorkflowListed {
	id: string;
}

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	if (ctx.line !== '2') return;
	const examples = readdirSync(path.join(PACKAGE_ROOT, 'examples')).filter((file) =>
		file.endsWith('.json'),
	);
	await ctx.importWorkflows(
		Object.fromEntries(examples.map((file, index) => [`deepvueV3Report${index}`, file])),
	);

	const { data } = await ctx.timed('breaking-changes report v3', () =>
		rest.call<{ data: { report?: Report } }>('POST', '/breaking-changes/report/refresh?version=v3'),
	);
	const { report } = data;
	await check(
		'n8n made its v3 breaking-changes report',
		report?.targetVersion === 'v3' && Array.isArray(report.workflowResults),
		JSON.stringify(data).slice(0, 500),
	);
	if (!report) return;

	const { data: workflows } = await rest.call<{
		data: WorkflowListed[] | { data: WorkflowListed[] };
	}>('GET', '/workflows?limit=250');
	const list = Array.isArray(workflows) ? workflows : workflows.data;
	const nodeTypes = new Map<string, string>();
	for (const { id } of list) {
		const { data: workflow } = await rest.call<{
			data: { nodes: Array<{ name: string; type: string }> };
		}>('GET', `/workflows/${id}`);
		for (const node of workflow.nodes) nodeTypes.set(`${id}/${node.name}`, node.type);
	}
	const packageWorkflows = list.filter(({ id }) =>
		[...nodeTypes].some(([key, type]) => key.startsWith(`${id}/`) && PACKAGE_NODE.test(type)),
	);

	const aboutPackage: string[] = [];
	for (const rule of report.workflowResults.filter((result) => result.nbAffectedWorkflows > 0)) {
		const { data: detail } = await rest.call<{ data: RuleDetail }>(
			'GET',
			`/breaking-changes/report/${rule.ruleId}`,
		);
		for (const workflow of detail.affectedWorkflows ?? []) {
			for (const issue of workflow.issues ?? []) {
				const type = nodeTypes.get(`${workflow.id}/${issue.nodeName}`);
				const line = `${rule.ruleId}: "${workflow.name}" ${issue.nodeName ?? '(workflow)'} (${type ?? '?'}): ${issue.title}`;
				if (type !== undefined && PACKAGE_NODE.test(type)) aboutPackage.push(line);
				else console.log(`     (v3 report, not about the package: ${line})`);
			}
		}
	}
	for (const instance of report.instanceResults ?? []) {
		console.log(
			`     (v3 report, about the instance: ${instance.ruleId}: ${instance.ruleTitle ?? instance.title ?? JSON.stringify(instance).slice(0, 200)})`,
		);
	}
	await check(
		`v3 breaking-changes report: nothing about the package's nodes in ${packageWorkflows.length} workflows with them (${examples.length} examples and the checks' workflows)`,
		packageWorkflows.length >= examples.length && aboutPackage.length === 0,
		aboutPackage.join('\n     '),
	);
}
