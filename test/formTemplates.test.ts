/**
 * What the two public form templates (examples/kyc-onboarding.json, examples/onboarding-form.json)
 * share: the limits log each submission writes and reads back (Ticket, the store's nodes, Limits),
 * the pages after the form (Applicant Pages), your company's details in one place, the form's
 * look, and fields that read only `$json` where n8n 1.x reads other nodes as empty. Their Code
 * nodes run here as n8n runs them (test/harness/codeNode.ts); `npm run test:n8n` and
 * `npm run test:queue` run the whole workflows in n8n, twenty submissions at once among them.
 */
import type { IDataObject, INode, INodeExecutionData } from 'n8n-workflow';
import path from 'node:path';

import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { runTemplateCode } from './harness/codeNode';
import type { EarlierRuns } from './harness/codeNode';
import { readWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

interface Template {
	file: string;
	trigger: string;
	form: string;
	/** Minutes an application holds its mobile number until it is closed. */
	openMinutes: number;
	/** What Check Details accepts, as the form gives it. */
	applicant: IDataObject;
}

const TEMPLATES: Template[] = [
	{
		file: 'kyc-onboarding.json',
		trigger: 'KYC Form',
		form: 'kyc',
		openMinutes: 20,
		applicant: {
			full_name: 'Kavya Reddy',
			mobile: '9876543210',
			date_of_birth: '1994-03-12',
			email: 'kavya@example.com',
			consent: true,
		},
	},
	{
		file: 'onboarding-form.json',
		trigger: 'Onboarding Form',
		form: 'onboarding',
		openMinutes: 10,
		applicant: {
			full_name: 'Kavya Reddy',
			mobile: '9876543210',
			upi_id: 'kavya.reddy@okaxis',
			pan: 'ABRPA1017K',
			email: 'kavya@example.com',
			consent: true,
		},
	},
];

const workflowOf = (template: Template) =>
	readWorkflowFile(path.join(PACKAGE_ROOT, 'examples', template.file));
const nodeOf = (workflow: WorkflowFile, name: string): INode => {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`${workflow.name} has no node ${name}`);
	return node;
};
const item = (json: IDataObject): INodeExecutionData => ({ json });

