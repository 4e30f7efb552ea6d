// What the queue-mode checks that drive main share: main and its workers, a check context on main
// (e2e/lib/n8nContext.ts, no emulator of its own), and which worker ran which part of an execution.
// Main logs "Enqueued execution <id> (job <job>)" for each part it queues (a start, a resume), the
// worker that takes it "Worker started execution <id> (job <job>)".
import type { Check } from '../lib/checks';
import { createContext } from '../lib/n8nContext';
import type { Installation } from '../../testbed/realN8n/n8nInstall';
import type { N8nEnv } from '../../testbed/realN8n/environment';
import type { N8nProcess } from '../../testbed/realN8n/n8nProcess';
import type { RestClient } from '../../testbed/realN8n/restClient';
import type { Worker } from './services';

export interface OnMain {
	installation: Installation;
	/** Main's environment. */
	env: N8nEnv;
	main: N8nProcess;
	rest: RestClient;
	workers: Worker[];
	check: Check;
}

/** The check context on main, its checks recorded through `check`. */
export const contextOnMain = ({ installation, env, main, rest, check }: OnMain) =>
	createContext({
		installation,
		env,
		n8n: main,
		rest,
		emulator: undefined,
		check,
		timed: (_label, action) => action(),
	});

/** The jobs main queued for an execution, in order, and for each the workers (1, 2...) that started it. */
export function jobsOf(
	main: N8nProcess,
	workers: Worker[],
	executionId: string,
): Array<{ job: string; workers: number[] }> {
	return [
		...main.log().matchAll(new RegExp(`Enqueued execution ${executionId} \\(job (\\d+)\\)`, 'g')),
	].map(([, job]) => ({
		job,
		workers: workers.flatMap((worker, index) =>
			new RegExp(`Worker started execution ${executionId} \\(job ${job}\\)`).test(worker.log())
				? [index + 1]
				: [],
		),
	}));
}
