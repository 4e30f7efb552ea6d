// The scripts' command-line flags: `--name value`.

/** The value after `--name` on the command line, or `fallback` when the flag is not given. */
export function flagValue(name, fallback) {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? process.argv[index + 1] : fallback;
}
