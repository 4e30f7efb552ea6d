// The package in the real n8n editor, in a browser (`npm run test:editor`, which builds first), on
// each tested n8n line (1: n8n 1.123.81, 2: n8n 2.41.3):
//
//   npm run test:editor [-- --line 1|2] [-- --screenshots DIR]
//
// Starts the same throwaway n8n and emulator as e2e/n8n.test.ts, signs in as the owner and drives
// the editor with playwright-core (a devDependency) in Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium): searches the node panel for what a new user may type (verify, KYC, PAN,
// UPI, FSSAI, MNRL), adds the Deepvue node from the node panel through the Verify UPI ID action,
// fills it and executes it, opens the credential and the AI Agent example, opens an example
// imported as it is (no credential: opening its Deepvue node must select the one there is), and
// opens an Edit Fields (Set) node after a Deepvue node and after a Deepvue Trigger that never ran. It checks
// that each search lists the node, that the panel's entry says what Deepvue verifies (2.x), that
// the node's icon renders in the node panel and on the canvas, that the node added is named
// "Verify UPI ID", that no parameter and no node shows an issue once the
// required fields are filled, that the run shows the result, that the Set nodes' input lists the
// fields of the output schemas before any run (after the trigger: on 1.x only; 2.x previews no
// trigger), and that the page raised no error.
// Without --line, both lines run. Screenshots of each step go to a temporary folder per line;
// with --screenshots, the 2.x line's go to DIR (docs/screenshots/ holds the README's and the docs')
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { launchChromium, signedInPage } from './lib/browser';
import { type Check, checksIn } from './lib/checks';
import { flagValue } from '../testbed/realN8n/flags';
import { ensureN8n, linesAsked } from '../testbed/realN8n/n8nInstall';
import { OWNER, type RestClient, restClient } from '../testbed/realN8n/restClient';
import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { freePort } from '../testbed/realN8n/ports';
import { importCredential, importWorkflows } from '../testbed/realN8n/imports';
import { n8nEnvironment } from '../testbed/realN8n/environment';
import { prepareUserFolder } from '../testbed/realN8n/userFolder';
import { startEmulatorProcess } from '../testbed/realN8n/emulatorProcess';
import { startN8n } from '../testbed/realN8n/n8nProcess';
import { DEEPVUE_CREDENTIAL } from '../testbed/realN8n/exampleCredentials';

const screenshots = flagValue('screenshots');
/** The line whose screenshots are the README's: the current one. */
const SCREENSHOTS_LINE = '2';

/**
 * A Deepvue node (Verify UPI ID) and a Deepvue Trigger, each followed by an Edit Fields node, none
 * of them ever run: the Edit Fields nodes can only know the fields from the output schemas.
 */
const FIELDS_PREVIEW = {
	id: 'fieldsPreview0001',
	workflow: {
		name: 'Fields before the first run',
		settings: { executionOrder: 'v1' },
		pinData: {},
		nodes: [
			{
				id: 'f1',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'f2',
				name: 'Verify UPI ID',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [220, 0],
				parameters: {
					resource: 'payment',
					operation: 'verifyUpi',
					vpa: 'asha@okhdfcbank',
					options: {},
				},
				credentials: { deepvueApi: DEEPVUE_CREDENTIAL },
			},
			{
				id: 'f3',
				name: 'After Verify UPI ID',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				position: [440, 0],
				parameters: { assignments: { assignments: [] }, options: {} },
			},
			{
				id: 'f4',
				name: 'Deepvue Trigger',
				type: 'n8n-nodes-deepvue.deepvueTrigger',
				typeVersion: 2,
				position: [0, 240],
				parameters: { options: {} },
				webhookId: 'f4f4f4f4-0000-4000-8000-000000000001',
			},
			{
				id: 'f5',
				name: 'After Deepvue Trigger',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				position: [220, 240],
				parameters: { assignments: { assignments: [] }, options: {} },
			},
		],
		connections: {
			Start: { main: [[{ node: 'Verify UPI ID', type: 'main', index: 0 }]] },
			'Verify UPI ID': { main: [[{ node: 'After Verify UPI ID', type: 'main', index: 0 }]] },
			'Deepvue Trigger': { main: [[{ node: 'After Deepvue Trigger', type: 'main', index: 0 }]] },
		},
	},
};

