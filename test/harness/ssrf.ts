import type * as BackendNetwork from '@n8n/backend-network';
import type * as N8nConfig from '@n8n/config';
import type * as Di from '@n8n/di';
import type * as BackendCommon from '@n8n/backend-common';

/** n8n's SSRF protection settings (N8N_SSRF_ALLOWED_IP_RANGES, N8N_SSRF_ALLOWED_HOSTNAMES). */
export interface SsrfSettings {
	allowedIpRanges?: string[];
	allowedHostnames?: string[];
}

/**
 * Runs `run` with n8n's SSRF protection on (N8N_SSRF_PROTECTION_ENABLED=true), as n8n 2.x's HTTP
 * helpers apply it: n8n builds its outbound HTTP service once per process from the settings, so a
 * fresh one is put in n8n's container for the run and the old one is put back after. Engine 2.x
 * only: n8n 1.x has no SSRF protection (the modules are required here, not imported, for that).
 */
export async function withSsrfProtection<T>(
	settings: SsrfSettings,
	run: () => Promise<T>,
): Promise<T> {
	const { Container } = require('@n8n/di') as typeof Di;
	const { SsrfProtectionConfig } = require('@n8n/config') as typeof N8nConfig;
	const { OutboundHttp, SsrfProtectionService, DnsResolver } =
		require('@n8n/backend-network') as typeof BackendNetwork;
	const { Logger } = require('@n8n/backend-common') as typeof BackendCommon;

	const config = Container.get(SsrfProtectionConfig);
	const saved = { ...config };
	const outbound = Container.get(OutboundHttp);
	Object.assign(config, { enabled: true, allowedIpRanges: [], allowedHostnames: [], ...settings });
	const logger = Container.get(Logger);
	const protection = new SsrfProtectionService(config, Container.get(DnsResolver), logger);
	Container.set(OutboundHttp, new OutboundHttp(protection, config, logger));
	try {
		return await run();
	} finally {
		Object.assign(config, saved);
		Container.set(OutboundHttp, outbound);
	}
}
