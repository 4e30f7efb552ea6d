import type { INode } from 'n8n-workflow';

import { PACKAGE_NAME } from '../testbed/packageIdentity';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';
import { runWorkflowFile } from './harness/workflow';
import type { WorkflowFile } from './harness/workflow';

const testBed = useTestBed();

const lookups = () => lookupsSent(testBed().emulator);

async function run(parameters: Record<string, string>, value: unknown, field: string) {
	return await runNode(testBed().instance, {
		parameters: { ...parameters, [field]: '={{ $json.value }}' },
		items: [
			{ json: { value } as never, binary: { data: binaryFile('vpa\nasha@upi\n', 'batch.csv') } },
		],
	});
}

const mobile = { resource: 'mobileIntelligence', operation: 'getName' };
const pan = { resource: 'tax', operation: 'checkTds206ab' };
const upi = { resource: 'payment', operation: 'verifyUpi' };
const fssai = { resource: 'businessCompliance', operation: 'verifyFssaiLicence' };
const challans = { resource: 'vehicle', operation: 'getChallans' };
const passport = {
	resource: 'identityDocument',
	operation: 'verifyPassport',
	fileNumber: 'DL1061234567823',
};
const passportNumber = {
	resource: 'identityDocument',
	operation: 'verifyPassport',
	dateOfBirth: '1990-01-31',
};
const shop = {
	resource: 'businessCompliance',
	operation: 'verifyShopEstablishment',
	certificateNumber: 'SE/1',
};
const cinBatch = { resource: 'batch', operation: 'uploadCinBatch', binaryPropertyName: 'data' };
const ais = { resource: 'tax', operation: 'downloadAis' };
const batchStatus = { resource: 'batch', operation: 'getBatchStatus' };
const upiNamed = { ...upi, vpa: 'asha@okhdfcbank' };
const shopNumber = { ...shop, stateCode: 'KR' };

describe('values that are clearly meant are normalized', () => {
	it.each([
		[mobile, 'mobileNumber', '+91 98765 43210', 'mobile_number', '9876543210'],
		[mobile, 'mobileNumber', '919876543210', 'mobile_number', '9876543210'],
		[mobile, 'mobileNumber', '09876543210', 'mobile_number', '9876543210'],
		[mobile, 'mobileNumber', '98765-43210', 'mobile_number', '9876543210'],
		[mobile, 'mobileNumber', 9876543210, 'mobile_number', '9876543210'],
		[pan, 'panNumber', ' abcpe1234f ', 'pan_number', 'ABCPE1234F'],
		[challans, 'rcNumber', 'mh 12 ab 1234', 'rc_number', 'MH12AB1234'],
		[challans, 'rcNumber', '22BH1234AB', 'rc_number', '22BH1234AB'],
		[fssai, 'fssaiId', '1001 2345 6789 01', 'fssai_id', '10012345678901'],
		[passport, 'dateOfBirth', '31-01-1990', 'dob', '1990-01-31'],
		[passport, 'dateOfBirth', '31/01/1990', 'dob', '1990-01-31'],
		[passport, 'dateOfBirth', '1990-01-31T00:00:00.000Z', 'dob', '1990-01-31'],
		[passport, 'dateOfBirth', '1990-01-31T00:00:00.000+05:30', 'dob', '1990-01-31'],
		[passport, 'dateOfBirth', '1990-01-31 10:20', 'dob', '1990-01-31'],
		[passport, 'dateOfBirth', '1990-01-31T10:20:30', 'dob', '1990-01-31'],
		[passportNumber, 'fileNumber', 'dl1061234567823', 'file_number', 'DL1061234567823'],
		[shop, 'stateCode', 'kr', 'state_code', 'KR'],
		[upi, 'vpa', 'asha.rao@okhdfcbank', 'vpa', 'asha.rao@okhdfcbank'],
	])('%#: %s %s %j is sent as %s=%s', async (parameters, field, value, apiName, sent) => {
		const { error } = await run(parameters, value, field);
		expect(error).toBeUndefined();
		expect(lookups()).toHaveLength(1);
		expect(lookups()[0].query[apiName]).toBe(sent);
	});
});

