/** Row 3: how many times the credential authorizes for 1,000 items, in one and in ten executions. */
import { getName } from '../../testbed/inProcessN8n/lookups';
import { runNode } from '../../testbed/inProcessN8n/run';
import { ASK_EVERY_TIME, mobile, progress } from '../lib/context';
import type { Bench, Row } from '../lib/context';
import { median } from '../lib/stats';
import { BENCH_CLIENTS } from '../workers/shared';

let clientsUsed = 0;

/** Authorize calls of a fresh client (nothing cached for it) over `executions` of `itemsEach` items. */
async function authorizations(
	bench: Bench,
	executions: number,
	itemsEach: number,
	together: boolean,
): Promise<number> {
	const client = BENCH_CLIENTS[clientsUsed++];
	if (!client) throw new Error('Out of benchmark clients; add more in bench/workers/shared.ts');
	const instance = await bench.instance({
		clientId: client.clientId,
		clientSecret: client.clientSecret,
	});
	const parameters = getName(ASK_EVERY_TIME);
	const execute = async () => {
		const items = Array.from({ length: itemsEach }, (_, index) => ({
			json: { mobile: mobile(index) },
		}));
		const result = await runNode(instance, { parameters, items });
		if (result.error) throw new Error(`Execution failed: ${result.error.message}`);
	};
	await bench.clearLog();
	if (together) await Promise.all(Array.from({ length: executions }, execute));
	else for (let run = 0; run < executions; run++) await execute();
	return (await bench.log()).filter(
		(request) => request.path === '/v1/authorize' && request.clientId === client.clientId,
	).length;
}

export async function authorizeCalls(bench: Bench, runs: number): Promise<Row> {
	const single: number[] = [];
	const sequential: number[] = [];
	const concurrent: number[] = [];
	for (let run = 0; run < runs; run++) {
		progress(`row 3: run ${run + 1} of ${runs}`);
		single.push(await authorizations(bench, 1, 1000, false));
		sequential.push(await authorizations(bench, 10, 100, false));
		concurrent.push(await authorizations(bench, 10, 100, true));
	}
	const all = [...single, ...sequential, ...concurrent];
	const worst = Math.max(...all);
	const shown = (counts: number[]) =>
		`${median(counts)}${Math.max(...counts) !== median(counts) ? ` (max ${Math.max(...counts)})` : ''}`;
	return {
		name: '3. Authorize calls for 1,000 items',
		result: `1 execution of 1,000 items: ${shown(single)}; 10 executions of 100, one after another: ${shown(sequential)}; 10 executions of 100 started together: ${shown(concurrent)}`,
		ratio: `${worst} per credential`,
		target: '1',
		met: worst === 1 ? 'yes' : 'no',
		method:
			`Calls to /v1/authorize in the emulator's log, for a client whose token nothing has cached yet (a new client ID each time), ` +
			`with one n8n credential; the executions share the process, as in one n8n instance. ${runs} runs; median (the maximum is shown when it differs).`,
	};
}
