// What an n8n process remembers has one home (common/memory/processMemory.ts): every store that
// outlives an item is made there, under a card that says whom it may serve.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type * as ProcessMemory from '../common/memory/processMemory';
import { loadPackage } from '../testbed/inProcessN8n/package';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

const ROOT = path.join(__dirname, '..');
const HOME = path.join('common', 'memory');
const { PROCESS_MEMORY, forgetEverything, storeSizes } = jest.requireActual<typeof ProcessMemory>(
	'../dist/common/memory/processMemory',
);

function sources(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const full = path.join(folder, name);
		if (statSync(full).isDirectory()) return sources(full);
		return name.endsWith('.ts') ? [full] : [];
	});
}

/** Module-level state: a `let`, or a Map, WeakMap or empty Set made at the top of a file. */
const MODULE_STATE = /^(export )?(let |var |const \w+[^=\n]*= *new (Map|WeakMap|Set\(\s*\)))/m;

it('no product file outside the home keeps state of its own at module level', () => {
	const files = ['common', 'nodes', 'credentials'].flatMap((folder) =>
		sources(path.join(ROOT, folder)),
	);
	const keeping = files.filter(
		(file) =>
			!path.relative(ROOT, file).startsWith(HOME) && MODULE_STATE.test(readFileSync(file, 'utf8')),
	);

	expect(keeping.map((file) => path.relative(ROOT, file))).toEqual([]);
});

it('every card has its store once the package is loaded, and every store its card', async () => {
	await loadPackage();

	expect(Object.keys(storeSizes()).sort()).toEqual(Object.keys(PROCESS_MEMORY).sort());
});

it('every card says what it holds, its key, whom it serves, its limits, its lifetime and what processes mean for it', () => {
	for (const card of Object.values(PROCESS_MEMORY)) {
		expect(Object.keys(card).sort()).toEqual([
			'holds',
			'key',
			'lifetime',
			'limits',
			'processes',
			'serves',
		]);
		expect(Object.values(card).every((text) => text.length > 3)).toBe(true);
	}
});

describe('after a run', () => {
	const testBed = useTestBed();

	it('the process holds the answer and the token, and forgets them all when told', async () => {
		await runNode(testBed().instance, {
			parameters: {
				resource: 'mobileIntelligence',
				operation: 'getName',
				mobileNumber: '9876543210',
			},
		});
		expect(storeSizes()).toMatchObject({
			recentAnswers: expect.any(Number),
			accessTokens: expect.any(Number),
		});
		expect(storeSizes().recentAnswers).toBeGreaterThan(0);
		expect(storeSizes().accessTokens).toBeGreaterThan(0);

		forgetEverything();

		expect(storeSizes()).toMatchObject({
			recentAnswers: 0,
			accessTokens: 0,
			answersOfExecutions: 0,
			questionsOnTheirWay: 0,
		});
	});
});
