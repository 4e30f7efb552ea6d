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
	// The tests mostly wait: of ~190 s of test files, ~45 s is CPU, and 42 tests hold ~125 s of waits
	// the node's own timings set (the first status check at 2 s, retry waits, pacing at a plan's
	// rate). Every test file loads its modules anew, whichever worker runs it, so a fourth worker
	// costs little CPU and overlaps more waits on 2 cores (44 s where 3 workers took 63 s). CI, which
	// installs n8n beside the tests, keeps 2: at a load of 9, two pacing tests that time requests at
	// the emulator failed with 3.
	maxWorkers: process.env.CI ? 2 : 4,
};
