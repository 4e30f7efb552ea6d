// The Deepvue node's folders are layers that import one way (docs/development.md, Layout): a file
// imports values only from its own layer or the layers before it. Type-only imports are not
// counted: the operation row types are read from below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const NODE = path.join(__dirname, '..', 'nodes', 'Deepvue');
const ORDER = ['engine', 'options', 'inputs', 'request', 'answer', 'description', 'runOperation', 'resources', 'Deepvue.node'];

/** A file's layer: its folder under the node, or its own name for the files beside them. */
function layerOf(file: string): string {
	const [first] = path.relative(NODE, file).split(path.sep);
	return first.replace(/\.ts$/, '');
}

function sources(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const full = path.join(folder, name);
		if (statSync(full).isDirectory()) return name === '__schema__' ? [] : sources(full);
		return name.endsWith('.ts') ? [full] : [];
	});
}

/** The files of the node that `file` imports values from. */
function valueImports(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/^import (?!type )[^;]*? from '(\.[^']*)';/gms)]
		.map(([, target]) => path.resolve(path.dirname(file), target))
		.filter((target) => target.startsWith(NODE + path.sep));
}

it('every layer of the node imports values only from itself and the layers before it', () => {
	const upward: string[] = [];
	for (const file of sources(NODE)) {
		const layer = ORDER.indexOf(layerOf(file));
		expect(layer).toBeGreaterThanOrEqual(0);
		for (const target of valueImports(file)) {
			if (ORDER.indexOf(layerOf(target)) > layer) upward.push(`${path.relative(NODE, file)} -> ${path.relative(NODE, target)}`);
		}
	}
	expect(upward).toEqual([]);
});
