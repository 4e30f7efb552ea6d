/** Timeouts of the calls both the credential and the node make. */

/**
 * The longest silence each kind of call waits for an answer when Request Options > Timeout is not
 * set: Deepvue's slower sources answer within a minute or two, a status check is a quick read,
 * and a result file is a plain download.
 */
export const DEFAULT_TIMEOUTS_MS = { api: 180_000, status: 30_000, download: 120_000 } as const;

/** Seconds, for messages. */
export const seconds = (ms: number) => `${ms / 1000} s`;
