// What n8n loaded from the package: both nodes, the AI tool variant, the credential, their icons.
import type { N8nContext } from '../lib/n8nContext';
import { credentialTypes, nodeTypes } from './shared';

export async function run(ctx: N8nContext): Promise<void> {
	const { check, rest } = ctx;
	const nodes = await nodeTypes(rest);
	const credentials = await credentialTypes(rest);
	const byName = (name: string) => nodes.find((node) => node.name === name);
	for (const name of [
		'n8n-nodes-deepvue.deepvue',
		'n8n-nodes-deepvue.deepvueTrigger',
		'n8n-nodes-deepvue.deepvueTool',
	]) {
		await check(`n8n lists node type ${name}`, byName(name) !== undefined);
	}
	const tool = byName('n8n-nodes-deepvue.deepvueTool');
	await check(
		'the tool variant has the Tool Description setting and no main input',
		tool !== undefined &&
			tool.properties.some((p) => p.name === 'descriptionType') &&
			tool.inputs.length === 0,
	);
	const credential = credentials.find((type) => type.name === 'deepvueApi');
	await check('n8n lists credential type deepvueApi', credential !== undefined);
	const icons = [
		byName('n8n-nodes-deepvue.deepvue')?.iconUrl,
		byName('n8n-nodes-deepvue.deepvueTrigger')?.iconUrl,
		credential?.iconUrl,
	].flatMap((icon) => (typeof icon === 'object' && icon ? [icon.light, icon.dark] : [icon]));
	for (const icon of icons) {
		const response = icon ? await fetch(`${ctx.n8nUrl}/${icon}`) : undefined;
		const body = response ? await response.text() : '';
		await check(
			`icon ${icon} is served as SVG`,
			response?.ok === true && body.includes('<svg'),
			String(response?.status),
		);
	}
}
