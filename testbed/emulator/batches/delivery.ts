/**
 * Webhook deliveries: when a batch job with a `webhook_url` completes, its result is POSTed there,
 * and a failed attempt (network error or an answer other than 2xx) is retried after a backoff.
 * Every attempt goes into a log that tests read.
 *
 * Deliveries only go to loopback addresses: the emulator runs on test machines and must never send
 * traffic elsewhere, whatever URL a test or a workflow gives it. Redirects are not followed, for
 * the same reason.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface Delivery {
	requestId: string;
	url: string;
	/** 1 for the first attempt, 2 for the first retry, and so on. */
	attempt: number;
	/** HTTP status of the receiver's answer; 0 when there was none (network error, not sent). */
	status: number;
	/** When the attempt started, in milliseconds. */
	at: number;
	/** Why an attempt without an HTTP status failed. */
	error?: string;
}

export interface DeliveryPlan {
	format: 'json' | 'multipart';
	/** How many first attempts fail without being sent, as if the network had failed. */
	failedAttempts: number;
	/** Wait before each retry; its length is the number of retries. */
	retryDelaysMs: readonly number[];
}

export interface DeliveryContent {
	requestId: string;
	/** The JSON payload, and the text fields of the multipart one. */
	fields: Readonly<Record<string, string | number>>;
	/** The result CSV, built only for a multipart delivery. */
	csv(): string;
}

/** A receiver that takes longer than this to answer counts as a network error. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The URL when it is an http(s) address on this machine, or why it is refused. */
function loopbackUrl(url: string): URL | string {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return 'invalid webhook_url';
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
		return 'webhook_url is not http(s)';
	return LOOPBACK_HOSTS.has(parsed.hostname.toLowerCase()) ? parsed : 'only loopback deliveries';
}

function bodyOf(
	content: DeliveryContent,
	format: DeliveryPlan['format'],
): { body: string | FormData; headers: Record<string, string> } {
	if (format === 'json')
		return {
			body: JSON.stringify(content.fields),
			headers: { 'content-type': 'application/json' },
		};
	const form = new FormData();
	for (const [name, value] of Object.entries(content.fields)) form.append(name, String(value));
	form.append('file', new Blob([content.csv()], { type: 'text/csv' }), `${content.requestId}.csv`);
	// fetch sets the multipart content type with its boundary.
	return { body: form, headers: {} };
}

function reasonOf(error: unknown): string {
	const cause = (error as { cause?: { code?: unknown } }).cause;
	if (typeof cause?.code === 'string') return cause.code;
	return error instanceof Error ? error.message : String(error);
}

export class WebhookDeliveries {
	/** Every attempt, in the order they ended. */
	readonly log: Delivery[] = [];
	private readonly stopping = new AbortController();
	private readonly running = new Set<Promise<void>>();

	constructor(
		private readonly now: () => number = Date.now,
		/** Called with each attempt once it has ended. */
		private readonly onAttempt?: (delivery: Delivery) => void,
	) {}

	/** Starts delivering `content` to `url`, retrying per `plan`; returns at once. */
	deliver(url: string, content: DeliveryContent, plan: DeliveryPlan): void {
		if (this.stopping.signal.aborted) return;
		const run = this.run(url, content, plan).finally(() => this.running.delete(run));
		this.running.add(run);
	}

	/** Cancels pending retries and attempts under way, and waits for them to end. */
	async close(): Promise<void> {
		this.stopping.abort();
		await Promise.all(this.running);
	}

	private async run(url: string, content: DeliveryContent, plan: DeliveryPlan): Promise<void> {
		const target = loopbackUrl(url);
		if (typeof target === 'string') {
			this.record({
				requestId: content.requestId,
				url,
				attempt: 1,
				status: 0,
				at: this.now(),
				error: target,
			});
			return;
		}
		const { body, headers } = bodyOf(content, plan.format);
		for (let attempt = 1; ; attempt++) {
			const at = this.now();
			const outcome =
				attempt <= plan.failedAttempts
					? { status: 0, error: 'failed on purpose (failedDeliveries)' }
					: await this.post(target, body, headers);
			this.record({ requestId: content.requestId, url, attempt, at, ...outcome });
			const delay = plan.retryDelaysMs[attempt - 1];
			if (
				(outcome.status >= 200 && outcome.status < 300) ||
				delay === undefined ||
				this.stopping.signal.aborted
			)
				return;
			try {
				await sleep(delay, undefined, { signal: this.stopping.signal });
			} catch {
				return; // closed while waiting to retry
			}
		}
	}

	private record(delivery: Delivery): void {
		this.log.push(delivery);
		this.onAttempt?.({ ...delivery });
	}

	private async post(
		target: URL,
		body: string | FormData,
		headers: Record<string, string>,
	): Promise<{ status: number; error?: string }> {
		try {
			const response = await fetch(target, {
				method: 'POST',
				body,
				headers,
				redirect: 'manual',
				signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
			});
			// The answer's body is not used; dropping it frees the connection.
			await response.body?.cancel().catch(() => undefined);
			return { status: response.status };
		} catch (error) {
			return {
				status: 0,
				error: this.stopping.signal.aborted ? 'emulator closed' : reasonOf(error),
			};
		}
	}
}
