/**
 * `npm run demo`: starts the bundled API emulator on loopback and runs example workflows through
 * n8n's engine with the built Deepvue node, printing what each one returns. No account needed.
 */
import '../testbed/inProcessN8n/environment';

import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import type { Emulator } from '../testbed/emulator/server';
import { photoOf } from '../testbed/emulator/identity/samplePhotos';
import { EKYC_OTP, personById } from '../testbed/emulator/world';
import { DINS, businessById } from '../testbed/emulator/businesses';
import { binaryFile, runNode } from '../testbed/inProcessN8n/run';
import type { TestInstance } from '../testbed/inProcessN8n/run';
import { startTestBed } from '../testbed/inProcessN8n/testBed';
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';

interface Example {
	title: string;
	parameters: INodeParameters;
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** The fields the line shows, when the first ones would not say what the example is for. */
	shows?: string[];
}

const EXAMPLES: Example[] = [
	{
		title:
			'Mobile Intelligence > Get Name, with Name to Match = "Reddy, K." (surname first, an initial)',
		parameters: {
			resource: 'mobileIntelligence',
			operation: 'getName',
			mobileNumber: '9876543210',
			nameToMatch: 'Reddy, K.',
		},
	},
	{
		title: 'Payment > Verify UPI ID',
		parameters: {
			resource: 'payment',
			operation: 'verifyUpi',
			vpa: 'asha@okhdfcbank',
			nameToMatch: 'Asha Rao',
		},
	},
	{
		title: 'Identity Document > Verify Passport',
		parameters: {
			resource: 'identityDocument',
			operation: 'verifyPassport',
			fileNumber: 'DL1061234567823',
			dateOfBirth: '1990-01-31',
		},
	},
	{
		title: 'Tax > Check TDS 206AB Compliance',
		parameters: { resource: 'tax', operation: 'checkTds206ab', panNumber: 'ABCPE1234F' },
	},
	{
		title: 'Business Compliance > Verify FSSAI Licence',
		parameters: {
			resource: 'businessCompliance',
			operation: 'verifyFssaiLicence',
			fssaiId: '10012345678901',
		},
	},
	{
		title:
			"Business Compliance > Verify GSTIN, with the PAN the merchant gave: a shop's GSTIN, held by a person (its proprietor)",
		parameters: {
			resource: 'businessCompliance',
			operation: 'verifyGstin',
			gstin: businessById('mehta').gst.gstin,
			panToMatch: personById('arjun').pan,
			options: { consentReason: 'KYB' },
		},
		shows: ['legal_name', 'holder_kind', 'pan_matches', 'status'],
	},
	{
		title: 'Business Compliance > Get Director by DIN, with CIN to Check: a director who resigned',
		parameters: {
			resource: 'businessCompliance',
			operation: 'getDirector',
			din: DINS.ravi,
			cinToCheck: businessById('deccan').company?.cin ?? '',
			nameToMatch: 'Ravi Sharma',
			options: { consentReason: 'KYB' },
		},
		shows: ['name', 'cin_checked', 'is_current_director'],
	},
	{
		title: 'Business Compliance > Verify Udyam (MSME): submits, then waits for the result',
		parameters: {
			resource: 'businessCompliance',
			operation: 'verifyUdyam',
			udyamNumber: businessById('deccan').udyam?.number ?? '',
			options: { consentReason: 'KYB' },
		},
		shows: ['status', 'enterprise_name', 'enterprise_type'],
	},
	{
		title: 'Vehicle > Get Challans',
		parameters: { resource: 'vehicle', operation: 'getChallans', rcNumber: 'MH12AB1234' },
	},
	{
		title: 'Telecom > Check Revoked Number List (full response), a revoked number',
		parameters: {
			resource: 'telecom',
			operation: 'checkMnrl',
			// A sample person's whose number is on the list.
			mobileNumber: personById('rohan').mobile,
			options: { response: 'full' },
		},
	},
	{
		title: "KYC > Match Faces: a sample applicant's selfie against her e-Aadhaar photo",
		parameters: { resource: 'kyc', operation: 'matchFaces', options: { consentReason: 'KYC' } },
		items: [
			{
				json: {},
				binary: {
					selfie: binaryFile(photoOf('kavya', 'selfie'), 'selfie.jpg', 'image/jpeg'),
					photo: binaryFile(photoOf('kavya', 'document'), 'aadhaar-photo.jpg', 'image/jpeg'),
				},
			},
		],
	},
	{
		title: 'Batch > Upload UPI Batch (a CSV from a previous node)',
		parameters: { resource: 'batch', operation: 'uploadUpiBasicBatch', binaryPropertyName: 'data' },
		items: [
			{ json: {}, binary: { data: binaryFile('vpa\nasha@okhdfcbank\nravi@ybl\n', 'upi-ids.csv') } },
		],
	},
	{
		title: 'Batch > Upload UPI Batch, Wait for Completion, Download Result File',
		parameters: {
			resource: 'batch',
			operation: 'uploadUpiBasicBatch',
			binaryPropertyName: 'data',
			options: { waitForCompletion: true, downloadResult: true, binaryPropertyOutput: 'results' },
		},
		items: [
			{
				json: {},
				binary: {
					data: binaryFile('vpa\nasha@okhdfcbank\nravi@ybl\nunknown@upi\n', 'upi-ids.csv'),
				},
			},
		],
	},
	{
		title: 'Three mobile numbers, one unknown, one empty, with Continue On Fail',
		parameters: {
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: '={{ $json.mobile }}',
		},
		items: [
			{ json: { mobile: '9876543210' } },
			{ json: { mobile: NOT_FOUND_INPUTS.mobileNumber } },
			{ json: { mobile: '' } },
		],
		continueOnFail: true,
	},
];

