/**
 * DigiLocker sessions: started by `initiate-session`, answered by the applicant on the consent
 * page (../endpoints/digiLockerPage.ts), which sends their browser back to the session's
 * `redirect_url` with a one-time code, then traded for an access token before the documents are
 * read. What the docs leave open is the project's decision: the link lives 15 minutes, a code 10
 * minutes and once; the parameters added to `redirect_url` are DigiLocker's OAuth names (`code`,
 * `state`, or `error=access_denied`, `error_description`, `state`).
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { ApiError } from '../http/errors';

export const DIGILOCKER_PAGE_PATH = '/v1/kyc/digilocker/digilocker-redirect';

export const DOC_TYPES = ['aadhaar', 'pan', 'dl'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

export type Decision = 'allow' | 'deny';

interface IssuedCode {
	code: string;
	expiresAt: number;
	used: boolean;
}

export interface DigiLockerSession {
	/** The session id: the initiate answer's `transaction_id`, and the page's `state`. */
	id: string;
	purpose: string;
	redirectUrl: string;
	docTypes: readonly DocType[];
	/** Until when the applicant may answer the page. */
	linkExpiresAt: number;
	/** What the applicant answered, once they have. */
	decision?: Decision;
	/** The world person the applicant chose on the page (allow only). */
	personId?: string;
	codes: IssuedCode[];
	/** Whether a code has been traded for an access token, which the documents need. */
	accessTokenIssued: boolean;
}

export const DETAILS = {
	sessionNotFound: 'Session not found',
	badCode: 'Invalid or expired digilocker_code',
	noAccessToken: 'Access token not generated for this session',
} as const;

const DENIED_DESCRIPTION = 'The applicant denied consent to share their documents';

/**
 * `url` with `parameters` added to its query: everything it already has (its own parameters, such
 * as n8n's `?signature=...`, and its fragment) kept as it is, byte for byte.
 */
export function withQueryParameters(url: string, parameters: Record<string, string>): string {
	const hash = url.indexOf('#');
	const base = hash < 0 ? url : url.slice(0, hash);
	const fragment = hash < 0 ? '' : url.slice(hash);
	const added = new URLSearchParams(parameters).toString();
	const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
	return `${base}${joiner}${added}${fragment}`;
}

export class DigiLockerSessions {
	private readonly sessions = new Map<string, DigiLockerSession>();
	linkLifetimeMs = LINK_LIFETIME_MS;
	codeLifetimeMs = CODE_LIFETIME_MS;

	constructor(private readonly now: () => number = Date.now) {}

	start(request: { purpose: string; redirectUrl: string; docTypes: readonly DocType[] }) {
		const session: DigiLockerSession = {
			id: randomUUID(),
			...request,
			linkExpiresAt: this.now() + this.linkLifetimeMs,
			codes: [],
			accessTokenIssued: false,
		};
		this.sessions.set(session.id, session);
		return session;
	}

	/** Every session, oldest first. */
	all(): DigiLockerSession[] {
		return [...this.sessions.values()];
	}

	/** The session waiting for its applicant: known, not yet answered, its link not expired. */
	waiting(id: string): DigiLockerSession | undefined {
		const session = this.sessions.get(id);
		return session && !session.decision && session.linkExpiresAt > this.now() ? session : undefined;
	}

	/**
	 * The applicant's answer: a one-time code on allow. Returns where their browser goes next;
	 * undefined when the session is not waiting.
	 */
	decide(id: string, decision: Decision, personId?: string): string | undefined {
		const session = this.waiting(id);
		if (!session) return undefined;
		session.decision = decision;
		if (decision === 'deny') {
			return withQueryParameters(session.redirectUrl, {
				error: 'access_denied',
				error_description: DENIED_DESCRIPTION,
				state: session.id,
			});
		}
		session.personId = personId;
		const code = randomBytes(20).toString('hex');
		session.codes.push({ code, expiresAt: this.now() + this.codeLifetimeMs, used: false });
		return withQueryParameters(session.redirectUrl, { code, state: session.id });
	}

	/** The session by id, whatever its state; undefined when unknown. */
	known(id: string): DigiLockerSession | undefined {
		return this.sessions.get(id);
	}

	/** The session by id, or 404. */
	get(id: string): DigiLockerSession {
		const session = this.sessions.get(id);
		if (!session) throw new ApiError(404, DETAILS.sessionNotFound);
		return session;
	}

	/** Trades a code of the session for its access token: 400 unless unused, unexpired and its own. */
	exchange(id: string, code: string): DigiLockerSession {
		const session = this.get(id);
		const issued = session.codes.find((candidate) => candidate.code === code);
		if (!issued || issued.used || issued.expiresAt <= this.now())
			throw new ApiError(400, DETAILS.badCode);
		issued.used = true;
		session.accessTokenIssued = true;
		return session;
	}

	/** The session whose documents may be read, with its person's id; 404 or 400 otherwise. */
	withAccessToken(id: string): DigiLockerSession & { personId: string } {
		const session = this.get(id);
		if (!session.accessTokenIssued || session.personId === undefined)
			throw new ApiError(400, DETAILS.noAccessToken);
		return session as DigiLockerSession & { personId: string };
	}
}
