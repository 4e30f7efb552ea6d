import type { Clock } from '../../common/clock';

/**
 * A virtual clock for simulations, handed to the node's pacing (createPacing's clock) and used for
 * the simulation's own waits: the node's real pacing code runs minutes of traffic in a moment and
 * gives the same result for the same seed. Its timers fire late by up to `latenessMs`, as real
 * ones do. Node's own timers and `Date.now` are left alone.
 */

interface Timer {
	at: number;
	order: number;
	callback: () => void;
}

export class VirtualClock implements Clock {
	private time: number;
	private readonly timers: Timer[] = [];
	private order = 0;

	constructor(
		start: number,
		private readonly random: () => number,
		private readonly latenessMs = 1,
	) {
		this.time = start;
	}

	now(): number {
		return this.time;
	}

	/** Resolves after `ms` of virtual time. */
	async sleep(ms: number): Promise<void> {
		await new Promise<void>((resolve) => {
			const late = Math.round(this.random() * this.latenessMs);
			this.timers.push({
				at: this.time + Math.max(1, Math.ceil(ms)) + late,
				order: this.order++,
				callback: resolve,
			});
		});
	}

	/** Runs timers in time order until `done` holds and nothing is left to run, letting promises settle between timers. */
	async run(done: () => boolean): Promise<void> {
		for (;;) {
			await settle();
			if (this.timers.length === 0) {
				if (done()) return;
				throw new Error(
					'The simulation stalled: nothing is waiting on a timer, yet it is not done',
				);
			}
			let next = 0;
			for (let index = 1; index < this.timers.length; index++) {
				const timer = this.timers[index];
				const best = this.timers[next];
				if (timer.at < best.at || (timer.at === best.at && timer.order < best.order)) next = index;
			}
			const [timer] = this.timers.splice(next, 1);
			this.time = Math.max(this.time, timer.at);
			timer.callback();
		}
	}
}

/** Lets every promise reaction pending now (and those they start) run. */
async function settle(): Promise<void> {
	await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let value = state;
		value = Math.imul(value ^ (value >>> 15), value | 1);
		value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
		return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
	};
}
