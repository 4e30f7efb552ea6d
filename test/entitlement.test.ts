import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { createInstance, runNode } from '../testbed/inProcessN8n/run';
import type { TestInstance } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';

/**
 * Answers the node keeps (Options > Reuse Answers For, a question on its way, an execution's
 * earlier try) serve only a credential that Deepvue would have answered itself: the same Base URL,
 * Client ID and Client Secret. A Client ID is not a secret; many users share one n8n process.
 */
const testBed = useTestBed();

const NAME_PATH = '/v1/mobile-intelligence/mobile-to-name';
const NUMBERS = ['9876543210', '9876543211', '9876543212'];
const getName: INodeParameters = {
	resource: 'mobileIntelligence',
	operation: 'getName',
	mobileNumber: '={{ $json.mobile }}',
	options: { maxAttempts: 1 },
};
const rows = (...mobiles: string[]): INodeExecutionData[] =>
	mobiles.map((mobile) => ({ json: { mobile } }));
const REFUSED = /^Deepvue refused the authorization: Invalid client_id or client_secret/;

/** Another user of the same n8n, with a credential of their own: the owner's values, but for `changes`. */
async function otherUser(changes: Record<string, unknown>): Promise<TestInstance> {
	const instance = await createInstance();
	instance.setCredential({
		...(testBed().instance.storedCredential() as {
			baseUrl: string;
			clientId: string;
			clientSecret: string;
		}),
		accessToken: '',
		...changes,
	});
	return instance;
}

const authorizations = () => testBed().emulator.requestsTo('/v1/authorize');

describe("a credential with the owner's Client ID and a wrong secret", () => {
	it('gets none of the answers the owner paid for, but its own refused authorization (Continue On Fail off)', async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(...NUMBERS) });
		const member = await otherUser({ clientSecret: 'not-the-owners-secret' });

		const { items, error } = await runNode(member, {
			parameters: getName,
			items: rows(...NUMBERS),
		});

		expect(items).toEqual([]);
		expect(error?.message).toMatch(REFUSED);
		expect(lookupsSent(testBed().emulator)).toHaveLength(NUMBERS.length);
		expect(authorizations().at(-1)?.form?.client_secret).toBe('not-the-owners-secret');
	});

	it('gets none of them with Continue On Fail either: every item has the refusal', async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(...NUMBERS) });
		const member = await otherUser({ clientSecret: 'not-the-owners-secret' });

		const { items } = await runNode(member, {
			parameters: getName,
			items: rows(...NUMBERS),
			continueOnFail: true,
		});

		expect(items.map((item) => Object.keys(item.json))).toEqual(NUMBERS.map(() => ['error']));
		expect(items.every((item) => REFUSED.test(String(item.json.error)))).toBe(true);
		expect(lookupsSent(testBed().emulator)).toHaveLength(NUMBERS.length);
	});

	it('is not handed the answer to the same question while the owner is waiting for it', async () => {
		testBed().emulator.inject({
			status: 200,
			pathPrefix: NAME_PATH,
			delayMs: 1500,
			body: { code: 200, transaction_id: 'txn-slow', timestamp: 1, data: { name: 'ASHA RAO' } },
		});
		const owner = runNode(testBed().instance, { parameters: getName, items: rows(NUMBERS[0]) });
		await new Promise((resolve) => setTimeout(resolve, 500));
		const member = await otherUser({ clientSecret: 'not-the-owners-secret' });

		const { items } = await runNode(member, {
			parameters: getName,
			items: rows(NUMBERS[0]),
			continueOnFail: true,
		});

		expect(items[0].json).toEqual({ error: expect.stringMatching(REFUSED) });
		expect((await owner).items[0].json.name).toBe('ASHA RAO');
	});

	it("leaves the owner's answers kept: the owner is still served them", async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(NUMBERS[0]) });
		await runNode(await otherUser({ clientSecret: 'not-the-owners-secret' }), {
			parameters: getName,
			items: rows(NUMBERS[0]),
			continueOnFail: true,
		});

		const { items } = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0]),
		});

		expect(items[0].json.reused).toBe(true);
		expect(lookupsSent(testBed().emulator)).toHaveLength(1);
	});
});

describe('the same credential, or its exact values, used by another user', () => {
	it('is served the kept answers without paying again', async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(...NUMBERS) });

		const { items } = await runNode(await otherUser({}), {
			parameters: getName,
			items: rows(...NUMBERS),
		});

		expect(items.map((item) => item.json.reused)).toEqual(NUMBERS.map(() => true));
		expect(lookupsSent(testBed().emulator)).toHaveLength(NUMBERS.length);
	});
});

