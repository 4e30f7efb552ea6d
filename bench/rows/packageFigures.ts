/** Row 5: the packed package, and the time to load the built node and credential in a new process. */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

import { PACKAGE_ROOT } from '../../testbed/packageIdentity';
import { progress } from '../lib/context';
import type { Row } from '../lib/context';
import { median, now } from '../lib/stats';

const NODE_FILE = path.join(PACKAGE_ROOT, 'dist/nodes/Deepvue/Deepvue.node.js');
const CREDENTIAL_FILE = path.join(PACKAGE_ROOT, 'dist/credentials/DeepvueApi.credentials.js');

interface Pack {
	size: number;
	unpackedSize: number;
	entryCount: number;
}

function packFigures(): Pack {
	const output = execFileSync('npm', ['pack', '--dry-run', '--json'], {
		cwd: PACKAGE_ROOT,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
		shell: process.platform === 'win32',
	});
	const [pack] = JSON.parse(output.slice(output.indexOf('['))) as Pack[];
	return pack;
}

/** Wall time of `node -e script` in a new process, in ms, and what the script printed. */
function spawnTimed(script: string): { ms: number; output: string } {
	const started = now();
	const child = spawnSync(process.execPath, ['-e', script], {
		cwd: PACKAGE_ROOT,
		encoding: 'utf8',
	});
	const ms = now() - started;
	if (child.status !== 0) throw new Error(`node -e failed: ${child.stderr}`);
	return { ms, output: child.stdout };
}

/**
 * Loads the node and the credential, and prints how long n8n-workflow (the peer dependency they
 * require first, which n8n has loaded before any community package) and the package's own files took.
 */
const LOAD_SCRIPT = `
const t = () => Number(process.hrtime.bigint()) / 1e6;
const t0 = t();
require('n8n-workflow');
const t1 = t();
require(${JSON.stringify(NODE_FILE)});
require(${JSON.stringify(CREDENTIAL_FILE)});
const t2 = t();
console.log(JSON.stringify({ peer: t1 - t0, own: t2 - t1 }));
`;

export function packageFigures(processes: number): Row {
	progress('row 5: npm pack --dry-run');
	const pack = packFigures();
	progress(`row 5: ${processes} cold processes of each kind`);
	const empty: number[] = [];
	const loading: number[] = [];
	const peer: number[] = [];
	const own: number[] = [];
	spawnTimed('');
	spawnTimed(LOAD_SCRIPT);
	for (let run = 0; run < processes; run++) {
		empty.push(spawnTimed('').ms);
		const { ms, output } = spawnTimed(LOAD_SCRIPT);
		loading.push(ms);
		const split = JSON.parse(output) as { peer: number; own: number };
		peer.push(split.peer);
		own.push(split.own);
	}
	const total = median(loading) - median(empty);
	const ownMs = median(own);
	const peerMs = median(peer);
	const sizeMet = pack.size < 150 * 1024;
	return {
		name: '5. Package',
		result:
			`packed ${(pack.size / 1024).toFixed(1)} kB, unpacked ${(pack.unpackedSize / 1024).toFixed(1)} kB (${pack.entryCount} files); ` +
			`require node + credential: ${total.toFixed(0)} ms over an empty process, of which n8n-workflow ${peerMs.toFixed(0)} ms and the package's own files ${ownMs.toFixed(1)} ms`,
		ratio: `${((pack.size / (150 * 1024)) * 100).toFixed(0)}% of the size budget; own files ${((ownMs / 50) * 100).toFixed(0)}% of the load budget`,
		target: '< 150 kB packed, < 50 ms',
		met: `${sizeMet ? 'yes' : 'no'} (size); ${ownMs < 50 ? 'yes' : 'no'} (own files); ${total < 50 ? 'yes' : 'no'} counting n8n-workflow`,
		limits:
			`Loading n8n-workflow, which the node and the credential require first, takes ${peerMs.toFixed(0)} ms in a new process; ` +
			`the package's own files take ${ownMs.toFixed(1)} ms. n8n has n8n-workflow loaded before it loads any community package.`,
		method:
			`npm pack --dry-run --json. Load time: ${processes} new processes running node -e "require(node); require(credential)" ` +
			`alternating with ${processes} running node -e ""; median wall time of each, subtracted. The loading processes also time their ` +
			`own require calls (hrtime), which splits the figure into n8n-workflow, the peer dependency the node and credential require first ` +
			`(n8n has it loaded before it loads any community package), and the package's own files.`,
	};
}
