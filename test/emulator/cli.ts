/**
 * `npm run emulator`: runs the Deepvue API emulator on 127.0.0.1 until Ctrl+C, for trying the node
 * in a local n8n without a Deepvue account.
 *
 *   npm run emulator                 port 4010
 *   npm run emulator -- --port 4020  or PORT=4020 npm run emulator
 */
import { DEMO_CLIENT, NOT_FOUND_INPUTS, startEmulator } from './server';

const DEFAULT_PORT = 4010;

function portFrom(args: readonly string[], env: NodeJS.ProcessEnv): number {
	let text: string | undefined = env.PORT;
	for (let index = 0; index < args.length; index++) {
		const arg = args[index];
		if (arg === '--port') text = args[++index];
		else if (arg.startsWith('--port=')) text = arg.slice('--port='.length);
		else throw new Error(`Unknown argument ${arg}; usage: emulator [--port N]`);
	}
	if (text === undefined || text === '') return DEFAULT_PORT;
	const port = Number(text);
	if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port ${text}`);
	return port;
}

async function main(): Promise<void> {
	const emulator = await startEmulator({
		port: portFrom(process.argv.slice(2), process.env),
		// One line per call, without query, headers or body: those carry tokens, secrets and inputs.
		onRequest: (request) => console.log(`${new Date(request.at).toISOString()}  ${request.status}  ${request.method} ${request.path}`),
	});

	console.log(`Deepvue API emulator listening at ${emulator.baseUrl}`);
	console.log(`  Client ID:     ${DEMO_CLIENT.clientId}`);
	console.log(`  Client Secret: ${DEMO_CLIENT.clientSecret}`);
	console.log(`In n8n, set the Base URL of a "Deepvue API" credential to ${emulator.baseUrl} and use the client ID and secret above.`);
	console.log(`Mobile number ${NOT_FOUND_INPUTS.mobileNumber} and the other documented not-found inputs answer 404. Press Ctrl+C to stop.\n`);

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
