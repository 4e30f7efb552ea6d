/**
 * Row 12: the identity documents' large files. Match Faces with two large photos beside a batch
 * upload of a CSV as large as both (row 4's upload): the peak memory each run adds and the longest
 * event-loop stall. And a large e-Aadhaar photo and PDF brought back by Verify Aadhaar OTP and Get
 * DigiLocker Documents: they arrive whole, as files, and what the run holds and stalls meanwhile.
 * Each run in a new process (bench/workers/identityDocuments.ts, bench/workers/upload.ts).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import { holderOfPerson } from '../../testbed/emulator/identity/aadhaarHolder';
import { eAadhaarRecord } from '../../testbed/emulator/identity/digiLockerDocuments';
import { ekycRecord } from '../../testbed/emulator/identity/ekycRecord';
import { personById } from '../../testbed/emulator/world';
import { progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { startMeasuringWorker } from '../lib/measuredRun';
import type { Worker } from '../lib/worker';
import { MB, median } from '../lib/stats';
import { APPLICANT } from '../workers/shared';
import type { BinaryMode } from '../lib/binaryItems';
import type { DocumentMeasure, DocumentRun, StallPairs } from '../workers/identityDocuments';
import { AXIOS_VERSION } from './engineOverhead';
import { measureUpload } from './uploadMemory';
import type { UploadSample } from './uploadMemory';

const FACE_MATCH_PATH = '/v2/facematch';
const MODES: BinaryMode[] = ['filesystem', 'memory'];
/** The emulator's OTP for one Aadhaar number may be sent again at once: each run sends one. */
const OTP_AT_ONCE = { otpResendWaitMs: 0 };
/** Face matches and uploads taking turns in each process that compares their stalls. */
const STALL_PAIRS = 20;

interface Sample extends DocumentMeasure {
	added: number;
}

/** Processes of each measurement, one measured run each. */
export interface IdentityRuns {
	/** Of the face match and of the upload, in each binary data mode. */
	faceMatch: number;
	/** Of each document run. */
	documents: number;
}

export interface IdentitySizes {
	/** Each photo of the face match. */
	photoBytes: number;
	/** What the emulator pads the e-Aadhaar's photo and PDF to, each. */
	documentBytes: number;
}