/** Saves a screenshot of the page as `<name>.png` in `folder`. */
async function shoot(page: Page, folder: string, name: string): Promise<void> {
	const file = path.join(folder, `${name}.png`);
	await page.screenshot({ path: file });
	console.log(`     screenshot ${path.relative(PACKAGE_ROOT, file)}`);
}

/** Opens an Edit Fields node of the preview workflow; `listed` when its input lists every field. */
async function inputListsFields(page: Page, nodeName: string, fields: string[]) {
	await page.locator('[data-test-id=canvas-node]').filter({ hasText: nodeName }).first().dblclick();
	const input = page.locator('[data-test-id=ndv-input-panel]');
	await input.waitFor();
	const listed = await input
		.getByText(fields[fields.length - 1], { exact: true })
		.first()
		.waitFor({ timeout: 30_000 })
		.then(
			() => true,
			() => false,
		);
	const missing: string[] = [];
	for (const field of fields)
		if (!(await input.getByText(field, { exact: true }).first().isVisible())) missing.push(field);
	return {
		listed: listed && missing.length === 0,
		missing,
		preview: await input.getByText('Usually outputs the following fields').first().isVisible(),
	};
}

/** Whether every image matched by the locator has loaded and has a size: the icon renders. */
async function iconsRender(locator: Locator): Promise<boolean> {
	const images = await locator.all();
	if (images.length === 0) return false;
	for (const image of images) {
		if (
			!(await image.evaluate(
				(element) =>
					element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
			))
		)
			return false;
	}
	return true;
}

/** What a new user may type in the node panel to find the node: each must list it. */
const SEARCH_WORDS = ['verify', 'KYC', 'PAN', 'UPI', 'FSSAI', 'MNRL'];

/** The action the node is added through, and so the name n8n gives the node. */
const ACTION = 'Verify UPI ID';

/** The Deepvue entry in the node panel (the node and its trigger merged into one). */
const panelEntry = (page: Page) =>
	page
		.locator('[data-test-id=item-iterator-item][data-keyboard-nav-id^="n8n-nodes-deepvue.deepvue"]')
		.first();

/** A new workflow with a manual trigger, the node panel open after it. */
async function openNodePanel(page: Page, url: string): Promise<void> {
	await page.goto(`${url}/workflow/new`);
	await page.getByText('Add first step').waitFor();
	await page.waitForSelector('text=Loading', { state: 'detached', timeout: 60_000 });
	await page.click('[data-test-id=canvas-plus-button]');
	await page.keyboard.type('manual');
	await page.waitForTimeout(800);
	await page.keyboard.press('Enter');
	await page.waitForSelector('[data-test-id=canvas-handle-plus]');
	await page.click('[data-test-id=canvas-handle-plus]');
	await page.waitForSelector('[data-test-id=node-creator-search-bar]');
}

/**
 * The node panel searched with each of SEARCH_WORDS: the panel matches what is typed against the
 * display name and the codex aliases (nodes/Deepvue/Deepvue.node.json). The entry's description is
 * the trigger's (n8n merges a node and its trigger): it must say what Deepvue verifies.
 */
