// The two form templates as an applicant sees them, in Debian's Chromium (playwright-core, as the
// editor checks drive it), at a desktop's width and a phone's: a copy of each (a path of its own,
// beside the templates the other checks publish) on an emulator in this process. The KYC form with
// a typing mistake and an email domain a letter off, Correct Your Details, the moment before
// DigiLocker, the emulator's DigiLocker page (nobody chosen), Allow, the page the applicant lands
// on, a reload, Back and Allow again; a refusal; a second application for a number whose first
// waits (Try Again Later), reloaded. The onboarding form with a misspelt UPI handle, corrected, and
// its page, reloaded. On every page: no sideways scroll, no n8n attribution, the company's name, no
// bare "Redirecting to" line, the heading expected.
//
//   npm run test:n8n -- --line 2 --check formsInBrowser [-- --screenshots docs/screenshots]
//
// With --screenshots, the pictures go to DIR/forms/ (docs/screenshots/forms/ holds n8n 2.41.3's).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { personById } from '../../testbed/emulator/world';
import { flagValue } from '../../testbed/realN8n/flags';
import { formLimitsTable, kycConsentsTable } from '../../testbed/realN8n/dataTables';
import { BROWSER_USER_AGENT, launchChromium } from '../lib/browser';
import { importedTemplate } from '../lib/formTemplates';
import { createLiveWorkflow, withKycEmulator } from '../lib/kycWorkflows';
import type { N8nContext } from '../lib/n8nContext';

const WIDTHS = [
	['desktop', { width: 1280, height: 900 }],
	['phone', { width: 390, height: 844 }],
] as const;
const screenshots = flagValue('screenshots');
/** Where the pictures go: DIR/forms/ with --screenshots DIR. */
const pictures = screenshots ? path.resolve(screenshots, 'forms') : undefined;
const COMPANY = 'Your Company Pvt Ltd';

/** What every page after the form must show, and what it must not. */
interface PageFacts {
	heading: string;
	scrollWidth: number;
	width: number;
	text: string;
}

async function factsOf(page: Page): Promise<PageFacts> {
	return await page.evaluate(() => ({
		heading: document.querySelector('h1')?.textContent?.trim() ?? '',
		scrollWidth: document.documentElement.scrollWidth,
		width: window.innerWidth,
		text: document.body.innerText,
	}));
}

export async function run(ctx: N8nContext): Promise<void> {
	const tables = {
		limits: (await formLimitsTable(ctx.rest)).id,
		consents: (await kycConsentsTable(ctx.rest)).id,
	};
	const selfie = path.join(tmpdir(), `kavya-selfie-${process.pid}.jpg`);
	writeFileSync(selfie, photoOf('kavya', 'selfie'));
	if (pictures) mkdirSync(pictures, { recursive: true });

	await withKycEmulator(ctx, 'Deepvue forms in a browser', async (_emulator, credential) => {
		const kycPath = 'deepvue-kyc-browser';
		const onboardingPath = 'deepvue-onboarding-browser';
		for (const [file, formPath, logName] of [
			['kyc-onboarding.json', kycPath, 'kyc-browser'],
			['onboarding-form.json', onboardingPath, 'onboarding-browser'],
		] as const) {
			const workflow = importedTemplate(file, credential, tables, {
				waitSeconds: 120,
				renamed: { path: formPath, pagesPath: `${formPath}-page`, logName },
			});
			await createLiveWorkflow(ctx, {
				...workflow,
				name: `${workflow.name} (browser)`,
				active: false,
			});
		}
		const browser = await launchChromium();
		try {
			for (const [width, viewport] of WIDTHS) {
				const seen: Seen = async (page, name, heading, what) => {
					await page.waitForLoadState('load');
					if (pictures && name)
						await page.screenshot({ path: pictureOf(name, width), fullPage: true });
					const facts = await factsOf(page);
					await ctx.check(
						`forms in Chromium (${width}, ${viewport.width} px), ${what}: "${heading}", no sideways scroll, no n8n attribution, the company named`,
						facts.heading === heading &&
							facts.scrollWidth <= facts.width &&
							!/Form automated with|n8n/.test(facts.text) &&
							facts.text.includes(COMPANY),
						JSON.stringify(facts),
					);
					return facts;
				};
				await kycInBrowser(ctx, browser, viewport, kycPath, selfie, seen, width);
				await onboardingInBrowser(ctx, browser, viewport, onboardingPath, seen);
			}
		} finally {
			await browser.close();
		}
	});
}

