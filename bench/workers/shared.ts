import type { Client } from '../../testbed/emulator/server';

/**
 * Clients registered in the benchmark's emulator besides the demo client. The node caches tokens
 * per client for the life of the process, so each authorize count uses a client of its own.
 */
export const BENCH_CLIENTS: Client[] = Array.from({ length: 40 }, (_, index) => ({
	clientId: `bench-client-${index + 1}`,
	clientSecret: `bench-secret-${index + 1}`,
}));

/** The Deepvue Trigger's secret token in the trigger row. */
export const TRIGGER_SECRET = 'bench-trigger-secret-7d1e';

/** The emulator's sample person whose photos and e-Aadhaar the identity documents row sends and fetches. */
export const APPLICANT = 'kavya';
