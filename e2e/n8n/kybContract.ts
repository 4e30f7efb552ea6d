// The requests of a business's operations as a real n8n sends them (Verify GSTIN, GST return
// filing, Company by CIN, Director by DIN, Verify Udyam and Get Udyam Result), read at an emulator
// started in this process that refuses checks without consent, as contract.ts reads the documented
// lookups': method, path, query (the inputs tidied, PAN to Match, CIN to Check and Name to Match
// never sent), a bearer token and x-api-key, consent=Y&reason=KYB, no body. One workflow, each node
// after the last, Get Udyam Result reading the request ID Verify Udyam output; what each outputs
// for the emulator's sample businesses; one Udyam verification paid for. The cases are the engine
// tests' (test/spec/businessOperations.ts).
import { isDeepStrictEqual } from 'node:util';

import { BUSINESS_CASES, UDYAM_RESULT } from '../../test/spec/businessOperations';
import { businessById } from '../../testbed/emulator/businesses';
import { DEMO_CLIENT, startEmulatorServer } from '../../testbed/emulator/server';
import type { RecordedRequest } from '../../testbed/emulator/server';
import type { N8nContext } from '../lib/n8nContext';
import { storeDeepvueLine } from './shared';

const KYB = { consent: 'Y', reason: 'KYB' };
const deccan = businessById('deccan');

/** The node names, one per case, then Get Udyam Result. */
const nameOf = (operation: string) => `KYB ${operation}`;

/** The six operations, one node each, in a line, with Consent Reason KYB. */
const STEPS = [
	...BUSINESS_CASES.map((testCase) => ({
		operation: testCase.operation,
		parameters: {
			...testCase.parameters,
			...(testCase.operation === 'verifyGstin' ? { panToMatch: deccan.pan } : {}),
		},
	})),
	// The request ID Verify Udyam output, as a next node reads it.
	{ operation: UDYAM_RESULT.operation, parameters: { udyamRequestId: '={{ $json.request_id }}' } },
].map((step) => ({
	...step,
	name: nameOf(step.operation),
	resource: 'businessCompliance',
	options: { consentReason: 'KYB' },
}));

/** A call as a check's detail shows it. */
const shown = (calls: RecordedRequest[]) =>
	JSON.stringify(
		calls.map(({ method, path, query, headers, json, status }) => ({
			method,
			path,
			query,
			headers: Object.keys(headers),
			json,
			status,
		})),
	);

const authenticated = (call: RecordedRequest) =>
	/^Bearer \S+$/.test(call.headers.authorization ?? '') &&
	call.headers['x-api-key'] === DEMO_CLIENT.clientSecret;

export async function run(ctx: N8nContext): Promise<void> {
	const { rest, check } = ctx;
	const emulator = await startEmulatorServer();
	// A Udyam result at once, and every check refused without consent=Y and an accepted reason.
	emulator.setConditions({ udyamDelayMs: 0, requireConsent: true });
	try {
		const workflowId = await storeDeepvueLine(
			rest,
			emulator.baseUrl,
			'Deepvue contract of the business operations',
			STEPS,
		);
		const result = await ctx.timed('KYB contract: the run', () => ctx.executeMayFail(workflowId));
		await check(
			'KYB contract: the six business operations ran in n8n',
			result.status === 'success' && !result.data.resultData.error,
			JSON.stringify(result.data.resultData.error),
		);

		for (const testCase of BUSINESS_CASES) {
			const calls = emulator.requestsTo(testCase.path);
			const [call] = calls;
			await check(
				`KYB contract: ${testCase.operation} sends ${testCase.method} ${testCase.path} with the query ${JSON.stringify({ ...testCase.query, ...KYB })}, a bearer token and x-api-key, no body`,
				calls.length === 1 &&
					call.method === testCase.method &&
					call.status === 200 &&
					isDeepStrictEqual(call.query, { ...testCase.query, ...KYB }) &&
					authenticated(call) &&
					call.json === undefined &&
					call.files === undefined,
				shown(calls),
			);
		}

		const requestId = emulator.udyamRequests[0]?.requestId;
		const reads = emulator.requestsTo(UDYAM_RESULT.path);
		await check(
			`KYB contract: Verify Udyam, then Get Udyam Result, read the verification with GET ${UDYAM_RESULT.path}, its request_id and consent=Y&reason=KYB; one verification paid for`,
			emulator.udyamRequests.length === 1 &&
				reads.length === 2 &&
				reads.every(
					(call) =>
						call.method === UDYAM_RESULT.method &&
						isDeepStrictEqual(call.query, { request_id: requestId, ...KYB }) &&
						authenticated(call),
				),
			shown(reads),
		);

		const output = (operation: string) => ctx.outputOf(result, nameOf(operation))[0]?.json ?? {};
		const gstin = output('verifyGstin');
		const director = output('getDirector');
		const company = output('getCompany');
		const returns = output('getGstReturns');
		const udyam = output('verifyUdyam');
		const read = output(UDYAM_RESULT.operation);
		await check(
			"KYB contract: the outputs read as the node's docs say: a company's GSTIN under the PAN given, the managing director current and named, the company active, the returns counted, the Udyam verified",
			gstin.legal_name === deccan.legalName &&
				gstin.holder_kind === 'company' &&
				gstin.pan_matches === true &&
				director.is_current_director === true &&
				(director.name_match as { verdict?: string } | undefined)?.verdict === 'match' &&
				company.is_active === true &&
				company.current_directors_count === 1 &&
				returns.missing_count === 2 &&
				udyam.status === 'completed' &&
				udyam.request_id === requestId &&
				read.status === 'completed' &&
				read.request_id === requestId,
			JSON.stringify({
				gstin,
				director,
				company,
				returns: { ...returns, returns: undefined },
				udyam,
				read,
			}),
		);
	} finally {
		await emulator.close();
	}
}
