/**
 * The same tests, run against the n8n-core and n8n-workflow of an installed n8n (`npm run
 * test:engine`, `npm run test:engine-v1` for n8n 1.123). ENGINE_MODULES is the node_modules folder
 * of that n8n; the package's own `require('n8n-workflow')` resolves there too, as it does when n8n
 * loads a community package.
 */
const base = require('./jest.config.js');

const modules = process.env.ENGINE_MODULES;
if (!modules) throw new Error('ENGINE_MODULES is not set: run `npm run test:engine`');

module.exports = {
	...base,
	// Types come from the 2.x devDependencies; `npm run lint` checks them.
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: false }] },
	moduleNameMapper: {
		'^(n8n-workflow|n8n-core|@n8n/di|@n8n/backend-common)(/.*)?$': `${modules}/$1$2`,
	},
};
