// The output schemas, as the editor fetches them before a node has run: n8n serves one for every
// operation of the Deepvue node (GET /schemas/<type>/<x.y.z>/<resource>/<operation>.json) and one
// for each version of the trigger (no resource and operation: /schemas/<type>/<x.y.z>.json).
import { isDeepStrictEqual } from 'node:util';

import type { INodeTypeDescription } from 'n8n-workflow';

import type { N8nContext } from '../lib/n8nContext';
import { nodeTypes } from './shared';
import { PACKAGE_NAME } from '../../testbed/packageIdentity';
import { resources } from '../../nodes/Deepvue/resources';

interface JsonSchema {
	type?: string;
	properties?: Record<string, JsonSchema>;
}

/** x.y.z, as the editor asks for it. */
const padded = (version: number) =>
	String(version).split('.').concat(['0', '0']).slice(0, 3).join('.');

/**
 * The resource and operation values of the node as n8n describes it to the editor, less the
 * "Custom API Call" n8n adds to each resource (it opens an HTTP Request node instead).
 */
function operationsOf(node: INodeTypeDescription): Array<{ resource: string; operation: string }> {
	return node.properties
		.filter((property) => property.name === 'operation')
		.flatMap((selector) =>
			(selector.options ?? []).map((option) => ({
				resource: String(selector.displayOptions?.show?.resource?.[0]),
				operation: String((option as { value?: unknown }).value),
			})),
		)
		.filter(({ operation }) => operation !== '__CUSTOM_API_CALL__');
}

async function fetchSchema(
	ctx: N8nContext,
	route: string,
): Promise<{ status: number; schema: JsonSchema | undefined }> {
	const response = await fetch(`${ctx.n8nUrl}/schemas/${route}.json`);
	const body = await response.text();
	let schema: JsonSchema | undefined;
	try {
		schema = JSON.parse(body) as JsonSchema;
	} catch {
		schema = undefined;
	}
	return { status: response.status, schema };
}

/** What the editor requires before it shows the fields: an object schema with properties. */
const listable = (schema: JsonSchema | undefined) =>
	schema?.type === 'object' && Object.keys(schema.properties ?? {}).length > 0;

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	const nodes = await nodeTypes(rest);
	const deepvue = nodes.find((node) => node.name === `${PACKAGE_NAME}.deepvue`);
	const trigger = nodes.find((node) => node.name === `${PACKAGE_NAME}.deepvueTrigger`);
	if (!deepvue || !trigger) throw new Error('n8n does not list the Deepvue node and trigger');

	const operations = operationsOf(deepvue);
	const described = operations.map(({ resource, operation }) => `${resource}/${operation}`);
	const packaged = resources.flatMap((resource) =>
		resource.operations.map((operation) => `${resource.value}/${operation.value}`),
	);
	await check(
		`n8n describes every operation of the Deepvue node (${packaged.length}), and no other`,
		isDeepStrictEqual(described.sort(), packaged.sort()),
		`n8n: ${described.join(', ')}`,
	);
	const failed: string[] = [];
	for (const { resource, operation } of operations) {
		const { status, schema } = await fetchSchema(
			ctx,
			`${PACKAGE_NAME}.deepvue/${padded([deepvue.version].flat()[0])}/${resource}/${operation}`,
		);
		if (status !== 200 || !listable(schema)) failed.push(`${resource}/${operation}: ${status}`);
	}
	await check(
		`n8n serves an output schema with fields for every operation of the Deepvue node (${operations.length})`,
		failed.length === 0,
		failed.join(', '),
	);

	const upi = await fetchSchema(ctx, `${PACKAGE_NAME}.deepvue/1.0.0/payment/verifyUpi`);
	await check(
		'the Verify UPI ID schema lists account_exists, name_at_bank and name_information.name_at_bank_cleaned',
		['account_exists', 'name_at_bank', 'name_information'].every(
			(field) => field in (upi.schema?.properties ?? {}),
		) && 'name_at_bank_cleaned' in (upi.schema?.properties?.name_information?.properties ?? {}),
	);

	const unknown = await fetchSchema(ctx, `${PACKAGE_NAME}.deepvue/1.0.0/payment/noSuchOperation`);
	await check(
		'n8n answers 404 for an operation without a schema',
		unknown.status === 404,
		String(unknown.status),
	);

	for (const version of [trigger.version].flat()) {
		const { status, schema } = await fetchSchema(
			ctx,
			`${PACKAGE_NAME}.deepvueTrigger/${padded(version)}`,
		);
		await check(
			`n8n serves the trigger's output schema for its version ${version}`,
			status === 200 && listable(schema) && 'request_id' in (schema?.properties ?? {}),
			String(status),
		);
	}
}
