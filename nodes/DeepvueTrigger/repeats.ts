import type { IDataObject } from 'n8n-workflow';

import { processMap } from '../../common/memory/processMemory';

/** How many request IDs are remembered per trigger; older ones are forgotten first. */
export const REMEMBERED_DELIVERIES = 1000;

const STATIC_DATA_KEY = 'deliveredRequestIds';

/** A request ID whose delivery is being handled: it becomes a repeat only once `started`. */
export interface Claim {
	/** The execution is starting: from now on the ID is a repeat. */
	started(): void;
	/** Undoes an unstarted claim (the delivery failed), so that a re-delivery is taken. */
	release(): void;
}

interface Memory {
	/** Seen IDs, oldest first, at most REMEMBERED_DELIVERIES. */
	seen: string[];
	/** IDs being handled, with whether their execution started. */
	pending: Map<string, Promise<boolean>>;
}

/**
 * What each trigger of this n8n process has seen, by workflow and node. n8n reads a workflow's
 * static data from its database for every webhook call and saves it only after the execution
 * ends, from that execution's copy: two deliveries close together both read a list without the
 * other, and the later save drops what the earlier one added. This memory is shared by all
 * calls in the process, so repeats are caught at once; the static data only carries the list
 * across restarts and to other processes. Only deliveries that proved the webhook secret are
 * claimed (DeepvueTrigger.node.ts): an unproven one could make Deepvue's own look like a repeat.
 */
const memories = processMap<string, Memory>('seenDeliveries');

/** The request ID of a delivery, as text whether it came as a JSON number or a string. */
export function requestIdOf(fields: IDataObject): string | undefined {
	const id = fields.request_id;
	if (typeof id === 'number' && Number.isFinite(id)) return String(id);
	if (typeof id === 'string' && id.trim() !== '') return id.trim();
	return undefined;
}

function storedIds(staticData: IDataObject): string[] {
	const stored = staticData[STATIC_DATA_KEY];
	return Array.isArray(stored) ? stored.map(String) : [];
}

function memoryOf(key: string, staticData: IDataObject): Memory {
	let memory = memories.get(key);
	if (!memory) {
		memory = { seen: [], pending: new Map() };
		memories.set(key, memory);
	}
	// Saved by another process, or before a restart: older than what this process saw.
	const known = new Set(memory.seen);
	const missing = storedIds(staticData).filter((id) => !known.has(id));
	if (missing.length) memory.seen = [...missing, ...memory.seen].slice(-REMEMBERED_DELIVERIES);
	return memory;
}

/**
 * Claims `requestId` for one delivery, or returns undefined when it is a repeat: its execution
 * started before, or another delivery of it is under way and then starts one. A delivery that
 * waits on another whose execution did not start is taken instead.
 */
export async function claimDelivery(
	key: string,
	staticData: IDataObject,
	requestId: string,
): Promise<Claim | undefined> {
	const memory = memoryOf(key, staticData);
	for (;;) {
		if (memory.seen.includes(requestId)) return undefined;
		const pending = memory.pending.get(requestId);
		if (!pending) break;
		if (await pending) return undefined;
	}
	let settle: (started: boolean) => void = () => undefined;
	memory.pending.set(requestId, new Promise<boolean>((resolve) => (settle = resolve)));
	let settled = false;
	const finish = (started: boolean) => {
		if (settled) return;
		settled = true;
		if (started) {
			memory.seen = [...memory.seen.filter((id) => id !== requestId), requestId].slice(
				-REMEMBERED_DELIVERIES,
			);
			// The whole list, so this execution's save keeps what the others added.
			staticData[STATIC_DATA_KEY] = [...memory.seen];
		}
		memory.pending.delete(requestId);
		settle(started);
	};
	return { started: () => finish(true), release: () => finish(false) };
}
