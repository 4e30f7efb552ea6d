/**
 * Deterministic choices derived from an input value, so the same input always gets the same
 * record. Each choice is named (`seed.pick(PEOPLE, 'person')`) so that adding a field to a
 * record does not change the others.
 */
import { createHash } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export class Seed {
	constructor(private readonly input: string) {}

	/** 32 bytes of hash for the choice `name`. */
	private bytes(name: string): Buffer {
		return createHash('sha256').update(`${this.input}\u0000${name}`).digest();
	}

	/** An integer from `min` to `max`, both included. */
	int(name: string, min: number, max: number): number {
		return min + (this.bytes(name).readUInt32BE(0) % (max - min + 1));
	}

	pick<T>(list: readonly T[], name: string): T {
		return list[this.int(name, 0, list.length - 1)];
	}

	/** True about `percent` times in a hundred. */
	chance(name: string, percent: number): boolean {
		return this.int(name, 0, 99) < percent;
	}

	/** `count` decimal digits (at most 32). */
	digits(name: string, count: number): string {
		return [...this.bytes(name).subarray(0, count)].map((byte) => String(byte % 10)).join('');
	}

	/** `count` capital letters (at most 32). */
	letters(name: string, count: number): string {
		return [...this.bytes(name).subarray(0, count)]
			.map((byte) => LETTERS[byte % LETTERS.length])
			.join('');
	}

	/** `count` lower-case hex digits (at most 64). */
	hex(name: string, count: number): string {
		return this.bytes(name).toString('hex').slice(0, count);
	}

	/** A date `YYYY-MM-DD` from `fromYear` to `toYear` (days 1 to 28, so always valid). */
	date(name: string, fromYear: number, toYear: number): string {
		const year = this.int(`${name}.year`, fromYear, toYear);
		const month = this.int(`${name}.month`, 1, 12);
		const day = this.int(`${name}.day`, 1, 28);
		return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
	}
}
