import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { LINES, NODE_VERSION, cacheRoot, planOf } from '../testbed/realN8n/n8nInstall';
import {
	highestVersion,
	rangeOf,
	unpinnedManifest,
	versionsPrinted,
} from '../testbed/realN8n/unpinnedN8n';

describe('a pinned line', () => {
	it('installs its package.json and lock into n8n-<version>, checked against the lock', async () => {
		const plan = await planOf('2');
		const lock = readFileSync(path.join(LINES[2].project, 'package-lock.json'), 'utf8');
		const hash = createHash('sha256').update(lock).digest('hex').slice(0, 12);
		expect(plan.version).toBe(LINES[2].version);
		expect(plan.root).toBe(path.join(cacheRoot(), `n8n-${LINES[2].version}`));
		expect(Object.keys(plan.files)).toEqual(['package.json', 'package-lock.json']);
		expect(plan.files['package-lock.json']).toBe(lock);
		// The marker of installs made before --n8n-version existed: they stay valid.
		expect(plan.wanted).toBe(`n8n ${LINES[2].version} on node ${NODE_VERSION}, lock ${hash}`);
		expect(plan.cacheKey).toBe(`n8n-${LINES[2].version}-on-node-${NODE_VERSION}-lock-${hash}`);
	});
});

describe('--n8n-version', () => {
	it('reads latest-<major> as that major, an exact version as itself, and refuses the rest', () => {
		expect(rangeOf('latest-2')).toBe('2');
		expect(rangeOf('2.45.1')).toBe('2.45.1');
		for (const spec of ['latest', 'next', '2', '^2.41.0', '2.45.0-exp.1', 'latest-'])
			expect(() => rangeOf(spec)).toThrow(/is not understood: give `latest-<major>`/);
	});

	it('takes the highest release npm printed, compared part by part', () => {
		expect(versionsPrinted('"2.41.3"\n')).toEqual(['2.41.3']);
		expect(versionsPrinted('')).toEqual([]);
		const printed = versionsPrinted('["2.9.0", "2.41.3", "2.10.12", "2.41.10", "2.40.99"]');
		expect(highestVersion(printed)).toBe('2.41.10');
		expect(highestVersion([])).toBeUndefined();
	});

	it('writes a package.json with that n8n and only the overrides that do not belong to one release', () => {
		const pinned = JSON.parse(
			readFileSync(path.join(LINES[2].project, 'package.json'), 'utf8'),
		) as { overrides: Record<string, string> };
		const manifest = unpinnedManifest('2.45.0', pinned);
		expect(manifest.dependencies).toEqual({ n8n: '2.45.0' });
		expect(manifest.overrides).toEqual({ xlsx: pinned.overrides.xlsx });
		expect(manifest.private).toBe(true);
	});
});
