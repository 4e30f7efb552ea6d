const { src, dest, task } = require('gulp');

// tsc compiles the TypeScript; n8n also needs the icons and codex files beside the built nodes.
function copyAssets() {
	return src(['nodes/**/*.{png,svg,json}', 'credentials/**/*.{png,svg}'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

task('build:icons', copyAssets);
