// The end-to-end tests' command-line flags: `--name value`.

/** The value after `--name` on the command line, or `fallback` when the flag is not given. */
export function flagValue(name: string): string | undefined;
export function flagValue(name: string, fallback: string): string;
export function flagValue(name: string, fallback?: string): string | undefined {
	const index = process.argv.indexOf(`--${name}`);
	return index > 0 ? process.argv[index + 1] : fallback;
}
