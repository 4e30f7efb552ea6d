/** Tests run the built package (npm test builds first) through n8n's engine. */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
	setupFiles: ['<rootDir>/test/harness/environment.ts'],
	setupFilesAfterEnv: ['<rootDir>/test/harness/noLeaks.ts'],
	testTimeout: 60000,
	maxWorkers: 2,
};
