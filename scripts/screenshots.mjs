#!/usr/bin/env node
// Screenshots of the package in the real n8n editor, into docs/screenshots/ (build first):
//
//   node scripts/screenshots.mjs
//
// Starts the same throwaway n8n and emulator as scripts/test-n8n.mjs, signs in as the owner and
// drives the editor with playwright-core in Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). playwright-core is resolved from this repository or from the folder in
// PLAYWRIGHT_CORE_DIR (where it was installed with `npm i playwright-core`).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ensureN8n } from './n8n-install.mjs';
import {
	OWNER,
	ROOT,
	freePort,
	importCredential,
	importExamples,
	n8nEnvironment,
	prepareUserFolder,
	restClient,
	startEmulator,
	startN8n,
} from './n8n-instance.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORT = { width: 1280, height: 800 };

async function loadPlaywright() {
	const require = createRequire(path.join(ROOT, 'package.json'));
	const resolved = require.resolve('playwright-core', { paths: [ROOT, process.env.PLAYWRIGHT_CORE_DIR].filter(Boolean) });
	const module = await import(pathToFileURL(resolved).href);
	return module.default ?? module;
}

async function shoot(page, name) {
	const file = path.join(OUT, `${name}.png`);
	await page.screenshot({ path: file });
	console.log(`saved ${path.relative(ROOT, file)}`);
}

async function main() {
	const { chromium } = await loadPlaywright();
	const installation = await ensureN8n();
	const userFolder = prepareUserFolder();
	const emulator = await startEmulator();
	let n8n;
	let browser;
	try {
		const env = n8nEnvironment(installation, userFolder, await freePort());
		await importCredential(installation, env, emulator);
		await importExamples(installation, env, { kycAssistant0001: 'ai-agent-kyc-assistant.json' });
		n8n = await startN8n(installation, env, path.join(userFolder, 'n8n.log'));
		await restClient(n8n.url); // creates the owner account
		mkdirSync(OUT, { recursive: true });
		browser = await launch(chromium);
		await takeScreenshots(browser, n8n);
	} finally {
		await browser?.close();
		await n8n?.stop();
		await emulator.stop();
	}
}

async function launch(chromium) {
	return await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
		],
		// launch() starts Chromium with a fresh, empty profile of its own.
	});
}

async function takeScreenshots(browser, n8n) {
	{
		const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
		const errors = [];
		page.on('pageerror', (error) => errors.push(error.message));

		await page.goto(`${n8n.url}/signin`);
		await page.fill('input[name=emailOrLdapLoginId]', OWNER.email);
		await page.fill('input[name=password]', OWNER.password);
		await page.click('button:has-text("Sign in")');
		await page.waitForURL((url) => !url.pathname.includes('signin'));

		// A new workflow with a manual trigger, then the node panel searched for Deepvue.
		await page.goto(`${n8n.url}/workflow/new`);
		await page.getByText('Add first step').waitFor();
		await page.waitForSelector('text=Loading', { state: 'detached', timeout: 60_000 });
		await page.click('[data-test-id=canvas-plus-button]');
		await page.keyboard.type('manual');
		await page.waitForTimeout(800);
		await page.keyboard.press('Enter');
		await page.waitForSelector('[data-test-id=canvas-handle-plus]');
		await page.click('[data-test-id=canvas-handle-plus]');
		await page.keyboard.type('Deepvue');
		await page.waitForTimeout(1500);
		await shoot(page, 'node-panel');

		// Its actions, grouped by resource.
		await page.keyboard.press('Enter');
		await page.getByText('Verify a UPI ID').waitFor();
		await page.waitForTimeout(500);
		await shoot(page, 'actions');

		// The node added from an action: the parameters, and the operations of its resource.
		await page.getByText('Verify a UPI ID').click();
		await page.waitForSelector('[data-test-id=ndv]');
		await page.waitForTimeout(1500);
		await page.click('[data-test-id=parameter-input-operation]');
		await page.waitForTimeout(800);
		await shoot(page, 'operations');
		await page.keyboard.press('Escape');
		await page.waitForTimeout(300);

		// A successful run: fill the UPI ID and name, execute the step.
		await page.locator('[data-test-id=parameter-input-vpa] input, [data-test-id=parameter-input-vpa] textarea').first().fill('asha@okhdfcbank');
		await page.locator('[data-test-id=parameter-input-nameToMatch] input, [data-test-id=parameter-input-nameToMatch] textarea').first().fill('Asha Rao');
		await page.click('[data-test-id=node-execute-button]');
		await page.getByText('name_at_bank').first().waitFor({ timeout: 60_000 });
		await page.waitForTimeout(1000);
		await shoot(page, 'run-output');

		// The credential form.
		await page.click('[data-test-id=credential-edit-button]');
		await page.waitForSelector('[data-test-id=editCredential-modal]', { timeout: 15_000 }).catch(() => page.waitForTimeout(1500));
		await page.waitForTimeout(1000);
		await shoot(page, 'credential');
		await page.keyboard.press('Escape');

		// The AI Agent example: the Deepvue tools on the agent's canvas.
		await page.goto(`${n8n.url}/workflow/kycAssistant0001`);
		await page.waitForSelector('[data-test-id=canvas-node]');
		await page.waitForTimeout(2000);
		await shoot(page, 'ai-agent');

		if (errors.length) console.log(`Errors in the page:\n  ${errors.join('\n  ')}`);
	}
}

await main();