/** Checks the page; with --screenshots, takes its picture as `name` (none when `name` is undefined). */
type Seen = (
	page: Page,
	name: string | undefined,
	heading: string,
	what: string,
) => Promise<PageFacts>;
type Viewport = (typeof WIDTHS)[number][1];

/** Waits until the page is at a URL matching `pattern`; else fails saying where it is and what it shows. */
async function arrive(page: Page, pattern: RegExp): Promise<void> {
	try {
		await page.waitForURL(pattern, { timeout: 60_000 });
	} catch {
		const text = await page.evaluate(() => document.body.innerText).catch(() => '');
		throw new Error(`Not at ${pattern} but at ${page.url()}: ${text.slice(0, 500)}`);
	}
}

async function newPage(browser: Browser, viewport: Viewport): Promise<Page> {
	const page = await (
		await browser.newContext({ viewport, userAgent: BROWSER_USER_AGENT })
	).newPage();
	page.setDefaultTimeout(90_000);
	page.setDefaultNavigationTimeout(90_000);
	return page;
}

/** Fills in the KYC form as a person does, with `mobile` and `email`. */
async function fillKycForm(
	page: Page,
	mobile: string,
	email: string,
	selfie: string,
): Promise<void> {
	const kavya = personById('kavya');
	await page.fill('#field-0', 'Kavya Reddy');
	await page.fill('#field-1', mobile);
	await page.fill('#field-2', kavya.dateOfBirth);
	await page.setInputFiles('#field-3', selfie);
	await page.fill('#field-4', email);
	await page.check('input[type=checkbox]');
}

async function kycInBrowser(
	ctx: N8nContext,
	browser: Browser,
	viewport: Viewport,
	formPath: string,
	selfie: string,
	seen: Seen,
	width: string,
): Promise<void> {
	const page = await newPage(browser, viewport);
	// The moment before DigiLocker: the browser's way there stopped once, so that the page it leaves
	// stays on screen to be read, then taken on by hand.
	let toDigiLocker: string | undefined;
	await page.route('**/v1/kyc/digilocker/digilocker-redirect?*', async (route) => {
		if (toDigiLocker) return await route.continue();
		toDigiLocker = route.request().url();
		// A 204 leaves the browser on the page it was leaving.
		await route.fulfill({ status: 204 });
	});
	await page.goto(`${ctx.n8nUrl}/form/${formPath}`);
	await seen(page, 'kyc-1-form', `Verify your identity with ${COMPANY}`, 'the KYC form');
	const form = await page.content();
	await ctx.check(
		`forms in Chromium (${width}), the KYC form: the way without Aadhaar and the privacy notice are links`,
		form.includes('href="/form/deepvue-onboarding"') &&
			form.includes('href="https://example.com/privacy"'),
	);
	await fillKycForm(page, '98765 4321', 'kavya@gmial.com', selfie);
	await sentBack(
		page,
		seen,
		'Please check what is marked below',
		'kyc-2-correct',
		'a 9-digit mobile number and gmial.com asked again',
	);
	await page.fill('#field-1', '98765 43210');
	await page.click('#submit-btn');
	for (let waited = 0; !toDigiLocker && waited < 90_000; waited += 250)
		await page.waitForTimeout(250);
	await page.waitForTimeout(500);
	if (pictures) await page.screenshot({ path: pictureOf('kyc-3-leaving', width), fullPage: true });
	const leaving = await factsOf(page);
	const card = await page.evaluate(() => getComputedStyle(document.body, '::before').content);
	await ctx.check(
		`forms in Chromium (${width}), the moment before DigiLocker: a card saying so, no "Redirecting to" line, no sideways scroll`,
		/Taking you to DigiLocker/.test(card) &&
			!leaving.text.includes('Redirecting to') &&
			leaving.scrollWidth <= leaving.width,
		`${card} ${JSON.stringify(leaving)}`,
	);
	await page.goto(toDigiLocker ?? '');
	await page.waitForLoadState('load');
	if (pictures)
		await page.screenshot({ path: pictureOf('kyc-4-digilocker', width), fullPage: true });
	const chosen = await page.inputValue('#person');
	await ctx.check(
		`forms in Chromium (${width}), the emulator's DigiLocker page: nobody chosen to sign in as`,
		chosen === '',
		chosen,
	);
	await page.selectOption('#person', 'kavya');
	await Promise.all([page.waitForURL(/-page\?/), page.click('button[value=allow]')]);
	await seen(page, 'kyc-5-received', 'Thank you, we have your application', 'back from DigiLocker');
	await page.reload();
	await seen(page, 'kyc-6-reload', 'We already have your application', 'the same page reloaded');
	// Back to DigiLocker's page (the browser may show the page it kept), and Allow again.
	await page.goBack();
	await page.waitForLoadState('load');
	if (await page.locator('button[value=allow]').count()) {
		await page.selectOption('#person', 'kavya');
		await Promise.all([page.waitForURL(/-page\?/), page.click('button[value=allow]')]);
	} else {
		await Promise.all([
			page.waitForURL(/-page\?/),
			page.click('text=Return to the service that asked'),
		]);
	}
	await seen(
		page,
		undefined, // the same page as the reload's
		'We already have your application',
		'Back, then Allow again at DigiLocker',
	);

	const refusal = await newPage(browser, viewport);
	await refusal.goto(`${ctx.n8nUrl}/form/${formPath}`);
	// Numbers of each width's own: an application left waiting holds its number.
	const numbers =
		width === 'desktop' ? ['80000 00031', '80000 00032'] : ['80000 00041', '80000 00042'];
	await fillKycForm(refusal, numbers[0], 'kavya@example.com', selfie);
	await refusal.click('#submit-btn');
	await arrive(refusal, /digilocker-redirect/);
	await Promise.all([refusal.waitForURL(/-page\?/), refusal.click('button[value=deny]')]);
	await seen(
		refusal,
		'kyc-7-not-shared',
		'Your documents were not shared',
		'a refusal at DigiLocker',
	);

	const first = await newPage(browser, viewport);
	await first.goto(`${ctx.n8nUrl}/form/${formPath}`);
	await fillKycForm(first, numbers[1], 'kavya@example.com', selfie);
	await first.click('#submit-btn');
	await arrive(first, /digilocker-redirect/);
	const again = await newPage(browser, viewport);
	await again.goto(`${ctx.n8nUrl}/form/${formPath}`);
	await fillKycForm(again, numbers[1], 'kavya@example.com', selfie);
	await again.click('#submit-btn');
	await arrive(again, /page=busy/);
	await seen(
		again,
		'kyc-8-busy',
		'Please try again later',
		'a second application while the first waits',
	);
	await again.reload();
	await seen(again, undefined, 'Please try again later', 'Try Again Later reloaded');
	for (const opened of [page, refusal, first, again]) await opened.context().close();
}

