// An n8n form used the way an applicant's browser uses it, with Node's fetch and redirects followed
// by hand: the form posted as its page posts it (multipart, fields named field-0, field-1, ... in
// the form's order), n8n's answer naming the execution's waiting URL, whose status the page polls
// until a page of the form waits there, that page opened and, as its script does, posted back to
// (which lets the execution go on). Every answer the browser gets is kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sleep } from 'n8n-workflow';

import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import { BROWSER_USER_AGENT } from './browser';

export interface SeenPage {
	method: string;
	url: string;
	status: number;
	/** The Location of a redirect. */
	location?: string;
	body: string;
}

/** A file a form's file field is given. */
export interface UploadedFile {
	bytes: Buffer;
	fileName: string;
	mimeType: string;
}

/** The text of an HTML attribute or page as a browser shows it (Handlebars escapes `=`, `&` and quotes). */
export function decodeEntities(text: string): string {
	return text
		.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');
}

/** The text a page shows: without scripts, styles and markup. */
export const pageText = (html: string): string =>
	decodeEntities(
		html
			.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
			.replace(/<[^>]+>/g, ' ')
			.replace(/\s+/g, ' ')
			.trim(),
	);

const HEADERS = { 'user-agent': BROWSER_USER_AGENT };

/** A browser's requests (a form with Ignore Bots on turns other user agents away); every answer kept. */
export class Browser {
	readonly pages: SeenPage[] = [];

	/** Opens `url`, following redirects (GET after 301-303, the same method after 307/308). */
	async open(
		url: string,
		init: { method?: string; body?: FormData | URLSearchParams } = {},
	): Promise<SeenPage> {
		let method = init.method ?? 'GET';
		let body = init.body;
		let address = url;
		for (let hop = 0; hop < 10; hop++) {
			const page = await this.answer(address, method, body);
			if (page.status < 300 || page.status >= 400 || !page.location) return page;
			address = new URL(page.location, address).toString();
			if (page.status !== 307 && page.status !== 308) {
				method = 'GET';
				body = undefined;
			}
		}
		throw new Error(`Too many redirects from ${url}`);
	}

	/** One request, its redirect not followed. */
	async answer(url: string, method: string, body?: FormData | URLSearchParams): Promise<SeenPage> {
		const answer = await fetch(url, { method, body, headers: HEADERS, redirect: 'manual' });
		const page: SeenPage = {
			method,
			url,
			status: answer.status,
			location: answer.headers.get('location') ?? undefined,
			body: await answer.text(),
		};
		this.pages.push(page);
		return page;
	}
}

/** A form's fields as its page posts them: field-<n> in the form's order; an undefined value is left out (a box not ticked). */
export function formBody(values: Array<string | UploadedFile | undefined>): FormData {
	const body = new FormData();
	values.forEach((value, index) => {
		if (value === undefined) return;
		if (typeof value === 'string') body.append(`field-${index}`, value);
		else
			body.append(
				`field-${index}`,
				new Blob([new Uint8Array(value.bytes)], { type: value.mimeType }),
				value.fileName,
			);
	});
	return body;
}

/** A checkbox's text as the form's page posts it: the ticked options as a JSON list. */
export const ticked = (option: string) => JSON.stringify([option]);

/** The one option of the checkbox `label` of the Form Trigger `formNode` in examples/`file`. */
export function checkboxOption(file: string, formNode: string, label: string): string {
	const workflow = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'examples', file), 'utf8')) as {
		nodes: Array<{ name: string; parameters: { formFields?: { values: FormField[] } } }>;
	};
	const form = workflow.nodes.find((node) => node.name === formNode);
	const field = form?.parameters.formFields?.values.find(
		(candidate) => candidate.fieldLabel === label,
	);
	const option = field?.fieldOptions?.values[0]?.option;
	if (!option) throw new Error(`${file}: ${formNode} has no checkbox ${label}`);
	return option;
}
interface FormField {
	fieldLabel: string;
	fieldOptions?: { values: Array<{ option: string }> };
}

/** A submitted form's execution: its id and waiting URL (signed on n8n 2.x). */
export interface Submitted {
	executionId: string;
	waitingUrl: URL;
}

/** Posts the form at `n8nUrl/form/<formPath>` as its page does; n8n answers with the execution's waiting URL. */
export async function submitForm(
	browser: Browser,
	n8nUrl: string,
	formPath: string,
	body: FormData,
): Promise<Submitted> {
	const posted = await browser.open(`${n8nUrl}/form/${formPath}`, { method: 'POST', body });
	try {
		const named = new URL((JSON.parse(posted.body) as { formWaitingUrl: string }).formWaitingUrl);
		// Named after n8n's public address (WEBHOOK_URL): the same host and port here.
		const waitingUrl = new URL(`${named.pathname}${named.search}`, n8nUrl);
		return { executionId: waitingUrl.pathname.split('/').filter(Boolean).pop() ?? '', waitingUrl };
	} catch {
		throw new Error(
			`POST /form/${formPath} answered ${posted.status}: ${posted.body.slice(0, 500)}`,
		);
	}
}

