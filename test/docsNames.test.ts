import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the docs and the code's comments tell a reader to run or to open exists: every script
 * a reader is told to run with npm is in package.json, every `node PATH` and every file or folder they name
 * is there. A path is read from the repository's root, from the file's own folder, or from the
 * node's folder (nodes/Deepvue/), where the node's comments name their neighbours.
 */
const ROOT = path.resolve(__dirname, '..');
const SCRIPTS = new Set(
	Object.keys(
		(
			JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
				scripts: Record<string, string>;
			}
		).scripts,
	),
);
// CHANGELOG.md is left out: it tells of files as they were named then.
const DOCUMENTS = [
	'README.md',
	'docs',
	'examples/README.md',
	'bench/RESULTS.md',
	'testbed/nameCorpus/name-pairs.md',
	'testbed/nameCorpus/name-pairs-heldout.md',
	'testbed/nameCorpus/name-pairs-tune2.md',
];
const CODE = [
	'nodes',
	'credentials',
	'common',
	'test',
	'testbed',
	'e2e',
	'bench',
	'scripts',
	'demo',
	'.ci',
	'.github',
];
const BASES = ['', 'nodes/Deepvue', 'nodes'];

function filesUnder(entry: string, keep: (name: string) => boolean): string[] {
	const full = path.join(ROOT, entry);
	if (!existsSync(full)) return [];
	if (!statSync(full).isDirectory()) return keep(entry) ? [entry] : [];
	return readdirSync(full)
		.filter((name) => !['node_modules', 'dist', '__schema__', 'screenshots'].includes(name))
		.flatMap((name) => filesUnder(path.join(entry, name), keep));
}

/** What a reader of the file reads as words: a Markdown file whole, a code file's comments, a script's lines. */
function readable(file: string): string {
	const text = readFileSync(path.join(ROOT, file), 'utf8');
	if (!/\.(ts|js|mjs)$/.test(file)) return text;
	return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map(([comment]) => comment).join('\n');
}

const PATH =
	/(?<![\w./@$-])((?:\.{1,2}\/)?(?:[\w.-]+\/)+[\w.-]*\.(?:ts|js|mjs|json|md|tsv|svg|png)|(?:nodes|credentials|common|test|testbed|e2e|bench|scripts|demo|docs|examples)(?:\/[\w.-]+)+\/?)(?![\w/-])/g;

function unresolved(file: string): string[] {
	const text = readable(file);
	const missing: string[] = [];
	for (const [, script] of text.matchAll(/npm run ([\w:.-]*[\w])/g))
		if (!SCRIPTS.has(script)) missing.push(`npm run ${script}`);
	for (const [, target] of text.matchAll(
		/(?<![\w-])node (?:--?[\w-]+(?:[= ][^\s]+)? )*([\w./-]+\.(?:m?js|ts))/g,
	)) {
		if (!existsSync(path.join(ROOT, target))) missing.push(`node ${target}`);
	}
	for (const [, named] of text.matchAll(PATH)) {
		// Made when the package runs (npm run dev's user folder) or by CI (the workflows' results),
		// not kept in the repository.
		if (
			/^(https?|www)\b|node_modules|dist\/|\*|^(\.n8n-dev|ci-results|canary-report)\//.test(named)
		)
			continue;
		const places = [
			...BASES.map((base) => path.join(ROOT, base, named)),
			path.join(ROOT, path.dirname(file), named),
		];
		// An import path in a comment is named without its extension.
		if (!places.some((place) => existsSync(place) || existsSync(`${place}.ts`)))
			missing.push(named);
	}
	return [...new Set(missing)];
}

const FILES = [
	...DOCUMENTS.flatMap((entry) => filesUnder(entry, (name) => name.endsWith('.md'))),
	...CODE.flatMap((entry) =>
		filesUnder(entry, (name) => /\.(ts|js|mjs|yml)$/.test(name) || name.endsWith('run')),
	),
];

it.each(FILES)('%s names only scripts, files and folders that exist', (file) => {
	expect(unresolved(file)).toEqual([]);
});