/** Submits the form, and checks Correct Your Details, showing `words`, is what comes back. */
async function sentBack(
	page: Page,
	seen: Seen,
	words: string,
	name: string,
	what: string,
): Promise<void> {
	await page.click('#submit-btn');
	await page.waitForSelector(`text=${words}`);
	await seen(page, name, 'Please check your details', what);
}

const pictureOf = (name: string, width: string) =>
	path.join(pictures ?? '.', `${name}-${width}.png`);

async function onboardingInBrowser(
	ctx: N8nContext,
	browser: Browser,
	viewport: Viewport,
	formPath: string,
	seen: Seen,
): Promise<void> {
	const kavya = personById('kavya');
	const page = await newPage(browser, viewport);
	await page.goto(`${ctx.n8nUrl}/form/${formPath}`);
	await seen(page, 'onboarding-1-form', `Open your account with ${COMPANY}`, 'the onboarding form');
	await page.fill('#field-0', 'Kavya Reddy');
	await page.fill('#field-1', '98765 43210');
	await page.fill('#field-2', 'kavya.reddy@okaxsi');
	await page.fill('#field-3', kavya.pan);
	await page.fill('#field-4', 'kavya@example.com');
	await page.check('input[type=checkbox]');
	await sentBack(
		page,
		seen,
		'Did you mean kavya.reddy@okaxis?',
		'onboarding-2-correct',
		'a misspelt UPI handle asked about',
	);
	await page.fill('#field-2', kavya.vpa);
	await page.click('#submit-btn');
	await arrive(page, /page=received/);
	await seen(
		page,
		'onboarding-3-received',
		'Thank you, we have your application',
		'the onboarding form received',
	);
	await page.reload();
	await seen(
		page,
		undefined, // the same page as before the reload
		'Thank you, we have your application',
		'the onboarding page reloaded',
	);
	await page.context().close();
}
