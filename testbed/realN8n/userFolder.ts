// The package is packed with `npm pack` and unpacked into <user folder>/.n8n/nodes/node_modules,
// the folder where n8n's Settings > Community Nodes installs packages and from where n8n loads
// every `n8n-nodes-*` package at start. So n8n loads exactly what npm would publish, under the
// node type names users get (`n8n-nodes-deepvue.deepvue`), and the package resolves n8n-workflow
// from n8n itself, as it does when installed. (A package in .n8n/custom/ is loaded under the
// prefix `CUSTOM.` instead, so workflow files written for the published package would not match.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PACKAGE_NAME, PACKAGE_ROOT } from '../packageIdentity';

/** A fresh n8n user folder with the packed package installed as a community package. */
export function prepareUserFolder(): string {
	if (!existsSync(path.join(PACKAGE_ROOT, 'dist')))
		throw new Error('No dist/ folder: run `npm run build` first');
	const userFolder = mkdtempSync(path.join(tmpdir(), 'n8n-deepvue-e2e-'));
	const packed = spawnSync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', userFolder],
		{ cwd: PACKAGE_ROOT, encoding: 'utf8' },
	);
	if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
	const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{
		filename: string;
	}>;
	const target = path.join(userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
	mkdirSync(target, { recursive: true });
	const unpacked = spawnSync('tar', [
		'-xzf',
		path.join(userFolder, filename),
		'-C',
		target,
		'--strip-components=1',
	]);
	if (unpacked.status !== 0) throw new Error(`tar failed: ${String(unpacked.stderr)}`);
	rmSync(path.join(userFolder, filename));
	return userFolder;
}
