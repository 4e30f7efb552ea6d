import type { Clock } from '../../common/clock';

interface Due {
	at: number;
	order: number;
	/** A wait of the code under test, which the clock jumps to; else a time a test waits to pass. */
	jumps: boolean;
	done: () => void;
}

/**
 * A clock for the node's waiting functions (common/clock.ts) on which a wait passes at once: the
 * clock jumps ahead to the end of the wait instead. Waits end one at a time in the order they are
 * due, each after a turn of the event loop, so that the promise chains and answers that are ready
 * move on between them. Nothing else is touched: n8n's engine, HTTP and the emulator keep Node's
 * own timers and `Date.now`.
 *
 * By default the clock also runs on with real time, so that a request that takes 300 ms takes
 * 300 ms on it too (a status check cut by its deadline). `{ realTime: false }` stops it between
 * jumps, for code that does no I/O, which then runs the same way every time.
 *
 * A wait ends once it is the first due, even while requests are on their way: on this clock a
 * request takes at least as long as the waits that end meanwhile, and items that start at
 * different moments in real time may start far apart on it. A test of what items meet together
 * over time (a spell of refusals for a whole list) runs one item, or without I/O
 * (test/harness/pacedRequests.ts).
 */
export class VirtualClock implements Clock {
	/** Every wait asked for, in milliseconds, in the order asked. */
	readonly waits: number[] = [];
	private readonly pending: Due[] = [];
	private readonly realTime: boolean;
	private readonly start = Date.now();
	private ahead = 0;
	private count = 0;
	private turnScheduled = false;

	constructor({ realTime = true }: { realTime?: boolean } = {}) {
		this.realTime = realTime;
	}

	now(): number {
		return (this.realTime ? Date.now() : this.start) + this.ahead;
	}

	async sleep(ms: number): Promise<void> {
		this.waits.push(ms);
		await this.due(ms, true);
	}

	/**
	 * Resolves when the clock reaches `ms` from now, through the jumps of the waits or real time,
	 * without making it jump itself: a condition of the test that ends at a time of the clock (a
	 * spell of refusals), however long the code under test takes to start waiting.
	 */
	async reach(ms: number): Promise<void> {
		const inRealTime = this.realTime ? setTimeout(() => this.scheduleTurn(), ms) : undefined;
		try {
			await this.due(ms, false);
		} finally {
			clearTimeout(inRealTime);
		}
	}

	private async due(ms: number, jumps: boolean): Promise<void> {
		await new Promise<void>((done) => {
			this.pending.push({ at: this.now() + Math.max(0, ms), order: this.count++, jumps, done });
			this.scheduleTurn();
		});
	}

	/** After a turn of the event loop, ends what is due first, jumping to it if a wait is pending. */
	private scheduleTurn(): void {
		if (this.turnScheduled) return;
		this.turnScheduled = true;
		setImmediate(() => {
			this.turnScheduled = false;
			const first = this.pending.reduce<Due | undefined>(
				(best, due) =>
					best === undefined || due.at < best.at || (due.at === best.at && due.order < best.order)
						? due
						: best,
				undefined,
			);
			if (first === undefined) return;
			// Only a wait of the code under test moves the clock on: a time a test waits for comes when
			// the clock passes it on the way to such a wait, or in real time.
			if (first.at > this.now() && !this.pending.some((due) => due.jumps)) return;
			this.pending.splice(this.pending.indexOf(first), 1);
			this.ahead += Math.max(0, first.at - this.now());
			first.done();
			if (this.pending.length > 0) this.scheduleTurn();
		});
	}
}
