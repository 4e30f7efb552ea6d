/**
 * The package's output schemas as n8n reads them: from the built node's folder, through n8n-core's
 * own resolver (what n8n 2.x serves at /schemas/... and gives its AI workflow builder; n8n 1.123's
 * rule under test:engine-v1), plus a JSON Schema validator and the comparison with the spec's
 * field lists.
 */
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import * as core from 'n8n-core';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import type { FieldType, Shape } from '../spec/shapes';

export type JsonSchema = {
	type?: string | string[];
	format?: string;
	pattern?: string;
	description?: string;
	enum?: unknown[];
	properties?: Record<string, JsonSchema>;
	items?: JsonSchema;
	[keyword: string]: unknown;
};

export const NODE_DIR = path.join(PACKAGE_ROOT, 'dist/nodes/Deepvue');
export const TRIGGER_DIR = path.join(PACKAGE_ROOT, 'dist/nodes/DeepvueTrigger');

type SchemaLoader = (ref: {
	nodeDir: string;
	version: number;
	resource?: string;
	operation?: string;
}) => unknown;

/**
 * n8n 1.123's rule (its server's resolveSchema, not in n8n-core): __schema__/v<version as the
 * editor sends it, x.y.z>/<resource>/<operation>.json beside the node.
 */
const loadLikeN8n1: SchemaLoader = ({ nodeDir, version, resource, operation }) => {
	const padded = String(version).split('.').concat(['0', '0']).slice(0, 3).join('.');
	const file = path.resolve(
		nodeDir,
		`${['__schema__', `v${padded}`, resource, operation].filter(Boolean).join('/')}.json`,
	);
	return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

/** The schema n8n finds for a node version (and resource and operation), or undefined: n8n-core's own resolver where it has one (2.x). */
export function schemaFor(
	nodeDir: string,
	version: number,
	resource?: string,
	operation?: string,
): JsonSchema | undefined {
	const load =
		((core as Record<string, unknown>).loadOutputSchema as SchemaLoader | undefined) ??
		loadLikeN8n1;
	return load({ nodeDir, version, resource, operation }) as JsonSchema | undefined;
}

/** Every file under a node's `__schema__` folder, relative to it. */
export function schemaFiles(nodeDir: string): string[] {
	const root = path.join(nodeDir, '__schema__');
	const walk = (folder: string): string[] =>
		readdirSync(folder).flatMap((name) => {
			const full = path.join(folder, name);
			return statSync(full).isDirectory() ? walk(full) : [path.relative(root, full)];
		});
	return walk(root).sort();
}

/** A draft-07 validator; `formats: false` checks fields and types but not formats (masked values). */
export function validatorFor(schema: JsonSchema, { formats = true } = {}): ValidateFunction {
	return new Ajv({ allErrors: true, format: formats ? 'full' : false }).compile(schema);
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
	return (errors ?? []).map((error) => `${error.dataPath || '(item)'} ${error.message}`);
}

/** What n8n's editor needs to list the fields: every object with inline properties, no $ref. */
export function editorProblems(schema: JsonSchema, where = '(schema)'): string[] {
	const problems: string[] = [];
	if ('$ref' in schema) problems.push(`${where}: $ref (the editor needs inline properties)`);
	if (schema.type === 'object') {
		if (!schema.properties || Object.keys(schema.properties).length === 0)
			problems.push(`${where}: an object without properties`);
		for (const [field, property] of Object.entries(schema.properties ?? {}))
			problems.push(...editorProblems(property, `${where}.${field}`));
	}
	if (schema.items) problems.push(...editorProblems(schema.items, `${where}[]`));
	return problems;
}

const STRING_FORMS: Partial<Record<FieldType, (schema: JsonSchema) => boolean>> = {
	string: () => true,
	date: (schema) => schema.format === 'date',
	datetime: (schema) => schema.pattern !== undefined && /ISO 8601/.test(schema.description ?? ''),
	month: (schema) => /month/i.test(schema.description ?? ''),
	fy: (schema) => schema.pattern !== undefined && /YYYY-YY/.test(schema.description ?? ''),
	url: (schema) => schema.format === 'uri' || /link|URL/i.test(schema.description ?? ''),
};

/** Whether a schema says what the spec says of a field: its type, and its format where the spec gives one. */
function agrees(schema: JsonSchema, type: FieldType): boolean {
	const stringForm = STRING_FORMS[type];
	if (stringForm) return schema.type === 'string' && stringForm(schema);
	// The spec shows these only as null, or not at all: their type is left open.
	if (type === 'null' || type === 'any')
		return schema.type === undefined && Boolean(schema.description);
	if (type === 'string|null')
		return (
			Array.isArray(schema.type) && schema.type.includes('string') && schema.type.includes('null')
		);
	return schema.type === type;
}

/**
 * Every way a schema departs from the spec's field list: a field missing or of another type, or a
 * field the spec does not list.
 */
export function specMismatches(schema: JsonSchema, shape: Shape, where = ''): string[] {
	const problems: string[] = [];
	const properties = schema.properties ?? {};
	for (const [field, expected] of Object.entries(shape)) {
		const at = where ? `${where}.${field}` : field;
		const property = properties[field];
		if (!property) {
			problems.push(`${at}: not in the schema`);
		} else if (typeof expected === 'string') {
			if (!agrees(property, expected))
				problems.push(`${at}: the spec says ${expected}, the schema ${JSON.stringify(property)}`);
		} else if (Array.isArray(expected)) {
			if (property.type !== 'array' || !property.items)
				problems.push(`${at}: the spec says a list of records`);
			else problems.push(...specMismatches(property.items, expected[0], `${at}[]`));
		} else if (property.type !== 'object') {
			problems.push(`${at}: the spec says an object`);
		} else {
			problems.push(...specMismatches(property, expected, at));
		}
	}
	for (const field of Object.keys(properties)) {
		if (!(field in shape)) problems.push(`${where ? `${where}.` : ''}${field}: not in the spec`);
	}
	return problems;
}
