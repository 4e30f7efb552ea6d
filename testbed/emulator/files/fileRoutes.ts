/**
 * `GET /files/...`: the downloads that records link to, as pre-signed links work in the real
 * service: no Deepvue credentials, no rate limit, 404 for an address that was never handed out.
 *
 * - `/files/batch-output/<request_id>.csv`: the result CSV of a completed batch job.
 * - `/files/ais/<name>.pdf`, `/files/shop-establishment/<name>.pdf`: the PDFs of `fileShelf.ts`.
 */
import { ApiError } from '../http/errors';
import { FILES_PATH } from './fileShelf';
import type { FileShelf } from './fileShelf';
import type { JobStore } from '../batches/jobs';
import type { Reply } from '../http/reply';

/** Whether `path` is a download rather than an API call. */
export function isFilePath(path: string): boolean {
	return path.startsWith(`${FILES_PATH}/`);
}

function attachment(content: string | Buffer, contentType: string, filename: string): Reply {
	return {
		status: 200,
		rawBody: content,
		contentType,
		headers: { 'content-disposition': `attachment; filename="${filename}"` },
	};
}

/** The answer to a request for `path` under `/files/`; throws 404 for an unknown file. */
export function serveFile(method: string, path: string, files: FileShelf, jobs: JobStore): Reply {
	if (method !== 'GET' && method !== 'HEAD')
		throw new ApiError(405, undefined, { allow: 'GET, HEAD' });
	const name = path.slice(FILES_PATH.length + 1);

	const output = /^batch-output\/([^/]+)\.csv$/.exec(name);
	if (output) {
		const job = jobs.get(output[1]);
		const csv = job && jobs.resultCsv(job);
		if (csv !== undefined) return attachment(csv, 'text/csv; charset=utf-8', `${output[1]}.csv`);
	}

	const pdf = /^(?:ais|shop-establishment)\/([^/]+\.pdf)$/.exec(name) ? files.pdf(name) : undefined;
	if (pdf) return attachment(pdf, 'application/pdf', name.slice(name.lastIndexOf('/') + 1));

	throw new ApiError(404, 'File not found');
}
