/**
 * The identity documents' large files through the Deepvue node in a fresh process (row 12): Match
 * Faces sending two large photos, and Verify Aadhaar OTP and Get DigiLocker Documents bringing a
 * large photo and e-Aadhaar PDF back as n8n binary data. Each measured run's peak memory and
 * longest event-loop stall are taken as bench/lib/measuredRun.ts says; the emulator runs in
 * another process, so what it holds is not counted.
 *
 * The mode (bench/lib/binaryItems.ts) says how n8n holds the files: in its binary data store
 * (filesystem) or in the item as base64 (memory).
 *
 * The applicant is the emulator's sample person Kavya; her selfie and document photo are padded
 * to the size asked (still valid JPEGs, which the emulator matches by their comments).
 */
import '../../testbed/inProcessN8n/environment';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';
import axios from 'axios';
import { createHash } from 'node:crypto';

import { paddedJpeg } from '../../testbed/emulator/identity/jpeg';
import type { PhotoKind } from '../../testbed/emulator/identity/jpeg';
import { photoOf } from '../../testbed/emulator/identity/samplePhotos';
import { DEMO_CLIENT } from '../../testbed/emulator/server';
import { DIGILOCKER_PAGE_PATH } from '../../testbed/emulator/service/digilocker';
import { EKYC_OTP, personById } from '../../testbed/emulator/world';
import { createInstance, runNode } from '../../testbed/inProcessN8n/run';
import type { TestInstance } from '../../testbed/inProcessN8n/run';
import { captureN8nLogs } from '../../testbed/inProcessN8n/transcript';
import { binaryIn, csv, UPLOAD_UPI_BATCH } from '../lib/binaryItems';
import type { BinaryMode } from '../lib/binaryItems';
import { measuredRun, stallOf } from '../lib/measuredRun';
import type { RunFigures } from '../lib/measuredRun';
import { serveCommands } from '../lib/worker';
import { APPLICANT } from './shared';

/**
 * faceMatch: Match Faces. ekyc: Verify Aadhaar OTP with the PDF. digilocker: Get DigiLocker
 * Documents, the e-Aadhaar with its PDF. ekycAxios: the same verify-otp call made with axios alone
 * (n8n's HTTP client is axios too), keeping the parsed answer: what receiving the answer costs
 * before the node does anything with it.
 */
export type DocumentRun = 'faceMatch' | 'ekyc' | 'digilocker' | 'ekycAxios';

/** A binary field of the run's output: its size and content's SHA-256, to compare with what was sent. */
export interface OutputFile {
	field: string;
	bytes: number;
	sha256: string;
	mimeType: string;
}

/** The longest stall of each run of a face match and of an upload, taking turns in one process. */
export interface StallPairs {
	faceMatchMs: number[];
	uploadMs: number[];
}

export interface DocumentMeasure extends RunFigures {
	/** Bytes of the files the run sends (face match) or that it was sent (documents). */
	fileBytes: number;
	/** The output item's JSON fields that show the run did its work (match, status, names). */
	outcome: Record<string, unknown>;
	files: OutputFile[];
}

const PURPOSE = 'KYC for opening a savings account';

