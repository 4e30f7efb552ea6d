// The node's Options as an item reads them: called directly on the built modules, with an item's
// context that hands back what is set. The engine tests drive the same code over HTTP.
import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import type * as Options from '../nodes/Deepvue/description/optionsCollection';
import type * as ReadOptions from '../nodes/Deepvue/options/readOptions';
import type * as Resources from '../nodes/Deepvue/resources';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { commonOptions } = built<typeof Options>('nodes/Deepvue/description/optionsCollection');
const { readOptions } = built<typeof ReadOptions>('nodes/Deepvue/options/readOptions');
const { resources } = built<typeof Resources>('nodes/Deepvue/resources');

/** An item's context with the given options set; n8n hands back the fallback for the others. */
function itemContext(options: Record<string, unknown> = {}): IExecuteSingleFunctions {
	const getNodeParameter = (path: string, fallback: unknown) => {
		const name = path.replace(/^options\./, '');
		return Object.prototype.hasOwnProperty.call(options, name) ? options[name] : fallback;
	};
	return {
		getNodeParameter,
		getNode: () => ({ name: 'Deepvue' }),
		getItemIndex: () => 0,
	} as unknown as IExecuteSingleFunctions;
}

describe('options', () => {
	it('read as the defaults the README gives when none is set', () => {
		const options = readOptions(itemContext());
		expect(options.retry()).toEqual({ maxAttempts: 5, maxDelayMs: 30_000 });
		expect(options.waitTimeoutMs()).toBe(600_000);
		expect(options.maxFileSizeMb()).toBe(100);
		expect({ ...options }).toMatchObject({
			checkFormats: true,
			downloadResult: false,
			maskSensitive: false,
			fullResponse: false,
			outputsNoRecord: true,
			waitForCompletion: false,
			binaryPropertyOutput: 'data',
		});
	});

	it('are shown for the operations whose rows call for them', () => {
		const shownFor = (name: string) => {
			const option = ((commonOptions(resources).options ?? []) as INodeProperties[]).find(
				(entry) => entry.name === name,
			);
			const { show, hide } = option?.displayOptions ?? {};
			return [...((show ?? hide)?.['/operation'] ?? [])].sort();
		};
		const uploads = ['uploadCinBatch', 'uploadUanEmploymentHistoryBatch', 'uploadUpiBasicBatch'];
		const identity = [
			'checkLiveness',
			'getDigilockerDocuments',
			'matchFaces',
			'sendAadhaarOtp',
			'startDigilockerSession',
			'verifyAadhaarOtp',
		];
		expect(shownFor('waitForCompletion')).toEqual(uploads);
		expect(shownFor('noRecord')).toEqual(
			['getBatchStatus', 'getUdyamResult', ...identity, ...uploads].sort(),
		);
		expect(shownFor('downloadResult')).toEqual(['downloadAis', 'getBatchStatus', ...uploads]);
	});

	it('are read once per item, each when it is first needed', () => {
		const reads: string[] = [];
		const context = itemContext({ maxAttempts: 3, maskSensitive: true });
		const getNodeParameter = context.getNodeParameter.bind(context);
		context.getNodeParameter = ((name: string, fallback: unknown) => {
			reads.push(name);
			return getNodeParameter(name, fallback as never);
		}) as typeof context.getNodeParameter;

		expect(reads).toEqual([]);
		// runOperation.ts reads them once per item and hands them down.
		const options = readOptions(context);
		for (let use = 0; use < 3; use++) {
			expect(options.retry().maxAttempts).toBe(3);
			expect(options.maskSensitive).toBe(true);
		}

		expect(reads.sort()).toEqual([
			'options.maskSensitive',
			'options.maxAttempts',
			'options.maxRetryDelay',
		]);
	});

	it('are checked when a number is out of range, naming the option', () => {
		expect(() => readOptions(itemContext({ maxAttempts: 11 })).retry()).toThrow(
			'"Max Attempts" must be a whole number from 1 to 10; got 11',
		);
		expect(() => readOptions(itemContext({ waitTimeout: '={{ "x" }}' })).waitTimeoutMs()).toThrow(
			'"Wait Timeout (Seconds)" must be a number 1 or more',
		);
	});
});
