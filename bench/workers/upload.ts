/**
 * Uploads one large CSV through the Deepvue node (Batch > Upload UPI Batch) in a fresh process
 * and reports the peak resident memory the node's run added. The receiving emulator runs in
 * another process, so its buffering is not counted.
 *
 *   mode filesystem: the file is in n8n's binary data store on disk, the item holds its ID
 *                    (n8n's default way of holding binary data in regular mode)
 *   mode memory:     the file is in the item as base64, as n8n holds small files in memory
 *
 * The peak comes from the kernel's high-water mark of the process (VmHWM), reset just before the
 * run; RSS is also sampled every millisecond in case /proc is not available.
 */
import '../../testbed/inProcessN8n/environment';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import { sleep } from 'n8n-workflow';
import type { IBinaryData, INodeExecutionData } from 'n8n-workflow';

import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { binaryFile, createInstance, runNode } from '../../testbed/inProcessN8n/run';
import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { gc, highWaterMark, resetHighWaterMark } from '../lib/memory';
import { serveCommands } from '../lib/worker';

export type UploadMode = 'filesystem' | 'memory';

export interface UploadMeasure {
	fileBytes: number;
	rssBefore: number;
	peakRss: number;
	/** Where the peak came from: the kernel's high-water mark or the sampler. */
	peakSource: 'VmHWM' | 'sampled';
	/** Duration of the node's run. */
	seconds: number;
	requestId: string;
}

/** A CSV of UPI IDs of about `bytes` bytes. */
function csv(bytes: number): Buffer {
	const line = 'asha@okhdfcbank\n';
	const header = 'vpa\n';
	const buffer = Buffer.alloc(bytes, line);
	buffer.write(header, 0);
	return buffer;
}

async function binaryItem(
	mode: UploadMode,
	content: Buffer,
	fileName: string,
): Promise<INodeExecutionData> {
	if (mode === 'memory') return { json: {}, binary: { data: binaryFile(content, fileName) } };
	const stored = await Container.get(BinaryDataService).store(
		{ type: 'execution', workflowId: 'wf-test', executionId: 'bench-upload' },
		content,
		{ fileName, mimeType: 'text/csv' } as IBinaryData,
	);
	return { json: {}, binary: { data: stored } };
}

async function main() {
	const [mode, baseUrl] = process.argv.slice(2) as [UploadMode, string];
	captureN8nLogs();
	if (mode === 'filesystem') await Container.get(BinaryDataService).init();
	const instance = await createInstance();
	instance.setCredential({
		baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: 'off',
	});
	const parameters = {
		resource: 'batch',
		operation: 'uploadUpiBasicBatch',
		binaryPropertyName: 'data',
	};

	const upload = async (item: INodeExecutionData) => {
		const result = await runNode(instance, { parameters, items: [item] });
		if (result.error) throw new Error(`Upload failed: ${result.error.message}`);
		return String(result.items[0]?.json.request_id ?? '');
	};

	serveCommands(
		{ pid: process.pid },
		{
			measure: async (bytes: number): Promise<UploadMeasure> => {
				// A small upload first: modules, compiled code and the token are in place before the measured run.
				await upload(await binaryItem(mode, csv(64 * 1024), 'warm-up.csv'));
				let item: INodeExecutionData | undefined = await binaryItem(mode, csv(bytes), 'big.csv');
				gc();
				await sleep(200);
				gc();

				const rssBefore = process.memoryUsage().rss;
				const kernelPeak = resetHighWaterMark();
				let sampled = rssBefore;
				const sampler = setInterval(() => {
					sampled = Math.max(sampled, process.memoryUsage().rss);
				}, 1);
				const started = performance.now();
				const requestId = await upload(item);
				const seconds = (performance.now() - started) / 1000;
				clearInterval(sampler);
				sampled = Math.max(sampled, process.memoryUsage().rss);
				const hwm = kernelPeak ? highWaterMark() : undefined;
				item = undefined;
				return {
					fileBytes: bytes,
					rssBefore,
					peakRss: hwm ?? sampled,
					peakSource: hwm === undefined ? 'sampled' : 'VmHWM',
					seconds,
					requestId,
				};
			},
		},
	);
}

void main();
