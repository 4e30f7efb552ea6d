/** Row 6: webhook deliveries into the Deepvue Trigger over HTTP. */
import path from 'node:path';

import { progress } from '../lib/context';
import type { Row } from '../lib/context';
import { median } from '../lib/stats';
import { startWorker } from '../lib/worker';
import type { DeliverySample } from '../workers/sender';

export async function triggerDeliveries(
	total: number,
	inFlight: number,
	runs: number,
): Promise<Row> {
	const trigger = await startWorker<{ url: string }>(path.join(__dirname, '../workers/trigger.ts'));
	const sender = await startWorker(path.join(__dirname, '../workers/sender.ts'));
	try {
		const { url } = trigger.ready;
		const deliver = (count: number, concurrency: number) =>
			sender.call<DeliverySample>('deliver', url, count, concurrency);
		progress('row 6: warm-up');
		await deliver(200, inFlight);
		await deliver(200, 1);
		const concurrent: DeliverySample[] = [];
		const single: DeliverySample[] = [];
		for (let run = 0; run < runs; run++) {
			progress(`row 6: run ${run + 1} of ${runs}`);
			concurrent.push(await deliver(total, inFlight));
			single.push(await deliver(total, 1));
		}
		const sent = await sender.call<number>('sent');
		const started = await trigger.call<number>('started', sent);
		const refused = [...concurrent, ...single].reduce((sum, sample) => sum + sample.refused, 0);
		const figures = (samples: DeliverySample[]) =>
			`${median(samples.map((sample) => sample.perSecond)).toFixed(0)} deliveries/s, acknowledgement p50 ${median(samples.map((sample) => sample.p50)).toFixed(1)} ms, p99 ${median(samples.map((sample) => sample.p99)).toFixed(1)} ms`;
		const rates = concurrent.map((sample) => sample.perSecond.toFixed(0)).join(', ');
		return {
			name: `6. Trigger: ${total.toLocaleString('en-US')} webhook deliveries`,
			result:
				`${inFlight} in flight: ${figures(concurrent)} (runs ${rates}/s); one at a time: ${figures(single)}; ` +
				`all ${sent.toLocaleString('en-US')} deliveries of the row (warm-up included): ${started.toLocaleString('en-US')} started an execution, ${refused} refused`,
			ratio: `${(started / sent).toFixed(2)} executions per delivery`,
			target: 'none given (figures only)',
			met: started === sent && refused === 0 ? '-' : 'no (deliveries lost)',
			method:
				`JSON deliveries (request_id, status, product_id, message, empty batch_output_file_url) with ?token=, each with a new request_id, posted with axios over ` +
				`keep-alive connections from a sender process to the Deepvue Trigger served by testbed/inProcessN8n/webhookServer.ts in another process (Secret Token ` +
				`authentication, Ignore Repeated Deliveries on). Latency = from sending a delivery to receiving the whole acknowledgement (200 {"received": true}). ` +
				`After a warm-up of 200 deliveries each way, ${runs} runs of ${total.toLocaleString('en-US')} deliveries ${inFlight} in flight and ${total.toLocaleString('en-US')} one at a time; medians.`,
		};
	} finally {
		await sender.stop();
		await trigger.stop();
	}
}
