// Ignore Repeated Deliveries: one execution per request_id, however close together the
// deliveries come. The harness reads the workflow's static data afresh for each call and saves an
// execution's copy only when it ends, as n8n does.
import { serveTrigger } from '../testbed/inProcessN8n/webhookServer';
import type { TriggerServer } from '../testbed/inProcessN8n/webhookServer';
import { RESULT, SECRET, post, sleep, withToken } from './triggerSender';

let trigger: TriggerServer;
beforeEach(async () => {
	trigger = await serveTrigger({ options: {} }, { secret: SECRET, executionMs: 300 });
});
afterEach(async () => {
	await trigger.close();
});

const deliver = async (fields: object) => await post(withToken(trigger.url), fields);
const startedIds = () => trigger.started.map((items) => items[0].json.request_id);
const bodyOf = (response: { data: unknown }) => JSON.parse(String(response.data)) as object;

it('starts once for the same delivery sent twice at once', async () => {
	const answers = await Promise.all([deliver(RESULT), deliver(RESULT)]);
	await sleep(400);
	expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
	expect(answers.map(bodyOf)).toEqual(
		expect.arrayContaining([{ received: true }, { received: true, repeated: true }]),
	);
	expect(startedIds()).toEqual(['req-1']);
});

it('starts once for the same delivery sent again 120 ms later, before the first execution ended', async () => {
	const first = deliver(RESULT);
	await sleep(120);
	const again = await deliver(RESULT);
	await first;
	await sleep(400);
	expect(bodyOf(again)).toEqual({ received: true, repeated: true });
	expect(startedIds()).toEqual(['req-1']);
});

it('starts once for a numeric request_id, and takes 42 and "42" as the same', async () => {
	await deliver({ ...RESULT, request_id: 42 });
	await deliver({ ...RESULT, request_id: 42 });
	await deliver({ ...RESULT, request_id: '42' });
	await sleep(400);
	expect(startedIds()).toEqual([42]);
});

it('forgets no ID when executions end at the same time', async () => {
	await Promise.all([
		deliver({ ...RESULT, request_id: 'req-a' }),
		deliver({ ...RESULT, request_id: 'req-b' }),
		deliver({ ...RESULT, request_id: 'req-c' }),
	]);
	await sleep(400);
	expect(trigger.staticData()).toEqual({
		'node:Deepvue Trigger': {
			deliveredRequestIds: expect.arrayContaining(['req-a', 'req-b', 'req-c']),
		},
	});

	const again = await Promise.all(
		['req-a', 'req-b', 'req-c'].map((id) => deliver({ ...RESULT, request_id: id })),
	);

	expect(again.map(bodyOf)).toEqual(Array(3).fill({ received: true, repeated: true }));
	expect(startedIds().sort()).toEqual(['req-a', 'req-b', 'req-c']);
});

it('starts again for a repeat when Ignore Repeated Deliveries is off', async () => {
	await trigger.close();
	trigger = await serveTrigger({ options: { ignoreRepeats: false } }, { secret: SECRET });
	await Promise.all([deliver(RESULT), deliver(RESULT)]);
	expect(startedIds()).toEqual(['req-1', 'req-1']);
});

it('with Authentication None remembers nothing: a request ID posted by anyone first does not make the real delivery a repeat', async () => {
	await trigger.close();
	trigger = await serveTrigger({ authentication: 'none', options: {} });
	const forged = await post(trigger.url, RESULT);
	const real = await post(trigger.url, RESULT);
	await sleep(400);
	expect([forged, real].map(bodyOf)).toEqual([{ received: true }, { received: true }]);
	expect(startedIds()).toEqual(['req-1', 'req-1']);
	expect(trigger.staticData()).toEqual({});
});
