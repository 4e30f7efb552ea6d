import { processStore } from '../../../common/memory/processMemory';

/**
 * How many of the node's requests a process has under way at once, whatever the pacing. n8n
 * starts every item of a run together, and with the Rate Limit Off (or a high Custom one) a long
 * list would otherwise send them all at once: each request's credential read is a query on n8n's
 * database, whose pool (two connections on a queue-mode worker by default) fails the queries still
 * waiting after 20 s, and each request is a connection of its own (EMFILE past the process's open
 * files). 64 at once is about 64 requests a second at a second's latency, above every Deepvue plan.
 */
export const MAX_IN_FLIGHT = 64;

/** Requests under way, and the requests waiting to send, the first to come first. */
const underWay = processStore(
	'requestsUnderWay',
	{ active: 0, waiting: [] as Array<() => void> },
	(state) => ({ size: () => state.active + state.waiting.length }),
);

/** Waits until a request may go under the sending limit, and returns the function that lets the next one go. */
export async function waitToSend(): Promise<() => void> {
	if (underWay.active < MAX_IN_FLIGHT) underWay.active += 1;
	// A finished request's room passes straight to the first waiter: `active` counts it still.
	else await new Promise<void>((resolve) => underWay.waiting.push(resolve));
	let released = false;
	return () => {
		if (released) return;
		released = true;
		const next = underWay.waiting.shift();
		if (next) next();
		else underWay.active -= 1;
	};
}
