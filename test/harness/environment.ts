import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// n8n-core's instance settings write a config file under the user folder: keep it out of $HOME.
process.env.N8N_USER_FOLDER ??= mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-test-'));
process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
