// An applicant's browser without a browser: Node's fetch, following redirects by hand so that
// every hop can be checked (where DigiLocker sent the applicant, what n8n answered there).
import type { Emulator } from '../../testbed/emulator/server';
import { answerConsentPage } from '../../test/harness/digiLockerFlow';
import { BROWSER_USER_AGENT } from './browser';

/** One request of the way: the URL asked, the answer's status, where it sent the browser next. */
export interface Hop {
	url: string;
	status: number;
	location?: string;
	text: string;
}

/** GETs `url` and follows redirects as a browser does, by hand, up to `maxHops` requests. */
export async function browse(url: string, maxHops = 5): Promise<Hop[]> {
	const hops: Hop[] = [];
	let next: string | undefined = url;
	while (next && hops.length < maxHops) {
		const response: Response = await fetch(next, {
			redirect: 'manual',
			headers: { 'user-agent': BROWSER_USER_AGENT },
		});
		const location = response.headers.get('location') ?? undefined;
		hops.push({ url: next, status: response.status, location, text: await response.text() });
		next =
			response.status >= 300 && response.status < 400 && location
				? new URL(location, next).toString()
				: undefined;
	}
	return hops;
}

/** The applicant's way through DigiLocker: where the consent page sent them, and each hop after. */
export interface DigiLockerVisit {
	/** The consent page's answer to the choice: 302 when all went well. */
	status: number;
	/** Its Location: the Redirect URL with the code (or the refusal) and the state added. */
	location: string;
	/** The browser's requests after it, the first to `location`. */
	hops: Hop[];
}

/**
 * The applicant opens `authorizationUrl` (the emulator's DigiLocker page), picks `person`, allows
 * or denies, and the browser follows the redirect back (to n8n's resume URL). With `follow: false`
 * the redirect is only read, as when the test takes it elsewhere.
 */
export async function throughDigiLocker(
	emulator: Emulator,
	authorizationUrl: string,
	person: string,
	decision: 'allow' | 'deny',
	{ follow = true } = {},
): Promise<DigiLockerVisit> {
	const { answer } = await answerConsentPage(emulator, authorizationUrl, person, decision);
	const location = answer.headers.get('location') ?? '';
	const hops = follow && answer.status === 302 && location ? await browse(location) : [];
	return { status: answer.status, location, hops };
}
