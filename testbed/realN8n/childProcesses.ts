import type { ChildProcess } from 'node:child_process';

// Whatever happens to the test process, the servers it started do not outlive it.
const children = new Set<ChildProcess>();
process.on('exit', () => {
	for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Kills `child` when this process exits, if it is still running then. */
export function track<T extends ChildProcess>(child: T): T {
	children.add(child);
	child.once('exit', () => children.delete(child));
	return child;
}
