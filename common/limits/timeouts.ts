/** Timeouts of the calls both the credential and the node make. */

/**
 * The longest silence each kind of call waits for an answer when Request Options > Timeout is not
 * set: Deepvue's slower sources answer within a minute or two, a status check is a quick read,
 * and a result file is a plain download.
 */
export const DEFAULT_TIMEOUTS_MS = { api: 180_000, status: 30_000, download: 120_000 } as const;

/**
 * An authorization waits as long as an API call: the node's Request Options > Timeout, else the
 * node's default. n8n's own calls (after a 401, in the credential test) get the default: n8n gives
 * the credential no access to the node's options there.
 */
export const DEFAULT_AUTHORIZE_TIMEOUT_MS: number = DEFAULT_TIMEOUTS_MS.api;

/** Seconds, for messages. */
export const seconds = (ms: number) => `${ms / 1000} s`;
