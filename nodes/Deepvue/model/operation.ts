import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Clock } from '../../../common/clock';
import type { ApiInput } from './input';
import type { NodeOptions } from './nodeOptions';

/** One row of the API's operations table. */
export interface DeepvueOperation {
	/** Node parameter value, e.g. `getPan`. */
	value: string;
	/** What the operation list shows: a short verb phrase. */
	name: string;
	/**
	 * What the node panel lists among the node's actions, and the name n8n gives a node added
	 * through it (on the canvas and in every expression that refers to it), so at most 30
	 * characters, in sentence case; an AI tool's automatic description is "<action> in Deepvue".
	 */
	action: string;
	/** What it checks, what to give it, what comes back: read by users and by AI agents. */
	description: string;
	method: 'GET' | 'POST';
	path: string;
	inputs: ApiInput[];
	/**
	 * A lookup's "no record" answer is an output item (see answer/noRecordItem.ts): the fields it
	 * carries beside `no_record` and `message`. `false` where such an answer is an error (batches).
	 */
	noRecord?: IDataObject | false;
	/**
	 * The result field that holds the name of the person checked (e.g. `name_at_bank`): the node
	 * compares it with Name to Match and adds `name_match` to the item (nameMatch/).
	 */
	nameIn?: string;
	/**
	 * Each call moves money (a penny drop deposits ₹1): a request that may have reached Deepvue
	 * without an answer (a timeout, a dropped connection, a 5xx) is never sent again by itself, and
	 * its item fails saying so (docs/paying-once.md).
	 */
	movesMoney?: boolean;
	/**
	 * The answer's `data` is a list: the item gets it in this field, or with Options > Split Into
	 * Items, one item per entry (answer/output.ts).
	 */
	listAs?: string;
	/** Steps after the answer is read, e.g. waiting for a batch or downloading its file. They never resend the request. */
	followUps?: FollowUp[];
}

/** The option that switches a follow-up on: the node shows it for the operations that have one. */
export type FollowUpOption = 'waitForCompletion' | 'downloadResult';

/**
 * A step run on an operation's output items, after its request was answered, when its option is
 * on; `options` are the item's, `clock` what its waits run on (the node's: the real clock).
 */
export interface FollowUp {
	option: FollowUpOption;
	run(
		context: IExecuteSingleFunctions,
		items: INodeExecutionData[],
		options: NodeOptions,
		clock: Clock,
	): Promise<INodeExecutionData[]>;
}

/**
 * Whether an operation's answers may serve the same question again (Options > Reuse Answers For):
 * the lookups. Not a batch (an upload's answer is one batch, and a batch's status changes), nor an
 * answer that links to a file (the link may have expired).
 */
export function reusesAnswers(operation: DeepvueOperation): boolean {
	return operation.noRecord !== false && (operation.followUps ?? []).length === 0;
}

/** A group of operations, as the Resource selector shows it. */
export interface DeepvueResource {
	value: string;
	name: string;
	description: string;
	operations: DeepvueOperation[];
}
