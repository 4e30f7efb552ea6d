/** The arguments of `npm run emulator` (see cli.ts), read without starting anything. */

const DEFAULT_PORT = 4010;
export const USAGE =
	'usage: emulator [--port N] [--batch-delay MS] [--rate-limit PER_SECOND] [--minute-limit PER_MINUTE] [--unavailable SHARE] [--require-consent] [--ipc]';

export interface CliOptions {
	port: number;
	batchDelayMs: number;
	ratePerSecond: number;
	ratePerMinute: number;
	unavailableShare: number;
	requireConsent: boolean;
	/** Answer the commands of commands.ts from the process that started it, over Node's IPC channel. */
	ipc: boolean;
}

/** Flags that take no value. */
const SWITCHES = new Set(['require-consent', 'ipc']);

/** The values of `--name V` and `--name=V` arguments, by name; '' for a switch. */
function flagsOf(args: readonly string[]): Map<string, string | undefined> {
	const flags = new Map<string, string | undefined>();
	for (let index = 0; index < args.length; index++) {
		const match =
			/^--(port|batch-delay|rate-limit|minute-limit|unavailable|require-consent|ipc)(?:=(.*))?$/.exec(
				args[index],
			);
		if (!match) throw new Error(`Unknown argument ${args[index]}; ${USAGE}`);
		if (SWITCHES.has(match[1])) {
			if (match[2] !== undefined) throw new Error(`--${match[1]} takes no value; ${USAGE}`);
			flags.set(match[1], '');
		} else flags.set(match[1], match[2] ?? args[++index]);
	}
	return flags;
}

function wholeNumber(
	text: string | undefined,
	fallback: number,
	what: string,
	max = Number.MAX_SAFE_INTEGER,
): number {
	if (text === undefined || text === '') return fallback;
	const value = Number(text);
	if (!Number.isInteger(value) || value < 0 || value > max)
		throw new Error(`Invalid ${what} ${text}; ${USAGE}`);
	return value;
}

function share(text: string | undefined): number {
	if (text === undefined || text === '') return 0;
	const value = Number(text);
	if (!Number.isFinite(value) || value < 0 || value > 1)
		throw new Error(`Invalid share ${text}, from 0 to 1; ${USAGE}`);
	return value;
}

export function optionsFrom(args: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
	const flags = flagsOf(args);
	return {
		port: wholeNumber(flags.get('port') ?? env.PORT, DEFAULT_PORT, 'port', 65535),
		batchDelayMs: wholeNumber(flags.get('batch-delay'), 0, 'batch delay'),
		ratePerSecond: wholeNumber(flags.get('rate-limit'), 0, 'rate limit'),
		ratePerMinute: wholeNumber(flags.get('minute-limit'), 0, 'minute limit'),
		unavailableShare: share(flags.get('unavailable')),
		requireConsent: flags.has('require-consent'),
		ipc: flags.has('ipc'),
	};
}
