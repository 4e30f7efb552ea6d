import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Installation } from './n8nInstall';
import { freePort } from './ports';

/**
 * n8n 3's defaults, adopted early on line 2 (n8n 2.41.3 reports them as n8n 3's breaking changes,
 * `GET /rest/breaking-changes/report?version=v3`): SSRF protection on, with the emulator's address
 * allowed the way an administrator allows an internal host (N8N_SSRF_ALLOWED_HOSTNAMES does not
 * apply to an IP-literal Base URL such as the emulator's: n8n checks a literal's address only), and
 * unverified community packages allowed explicitly, as n8n 3 requires for this package until it is
 * verified (in 2.41.3 the setting only guards installs from the editor).
 */
export const N8N_3_SETTINGS = {
	N8N_SSRF_PROTECTION_ENABLED: 'true',
	N8N_SSRF_ALLOWED_IP_RANGES: '127.0.0.1/32',
	N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
};

/** The environment of an instance's n8n processes; every one has a user folder and a port. */
export type N8nEnv = NodeJS.ProcessEnv & { N8N_USER_FOLDER: string; N8N_PORT: string };

/**
 * The environment n8n runs with: its own user folder, loopback only, no telemetry, and its own temp
 * folder (`tmp` in the user folder), where a form's uploads land, so that what n8n leaves there is
 * searched with the rest of what it keeps.
 */
export function n8nEnvironment(
	installation: Pick<Installation, 'line' | 'nodeBin'>,
	userFolder: string,
	port: number,
): N8nEnv {
	const temp = path.join(userFolder, 'tmp');
	mkdirSync(temp, { recursive: true });
	return {
		...process.env,
		PATH: `${installation.nodeBin}${path.delimiter}${process.env.PATH}`,
		N8N_USER_FOLDER: userFolder,
		TMPDIR: temp,
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		WEBHOOK_URL: `http://127.0.0.1:${port}/`,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		// Runners off on 1.x; 2.x always runs them (and says this setting is no longer needed).
		...(installation.line === '1' ? { N8N_RUNNERS_ENABLED: 'false' } : N8N_3_SETTINGS),
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		DB_SQLITE_POOL_SIZE: '2',
		NODE_OPTIONS: '',
	};
}

/**
 * The environment of one n8n process. n8n 2.x always starts a task broker (default port 5679,
 * N8N_RUNNERS_ENABLED=false is ignored), so two n8n processes at once (`n8n start` and an
 * `n8n execute` beside it) need a port each; 1.x with runners off opens none.
 */
export async function processEnvironment(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
	return { ...env, N8N_RUNNERS_BROKER_PORT: String(await freePort()) };
}
