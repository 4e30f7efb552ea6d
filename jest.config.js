/**
 * Tests run the built package (npm test builds first) through n8n's engine. ts-jest only
 * transpiles them (tsconfig.test.json sets isolatedModules): type-checking every test file again
 * in each worker took more time than the tests; `npm run lint` checks their types, once.
 */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
	globalSetup: '<rootDir>/test/harness/globalSetup.ts',
	setupFiles: ['<rootDir>/test/harness/environment.ts'],
	setupFilesAfterEnv: ['<rootDir>/test/harness/noLeaks.ts'],
	testTimeout: 60000,
	maxWorkers: 2,
};
