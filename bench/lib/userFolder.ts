/**
 * n8n-core writes its settings under N8N_USER_FOLDER. Imported before testbed/inProcessN8n/environment,
 * which creates a temporary one when none is set: the benchmark then removes it when it ends.
 */
import { rmSync } from 'node:fs';

const givenFolder = process.env.N8N_USER_FOLDER;

export function removeUserFolder(): void {
	const folder = process.env.N8N_USER_FOLDER;
	if (givenFolder === undefined && folder) rmSync(folder, { recursive: true, force: true });
}
