import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Clock } from '../../../common/clock';
import type { ApiInput, InputsByName } from './input';
import type { NodeOptions } from './nodeOptions';
import type { ShapedResult } from './shapedResult';
import type { SingleUse } from './singleUse';

/**
 * The item's Name to Match as a comparison of a name found: `name_match` for it, or undefined when
 * the item has no Name to Match (answer/nameCheck.ts, nameComparison).
 */
export type NameComparison = (found: unknown) => IDataObject | undefined;

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
	 * The result field that holds the name of the person checked (e.g. `name_at_bank`), or the
	 * path to it (`director_data.name`): the node compares it with Name to Match and adds
	 * `name_match` to the item (answer/nameCheck.ts, nameMatch/).
	 */
	nameIn?: string;
	/**
	 * Each call does something that cannot be done twice (a penny drop deposits ₹1, an OTP is sent
	 * or used, a one-time DigiLocker code is spent): a request that may have reached Deepvue without
	 * an answer (a timeout, a dropped connection, a 5xx) is never sent again by itself, and its item
	 * fails saying so in these words (docs/paying-once.md).
	 */
	singleUse?: SingleUse;
	/**
	 * Consent as the identity-document endpoints take it: `consent=Y` and the node's Purpose field,
	 * always, and only once the Applicant's Consent field says it was given; sent where the
	 * operation's other inputs go (the JSON body, else the query). Without it, the optional Consent
	 * Reason (`consent=Y&reason=...` in the query).
	 */
	consent?: 'purpose';
	/**
	 * Its answers hold personal data or a one-time secret (an e-Aadhaar, an OTP's reference): kept
	 * only for n8n's retries within the execution, never for Options > Reuse Answers For.
	 */
	keptForExecutionOnly?: boolean;
	/**
	 * Refused when an AI agent calls the node as a tool: its inputs or answers are an Aadhaar
	 * number, a one-time code or a person's documents, which a model must never be handed
	 * (docs/decisions.md).
	 */
	notForAgents?: boolean;
	/**
	 * Its answers may hold an Aadhaar number (the identity documents, Mobile to PAN's
	 * `masked_aadhaar`): every output item's JSON passes the Aadhaar masking, and the numbers the
	 * item sent are never output (inputs/aadhaarNumber.ts). Not the other lookups, whose 12-digit
	 * UTRs and account numbers would read as one.
	 */
	mayHoldAadhaar?: true;
	/**
	 * An answer the item gets without any call, worked out from its checked inputs (by API name):
	 * a DigiLocker redirect that says the applicant refused. It may `refuse` the inputs together
	 * (a redirect of another session). Undefined: the request is sent.
	 */
	answerWithoutCall?(inputs: InputsByName, refuse: Refuse): IDataObject | undefined;
	/**
	 * Shapes the answer into the item's result instead of taking the envelope's `data` as it is:
	 * fields from the envelope (a session's id), dates, masked numbers, and files (photos, PDFs)
	 * moved out of the JSON into binary data. Given the checked inputs by API name.
	 */
	shapeResult?(envelope: IDataObject, inputs: InputsByName): ShapedResult;
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

/** Refuses an item's inputs before any call: the item's error, its message and what to do. */
export type Refuse = (message: string, description: string) => never;

/** What a follow-up is given of its item besides the items. */
export interface FollowUpStep {
	/** The item's options. */
	options: NodeOptions;
	/** The item's Name to Match, for names the follow-up finds. */
	compareName: NameComparison;
	/** The item's checked inputs. */
	inputs: InputsByName;
	/** What its waits run on: the real clock in n8n. */
	clock: Clock;
}

/**
 * A step run on an operation's output items, after its request was answered, when its option is
 * on (always, without one).
 */
export interface FollowUp {
	option?: FollowUpOption;
	/**
	 * It serves an answer reused from another item or run (Options > Reuse Answers For) as well as
	 * a fresh one: it reads again what the answer names (a Udyam request), not a link that may
	 * have expired.
	 */
	servesReusedAnswers?: boolean;
	run(
		context: IExecuteSingleFunctions,
		items: INodeExecutionData[],
		step: FollowUpStep,
	): Promise<INodeExecutionData[]>;
}

/**
 * Whether an operation's answers may serve the same question again (Options > Reuse Answers For):
 * the lookups, and a Udyam verification's request. Not a batch (an upload's answer is one batch,
 * and a batch's status changes), nor an answer that links to a file (the link may have expired),
 * nor one kept for the execution only.
 */
export function reusesAnswers(operation: DeepvueOperation): boolean {
	return (
		operation.noRecord !== false &&
		operation.keptForExecutionOnly !== true &&
		(operation.followUps ?? []).every((followUp) => followUp.servesReusedAnswers === true)
	);
}

/** A group of operations, as the Resource selector shows it. */
export interface DeepvueResource {
	value: string;
	name: string;
	description: string;
	operations: DeepvueOperation[];
}
