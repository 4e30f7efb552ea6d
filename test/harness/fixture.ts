import { DEMO_CLIENT, startEmulator } from '../emulator/server';
import type { Emulator, RecordedRequest } from '../emulator/server';
import { createInstance } from './run';
import type { TestInstance } from './run';

const emulators: Emulator[] = [];

/** Tokens issued by every emulator a test bed started in this test file. */
export function issuedTokens(): string[] {
	return emulators.flatMap((emulator) => emulator.issuedTokens());
}

export interface TestBed {
	emulator: Emulator;
	instance: TestInstance;
}

/**
 * A fresh emulator and an n8n credential store holding a credential pointed at it. Pacing is off
 * unless a test asks for a plan, so tests run at full speed.
 */
export async function startTestBed(credential: Record<string, unknown> = {}): Promise<TestBed> {
	const emulator = await startEmulator();
	emulators.push(emulator);
	const instance = await createInstance();
	instance.setCredential({
		baseUrl: emulator.baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: 'off',
		...credential,
	});
	return { emulator, instance };
}

/**
 * One test bed for a whole test file: started before its first test and closed after the last,
 * with the request log and faults cleared before each test.
 */
export function useTestBed(credential: Record<string, unknown> = {}): () => TestBed {
	let bed: TestBed | undefined;
	beforeAll(async () => {
		bed = await startTestBed(credential);
	});
	afterAll(async () => {
		await bed?.emulator.close();
	});
	beforeEach(() => {
		bed?.emulator.clearLog();
		bed?.emulator.clearFaults();
	});
	return () => {
		if (!bed) throw new Error('The test bed starts in beforeAll');
		return bed;
	};
}

/** Lookups the emulator received; authorizing is free and is not counted. */
export function lookupsSent(emulator: Emulator): RecordedRequest[] {
	return emulator.requests.filter((call) => call.path !== '/v1/authorize');
}
