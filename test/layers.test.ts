// The product's folders are layers that import one way (docs/development.md, Layout): a file
// imports only from its own layer or the layers before it, types included, so that no two
// folders import each other in any way. And one file name names one thing (docs/development.md, Names).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const NODE = path.join(ROOT, 'nodes', 'Deepvue');
const COMMON = path.join(ROOT, 'common');
/** The node's layers, from the ground floor up: the model first, the node itself last. */
const NODE_ORDER = [
	'model',
	'nameMatch',
	'n8n',
	'options',
	'inputs',
	'failures',
	'request',
	'memory',
	'transport',
	'answer',
	'followUps',
	'description',
	'runOperation',
	'resources',
	'Deepvue.node',
];
/** common/'s: what is shared by all first, the authorization and files last. */
const COMMON_ORDER = [
	'isObject',
	'collectionDefaults',
	'advice',
	'httpFailure',
	'clock',
	'limits',
	'memory',
	'authorization',
	'files',
];

/** A file's layer under `top`: its folder, or its own name for the files beside them. */
function layerOf(top: string, file: string): string {
	const [first] = path.relative(top, file).split(path.sep);
	return first.replace(/\.ts$/, '');
}

function sources(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const full = path.join(folder, name);
		if (statSync(full).isDirectory()) return name === '__schema__' ? [] : sources(full);
		return name.endsWith('.ts') ? [full] : [];
	});
}

/** The files under `top` that `file` imports, values and types alike. */
function importsWithin(top: string, file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/^import [^;]*? from '(\.[^']*)';/gms)]
		.map(([, target]) => path.resolve(path.dirname(file), target))
		.filter((target) => target.startsWith(top + path.sep));
}

function upwardImports(top: string, order: string[]): string[] {
	const upward: string[] = [];
	for (const file of sources(top)) {
		const layer = order.indexOf(layerOf(top, file));
		expect([path.relative(ROOT, file), layer >= 0]).toEqual([path.relative(ROOT, file), true]);
		for (const target of importsWithin(top, file)) {
			if (order.indexOf(layerOf(top, target)) > layer)
				upward.push(`${path.relative(top, file)} -> ${path.relative(top, target)}`);
		}
	}
	return upward;
}

it('every layer of the node imports only from itself and the layers before it, types included', () => {
	expect(upwardImports(NODE, NODE_ORDER)).toEqual([]);
});

it('every folder of common/ imports only from itself and those before it, types included', () => {
	expect(upwardImports(COMMON, COMMON_ORDER)).toEqual([]);
});

/** Every module a file imports, relative or a package's, values and types alike. */
function importedModules(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/^(?:import|export) [^;]*? from '([^']*)';/gms)].map(
		([, target]) => target,
	);
}

it("Name to Match's comparison imports nothing outside its folder but the model: no n8n, no common/, no other layer", () => {
	const nameMatch = path.join(NODE, 'nameMatch');
	const outside = sources(nameMatch).flatMap((file) =>
		importedModules(file)
			.filter((target) => {
				if (!target.startsWith('.')) return true;
				const resolved = path.resolve(path.dirname(file), target);
				return ![nameMatch, path.join(NODE, 'model')].some((folder) =>
					resolved.startsWith(folder + path.sep),
				);
			})
			.map((target) => `${path.relative(NODE, file)} -> ${target}`),
	);
	expect(sources(nameMatch).length).toBeGreaterThan(5);
	expect(outside).toEqual([]);
});

it('the model imports nothing of the node', () => {
	const model = sources(path.join(NODE, 'model')).flatMap((file) =>
		importsWithin(NODE, file).filter((target) => layerOf(NODE, target) !== 'model'),
	);
	expect(model).toEqual([]);
});

it('no folder of product code holds more than 12 .ts files side by side', () => {
	const folders = (folder: string): string[] => [
		folder,
		...readdirSync(folder)
			.map((name) => path.join(folder, name))
			.filter((full) => statSync(full).isDirectory())
			.flatMap(folders),
	];
	const crowded = ['common', 'nodes', 'credentials']
		.flatMap((top) => folders(path.join(ROOT, top)))
		.map(
			(folder) =>
				[
					path.relative(ROOT, folder),
					readdirSync(folder).filter((name) => name.endsWith('.ts')).length,
				] as const,
		)
		.filter(([, count]) => count > 12);
	expect(crowded).toEqual([]);
});

/**
 * File names that stand in more than one folder of product code, each for the same thing: the
 * glossary in docs/development.md (Names) lists them with why. Any other repeat is one name for two
 * things, which a reader would have to tell apart by folder.
 */
const SHARED_FILE_NAMES = new Map([
	['index.ts', "a folder's list of what it holds: the resources, and each resource's operations"],
]);

it('no product file name stands in two folders for two different things', () => {
	const byName = new Map<string, string[]>();
	for (const file of ['nodes', 'common'].flatMap((top) => sources(path.join(ROOT, top)))) {
		const name = path.basename(file);
		byName.set(name, [...(byName.get(name) ?? []), path.relative(ROOT, file)]);
	}
	const repeated = [...byName].filter(
		([name, files]) => files.length > 1 && !SHARED_FILE_NAMES.has(name),
	);
	expect(repeated).toEqual([]);
});

it('no line of product code is over 120 characters (Prettier wraps code at 100, not strings)', () => {
	const long = ['common', 'nodes', 'credentials']
		.flatMap((top) => sources(path.join(ROOT, top)))
		.flatMap((file) =>
			readFileSync(file, 'utf8')
				.split('\n')
				.map((line, index) => ({
					where: `${path.relative(ROOT, file)}:${index + 1}`,
					length: [...line].length,
				}))
				.filter(({ length }) => length > 120),
		);
	expect(long).toEqual([]);
});
