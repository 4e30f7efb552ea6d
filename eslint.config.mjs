import tseslint from 'typescript-eslint';
import { configs } from '@n8n/eslint-plugin-community-nodes';

// The rules n8n's community-package scanner applies. It ignores inline disable comments, so none are used.
export default [
	{
		ignores: [
			'dist/**',
			'node_modules/**',
			'test/**',
			'testbed/**',
			'demo/**',
			'bench/**',
			'e2e/**',
			'gulpfile.js',
			'jest.config.js',
		],
	},
	{
		files: ['**/*.ts'],
		languageOptions: { parser: tseslint.parser, parserOptions: { sourceType: 'module' } },
	},
	{
		// package.json rules (runtime dependencies, peer dependency, author...) read it as an object literal.
		files: ['package.json'],
		languageOptions: { parser: tseslint.parser, parserOptions: { extraFileExtensions: ['.json'] } },
	},
	configs.recommended,
];
