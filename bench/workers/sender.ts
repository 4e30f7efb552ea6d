/**
 * Sends batch-result deliveries to a webhook, as Deepvue would, from a process of its own: its
 * timings are not disturbed by the benchmark's main process, and it does not share a core with
 * the receiver more than the machine forces.
 */
import axios from 'axios';
import http from 'node:http';

import { percentile } from '../lib/stats';
import { serveCommands } from '../lib/worker';
import { TRIGGER_SECRET } from './shared';

export interface DeliverySample {
	perSecond: number;
	p50: number;
	p99: number;
	/** Deliveries not answered 200 {"received": true}. */
	refused: number;
}

let sent = 0;
const agents = new Map<number, http.Agent>();

/** Sends `total` deliveries, `inFlight` at a time over keep-alive connections, each with a request_id of its own. */
async function deliver(url: string, total: number, inFlight: number): Promise<DeliverySample> {
	const agent = agents.get(inFlight) ?? new http.Agent({ keepAlive: true, maxSockets: inFlight });
	agents.set(inFlight, agent);
	const latencies: number[] = [];
	let refused = 0;
	let next = 0;
	const started = performance.now();
	await Promise.all(
		Array.from({ length: inFlight }, async () => {
			while (next < total) {
				next += 1;
				sent += 1;
				const body = {
					request_id: `bench-${process.pid}-${sent}`,
					status: 200,
					product_id: 'upi-basic-batch',
					message: 'batch processing completed',
					batch_output_file_url: '',
				};
				const t0 = performance.now();
				const response = await axios.post(`${url}?token=${TRIGGER_SECRET}`, body, {
					httpAgent: agent,
					validateStatus: () => true,
				});
				latencies.push(performance.now() - t0);
				if (response.status !== 200 || response.data?.received !== true) refused += 1;
			}
		}),
	);
	const seconds = (performance.now() - started) / 1000;
	return {
		perSecond: total / seconds,
		p50: percentile(latencies, 0.5),
		p99: percentile(latencies, 0.99),
		refused,
	};
}

serveCommands({ pid: process.pid }, { deliver, sent: () => sent }, async () => {
	for (const agent of agents.values()) agent.destroy();
});
