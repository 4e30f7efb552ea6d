/** An emulator and an n8n credential store pointed at it: what the tests' hooks and the demo start. */
import { DEMO_CLIENT, startEmulatorServer } from '../emulator/server';
import type { Emulator } from '../emulator/server';
import { createInstance } from './run';
import { noteEmulator } from './transcript';
import type { TestInstance } from './run';

export interface TestBed {
	emulator: Emulator;
	instance: TestInstance;
}

/**
 * Stores the bed's Deepvue credential: the emulator's demo client at its address, pacing off
 * unless `changes` asks for a plan, so tests run at full speed.
 */
export function setCredential(
	{ emulator, instance }: TestBed,
	changes: Record<string, unknown> = {},
): void {
	instance.setCredential({
		baseUrl: emulator.baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: 'off',
		...changes,
	});
}

/** A fresh emulator and an n8n credential store holding a credential pointed at it (see setCredential). */
export async function startTestBed(credential: Record<string, unknown> = {}): Promise<TestBed> {
	const emulator = await startEmulatorServer();
	noteEmulator(emulator);
	const bed = { emulator, instance: await createInstance() };
	setCredential(bed, credential);
	return bed;
}
