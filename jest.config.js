/**
 * Tests run the built package (npm test builds first) through n8n's engine. ts-jest only
 * transpiles them (tsconfig.test.json sets isolatedModules): type-checking every test file again
 * in each worker took more time than the tests; `npm run lint` checks their types, once. Jest
 * runs without --experimental-vm-modules: no test imports an ES module, and with it every test
 * file's modules (n8n-core's 1,700) took a third more CPU to load.
 */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
	globalSetup: '<rootDir>/test/harness/globalSetup.ts',
	setupFiles: ['<rootDir>/testbed/inProcessN8n/environment.ts'],
	setupFilesAfterEnv: ['<rootDir>/test/harness/noLeaks.ts'],
	testTimeout: 60000,
	// The node's own waits (the first status check at 2 s, retry waits, the authorization's backoff,
	// pacing at a plan's rate) run on a virtual clock in most tests (test/harness/virtualClock.ts).
	// What is left is CPU, ~37 s, mostly every test file loading n8n's engine anew, and about 25
	// tests of half a second or more on real time, ~25 s (the node's timings checked end to end,
	// timeouts, the emulator's latency). A fourth worker costs little CPU and overlaps those on 2
	// cores (median 32 s where 2 workers took 42 s, at a load of 2 to 7 from other work). CI, which
	// installs n8n beside the tests, keeps 2: at a load of 9, two pacing tests that time requests at
	// the emulator failed with 3.
	maxWorkers: process.env.CI ? 2 : 4,
};
