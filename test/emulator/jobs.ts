/**
 * Batch jobs by request_id. Batch uploads create a job; the batch-status endpoint reads it.
 *
 * Processing is instantaneous: a job is completed as soon as it is submitted. Delayed completion,
 * failures and webhook delivery go in `process`, which is the only place that changes a job.
 */
import { randomUUID } from 'node:crypto';

import { batchOutputFileUrl } from './fixtures';
import type { UploadedFile } from './multipart';

export type JobState = 'in progress' | 'completed';

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
}

export interface JobSubmission {
	operation: string;
	productId: string;
	upload: UploadedFile;
	webhookUrl?: string;
}

export class JobStore {
	private readonly jobs = new Map<string, BatchJob>();

	constructor(private readonly now: () => number = Date.now) {}

	submit(submission: JobSubmission): BatchJob {
		const job: BatchJob = {
			...submission,
			requestId: randomUUID(),
			state: 'in progress',
			submittedAt: this.now(),
			outputFileUrl: '',
		};
		this.jobs.set(job.requestId, job);
		this.process(job);
		return job;
	}

	get(requestId: string): BatchJob | undefined {
		return this.jobs.get(requestId);
	}

	all(): BatchJob[] {
		return [...this.jobs.values()];
	}

	private process(job: BatchJob): void {
		job.state = 'completed';
		job.completedAt = this.now();
		job.outputFileUrl = batchOutputFileUrl(job.requestId);
	}
}
