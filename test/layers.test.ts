// The product's folders are layers that import one way (docs/development.md, Layout): a file
// imports only from its own layer or the layers before it, types included, so that no two
// folders import each other in any way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const NODE = path.join(ROOT, 'nodes', 'Deepvue');
const COMMON = path.join(ROOT, 'common');
/** The node's layers, from the ground floor up: the model first, the node itself last. */
const NODE_ORDER = ['model', 'n8n', 'options', 'inputs', 'failures', 'request', 'memory', 'transport', 'answer', 'nameMatch', 'followUps', 'description', 'runOperation', 'resources', 'Deepvue.node'];
/** common/'s: what is shared by all first, the authorization and files last. */
const COMMON_ORDER = ['isObject', 'collectionDefaults', 'advice', 'httpFailure', 'limits', 'memory', 'authorization', 'files'];

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
			if (order.indexOf(layerOf(top, target)) > layer) upward.push(`${path.relative(top, file)} -> ${path.relative(top, target)}`);
		}
	}
	return upward;
}

it("every layer of the node imports only from itself and the layers before it, types included", () => {
	expect(upwardImports(NODE, NODE_ORDER)).toEqual([]);
});

it("every folder of common/ imports only from itself and those before it, types included", () => {
	expect(upwardImports(COMMON, COMMON_ORDER)).toEqual([]);
});

it('the model imports nothing of the node', () => {
	const model = sources(path.join(NODE, 'model')).flatMap((file) => importsWithin(NODE, file).filter((target) => layerOf(NODE, target) !== 'model'));
	expect(model).toEqual([]);
});

it('no folder of product code holds more than 12 .ts files side by side', () => {
	const folders = (folder: string): string[] => [folder, ...readdirSync(folder).map((name) => path.join(folder, name)).filter((full) => statSync(full).isDirectory()).flatMap(folders)];
	const crowded = ['common', 'nodes', 'credentials']
		.flatMap((top) => folders(path.join(ROOT, top)))
		.map((folder) => [path.relative(ROOT, folder), readdirSync(folder).filter((name) => name.endsWith('.ts')).length] as const)
		.filter(([, count]) => count > 12);
	expect(crowded).toEqual([]);
});
