// What n8n's node panel shows of the package: the actions (each also the name of a node added
// through it), the aliases its search matches, and the description of the package's one entry.
import type { INodeType, INodeTypeDescription, IVersionedNodeType } from 'n8n-workflow';

import { loadPackage } from '../testbed/inProcessN8n/package';

async function descriptionOf(name: string): Promise<INodeTypeDescription> {
	const node: INodeType | IVersionedNodeType = (await loadPackage()).nodes[name];
	return 'nodeVersions' in node
		? node.nodeVersions[node.currentVersion].description
		: node.description;
}

/** Every operation's action, as the node panel lists them. */
async function actions(): Promise<string[]> {
	const { properties } = await descriptionOf('deepvue');
	return properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) => (property.options ?? []) as Array<{ value: string; action?: string }>)
		.map((option) => option.action ?? `(no action for ${option.value})`);
}

/**
 * n8n's lint rule for actions (node-param-operation-option-action-miscased): sentence case, words
 * in capitals (PAN, UPI, 206AB) aside. Here: a capital first letter, then lower case.
 */
/** Names written as their owners write them, whatever the case around them. */
const PROPER_NOUNS = new Set(['DigiLocker', 'Aadhaar', 'Udyam']);

function isSentenceCase(action: string): boolean {
	const words = action
		.split(' ')
		.filter((word) => word !== word.toUpperCase() && !PROPER_NOUNS.has(word));
	return words.every(
		(word, index) =>
			word ===
			(index === 0 ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()),
	);
}

describe('actions', () => {
	// n8n names a node added through an action after the action's text: on the canvas and in
	// every expression that refers to the node ($('Verify UPI ID')).
	it('are at most 30 characters, so that a node added through one gets a usable name', async () => {
		const tooLong = (await actions()).filter((action) => action.length > 30);
		expect(tooLong).toEqual([]);
	});

	it('are unique, start with a verb and are in sentence case', async () => {
		const all = await actions();
		expect(all).toHaveLength(34);
		expect(new Set(all).size).toBe(all.length);
		expect(
			all.filter((action) => !/^(Verify|Get|Check|Upload|Start|Send|Match) /.test(action)),
		).toEqual([]);
		expect(all.filter((action) => !isSentenceCase(action))).toEqual([]);
	});

	it('include Verify UPI ID, the one the docs and the editor check add', async () => {
		expect(await actions()).toContain('Verify UPI ID');
	});
});

describe('the node panel search', () => {
	// The panel matches what is typed against the display name and the codex aliases only; the
	// node and its trigger share one entry, found through the node's aliases.
	it.each([
		'Verify',
		'KYC',
		'PAN',
		'UPI',
		'FSSAI',
		'MNRL',
		'Verification',
		'Identity',
		'Compliance',
		'Mobile',
		'Bank Account',
		'Penny Drop',
		'IFSC',
		'GST',
		'GSTIN',
		'KYB',
		'Aadhaar',
		'DigiLocker',
		'eKYC',
		'Selfie',
		'Face',
		'CIN',
		'DIN',
		'MCA',
		'Company',
		'Director',
		'MSME',
		'Udyam',
		'Merchant',
		'Vendor',
	])('finds the node by "%s"', async (word) => {
		const aliases = (await descriptionOf('deepvue')).codex?.alias ?? [];
		expect(aliases.map((alias) => alias.toLowerCase())).toContain(word.toLowerCase());
	});

	it('finds the trigger on its own (trigger panel) by KYC, Verification, Batch and Webhook', async () => {
		const aliases = (await descriptionOf('deepvueTrigger')).codex?.alias ?? [];
		expect(aliases).toEqual(expect.arrayContaining(['KYC', 'Verification', 'Batch', 'Webhook']));
	});
});

// n8n 1.123 and 2.41 merge a node and its trigger into one panel entry and give it the trigger's
// description (generateMergedNodesAndActions): it must say what Deepvue verifies, then what the trigger does.
it("the trigger's description reads as the package's entry: what Deepvue verifies, then the trigger", async () => {
	const { description } = await descriptionOf('deepvueTrigger');
	expect(description).toMatch(
		/^Verify Indian PAN, bank accounts, UPI IDs, GSTINs, .* with Deepvue\. This trigger starts a workflow when a batch result arrives$/,
	);
});