describe('a secret rotated in the middle of the window', () => {
	it('is a new login: the answers kept under the old secret are not served to it, and the old secret, refused, is served nothing', async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(NUMBERS[0]) });
		const stored = testBed().instance.storedCredential() as {
			clientId: string;
			clientSecret: string;
		};
		const oldSecret = await otherUser({});
		testBed().emulator.rotateSecret(stored.clientId, 'the-rotated-secret');
		testBed().instance.setCredential({
			...(stored as { baseUrl: string; clientId: string; clientSecret: string }),
			clientSecret: 'the-rotated-secret',
			accessToken: '',
		});

		const rotated = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0]),
		});
		const old = await runNode(oldSecret, {
			parameters: getName,
			items: rows(NUMBERS[0]),
			continueOnFail: true,
		});

		expect(rotated.items[0].json).toMatchObject({ name: expect.any(String) });
		expect(rotated.items[0].json.reused).toBeUndefined();
		expect(old.items[0].json).toEqual({ error: expect.stringMatching(REFUSED) });
		expect(lookupsSent(testBed().emulator)).toHaveLength(2);
	});
});

describe('a login Deepvue refuses after accepting it', () => {
	it('loses its token and its kept answers: they are not served for the rest of the window', async () => {
		await runNode(testBed().instance, { parameters: getName, items: rows(NUMBERS[0]) });
		// The client is deactivated: its tokens stop working and its authorization is refused.
		testBed().emulator.revokeAllTokens();
		testBed().emulator.inject({
			status: 400,
			pathPrefix: '/v1/authorize',
			body: { detail: 'Inactive client_id' },
			times: 100,
		});
		const refused = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[1]),
			continueOnFail: true,
		});

		const again = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0]),
			continueOnFail: true,
		});

		expect(refused.items[0].json.error).toMatch(
			/^Deepvue refused the authorization: Inactive client_id/,
		);
		expect(again.items[0].json).toEqual({
			error: expect.stringMatching(/^Deepvue refused the authorization: Inactive client_id/),
		});
		testBed().emulator.clearFaults();
		const reactivated = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0]),
		});
		expect(reactivated.items[0].json).toMatchObject({ name: expect.any(String) });
		expect(reactivated.items[0].json.reused).toBeUndefined();
	});
});

/** A JSON text nested `depth` objects deep, as Deepvue's `data`. */
const nestedAnswer = (depth: number) =>
	`{"code":200,"timestamp":1,"transaction_id":"txn-deep","data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;

describe('an odd answer', () => {
	it('nested 10,000 deep fails its own item only, saying what was wrong and its transaction_id, and is not kept', async () => {
		testBed().emulator.inject({
			status: 200,
			pathPrefix: NAME_PATH,
			query: { mobile_number: NUMBERS[1] },
			rawBody: nestedAnswer(10_000),
			contentType: 'application/json',
		});

		const { items } = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(...NUMBERS),
			continueOnFail: true,
		});

		expect(items[0].json.name).toEqual(expect.any(String));
		expect(items[1].json).toEqual({
			error: expect.stringMatching(/nested more than \d+ levels deep.*txn-deep/),
		});
		expect(items[2].json.name).toEqual(expect.any(String));
	});

	it('fails every item waiting for the same question, none of which pays again', async () => {
		testBed().emulator.inject({
			status: 200,
			pathPrefix: NAME_PATH,
			rawBody: nestedAnswer(10_000),
			contentType: 'application/json',
			delayMs: 300,
		});

		const { items } = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0], NUMBERS[0]),
			continueOnFail: true,
		});

		expect(items.map((item) => item.json.error)).toEqual([
			expect.stringMatching(/nested more than/),
			expect.stringMatching(/nested more than/),
		]);
		expect(lookupsSent(testBed().emulator)).toHaveLength(1);
	});

	it('too large to keep reaches every item waiting for it, and is asked again next time', async () => {
		const name = 'A'.repeat(1_500_000);
		const body = { code: 200, timestamp: 1, transaction_id: 'txn-large', data: { name } };
		testBed().emulator.inject({ status: 200, pathPrefix: NAME_PATH, body, delayMs: 300, times: 2 });

		const { items } = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0], NUMBERS[0]),
		});
		const again = await runNode(testBed().instance, {
			parameters: getName,
			items: rows(NUMBERS[0]),
		});

		expect(items.map((item) => (item.json.name as string).length)).toEqual([
			name.length,
			name.length,
		]);
		expect(again.items[0].json.reused).toBeUndefined();
		expect(lookupsSent(testBed().emulator)).toHaveLength(2);
	});
});