/** The status a waiting URL reports (`<url>/n8n-execution-status`, its signature kept). */
async function statusOf(waitingUrl: URL): Promise<string> {
	const statusUrl = new URL(waitingUrl);
	statusUrl.pathname += '/n8n-execution-status';
	return (await (await fetch(statusUrl, { headers: HEADERS })).text()).trim();
}

/** The page of the form that waits for the applicant, and the answer to its script's post back (a Form Ending's). */
export interface WaitingPage {
	page: SeenPage;
	postedBack?: SeenPage;
}

/** Whether a page of n8n's is a form to fill in (the form, or a Next Form Page), not a Form Ending. */
export const isFormPage = (html: string): boolean =>
	/<form class='card'[^>]*id='n8n-form'/.test(html);

/** A field of a form page as it shows it: its element's name (field-<n>), label, kind and value. */
export interface ShownField {
	name: string;
	label: string;
	kind: 'input' | 'hidden' | 'file' | 'checkbox';
	value: string;
}

/** The fields of a form page, in the order its script posts them. */
export function fieldsOf(html: string): ShownField[] {
	const labels = new Map(
		[...html.matchAll(/<label class='form-label[^']*' for='(field-\d+)'>([^<]*)<\/label>/g)].map(
			([, name, label]) => [name, decodeEntities(label.trim())],
		),
	);
	const fields = new Map<string, ShownField>();
	for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
		const name = /\bname=['"](field-\d+)['"]/.exec(tag)?.[1];
		if (!name || fields.has(name)) continue;
		const type = /\btype=['"]([^'"]*)['"]/.exec(tag)?.[1] ?? 'text';
		const value = decodeEntities(/\bvalue=["']([^"']*)["']/.exec(tag)?.[1] ?? '');
		const kind =
			type === 'hidden'
				? 'hidden'
				: type === 'file'
					? 'file'
					: type === 'checkbox'
						? 'checkbox'
						: 'input';
		fields.set(name, { name, label: labels.get(name) ?? '', kind, value });
	}
	return [...fields.values()].sort((a, b) => Number(a.name.slice(6)) - Number(b.name.slice(6)));
}

/**
 * Posts a form page (a Next Form Page) as its script does: every field as shown, those named in
 * `changes` (by label) changed; a file field is sent only when `changes` gives it a file, a
 * checkbox only when ticked (`changes` gives its options as the page posts them).
 */
export async function answerFormPage(
	browser: Browser,
	waitingUrl: URL,
	html: string,
	changes: Record<string, string | UploadedFile>,
): Promise<SeenPage> {
	const body = new FormData();
	for (const field of fieldsOf(html)) {
		const change = changes[field.label];
		if (typeof change === 'object')
			body.append(
				field.name,
				new Blob([new Uint8Array(change.bytes)], { type: change.mimeType }),
				change.fileName,
			);
		else if (change !== undefined) body.append(field.name, change);
		else if (field.kind === 'input' || field.kind === 'hidden')
			body.append(field.name, field.value);
	}
	return await browser.open(waitingUrl.toString(), { method: 'POST', body });
}

/**
 * As the form's page does: polls the waiting URL's status until a page of the form waits there,
 * opens it, and, when it is a Form Ending, posts back to it as its script does (a form page waits
 * for the applicant instead: see answerFormPage). Undefined when no page comes to wait (the
 * execution ended or failed first).
 */
export async function openWaitingPage(
	browser: Browser,
	waitingUrl: URL,
	timeoutMs = 120_000,
): Promise<WaitingPage | undefined> {
	let status = '';
	for (let waited = 0; waited < timeoutMs; waited += 500) {
		status = await statusOf(waitingUrl);
		if (!['running', 'new', 'null', ''].includes(status)) break;
		await sleep(500);
	}
	if (status !== 'form-waiting' && status !== 'waiting') return undefined;
	const page = await browser.open(waitingUrl.toString());
	if (isFormPage(page.body)) return { page };
	const postedBack = await browser.open(waitingUrl.toString(), { method: 'POST' });
	return { page, postedBack };
}

/** Where a Form Ending that redirects sends the browser, once its post back is answered 200. */
export function redirectOf(waiting: WaitingPage): string | undefined {
	const redirect = /<a id='redirectUrl' href='([^']*)'/.exec(waiting.page.body)?.[1];
	return redirect && waiting.postedBack?.status === 200 ? decodeEntities(redirect) : undefined;
}
