// A check of `npm run test:queue` (e2e/queue.test.ts) for n8n 3's queue mode, adopted early:
// manual executions run on workers (OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS=true) and binary data is
// kept in the database (N8N_DEFAULT_BINARY_DATA_MODE=database). As a user does in the editor, a
// manual run makes a CSV file (Convert to File) on one worker; a second, partial manual run
// ("execute this node") uploads that file as a UPI batch on the other worker, which reads the file
// from the database. The worker that made the file is stopped before the second run, so the
// other one takes it (a paused worker would still take jobs: Redis hands them to its open
// connection); this check runs last for that reason.
import { sleep } from 'n8n-workflow';

import type { Check } from '../lib/checks';
import { outputOf, type Run } from '../lib/n8nContext';
import type { Installation } from '../../testbed/realN8n/n8nInstall';
import { hasEnded } from '../../testbed/realN8n/executions';
import type { IpcEmulatorProcess } from '../../testbed/realN8n/emulatorProcess';
import type { RestClient } from '../../testbed/realN8n/restClient';
import { dataOf, storedRun, type Saved, type SavedWorkflow } from './answers';
import type { Worker } from './services';

const UPLOAD_PATH = '/v1/verification/upi-basic/batch';
const ROWS = ['asha@okhdfcbank', 'ravi@ybl', 'priya@okicici'];

function workflow(credential: Saved) {
	return {
		name: 'Deepvue queue-mode manual upload',
		settings: { executionOrder: 'v1' },
		// As the editor saves it: n8n's partial runs read the pinned data and fail on null.
		pinData: {},
		connections: {
			Start: { main: [[{ node: 'UPI IDs', type: 'main', index: 0 }]] },
			'UPI IDs': { main: [[{ node: 'Convert to CSV', type: 'main', index: 0 }]] },
			'Convert to CSV': { main: [[{ node: 'Upload UPI Batch', type: 'main', index: 0 }]] },
		},
		nodes: [
			{
				id: 'b1',
				name: 'Start',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				id: 'b2',
				name: 'UPI IDs',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
				parameters: { jsCode: `return ${JSON.stringify(ROWS)}.map((vpa) => ({ json: { vpa } }));` },
			},
			{
				id: 'b3',
				name: 'Convert to CSV',
				type: 'n8n-nodes-base.convertToFile',
				typeVersion: 1.1,
				position: [400, 0],
				parameters: { options: { fileName: 'upi-ids.csv' } },
			},
			{
				id: 'b4',
				name: 'Upload UPI Batch',
				type: 'n8n-nodes-deepvue.deepvue',
				typeVersion: 1,
				position: [600, 0],
				credentials: { deepvueApi: { id: credential.id, name: credential.name } },
				parameters: {
					resource: 'batch',
					operation: 'uploadUpiBasicBatch',
					binaryPropertyName: 'data',
					options: {},
				},
			},
		],
	};
}

async function stopWorker(worker: Worker): Promise<void> {
	const exited = new Promise((resolve) => worker.process.once('exit', resolve));
	worker.process.kill('SIGTERM');
	await exited;
}

async function finished(
	rest: RestClient,
	installation: Installation,
	executionId: string,
	timeoutMs = 300_000,
): Promise<Run> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const execution = await storedRun(rest, installation, executionId);
		if (hasEnded(execution)) return execution;
		if (Date.now() > deadline)
			throw new Error(`Manual execution ${executionId} did not finish in ${timeoutMs / 1000} s`);
		await sleep(500);
	}
}

const ranOn = (workers: Worker[], executionId: string) =>
	workers.findIndex((worker) =>
		new RegExp(`started execution ${executionId}\\b`).test(worker.log()),
	);

interface ManualUploadOptions {
	rest: RestClient;
	installation: Installation;
	workers: Worker[];
	emulator: IpcEmulatorProcess;
	credential: Saved;
	check: Check;
}

export async function checkManualUploadAcrossWorkers({
	rest,
	installation,
	workers,
	emulator,
	credential,
	check,
}: ManualUploadOptions): Promise<void> {
	const created = await dataOf<SavedWorkflow>(rest, 'POST', '/workflows', {
		...workflow(credential),
		active: false,
	});
	await emulator.call('clearLog');

	const run = async (body: unknown) =>
		String(
			(await dataOf<{ executionId: string }>(rest, 'POST', `/workflows/${created.id}/run`, body))
				.executionId,
		);
	const firstId = await run({
		triggerToStartFrom: { name: 'Start' },
		destinationNode: { nodeName: 'Convert to CSV', mode: 'inclusive' },
	});
	const first = await finished(rest, installation, firstId);
	const fileWorker = ranOn(workers, firstId);
	const runData = first.data.resultData.runData ?? {};
	const file = outputOf(first, 'Convert to CSV')[0]?.binary?.data;
	await check(
		`manual run 1 (the file) ran on a worker, not on main, and stored the CSV in the database (${file?.id?.split(':')[0] ?? 'no file'})`,
		first.status === 'success' && fileWorker >= 0 && /^database:/.test(file?.id ?? ''),
		`status ${first.status}, worker ${fileWorker + 1}, file ${JSON.stringify(file)}, error ${JSON.stringify(first.data.resultData.error?.message)}`,
	);
	if (fileWorker < 0) return;

	await stopWorker(workers[fileWorker]);
	const secondId = await run({
		runData,
		destinationNode: { nodeName: 'Upload UPI Batch', mode: 'inclusive' },
		dirtyNodeNames: [],
	});
	const second = await finished(rest, installation, secondId);
	const uploadWorker = ranOn(workers, secondId);
	const [uploaded] = outputOf(second, 'Upload UPI Batch');
	const uploads = (await emulator.call('log')).filter((request) => request.path === UPLOAD_PATH);
	await check(
		`manual run 2 (execute the Deepvue node) ran on the other worker (${uploadWorker + 1}), read the file worker ${fileWorker + 1} made and uploaded it once`,
		second.status === 'success' &&
			uploadWorker >= 0 &&
			uploadWorker !== fileWorker &&
			typeof uploaded?.json.request_id === 'string' &&
			uploads.length === 1 &&
			uploads[0].status < 300 &&
			(uploads[0].contentLength ?? 0) > 0,
		`status ${second.status}, worker ${uploadWorker + 1}, output ${JSON.stringify(uploaded?.json ?? second.data.resultData.error?.message)}, uploads ${JSON.stringify(uploads)}`,
	);
}