/** The photo and PDF the emulator sends for the applicant, padded to `bytes`, by field. */
function sentDocuments(kind: DocumentRun, bytes: number): Record<string, Buffer> {
	const options = { generatePdf: true, paddingBytes: bytes };
	const record =
		kind === 'digilocker'
			? eAadhaarRecord(personById(APPLICANT), options)
			: ekycRecord(holderOfPerson(personById(APPLICANT)), options);
	return {
		photo: Buffer.from(record.photo, 'base64'),
		eaadhaar_pdf: Buffer.from(record.document_pdf ?? '', 'base64'),
	};
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Runs `use` with a new process of bench/workers/identityDocuments.ts for `mode`; the emulator as it was after. */
async function inWorker<T>(
	bench: Bench,
	mode: BinaryMode,
	use: (worker: Worker) => Promise<T>,
): Promise<T> {
	const worker = await startMeasuringWorker(
		path.join(__dirname, '../workers/identityDocuments.ts'),
		[mode, bench.baseUrl],
	);
	try {
		return await use(worker);
	} finally {
		await bench.setConditions({});
		await bench.clearLog();
		await worker.stop();
	}
}

const measureDocuments = (bench: Bench, mode: BinaryMode, kind: DocumentRun, bytes: number) =>
	inWorker(bench, mode, async (worker): Promise<Sample> => {
		await bench.setConditions(OTP_AT_ONCE);
		await worker.call('warmUp', kind);
		const padding = kind === 'faceMatch' ? 0 : bytes;
		await bench.setConditions({ ...OTP_AT_ONCE, documentPaddingBytes: padding });
		await bench.clearLog();
		const measure = await worker.call<DocumentMeasure>('measure', kind, bytes);
		const log = await bench.log();
		await bench.clearLog();
		if (kind === 'faceMatch') {
			const call = log.filter((request) => request.path === FACE_MATCH_PATH).at(-1);
			if (!(call && call.status === 200 && (call.contentLength ?? 0) > measure.fileBytes))
				throw new Error(
					`The face match did not reach the emulator whole (${call?.contentLength} bytes)`,
				);
			if (measure.outcome.match !== true)
				throw new Error(`The face match did not match: ${JSON.stringify(measure.outcome)}`);
		} else {
			const sent = sentDocuments(kind, bytes);
			for (const [field, content] of Object.entries(sent)) {
				const file = measure.files.find((candidate) => candidate.field === field);
				if (!file || file.bytes !== content.length || file.sha256 !== sha256(content))
					throw new Error(
						`${kind}: ${field} is not the file the emulator sent (${file?.bytes} bytes, sent ${content.length})`,
					);
			}
		}
		return { ...measure, added: measure.peakRss - measure.rssBefore };
	});

/** Face matches and uploads taking turns in one new process: each run's longest stall. */
const measureStalls = (bench: Bench, mode: BinaryMode, photoBytes: number) =>
	inWorker(bench, mode, (worker) => worker.call<StallPairs>('stallPairs', photoBytes, STALL_PAIRS));

type Kind = DocumentRun | 'upload';
type Figures = Sample | UploadSample;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Each run's value in brackets, where they differ. */
function runsNote(values: number[], format: (value: number) => string): string {
	const runs = values.map(format);
	return new Set(runs).size > 1 ? ` (runs ${runs.join(', ')})` : '';
}

/** The median, and each run's value in brackets where they differ. */
const withRuns = (values: number[], format: (value: number) => string) =>
	`${format(median(values))}${runsNote(values, format)}`;

export async function identityDocuments(
	bench: Bench,
	sizes: IdentitySizes,
	runs: IdentityRuns,
): Promise<Row> {
	const samples: Record<Kind, Record<BinaryMode, Figures[]>> = {
		faceMatch: { filesystem: [], memory: [] },
		upload: { filesystem: [], memory: [] },
		ekyc: { filesystem: [], memory: [] },
		digilocker: { filesystem: [], memory: [] },
		ekycAxios: { filesystem: [], memory: [] },
	};
	const pairs: Record<BinaryMode, StallPairs[]> = { filesystem: [], memory: [] };
	const uploadBytes = 2 * sizes.photoBytes;
	// Unmeasured: the first worker process the bench starts for a measurement held about 8 MB of
	// native memory more before its run than the next ones did, and its run reused part of it.
	progress('row 12: warm-up');
	await measureDocuments(bench, 'filesystem', 'faceMatch', sizes.photoBytes);
	const loadBefore = os.loadavg()[0];
	for (let run = 0; run < runs.faceMatch; run++) {
		for (const mode of MODES) {
			progress(`row 12: face match and upload, run ${run + 1} of ${runs.faceMatch} (${mode})`);
			// Face match and upload take turns to go first, so drift on a shared machine hits both.
			const faceMatch = async () =>
				samples.faceMatch[mode].push(
					await measureDocuments(bench, mode, 'faceMatch', sizes.photoBytes),
				);
			const upload = async () =>
				samples.upload[mode].push(await measureUpload(bench, mode, uploadBytes));
			for (const side of run % 2 === 0 ? [faceMatch, upload] : [upload, faceMatch]) await side();
			pairs[mode].push(await measureStalls(bench, mode, sizes.photoBytes));
		}
	}
	for (let run = 0; run < runs.documents; run++) {
		progress(`row 12: documents, run ${run + 1} of ${runs.documents}`);
		for (const mode of MODES)
			for (const kind of ['ekyc', 'digilocker'] as const)
				samples[kind][mode].push(await measureDocuments(bench, mode, kind, sizes.documentBytes));
		// axios holds the answer as parsed JSON whatever n8n's binary data mode: measured once a run.
		samples.ekycAxios.memory.push(
			await measureDocuments(bench, 'memory', 'ekycAxios', sizes.documentBytes),
		);
	}
	const load = `load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores`;

	const added = (sample: Figures) => sample.peakRss - sample.rssBefore;
	const multiple = (sample: Figures) => added(sample) / sample.fileBytes;
	const medianOf = (kind: Kind, mode: BinaryMode, key: (sample: Figures) => number) =>
		median(samples[kind][mode].map(key));
	/**
	 * Each run's longest stall: of the face match and the upload, the median of one process's runs
	 * taking turns (one process a run); of a document run, that of its one measured run.
	 */
	const stallRuns = (kind: Kind, mode: BinaryMode): number[] =>
		kind === 'faceMatch'
			? pairs[mode].map((pair) => median(pair.faceMatchMs))
			: kind === 'upload'
				? pairs[mode].map((pair) => median(pair.uploadMs))
				: samples[kind][mode].map((sample) => sample.longestStallMs);
	const stallOf = (kind: Kind, mode: BinaryMode) => median(stallRuns(kind, mode));
	/** Peak memory added (as a multiple of the files) and the longest stall, medians with each run's. */
	const figures = (kind: Kind, mode: BinaryMode) =>
		`${mb(medianOf(kind, mode, added))} = ${withRuns(samples[kind][mode].map(multiple), (value) => `${value.toFixed(2)}x`)}, ` +
		`longest stall ${withRuns(stallRuns(kind, mode), ms)}`;
	/** The face match's stall over the upload's: of the medians, then run by run (process by process). */
	const stallRatio = (mode: BinaryMode) => stallOf('faceMatch', mode) / stallOf('upload', mode);
	const stallRatioText = (mode: BinaryMode) => {
		const uploads = stallRuns('upload', mode);
		return (
			stallRatio(mode).toFixed(2) +
			runsNote(
				stallRuns('faceMatch', mode).map((value, run) => value / uploads[run]),
				(value) => value.toFixed(2),
			)
		);
	};
	const stallAgainst = (mode: BinaryMode) =>
		`${mode === 'memory' ? 'base64 item' : mode}: face match ${ms(stallOf('faceMatch', mode))}, ` +
		`upload ${ms(stallOf('upload', mode))}`;
	const memoryMet = MODES.every((mode) => medianOf('faceMatch', mode, multiple) <= 2.5);
	const stallMet = MODES.map((mode) => stallRatio(mode) <= 1);
	const photos = samples.faceMatch.memory[0].fileBytes;
	const documents = samples.ekyc.memory[0].fileBytes;
	const answerBase64 = Math.ceil(documents / 3) * 4;
	const modes = (kind: Kind) =>
		`files in n8n's binary data store (filesystem mode) ${figures(kind, 'filesystem')}; ` +
		`files in the item as base64 (memory) ${figures(kind, 'memory')}`;
	const times = (kind: Kind, mode: BinaryMode) => `${medianOf(kind, mode, multiple).toFixed(2)}x`;
	const plural = (count: number) => `${count} run${count === 1 ? '' : 's'}`;

	return {
		name:
			`12. Identity documents: Match Faces with two ${mb(sizes.photoBytes)} photos; ` +
			`an e-Aadhaar photo and PDF of ${mb(sizes.documentBytes)} each`,
		result:
			`**Match Faces, two ${mb(sizes.photoBytes)} JPEGs** (${mb(photos)}, matched): peak RSS added, ${modes('faceMatch')}. ` +
			`**Upload UPI Batch of a ${mb(uploadBytes)} CSV** (row 4's upload): ${modes('upload')}. ` +
			`**Verify Aadhaar OTP with the PDF** (photo and PDF ${mb(documents)} together, ${mb(answerBase64)} as base64 in the answer; ` +
			`both files byte for byte what the emulator sent, in every run): ${modes('ekyc')}. ` +
			`**Get DigiLocker Documents with the PDF** (the same sizes, byte for byte): ${modes('digilocker')}. ` +
			`**The same verify-otp answer received by axios alone**, parsed and kept: ${figures('ekycAxios', 'memory')}. ` +
			`Measured with ${load}`,
		ratio:
			`face match ${times('faceMatch', 'filesystem')} (filesystem), ${times('faceMatch', 'memory')} (base64 item); ` +
			`stall / upload's ${stallRatioText('filesystem')} (filesystem), ${stallRatioText('memory')} (base64 item); ` +
			`${mb(sizes.documentBytes)} photo + PDF: eKYC ${times('ekyc', 'filesystem')} (filesystem), ${times('ekyc', 'memory')} (base64 item), ` +
			`DigiLocker ${times('digilocker', 'filesystem')}, ${times('digilocker', 'memory')}; axios alone ${times('ekycAxios', 'memory')}`,
		target:
			`face match: peak memory <= 2.5x the two photos, longest stall no longer than the upload's (<= 1); ` +
			`${mb(sizes.documentBytes)} photo and PDF received whole (their memory and stall: figures only)`,
		met:
			`${memoryMet ? 'yes' : 'no'} (memory); ` +
			(stallMet[0] === stallMet[1]
				? `${stallMet[0] ? 'yes' : 'no'} (stall); `
				: `${stallMet[0] ? 'yes' : 'no'} (stall, filesystem); ${stallMet[1] ? 'yes' : 'no'} (stall, base64 item); `) +
			'yes (documents whole)',
		limits:
			`Stall: the face match and the upload run the same code on the same bytes: each file read (from the item, its base64 ` +
			`decoded; from n8n's binary data store, asynchronously) and hashed (SHA-256, to tell the same upload again), then the ` +
			`body joined into one Buffer and handed to n8n's HTTP client; with the files in the item, all of it without a turn of ` +
			`the event loop (${MODES.map(stallAgainst).join('; ')}). The two are alike by construction, and the run-by-run ratios ` +
			`spread on both sides of 1 with the machine's load; bench/RESULTS.md ("Row 12: identity documents") has this row's ` +
			`other runs and a change measured against it.`,
		method:
			`Each measurement in a new process with --expose-gc (bench/workers/identityDocuments.ts; the upload in bench/workers/upload.ts, ` +
			`as row 4), after a warm-up run with the sample photos and documents as they are (a few KB), for both of n8n's ways of holding ` +
			`files (filesystem: n8n's binary data store, n8n's default in regular mode; memory: base64 in the item). The emulator runs in ` +
			`its own process. Peak = the kernel's high-water mark of the process (VmHWM), reset just before the node's run, minus RSS ` +
			`before it, after two GCs; the input item (stored files or base64) already exists. Stall = the longest gap of a 1 ms interval ` +
			`timer in that process beyond its 1 ms, during the run (bench/lib/measuredRun.ts). The face match's and the upload's stalls ` +
			`come from a third process per run and mode, in which they take turns ${STALL_PAIRS} times each (after one of each ` +
			`unmeasured; each run after 50 ms idle): the run's figure is the median of its ${STALL_PAIRS}, as a stall of a few ` +
			`milliseconds varies with what else the machine does, and side by side both see the same. The workers run with ` +
			`MALLOC_MMAP_THRESHOLD_=131072: otherwise glibc keeps a freed block of a few MB resident and hands it to the next ` +
			`allocation, and a run of a few MB seems to add nothing (row 4 measures the same with it: 2.00x); it also makes each new block's ` +
			`page faults part of the stalls, of both sides alike. Match Faces: the emulator's sample selfie and document photo of one person, padded to ` +
			`${mb(sizes.photoBytes)} each (valid JPEGs), in the binary fields selfie and photo; the emulator received the whole ` +
			`multipart body and answered match: true in every run. Upload: Upload UPI Batch of a ${mb(uploadBytes)} CSV, as row 4. ` +
			`Face match and upload take turns to go first. Documents: the emulator pads the e-Aadhaar photo and PDF to about ` +
			`${mb(sizes.documentBytes)} each (setConditions documentPaddingBytes); Verify Aadhaar OTP (the OTP sent through the node ` +
			`before the run) and Get DigiLocker Documents (session started through the node and allowed at the emulator's consent ` +
			`page before the run; the documents asked for: e-Aadhaar) with Get Aadhaar PDF on; each output file compared, size and ` +
			`SHA-256, with the one the emulator's record builder makes. Axios alone: the same verify-otp request with axios ` +
			`${AXIOS_VERSION} (n8n's HTTP client is axios too), its parsed answer kept to the end of the run. One unmeasured face match ` +
			`first: in every run of this row alone, the bench's first measuring process held about 8 MB more before its run than ` +
			`the next ones, and its run reused part of it (1.0x instead of 2.0x). A run is a process: face match and upload ${plural(runs.faceMatch)} each per mode, ` +
			`documents ${plural(runs.documents)}; medians, each run's in brackets; the stall ratio is that of the medians.`,
		data: {
			stallPairs: pairs,
			runs: Object.fromEntries(
				Object.entries(samples).map(([kind, byMode]) => [
					kind,
					Object.fromEntries(
						Object.entries(byMode)
							.filter(([, list]) => list.length > 0)
							.map(([mode, list]) => [
								mode,
								list.map((sample) => ({
									fileBytes: sample.fileBytes,
									addedBytes: added(sample),
									longestStallMs: Number(sample.longestStallMs.toFixed(2)),
								})),
							]),
					),
				]),
			),
		},
	};
}
