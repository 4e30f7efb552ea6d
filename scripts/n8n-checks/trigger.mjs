// The Deepvue Trigger example, activated the way the line does it, receiving deliveries at n8n's
// real production webhook URL: refused without the secret, a manual delivery, and the whole loop
// (an upload run by n8n, delivered by the emulator, the result file downloaded by the trigger).
const TRIGGER_SECRET = 'change-me-to-a-long-random-secret';
const TRIGGER_PATH = '/webhook/3c1f6a52-8d0e-4b7a-9f21-5e6d7c8b9a01/webhook';
const RESULTS = 'bulkUpiResults01';

export async function run(ctx) {
	const { check } = ctx;
	await ctx.importWorkflows({ bulkUpiUpload001: 'bulk-upi-verification-upload.json', [RESULTS]: 'bulk-upi-verification-results.json' });
	check(`the results workflow is active after activation (line ${ctx.line}'s way)`, await ctx.activate(RESULTS));
	const webhook = `${ctx.n8nUrl}${TRIGGER_PATH}`;

	const refused = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request_id: 'no-token', status: 'COMPLETED' }) });
	check('a delivery without the secret token is refused with 401', refused.status === 401, `${refused.status} ${await refused.text()}`);
	const wrong = await fetch(`${webhook}?token=wrong`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request_id: 'bad-token' }) });
	check('a delivery with a wrong token is refused with 401', wrong.status === 401, String(wrong.status));

	const form = new FormData();
	form.append('request_id', 'manual-delivery-1');
	form.append('status', 'COMPLETED');
	form.append('file', new Blob(['vpa,account_exists,name_at_bank,error\nasha@okhdfcbank,true,ASHA RAO,\nunknown@upi,false,,No record found\n'], { type: 'text/csv' }), 'manual-delivery-1.csv');
	const accepted = await fetch(`${webhook}?token=${TRIGGER_SECRET}`, { method: 'POST', body: form });
	check('a multipart delivery with the secret token is accepted with 200', accepted.status === 200, `${accepted.status} ${await accepted.text()}`);

	let [execution] = await ctx.waitForExecutions(RESULTS, 1);
	check('the accepted delivery started one workflow run, the refused ones none', execution !== undefined && (await ctx.executions(RESULTS)).length === 1);
	if (execution) {
		const run = await ctx.runData(execution.id);
		const rows = ctx.outputOf(run, 'Read Result Rows').map((item) => item.json);
		check('the run read the delivered CSV into rows', run.status === 'success' && rows.length === 2 && rows[0].vpa === 'asha@okhdfcbank', JSON.stringify({ status: run.status, rows }));
	}

	// The whole loop: n8n uploads a batch whose Webhook URL is the trigger's; the emulator
	// delivers the result there; the trigger downloads the result file.
	const upload = await ctx.timed('n8n execute: bulk UPI upload', () => ctx.execute('bulkUpiUpload001'));
	const [submitted] = ctx.outputOf(upload, 'Upload UPI Batch');
	check('bulk upload: the batch was submitted', upload.status === 'success' && typeof submitted?.json.request_id === 'string', JSON.stringify(upload.data.resultData.error ?? submitted));
	const runs = await ctx.waitForExecutions(RESULTS, 2);
	execution = runs.find((candidate) => candidate.id !== execution?.id);
	check(
		'the emulator delivered the result to the trigger, which started the results workflow',
		execution !== undefined,
		ctx.emulator.log().split('\n').filter((line) => line.includes('webhook')).join('\n     '),
	);
	if (execution) {
		const run = await ctx.runData(execution.id);
		const [delivery] = ctx.outputOf(run, 'Deepvue Trigger');
		const rows = ctx.outputOf(run, 'Read Result Rows').map((item) => item.json);
		check('the delivery names the uploaded batch', delivery?.json.request_id === submitted?.json.request_id, JSON.stringify(delivery?.json));
		check(
			'the trigger downloaded the result file and the rows are the uploaded UPI IDs',
			run.status === 'success' && rows.map((row) => row.vpa).join(',') === 'asha@okhdfcbank,ravi@ybl,priya@okicici',
			JSON.stringify({ status: run.status, rows }),
		);
	}
}