async function nodePanelSearch(
	check: Check,
	page: Page,
	url: string,
	line: string,
	shot: (name: string) => Promise<void>,
): Promise<void> {
	await openNodePanel(page, url);
	const search = page.locator('[data-test-id=node-creator-search-bar]');
	for (const word of SEARCH_WORDS) {
		await search.fill(word);
		const listed = await panelEntry(page)
			.waitFor({ timeout: 5_000 })
			.then(
				() => true,
				() => false,
			);
		if (word === 'verify') {
			await page.waitForTimeout(500);
			await shot('nodes-panel-verify');
		}
		const shown = listed ? await panelEntry(page).innerText() : '';
		await check(
			`typing "${word}" in the node panel lists Deepvue`,
			listed,
			`the panel lists: ${(await page.locator('[data-test-id=item-iterator-item]').allInnerTexts()).slice(0, 8).join(' | ').replace(/\s+/g, ' ')}`,
		);
		if (word === 'verify' && line === '1') {
			// n8n 1.x's panel shows no description under a search result's name.
			await check(
				"the panel's Deepvue entry shows its name and no trigger's description",
				shown.trim() === 'Deepvue',
				`the entry reads: ${JSON.stringify(shown)}`,
			);
		} else if (word === 'verify') {
			await check(
				"the panel's Deepvue entry says what Deepvue verifies, not only what the trigger does",
				/Verify Indian PAN, bank accounts, UPI IDs/.test(shown) &&
					!/Starts the workflow/.test(shown),
				`the entry reads: ${JSON.stringify(shown)}`,
			);
		}
	}
	await page.keyboard.press('Escape');
}

/** A new workflow: a manual trigger and the Deepvue node added from the node panel, filled in, run, its credential opened. */
async function addFromNodePanel(
	check: Check,
	page: Page,
	url: string,
	shot: (name: string) => Promise<void>,
): Promise<void> {
	// A new workflow with a manual trigger, then the node panel searched for Deepvue.
	await openNodePanel(page, url);
	await page.keyboard.type('Deepvue');
	await page.waitForTimeout(1500);
	await shot('node-panel');
	const panelItem = panelEntry(page);
	await check('the node panel lists Deepvue', await panelItem.isVisible());
	await check("the node panel shows Deepvue's icon", await iconsRender(panelItem.locator('img')));

	// Its actions, grouped by resource.
	await page.keyboard.press('Enter');
	const action = page.getByText(ACTION, { exact: true }).first();
	await action.waitFor();
	await page.waitForTimeout(500);
	await shot('actions');

	// The node added from an action: the parameters, and the operations of its resource.
	await action.click();
	await page.waitForSelector('[data-test-id=ndv]');
	await page.waitForTimeout(1500);
	await page.click('[data-test-id=parameter-input-operation]');
	await page.waitForTimeout(800);
	await shot('operations');
	await page.keyboard.press('Escape');
	await page.waitForTimeout(300);

	// A successful run: fill the UPI ID and name, execute the step.
	await page
		.locator(
			'[data-test-id=parameter-input-vpa] input, [data-test-id=parameter-input-vpa] textarea',
		)
		.first()
		.fill('asha@okhdfcbank');
	await page
		.locator(
			'[data-test-id=parameter-input-nameToMatch] input, [data-test-id=parameter-input-nameToMatch] textarea',
		)
		.first()
		.fill('Asha Rao');
	await page.waitForTimeout(500);
	const parameterIssues = page.locator('[data-test-id=ndv] [data-test-id=parameter-issues]');
	await check(
		'no parameter shows an issue once UPI ID and name are filled',
		(await parameterIssues.count()) === 0,
		(await parameterIssues.allInnerTexts()).join('; '),
	);
	await page.click('[data-test-id=node-execute-button]');
	const result = await page
		.getByText('name_at_bank')
		.first()
		.waitFor({ timeout: 60_000 })
		.then(
			() => true,
			() => false,
		);
	await page.waitForTimeout(1000);
	await shot('run-output');
	await check('executing Verify UPI ID shows the result (name_at_bank)', result);

	// The credential form.
	await page.click('[data-test-id=credential-edit-button]');
	await page
		.waitForSelector('[data-test-id=editCredential-modal]', { timeout: 15_000 })
		.catch(() => page.waitForTimeout(1500));
	await page.waitForTimeout(1000);
	await shot('credential');
	await page.keyboard.press('Escape');
	await page.waitForTimeout(300);
	await page.keyboard.press('Escape'); // closes the node's panel
	await page.waitForTimeout(800);
	const canvasNode = page
		.locator('[data-test-id=canvas-node]')
		.filter({ hasText: 'Verify' })
		.first();
	// n8n names a node added through an action after the action's text.
	// Its text: the run's item count ("1 item") once it has run, the name, the subtitle.
	const nodeName = (await canvasNode.innerText())
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !/^\d+ items?$/.test(line))[0];
	await check(
		`the node added through "${ACTION}" is named "${ACTION}" on the canvas (at most 30 characters)`,
		nodeName === ACTION && nodeName.length <= 30,
		`the canvas node reads: ${JSON.stringify(await canvasNode.innerText())}`,
	);
	await check(
		"the canvas shows the node with Deepvue's icon",
		await iconsRender(canvasNode.locator('img[src*="deepvue"]')),
	);
	await check(
		'the node on the canvas shows no issue',
		(await page.locator('[data-test-id=canvas-node] [data-test-id=node-issues]').count()) === 0,
	);
}

