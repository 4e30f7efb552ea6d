/**
 * The example outputs that README.md and docs/ show are what the node returns: every `json` block
 * there follows a marker naming the operation and its parameters,
 *
 *   <!-- example output: payment.verifyUpi {"vpa": "...", "nameToMatch": "..."} -->
 *
 * and the node, run so through n8n's engine against the emulator, returns the same fields with
 * the same kinds of values, and the same `name_match` (score, verdict and reasons). `(part)` after
 * `output` shows only some of the fields. A block without a marker fails: an example nobody checks
 * goes stale.
 */
import type { IDataObject } from 'n8n-workflow';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../testbed/packageIdentity';
import { runNode } from '../testbed/inProcessN8n/run';
import { useTestBed } from './harness/fixture';

const testBed = useTestBed();

const DOCUMENTS = [
	'README.md',
	'examples/README.md',
	...readdirSync(path.join(PACKAGE_ROOT, 'docs'))
		.filter((name) => name.endsWith('.md'))
		.map((name) => `docs/${name}`),
];

interface Example {
	where: string;
	part: boolean;
	resource: string;
	operation: string;
	parameters: IDataObject;
	shown: unknown;
}

const MARKER = /<!-- example output( \(part\))?: (\w+)\.(\w+) (\{.*\}) -->\s*$/;

/** Every `json` block of a document, with its marker, or the line of a block without one. */
function examplesIn(file: string): Array<Example | { where: string; unmarked: true }> {
	const lines = readFileSync(path.join(PACKAGE_ROOT, file), 'utf8').split('\n');
	const found: Array<Example | { where: string; unmarked: true }> = [];
	lines.forEach((line, index) => {
		if (line.trim() !== '```json') return;
		const where = `${file}:${index + 1}`;
		const marker = MARKER.exec(lines[index - 1] ?? '');
		const end = lines.indexOf('```', index + 1);
		if (!marker || end < 0) {
			found.push({ where, unmarked: true });
			return;
		}
		found.push({
			where,
			part: marker[1] !== undefined,
			resource: marker[2],
			operation: marker[3],
			parameters: JSON.parse(marker[4]) as IDataObject,
			shown: JSON.parse(lines.slice(index + 1, end).join('\n')) as unknown,
		});
	});
	return found;
}

const kindOf = (value: unknown) =>
	value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Where `actual` differs from `shown`: a field missing or extra (unless `part`), another kind of value, another name_match. */
function differences(shown: unknown, actual: unknown, at: string, part: boolean): string[] {
	if (at.endsWith('name_match'))
		return JSON.stringify(shown) === JSON.stringify(actual)
			? []
			: [`${at}: shown ${JSON.stringify(shown)}, returned ${JSON.stringify(actual)}`];
	if (kindOf(shown) !== kindOf(actual))
		return [`${at}: shown ${kindOf(shown)}, returned ${kindOf(actual)}`];
	if (kindOf(shown) !== 'object') return [];
	const [a, b] = [shown as IDataObject, actual as IDataObject];
	const missing = Object.keys(a)
		.filter((key) => !(key in b))
		.map((key) => `${at}.${key}: shown, not returned`);
	const extra = part
		? []
		: Object.keys(b)
				.filter((key) => !(key in a))
				.map((key) => `${at}.${key}: returned, not shown`);
	const nested = Object.keys(a)
		.filter((key) => key in b)
		.flatMap((key) => differences(a[key], b[key], `${at}.${key}`, false));
	return [...missing, ...extra, ...nested];
}

const all = DOCUMENTS.flatMap(examplesIn);
const examples = all.filter((example): example is Example => !('unmarked' in example));

it('every json block of README.md and docs/ is a marked example output', () => {
	expect(all.filter((example) => 'unmarked' in example).map((example) => example.where)).toEqual(
		[],
	);
	expect(examples.length).toBeGreaterThan(0);
});

it.each(examples.map((example) => [example.where, example] as const))(
	'%s shows what the node returns',
	async (_where, example) => {
		const { items, error } = await runNode(testBed().instance, {
			parameters: {
				resource: example.resource,
				operation: example.operation,
				...example.parameters,
			},
		});
		expect(error).toBeUndefined();
		expect(differences(example.shown, items[0].json, 'output', example.part)).toEqual([]);
	},
);
