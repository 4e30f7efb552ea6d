// The n8n editor in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), driven by
// playwright-core (a devDependency).
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

import type { User } from '../../testbed/realN8n/restClient';

export const VIEWPORT = { width: 1280, height: 800 };
/** A browser's user agent, for plain requests to pages that turn bots away (a form with Ignore Bots on). */
export const BROWSER_USER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Chromium, headless, with a fresh, empty profile of its own. */
export async function launchChromium(): Promise<Browser> {
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
	});
}

/** A page of the editor at `url`, signed in as `owner`; errors the page raises go to `errors`. */
export async function signedInPage(
	browser: Browser,
	url: string,
	owner: Pick<User, 'email' | 'password'>,
	errors: Error[] = [],
): Promise<Page> {
	const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
	// The 2.x editor is a large bundle: on a busy 2-core machine its first load takes over 30 s.
	page.setDefaultNavigationTimeout(180_000);
	page.setDefaultTimeout(90_000);
	page.on('pageerror', (error) => errors.push(error));
	await page.goto(`${url}/signin`);
	await page.fill('input[name=emailOrLdapLoginId]', owner.email);
	await page.fill('input[name=password]', owner.password);
	await page.click('button:has-text("Sign in")');
	await page.waitForURL((address) => !address.pathname.includes('signin'));
	return page;
}

/** Pictures of workflows are wider than the editor tests' window, so a template's notes stay readable. */
const PICTURE_VIEWPORT = { width: 1600, height: 900 };
/** A workflow of more nodes than this is pictured at LARGE_PICTURE_VIEWPORT (the form templates). */
const LARGE_WORKFLOW = 20;
const LARGE_PICTURE_VIEWPORT = { width: 2560, height: 1440 };

/**
 * A stored workflow's canvas, zoomed to fit, saved as a PNG at `file` (the README's pictures of the
 * examples); resolves to how many nodes the canvas shows, sticky notes included.
 */
export async function canvasPicture(
	page: Page,
	url: string,
	workflowId: string,
	file: string,
): Promise<number> {
	await page.setViewportSize(PICTURE_VIEWPORT);
	await page.goto(`${url}/workflow/${workflowId}`);
	await page.waitForSelector('[data-test-id=canvas-node]');
	const viewport =
		(await page.locator('[data-test-id=canvas-node]').count()) > LARGE_WORKFLOW
			? LARGE_PICTURE_VIEWPORT
			: PICTURE_VIEWPORT;
	await page.setViewportSize(viewport);
	const fit = page.locator('[data-test-id=zoom-to-fit]');
	if (await fit.isVisible()) await fit.click();
	// The canvas animates its zoom; node icons load after the nodes.
	await page.waitForTimeout(1500);
	await page.mouse.move(0, viewport.height - 1);
	await page.screenshot({ path: file });
	return await page.locator('[data-test-id=canvas-node], [data-test-id=sticky]').count();
}
