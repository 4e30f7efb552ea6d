const { src, dest, task } = require('gulp');

// tsc compiles the TypeScript; n8n also needs the icons, codex files and output schemas
// (__schema__/**/*.json, what the editor shows before a node has run) beside the built nodes.
function copyAssets() {
	return src(['nodes/**/*.{png,svg,json}', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

task('build:icons', copyAssets);
