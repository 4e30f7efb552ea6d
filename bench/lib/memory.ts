/** Memory measuring for worker processes started with --expose-gc. */
import { readFileSync, writeFileSync } from 'node:fs';

export const gc = () => {
	const collect = (globalThis as { gc?: () => void }).gc;
	if (!collect) throw new Error('Run with --expose-gc');
	collect();
	collect();
};

/** The kernel's high-water mark of this process's resident memory (VmHWM), when /proc has it. */
export function highWaterMark(): number | undefined {
	try {
		const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
		return match ? Number(match[1]) * 1024 : undefined;
	} catch {
		return undefined;
	}
}

/** Resets the high-water mark to the current RSS; false where the kernel does not allow it. */
export function resetHighWaterMark(): boolean {
	try {
		writeFileSync('/proc/self/clear_refs', '5');
		return true;
	} catch {
		return false;
	}
}
