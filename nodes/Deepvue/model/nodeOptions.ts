import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';

/**
 * n8n adds a "Request Options" collection to every declarative node (Settings tab: Batching,
 * Ignore SSL Issues, Proxy, Timeout). n8n applies it to the lookup itself only; the node applies
 * it to every call an item makes, status checks and result downloads included. Timeout replaces
 * the node's own timeout for each kind of call (common/limits/timeouts.ts), and n8n's default of 300 s
 * for lookups.
 */
export type RequestSettings = Pick<
	IHttpRequestOptions,
	'proxy' | 'skipSslCertificateValidation' | 'timeout'
>;

/** The retry settings a call reads from the node's options. */
export interface RetrySettings {
	/** Attempts in all, the first included. */
	maxAttempts: number;
	/** Longest wait between two attempts, in milliseconds. */
	maxDelayMs: number;
}

/**
 * The node's settings as one item reads them (options/readOptions.ts): its Options, each with its
 * default from OPTION_FIELDS, Consent Reason, and n8n's Request Options. They are read once per
 * item (runOperation.ts) and handed down; each option is read when it is first needed: an option
 * may be an expression, and one that fails fails the item where the option is used, not before.
 * Numbers are read by a call, which checks them.
 */
export interface NodeOptions {
	readonly checkFormats: boolean;
	readonly downloadResult: boolean;
	readonly maskSensitive: boolean;
	/** Response Format is Full Response, not Result Only. */
	readonly fullResponse: boolean;
	/** On No Record outputs an item saying so, rather than failing the item. */
	readonly outputsNoRecord: boolean;
	readonly waitForCompletion: boolean;
	/** Split Into Items: one item per entry of a list. */
	readonly splitList: boolean;
	/** Put File in Field. */
	readonly binaryPropertyOutput: string;
	/** Max Attempts and Max Retry Wait (Ms), checked. */
	retry(): RetrySettings;
	/** Wait Timeout (Seconds), checked, in milliseconds. */
	waitTimeoutMs(): number;
	/** Max File Size (MB), checked. */
	maxFileSizeMb(): number;
	/** Reuse Answers For (Minutes), checked, in milliseconds. */
	reuseWindowMs(): number;
	/**
	 * Name Match Score, checked: 0-100. How it and Name Review Score make a verdict is Name to
	 * Match's (answer/nameCheck.ts).
	 */
	nameMatchScore(): number;
	/** Name Review Score, checked: 0-100. */
	nameReviewScore(): number;
	/** The consent query parameters of every request (Consent Reason), checked. */
	consent(): IDataObject;
	/** n8n's Request Options (Settings tab) for a call whose own timeout is `defaultTimeoutMs`. */
	requestSettings(defaultTimeoutMs: number): RequestSettings;
}
