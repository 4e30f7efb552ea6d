/**
 * Batch jobs by request_id. Batch uploads create a job; the batch-status endpoint and the file
 * links read it. A job is `in progress` until `delayMs` after its submission, then `completed`,
 * when its result file appears and its `onCompleted` hook runs (webhook delivery).
 *
 * Completion uses real timers: the emulator serves real clients over HTTP, so there is no fake
 * clock to advance. `cancelPending` clears them so a closed emulator leaves nothing running.
 */
import { randomUUID } from 'node:crypto';

import { batchResultCsv } from './batchResults';
import { FILE_HOST, batchOutputFileUrl } from '../endpoints/fixtures';
import type { UploadedFile } from '../http/multipart';

export type JobState = 'in progress' | 'completed';

/** How batch jobs are processed. A job keeps the settings in force when it was submitted. */
export interface BatchProcessing {
	/** Milliseconds from submission to completion; 0 (the default) completes a job as it is submitted. */
	delayMs?: number;
	/** Body of the webhook delivery: `json` (the default), or `multipart` with the result CSV as `file`. */
	delivery?: 'json' | 'multipart';
	/** How many first delivery attempts of each job fail without being sent, as a network error would; 0 by default. */
	failedDeliveries?: number;
	/** Waits before the retries of a failed delivery; `[100, 200, 400]` by default: up to 3 retries. */
	retryDelaysMs?: readonly number[];
}

export const DEFAULT_BATCH_PROCESSING: Readonly<Required<BatchProcessing>> = Object.freeze({
	delayMs: 0,
	delivery: 'json',
	failedDeliveries: 0,
	retryDelaysMs: Object.freeze([100, 200, 400]),
});

export interface BatchJob {
	requestId: string;
	/** Operation of the upload route, e.g. `uploadCinBatch`. */
	operation: string;
	productId: string;
	upload: UploadedFile;
	webhookUrl?: string;
	state: JobState;
	submittedAt: number;
	completedAt?: number;
	/** URL of the output CSV; empty until the job is completed. */
	outputFileUrl: string;
	/** The processing settings in force when the job was submitted. */
	processing: Readonly<Required<BatchProcessing>>;
}

export interface JobSubmission {
	operation: string;
	productId: string;
	upload: UploadedFile;
	webhookUrl?: string;
}

export interface JobStoreOptions {
	/**
	 * Base of the output file links, e.g. `http://127.0.0.1:4010/files`. A function, as the
	 * emulator's port is only known once it listens.
	 */
	fileBaseUrl?: () => string;
	/** Runs when a job completes. */
	onCompleted?: (job: BatchJob) => void;
}

function isDelay(value: unknown): boolean {
	return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The settings with defaults filled in; throws on a value that makes no sense. */
export function batchProcessingOf(settings: BatchProcessing): Required<BatchProcessing> {
	const full = { ...DEFAULT_BATCH_PROCESSING, ...settings };
	if (!isDelay(full.delayMs))
		throw new Error(`delayMs must be a number of milliseconds, got ${full.delayMs}`);
	if (full.delivery !== 'json' && full.delivery !== 'multipart')
		throw new Error(`delivery must be json or multipart, got ${String(full.delivery)}`);
	if (!Number.isInteger(full.failedDeliveries) || full.failedDeliveries < 0) {
		throw new Error(`failedDeliveries must be a whole number, got ${full.failedDeliveries}`);
	}
	if (!Array.isArray(full.retryDelaysMs) || !full.retryDelaysMs.every(isDelay))
		throw new Error('retryDelaysMs must be a list of milliseconds');
	return { ...full, retryDelaysMs: Object.freeze([...full.retryDelaysMs]) };
}

export class JobStore {
	private readonly jobs = new Map<string, BatchJob>();
	private readonly timers = new Set<NodeJS.Timeout>();
	/** Result CSVs, built when first asked for: uploads can be large and most results are never read. */
	private readonly results = new Map<string, string>();
	private settings: Readonly<Required<BatchProcessing>> = DEFAULT_BATCH_PROCESSING;

	constructor(
		private readonly now: () => number = Date.now,
		private readonly options: JobStoreOptions = {},
	) {}

	/** Sets how jobs submitted from now on are processed; `{}` restores the defaults. */
	configure(settings: BatchProcessing): void {
		this.settings = batchProcessingOf(settings);
	}

	submit(submission: JobSubmission): BatchJob {
		const job: BatchJob = {
			...submission,
			requestId: randomUUID(),
			state: 'in progress',
			submittedAt: this.now(),
			outputFileUrl: '',
			processing: this.settings,
		};
		this.jobs.set(job.requestId, job);
		if (job.processing.delayMs === 0) {
			this.complete(job);
		} else {
			const timer = setTimeout(() => {
				this.timers.delete(timer);
				this.complete(job);
			}, job.processing.delayMs);
			this.timers.add(timer);
		}
		return job;
	}

	get(requestId: string): BatchJob | undefined {
		return this.jobs.get(requestId);
	}

	all(): BatchJob[] {
		return [...this.jobs.values()];
	}

	/** The result CSV of a completed job; undefined while it is in progress. */
	resultCsv(job: BatchJob): string | undefined {
		if (job.state !== 'completed') return undefined;
		let csv = this.results.get(job.requestId);
		if (csv === undefined) {
			csv = batchResultCsv(job.operation, job.upload.data);
			this.results.set(job.requestId, csv);
		}
		return csv;
	}

	/** Stops the completion timers; jobs still in progress stay so. */
	cancelPending(): void {
		for (const timer of this.timers) clearTimeout(timer);
		this.timers.clear();
	}

	private complete(job: BatchJob): void {
		job.state = 'completed';
		job.completedAt = this.now();
		job.outputFileUrl = batchOutputFileUrl(
			job.requestId,
			this.options.fileBaseUrl?.() ?? FILE_HOST,
		);
		this.options.onCompleted?.(job);
	}
}
