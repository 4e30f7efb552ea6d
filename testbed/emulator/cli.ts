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
 *   npm run emulator -- --require-consent     answers 422 to checks without consent=Y and a reason
 *   npm run emulator -- --ipc                 started by a script (testbed/realN8n/emulatorProcess.ts):
 *                                             answers commands.ts's commands over Node's IPC channel
 */
import { answerCommands } from '../ipcCommands';
import { optionsFrom } from './cliOptions';
import { emulatorCommands } from './commands';
import {
	CHANGED_INPUTS,
	DEMO_CLIENT,
	INVALID_INPUTS,
	NOT_FOUND_INPUTS,
	UNAVAILABLE_INPUTS,
	startEmulatorServer,
} from './server';
import { DIGILOCKER_PAGE_PATH } from './service/digilocker';
import { EKYC_OTP, UIDAI_DOWN_AADHAAR, WORLD, displayName, personById } from './world';
import { DINS, businessById } from './businesses';
import { UDYAM_DELAY_MS } from './business/udyamRequests';

/** An Aadhaar number in groups of 4, as a person types it from a card. */
const grouped = (aadhaar: string) => aadhaar.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3');

/**
 * Lines for trying the identity operations by hand: the one place full Aadhaar numbers are
 * printed, sample ones (a sample person's, and the number for which UIDAI is down), said to be.
 */
function identityHints(baseUrl: string): string[] {
	const kavya = personById('kavya');
	const noMobile = WORLD.filter((person) => person.aadhaarMobile === undefined).map(displayName);
	return [
		`Sample people (docs/development.md lists them all): ${displayName(kavya)}, mobile ${kavya.mobile}, UPI ID ${kavya.vpa}, PAN ${kavya.pan}, passes every check.`,
		`Offline Aadhaar eKYC: sample Aadhaar number ${grouped(kavya.aadhaar)} (${displayName(kavya)}'s; a sample, no resident's), OTP ${EKYC_OTP}. ${noMobile.join(' and ')}'s has no mobile linked; ${grouped(UIDAI_DOWN_AADHAAR)} finds UIDAI down.`,
		`DigiLocker: a session's authorization_url is a consent page this emulator serves (${baseUrl}${DIGILOCKER_PAGE_PATH}?state=...), where you sign in as a sample person and allow or deny.`,
		'Face match and liveness know the sample photos in testbed/emulator/identity/photos/.',
	];
}

async function main(): Promise<void> {
	const options = optionsFrom(process.argv.slice(2), process.env);
	const send = options.ipc ? process.send?.bind(process) : undefined;
	if (options.ipc && !send)
		throw new Error('--ipc needs a Node IPC channel to the process that started it');
	const emulator = await startEmulatorServer({
		port: options.port,
		// One line per call, without query, headers or body: those carry tokens, secrets and inputs.
		onRequest: (request) =>
			console.log(
				`${new Date(request.at).toISOString()}  ${request.status}  ${request.method} ${request.path}`,
			),
		// Without the webhook's query string, which may carry the receiver's secret token.
		onDelivery: (delivery) =>
			console.log(
				`${new Date(delivery.at).toISOString()}  ${delivery.status}  webhook ${delivery.url.split('?')[0]} (batch ${delivery.requestId}, attempt ${delivery.attempt}${delivery.error ? `: ${delivery.error}` : ''})`,
			),
	});

	emulator.setBatchProcessing({ delayMs: options.batchDelayMs });
	emulator.setConditions({
		ratePerSecond: options.ratePerSecond,
		ratePerMinute: options.ratePerMinute,
		unavailableShare: options.unavailableShare,
		requireConsent: options.requireConsent,
	});

	console.log(`Deepvue API emulator listening at ${emulator.baseUrl}`);
	console.log(`  Client ID:     ${DEMO_CLIENT.clientId}`);
	console.log(`  Client Secret: ${DEMO_CLIENT.clientSecret}`);
	console.log(
		`In n8n, set the Base URL of a "Deepvue API" credential to ${emulator.baseUrl} and use the client ID and secret above.`,
	);
	console.log(
		`Mobile number ${NOT_FOUND_INPUTS.mobileNumber} and the other documented not-found inputs answer 404.`,
	);
	console.log(
		`Every mobile number is on the revoked list (MNRL) but those starting ${CHANGED_INPUTS.activeMobilePrefix} and the sample people's (not ${WORLD.filter(
			(person) => person.mnrlRevoked,
		)
			.map(displayName)
			.join(
				', ',
			)}'s); a UPI ID whose handle starts with "${CHANGED_INPUTS.closedVpaPrefix}" has no account any more.`,
	);
	console.log(
		`Mobile number ${UNAVAILABLE_INPUTS.mobileNumber} answers 503, and so do the status checks of a batch whose file holds ${UNAVAILABLE_INPUTS.batchRow}.`,
	);
	console.log(
		`A PAN starting "${INVALID_INPUTS.panPrefix}" is INVALID; an account number starting ${INVALID_INPUTS.closedAccountPrefix} is closed; a business's PAN has several GSTINs. Each penny drop to an open account deposits ₹1.`,
	);
	const deccan = businessById('deccan');
	console.log(
		`Sample businesses (docs/development.md lists them all): ${deccan.legalName}, GSTIN ${deccan.gst.gstin}, CIN ${deccan.company?.cin}, its managing director's DIN ${DINS.kavya}, Udyam ${deccan.udyam?.number} (verified ${UDYAM_DELAY_MS / 1000} s after it is asked for).`,
	);
	for (const line of identityHints(emulator.baseUrl)) console.log(line);
	if (options.ratePerSecond > 0)
		console.log(`Calls beyond ${options.ratePerSecond} per second per API key are answered 429.`);
	if (options.requireConsent)
		console.log(
			'Checks without consent=Y and an accepted reason are answered 422 (Options > Consent Reason in the node).',
		);
	if (options.ratePerMinute > 0)
		console.log(
			`Calls beyond ${options.ratePerMinute} in any 60 seconds per API key are answered 429.`,
		);
	if (options.unavailableShare > 0)
		console.log(
			`${Math.round(options.unavailableShare * 100)}% of the calls are answered 503 "Source Unavailable".`,
		);
	console.log(
		`Batches complete ${options.batchDelayMs === 0 ? 'at once' : `${options.batchDelayMs} ms after upload`}; results go to loopback webhook URLs only. Press Ctrl+C to stop.\n`,
	);

	// The CLI prints each call instead of keeping a log that would grow without end; with --ipc,
	// the process that started it reads the log and clears it.
	const trimLog = options.ipc ? undefined : setInterval(() => emulator.clearLog(), 60_000);
	trimLog?.unref();

	let stopping = false;
	const stop = (reason: string) => {
		if (stopping) return;
		stopping = true;
		clearInterval(trimLog);
		console.log(`\n${reason}: stopping the emulator`);
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
	if (send) {
		answerCommands(send, emulatorCommands(emulator));
		// The process that started it going away ends it too.
		process.on('disconnect', () => stop('disconnected'));
	}
}

main().catch((error: unknown) => {
	console.error(
		`Could not start the Deepvue API emulator: ${error instanceof Error ? error.message : String(error)}`,
	);
	process.exit(1);
});
