import { NodeOperationError } from 'n8n-workflow';
import type { INode } from 'n8n-workflow';

import type { ApiInput, FileRule } from '../../model/input';

/** The error for a file an input cannot send, naming the field, the binary field and what to do. */
export function refusedFileError(
	node: INode,
	input: ApiInput & { file: FileRule },
	binaryPropertyName: string,
	itemIndex: number,
	reason: string,
): NodeOperationError {
	return new NodeOperationError(
		node,
		`"${input.field.displayName}" must hold ${input.file.expected}, but the file ` +
			`in "${binaryPropertyName}" of item ${itemIndex} ${reason}`,
		{ itemIndex, description: input.file.advice },
	);
}
