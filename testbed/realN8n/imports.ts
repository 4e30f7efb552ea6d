// Credentials and workflows written into an n8n's database with its CLI, before it starts.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../packageIdentity';
import type { EmulatorProcess } from './emulatorProcess';
import type { N8nEnv } from './environment';
import { DEEPVUE_CREDENTIAL, withCredentials, type WorkflowNodes } from './exampleCredentials';
import { n8nCli, type N8nBinaries } from './n8nCli';

/** Runs `n8n import:credentials` or `import:workflow` on the given records, through a file removed after. */
async function importRecords(
	installation: N8nBinaries,
	env: N8nEnv,
	command: string,
	records: unknown[],
): Promise<void> {
	const file = path.join(env.N8N_USER_FOLDER, `${command.replace(':', '-')}.json`);
	writeFileSync(file, JSON.stringify(records));
	try {
		await n8nCli(installation, env, [command, `--input=${file}`]);
	} finally {
		rmSync(file);
	}
}

/** A credential in n8n's export format, `data` in clear. */
export interface CredentialRecord {
	id: string;
	name: string;
	type: string;
	data: Record<string, unknown>;
}

/** Imports credentials (n8n's export format, `data` in clear) with `n8n import:credentials`. */
export async function importCredentials(
	installation: N8nBinaries,
	env: N8nEnv,
	credentials: CredentialRecord[],
): Promise<void> {
	await importRecords(installation, env, 'import:credentials', credentials);
}

/** Writes the Deepvue credential pointed at the emulator, under the id the examples use. */
export async function importCredential(
	installation: N8nBinaries,
	env: N8nEnv,
	emulator: Pick<EmulatorProcess, 'baseUrl' | 'clientId' | 'clientSecret'>,
): Promise<void> {
	await importCredentials(installation, env, [
		{
			...DEEPVUE_CREDENTIAL,
			type: 'deepvueApi',
			data: {
				baseUrl: emulator.baseUrl,
				clientId: emulator.clientId,
				clientSecret: emulator.clientSecret,
				rateLimitPlan: 'off',
				accessToken: '',
			},
		},
	]);
}

/** A workflow to import: an example file name (examples/) or a workflow object. */
export type WorkflowSource = string | object;

/**
 * Imports workflows, inactive, under the given ids: each an example file name (examples/) or a
 * workflow object. Example webhook URLs name n8n's default address (http://localhost:5678/);
 * they are pointed at this instance.
 */
export async function importWorkflows(
	installation: N8nBinaries,
	env: N8nEnv,
	workflowsById: Record<string, WorkflowSource>,
): Promise<void> {
	const port = env.N8N_PORT;
	const workflows = Object.entries(workflowsById).map(([id, workflow]) => {
		const text =
			typeof workflow === 'string'
				? readFileSync(path.join(PACKAGE_ROOT, 'examples', workflow), 'utf8')
				: JSON.stringify(workflow);
		return {
			...withCredentials(
				JSON.parse(
					text.replaceAll('http://localhost:5678/', `http://127.0.0.1:${port}/`),
				) as WorkflowNodes,
			),
			id,
			active: false,
		};
	});
	await importRecords(installation, env, 'import:workflow', workflows);
}