const MAX_LINE = 110;

function preview(value: IDataObject): string {
	const text = JSON.stringify(value);
	return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 3)}...` : text;
}

function printItem(item: INodeExecutionData, index: number) {
	const label = `    item ${index}:`;
	if (item.error || item.json.error !== undefined) {
		const description = (item.error as { description?: string } | undefined)?.description;
		console.log(`${label} ERROR ${item.error?.message ?? String(item.json.error)}`);
		if (description) console.log(`             ${description}`);
		return;
	}
	console.log(`${label} ${preview(item.json)}`);
	for (const [field, file] of Object.entries(item.binary ?? {})) {
		if (!file.mimeType.startsWith('text/')) {
			const bytes = Buffer.from(file.data, 'base64').length;
			console.log(`      binary "${field}": ${file.fileName} (${file.mimeType}), ${bytes} bytes`);
			continue;
		}
		const rows = Buffer.from(file.data, 'base64').toString().trim().split('\n');
		console.log(
			`      binary "${field}": ${file.fileName} (${file.mimeType}), ${rows.length - 1} result rows:`,
		);
		for (const row of rows) console.log(`        ${row}`);
	}
}

/**
 * Offline Aadhaar eKYC: an OTP sent for a sample Aadhaar number (mapped from the item, as a form
 * would give it; the output shows it only masked), then checked with the OTP the applicant got
 * (the emulator's is always 123456).
 */
async function offlineEkyc(instance: TestInstance): Promise<number> {
	const consent = { resource: 'kyc', applicantConsent: true, purpose: 'KYC for a demo account' };
	console.log('> KYC > Send Aadhaar OTP, then Verify Aadhaar OTP (Offline eKYC)');
	const sent = await runNode(instance, {
		parameters: { ...consent, operation: 'sendAadhaarOtp', aadhaarNumber: '={{ $json.aadhaar }}' },
		items: [{ json: { aadhaar: personById('kavya').aadhaar } }],
	});
	sent.items.forEach(printItem);
	const verified = await runNode(instance, {
		parameters: {
			...consent,
			operation: 'verifyAadhaarOtp',
			otp: EKYC_OTP,
			otpReferenceId: String(sent.items[0]?.json.reference_id ?? ''),
			nameToMatch: 'Kavya Reddy',
		},
	});
	verified.items.forEach(printItem);
	console.log('');
	return sent.error || verified.error ? 1 : 0;
}

/** A second workflow's Deepvue Trigger receives the batch result that Deepvue delivers. */
async function bulkThroughTrigger(instance: TestInstance): Promise<number> {
	const secret = 'demo-trigger-token';
	const trigger = await serveTrigger(
		{ options: { downloadResult: true, allowLoopbackHttp: true } },
		{ secret },
	);
	try {
		console.log(
			'> Batch > Upload UPI Batch with Webhook URL = a Deepvue Trigger, which starts a second workflow',
		);
		const { items, error } = await runNode(instance, {
			parameters: {
				resource: 'batch',
				operation: 'uploadUpiBasicBatch',
				binaryPropertyName: 'data',
				webhookUrl: `${trigger.url}?token=${secret}`,
			},
			items: [
				{ json: {}, binary: { data: binaryFile('vpa\nmeera@okaxis\nrohan@ybl\n', 'upi-ids.csv') } },
			],
		});
		if (error) {
			console.log(`    node failed: ${error.message}`);
			return 1;
		}
		items.forEach(printItem);
		const [started] = await trigger.waitForStarts(1);
		if (!started) {
			console.log('    the trigger received nothing');
			return 1;
		}
		console.log('  Deepvue Trigger started a workflow with:');
		started.forEach(printItem);
		console.log('');
		return 0;
	} finally {
		await trigger.close();
	}
}

/**
 * Deepvue's docs say checks need the person's consent; the emulator asks for it here, as the real
 * API would. The first run has no Consent Reason and fails, the second sets it and passes.
 */
async function consentRefusedThenFixed(
	instance: TestInstance,
	emulator: Emulator,
): Promise<number> {
	emulator.setConditions({ requireConsent: true });
	try {
		const lookup = { resource: 'payment', operation: 'verifyUpi', vpa: 'asha@okhdfcbank' };
		console.log(
			'> The emulator now requires consent (npm run emulator -- --require-consent): Verify UPI ID without it',
		);
		const refused = await runNode(instance, {
			parameters: { ...lookup, options: { maxAttempts: 1 } },
			continueOnFail: true,
		});
		refused.items.forEach(printItem);
		console.log(
			'> The same check with Options > Consent Reason = KYC (sends consent=Y&reason=KYC)',
		);
		const accepted = await runNode(instance, {
			parameters: { ...lookup, options: { consentReason: 'KYC' } },
		});
		if (accepted.error) console.log(`    node failed: ${accepted.error.message}`);
		accepted.items.forEach(printItem);
		console.log('');
		const refusedAsExpected = refused.items[0]?.json.error !== undefined;
		return refusedAsExpected && !accepted.error ? 0 : 1;
	} finally {
		emulator.setConditions({});
	}
}

async function main() {
	// The tests' own start-up. The emulator has no rate limit; a real credential keeps its plan's pace.
	const { emulator, instance } = await startTestBed();
	// Batches and Udyam verifications stay in progress for a moment, as they do in the real service.
	emulator.setBatchProcessing({ delayMs: 1500 });
	emulator.setConditions({ udyamDelayMs: 2000 });
	console.log(
		`Deepvue API emulator at ${emulator.baseUrl}; running examples through n8n's workflow engine.\n`,
	);

	let failures = 0;
	try {
		for (const example of EXAMPLES) {
			console.log(`> ${example.title}`);
			const { items, error } = await runNode(instance, example);
			if (error) {
				failures += 1;
				console.log(`    node failed: ${error.message}`);
			}
			const { shows } = example;
			items
				.map((item) =>
					shows && item.json.error === undefined
						? { ...item, json: Object.fromEntries(shows.map((field) => [field, item.json[field]])) }
						: item,
				)
				.forEach(printItem);
			console.log('');
		}
		failures += await offlineEkyc(instance);
		failures += await consentRefusedThenFixed(instance, emulator);
		failures += await bulkThroughTrigger(instance);

		const lookups = emulator.requests.filter((call) => call.path !== '/v1/authorize').length;
		const authorizations = emulator.requests.length - lookups;
		console.log(
			`${EXAMPLES.length + 5} workflows, ${lookups} API calls, ${authorizations} authorization (the token is cached and reused).`,
		);
	} finally {
		await emulator.close();
	}
	if (failures > 0) process.exitCode = 1;
}

void main();
