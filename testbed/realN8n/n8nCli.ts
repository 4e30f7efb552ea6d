import { processEnvironment, type N8nEnv } from './environment';
import { run, type Installation } from './n8nInstall';

/** What n8n is run with: its node and bin script. */
export type N8nBinaries = Pick<Installation, 'node' | 'n8n'>;

/**
 * Runs an n8n CLI command (import:workflow, execute...) and returns what it printed on stdout. A
 * free port can be taken by another process before n8n's task broker opens it; n8n then stops
 * before doing anything, so the command is run once more on another port.
 */
export async function n8nCli(
	installation: N8nBinaries,
	env: N8nEnv,
	args: string[],
): Promise<string> {
	const attempt = async () =>
		await run(installation.node, [installation.n8n, ...args], {
			env: await processEnvironment(env),
			cwd: env.N8N_USER_FOLDER,
			prefix: `n8n ${args[0]}`,
			quiet: true,
		});
	try {
		return await attempt();
	} catch (error) {
		if (
			!/Task Broker's port \d+ is already in use/.test(
				String((error as Error | undefined)?.message),
			)
		)
			throw error;
		return await attempt();
	}
}
