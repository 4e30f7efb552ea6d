import type { WorkflowExecute } from 'n8n-core';
import type { IDestinationNode, INode, IPinData, IRun, Workflow } from 'n8n-workflow';

/**
 * The major version of the n8n engine the tests run against: 2 with the devDependencies, 1 when
 * `npm run test:engine-v1` maps n8n-core and n8n-workflow to those of n8n 1.123.
 */
export const ENGINE_MAJOR = Number(
	(require('n8n-workflow/package.json') as { version: string }).version.split('.')[0],
);

interface RunOptions {
	workflow: Workflow;
	startNode: INode;
	pinData: IPinData;
	destinationNode?: IDestinationNode;
}

type PositionalRun = (
	workflow: Workflow,
	startNode?: INode,
	destinationNode?: IDestinationNode,
	pinData?: IPinData,
) => Promise<IRun>;

/** `WorkflowExecute.run`, which takes one options object in n8n-core 2.x and positional arguments in 1.x. */
export async function runWorkflowExecute(
	execution: WorkflowExecute,
	options: RunOptions,
): Promise<IRun> {
	if (ENGINE_MAJOR >= 2) return await execution.run(options);
	const run = execution.run as unknown as PositionalRun;
	return await run.call(
		execution,
		options.workflow,
		options.startNode,
		options.destinationNode,
		options.pinData,
	);
}