describe('bad input is refused before any request, naming the field and the expected format', () => {
	it.each([
		[mobile, 'mobileNumber', 'Mobile Number', '12345'],
		[mobile, 'mobileNumber', 'Mobile Number', '5876543210'],
		[mobile, 'mobileNumber', 'Mobile Number', '98765432101'],
		[mobile, 'mobileNumber', 'Mobile Number', 'call me'],
		[pan, 'panNumber', 'PAN', 'ABCD1234F'],
		[pan, 'panNumber', 'PAN', 'ABCDE12345'],
		[upi, 'vpa', 'UPI ID', 'asha'],
		[upi, 'vpa', 'UPI ID', 'asha@'],
		[upi, 'vpa', 'UPI ID', 'as ha@okhdfc'],
		[fssai, 'fssaiId', 'FSSAI Licence Number', '1234'],
		[challans, 'rcNumber', 'Vehicle Registration Number', 'HELLO'],
		[passport, 'dateOfBirth', 'Date of Birth', '1990-02-30'],
		[passport, 'dateOfBirth', 'Date of Birth', 'yesterday'],
		[passport, 'dateOfBirth', 'Date of Birth', '2999-01-01'],
		[passportNumber, 'fileNumber', 'Passport File Number', 'DL/106'],
		[shop, 'stateCode', 'State', 'MH'],
		[cinBatch, 'webhookUrl', 'Webhook URL', 'ftp://example.com/hook'],
		[cinBatch, 'webhookUrl', 'Webhook URL', '/webhook/relative'],
		[ais, 'itrClientId', 'ITR Client ID', 'line\nbreak'],
		[mobile, 'mobileNumber', 'Mobile Number', { number: '9876543210' }],
		[mobile, 'mobileNumber', 'Mobile Number', 'x'.repeat(10_000)],
		// Upper-casing must not turn other letters into valid ASCII ones (ß -> SS, ı -> I, ﬀ -> FF).
		[pan, 'panNumber', 'PAN', 'ABCß1234F'],
		[pan, 'panNumber', 'PAN', 'abcdı1234f'],
		[challans, 'rcNumber', 'Vehicle Registration Number', 'MH12ﬀ1234'],
		[passportNumber, 'fileNumber', 'Passport File Number', 'DLß061234567823'],
		[shop, 'stateCode', 'State', 'ﬀ'],
		// A date followed by anything but a time of day.
		[passport, 'dateOfBirth', 'Date of Birth', '1990-01-31Tjunk'],
		[passport, 'dateOfBirth', 'Date of Birth', '1990-01-31 or so'],
		[passport, 'dateOfBirth', 'Date of Birth', '1990-01-31T25:00'],
		[passport, 'dateOfBirth', 'Date of Birth', '1990-01-31T10:20:30+99:00'],
		// Free text: one line of visible text, given as text.
		[shopNumber, 'certificateNumber', 'Certificate Number', 'SE/1\u2028x'],
		[shopNumber, 'certificateNumber', 'Certificate Number', 'SE/1\u2029x'],
		[shopNumber, 'certificateNumber', 'Certificate Number', 'SE/1\u0085x'],
		[shopNumber, 'certificateNumber', 'Certificate Number', 'SE/1\u000bx'],
		[shopNumber, 'certificateNumber', 'Certificate Number', true],
		[shopNumber, 'certificateNumber', 'Certificate Number', '\u200e\u200f'],
		[ais, 'itrClientId', 'ITR Client ID', false],
		[ais, 'itrClientId', 'ITR Client ID', { id: 'itr-1' }],
		[ais, 'itrClientId', 'ITR Client ID', ['itr-1']],
		[ais, 'itrClientId', 'ITR Client ID', '\u200b\u2060\ufeff'],
		[upiNamed, 'nameToMatch', 'Name to Match', '\u200b'],
		[upiNamed, 'nameToMatch', 'Name to Match', '\u202e\u2066'],
		[upiNamed, 'nameToMatch', 'Name to Match', 'Asha\u2028Rao'],
		[upiNamed, 'nameToMatch', 'Name to Match', true],
		[upiNamed, 'nameToMatch', 'Name to Match', new Date('1990-01-31')],
		[batchStatus, 'requestId', 'Request ID', 'abc\u0085def'],
		[batchStatus, 'requestId', 'Request ID', '\u200d'],
		[batchStatus, 'requestId', 'Request ID', true],
	])('%#: %s %s %j', async (parameters, field, displayName, value) => {
		const { error } = await run(parameters, value, field);
		expect(error?.message).toContain(`"${displayName}"`);
		if (typeof value === 'string' && value.length < 1000) {
			expect(error?.message).toMatch(/must be|got/);
		}
		expect(lookups()).toHaveLength(0);
	});

	it('shows what was received and what is expected', async () => {
		const { error } = await run(mobile, '12345', 'mobileNumber');
		expect(error?.message).toBe(
			'"Mobile Number" must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (a +91, 91 or 0 prefix is fine); got "12345"',
		);
		expect(error?.description).toMatch(/Check Input Formats/);
	});

	it('shows invisible characters it refuses, escaped', async () => {
		const { error } = await run(upiNamed, 'Asha\u200b\u2028Rao', 'nameToMatch');
		expect(error?.message).toContain('got "Asha\\u200b\\u2028Rao"');
	});

	it('says what kind of value it got when it is not text', async () => {
		const { error } = await run(shopNumber, true, 'certificateNumber');
		expect(error?.message).toBe(
			'"Certificate Number" must be text or a number, not a boolean (true)',
		);
	});
});

