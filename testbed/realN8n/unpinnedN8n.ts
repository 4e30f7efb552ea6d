// An n8n version that no lockfile pins, asked for with `--n8n-version` (the weekly canary asks
// for `latest-2`, the newest n8n 2.x on the registry): which version npm resolves it to, and the
// package.json of its install folder. n8n's own dependency ranges float in such an install, as
// they do for a user who installs that version.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** What `--n8n-version` accepts: `latest-<major>`, or an exact version. */
const SPEC_FORMS =
	'`latest-<major>` (the newest release of that major, e.g. latest-2) or an exact version (2.45.0)';

const EXACT = /^(\d+)\.(\d+)\.(\d+)$/;

/** The npm range a `--n8n-version` value stands for; refuses anything else. */
export function rangeOf(spec: string): string {
	const latest = /^latest-(\d+)$/.exec(spec);
	if (latest) return latest[1];
	if (EXACT.test(spec)) return spec;
	throw new Error(`--n8n-version ${JSON.stringify(spec)} is not understood: give ${SPEC_FORMS}`);
}

function parts(version: string): number[] {
	const match = EXACT.exec(version);
	if (!match) throw new Error(`Not a release version: ${version}`);
	return match.slice(1).map(Number);
}

export function majorOf(version: string): number {
	return parts(version)[0];
}

/** The highest of some release versions (x.y.z), compared part by part. */
export function highestVersion(versions: string[]): string | undefined {
	const compare = (a: string, b: string) => {
		const [x, y] = [parts(a), parts(b)];
		return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
	};
	return versions
		.filter((version) => EXACT.test(version))
		.sort(compare)
		.at(-1);
}

/**
 * What `npm view n8n@<range> version --json` printed, as a list: one matching version is printed
 * as a string, several as an array, none as nothing.
 */
export function versionsPrinted(output: string): string[] {
	if (!output.trim()) return [];
	const parsed = JSON.parse(output) as unknown;
	return (Array.isArray(parsed) ? parsed : [parsed]).filter(
		(version): version is string => typeof version === 'string',
	);
}

/**
 * The n8n version a `--n8n-version` value names on the registry npm is set up for, checked to
 * belong to `major` (the line's). Pre-releases are left out, as npm ranges leave them out.
 */
export async function resolveN8nVersion(spec: string, major: number): Promise<string> {
	const range = rangeOf(spec);
	const { stdout } = await promisify(execFile)(
		'npm',
		['view', `n8n@${range}`, 'version', '--json'],
		{
			encoding: 'utf8',
		},
	).catch((error: Error & { stdout?: string; stderr?: string }) => {
		// npm answers a range nothing matches with E404 and a non-zero exit.
		if (/E404|No match found/.test(`${error.stdout}${error.stderr}`)) return { stdout: '' };
		throw new Error(`npm view n8n@${range} failed: ${error.stderr || error.message}`);
	});
	const version = highestVersion(versionsPrinted(stdout));
	if (!version)
		throw new Error(`No n8n release on the registry matches ${range} (--n8n-version ${spec})`);
	if (majorOf(version) !== major)
		throw new Error(
			`--n8n-version ${spec} names n8n ${version}, which is not of line ${major}: ask for --line ${majorOf(version)}`,
		);
	return version;
}

/**
 * The overrides of a line's pinned package.json that an unpinned install keeps. `xlsx`:
 * n8n-nodes-base asks for it by a CDN URL, the registry has the same release. The pinned line's
 * other overrides stand in for packages of that exact n8n release which a registry lacked; they
 * belong to that release only.
 */
const KEPT_OVERRIDES = ['xlsx'];

export interface Manifest {
	name: string;
	private: true;
	description: string;
	dependencies: { n8n: string };
	overrides: Record<string, string>;
}

/** The package.json of the folder an unpinned n8n `version` installs into. */
export function unpinnedManifest(
	version: string,
	pinned: { overrides?: Record<string, string> },
): Manifest {
	const overrides: Record<string, string> = {};
	for (const name of KEPT_OVERRIDES)
		if (pinned.overrides?.[name]) overrides[name] = pinned.overrides[name];
	return {
		name: 'n8n-unpinned-for-e2e',
		private: true,
		description: `n8n ${version} as the registry has it today, without a lockfile (--n8n-version).`,
		dependencies: { n8n: version },
		overrides,
	};
}
