/** jest hooks that start and close test beds (testbed/inProcessN8n/testBed.ts) around a file's tests. */
import { DEMO_CLIENT } from '../../testbed/emulator/server';
import type { Emulator, RecordedRequest } from '../../testbed/emulator/server';
import { setCredential, startTestBed } from '../../testbed/inProcessN8n/testBed';
import type { TestBed } from '../../testbed/inProcessN8n/testBed';

/** A test bed started before each test or before the first, closed after it or after the last. */
function bedHooks(perTest: boolean, credential: Record<string, unknown>): () => TestBed {
	let bed: TestBed | undefined;
	(perTest ? beforeEach : beforeAll)(async () => {
		bed = await startTestBed(credential);
	});
	(perTest ? afterEach : afterAll)(async () => {
		await bed?.emulator.close();
		bed = undefined;
	});
	return () => {
		if (!bed) throw new Error('The test bed starts in a before hook');
		return bed;
	};
}

/**
 * One test bed for a whole test file (or describe block): started before its first test and
 * closed after the last, with the request log and faults cleared before each test.
 */
export function useTestBed(credential: Record<string, unknown> = {}): () => TestBed {
	const bed = bedHooks(false, credential);
	beforeEach(() => {
		bed().emulator.clearLog();
		bed().emulator.clearFaults();
		useNewClient(bed(), credential);
	});
	return bed;
}

let clients = 0;

/**
 * Points the bed's credential at a client ID of its own, as another Deepvue account: answers the
 * node keeps for reuse (Options > Reuse Answers For), its token and its pacing are per client, so
 * a test starts with none of them from the tests before it.
 */
export function useNewClient(bed: TestBed, credential: Record<string, unknown> = {}): void {
	clients += 1;
	const client = {
		clientId: `test-client-${process.pid}-${clients}`,
		clientSecret: DEMO_CLIENT.clientSecret,
	};
	bed.emulator.registerClient(client);
	setCredential(bed, { ...credential, clientId: client.clientId });
}

/**
 * A test bed of its own for every test, closed after it: for tests whose node state for one API
 * key must start anew (its cached token, its pacing schedule), which a new emulator's address gives.
 */
export function useFreshTestBed(credential: Record<string, unknown> = {}): () => TestBed {
	return bedHooks(true, credential);
}

/** Lookups the emulator received; authorizing is free and is not counted. */
export function lookupsSent(emulator: Emulator): RecordedRequest[] {
	return emulator.requests.filter((call) => call.path !== '/v1/authorize');
}

/**
 * A test bed of its own for every test (useFreshTestBed), and so a fresh pacing schedule; the
 * function it returns sets the bed's credential to `changes` (a plan) and hands the bed back.
 */
export function usePacedTestBed(): (changes: Record<string, unknown>) => TestBed {
	const testBed = useFreshTestBed();
	return (changes) => {
		const bed = testBed();
		setCredential(bed, changes);
		return bed;
	};
}
