// n8n's log, after every other check ran: no warning or error about the package.
import type { N8nContext } from '../lib/n8nContext';

export async function run(ctx: N8nContext): Promise<void> {
	const lines = ctx.n8n.log().split('\n');
	const problems = lines.filter(
		(line) =>
			/\b(warn|warning|error)\b/i.test(line) &&
			/deepvue|community|package|unrecognized|could not load|failed to load/i.test(line),
	);
	await ctx.check(
		'n8n logged no warning or error about the package',
		problems.length === 0,
		problems.join('\n     '),
	);
	const other = lines.filter(
		(line) => /\b(warn|warning|error)\b/i.test(line) && !problems.includes(line),
	);
	if (other.length)
		console.log(
			`     (other warnings in n8n's log, not about the package:\n       ${other.join('\n       ')})`,
		);
}