/** The AI Agent example: the Deepvue tools on the agent's canvas. */
async function aiAgentExample(
	check: Check,
	page: Page,
	url: string,
	shot: (name: string) => Promise<void>,
): Promise<void> {
	await page.goto(`${url}/workflow/kycAssistant0001`);
	await page.waitForSelector('[data-test-id=canvas-node]');
	await page.waitForTimeout(2000);
	await shot('ai-agent');
	await check(
		'the AI Agent example shows its Deepvue tools with their icon',
		await iconsRender(page.locator('[data-test-id=canvas-node] img[src*="deepvue"]')),
	);
}

/**
 * An example as a user imports it: no credential in the file, so its Deepvue node shows an issue
 * until it is opened, when n8n selects the one Deepvue credential there is.
 */
async function exampleAsImported(
	check: Check,
	page: Page,
	url: string,
	rest: RestClient,
	shot: (name: string) => Promise<void>,
): Promise<void> {
	const file = JSON.parse(
		readFileSync(path.join(PACKAGE_ROOT, 'examples', 'onboarding-check.json'), 'utf8'),
	) as { nodes: unknown[]; connections: unknown; settings?: unknown };
	const { data: workflow } = await rest.call<{ data: { id: string } }>('POST', '/workflows', {
		name: 'Imported as it is',
		nodes: file.nodes,
		connections: file.connections,
		settings: file.settings ?? {},
		active: false,
	});
	await page.goto(`${url}/workflow/${workflow.id}`);
	await page.waitForSelector('[data-test-id=canvas-node]');
	await page.waitForTimeout(1500);
	const node = () =>
		page.locator('[data-test-id=canvas-node]').filter({ hasText: 'Name From Mobile' }).first();
	const issuesBefore = await node().locator('[data-test-id=node-issues]').count();
	await node().dblclick();
	await page.waitForTimeout(2500);
	await shot('example-credential-selected');
	await page.keyboard.press('Escape');
	await page.waitForTimeout(1500);
	const issuesAfter = await node().locator('[data-test-id=node-issues]').count();
	await check(
		'an example imported as it is has no credential: its Deepvue node shows an issue',
		issuesBefore > 0,
		`${issuesBefore} issue marks`,
	);
	await check(
		'opening the node selects the one Deepvue credential: the issue is gone',
		issuesAfter === 0,
		`${issuesAfter} issue marks`,
	);
}