const kyc = (operation: string, parameters: INodeParameters = {}): INodeParameters => ({
	resource: 'kyc',
	operation,
	applicantConsent: true,
	purpose: PURPOSE,
	...parameters,
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const EKYC_VERIFY_PATH = '/v2/ekyc/aadhaar/verify-otp';
/** DigiLocker and the eKYC take the client ID and secret as headers, and no access token. */
const CLIENT_KEY_HEADERS = {
	'client-id': DEMO_CLIENT.clientId,
	'x-api-key': DEMO_CLIENT.clientSecret,
};

function fileFrom(field: string, base64: string, mimeType: string): OutputFile {
	const content = Buffer.from(base64, 'base64');
	return { field, bytes: content.length, sha256: sha256(content), mimeType };
}

/**
 * An OTP's reference, asked for again while the node shows it masked: the node leaves a UUID and
 * 32 or more hex digits as they are, but masks 12 digits in a row that may be an Aadhaar number
 * elsewhere, and the emulator's reference of 24 hex digits holds such a run about once in 150.
 */
async function unmasked(give: () => Promise<string>): Promise<string> {
	for (let attempt = 1; ; attempt++) {
		const id = await give();
		if (!id.includes('xxxx-xxxx-') || attempt === 5) return id;
	}
}

/** A run to measure and, for a face match, the bytes of the photos it sends. */
interface Prepared {
	measured: () => Promise<INodeExecutionData>;
	sentBytes?: number;
}

/** The applicant's photo of `kind`, made `bytes` long (0: as it is). */
const photoBytes = (kind: PhotoKind, bytes: number) => paddedJpeg(photoOf(APPLICANT, kind), bytes);

async function main() {
	const [mode, baseUrl] = process.argv.slice(2) as [BinaryMode, string];
	captureN8nLogs();
	if (mode === 'filesystem') await Container.get(BinaryDataService).init();
	const instance: TestInstance = await createInstance();
	instance.setCredential({
		baseUrl,
		clientId: DEMO_CLIENT.clientId,
		clientSecret: DEMO_CLIENT.clientSecret,
		rateLimitPlan: 'off',
	});

	/** Runs the node; the transcript is left out, as it would hold a copy of every base64 file. */
	const run = async (parameters: INodeParameters, items?: INodeExecutionData[]) => {
		const result = await runNode(instance, { parameters, items, transcript: false });
		if (result.error)
			throw new Error(`${String(parameters.operation)} failed: ${result.error.message}`);
		const [item] = result.items;
		if (!item) throw new Error(`${String(parameters.operation)} gave no item`);
		return item;
	};

	/** Sends the applicant's eKYC OTP through the node: the reference to verify it with. */
	async function otpReference(): Promise<string> {
		return await unmasked(async () => {
			const sent = await run(kyc('sendAadhaarOtp', { aadhaarNumber: '={{ $json.aadhaar }}' }), [
				{ json: { aadhaar: personById(APPLICANT).aadhaar } },
			]);
			return String(sent.json.reference_id);
		});
	}

	/** Starts a DigiLocker session through the node: its ID. */
	async function sessionId(): Promise<string> {
		const session = await run(
			kyc('startDigilockerSession', {
				redirectUrl: 'https://n8n.example.com/webhook-waiting/1',
				digilockerDocuments: ['aadhaar'],
			}),
		);
		return String(session.json.session_id);
	}

	/** The applicant allows a DigiLocker session at the emulator's consent page: the redirect's query. */
	async function allowSession(sessionId: string): Promise<Record<string, string>> {
		const consent = await fetch(`${baseUrl}${DIGILOCKER_PAGE_PATH}`, {
			method: 'POST',
			body: new URLSearchParams({ state: sessionId, person: APPLICANT, decision: 'allow' }),
			redirect: 'manual',
		});
		const location = consent.headers.get('location');
		if (consent.status !== 302 || !location)
			throw new Error(
				`The consent page did not redirect (${consent.status}) for ${sessionId}: ${/<p>([^<]*)<\/p>/.exec(await consent.text())?.[1]}`,
			);
		return Object.fromEntries(new URL(location).searchParams);
	}

	/** The run to measure, with all it needs made before: files stored, OTP sent, session allowed. */
	async function prepare(kind: DocumentRun, bytes: number): Promise<Prepared> {
		if (kind === 'faceMatch') {
			const selfie = photoBytes('selfie', bytes);
			const photo = photoBytes('document', bytes);
			const item: INodeExecutionData = {
				json: {},
				binary: {
					selfie: await binaryIn(mode, selfie, 'selfie.jpg', 'image/jpeg'),
					photo: await binaryIn(mode, photo, 'photo.jpg', 'image/jpeg'),
				},
			};
			return {
				measured: () => run(kyc('matchFaces'), [item]),
				sentBytes: selfie.length + photo.length,
			};
		}
		if (kind === 'ekyc') {
			const parameters = kyc('verifyAadhaarOtp', {
				otp: EKYC_OTP,
				otpReferenceId: await otpReference(),
				generatePdf: true,
			});
			return { measured: () => run(parameters) };
		}
		if (kind === 'ekycAxios') {
			const params = {
				consent: 'Y',
				purpose: PURPOSE,
				otp: EKYC_OTP,
				reference_id: await otpReference(),
				generate_pdf: 'true',
			};
			return {
				measured: async () => {
					const answer = await axios.post<{ data: Record<string, unknown> }>(
						`${baseUrl}${EKYC_VERIFY_PATH}`,
						undefined,
						{ params, headers: { ...CLIENT_KEY_HEADERS, Accept: 'application/json' } },
					);
					return { json: answer.data };
				},
			};
		}
		const session = await sessionId();
		const parameters = kyc('getDigilockerDocuments', {
			digilockerSessionId: session,
			digilockerRedirect: '={{ $json.query }}',
			digilockerDocuments: ['aadhaar'],
			generatePdf: true,
		});
		const query = await allowSession(session);
		return { measured: () => run(parameters, [{ json: { query } }]) };
	}

	/** The run's files: the node's binary fields, or the base64 files of the answer axios received. */
	async function outputFiles(kind: DocumentRun, item: INodeExecutionData): Promise<OutputFile[]> {
		if (kind === 'ekycAxios') {
			const data = (item.json.data ?? {}) as Record<string, unknown>;
			return [
				fileFrom('photo', String(data.photo ?? ''), 'image/jpeg'),
				fileFrom('eaadhaar_pdf', String(data.document_pdf ?? ''), 'application/pdf'),
			];
		}
		const files: OutputFile[] = [];
		for (const [field, binary] of Object.entries(item.binary ?? {})) {
			const content = await Container.get(BinaryDataService).getAsBuffer(binary);
			files.push({
				field,
				bytes: content.length,
				sha256: sha256(content),
				mimeType: binary.mimeType,
			});
		}
		return files;
	}

	serveCommands(
		{ pid: process.pid },
		{
			/** A run with small files: modules, compiled code and the token are in place before the measured run. */
			warmUp: async (kind: DocumentRun): Promise<void> => {
				await (await prepare(kind, 0)).measured();
			},
			/**
			 * Match Faces with two `bytes` photos and Upload UPI Batch of a CSV as large as both, taking
			 * turns in this process `pairs` times each (which goes first alternating), after one of each
			 * unmeasured: each run's longest stall. Side by side in one process, both see the same machine.
			 */
			stallPairs: async (bytes: number, pairs: number): Promise<StallPairs> => {
				const { measured: faceMatch, sentBytes } = await prepare('faceMatch', bytes);
				const uploadItem: INodeExecutionData = {
					json: {},
					binary: {
						data: await binaryIn(mode, csv(sentBytes ?? 2 * bytes), 'batch.csv', 'text/csv'),
					},
				};
				const upload = () => run(UPLOAD_UPI_BATCH, [uploadItem]);
				await faceMatch();
				await upload();
				const stalls: StallPairs = { faceMatchMs: [], uploadMs: [] };
				for (let pair = 0; pair < pairs; pair++) {
					const sides: Array<[() => Promise<unknown>, number[]]> = [
						[faceMatch, stalls.faceMatchMs],
						[upload, stalls.uploadMs],
					];
					if (pair % 2 === 1) sides.reverse();
					for (const [side, into] of sides) into.push(await stallOf(side));
				}
				return stalls;
			},
			/** `bytes`: each photo's size for a face match; the emulator's documents are padded by the caller. */
			measure: async (kind: DocumentRun, bytes: number): Promise<DocumentMeasure> => {
				const { measured, sentBytes } = await prepare(kind, bytes);
				const [output, figures] = await measuredRun(measured);
				const files = await outputFiles(kind, output);
				const json = output.json as Record<string, unknown>;
				const outcome =
					kind === 'faceMatch'
						? { match: json.match, confidence: json.confidence }
						: {
								status: json.status ?? null,
								name: json.name ?? (json.eaadhaar as { name?: unknown } | null)?.name ?? null,
							};
				const fileBytes = sentBytes ?? files.reduce((sum, file) => sum + file.bytes, 0);
				return { ...figures, fileBytes, outcome, files };
			},
		},
	);
}

void main();