it('checks every item before the first request when the node stops on errors', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: { ...mobile, mobileNumber: '={{ $json.value }}' },
		items: [
			{ json: { value: '9876543210' } },
			{ json: { value: '9876543211' } },
			{ json: { value: 'oops' } },
		],
	});
	expect(error?.message).toContain('"Mobile Number"');
	expect(lookups()).toHaveLength(0);
});

/**
 * Whether a function of that name is on the call stack. Reads V8's call sites instead of a
 * formatted stack trace, which would cost milliseconds a read under jest's source maps.
 */
function calledFrom(functionName: string): boolean {
	const { prepareStackTrace, stackTraceLimit } = Error;
	Error.stackTraceLimit = 100;
	Error.prepareStackTrace = (_error, sites) =>
		sites.some((site) => site.getFunctionName() === functionName);
	try {
		return new Error().stack as unknown as boolean;
	} finally {
		Error.prepareStackTrace = prepareStackTrace;
		Error.stackTraceLimit = stackTraceLimit;
	}
}

it('checks a long list in slices, giving n8n turns of its event loop, and still sends nothing when its last item is refused', async () => {
	// Counts turns of the event loop; each read of an item's value by the node's check notes the
	// count at that moment (n8n's engine reads the values too, before the node runs).
	let turns = 0;
	const ticker = setInterval(() => (turns += 1), 1);
	const turnsAtChecks = new Set<number>();
	const items = Array.from({ length: 1000 }, (_, index) => ({
		json: {
			get value() {
				if (calledFrom('readItemInputs')) turnsAtChecks.add(turns);
				return index === 999 ? 'oops' : `98765${String(index).padStart(5, '0')}`;
			},
		},
	}));
	try {
		const { error } = await runNode(testBed().instance, {
			parameters: { ...mobile, mobileNumber: '={{ $json.value }}' },
			items,
		});
		expect(error?.message).toContain('"Mobile Number"');
		expect((error as { context?: { itemIndex?: number } } | undefined)?.context?.itemIndex).toBe(
			999,
		);
	} finally {
		clearInterval(ticker);
	}
	expect(lookups()).toHaveLength(0);
	expect(turnsAtChecks.size).toBeGreaterThan(1);
});

it.each([false, true])(
	'each item sends its own value, normalized (Continue On Fail %s)',
	async (continueOnFail) => {
		const { error, items } = await runNode(testBed().instance, {
			parameters: { ...mobile, mobileNumber: '={{ $json.value }}' },
			items: [
				{ json: { value: '+91 98765 43210' } },
				{ json: { value: '09876543211' } },
				{ json: { value: 9876543212 } },
			],
			continueOnFail,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.error)).toEqual([undefined, undefined, undefined]);
		const sent = lookups().map((lookup) => lookup.query.mobile_number);
		expect(sent.sort()).toEqual(['9876543210', '9876543211', '9876543212']);
	},
);

