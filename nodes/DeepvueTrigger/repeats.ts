import type { IDataObject } from 'n8n-workflow';

/** How many request IDs are remembered; older ones are forgotten first. */
export const REMEMBERED_DELIVERIES = 1000;

/**
 * Remembers the request IDs of deliveries that started the workflow, in the workflow's static
 * data, so a delivery the service sends again does not start it twice. Returns false for a
 * repeat. n8n saves static data after each production execution of an active workflow.
 */
export function isFirstDelivery(staticData: IDataObject, requestId: string): boolean {
	const seen = Array.isArray(staticData.deliveredRequestIds) ? (staticData.deliveredRequestIds as string[]) : [];
	if (seen.includes(requestId)) return false;
	staticData.deliveredRequestIds = [...seen, requestId].slice(-REMEMBERED_DELIVERIES);
	return true;
}
