import type { IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * A multipart body holding the item's binary file under `fieldName`. Node's native FormData is
 * used because n8n can send it again when it re-authorizes after a 401; a stream body could not be.
 */
export async function fileUploadBody(
	context: IExecuteSingleFunctions,
	fieldName: string,
	binaryPropertyName: string,
): Promise<FormData> {
	const binary = context.helpers.assertBinaryData(binaryPropertyName);
	const content = await context.helpers.getBinaryDataBuffer(binaryPropertyName);
	const form = new FormData();
	form.append(
		fieldName,
		// Blob's typing rejects a Buffer that might sit on shared memory; n8n's buffers never do.
		new Blob([content as Uint8Array<ArrayBuffer>], { type: binary.mimeType || 'text/csv' }),
		binary.fileName ?? `${binaryPropertyName}.csv`,
	);
	return form;
}
