/**
 * Uploads one large CSV through the Deepvue node (Batch > Upload UPI Batch) in a fresh process
 * and reports the peak resident memory the node's run added and the longest event-loop stall
 * during it. The receiving emulator runs in another process, so its buffering is not counted.
 *
 *   mode filesystem: the file is in n8n's binary data store on disk, the item holds its ID
 *                    (n8n's default way of holding binary data in regular mode)
 *   mode memory:     the file is in the item as base64, as n8n holds small files in memory
 *
 * Peak memory and the longest event-loop stall are measured as bench/lib/measuredRun.ts says.
 */
import '../../testbed/inProcessN8n/environment';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { INodeExecutionData } from 'n8n-workflow';

import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { createInstance, runNode } from '../../testbed/inProcessN8n/run';
import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { binaryIn, csv, UPLOAD_UPI_BATCH } from '../lib/binaryItems';
import type { BinaryMode } from '../lib/binaryItems';
import { measuredRun } from '../lib/measuredRun';
import type { RunFigures } from '../lib/measuredRun';
import { serveCommands } from '../lib/worker';

export type UploadMode = BinaryMode;

export interface UploadMeasure extends RunFigures {
	fileBytes: number;
	requestId: string;
}

async function binaryItem(
	mode: UploadMode,
	content: Buffer,
	fileName: string,
): Promise<INodeExecutionData> {
	return { json: {}, binary: { data: await binaryIn(mode, content, fileName, 'text/csv') } };
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
	const upload = async (item: INodeExecutionData) => {
		const result = await runNode(instance, { parameters: UPLOAD_UPI_BATCH, items: [item] });
		if (result.error) throw new Error(`Upload failed: ${result.error.message}`);
		return String(result.items[0]?.json.request_id ?? '');
	};

	serveCommands(
		{ pid: process.pid },
		{
			measure: async (bytes: number): Promise<UploadMeasure> => {
				// A small upload first: modules, compiled code and the token are in place before the measured run.
				await upload(await binaryItem(mode, csv(64 * 1024), 'warm-up.csv'));
				const item = await binaryItem(mode, csv(bytes), 'big.csv');
				const [requestId, figures] = await measuredRun(() => upload(item));
				return { fileBytes: bytes, ...figures, requestId };
			},
		},
	);
}

void main();
