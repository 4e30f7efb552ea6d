import { sleep } from 'n8n-workflow';

import { processStore } from '../../../common/memory/processMemory';

/**
 * n8n runs every item of an execution in one process, on one event loop: while the node prepares
 * a long list, n8n answers nothing else (its health check, other executions, a queue-mode
 * worker's job-lock renewal). The node's own per-item work is therefore done in slices of at
 * most SLICE_MS, with a turn of the event loop between them.
 */
const SLICE_MS = 20;

/** The last turn taken (the next one starts when it ends), and when the event loop last had a turn. */
const turns = processStore('preparationTurns', { last: Promise.resolve(), sliceStart: Date.now() });

/** Gives n8n's event loop a turn if the work since its last one has taken a slice's worth. */
export async function letOthersRun(): Promise<void> {
	if (Date.now() - turns.sliceStart < SLICE_MS) return;
	await sleep(0);
	turns.sliceStart = Date.now();
}

/**
 * Waits until the requests started before this one are ready to leave, then returns the function
 * that lets the next one go. n8n starts all items' requests at once; taking turns makes their
 * preparation one after the other, in item order, so `letOthersRun` can slice it. Releasing twice
 * is harmless.
 */
export async function takeTurn(): Promise<() => void> {
	let release: () => void = () => {};
	const done = new Promise<void>((resolve) => {
		release = resolve;
	});
	const before = turns.last;
	turns.last = turns.last.then(() => done);
	await before;
	await letOthersRun();
	return release;
}
