import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../testbed/packageIdentity';

const manifest = JSON.parse(
	readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8'),
) as Record<string, unknown>;

it('packs only the build, README, LICENSE and package.json', () => {
	const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: PACKAGE_ROOT,
		encoding: 'utf8',
	});
	const [pack] = JSON.parse(output.slice(output.indexOf('['))) as Array<{
		files: Array<{ path: string }>;
	}>;
	const outside = pack.files
		.map((file) => file.path)
		.filter(
			(file) =>
				!file.startsWith('dist/') && !['README.md', 'LICENSE', 'package.json'].includes(file),
		);
	expect(outside).toEqual([]);
	const paths = pack.files.map((file) => file.path);
	expect(paths).toEqual(
		expect.arrayContaining([
			'dist/nodes/Deepvue/Deepvue.node.js',
			'dist/nodes/DeepvueTrigger/DeepvueTrigger.node.js',
			'dist/credentials/DeepvueApi.credentials.js',
			'LICENSE',
			'README.md',
		]),
	);
	expect(paths.filter((file) => /\.(ts|map)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
});

it('has no runtime dependencies and only n8n-workflow as a peer', () => {
	expect(manifest.dependencies).toBeUndefined();
	expect(manifest.peerDependencies).toEqual({ 'n8n-workflow': '*' });
	expect(manifest.files).toEqual(['dist']);
	expect(manifest.keywords).toContain('n8n-community-node-package');
	// n8n loads the files of the `n8n` field; a `main` would point at nothing.
	expect(manifest.main).toBeUndefined();
});

it('lists every built node and credential in its n8n field', () => {
	const n8n = manifest.n8n as {
		n8nNodesApiVersion: number;
		strict: boolean;
		nodes: string[];
		credentials: string[];
	};
	expect(n8n.n8nNodesApiVersion).toBe(1);
	expect(n8n.strict).toBe(true);
	expect(n8n.nodes).toEqual([
		'dist/nodes/Deepvue/Deepvue.node.js',
		'dist/nodes/DeepvueTrigger/DeepvueTrigger.node.js',
	]);
	expect(n8n.credentials).toEqual([
		'dist/credentials/DeepvueApi.credentials.js',
		'dist/credentials/DeepvueWebhookSecretApi.credentials.js',
	]);
});

it('names one GitHub repository in repository, bugs and homepage', () => {
	// npm provenance and n8n's verification want `repository` to be the GitHub repository that
	// publishes; bugs and homepage must follow it (docs/publishing.md: replace the owner there).
	const repository = manifest.repository as { type?: string; url?: string };
	expect(repository.type).toBe('git');
	const match = /^git\+https:\/\/github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9_.-]+)\.git$/.exec(
		repository.url ?? '',
	);
	expect(match).not.toBeNull();
	const address = `https://github.com/${match?.[1]}/${match?.[2]}`;
	expect(manifest.bugs).toEqual({ url: `${address}/issues` });
	expect(manifest.homepage).toBe(`${address}#readme`);
});
