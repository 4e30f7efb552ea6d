import type { IHttpRequestOptions } from 'n8n-workflow';

import type { RequestSettings } from '../model/nodeOptions';

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
		proxy.auth = {
			username: decodeURIComponent(url.username),
			password: decodeURIComponent(url.password),
		};
	}
	return proxy;
}

/** The settings for one call whose own timeout is `defaultTimeoutMs`, from the node's `requestOptions` parameter. */
export function requestSettings(
	requestOptions: unknown,
	defaultTimeoutMs: number,
): RequestSettings {
	const { timeout, proxy, allowUnauthorizedCerts } = (requestOptions ??
		{}) as RequestOptionsParameter;
	const settings: RequestSettings = {
		timeout: typeof timeout === 'number' && timeout > 0 ? timeout : defaultTimeoutMs,
	};
	if (typeof proxy === 'string' && proxy !== '') settings.proxy = proxyOf(proxy);
	if (allowUnauthorizedCerts === true) settings.skipSslCertificateValidation = true;
	return settings;
}