it('with Continue On Fail, sends the good items and fails only the bad one', async () => {
	const { items } = await runNode(testBed().instance, {
		parameters: { ...mobile, mobileNumber: '={{ $json.value }}' },
		items: [
			{ json: { value: '9876543210' } },
			{ json: { value: 'oops' } },
			{ json: { value: '9876543211' } },
		],
		continueOnFail: true,
	});
	expect(items.map((item) => (item.json.error === undefined ? 'ok' : 'error'))).toEqual([
		'ok',
		'error',
		'ok',
	]);
	expect(lookups()).toHaveLength(2);
});

it('sends a value as typed when format checks are switched off', async () => {
	const { error } = await runNode(testBed().instance, {
		parameters: { ...mobile, mobileNumber: '+1 555 0100', options: { checkFormats: false } },
	});
	expect(error).toBeUndefined();
	expect(lookups()[0].query.mobile_number).toBe('+1 555 0100');
});

/** A small deterministic generator, so a failing case can be replayed. */
function seededRandom(seed: number) {
	let state = seed;
	return () => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state / 2147483648;
	};
}

describe('no input can change the request path or add parameters', () => {
	const HOSTILE = [
		'&',
		'#',
		'?',
		'/',
		'..',
		'%2F',
		'=',
		' ',
		'\u202e',
		'é',
		'😀',
		'\\',
		'"',
		"'",
		'<',
		'>',
		';',
		'+',
	];
	const random = seededRandom(20261122);
	const values = Array.from({ length: 40 }, () => {
		const length = 1 + Math.floor(random() * 30);
		return Array.from({ length }, () =>
			random() < 0.5
				? HOSTILE[Math.floor(random() * HOSTILE.length)]
				: String.fromCharCode(97 + Math.floor(random() * 26)),
		).join('');
	});

	it.each(values.map((value) => [value]))(
		'%j as a certificate number and a name',
		async (value) => {
			testBed().emulator.clearLog();
			const shopRun = await runNode(testBed().instance, {
				parameters: {
					...shop,
					stateCode: 'KR',
					certificateNumber: value,
					options: { checkFormats: false },
				},
			});
			const upiRun = await runNode(testBed().instance, {
				parameters: {
					...upi,
					vpa: 'asha@okhdfcbank',
					nameToMatch: value,
					options: { checkFormats: false },
				},
			});
			const sent = lookups();
			const expectedCertificate = value.trim();
			if (expectedCertificate === '') {
				expect(shopRun.error).toBeDefined();
			} else {
				expect(shopRun.error).toBeUndefined();
				const call = sent.find((request) => request.path.includes('shop-establishment'));
				expect(call?.path).toBe('/v1/business-compliance/shop-establishment-certificate');
				expect(call?.query).toEqual({ certificate_number: expectedCertificate, state_code: 'KR' });
				expect(call?.rawQuery).not.toMatch(/[^A-Za-z0-9%&=._~*+-]/);
			}
			expect(upiRun.error).toBeUndefined();
			const upiCall = sent.find((request) => request.path === '/v1/verification/upi');
			expect(upiCall?.query).toEqual(
				value.trim() === ''
					? { vpa: 'asha@okhdfcbank' }
					: { vpa: 'asha@okhdfcbank', name: value.trim() },
			);
		},
	);
});

it('two Deepvue nodes fed by the same node each send their own values', async () => {
	const deepvue = (name: string, mobileNumber: string, x: number): INode => ({
		id: name,
		name,
		type: `${PACKAGE_NAME}.deepvue`,
		typeVersion: 1,
		position: [x, 0],
		parameters: { ...mobile, mobileNumber },
	});
	const workflow: WorkflowFile = {
		name: 'Two lookups of one item',
		nodes: [
			{
				id: 'start',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			deepvue('First Number', '9876543210', 200),
			deepvue('Second Number', '={{ "9876543211" }}', 200),
		],
		connections: {
			Start: {
				main: [
					[
						{ node: 'First Number', type: 'main', index: 0 },
						{ node: 'Second Number', type: 'main', index: 0 },
					],
				],
			},
		},
	};
	const run = await runWorkflowFile(testBed().instance, workflow, {
		pinData: { Start: [{ json: {} }] },
	});
	expect(run.error).toBeUndefined();
	const sent = lookups().map((lookup) => lookup.query.mobile_number);
	expect(sent.sort()).toEqual(['9876543210', '9876543211']);
});
