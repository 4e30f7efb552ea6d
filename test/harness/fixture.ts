import { DEMO_CLIENT, startEmulator } from '../emulator/server';
import type { Emulator } from '../emulator/server';
import { createInstance } from './run';
import type { TestInstance } from './run';

export interface TestBed {
	emulator: Emulator;
	instance: TestInstance;
}

/** A fresh emulator and an n8n credential store holding a credential pointed at it. */
export async function startTestBed(): Promise<TestBed> {
	const emulator = await startEmulator();
	const instance = await createInstance();
	instance.setCredential({
		baseUrl: emulator.baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
	});
	return { emulator, instance };
}