/** Fields before the first run: Edit Fields after a Deepvue node and a trigger that never ran. */
async function fieldsBeforeRun(
	check: Check,
	page: Page,
	url: string,
	line: string,
	shot: (name: string) => Promise<void>,
): Promise<void> {
	await page.goto(`${url}/workflow/${FIELDS_PREVIEW.id}`);
	await page.waitForSelector('[data-test-id=canvas-node]');
	await page.waitForTimeout(1500);
	const afterNode = await inputListsFields(page, 'After Verify UPI ID', [
		'account_exists',
		'name_at_bank',
		'name_information',
		'name_at_bank_cleaned',
	]);
	await page.waitForTimeout(800);
	await shot('fields-before-run');
	await check(
		'before any run, Edit Fields after Verify UPI ID lists its fields ("Usually outputs the following fields")',
		afterNode.listed && afterNode.preview,
		`missing: ${afterNode.missing.join(', ')}; preview notice: ${afterNode.preview}`,
	);
	await page.keyboard.press('Escape');
	await page.waitForTimeout(500);
	const afterTrigger = await inputListsFields(page, 'After Deepvue Trigger', [
		'request_id',
		'status',
		'batch_output_file_url',
		'receivedAt',
	]);
	await page.waitForTimeout(800);
	await shot('fields-before-delivery');
	if (line === '1') {
		await check(
			'before any delivery, Edit Fields after the Deepvue Trigger lists its fields',
			afterTrigger.listed && afterTrigger.preview,
			`missing: ${afterTrigger.missing.join(', ')}; preview notice: ${afterTrigger.preview}`,
		);
	} else {
		// n8n 2.x's editor previews no trigger's output ("Trigger nodes do not have schema previews"),
		// though n8n serves the schema (e2e/n8n/schemas.ts). Should that change, so must docs/output.md.
		await check(
			"Edit Fields after the Deepvue Trigger shows no preview, as n8n 2.x's editor skips triggers",
			!afterTrigger.preview && afterTrigger.missing.length === 4,
			`preview notice: ${afterTrigger.preview}; missing: ${afterTrigger.missing.join(', ')}`,
		);
	}
	await page.keyboard.press('Escape');
}

for (const line of linesAsked()) {
	void test(`the editor of n8n line ${line}`, async (t) => {
		const installation = await ensureN8n({ line });
		const tag = `[n8n ${installation.version}]`;
		const out =
			screenshots && line === SCREENSHOTS_LINE
				? path.resolve(screenshots)
				: mkdtempSync(path.join(tmpdir(), `deepvue-editor-${line}-`));
		const shot = (page: Page) => (name: string) => shoot(page, out, name);
		const userFolder = prepareUserFolder();
		const emulator = await startEmulatorProcess();
		let n8n: Awaited<ReturnType<typeof startN8n>> | undefined;
		let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
		try {
			const env = n8nEnvironment(installation, userFolder, await freePort());
			await importCredential(installation, env, emulator);
			await importWorkflows(installation, env, {
				kycAssistant0001: 'ai-agent-kyc-assistant.json',
				[FIELDS_PREVIEW.id]: FIELDS_PREVIEW.workflow,
			});
			n8n = await startN8n(installation, env, path.join(userFolder, 'n8n.log'));
			const rest = await restClient(n8n.url); // creates the owner account
			mkdirSync(out, { recursive: true });
			browser = await launchChromium();
			const errors: Error[] = [];
			const page = await signedInPage(browser, n8n.url, OWNER, errors);
			const url = n8n.url;
			await t.test(
				'the node panel search',
				async (step) => await nodePanelSearch(checksIn(step, tag), page, url, line, shot(page)),
			);
			await t.test(
				'the Deepvue node added from the node panel and run',
				async (step) => await addFromNodePanel(checksIn(step, tag), page, url, shot(page)),
			);
			await t.test(
				'the AI Agent example',
				async (step) => await aiAgentExample(checksIn(step, tag), page, url, shot(page)),
			);
			await t.test(
				'an example imported as it is',
				async (step) => await exampleAsImported(checksIn(step, tag), page, url, rest, shot(page)),
			);
			await t.test(
				'fields before the first run',
				async (step) => await fieldsBeforeRun(checksIn(step, tag), page, url, line, shot(page)),
			);
			await t.test('errors in the page', async (step) => {
				// n8n's own check for new versions fails without internet access; it is not about the package.
				const pageErrors = errors.filter((error) => !error.stack?.includes('checkForNewVersions'));
				await checksIn(step, tag)(
					'the editor raised no error in the page',
					pageErrors.length === 0,
					pageErrors.map((error) => error.message).join('\n     '),
				);
			});
		} finally {
			await browser?.close();
			await n8n?.stop();
			await emulator.stop();
		}
	});
}
