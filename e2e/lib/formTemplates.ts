// The two public form templates (examples/kyc-onboarding.json, examples/onboarding-form.json) as
// the real-n8n checks import them: their Deepvue nodes on a credential, their Data Table nodes on
// tables made for the check, the KYC Wait node's limit shortened, the limits' numbers changed for a
// check of the day's cap; switched to Redis as their sticky note says; and what the checks read of
// the pages the applicant is left with.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import { isConsentNode, onTables } from '../../testbed/realN8n/dataTables';
import { decodeEntities, pageText } from './formPages';

export interface TemplateNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
	disabled?: boolean;
}
export interface Template {
	name: string;
	nodes: TemplateNode[];
	settings: Record<string, unknown>;
	[key: string]: unknown;
}

export const templateFile = (file: string): Template =>
	JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8')) as Template;

/** The tables a form template's Data Table nodes are put on. */
export interface FormTables {
	limits: string;
	/** The KYC template's consent table. */
	consents?: string;
}

export interface CopyOptions {
	/** New values of the numbers at the top of Limits' code, by name (ALL_PER_DAY...). */
	limits?: Record<string, number>;
	/** The KYC Wait node's limit, in seconds (20 minutes in the template). */
	waitSeconds?: number;
	/** KYC Decision fails for an applicant of this name: an application whose execution fails. */
	failFor?: string;
	/**
	 * Another form (its path, its pages' path, its name in the limits log), so that a copy can be live
	 * beside the template and start a log of its own.
	 */
	renamed?: { path: string; pagesPath: string; logName: string };
}

/** A form template as a check imports it. */
export function importedTemplate(
	file: string,
	credential: { id: string; name: string },
	tables: FormTables,
	{ limits = {}, waitSeconds, failFor, renamed }: CopyOptions = {},
): Template {
	const workflow = onTables(templateFile(file), (node) =>
		tables.consents && isConsentNode(node) ? tables.consents : tables.limits,
	);
	for (const node of workflow.nodes) {
		if (node.type === 'n8n-nodes-deepvue.deepvue') node.credentials = { deepvueApi: credential };
		if (node.name === 'Limits')
			for (const [name, value] of Object.entries(limits))
				node.parameters.jsCode = String(node.parameters.jsCode).replace(
					new RegExp(`const ${name} = \\d+;`),
					`const ${name} = ${value};`,
				);
		if (node.name === 'Wait For DigiLocker' && waitSeconds)
			node.parameters = { ...node.parameters, resumeAmount: waitSeconds, resumeUnit: 'seconds' };
		if (renamed && node.type === 'n8n-nodes-base.formTrigger')
			node.parameters = {
				...node.parameters,
				options: { ...(node.parameters.options as object), path: renamed.path },
			};
		if (renamed && node.name === 'Applicant Pages')
			node.parameters = { ...node.parameters, path: renamed.pagesPath };
		if (renamed && ['Ticket', 'Housekeeping'].includes(node.name))
			node.parameters.jsCode = String(node.parameters.jsCode).replace(
				/const FORM = '[^']*';/,
				`const FORM = '${renamed.logName}';`,
			);
		if (node.name === 'KYC Decision' && failFor)
			node.parameters.jsCode = `if ($('Limits').first().json.full_name === ${JSON.stringify(failFor)}) throw new Error('A failure the check injected');\n${String(node.parameters.jsCode)}`;
	}
	return workflow;
}

/**
 * The limits kept in Redis, as the template's sticky note says to do it in queue mode: the nodes
 * marked (Redis) turned on with a Redis credential, those marked (Data Table) turned off.
 */
export function limitsInRedis<T extends Template>(
	workflow: T,
	redis: { id: string; name: string },
): T {
	for (const node of workflow.nodes) {
		if (node.name.endsWith(' (Redis)')) {
			delete node.disabled;
			node.credentials = { redis };
		}
		if (node.name.endsWith(' (Data Table)')) node.disabled = true;
	}
	return workflow;
}

/** A page's heading (its h1), as the applicant reads it. */
export const headingOf = (html: string): string =>
	decodeEntities(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '').trim();

/** The reference a page gives the applicant (KYC-<n>, APP-<n>). */
export const referenceOf = (html: string): string | undefined =>
	/<span class="reference">([^<]*)<\/span>/.exec(html)?.[1];

/** A page's text with its reference taken out: the same for every application. */
export const withoutReference = (html: string): string =>
	pageText(html).replace(/\b(KYC|APP)-\d+\b/g, '<reference>');
