/** Deepvue's plans and the pace a credential asks for: read by the credential and by the node's pacing. */
import type { ICredentialDataDecryptedObject, INodePropertyOptions } from 'n8n-workflow';

/** A pace: requests per second and per rolling minute. */
export interface RateLimit {
	perSecond: number;
	/** 0 for no per-minute limit. */
	perMinute: number;
	/**
	 * Requests per day, as the plan allows them. Not paced: the node does not count a day; a flow
	 * that runs every day keeps its own count under it (examples/scheduled-reverification.json).
	 */
	perDay?: number;
	/** How many processes share it (the credential's Processes Using This Client ID); 1 when not said. */
	processes?: number;
}
/** Plans as Deepvue publishes them: requests per second, per minute and per day, per API key. */
export const PLAN_LIMITS: Record<string, RateLimit> = {
	starter: { perSecond: 1, perMinute: 30, perDay: 1000 },
	business: { perSecond: 2, perMinute: 100, perDay: 10000 },
	growth: { perSecond: 5, perMinute: 500, perDay: 20000 },
	enterprise: { perSecond: 17, perMinute: 1000, perDay: 50000 },
};

/** The credential's Rate Limit choices. */
export const RATE_LIMIT_PLANS: INodePropertyOptions[] = [
	{ name: 'Starter (1 per Second, 30 per Minute, 1,000 per Day)', value: 'starter' },
	{ name: 'Business (2 per Second, 100 per Minute, 10,000 per Day)', value: 'business' },
	{ name: 'Growth (5 per Second, 500 per Minute, 20,000 per Day)', value: 'growth' },
	{ name: 'Enterprise (17 per Second, 1,000 per Minute, 50,000 per Day)', value: 'enterprise' },
	{ name: 'Custom', value: 'custom' },
	{ name: 'Off', value: 'off', description: 'Send requests as fast as n8n starts them' },
];

/** The pace the credential asks for; a credential saved before this setting existed gets Starter. */
export function rateLimitOf(credentials: ICredentialDataDecryptedObject): RateLimit {
	const plan =
		typeof credentials.rateLimitPlan === 'string' ? credentials.rateLimitPlan : 'starter';
	if (plan === 'off') return { perSecond: 0, perMinute: 0 };
	const processes = Math.max(1, Math.floor(Number(credentials.processes) || 1));
	if (plan === 'custom') {
		return {
			perSecond: Math.max(0, Number(credentials.requestsPerSecond) || 0),
			perMinute: Math.max(0, Number(credentials.requestsPerMinute) || 0),
			processes,
		};
	}
	return { ...(PLAN_LIMITS[plan] ?? PLAN_LIMITS.starter), processes };
}