describe.each(TEMPLATES)('$file', (template) => {
	const workflow = workflowOf(template);
	const code = (name: string, input: INodeExecutionData[], ran: EarlierRuns = {}, runIndex = 0) =>
		runTemplateCode(
			{ nodes: workflow.nodes as never, ran, runIndex, executionId: '41' },
			name,
			input,
		);

	/** A submission's line in the limits log, as Ticket writes it for `mobile` at `at` (ms). */
	function ticketFor(mobile: string, execution: number, at: number): IDataObject {
		const [ticket] = runTemplateCode(
			{ nodes: workflow.nodes as never, executionId: String(execution) },
			'Ticket',
			[item({ status: 'ok', applicant: { ...template.applicant, mobile } })],
		);
		return { ...ticket.json, at };
	}
	const closeOf = (opened: IDataObject, at: number) => ({
		...opened,
		kind: 'close',
		nonce: `${String(opened.nonce)}-close`,
		at,
	});

	/**
	 * Limits for the line `mine` of a log that holds `log` (oldest first), as the Data Table gives it
	 * (one item per row, with its id) or as Redis does (one item holding the list).
	 */
	function limitsFor(mine: IDataObject, log: IDataObject[], store: 'dataTable' | 'redis') {
		const input =
			store === 'redis'
				? [item({ log: log.map((line) => JSON.stringify(line)) })]
				: log.map((line, index) => item({ ...line, id: index + 1 }));
		// The Data Table may hand the rows in any order: Limits orders them by id.
		if (store === 'dataTable') input.reverse();
		return code('Limits', input, { Ticket: [[item(mine)]] })[0].json;
	}

	describe.each(['dataTable', 'redis'] as const)('Limits, reading the log from %s', (store) => {
		const T0 = Date.UTC(2026, 10, 28, 6);
		const minutes = (count: number) => count * 60_000;
		const allowed = (log: IDataObject[]) =>
			log.map((line) => (line.kind === 'close' ? 'close' : limitsFor(line, log, store).allowed));

		it('lets one of twenty submissions for one number sent at the same moment go on', () => {
			const log = Array.from({ length: 20 }, (_, index) =>
				ticketFor('9876543210', 100 + index, T0),
			);
			const answers = log.map((line) => limitsFor(line, log, store));
			expect(answers.filter((answer) => answer.allowed)).toHaveLength(1);
			expect(answers[0].allowed).toBe(true);
			expect(new Set(answers.slice(1).map((answer) => String(answer.reasons)))).toEqual(
				new Set(['application_open']),
			);
		});

		it('decides each line from the lines before it only: a line written later changes no earlier answer', () => {
			const log = Array.from({ length: 5 }, (_, index) => ticketFor('9876543210', 100 + index, T0));
			for (let count = 1; count <= log.length; count++)
				expect(limitsFor(log[0], log.slice(0, count), store).allowed).toBe(true);
			expect(limitsFor(log[1], log.slice(0, 2), store).allowed).toBe(false);
		});

		it('takes the number again once its application is closed, up to 3 a day', () => {
			const log: IDataObject[] = [];
			for (let index = 0; index < 4; index++) {
				const opened = ticketFor('9876543210', 200 + index, T0 + minutes(index * 2));
				log.push(opened, closeOf(opened, T0 + minutes(index * 2 + 1)));
			}
			expect(allowed(log)).toEqual([true, 'close', true, 'close', true, 'close', false, 'close']);
			expect(limitsFor(log[6], log, store).reasons).toEqual(['limit_per_number']);
		});

		it(`holds an open application for ${template.openMinutes} minutes at most, and only its own close ends it`, () => {
			const first = ticketFor('9876543210', 300, T0);
			const other = ticketFor('9876543210', 301, T0 + minutes(1));
			const strayClose = closeOf(other, T0 + minutes(2));
			const again = ticketFor('9876543210', 302, T0 + minutes(3));
			const late = ticketFor('9876543210', 303, T0 + minutes(template.openMinutes) + 1);
			expect(allowed([first, other, strayClose, again, late])).toEqual([
				true,
				false,
				'close',
				false,
				true,
			]);
		});

		it('stops the day at 100 applications in all, whatever the numbers', () => {
			const log = Array.from({ length: 103 }, (_, index) =>
				ticketFor(`98${String(10_000_000 + index)}`, 1000 + index, T0 + index),
			);
			const answers = log.map((line) => limitsFor(line, log, store));
			expect(answers.filter((answer) => answer.allowed)).toHaveLength(100);
			expect(answers.slice(100).map((answer) => answer.reasons)).toEqual([
				['limit_per_day'],
				['limit_per_day'],
				['limit_per_day'],
			]);
		});

		it('sends the applicant on with their details, and no number in the log', () => {
			const mine = ticketFor('9876543210', 400, T0);
			const answer = limitsFor(mine, [mine], store);
			expect(answer).toMatchObject({ allowed: true, ...template.applicant, application_id: '400' });
			// What the store keeps of the line: the number as a code.
			const kept = [
				mine.ticket_json,
				mine.form,
				mine.day,
				mine.kind,
				mine.number_key,
				mine.application,
				mine.nonce,
				mine.at,
			];
			expect(JSON.stringify(kept)).not.toMatch(/9876543210|98765|43210/);
		});
	});

	it('refuses a line it does not find in the log, or beyond the lines a day is read for', () => {
		const T0 = Date.UTC(2026, 10, 28, 6);
		const mine = ticketFor('9876543210', 500, T0);
		expect(limitsFor(mine, [], 'dataTable')).toMatchObject({
			allowed: false,
			reasons: ['limit_per_day'],
		});
		const flood = Array.from({ length: 2000 }, (_, index) =>
			ticketFor('9876543210', 600 + index, T0),
		);
		expect(limitsFor(mine, [...flood, mine], 'redis')).toMatchObject({
			allowed: false,
			reasons: ['limit_per_day'],
		});
	});

	it('keeps the log in a Data Table by default and in Redis once switched, each write with its twin in the other store', () => {
		const byName = (name: string) => nodeOf(workflow, name);
		for (const [dataTable, redis, operation] of [
			['Log Ticket (Data Table)', 'Log Ticket (Redis)', 'push'],
			['Read Log (Data Table)', 'Read Log (Redis)', 'get'],
			['Close (Data Table)', 'Close (Redis)', 'push'],
			['Past Limits (Data Table)', 'Past Limits (Redis)', 'delete'],
		]) {
			expect([dataTable, byName(dataTable).type, byName(dataTable).disabled]).toEqual([
				dataTable,
				'n8n-nodes-base.dataTable',
				undefined,
			]);
			expect([redis, byName(redis).type, byName(redis).disabled]).toEqual([
				redis,
				'n8n-nodes-base.redis',
				true,
			]);
			expect(byName(redis).parameters.operation).toBe(operation);
		}
		// The log is read in the store's order, by the day of the line written.
		expect(byName('Read Log (Data Table)').parameters).toMatchObject({
			operation: 'get',
			orderByColumn: 'id',
			orderByDirection: 'ASC',
			filters: {
				conditions: [
					{ keyName: 'form', keyValue: '={{ $json.form }}' },
					{ keyName: 'day', keyValue: '={{ $json.day }}' },
				],
			},
		});
		expect(byName('Read Log (Redis)').parameters).toMatchObject({
			key: '={{ $json.log_key }}',
			keyType: 'list',
			propertyName: 'log',
		});
	});

	it("has every field outside a Code node read $json alone: n8n 1.x's expressions read a Code node's output as empty", () => {
		const outsideCode = workflow.nodes.filter(
			(node) => !['n8n-nodes-base.code', 'n8n-nodes-base.stickyNote'].includes(node.type),
		);
		for (const node of outsideCode)
			expect([node.name, JSON.stringify(node.parameters)]).toEqual([
				node.name,
				expect.not.stringMatching(/\$\('[^']+'\)\.(item|first|last|all)/),
			]);
	});

	describe('your company and the look, in one place', () => {
		const company = JSON.parse(
			String(nodeOf(workflow, 'Your Company').parameters.jsonOutput),
		) as IDataObject;
		const trigger = nodeOf(workflow, template.trigger);

		it('names the company, its privacy notice and its Grievance Officer on the form, from Your Company', () => {
			for (const field of [
				'company_name',
				'privacy_notice_url',
				'grievance_officer',
				'grievance_email',
			])
				expect(
					String(trigger.parameters.formDescription ?? '') + String(trigger.parameters.formTitle),
				).toContain(`JSON.parse($('Your Company').params.jsonOutput).${field}`);
			expect(company).toMatchObject({
				company_name: expect.any(String),
				support_email: expect.any(String),
				privacy_notice_url: expect.stringMatching(/^https:\/\//),
				decision_time: expect.any(String),
			});
		});

		it('names the company, its privacy notice and its Grievance Officer at the foot of Correct Your Details', () => {
			const form = item({ 'Mobile number': '98765 4321' });
			const [sentBack] = code('Check Details', [form], { [template.trigger]: [[form]] });
			expect(sentBack.json.status).toBe('fix');
			for (const field of [
				'company_name',
				'privacy_notice_url',
				'grievance_officer',
				'grievance_email',
			])
				expect(sentBack.json.description).toContain(String(company[field]));
		});

		it("turns n8n's attribution off and styles every page from the form's Custom Form Styling, the card no wider than a phone", () => {
			const options = trigger.parameters.options as IDataObject;
			expect(options.appendAttribution).toBe(false);
			expect(options.customCss).toMatch(
				/\.container \{ width: 100%; max-width: var\(--container-width\);/,
			);
			for (const node of workflow.nodes.filter(
				(candidate) => candidate.type === 'n8n-nodes-base.form',
			))
				expect([node.name, (node.parameters.options as IDataObject).customCss]).toEqual([
					node.name,
					expect.stringMatching(
						new RegExp(
							`^=\\{\\{ \\$\\('${template.trigger}'\\)\\.params\\.options\\.customCss \\}\\}`,
						),
					),
				]);
		});

		it('replaces n8n\'s bare "Redirecting to" line with a card whenever a Form Ending sends the browser on', () => {
			const endings = workflow.nodes.filter(
				(node) => node.type === 'n8n-nodes-base.form' && node.parameters.operation === 'completion',
			);
			expect(endings.length).toBeGreaterThan(0);
			for (const node of endings) {
				expect([node.name, node.parameters.respondWith]).toEqual([node.name, 'redirect']);
				expect(String((node.parameters.options as IDataObject).customCss)).toMatch(
					/body > div:first-child \{ display: none; \}\nbody::before \{ content: "[^"]+…";/,
				);
			}
		});
	});

	describe('the pages after the form', () => {
		const company = JSON.parse(
			String(nodeOf(workflow, 'Your Company').parameters.jsonOutput),
		) as IDataObject;

		it('are answered by this workflow at a path of its own, never cached, never leaking their address', () => {
			expect(nodeOf(workflow, 'Applicant Pages')).toMatchObject({
				type: 'n8n-nodes-base.webhook',
				parameters: {
					httpMethod: 'GET',
					path: `deepvue-${template.form}-page`,
					responseMode: 'lastNode',
					responseData: 'firstEntryJson',
					options: {
						responseContentType: 'text/html; charset=utf-8',
						responsePropertyName: 'page',
						responseHeaders: {
							entries: [
								{ name: 'Cache-Control', value: 'no-store' },
								{ name: 'Referrer-Policy', value: 'no-referrer' },
							],
						},
					},
				},
			});
			// No Respond to Webhook node: n8n refuses to open a form whose workflow has one.
			expect(workflow.nodes.map((node) => node.type)).not.toContain(
				'n8n-nodes-base.respondToWebhook',
			);
		});

		it('are sent to by every Form Ending, on the address n8n names this execution by', () => {
			const [limits] = code('Limits', [item({ ...ticketFor('9876543210', 41, 0), id: 1 })], {
				Ticket: [[item(ticketFor('9876543210', 41, 0))]],
			});
			expect(limits.json.pages_url).toBe(
				`http://127.0.0.1:5678/webhook/deepvue-${template.form}-page`,
			);
		});

		it("show the company's name, privacy notice, support contact and Grievance Officer, in the form's look", () => {
			const page = pageFor({ page: 'busy' });
			for (const value of [
				'company_name',
				'privacy_notice_url',
				'support_email',
				'grievance_officer',
				'grievance_email',
			])
				expect([value, page]).toEqual([value, expect.stringContaining(String(company[value]))]);
			expect(page).toContain(
				String((nodeOf(workflow, template.trigger).parameters.options as IDataObject).customCss),
			);
			expect(page).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
			expect(page).toMatch(/<meta name="referrer" content="no-referrer">/);
			expect(page).not.toMatch(/n8n/i);
		});

		it('escape what they show', () => {
			const nodes = workflow.nodes.map((node) =>
				node.name === 'Your Company'
					? {
							...node,
							parameters: {
								...node.parameters,
								jsonOutput: JSON.stringify({
									...company,
									company_name: '<script>alert(1)</script>',
								}),
							},
						}
					: node,
			);
			const page = pageFor({ page: 'busy' }, nodes);
			expect(page).not.toContain('<script>alert(1)');
			expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
		});

		/** The page for a request to Applicant Pages with `query`. */
		function pageFor(query: IDataObject, nodes: INode[] = workflow.nodes): string {
			const run = (name: string, input: INodeExecutionData[], ran: EarlierRuns = {}) =>
				runTemplateCode({ nodes: nodes as never, ran }, name, input);
			if (template.form === 'kyc') {
				const [which] = run('Which Page', [item({ query })]);
				return run('Applicant Page', [which], { 'Which Page': [[which]] })[0].json.page as string;
			}
			return run('Applicant Page', [item({ query })])[0].json.page as string;
		}
	});

	it("deletes the days before today from the log every night: the Data Table rows, and in Redis the last 7 days' keys", () => {
		const days = code('Housekeeping', [item({})]).map((output) => output.json);
		expect(days).toHaveLength(7);
		const today = days[0].today as string;
		expect(days.map((day) => day.log_key)).toEqual(
			Array.from({ length: 7 }, (_, back) => {
				const day = new Date(`${today}T12:00:00Z`);
				day.setUTCDate(day.getUTCDate() - back - 1);
				return `deepvue-forms:${template.form}:${day.toISOString().slice(0, 10)}`;
			}),
		);
		expect(nodeOf(workflow, 'Past Limits (Data Table)').parameters).toMatchObject({
			operation: 'deleteRows',
			filters: {
				conditions: [
					{ keyName: 'form', condition: 'eq', keyValue: '={{ $json.form }}' },
					{ keyName: 'day', condition: 'lt', keyValue: '={{ $json.today }}' },
				],
			},
		});
		expect(nodeOf(workflow, 'Past Limits (Data Table)').executeOnce).toBe(true);
	});
});
