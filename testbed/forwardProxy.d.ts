// The types of forwardProxy.js, which stays plain JavaScript for the real-n8n check.
export interface ForwardProxy {
	/** http://127.0.0.1:<port> */
	url: string;
	/** The absolute address of each request that went through, in order. */
	forwarded: string[];
	/** The Proxy-Authorization header of each, if any. */
	authorizations: Array<string | undefined>;
	close(): Promise<void>;
}

export function startForwardProxy(): Promise<ForwardProxy>;
