/** Row 4: peak memory added while the node uploads a 50 MB CSV, in a process of its own. */
import path from 'node:path';

import { progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { startMeasuringWorker } from '../lib/measuredRun';
import { MB, median, medianRun } from '../lib/stats';
import type { UploadMeasure, UploadMode } from '../workers/upload';

const UPLOAD_PATH = '/v1/verification/upi-basic/batch';

export interface UploadSample extends UploadMeasure {
	added: number;
	/** Content-Length of the upload as the emulator received it. */
	sentBytes: number;
}

/** One upload of a `bytes` CSV in a new process, checked to have reached the emulator whole. */
export async function measureUpload(
	bench: Bench,
	mode: UploadMode,
	bytes: number,
): Promise<UploadSample> {
	const worker = await startMeasuringWorker(path.join(__dirname, '../workers/upload.ts'), [
		mode,
		bench.baseUrl,
	]);
	try {
		await bench.clearLog();
		const measure = await worker.call<UploadMeasure>('measure', bytes);
		const uploads = (await bench.log()).filter((request) => request.path === UPLOAD_PATH);
		// The emulator keeps uploads in its log: free them.
		await bench.clearLog();
		const sentBytes = uploads[uploads.length - 1]?.contentLength ?? NaN;
		if (!(sentBytes > bytes))
			throw new Error(`The upload did not reach the emulator whole (${sentBytes} bytes)`);
		return { ...measure, added: measure.peakRss - measure.rssBefore, sentBytes };
	} finally {
		await worker.stop();
	}
}

export async function uploadMemory(bench: Bench, runs: number): Promise<Row> {
	const bytes = 50 * MB;
	const samples: Record<UploadMode, UploadSample[]> = { filesystem: [], memory: [] };
	for (let run = 0; run < runs; run++) {
		for (const mode of ['filesystem', 'memory'] as const) {
			progress(`row 4: run ${run + 1} of ${runs} (${mode})`);
			samples[mode].push(await measureUpload(bench, mode, bytes));
		}
	}
	const multiple = (mode: UploadMode) =>
		median(samples[mode].map((sample) => sample.added)) / bytes;
	const describe = (mode: UploadMode) => {
		const typical = medianRun(samples[mode], (sample) => sample.added);
		return `${(typical.added / MB).toFixed(0)} MB (${multiple(mode).toFixed(2)}x; RSS ${(typical.rssBefore / MB).toFixed(0)} -> ${(typical.peakRss / MB).toFixed(0)} MB, ${typical.seconds.toFixed(1)} s)`;
	};
	const onDisk = multiple('filesystem');
	const inMemory = multiple('memory');
	const source = [
		...new Set([...samples.filesystem, ...samples.memory].map((sample) => sample.peakSource)),
	].join(', ');
	return {
		name: '4. Batch upload memory, 50 MB CSV',
		result:
			`peak RSS added: file in n8n's binary data store (filesystem mode) ${describe('filesystem')}; ` +
			`file in the item as base64 (memory) ${describe('memory')}; upload received whole (${(samples.filesystem[0].sentBytes / MB).toFixed(1)} MB multipart)`,
		ratio: `${onDisk.toFixed(2)}x (filesystem), ${inMemory.toFixed(2)}x (base64 item)`,
		target: '<= 2.5x',
		met:
			onDisk <= 2.5 && inMemory <= 2.5
				? 'yes'
				: onDisk <= 2.5
					? 'yes (filesystem); no (base64 item)'
					: 'no',
		limits:
			`The node's run holds the file twice at once: the Buffer n8n's getBinaryDataBuffer returns, and the multipart body ` +
			`built around it in one Buffer, which the HTTP client sends without copying.`,
		method:
			`Upload UPI Batch of a 50 MiB CSV (binary property "data"), each run in a new process with --expose-gc, after a 64 KiB warm-up upload. ` +
			`Peak = the kernel's high-water mark of the process (${source}), reset just before the node's run, minus RSS before it, after two GCs; ` +
			`the base64 item (67 MB of string) already exists before the run. Filesystem mode is n8n's default binary data mode in regular mode ` +
			`(N8N_DEFAULT_BINARY_DATA_MODE=filesystem); the base64 item is how binaryFile() in testbed/inProcessN8n/run.ts holds files. The emulator ` +
			`receives the upload in its own process. ${runs} runs per mode; median.`,
	};
}
