import type { IHttpRequestOptions } from 'n8n-workflow';

/**
 * n8n adds a "Request Options" collection to every declarative node (Settings tab: Batching,
 * Ignore SSL Issues, Proxy, Timeout). n8n applies it to the lookup itself only; the node applies
 * it to every call an item makes, status checks and result downloads included. Timeout replaces
 * the node's own timeout for each kind of call (common/limits/timeouts.ts), and n8n's default of 300 s
 * for lookups.
 */
export type RequestSettings = Pick<IHttpRequestOptions, 'proxy' | 'skipSslCertificateValidation' | 'timeout'>;

interface RequestOptionsParameter {
	timeout?: unknown;
	proxy?: unknown;
	allowUnauthorizedCerts?: unknown;
}

/** A proxy address as n8n's HTTP helpers take it; n8n has checked it before the first call. */
function proxyOf(address: string): IHttpRequestOptions['proxy'] {
	const url = new URL(address);
	const protocol = url.protocol.replace(/:$/, '');
	const proxy: NonNullable<IHttpRequestOptions['proxy']> = {
		host: url.hostname,
		port: url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port),
		protocol,
	};
	if (url.username !== '') {
		proxy.auth = { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
	}
	return proxy;
}

/** The settings for one call whose own timeout is `defaultTimeoutMs`, from the node's `requestOptions` parameter. */
export function requestSettings(requestOptions: unknown, defaultTimeoutMs: number): RequestSettings {
	const { timeout, proxy, allowUnauthorizedCerts } = (requestOptions ?? {}) as RequestOptionsParameter;
	const settings: RequestSettings = {
		timeout: typeof timeout === 'number' && timeout > 0 ? timeout : defaultTimeoutMs,
	};
	if (typeof proxy === 'string' && proxy !== '') settings.proxy = proxyOf(proxy);
	if (allowUnauthorizedCerts === true) settings.skipSslCertificateValidation = true;
	return settings;
}
