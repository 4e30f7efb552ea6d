/**
 * `npm run emulator`: runs the Deepvue API emulator on 127.0.0.1 until Ctrl+C, for trying the node
 * in a local n8n without a Deepvue account.
 *
 *   npm run emulator                          port 4010
 *   npm run emulator -- --port 4020           or PORT=4020 npm run emulator
 *   npm run emulator -- --batch-delay 20000   batches complete 20 s after their upload (default 0)
 *   npm run emulator -- --rate-limit 2        answers 429 beyond 2 calls per second per API key
 *   npm run emulator -- --minute-limit 100    and beyond 100 calls in any 60 seconds
 *   npm run emulator -- --unavailable 0.2     answers 503 to a fifth of the calls, to see retries
 */
import { DEMO_CLIENT, NOT_FOUND_INPUTS, startEmulator } from './server';

const DEFAULT_PORT = 4010;
const USAGE = 'usage: emulator [--port N] [--batch-delay MS] [--rate-limit PER_SECOND] [--minute-limit PER_MINUTE] [--unavailable SHARE]';

interface CliOptions {
	port: number;
	batchDelayMs: number;
	ratePerSecond: number;
	ratePerMinute: number;
	unavailableShare: number;
}

/** The values of `--name V` and `--name=V` arguments, by name. */
function flagsOf(args: readonly string[]): Map<string, string | undefined> {
	const flags = new Map<string, string | undefined>();
	for (let index = 0; index < args.length; index++) {
		const match = /^--(port|batch-delay|rate-limit|minute-limit|unavailable)(?:=(.*))?$/.exec(args[index]);
		if (!match) throw new Error(`Unknown argument ${args[index]}; ${USAGE}`);
		flags.set(match[1], match[2] ?? args[++index]);
	}
	return flags;
}

function wholeNumber(text: string | undefined, fallback: number, what: string, max = Number.MAX_SAFE_INTEGER): number {
	if (text === undefined || text === '') return fallback;
	const value = Number(text);
	if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`Invalid ${what} ${text}; ${USAGE}`);
	return value;
}

function share(text: string | undefined): number {
	if (text === undefined || text === '') return 0;
	const value = Number(text);
	if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`Invalid share ${text}, from 0 to 1; ${USAGE}`);
	return value;
}

function optionsFrom(args: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
	const flags = flagsOf(args);
	return {
		port: wholeNumber(flags.get('port') ?? env.PORT, DEFAULT_PORT, 'port', 65535),
		batchDelayMs: wholeNumber(flags.get('batch-delay'), 0, 'batch delay'),
		ratePerSecond: wholeNumber(flags.get('rate-limit'), 0, 'rate limit'),
		ratePerMinute: wholeNumber(flags.get('minute-limit'), 0, 'minute limit'),
		unavailableShare: share(flags.get('unavailable')),
	};
}

async function main(): Promise<void> {
	const options = optionsFrom(process.argv.slice(2), process.env);
	const emulator = await startEmulator({
		port: options.port,
		// One line per call, without query, headers or body: those carry tokens, secrets and inputs.
		onRequest: (request) => console.log(`${new Date(request.at).toISOString()}  ${request.status}  ${request.method} ${request.path}`),
		// Without the webhook's query string, which may carry the receiver's secret token.
		onDelivery: (delivery) =>
			console.log(
				`${new Date(delivery.at).toISOString()}  ${delivery.status}  webhook ${delivery.url.split('?')[0]} (batch ${delivery.requestId}, attempt ${delivery.attempt}${delivery.error ? `: ${delivery.error}` : ''})`,
			),
	});

	emulator.setBatchProcessing({ delayMs: options.batchDelayMs });
	emulator.setConditions({ ratePerSecond: options.ratePerSecond, ratePerMinute: options.ratePerMinute, unavailableShare: options.unavailableShare });

	console.log(`Deepvue API emulator listening at ${emulator.baseUrl}`);
	console.log(`  Client ID:     ${DEMO_CLIENT.clientId}`);
	console.log(`  Client Secret: ${DEMO_CLIENT.clientSecret}`);
	console.log(`In n8n, set the Base URL of a "Deepvue API" credential to ${emulator.baseUrl} and use the client ID and secret above.`);
	console.log(`Mobile number ${NOT_FOUND_INPUTS.mobileNumber} and the other documented not-found inputs answer 404.`);
	if (options.ratePerSecond > 0) console.log(`Calls beyond ${options.ratePerSecond} per second per API key are answered 429.`);
	if (options.ratePerMinute > 0) console.log(`Calls beyond ${options.ratePerMinute} in any 60 seconds per API key are answered 429.`);
	if (options.unavailableShare > 0) console.log(`${Math.round(options.unavailableShare * 100)}% of the calls are answered 503 "Source Unavailable".`);
	console.log(`Batches complete ${options.batchDelayMs === 0 ? 'at once' : `${options.batchDelayMs} ms after upload`}; results go to loopback webhook URLs only. Press Ctrl+C to stop.\n`);

	// The CLI prints each call instead of keeping a log that would grow without end.
	const trimLog = setInterval(() => emulator.clearLog(), 60_000);
	trimLog.unref();

	let stopping = false;
	const stop = (signal: NodeJS.Signals) => {
		if (stopping) return;
		stopping = true;
		clearInterval(trimLog);
		console.log(`\n${signal}: stopping the emulator`);
		emulator.close().then(
			() => process.exit(0),
			(error: unknown) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
	console.error(`Could not start the Deepvue API emulator: ${error instanceof Error ? error.message : String(error)}`);
	process.exit(1);
});
