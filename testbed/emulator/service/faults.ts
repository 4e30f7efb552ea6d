/**
 * Faults queued by tests: the next matching calls get the fault's answer instead of the normal
 * one. A fault is only applied to an authenticated call, so an injected 429 on a lookup looks
 * like a real rate limit.
 *
 * The authorize call, file downloads (`/files/`) and the DigiLocker consent page only get faults
 * whose `pathPrefix` names them, so a fault meant for lookups does not also break logging in,
 * downloading or the applicant's page.
 */
import { AUTHORIZE_PATH } from './auth';
import { FILES_PATH } from '../files/fileShelf';
import { DIGILOCKER_PAGE_PATH } from './digilocker';

export interface Fault {
	status: number;
	/** JSON body; `{"detail": <standard text for the status>}` by default. */
	body?: unknown;
	/** Sent as is instead of a JSON body, e.g. an HTML error page. */
	rawBody?: string;
	/** Content type of `rawBody`; `text/plain; charset=utf-8` by default. */
	contentType?: string;
	headers?: Record<string, string>;
	/** Only calls whose path starts with this; any path but `/v1/authorize`, `/files/` and the DigiLocker page by default. */
	pathPrefix?: string;
	/** Only calls whose query string has all these values, e.g. `{ mobile_number: '9876543211' }`. */
	query?: Record<string, string>;
	/** How many calls get the fault; 1 by default. */
	times?: number;
	/** Every matching call gets the fault for this many milliseconds from now (a storm), however many; instead of `times`. */
	forMs?: number;
	/** Drop the connection without answering (ECONNRESET at the client); `status` is then ignored. */
	reset?: boolean;
	/** Milliseconds to wait before answering (or dropping): a stalled source, for the client's timeout. */
	delayMs?: number;
	/**
	 * The call is processed first (a penny drop deposits its ₹1), then the fault's answer replaces
	 * the real one: an answer lost on its way back. By default a fault answers instead of processing.
	 */
	afterProcessing?: boolean;
}

interface QueuedFault {
	fault: Fault;
	remaining: number;
	/** When a `forMs` fault ends. */
	until?: number;
}

/** Paths that only faults naming them apply to: the authorize call, everything under `/files`, the consent page. */
const SEPARATE_ROOTS = [AUTHORIZE_PATH, FILES_PATH, DIGILOCKER_PAGE_PATH];

function matches(fault: Fault, path: string, query: Readonly<Record<string, string>>): boolean {
	const prefix = fault.pathPrefix ?? '';
	const root = SEPARATE_ROOTS.find(
		(candidate) => path === candidate || path.startsWith(`${candidate}/`),
	);
	const pathMatches = path.startsWith(prefix) && (root === undefined || prefix.startsWith(root));
	return (
		pathMatches && Object.entries(fault.query ?? {}).every(([name, value]) => query[name] === value)
	);
}

export class FaultQueue {
	private queue: QueuedFault[] = [];

	add(fault: Fault): void {
		const times = fault.times ?? 1;
		if (
			!fault.reset &&
			(!Number.isInteger(fault.status) || fault.status < 100 || fault.status > 599)
		) {
			throw new Error(`A fault needs an HTTP status from 100 to 599, got ${fault.status}`);
		}
		if (!Number.isInteger(times) || times < 1)
			throw new Error(`A fault's times must be a positive integer, got ${times}`);
		const until = fault.forMs === undefined ? undefined : Date.now() + fault.forMs;
		this.queue.push({
			fault: { ...fault },
			remaining: until === undefined ? times : Infinity,
			until,
		});
	}

	clear(): void {
		this.queue = [];
	}

	/** The first queued fault matching a call, used up by it; undefined when none. */
	take(path: string, query: Readonly<Record<string, string>> = {}): Fault | undefined {
		const now = Date.now();
		this.queue = this.queue.filter((queued) => queued.until === undefined || queued.until > now);
		const entry = this.queue.find((queued) => matches(queued.fault, path, query));
		if (!entry) return undefined;
		entry.remaining -= 1;
		if (entry.remaining === 0) this.queue.splice(this.queue.indexOf(entry), 1);
		return entry.fault;
	}
}
