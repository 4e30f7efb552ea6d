/**
 * Files as a measuring worker puts them in an item, held as n8n holds them in each of its binary
 * data modes, and the batch upload's CSV (rows 4 and 12).
 *
 *   filesystem: the file in n8n's binary data store on disk, the item holds its ID (n8n's default
 *               in regular mode; the worker calls BinaryDataService.init() first)
 *   memory:     the file in the item as base64, as n8n holds small files in memory
 */
import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData, INodeParameters } from 'n8n-workflow';

import { binaryFile } from '../../testbed/inProcessN8n/run';

export type BinaryMode = 'filesystem' | 'memory';

export async function binaryIn(
	mode: BinaryMode,
	content: Buffer,
	fileName: string,
	mimeType: string,
): Promise<IBinaryData> {
	if (mode === 'memory') return binaryFile(content, fileName, mimeType);
	return await Container.get(BinaryDataService).store(
		{ type: 'execution', workflowId: 'wf-test', executionId: 'bench-files' },
		content,
		{ fileName, mimeType } as IBinaryData,
	);
}

/** A CSV of UPI IDs of about `bytes` bytes. */
export function csv(bytes: number): Buffer {
	const line = 'asha@okhdfcbank\n';
	const header = 'vpa\n';
	const buffer = Buffer.alloc(bytes, line);
	buffer.write(header, 0);
	return buffer;
}

/** The node's parameters of the batch upload: Upload UPI Batch of the CSV in binary field "data". */
export const UPLOAD_UPI_BATCH: INodeParameters = {
	resource: 'batch',
	operation: 'uploadUpiBasicBatch',
	binaryPropertyName: 'data',
};
