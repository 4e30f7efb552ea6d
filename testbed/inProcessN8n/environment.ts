import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// n8n-core's instance settings write a config file under the user folder: keep it out of $HOME,
// and leave nothing behind. A jest run makes one in its main process (test/harness/globalSetup.ts).
if (process.env.N8N_USER_FOLDER === undefined) {
	const folder = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-test-'));
	process.env.N8N_USER_FOLDER = folder;
	process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
}
process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
