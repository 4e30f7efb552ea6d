// n8n's log, after every other check ran: no warning or error about the package.
export async function run(ctx) {
	const lines = ctx.n8n.log().split('\n');
	const problems = lines.filter((line) => /\b(warn|warning|error)\b/i.test(line) && /deepvue|community|package|unrecognized|could not load|failed to load/i.test(line));
	ctx.check('n8n logged no warning or error about the package', problems.length === 0, problems.join('\n     '));
	const other = lines.filter((line) => /\b(warn|warning|error)\b/i.test(line) && !problems.includes(line));
	if (other.length) console.log(`     (other warnings in n8n's log, not about the package:\n       ${other.join('\n       ')})`);
}
